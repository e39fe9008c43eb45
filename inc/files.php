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

/**
 * The text of a view from a copy file both renderers read (src/layout/copy.json,
 * src/pages/copy.json, src/ui/copy.json, src/events/copy.json,
 * src/contact/copy.json, src/newsletter/copy.json).
 *
 * @param string $area   Folder under src: 'layout', 'pages', 'ui', 'events',
 *                       'contact' or 'newsletter'.
 * @param string $branch Optional key inside the file, e.g. a page: 'books'.
 * @return array
 */
function author_site_copy( $area, $branch = '' ) {
	$copy = author_site_read_json( 'src/' . $area . '/copy.json' );
	if ( '' === $branch ) {
		return $copy;
	}
	return isset( $copy[ $branch ] ) && is_array( $copy[ $branch ] ) ? $copy[ $branch ] : array();
}
