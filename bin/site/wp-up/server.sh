# wp-up's web server: PHP's built-in server on the port (started, kept or restarted), then waited for until wp-login.php answers.
# Sourced by bin/site/wp-up.sh, in its shell: its variables, log/warn/die.
# shellcheck shell=bash

PID_FILE=$RUN_DIR/server.pid
STATE_FILE=$RUN_DIR/server.state
SERVER_LOG=$RUN_DIR/server.log
STATE="docroot=$WP_DIR port=$PORT router=$ROUTER"

# Prints the pid of our running PHP server, or fails when there is none.
server_pid() {
  local pid
  [[ -f $PID_FILE ]] || return 1
  pid=$(<"$PID_FILE")
  [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  # Guard against pid reuse: it must still be a PHP built-in server.
  local cmdline
  cmdline=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null || true)
  [[ $cmdline == *php*' -S '* ]] || return 1
  printf '%s' "$pid"
}

# Stops the PHP server $1 (with its workers) and forgets it.
stop_server() {
  local pid=$1 pgid
  pgid=$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ' || true)
  # The server runs in its own session/process group (master + workers).
  if [[ $pgid == "$pid" ]]; then kill -TERM -- "-$pid" 2>/dev/null || true
  else kill -TERM "$pid" 2>/dev/null || true
  fi
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    if [[ $pgid == "$pid" ]]; then kill -KILL -- "-$pid" 2>/dev/null || true; else kill -KILL "$pid" 2>/dev/null || true; fi
  fi
  rm -f "$PID_FILE" "$STATE_FILE"
}

# The HTTP status of a GET of $1 (timeout $2 s, default 5), or nothing.
http_code() { curl -s -o /dev/null -m "${2:-5}" -w '%{http_code}' "$1" 2>/dev/null || true; }

pid=$(server_pid || true)
if [[ -n $pid && -f $STATE_FILE && "$(<"$STATE_FILE")" == "$STATE" ]]; then
  log "PHP server already running (pid $pid)"
else
  if [[ -n $pid ]]; then
    log "restarting PHP server (pid $pid was: $(cat "$STATE_FILE" 2>/dev/null || echo unknown))"
    stop_server "$pid"
  fi
  rm -f "$PID_FILE" "$STATE_FILE"
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
    die "port $PORT is already in use by another process; pick another with WP_PORT=..."
  fi
  [[ -f $SERVER_LOG ]] && mv -f "$SERVER_LOG" "$SERVER_LOG.1"
  log "starting PHP built-in server on $URL (4 workers, log $SERVER_LOG)"
  # setsid: own session, survives this shell; the inner bash writes its pid
  # and then execs php, so the pid file holds the php master's pid.
  # shellcheck disable=SC2016 # $$, $0 and $@ are the inner bash's.
  PHP_CLI_SERVER_WORKERS=4 setsid bash -c 'echo $$ >"$0"; exec "$@"' "$PID_FILE" \
    php -d upload_max_filesize=64M -d post_max_size=64M -d memory_limit=512M \
        -d max_execution_time=300 \
        -S "127.0.0.1:$PORT" -t "$WP_DIR" "$ROUTER" \
    >"$SERVER_LOG" 2>&1 </dev/null &
  printf '%s\n' "$STATE" >"$STATE_FILE"
fi

code=000
for _ in $(seq 1 60); do
  code=$(http_code "$URL/wp-login.php")
  [[ $code == 200 ]] && break
  if [[ -f $PID_FILE ]] && ! server_pid >/dev/null; then
    die "PHP server exited; see $SERVER_LOG: $(tail -n 5 "$SERVER_LOG" 2>/dev/null)"
  fi
  sleep 0.5
done
[[ $code == 200 ]] || die "$URL/wp-login.php answered $code after 30 s (see $SERVER_LOG, $RUN_DIR/debug.log)"
