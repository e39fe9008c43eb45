<?php
/**
 * URL helpers: an http(s) URL as written, a link's URL, JavaScript's
 * encodeURIComponent(), the site's host and origin, and the URL of an image
 * the build made.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * An absolute http(s) URL as written (trimmed), or null.
 *
 * @param string $candidate Candidate URL.
 * @return string|null
 */
function author_site_http_url( $candidate ) {
	$trimmed = author_site_trim( (string) $candidate );
	if ( ! preg_match( '#^https?://[^/?\#\s]#i', $trimmed ) || false === wp_parse_url( $trimmed ) ) {
		return null;
	}
	return $trimmed;
}

/**
 * A link's URL as both renderers take it (the app's safeUrl(), one rule in
 * src/config/links.json): a path from the site's root or an absolute http(s)
 * URL, trimmed; else null. A URL a browser could read as another host's
 * while it looks like a path (`//host`, `/\host`, a tab or newline inside) is
 * null, and so is any backslash, white space, control character, user name
 * or password.
 *
 * @param mixed $url The URL.
 * @return string|null
 */
function author_site_link_url( $url ) {
	$rules = author_site_read_json_raw( 'src/config/links.json' );
	$url   = author_site_trim( is_string( $url ) ? $url : '' );
	if ( ! preg_match( '~' . $rules['linkPattern'] . '~i', $url ) ) {
		return null;
	}
	return str_starts_with( $url, '/' ) || false !== wp_parse_url( $url ) ? $url : null;
}

/**
 * JavaScript's encodeURIComponent().
 *
 * @param string $value Text.
 * @return string
 */
function author_site_encode_uri_component( $value ) {
	return strtr(
		rawurlencode( $value ),
		array(
			'%21' => '!',
			'%2A' => '*',
			'%27' => "'",
			'%28' => '(',
			'%29' => ')',
		)
	);
}

/**
 * The host name of the site.
 *
 * @return string
 */
function author_site_host() {
	$host = wp_parse_url( home_url( '/' ), PHP_URL_HOST );
	return is_string( $host ) && '' !== $host ? $host : 'localhost';
}

/**
 * Whether a parsed URL (wp_parse_url()) has the site's own origin: the home
 * URL's scheme, host and port, as a browser compares origins.
 *
 * @param array $parts The URL's parts.
 * @return bool
 */
function author_site_is_home_origin( array $parts ) {
	$home = wp_parse_url( home_url( '/' ) );
	return is_array( $home ) && isset( $parts['host'], $home['host'] )
		&& strtolower( $parts['host'] ) === strtolower( $home['host'] )
		&& ( $parts['port'] ?? null ) === ( $home['port'] ?? null )
		&& strtolower( (string) ( $parts['scheme'] ?? '' ) ) === strtolower( (string) ( $home['scheme'] ?? '' ) );
}

/**
 * A built image's absolute URL, or null before a build made it.
 *
 * @param string $file File name under build/images/.
 * @return string|null
 */
function author_site_built_image_url( $file ) {
	return is_readable( get_theme_file_path( 'build/images/' . $file ) ) ? get_theme_file_uri( 'build/images/' . $file ) : null;
}
