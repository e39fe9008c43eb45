#!/usr/bin/env bash
# Installs everything on a fresh Debian 12 machine (as root) and starts the
# local WordPress with this theme active: system packages (PHP, MariaDB,
# nginx, Chromium, WordPress 7.1 from sid), npm packages, the build, the site.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash bin/install-system.sh
# Not `npm ci`: some optional, other-platform packages in the lock file (e.g.
# @unrs/resolver-binding-android-*) are not on the registry this machine
# reaches, and `npm ci` refuses a lock file it cannot satisfy in full.
npm install --no-audit --no-fund --loglevel=error
npm run --silent build
bash bin/wp-up.sh
