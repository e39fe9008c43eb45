<?php
/**
 * PHPUnit bootstrap: loads the local test WordPress that `bin/site/wp-up.sh --test`
 * made (in AUTHOR_SITE_HOME, default ~/.author-site; see bin/site/wp-eval.sh), with
 * this checkout as its active theme, so the theme's functions and WordPress's
 * HTML API are the real ones. Tests call the theme's functions by name and
 * never require inc/ files themselves.
 *
 * Nothing here writes to the site: each test runs inside a database
 * transaction that is rolled back (tests/php/TestCase.php).
 *
 * @package AuthorSite
 */

/*
 * PHPUnit includes this file inside a method (in the parent process) or at
 * global scope (a test run in a separate process). WordPress expects its
 * configuration variables at global scope, so declare them global first.
 */
global $table_prefix, $wpdb, $wp, $wp_rewrite, $wp_query, $wp_the_query, $wp_locale, $wp_embed,
	$shortcode_tags, $phpmailer, $wp_theme_directories, $current_site, $current_blog, $blog_id;

( static function () {
	$home   = getenv( 'AUTHOR_SITE_HOME' );
	$home   = is_string( $home ) && '' !== $home ? $home : getenv( 'HOME' ) . '/.author-site';
	$wp_dir = $home . '/wordpress';
	if ( ! is_file( $wp_dir . '/wp-load.php' ) || ! is_file( $wp_dir . '/wp-config.php' ) ) {
		fwrite( STDERR, "tests/php: no WordPress at $wp_dir; run `bash bin/site/wp-up.sh --test` first.\n" );
		exit( 1 );
	}
	$url_file = $home . '/run/url';
	$url      = is_file( $url_file ) ? trim( (string) file_get_contents( $url_file ) ) : 'http://127.0.0.1:' . ( getenv( 'WP_PORT' ) ?: '8881' );
	$parts    = parse_url( $url );
	$host     = ( $parts['host'] ?? '127.0.0.1' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );

	// A visitor's front-end request to the home page (as bin/site/wp-eval.sh sets it up).
	$_SERVER['HTTP_HOST']       = $host;
	$_SERVER['SERVER_NAME']     = $parts['host'] ?? '127.0.0.1';
	$_SERVER['SERVER_PORT']     = (string) ( $parts['port'] ?? 80 );
	$_SERVER['REQUEST_URI']     = '/';
	$_SERVER['REQUEST_METHOD']  = 'GET';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
	$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

	define( 'AUTHOR_SITE_TESTS_WP_DIR', $wp_dir );
	// PHP reports a fatal error itself instead of WordPress's recovery mode.
	define( 'WP_DISABLE_FATAL_ERROR_HANDLER', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant.
} )();

require AUTHOR_SITE_TESTS_WP_DIR . '/wp-load.php';

( static function () {
	$repo  = realpath( dirname( __DIR__, 2 ) );
	$theme = realpath( get_stylesheet_directory() );
	if ( ! is_blog_installed() ) {
		fwrite( STDERR, "tests/php: WordPress is not installed; run `bash bin/site/wp-up.sh --test` first.\n" );
		exit( 1 );
	}
	if ( $theme !== $repo ) {
		fwrite( STDERR, "tests/php: the active theme is $theme, not this checkout ($repo); run `bash bin/site/wp-up.sh --test`.\n" );
		exit( 1 );
	}
	foreach ( array( 'author_site_parse_sections', 'author_site_map_event', 'author_site_newsletter_parse_form', 'author_site_config' ) as $function ) {
		if ( ! function_exists( $function ) ) {
			fwrite( STDERR, "tests/php: the theme did not define $function().\n" );
			exit( 1 );
		}
	}
	// A visitor: no user is logged in unless a test says so.
	wp_set_current_user( 0 );
} )();

require_once __DIR__ . '/TestCase.php';
