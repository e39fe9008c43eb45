<?php
/**
 * Router for PHP's built-in web server serving a local WordPress:
 *
 *   php -S 127.0.0.1:8881 -t /path/to/wordpress bin/site/wp-router.php
 *
 * - existing static files are served by the built-in server as-is, except
 *   the theme's built fonts, sent with a long Cache-Control as any host
 *   (and the bench's nginx) sends them, so the browser cache behaves as it
 *   does for visitors;
 * - existing .php files (also /foo.php/path/info) are executed;
 * - directories redirect to their trailing-slash form and run their index.php
 *   (e.g. /wp-admin -> /wp-admin/ -> wp-admin/index.php);
 * - everything else (pretty permalinks, /wp-json/..., 404s) goes to index.php.
 * Query strings are left untouched ($_GET is already populated).
 *
 * Development only; never use this in production.
 */

if ( PHP_SAPI !== 'cli-server' ) {
	fwrite( STDERR, "wp-router.php is a router for PHP's built-in web server (php -S).\n" );
	exit( 1 );
}

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- the built-in server's own values, read before WordPress runs.
$author_site_root = rtrim( $_SERVER['DOCUMENT_ROOT'] ?? '', '/' );
$author_site_uri  = $_SERVER['REQUEST_URI'] ?? '/';
// phpcs:enable
$author_site_path = parse_url( $author_site_uri, PHP_URL_PATH );
$author_site_path = '/' . ltrim( rawurldecode( is_string( $author_site_path ) ? $author_site_path : '/' ), '/' );

// Refuse path traversal and NUL bytes outright.
if ( strpos( $author_site_path, "\0" ) !== false || preg_match( '#(^|/)\.\.(/|$)#', $author_site_path ) ) {
	http_response_code( 400 );
	echo "Bad request\n";
	return true;
}

/**
 * Run a PHP file as if the web server had dispatched to it directly.
 */
$author_site_run = static function ( string $script_path, string $path_info = '' ) use ( $author_site_root ): string {
	$file                       = $author_site_root . $script_path;
	$_SERVER['SCRIPT_NAME']     = $script_path;
	$_SERVER['PHP_SELF']        = $script_path . $path_info;
	$_SERVER['SCRIPT_FILENAME'] = $file;
	if ( '' !== $path_info ) {
		$_SERVER['PATH_INFO'] = $path_info;
	} else {
		unset( $_SERVER['PATH_INFO'], $_SERVER['ORIG_PATH_INFO'] );
	}
	chdir( dirname( $file ) );
	return $file;
};

$author_site_target = null; // [ script path, path info ]
$author_site_full   = $author_site_root . $author_site_path;

if ( is_dir( $author_site_full ) ) {
	if ( substr( $author_site_path, -1 ) !== '/' ) {
		$author_site_query = parse_url( $author_site_uri, PHP_URL_QUERY );
		header( 'Location: ' . $author_site_path . '/' . ( $author_site_query ? '?' . $author_site_query : '' ), true, 301 );
		return true;
	}
	if ( is_file( $author_site_full . 'index.php' ) ) {
		$author_site_target = array( $author_site_path . 'index.php', '' );
	}
	// A directory without index.php falls through to WordPress (404 page).
} elseif ( is_file( $author_site_full ) ) {
	if ( preg_match( '#^/wp-content/themes/[^/]+/build/fonts/[^/]+\.woff2$#', $author_site_path ) ) {
		header( 'Content-Type: font/woff2' );
		header( 'Content-Length: ' . filesize( $author_site_full ) );
		header( 'Cache-Control: public, max-age=31536000, immutable' );
		readfile( $author_site_full );
		return true;
	}
	if ( strtolower( pathinfo( $author_site_full, PATHINFO_EXTENSION ) ) !== 'php' ) {
		return false; // Static file: let the built-in server send it.
	}
	$author_site_target = array( $author_site_path, '' );
} elseif ( preg_match( '#^(.+?\.php)(/.*)$#i', $author_site_path, $author_site_m ) && is_file( $author_site_root . $author_site_m[1] ) ) {
	$author_site_target = array( $author_site_m[1], $author_site_m[2] );
}

if ( null === $author_site_target ) {
	$author_site_target = array( '/index.php', '' );
}

$author_site_file = $author_site_run( $author_site_target[0], $author_site_target[1] );
unset( $author_site_root, $author_site_uri, $author_site_path, $author_site_run, $author_site_target, $author_site_full, $author_site_m );

// Required at file level, i.e. in global scope: WordPress relies on that.
require $author_site_file;
return true;
