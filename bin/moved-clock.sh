#!/usr/bin/env bash
# Runs a command with the clock moved (docs/testing.md#time): libfaketime,
# preloaded, moves every process the command starts by the same offset, a
# server it leaves running included, and the clock runs on from there. For
# showing that no test depends on the real date or the runner's time zone.
#
#   bin/moved-clock.sh 'YYYY-MM-DD HH:MM:SS' COMMAND [ARG…]   (the moment, in UTC)
#
# The offset is taken when the command starts, so a server started first
# and tests started a minute later see clocks a minute apart, both moved.
# (faketime's own wrapper waits for every process it started, so it never
# returns from bin/wp-up.sh, whose server stays up.)
set -euo pipefail

(( $# >= 2 )) || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
moment=$(date -ud "$1 UTC" +%s) || exit 2
shift
library=$(compgen -G '/usr/lib/*/faketime/libfaketime.so.1' | head -n 1 || true)
[[ -n $library ]] || { echo '[moved-clock] libfaketime is missing (bin/install-system.sh installs faketime)' >&2; exit 1; }
export LD_PRELOAD=$library${LD_PRELOAD:+:$LD_PRELOAD}
export FAKETIME="+$((moment - $(date +%s)))"
exec "$@"
