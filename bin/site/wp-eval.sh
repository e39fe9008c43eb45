#!/usr/bin/env bash
# Run PHP code inside the local WordPress started by bin/site/wp-up.sh.
#
#   bin/site/wp-eval.sh 'echo get_option("home");'
#   bin/site/wp-eval.sh - <<'PHP'
#   $id = wp_insert_post(['post_type' => 'page', 'post_title' => 'Books', 'post_status' => 'publish']);
#   echo $id;
#   PHP
#
# The code runs at global scope after wp-load.php, as the user named by
# WP_EVAL_USER (default: admin; set it empty to run logged out). A leading
# "<?php" is optional. PHP errors/notices go to stderr (and run/debug.log);
# the exit status is non-zero on a PHP fatal error, an uncaught exception,
# wp_die(), a database connection failure, or when WordPress is not installed.
#
# Environment: AUTHOR_SITE_HOME (default ~/.author-site), WP_EVAL_USER.
set -euo pipefail

usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; }

if [[ $# -lt 1 || $1 == -h || $1 == --help ]]; then
  usage >&2
  exit 2
fi

SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
WP_DIR=$SITE_HOME/wordpress
RUN_DIR=$SITE_HOME/run

if [[ ! -f $WP_DIR/wp-load.php || ! -f $WP_DIR/wp-config.php ]]; then
  echo "wp-eval: no WordPress at $WP_DIR; run bin/site/wp-up.sh first" >&2
  exit 1
fi
mkdir -p "$RUN_DIR"

tmp_dir=$(mktemp -d "$RUN_DIR/eval.XXXXXX")
trap 'rm -rf "$tmp_dir"' EXIT
code_file=$tmp_dir/code.php
boot_file=$tmp_dir/bootstrap.php
if [[ $1 == - ]]; then
  cat >"$tmp_dir/code.in"
else
  printf '%s' "$1" >"$tmp_dir/code.in"
fi
# Make it a PHP file whether or not the caller wrote the opening tag (no
# newline added, so line numbers in error messages match the caller's code).
if [[ $(head -c 5 "$tmp_dir/code.in") == '<?php' ]]; then
  mv "$tmp_dir/code.in" "$code_file"
else
  { printf '<?php '; cat "$tmp_dir/code.in"; } >"$code_file"
fi

url=http://127.0.0.1:${WP_PORT:-8881}
[[ -f $RUN_DIR/url ]] && url=$(<"$RUN_DIR/url")

export AUTHOR_SITE_EVAL_WP_DIR=$WP_DIR
export AUTHOR_SITE_EVAL_CODE=$code_file
export AUTHOR_SITE_EVAL_URL=$url
export AUTHOR_SITE_EVAL_USER=${WP_EVAL_USER-admin}
export AUTHOR_SITE_EVAL_INSTALLING=${AUTHOR_SITE_EVAL_INSTALLING:-0}

cat >"$boot_file" <<'PHP'
<?php
// ---- bootstrap (runs before WordPress) ----
$__as_url   = getenv( 'AUTHOR_SITE_EVAL_URL' );
$__as_parts = parse_url( $__as_url );
$__as_host  = $__as_parts['host'] . ( isset( $__as_parts['port'] ) ? ':' . $__as_parts['port'] : '' );
$_SERVER['HTTP_HOST']       = $__as_host;
$_SERVER['SERVER_NAME']     = $__as_parts['host'];
$_SERVER['SERVER_PORT']     = (string) ( $__as_parts['port'] ?? 80 );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

if ( getenv( 'AUTHOR_SITE_EVAL_INSTALLING' ) === '1' ) {
	define( 'WP_INSTALLING', true );
}

// Let us own error display (stderr) instead of wp_debug_mode(), and let PHP
// report fatals itself (exit status 255) instead of WordPress' recovery mode.
function author_site_eval_return_false() {
	return false;
}
$GLOBALS['wp_filter']['enable_wp_debug_mode_checks'][10][] = array( 'function' => 'author_site_eval_return_false', 'accepted_args' => 1 );
define( 'WP_DISABLE_FATAL_ERROR_HANDLER', true );

// wp_die() (also used for "Error establishing a database connection") must
// fail loudly with a non-zero exit status on the command line.
function author_site_eval_die_handler( $message, $title = '', $args = array() ) {
	if ( $message instanceof WP_Error ) {
		$message = $message->get_error_message();
	}
	if ( $title instanceof WP_Error ) {
		$title = '';
	}
	$message = trim( html_entity_decode( strip_tags( (string) $message ) ) );
	$title   = trim( html_entity_decode( strip_tags( (string) $title ) ) );
	$GLOBALS['__author_site_eval_died'] = true;
	fwrite( STDERR, 'wp-eval: wp_die(): ' . ( $title !== '' ? $title . ': ' : '' ) . $message . "\n" );
	$code = ( is_array( $args ) && isset( $args['exit'] ) && ! $args['exit'] ) ? null : 1;
	if ( null !== $code ) {
		exit( $code );
	}
}
function author_site_eval_die_handler_filter() {
	return 'author_site_eval_die_handler';
}
foreach ( array( 'wp_die_handler', 'wp_die_ajax_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler', 'wp_die_xmlrpc_handler', 'wp_die_xml_handler' ) as $__as_hook ) {
	$GLOBALS['wp_filter'][ $__as_hook ][ PHP_INT_MAX ][] = array( 'function' => 'author_site_eval_die_handler_filter', 'accepted_args' => 1 );
}

$GLOBALS['__author_site_eval_loaded'] = false;
register_shutdown_function(
	static function () {
		if ( ! $GLOBALS['__author_site_eval_loaded'] && empty( $GLOBALS['__author_site_eval_died'] ) ) {
			$e = error_get_last();
			if ( ! $e || ! in_array( $e['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR ), true ) ) {
				fwrite( STDERR, "wp-eval: WordPress exited while loading (not installed? database down?). Run bin/site/wp-up.sh.\n" );
				exit( 1 );
			}
		}
	}
);

require getenv( 'AUTHOR_SITE_EVAL_WP_DIR' ) . '/wp-load.php';
$GLOBALS['__author_site_eval_loaded'] = true;

if ( getenv( 'AUTHOR_SITE_EVAL_USER' ) !== '' && function_exists( 'is_blog_installed' ) && is_blog_installed() ) {
	$__as_user = get_user_by( 'login', getenv( 'AUTHOR_SITE_EVAL_USER' ) );
	if ( $__as_user ) {
		wp_set_current_user( $__as_user->ID );
	}
}
unset( $__as_url, $__as_parts, $__as_host, $__as_hook, $__as_user );

// ---- the caller's code, at global scope ----
require getenv( 'AUTHOR_SITE_EVAL_CODE' );
PHP

set +e
php -d display_errors=stderr -d log_errors=1 -d error_log="$RUN_DIR/debug.log" \
    -d error_reporting=E_ALL -d memory_limit=512M "$boot_file"
status=$?
set -e
exit "$status"
