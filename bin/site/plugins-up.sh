#!/usr/bin/env bash
# Brings up a second local WordPress with the real plugins active (The Events
# Calendar, Constant Contact Forms, WPForms Lite), the theme installed from
# its zip, and content set up as an author would: the real-plugin suite's
# site (tests/e2e/real-plugins) and the benchmark's. Idempotent.
#
#   bin/site/plugins-up.sh
#
# Environment: AUTHOR_SITE_PLUGINS (folder of plugin zips, see
# bin/site/install-plugins.sh), PLUGINS_SITE_HOME (default ~/.author-site-plugins),
# PLUGINS_SITE_PORT (default 8882), PLUGINS_SITE_DB (its database, default
# authorsite_plugins: a second site beside it needs its own).
#
# Exit status: 0 up, 3 when a plugin zip is missing (one line says which; the
# suite then does not run), 1 on any other failure.
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
export AUTHOR_SITE_HOME=${PLUGINS_SITE_HOME:-$HOME/.author-site-plugins}
export WP_PORT=${PLUGINS_SITE_PORT:-8882}
export WP_DB_NAME=${PLUGINS_SITE_DB:-authorsite_plugins}
export AUTHOR_SITE_TEST_MU=tests/wp/mu-plugins/author-site-test-offline.php:tests/wp/mu-plugins/author-site-test-form-client.php:tests/wp/real-plugins
ZIP=$REPO_ROOT/dist/author-site.zip

log() { printf '[plugins-site] %s\n' "$*"; }

# The theme as an author installs it: the zip, unpacked (not a link). Before
# wp-up too, so that WordPress never loads an older copy.
[[ -f $ZIP ]] || { log "no $ZIP (run npm run build && npm run zip)"; exit 1; }
THEMES=$AUTHOR_SITE_HOME/wordpress/wp-content/themes
install_theme() {
  [[ -d $THEMES ]] || return 0
  local sum
  sum=$(sha256sum "$ZIP" | cut -d' ' -f1)
  if [[ ! -f $THEMES/author-site/.installed-from || $(<"$THEMES/author-site/.installed-from") != "$sum" ]]; then
    rm -rf "$THEMES/author-site"
    unzip -q "$ZIP" -d "$THEMES"
    printf '%s\n' "$sum" >"$THEMES/author-site/.installed-from"
    log "installed the theme from ${ZIP##*/}"
  fi
}
install_theme

bash "$BIN_DIR/wp-up.sh" --test --no-theme | sed 's/^/  /'
status=0
bash "$BIN_DIR/install-plugins.sh" || status=$?
(( status == 0 )) || exit "$status"

install_theme

# Two processes: the second has the plugins' and the theme's code loaded.
for step in "$BIN_DIR"/setup/*.php; do
  bash "$BIN_DIR/wp-eval.sh" - <"$step" | sed 's/^/  /'
done
log "up on http://127.0.0.1:$WP_PORT/ (admin / password)"
