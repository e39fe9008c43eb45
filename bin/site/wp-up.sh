#!/usr/bin/env bash
# Bring up a real local WordPress for the author-site theme on loopback.
#
#   bin/site/wp-up.sh [--test] [--no-theme]
#
#   --test       copy tests/wp/mu-plugins/*.php into wp-content/mu-plugins
#                (without it, copies made by an earlier --test run are removed)
#                or, with AUTHOR_SITE_TEST_MU set, the *.php files and folders
#                of *.php it lists (colon-separated, relative to the repository)
#   --no-theme   do not symlink or activate the author-site theme
#
# Environment:
#   AUTHOR_SITE_HOME  where the site lives (default ~/.author-site):
#                     wordpress/ (WP tree, docroot), run/ (pid files, logs)
#   WP_PORT           port of the PHP built-in server (default 8881)
#   WP_DB_NAME        MariaDB database (default authorsite; user/password are
#                     always authorsite/authorsite)
#
# Needs the packages from bin/install-system.sh. Idempotent; a second run only
# checks things and takes a second or two. Stop everything with bin/site/wp-down.sh.
set -euo pipefail

log()  { printf '[wp-up] %s\n' "$*"; }
warn() { printf '[wp-up] WARNING: %s\n' "$*" >&2; }
die()  { printf '[wp-up] ERROR: %s\n' "$*" >&2; exit 1; }

TEST_MODE=0
THEME_MODE=1
for arg in "$@"; do
  case $arg in
    --test) TEST_MODE=1 ;;
    --no-theme) THEME_MODE=0 ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument: $arg (try --help)" ;;
  esac
done

START_TIME=$(date +%s.%N)
BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
ROUTER=$BIN_DIR/wp-router.php
SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
PORT=${WP_PORT:-8881}
URL=http://127.0.0.1:$PORT
WP_SRC=/usr/share/wordpress
WP_SRC_CONTENT_DIRS=("$WP_SRC/wp-content" /var/lib/wordpress/wp-content)
DB_NAME=${WP_DB_NAME:-authorsite} DB_USER=authorsite DB_PASS=authorsite

[[ $PORT =~ ^[0-9]+$ ]] || die "WP_PORT must be a number (got '$PORT')"
[[ $DB_NAME =~ ^[A-Za-z0-9_]+$ ]] || die "WP_DB_NAME may only contain letters, digits and _"

# ------------------------------------------------------------ prerequisites
for cmd in php mysql mysqladmin curl; do
  command -v "$cmd" >/dev/null 2>&1 || die "'$cmd' not found; run bin/install-system.sh first"
done
[[ -f $WP_SRC/wp-includes/version.php ]] || die "$WP_SRC missing; run bin/install-system.sh first"

mkdir -p "$SITE_HOME"
SITE_HOME=$(cd "$SITE_HOME" && pwd -P)
case "$SITE_HOME/" in
  "$REPO_ROOT/"*) die "AUTHOR_SITE_HOME ($SITE_HOME) must not be inside the repository ($REPO_ROOT)" ;;
esac
WP_DIR=$SITE_HOME/wordpress
RUN_DIR=$SITE_HOME/run
CONTENT_DIR=$WP_DIR/wp-content
mkdir -p "$RUN_DIR"

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
  else die "need root to run: $*"
  fi
}

# ------------------------------------------------------------ MariaDB
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

# ------------------------------------------------------------ WordPress tree
wp_version_of() { sed -n "s/^\$wp_version = '\(.*\)';.*/\1/p" "$1/wp-includes/version.php" 2>/dev/null || true; }
SRC_VERSION=$(wp_version_of "$WP_SRC")
DST_VERSION=$(wp_version_of "$WP_DIR")
CORE_COPIED=0

if [[ ! -f $WP_DIR/wp-includes/version.php || $SRC_VERSION != "$DST_VERSION" ]]; then
  if [[ -n $DST_VERSION ]]; then
    log "updating WordPress core $DST_VERSION -> $SRC_VERSION (wp-content is kept)"
  else
    log "copying WordPress $SRC_VERSION from $WP_SRC to $WP_DIR"
  fi
  tmp=$SITE_HOME/.wordpress.tmp.$$
  rm -rf "$tmp"
  mkdir -p "$tmp"
  # Dereference the package's relative symlinks (libjs-*, getid3, PHPMailer).
  # Dotfiles (.htaccess -> /etc/wordpress/htaccess) are left out on purpose.
  for entry in "$WP_SRC"/*; do
    case ${entry##*/} in wp-content|wp-config.php) continue ;; esac
    cp -rL "$entry" "$tmp/"
  done
  if [[ -d $WP_DIR ]]; then
    [[ -d $WP_DIR/wp-content ]] && mv "$WP_DIR/wp-content" "$tmp/wp-content"
    rm -rf "$WP_DIR"
  fi
  mv "$tmp" "$WP_DIR"
  CORE_COPIED=1
fi

# wp-content: Debian keeps it in /var/lib/wordpress/wp-content (mostly symlinks
# into /usr/share/wordpress/wp-content). Ours is a real, writable directory.
mkdir -p "$CONTENT_DIR"/{themes,plugins,uploads,mu-plugins,languages,upgrade}
declare -A seen=()
for src in "${WP_SRC_CONTENT_DIRS[@]}"; do
  [[ -d $src ]] || continue
  [[ -f $src/index.php && ! -f $CONTENT_DIR/index.php ]] && cp -L "$src/index.php" "$CONTENT_DIR/"
  for kind in themes plugins languages; do
    [[ -d $src/$kind ]] || continue
    for entry in "$src/$kind"/*; do
      [[ -e $entry ]] || continue
      name=${entry##*/}
      dst=$CONTENT_DIR/$kind/$name
      [[ $kind/$name == themes/author-site || -n ${seen[$kind/$name]:-} ]] && continue
      seen[$kind/$name]=1
      if (( CORE_COPIED )) && [[ $kind != languages && -e $dst && ! -L $dst ]]; then
        rm -rf "$dst" # refresh bundled themes/plugins along with core
      fi
      if [[ ! -e $dst && ! -L $dst ]]; then
        cp -rL "$entry" "$dst"
        [[ $kind == languages ]] || log "  bundled $kind/$name copied"
      fi
    done
  done
done
[[ -f $CONTENT_DIR/themes/twentytwentyfive/style.css ]] ||
  warn "Twenty Twenty-Five is not installed (run bin/install-system.sh); benchmarks compare against it"

# ------------------------------------------------------------ wp-config.php
CONFIG=$WP_DIR/wp-config.php
MARKER='Generated by author-site bin/site/wp-up.sh'
salts=''
# (Also one written before this script moved into site/: its salts are kept.)
if [[ -f $CONFIG ]] && grep -qE 'Generated by author-site bin/(site/)?wp-up\.sh' "$CONFIG"; then
  salts=$(grep -E "^define\( '(AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(KEY|SALT)'" "$CONFIG" || true)
fi
if [[ $(printf '%s' "$salts" | grep -c . || true) -ne 8 ]]; then
  log "generating fresh salts"
  salts=$(php -r 'foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) { printf("define( %s, %s );\n", var_export($k, true), var_export(base64_encode(random_bytes(48)), true)); }')
fi
new_config=$(cat <<PHP
<?php
/**
 * $MARKER -- local development only.
 * Rewritten on every run (salts are kept); do not edit by hand.
 */
define( 'DB_NAME', '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASS' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';

$salts

define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$RUN_DIR/debug.log' );
if ( ! defined( 'WP_DEBUG_DISPLAY' ) ) {
	define( 'WP_DEBUG_DISPLAY', false );
}
define( 'FS_METHOD', 'direct' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
// No internet here: fail requests to wordpress.org etc. at once (loopback still works).
if ( ! defined( 'WP_HTTP_BLOCK_EXTERNAL' ) ) {
	define( 'WP_HTTP_BLOCK_EXTERNAL', true );
}

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
)
if [[ ! -f $CONFIG ]] || [[ "$(cat "$CONFIG")" != "$new_config" ]]; then
  log "writing $CONFIG ($URL)"
  printf '%s\n' "$new_config" >"$CONFIG.tmp"
  mv "$CONFIG.tmp" "$CONFIG"
fi
printf '%s\n' "$URL" >"$RUN_DIR/url"

# ------------------------------------------------------------ local-env mu-plugin
# Offline machine: skip update checks against wordpress.org, which would
# otherwise add a PHP warning to debug.log on every admin page load.
LOCAL_MU=$CONTENT_DIR/mu-plugins/00-author-site-local-env.php
local_mu=$(cat <<'PHP'
<?php
/**
 * Plugin Name: Author Site local environment
 * Description: Written by the author-site repo's bin/site/wp-up.sh (not part of the theme).
 *              Disables update checks against wordpress.org (no internet here),
 *              and the admin email check: six months after the site was made it
 *              stops every login at its screen, the tests' too.
 */
defined( 'ABSPATH' ) || exit;

foreach ( array(
	array( 'admin_init', '_maybe_update_core' ),
	array( 'admin_init', '_maybe_update_plugins' ),
	array( 'admin_init', '_maybe_update_themes' ),
	array( 'wp_version_check', 'wp_version_check' ),
	array( 'wp_update_plugins', 'wp_update_plugins' ),
	array( 'wp_update_themes', 'wp_update_themes' ),
	array( 'load-plugins.php', 'wp_update_plugins' ),
	array( 'load-themes.php', 'wp_update_themes' ),
	array( 'load-update.php', 'wp_update_plugins' ),
	array( 'load-update.php', 'wp_update_themes' ),
	array( 'load-update-core.php', 'wp_update_plugins' ),
	array( 'load-update-core.php', 'wp_update_themes' ),
	array( 'wp_maybe_auto_update', 'wp_maybe_auto_update' ),
	array( 'init', 'wp_schedule_update_checks' ),
) as $author_site_local_hook ) {
	remove_action( $author_site_local_hook[0], $author_site_local_hook[1] );
}
unset( $author_site_local_hook );

add_filter( 'admin_email_check_interval', '__return_zero' );
PHP
)
if [[ ! -f $LOCAL_MU || "$(cat "$LOCAL_MU")" != "$local_mu" ]]; then
  printf '%s\n' "$local_mu" >"$LOCAL_MU"
  log "wrote ${LOCAL_MU#"$WP_DIR"/} (no update checks against wordpress.org)"
fi

# ------------------------------------------------------------ test mu-plugins
MANIFEST=$RUN_DIR/test-mu-plugins.manifest
TEST_MU_SRC=${AUTHOR_SITE_TEST_MU:-tests/wp/mu-plugins}
wanted=()
if (( TEST_MODE )); then
  shopt -s nullglob
  IFS=: read -r -a mu_sources <<<"$TEST_MU_SRC"
  for src in "${mu_sources[@]}"; do
    if [[ -d $REPO_ROOT/$src ]]; then wanted+=("$REPO_ROOT/$src"/*.php)
    elif [[ -f $REPO_ROOT/$src ]]; then wanted+=("$REPO_ROOT/$src")
    else warn "test mu-plugins: $src not found"
    fi
  done
  shopt -u nullglob
  (( ${#wanted[@]} )) || warn "--test given but $TEST_MU_SRC has no *.php"
fi
wanted_names=()
for f in "${wanted[@]}"; do wanted_names+=("${f##*/}"); done
if [[ -f $MANIFEST ]]; then
  while IFS= read -r name; do
    [[ -n $name ]] || continue
    keep=0
    for w in "${wanted_names[@]}"; do [[ $w == "$name" ]] && keep=1; done
    if (( ! keep )) && [[ -f $CONTENT_DIR/mu-plugins/$name ]]; then
      rm -f "$CONTENT_DIR/mu-plugins/$name"
      log "removed test mu-plugin $name"
    fi
  done <"$MANIFEST"
fi
# bin/setup.sh's mail catcher: off for the test suites (it sets it up again).
if (( TEST_MODE )) && [[ -f $CONTENT_DIR/mu-plugins/author-site-mail.php ]]; then
  rm -f "$CONTENT_DIR/mu-plugins/author-site-mail.php"
  log "removed bin/setup.sh's mail catcher (test mode)"
fi
for f in "${wanted[@]}"; do
  dst=$CONTENT_DIR/mu-plugins/${f##*/}
  if ! cmp -s "$f" "$dst"; then
    cp "$f" "$dst"
    log "installed test mu-plugin ${f##*/}"
  fi
done
if (( ${#wanted_names[@]} )); then printf '%s\n' "${wanted_names[@]}" >"$MANIFEST"; else rm -f "$MANIFEST"; fi

# ------------------------------------------------------------ theme link
THEME_DIR=$CONTENT_DIR/themes/author-site
ACTIVATE=0
if (( THEME_MODE )); then
  if [[ -d $THEME_DIR && ! -L $THEME_DIR ]]; then
    # An uploaded copy (the end-to-end tests install the zip through wp-admin):
    # the working tree is what this script serves.
    rm -rf "$THEME_DIR"
    log "theme: removed the uploaded copy in $THEME_DIR"
  fi
  if [[ ! -L $THEME_DIR || $(readlink "$THEME_DIR") != "$REPO_ROOT" ]]; then
    rm -f "$THEME_DIR"
    ln -s "$REPO_ROOT" "$THEME_DIR"
    log "theme: linked $THEME_DIR -> $REPO_ROOT"
  fi
  if [[ -f $THEME_DIR/style.css ]]; then
    ACTIVATE=1
  else
    warn "theme: $THEME_DIR/style.css does not exist yet; not activating author-site"
  fi
fi

# ------------------------------------------------------------ install + options
log "checking WordPress install and options"
if ! { AUTHOR_SITE_EVAL_INSTALLING=1 WP_EVAL_USER='' AUTHOR_SITE_HOME=$SITE_HOME \
       AUTHOR_SITE_ACTIVATE=$ACTIVATE AUTHOR_SITE_TEST_MODE=$TEST_MODE "$BIN_DIR/wp-eval.sh" - <<'PHP' | sed 's/^/[wp-up]   /'; }; then
// Runs with WP_INSTALLING defined (see bin/site/wp-eval.sh).
if ( ! function_exists( 'wp_new_blog_notification' ) ) {
	function wp_new_blog_notification( ...$args ) {} // no mail here
}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
global $wpdb, $wp_rewrite;

$url = getenv( 'AUTHOR_SITE_EVAL_URL' );
if ( ! is_blog_installed() ) {
	$result = wp_install( 'Claire Whitmore', 'admin', 'admin@example.com', true, '', 'password' );
	echo "installed WordPress (admin user id {$result['user_id']})\n";
}

// home/siteurl in the DB must match the port (WP_HOME/WP_SITEURL hide them
// from get_option(), so compare the raw rows).
foreach ( array( 'home', 'siteurl' ) as $opt ) {
	$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $opt ) );
	if ( $raw !== $url ) {
		$wpdb->update( $wpdb->options, array( 'option_value' => $url ), array( 'option_name' => $opt ) );
		echo "option $opt: " . var_export( $raw, true ) . " -> $url\n";
	}
}
wp_cache_flush();

if ( get_option( 'permalink_structure' ) !== '/%postname%/' ) {
	$wp_rewrite->set_permalink_structure( '/%postname%/' );
	echo "permalinks set to /%postname%/\n";
}
// "Flush": the next request regenerates the rules with every post type registered.
delete_option( 'rewrite_rules' );

if ( get_option( 'timezone_string' ) !== 'America/New_York' ) {
	update_option( 'timezone_string', 'America/New_York' );
	update_option( 'gmt_offset', '' );
	echo "timezone set to America/New_York\n";
}

if ( getenv( 'AUTHOR_SITE_ACTIVATE' ) === '1' ) {
	wp_clean_themes_cache();
	$theme = wp_get_theme( 'author-site' );
	if ( ! $theme->exists() || $theme->errors() ) {
		$err = $theme->errors() ? wp_strip_all_tags( $theme->errors()->get_error_message() ) : 'not found';
		fwrite( STDERR, "[wp-up] WARNING: theme author-site is not valid ($err); not activated\n" );
	} elseif ( get_stylesheet() !== 'author-site' || get_template() !== $theme->get_template() ) {
		switch_theme( 'author-site' );
		echo 'activated theme author-site (' . $theme->get( 'Name' ) . ' ' . $theme->get( 'Version' ) . ")\n";
	}
}
// The plugins bin/setup.sh set up (its mark): off for the test suites, which
// use their stand-ins, with the content it made (bin/site/setup/2-content.php
// marks it) and the forms' settings. bin/setup.sh sets them up again.
if ( getenv( 'AUTHOR_SITE_TEST_MODE' ) === '1' && get_option( 'author_site_setup_plugins' ) ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	deactivate_plugins( array( 'the-events-calendar/the-events-calendar.php', 'constant-contact-forms/constant-contact-forms.php', 'wpforms-lite/wpforms.php' ), true );
	foreach ( array_map( 'intval', $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_author_site_test_content'" ) ) as $id ) {
		'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true );
	}
	delete_option( 'author_site_settings' );
	delete_option( 'author_site_setup_plugins' );
	echo "test mode: the plugins bin/setup.sh set up are off, its events and forms deleted\n";
}
echo 'active theme: ' . get_stylesheet() . "\n";
PHP
  die "WordPress setup failed (see above and $RUN_DIR/debug.log)"
fi

# ------------------------------------------------------------ web server
PID_FILE=$RUN_DIR/server.pid
STATE_FILE=$RUN_DIR/server.state
SERVER_LOG=$RUN_DIR/server.log
STATE="docroot=$WP_DIR port=$PORT router=$ROUTER"

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

elapsed=$(awk -v s="$START_TIME" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
cat <<EOF
[wp-up] ready in ${elapsed}s: WordPress $(wp_version_of "$WP_DIR")$( ((TEST_MODE)) && echo ' (test mu-plugins on)')
  Site:   $URL/
  Admin:  $URL/wp-admin/
  Login:  admin / password
  Files:  $WP_DIR   (logs: $RUN_DIR)
EOF
