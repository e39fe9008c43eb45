<?php
/**
 * The REST answers a route's first view is built from: asked once a request
 * and printed for the app's preloading middleware (inc/app/assets.php), so the
 * server's markup and the app's first render agree.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The REST path of a content page (src/content/store.ts pagePath()). */
function author_site_page_path( $page ) {
	$schema = author_site_read_json( 'src/content/schema.json' );
	return '/wp/v2/pages?slug=' . ( $schema['slugs'][ $page ] ?? $page );
}

/** The content pages a route shows (schema.json `routes`, as the app reads it). */
function author_site_route_pages( $page ) {
	$schema = author_site_read_json( 'src/content/schema.json' );
	$route  = 'home' === $page ? '/' : '/' . $page;
	return $schema['routes'][ $route ] ?? array();
}

/**
 * The REST answer for a path, asked once a request. With `$keep` false, an
 * answer not preloaded yet is for the server's own use and not printed.
 * @return mixed Answer data, or null on failure.
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

/**
 * The fields of a content page the app reads (src/content/pages.ts WpPage,
 * src/books/pages.ts booksParentId(), seriesSlugOf() and formIdOf()), as field → its parts
 * or true for all.
 */
function author_site_page_fields_read() {
	return array(
		'id'                      => true,
		'title'                   => array( 'rendered' ),
		'excerpt'                 => array( 'rendered' ),
		'content'                 => array( 'rendered', 'protected' ),
		'author_site_unreadable'  => true,
		// The Books content page's, when it names a series (inc/books/wordpress.php).
		'author_site_series_slug' => true,
		// The Books content page's, when it names a form (inc/books/wordpress.php).
		'author_site_forms'       => true,
		// The press kit's originals (inc/content/press.php).
		'author_site_press'       => true,
	);
}

/** A content page's answer with only the fields the app reads. */
function author_site_page_answer_read( $body ) {
	if ( ! is_array( $body ) ) {
		return $body;
	}
	$fields = author_site_page_fields_read();
	return array_map(
		static function ( $page ) use ( $fields ) {
			if ( ! is_array( $page ) ) {
				return $page;
			}
			$kept = array();
			foreach ( array_intersect_key( $page, $fields ) as $field => $value ) {
				$kept[ $field ] = true === $fields[ $field ] || ! is_array( $value )
					? $value
					: array_intersect_key( $value, array_flip( $fields[ $field ] ) );
			}
			return $kept;
		},
		$body
	);
}

/**
 * The preloaded answers as printed for the app: a content page's with only
 * the fields the app reads (docs/remote-calls.md#preloading).
 */
function author_site_preloaded_for_app() {
	$answers = author_site_preloaded();
	foreach ( $answers as $path => $answer ) {
		if ( 0 === strpos( $path, '/wp/v2/pages?slug=' ) && isset( $answer['body'] ) ) {
			$answers[ $path ]['body'] = author_site_page_answer_read( $answer['body'] );
		}
	}
	return $answers;
}

/**
 * Whether the press kit is published, by the answer its route preloads:
 * WordPress's `/wp/v2/pages?slug=` answer lists only a published page (the
 * app's pressPublished(), src/content/press.ts).
 */
function author_site_press_published() {
	$answer = author_site_rest_answer( author_site_page_path( 'press' ) );
	return is_array( $answer ) && isset( $answer[0] ) && is_array( $answer[0] );
}
