#!/usr/bin/env bash
# Stop the local WordPress started by bin/site/wp-up.sh: the PHP built-in server
# (from its pid file) and MariaDB. Idempotent; files and database are kept.
#
#   bin/site/wp-down.sh [--keep-db]     (--keep-db: leave MariaDB running)
#
# Environment: AUTHOR_SITE_HOME (default ~/.author-site).
set -euo pipefail

log()  { printf '[wp-down] %s\n' "$*"; }
warn() { printf '[wp-down] WARNING: %s\n' "$*" >&2; }

KEEP_DB=0
for arg in "$@"; do
  case $arg in
    --keep-db) KEEP_DB=1 ;;
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) printf '[wp-down] ERROR: unknown argument: %s\n' "$arg" >&2; exit 1 ;;
  esac
done

SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
RUN_DIR=$SITE_HOME/run
PID_FILE=$RUN_DIR/server.pid
STATE_FILE=$RUN_DIR/server.state

# ------------------------------------------------------------ PHP server
pid=''
if [[ -f $PID_FILE ]]; then
  pid=$(<"$PID_FILE")
  cmdline=''
  if [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
    cmdline=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null || true)
  fi
  # Guard against pid reuse: it must still be a PHP built-in server.
  [[ $cmdline == *php*' -S '* ]] || pid=
fi
if [[ -n $pid ]]; then
  log "stopping PHP server (pid $pid)"
  pgid=$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ' || true)
  # wp-up.sh starts it with setsid, so the master and its workers share a
  # process group whose id is the master's pid.
  if [[ $pgid == "$pid" ]]; then kill -TERM -- "-$pid" 2>/dev/null || true
  else kill -TERM "$pid" 2>/dev/null || true
  fi
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    warn "PHP server did not stop on SIGTERM; sending SIGKILL"
    if [[ $pgid == "$pid" ]]; then kill -KILL -- "-$pid" 2>/dev/null || true
    else kill -KILL "$pid" 2>/dev/null || true
    fi
  fi
  log "PHP server stopped"
else
  log "PHP server not running"
fi
rm -f "$PID_FILE" "$STATE_FILE"

# ------------------------------------------------------------ MariaDB
if (( KEEP_DB )); then
  log "leaving MariaDB running (--keep-db)"
  exit 0
fi

db_alive() { mysqladmin ping >/dev/null 2>&1; }
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
  else return 1
  fi
}

if ! command -v mysqladmin >/dev/null 2>&1 || ! db_alive; then
  log "MariaDB not running"
  exit 0
fi
log "stopping MariaDB"
if command -v service >/dev/null 2>&1 && [[ -x /etc/init.d/mariadb ]]; then
  as_root service mariadb stop >/dev/null 2>&1 || true
fi
if db_alive; then
  as_root mysqladmin -uroot shutdown >/dev/null 2>&1 || true
fi
for _ in $(seq 1 60); do db_alive || break; sleep 0.5; done
if db_alive; then
  warn "MariaDB is still running"
  exit 1
fi
log "MariaDB stopped"
