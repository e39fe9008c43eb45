#!/usr/bin/env bash
# Runs a command with the clock moved (docs/testing.md#time): libfaketime,
# preloaded, moves every process the command starts by the same offset, a
# server it leaves running included, and the clock runs on from there. For
# showing that no test depends on the real date or the runner's time zone.
#
#   bin/site/moved-clock.sh 'YYYY-MM-DD HH:MM:SS' COMMAND [ARG…]   (the moment, in UTC, now)
#   bin/site/moved-clock.sh +SECONDS COMMAND [ARG…]                 (an offset said before)
#
# It says the offset it uses: give that offset to the tests run against a
# server started with the moment, so that both read the same site clock.
# (faketime's own wrapper waits for every process it started, so it never
# returns from bin/site/wp-up.sh, whose server stays up.)
set -euo pipefail

(( $# >= 2 )) || { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
if [[ $1 =~ ^[+-][0-9]+$ ]]; then
  offset=$1
else
  moment=$(date -ud "$1 UTC" +%s) || exit 2
  offset=+$((moment - $(date +%s)))
fi
shift
library=$(compgen -G '/usr/lib/*/faketime/libfaketime.so.1' | head -n 1 || true)
[[ -n $library ]] || { echo '[moved-clock] libfaketime is missing (bin/install-system.sh installs faketime)' >&2; exit 1; }
echo "[moved-clock] offset $offset s" >&2
export LD_PRELOAD=$library${LD_PRELOAD:+:$LD_PRELOAD}
export FAKETIME=$offset
exec "$@"
