#!/usr/bin/env bash
# Checks that every release zip the tests install is there and readable (the
# real plugins, Redis Object Cache and Theme Check: bin/site/zips.sh), before anything is built.
#
#   bin/check/zips.sh
#
# A zip that is missing, or that unzip cannot list (truncated, not a zip),
# gets one line naming its path, and another zip of the same name with
# another version beside it is named too. Under CI (CI set, not "false" or
# "0") that is a failure: the real-plugin, behind-cache and Theme Check
# suites would not run. Elsewhere it is a note: a machine without the zips
# still runs everything else.
#
# Environment: AUTHOR_SITE_PLUGINS (the folder of zips, see bin/site/zips.sh), CI.
#
# Exit status: 0 all there; 1 one is missing or unreadable under CI; 3 the
# same outside CI.
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
# shellcheck source=zips.sh
source "$BIN_DIR/../site/zips.sh"

under_ci() { [[ -n ${CI:-} && $CI != false && $CI != 0 ]]; }

# What is wrong with one zip, or nothing when it is fine.
zip_problem() {
  local zip=$1 path=$ZIPS/$1 others
  if [[ ! -e $path ]]; then
    # Any other version of it: the-events-calendar.6.18.0.zip for …6.17.2.zip.
    others=$(cd "$ZIPS" 2>/dev/null && compgen -G "${zip%%.*}*.zip" | paste -sd ' ' || true)
    printf 'missing%s' "${others:+ (found instead: $others)}"
  elif [[ ! -f $path || ! -r $path ]] || ! unzip -qql "$path" >/dev/null 2>&1; then
    printf 'unreadable (not a file unzip can list)'
  fi
}

if under_ci; then level=FAILED status=1; else level=note status=3; fi
bad=0
for zip in "${PLUGIN_ZIPS[@]#*:}" "${REDIS_CACHE_ZIP#*:}" "$THEME_CHECK_ZIP"; do
  problem=$(zip_problem "$zip")
  [[ -z $problem ]] && continue
  printf '[check-zips] %s: %s %s\n' "$level" "$ZIPS/$zip" "$problem"
  bad=1
done
if (( bad )); then
  exit "$status"
fi
printf '[check-zips] %d zips in %s\n' $((${#PLUGIN_ZIPS[@]} + 2)) "$ZIPS"
