#!/usr/bin/env bash
# Bring up a real local WordPress for the author-site theme on loopback.
#
#   bin/site/wp-up.sh [--test] [--no-theme]
#
#   --test       copy tests/wp/mu-plugins/*.php into wp-content/mu-plugins
#                (without it, copies made by an earlier --test run are removed)
#                or, with AUTHOR_SITE_TEST_MU set, the *.php files and folders
#                of *.php it lists (colon-separated, relative to the repository)
#   --no-theme   do not symlink or activate the author-site theme
#
# Environment:
#   AUTHOR_SITE_HOME  where the site lives (default ~/.author-site):
#                     wordpress/ (WP tree, docroot), run/ (pid files, logs)
#   WP_PORT           port of the PHP built-in server (default 8881)
#   WP_DB_NAME        MariaDB database (default authorsite; user/password are
#                     always authorsite/authorsite)
#   WP_REDIS_PATH     the socket of the site's own Redis, for the Redis Object
#                     Cache drop-in (the cluster site, bin/site/cache-up.sh)
#
# Needs the packages from bin/install-system.sh. Idempotent; a second run only
# checks things and takes a second or two. Stop everything with bin/site/wp-down.sh.
#
# The steps are in bin/site/wp-up/, each sourced into this shell in turn:
# database.sh, wordpress.sh, config.sh, test-mu-plugins.sh, theme.sh,
# install.sh, server.sh.
# shellcheck source-path=SCRIPTDIR
set -euo pipefail

log()  { printf '[wp-up] %s\n' "$*"; }
warn() { printf '[wp-up] WARNING: %s\n' "$*" >&2; }
die()  { printf '[wp-up] ERROR: %s\n' "$*" >&2; exit 1; }

TEST_MODE=0
THEME_MODE=1
for arg in "$@"; do
  case $arg in
    --test) TEST_MODE=1 ;;
    --no-theme) THEME_MODE=0 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument: $arg (try --help)" ;;
  esac
done

START_TIME=$(date +%s.%N)
BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
ROUTER=$BIN_DIR/wp-router.php
SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
PORT=${WP_PORT:-8881}
URL=http://127.0.0.1:$PORT
WP_SRC=/usr/share/wordpress
WP_SRC_CONTENT_DIRS=("$WP_SRC/wp-content" /var/lib/wordpress/wp-content)
DB_NAME=${WP_DB_NAME:-authorsite} DB_USER=authorsite DB_PASS=authorsite

[[ $PORT =~ ^[0-9]+$ ]] || die "WP_PORT must be a number (got '$PORT')"
[[ $DB_NAME =~ ^[A-Za-z0-9_]+$ ]] || die "WP_DB_NAME may only contain letters, digits and _"

# ------------------------------------------------------------ prerequisites
for cmd in php mysql mysqladmin curl; do
  command -v "$cmd" >/dev/null 2>&1 || die "'$cmd' not found; run bin/install-system.sh first"
done
[[ -f $WP_SRC/wp-includes/version.php ]] || die "$WP_SRC missing; run bin/install-system.sh first"

mkdir -p "$SITE_HOME"
SITE_HOME=$(cd "$SITE_HOME" && pwd -P)
case "$SITE_HOME/" in
  "$REPO_ROOT/"*) die "AUTHOR_SITE_HOME ($SITE_HOME) must not be inside the repository ($REPO_ROOT)" ;;
esac
WP_DIR=$SITE_HOME/wordpress
RUN_DIR=$SITE_HOME/run
CONTENT_DIR=$WP_DIR/wp-content
mkdir -p "$RUN_DIR"

# shellcheck source=wp-up/database.sh
source "$BIN_DIR/wp-up/database.sh"
# shellcheck source=wp-up/wordpress.sh
source "$BIN_DIR/wp-up/wordpress.sh"
# shellcheck source=wp-up/config.sh
source "$BIN_DIR/wp-up/config.sh"
# shellcheck source=wp-up/test-mu-plugins.sh
source "$BIN_DIR/wp-up/test-mu-plugins.sh"
# shellcheck source=wp-up/theme.sh
source "$BIN_DIR/wp-up/theme.sh"
# shellcheck source=wp-up/install.sh
source "$BIN_DIR/wp-up/install.sh"
# shellcheck source=wp-up/server.sh
source "$BIN_DIR/wp-up/server.sh"

# The summary (wp_version_of is wordpress.sh's).
elapsed=$(awk -v s="$START_TIME" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
cat <<EOF
[wp-up] ready in ${elapsed}s: WordPress $(wp_version_of "$WP_DIR")$( ((TEST_MODE)) && echo ' (test mu-plugins on)')
  Site:   $URL/
  Admin:  $URL/wp-admin/
  Login:  admin / password
  Files:  $WP_DIR   (logs: $RUN_DIR)
EOF
