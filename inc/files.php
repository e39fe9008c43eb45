<?php
/**
 * Files shipped with the theme: their text, and the JSON files PHP shares
 * with the app (src/content/*.json, src/ui/icons.json …), read once a request.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The text of a file shipped with the theme, or '' when it is missing (before
 * a build, say).
 *
 * @param string $relative Path inside the theme, e.g. "build/images/logo.svg".
 * @return string
 */
function author_site_theme_file_contents( $relative ) {
	$path = get_theme_file_path( $relative );
	return is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file.
}

/**
 * Reads a JSON file shipped with the theme.
 *
 * @param string $relative Path inside the theme.
 * @return array
 */
function author_site_read_json( $relative ) {
	static $cache = array();
	if ( ! isset( $cache[ $relative ] ) ) {
		$data               = json_decode( author_site_theme_file_contents( $relative ), true );
		$cache[ $relative ] = is_array( $data ) ? $data : array();
	}
	return $cache[ $relative ];
}
