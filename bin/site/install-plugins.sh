#!/usr/bin/env bash
# Installs the real plugins the site works with from their release zips into
# a local WordPress made by bin/site/wp-up.sh, unmodified. Idempotent: a plugin
# already unpacked from the same zip is left as it is.
#
#   bin/site/install-plugins.sh [slug:zip ...]
#
# With arguments, installs those instead (bin/site/cache-up.sh: Redis Object
# Cache, REDIS_CACHE_ZIP).
#
# Environment:
#   AUTHOR_SITE_HOME     the site (default ~/.author-site)
#   AUTHOR_SITE_PLUGINS  folder of zips (default: ../shared/plugins beside the
#                        repository)
#
# The zips: PLUGIN_ZIPS in bin/site/zips.sh.
#
# Exit status: 0 installed (or already there), 3 when a zip is missing (one
# line says which), 1 on any other failure.
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
# shellcheck source=zips.sh
source "$BIN_DIR/zips.sh"
SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
PLUGIN_DIR=$SITE_HOME/wordpress/wp-content/plugins

log() { printf '[install-plugins] %s\n' "$*"; }

(( $# == 0 )) || PLUGIN_ZIPS=("$@")
missing=()
for entry in "${PLUGIN_ZIPS[@]}"; do
  [[ -f $ZIPS/${entry#*:} ]] || missing+=("${entry#*:}")
done
if (( ${#missing[@]} )); then
  log "not installed: ${missing[*]} not found in $ZIPS"
  exit 3
fi
[[ -d $PLUGIN_DIR ]] || { log "no WordPress at $SITE_HOME (run bin/site/wp-up.sh first)"; exit 1; }
command -v unzip >/dev/null || { log "unzip is missing (bin/install-system.sh installs it)"; exit 1; }

for entry in "${PLUGIN_ZIPS[@]}"; do
  slug=${entry%%:*} zip=$ZIPS/${entry#*:}
  stamp=$PLUGIN_DIR/$slug/.installed-from
  sum=$(sha256sum "$zip" | cut -d' ' -f1)
  if [[ -f $stamp && $(<"$stamp") == "$sum" ]]; then
    continue
  fi
  tmp=$(mktemp -d)
  unzip -q "$zip" -d "$tmp"
  [[ -d $tmp/$slug ]] || { log "$zip has no top folder $slug"; rm -rf "$tmp"; exit 1; }
  rm -rf "${PLUGIN_DIR:?}/$slug"
  mv "$tmp/$slug" "$PLUGIN_DIR/$slug"
  rm -rf "$tmp"
  printf '%s\n' "$sum" >"$stamp"
  log "installed $slug from ${zip##*/}"
done
