#!/usr/bin/env bash
# Brings up the cache-fronted site (tests/e2e/behind-cache, docs/caching.md):
# a WordPress like the real-plugin site (bin/site/plugins-up.sh: The Events
# Calendar, Constant Contact Forms and WPForms Lite active, the theme from
# dist/author-site.zip, the same content), served by nginx with the common
# WordPress full-page cache (fastcgi_cache) in front of php-fpm
# (bin/site/cache.mjs). Idempotent: each run rebuilds the content, empties
# the cache and restarts nginx and php-fpm.
#
#   bin/site/cache-up.sh [--without-plugins]
#
#   --without-plugins  when the plugin zips are missing, bring the site up
#                      without them (the theme linked from the working tree,
#                      as bin/site/wp-up.sh does) instead of exiting with 3; for
#                      `npm run bench:cache`, not for the tests
#
# Environment: AUTHOR_SITE_PLUGINS (folder of plugin zips, see
# bin/site/install-plugins.sh), CACHE_SITE_HOME (default ~/.author-site-cache),
# CACHE_SITE_PORT (default 8883), CACHE_SITE_DB (default authorsite_cache).
#
# Exit status: 0 up, 3 when a plugin zip is missing (one line says which; the
# suite then does not run), 1 on any other failure.
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
export CACHE_SITE_HOME=${CACHE_SITE_HOME:-$HOME/.author-site-cache}
export CACHE_SITE_PORT=${CACHE_SITE_PORT:-8883}
export CACHE_SITE_DB=${CACHE_SITE_DB:-authorsite_cache}

without_plugins=0
for arg in "$@"; do
  case $arg in
    --without-plugins) without_plugins=1 ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) printf '[cache-site] unknown argument: %s\n' "$arg" >&2; exit 1 ;;
  esac
done

# wp-up.sh serves on the port itself for its checks: nginx must let go of it.
node "$BIN_DIR/cache.mjs" stop

status=0
PLUGINS_SITE_HOME=$CACHE_SITE_HOME PLUGINS_SITE_PORT=$CACHE_SITE_PORT \
  PLUGINS_SITE_DB=$CACHE_SITE_DB bash "$BIN_DIR/plugins-up.sh" || status=$?
if (( status == 3 && without_plugins )); then
  printf '[cache-site] without the real plugins\n'
  AUTHOR_SITE_HOME=$CACHE_SITE_HOME WP_PORT=$CACHE_SITE_PORT \
    WP_DB_NAME=$CACHE_SITE_DB bash "$BIN_DIR/wp-up.sh" --test | sed 's/^/  /'
  AUTHOR_SITE_HOME=$CACHE_SITE_HOME WP_PORT=$CACHE_SITE_PORT bash "$BIN_DIR/wp-eval.sh" '
    require_once ABSPATH . "wp-admin/includes/plugin.php";
    deactivate_plugins( array( "the-events-calendar/the-events-calendar.php", "constant-contact-forms/constant-contact-forms.php", "wpforms-lite/wpforms.php" ) );'
elif (( status != 0 )); then
  # Stop wp-up.sh's PHP built-in server, if it started one.
  node "$BIN_DIR/cache.mjs" stop
  exit "$status"
fi

node "$BIN_DIR/cache.mjs" start
