<?php
/**
 * The REST answers the current route's first view is built from, asked once
 * a request (WordPress's own rest_preload_api_request()) and kept: the page's
 * text is built from them and inc/assets.php prints the very same answers for
 * the app's api-fetch preloading middleware, so the server's markup and the
 * app's first render agree.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The REST path of a content page (src/content/store.ts pagePath()).
 *
 * @param string $page Page key.
 * @return string
 */
function author_site_page_path( $page ) {
	$schema = author_site_read_json( 'src/content/schema.json' );
	return '/wp/v2/pages?slug=' . ( $schema['slugs'][ $page ] ?? $page );
}

/**
 * The content pages a route shows (schema.json `routes`, as the app reads it).
 *
 * @param string $page Page key of the route.
 * @return string[]
 */
function author_site_route_pages( $page ) {
	$schema = author_site_read_json( 'src/content/schema.json' );
	$route  = 'home' === $page ? '/' : '/' . $page;
	return $schema['routes'][ $route ] ?? array();
}

/**
 * The REST answer for a path, made once per request and kept for the preload.
 * With `$keep` false, an answer not kept yet is read for the server's own use
 * only (once per request) and not printed into the page (the share image's
 * text on a route that does not show the Books page).
 *
 * @param string $path REST path with query.
 * @param bool   $keep Whether the answer goes into the page's preload.
 * @return mixed The answer's data, or null when the request failed.
 */
function author_site_rest_answer( $path, $keep = true ) {
	static $unkept = array();
	if ( ! $keep && ! isset( author_site_preloaded()[ $path ] ) ) {
		if ( ! array_key_exists( $path, $unkept ) ) {
			$answer          = rest_preload_api_request( array(), $path );
			$unkept[ $path ] = $answer[ $path ]['body'] ?? null;
		}
		return $unkept[ $path ];
	}
	$preloaded = author_site_preloaded( $path );
	return isset( $preloaded[ $path ]['body'] ) ? $preloaded[ $path ]['body'] : null;
}

/**
 * The preloaded answers so far, adding the given path first.
 *
 * @param string|null $path   A REST path to preload, or null to only read.
 * @param array|null  $answer The answer to hand over for that path, instead of asking WordPress.
 * @return array Path → array( 'body' => data, 'headers' => … ).
 */
function author_site_preloaded( $path = null, $answer = null ) {
	static $preloaded = array();
	if ( null !== $path && null !== $answer ) {
		$preloaded[ $path ] = $answer;
	} elseif ( null !== $path && ! array_key_exists( $path, $preloaded ) ) {
		// Core keeps only 200 answers; for anything else the app asks again itself.
		$answer             = rest_preload_api_request( array(), $path );
		$preloaded[ $path ] = $answer[ $path ] ?? null;
	}
	return array_filter( $preloaded );
}
