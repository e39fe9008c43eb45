<?php
/**
 * URL helpers: http(s) and link URLs, encodeURIComponent(), the site's origin.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** An absolute http(s) URL as written (trimmed), or null. */
function author_site_http_url( $candidate ) {
	$trimmed = author_site_trim( (string) $candidate );
	if ( ! preg_match( '#^https?://[^/?\#\s]#i', $trimmed ) || false === wp_parse_url( $trimmed ) ) {
		return null;
	}
	return $trimmed;
}

/**
 * A link's URL, or null: a root path or absolute http(s) URL by the one rule
 * both renderers read, src/config/links.json (docs/runtime-config.md#keys).
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
 * The Media Library's address, WordPress's uploads address
 * (`wp_get_upload_dir()`'s baseurl) without a final slash, when it is an
 * absolute http(s) URL by the link rule; else null. The configuration sends
 * it to the app as `uploadsUrl` (docs/books.md#a-books-extras).
 */
function author_site_uploads_url() {
	$base = wp_get_upload_dir()['baseurl'] ?? '';
	$url  = author_site_link_url( untrailingslashit( is_string( $base ) ? $base : '' ) );
	return null !== $url && ! str_starts_with( $url, '/' ) ? $url : null;
}

/** JavaScript's encodeURIComponent(). */
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

/** The host name of the site. */
function author_site_host() {
	$host = wp_parse_url( home_url( '/' ), PHP_URL_HOST );
	return is_string( $host ) && '' !== $host ? $host : 'localhost';
}

/**
 * Whether a parsed URL (wp_parse_url()) has the site's own origin: the home
 * URL's scheme, host and port, as a browser compares origins.
 */
function author_site_is_home_origin( array $parts ) {
	$home = wp_parse_url( home_url( '/' ) );
	return is_array( $home ) && isset( $parts['host'], $home['host'] )
		&& strtolower( $parts['host'] ) === strtolower( $home['host'] )
		&& ( $parts['port'] ?? null ) === ( $home['port'] ?? null )
		&& strtolower( (string) ( $parts['scheme'] ?? '' ) ) === strtolower( (string) ( $home['scheme'] ?? '' ) );
}

/** A built image's absolute URL, or null before a build made it. */
function author_site_built_image_url( $file ) {
	return is_readable( get_theme_file_path( 'build/images/' . $file ) ) ? get_theme_file_uri( 'build/images/' . $file ) : null;
}
