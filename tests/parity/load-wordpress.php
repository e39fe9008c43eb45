<?php
/**
 * Loads the local test WordPress with the theme for a parity script that
 * runs the theme's pure functions (tests/parity/books.php, books-lines.php):
 * the script's arguments are `<WordPress dir> <site url> <input.json>`, and
 * the input, decoded, is left in `$author_site_parity_input`. Required at
 * global scope, as WordPress expects to be loaded.
 *
 * @package AuthorSite
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	fwrite( STDERR, 'usage: php ' . basename( $argv[0] ) . " <WordPress dir> <site url> <input.json>\n" );
	exit( 2 );
}

$author_site_parity_input = json_decode( file_get_contents( $argv[3] ), true );
$author_site_parity_site  = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']     = $author_site_parity_site['host'] . ( isset( $author_site_parity_site['port'] ) ? ':' . $author_site_parity_site['port'] : '' );
$_SERVER['SERVER_NAME']   = $author_site_parity_site['host'];
$_SERVER['REQUEST_URI']   = '/';

define( 'WP_USE_THEMES', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant.
require rtrim( $argv[1], '/' ) . '/wp-load.php';
