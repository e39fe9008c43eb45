#!/usr/bin/env bash
# Install the system packages needed to develop and test the author-site theme
# on Debian 12 (bookworm): PHP 8.2, MariaDB, nginx, Chromium, zip/unzip, wrk,
# PHPUnit (bookworm's 9.6, for tests/php), faketime (bin/site/moved-clock.sh),
# Redis and PHP's redis extension (the cluster site's object cache),
# plus WordPress (and its JS/PHP library dependencies) from Debian sid with a
# low pin so nothing else is pulled from sid.
#
# Idempotent: when every package is already installed it exits in well under a
# second without touching apt. Must run as root (or via sudo).
set -euo pipefail

log() { printf '[install-system] %s\n' "$*"; }
die() { printf '[install-system] ERROR: %s\n' "$*" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive

SID_SOURCES=/etc/apt/sources.list.d/sid.sources
SID_PIN=/etc/apt/preferences.d/sid-low

BASE_PKGS=(php8.2-cli php8.2-fpm php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl
           php8.2-gd php8.2-zip php8.2-intl mariadb-server nginx chromium zip unzip wrk
           phpunit faketime redis-server php-redis)
SID_PKGS=(wordpress libjs-jquery-ui libjs-lodash libjs-underscore libphp-phpmailer
          php-getid3 libjs-cropper)
# The sid WordPress (7.x); bookworm only has 6.1.
MIN_WP_VERSION=7.1~
TT5_DIR=/usr/share/wordpress/wp-content/themes/twentytwentyfive

read -r -d '' SID_SOURCES_CONTENT <<'EOF' || true
Types: deb
URIs: http://deb.debian.org/debian
Suites: sid
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF

read -r -d '' SID_PIN_CONTENT <<'EOF' || true
Package: *
Pin: release n=sid
Pin-Priority: 100
EOF

# Installed versions of all our packages, from a single dpkg-query call
# (dpkg-query is slow-ish, so do not call it once per package).
declare -A PKG_VERSION=()
load_versions() {
  PKG_VERSION=()
  local name status version
  while IFS='|' read -r name status version; do
    [[ $status == ii* ]] && PKG_VERSION[$name]=$version
  done < <(dpkg-query -W -f='${Package}|${db:Status-Abbrev}|${Version}\n' \
             "${BASE_PKGS[@]}" "${SID_PKGS[@]}" 2>/dev/null || true)
}
pkg_version() { printf '%s' "${PKG_VERSION[$1]:-}"; }
is_installed() { [[ -n $(pkg_version "$1") ]]; }

missing_pkgs() {
  local p
  for p in "${BASE_PKGS[@]}"; do is_installed "$p" || printf '%s\n' "$p"; done
  for p in "${SID_PKGS[@]}"; do is_installed "$p" || printf '%s\n' "$p/sid"; done
  local wpv
  wpv=$(pkg_version wordpress)
  if [[ -n $wpv ]] && ! dpkg --compare-versions "$wpv" ge "$MIN_WP_VERSION"; then
    printf '%s\n' wordpress/sid
  fi
}

files_ok() {
  [[ -f $SID_SOURCES && "$(cat "$SID_SOURCES")" == "$SID_SOURCES_CONTENT" ]] &&
    [[ -f $SID_PIN && "$(cat "$SID_PIN")" == "$SID_PIN_CONTENT" ]]
}

tt5_ok() { [[ -f $TT5_DIR/style.css ]]; }

# ---------------------------------------------------------------- fast path
load_versions
if files_ok && [[ -z "$(missing_pkgs)" ]] && tt5_ok; then
  log "all packages already installed (WordPress $(pkg_version wordpress)); nothing to do."
  exit 0
fi

# ---------------------------------------------------------------- slow path
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    log "re-running with sudo"
    exec sudo -E DEBIAN_FRONTEND=noninteractive "$0" "$@"
  fi
  die "must be run as root"
fi

NEED_UPDATE=0
if ! files_ok; then
  log "writing $SID_SOURCES and $SID_PIN (sid at priority 100)"
  mkdir -p "$(dirname "$SID_SOURCES")" "$(dirname "$SID_PIN")"
  printf '%s\n' "$SID_SOURCES_CONTENT" >"$SID_SOURCES"
  printf '%s\n' "$SID_PIN_CONTENT" >"$SID_PIN"
  NEED_UPDATE=1
fi

# Package lists must exist for both bookworm and sid.
shopt -s nullglob
bookworm_lists=(/var/lib/apt/lists/*_dists_bookworm_*Packages*)
sid_lists=(/var/lib/apt/lists/*_dists_sid_*Packages*)
shopt -u nullglob
if (( ${#bookworm_lists[@]} == 0 || ${#sid_lists[@]} == 0 )); then
  NEED_UPDATE=1
fi

UPDATED=0
apt_update() {
  log "apt-get update"
  # Unreachable third-party sources must not stop us; a failed install will.
  apt-get update -q || log "WARNING: apt-get update reported errors; continuing"
  UPDATED=1
}

# apt-get install; if it fails with stale lists (404s), update once and retry.
apt_install() {
  log "apt-get install $*"
  if ! apt-get install -y -q "$@"; then
    if (( UPDATED )); then die "apt-get install failed"; fi
    log "install failed; refreshing package lists and retrying"
    apt_update
    apt-get install -y -q "$@"
  fi
  load_versions
}

(( NEED_UPDATE )) && apt_update

base_missing=()
for p in "${BASE_PKGS[@]}"; do is_installed "$p" || base_missing+=("$p"); done
if (( ${#base_missing[@]} )); then
  apt_install "${base_missing[@]}"
else
  log "base packages already installed"
fi

# Same as the reference script: the whole sid set in one transaction (apt only
# touches what is missing or outdated).
sid_needed=0
for p in "${SID_PKGS[@]}"; do is_installed "$p" || sid_needed=1; done
wpv=$(pkg_version wordpress)
if [[ -n $wpv ]] && ! dpkg --compare-versions "$wpv" ge "$MIN_WP_VERSION"; then sid_needed=1; fi
if (( sid_needed )); then
  apt_install "${SID_PKGS[@]/%//sid}"
else
  log "sid packages already installed"
fi

# Twenty Twenty-Five: the sid wordpress package only Recommends it.
if ! tt5_ok; then
  policy=$(apt-cache policy wordpress-theme-twentytwentyfive 2>/dev/null || true)
  if [[ $policy =~ Candidate:\ [0-9] ]]; then
    apt_install wordpress-theme-twentytwentyfive/sid
  else
    log "WARNING: wordpress-theme-twentytwentyfive not available from apt; $TT5_DIR is missing"
  fi
fi

left=$(missing_pkgs)
[[ -z $left ]] || die "still missing after install: $(echo "$left" | tr '\n' ' ')"
tt5_ok && log "Twenty Twenty-Five present at $TT5_DIR"
log "done: WordPress $(pkg_version wordpress), PHP $(pkg_version php8.2-cli), MariaDB $(pkg_version mariadb-server)"
