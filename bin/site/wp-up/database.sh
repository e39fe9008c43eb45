# wp-up's database: MariaDB running, the site's database and user there.
# Sourced by bin/site/wp-up.sh, in its shell: its variables, log/warn/die.
# shellcheck shell=bash

# Runs a command as root: directly, or through sudo without a password.
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
  else die "need root to run: $*"
  fi
}

# Whether MariaDB answers.
db_alive() { mysqladmin ping >/dev/null 2>&1; }

if db_alive; then
  log "MariaDB already running"
else
  log "starting MariaDB"
  if command -v service >/dev/null 2>&1 && [[ -x /etc/init.d/mariadb ]]; then
    as_root service mariadb start >"$RUN_DIR/mariadb-start.log" 2>&1 ||
      warn "'service mariadb start' failed (see $RUN_DIR/mariadb-start.log); trying mysqld_safe"
  fi
  if ! db_alive; then
    as_root mkdir -p /run/mysqld
    as_root chown mysql:mysql /run/mysqld 2>/dev/null || true
    as_root setsid mysqld_safe >>"$RUN_DIR/mariadb-start.log" 2>&1 </dev/null &
  fi
  for _ in $(seq 1 60); do db_alive && break; sleep 0.5; done
  db_alive || die "MariaDB did not come up (see $RUN_DIR/mariadb-start.log)"
  log "MariaDB is up"
fi

if mysql -u"$DB_USER" -p"$DB_PASS" -e "USE \`$DB_NAME\`" >/dev/null 2>&1; then
  :
else
  log "creating database '$DB_NAME' and user '$DB_USER'@'localhost'"
  as_root mysql -uroot <<SQL
CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASS';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASS';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL
fi
