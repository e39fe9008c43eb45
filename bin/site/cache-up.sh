#!/usr/bin/env bash
# Brings up the cluster site, fronted by the page cache (tests/e2e/behind-cache,
# docs/caching.md, docs/hosting.md): a WordPress like the real-plugin site
# (bin/site/plugins-up.sh: The Events Calendar, Constant Contact Forms and
# WPForms Lite active, the theme from dist/author-site.zip, the same content),
# with Redis Object Cache from its zip and its drop-in on the site's own Redis
# (bin/site/redis.mjs), checked connected through the plugin's own status,
# served by nginx with the common WordPress full-page cache (fastcgi_cache) in
# front of two php-fpm masters (bin/site/cache.mjs). Idempotent: each run
# empties Redis, rebuilds the content, empties the cache and restarts nginx
# and both masters.
#
#   bin/site/cache-up.sh [--without-plugins]
#
#   --without-plugins  when the plugin zips are missing, bring the site up
#                      without them (the theme linked from the working tree,
#                      as bin/site/wp-up.sh does, and no object cache) instead
#                      of exiting with 3; for `npm run bench:cache`, not for
#                      the tests
#
# Environment: AUTHOR_SITE_PLUGINS (folder of plugin zips, see
# bin/site/install-plugins.sh), CACHE_SITE_HOME (default ~/.author-site-cache),
# CACHE_SITE_PORT (default 8883), CACHE_SITE_DB (default authorsite_cache).
#
# Exit status: 0 up, 3 when a plugin zip is missing (one line says which; the
# suite then does not run), 1 on any other failure (Redis Object Cache not
# connected among them).
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
export CACHE_SITE_HOME=${CACHE_SITE_HOME:-$HOME/.author-site-cache}
export CACHE_SITE_PORT=${CACHE_SITE_PORT:-8883}
export CACHE_SITE_DB=${CACHE_SITE_DB:-authorsite_cache}
# wp-config.php names the site's Redis (bin/site/wp-up/config.sh).
export WP_REDIS_PATH=$CACHE_SITE_HOME/run/redis.sock

without_plugins=0
for arg in "$@"; do
  case $arg in
    --without-plugins) without_plugins=1 ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) printf '[cache-site] unknown argument: %s\n' "$arg" >&2; exit 1 ;;
  esac
done

# wp-up.sh serves on the port itself for its checks: nginx must let go of it.
node "$BIN_DIR/cache.mjs" stop
# Redis first, emptied: the set-up below goes through the drop-in when an
# earlier run left it in place.
node "$BIN_DIR/cache.mjs" redis

status=0
PLUGINS_SITE_HOME=$CACHE_SITE_HOME PLUGINS_SITE_PORT=$CACHE_SITE_PORT \
  PLUGINS_SITE_DB=$CACHE_SITE_DB bash "$BIN_DIR/plugins-up.sh" || status=$?
if (( status == 3 && without_plugins )); then
  printf '[cache-site] without the real plugins\n'
  AUTHOR_SITE_HOME=$CACHE_SITE_HOME WP_PORT=$CACHE_SITE_PORT \
    WP_DB_NAME=$CACHE_SITE_DB bash "$BIN_DIR/wp-up.sh" --test | sed 's/^/  /'
  AUTHOR_SITE_HOME=$CACHE_SITE_HOME WP_PORT=$CACHE_SITE_PORT bash "$BIN_DIR/wp-eval.sh" '
    require_once ABSPATH . "wp-admin/includes/plugin.php";
    deactivate_plugins( array( "the-events-calendar/the-events-calendar.php", "constant-contact-forms/constant-contact-forms.php", "wpforms-lite/wpforms.php", "redis-cache/redis-cache.php" ) );'
  rm -f "$CACHE_SITE_HOME/wordpress/wp-content/object-cache.php"
elif (( status != 0 )); then
  # Stop wp-up.sh's PHP built-in server, if it started one.
  node "$BIN_DIR/cache.mjs" stop
  exit "$status"
else
  # The persistent object cache: the plugin from its zip, its drop-in, and
  # its own word that it is connected (two processes: the second loads the
  # drop-in).
  # shellcheck source=zips.sh
  REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
  source "$BIN_DIR/zips.sh"
  AUTHOR_SITE_HOME=$CACHE_SITE_HOME bash "$BIN_DIR/install-plugins.sh" "$REDIS_CACHE_ZIP" || status=$?
  for step in enable status; do
    (( status == 0 )) || break
    AUTHOR_SITE_REDIS_STEP=$step AUTHOR_SITE_HOME=$CACHE_SITE_HOME WP_PORT=$CACHE_SITE_PORT \
      bash "$BIN_DIR/wp-eval.sh" - <"$BIN_DIR/redis-cache.php" | sed 's/^/  /' || status=1
  done
  if (( status != 0 )); then
    node "$BIN_DIR/cache.mjs" stop
    exit "$status"
  fi
fi

node "$BIN_DIR/cache.mjs" start
