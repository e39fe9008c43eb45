<?php
/**
 * Page text: the built-in defaults (src/content/defaults.json, the one source
 * the app imports too) under the author's own text from her WordPress pages.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads a JSON file shipped with the theme.
 *
 * @param string $relative Path inside the theme.
 * @return array
 */
function author_site_read_json( $relative ) {
	static $cache = array();
	if ( ! isset( $cache[ $relative ] ) ) {
		$raw                = file_get_contents( get_theme_file_path( $relative ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file.
		$data               = is_string( $raw ) ? json_decode( $raw, true ) : null;
		$cache[ $relative ] = is_array( $data ) ? $data : array();
	}
	return $cache[ $relative ];
}

/**
 * The built-in text of every page, keyed by page (home, books, about, events, contact).
 *
 * @return array
 */
function author_site_default_content() {
	return author_site_read_json( 'src/content/defaults.json' );
}

/**
 * The text a page shows: the author's WordPress page where it has usable
 * sections, the defaults for everything else (the same answer the app gets).
 *
 * @param string $page Page key.
 * @return array
 */
function author_site_page_content( $page ) {
	return author_site_content_from_answer( $page, author_site_rest_answer( author_site_page_path( $page ) ) );
}
