<?php
/**
 * The server's side of in-app navigation (docs/remote-calls.md#in-app-navigation):
 * the app fetches a route's document itself when a visitor shows intent, so
 * WordPress's speculative loading leaves the app's routes out rather than
 * fetch each of them a second time.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The app's route paths, as URL patterns relative to the home URL (WordPress
 * prefixes its path), with and without a trailing slash, and book pages.
 *
 * @param string[] $paths The paths excluded so far.
 * @return string[]
 */
function author_site_speculation_exclude_paths( $paths ) {
	$routes = array( '/', '/books/*' );
	foreach ( array_keys( author_site_routes() ) as $route ) {
		if ( '' !== $route ) {
			$routes[] = '/' . $route;
			$routes[] = '/' . $route . '/';
		}
	}
	return array_merge( is_array( $paths ) ? $paths : array(), $routes );
}
add_filter( 'wp_speculation_rules_href_exclude_paths', 'author_site_speculation_exclude_paths' );
