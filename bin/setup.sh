#!/usr/bin/env bash
# Installs everything on a fresh Debian 12 machine (as root) and starts the
# local WordPress with this theme active: system packages (PHP, MariaDB,
# nginx, Chromium, WordPress 7.1 from sid), npm packages, the build, the site.
# When the plugins' release zips are at hand (bin/site/zips.sh: ../shared/plugins
# or AUTHOR_SITE_PLUGINS), also The Events Calendar, Constant Contact Forms and
# WPForms Lite, set up as the real-plugin site is (bin/site/setup/: events, a
# newsletter form, a contact form connected in the theme's settings), with a
# mail catcher: no message is sent, each is kept in
# ~/.author-site/wordpress/wp-content/author-site-test-mail.jsonl.
# `bin/site/wp-up.sh --test` switches them off again for the test suites.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash bin/install-system.sh
# Not `npm ci`: some optional, other-platform packages in the lock file (e.g.
# @unrs/resolver-binding-android-*) are not on the registry this machine
# reaches, and `npm ci` refuses a lock file it cannot satisfy in full.
npm install --no-audit --no-fund --loglevel=error
npm run --silent build
bash bin/site/wp-up.sh

status=0
bash bin/site/install-plugins.sh || status=$?
if (( status == 3 )); then
  echo "[setup] the plugins are not installed: the newsletter signup, the contact form and the events show their fallbacks (npm run playground has them without the zips, from wordpress.org)"
  exit 0
fi
(( status == 0 )) || exit "$status"
SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
cp tests/wp/real-plugins/author-site-test-mail.php "$SITE_HOME/wordpress/wp-content/mu-plugins/author-site-mail.php"
# Two processes: the second has the plugins' and the theme's code loaded.
for step in bin/site/setup/*.php; do
  bash bin/site/wp-eval.sh - <"$step" | sed 's/^/[setup] /'
done
# Marks them as set up here: bin/site/wp-up.sh --test switches them off.
bash bin/site/wp-eval.sh "update_option( 'author_site_setup_plugins', 1 );"
echo "[setup] the plugins are set up; mail is kept in $SITE_HOME/wordpress/wp-content/author-site-test-mail.jsonl (none is sent)"
