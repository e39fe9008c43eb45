<?php
/**
 * Plain-text helpers: trimming, normalising, descriptions, copy templates.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Trims ASCII white space (as the app's trimAscii()). */
function author_site_trim( $text ) {
	return trim( $text, " \t\n\r\f\v" );
}

/** A section's text as both renderers keep it (docs/content-format.md#plain-text). */
function author_site_normalize_text( $raw ) {
	$text  = preg_replace( '/[ \t\f\r\x0B]+/', ' ', $raw );
	$lines = array_map( 'author_site_trim', explode( "\n", $text ) );
	return author_site_trim( preg_replace( '/\n{3,}/', "\n\n", implode( "\n", $lines ) ) );
}

/** One line of plain text of at most about 200 characters, cut at a word. */
function author_site_meta_text( $text ) {
	$text = trim( preg_replace( '/\s+/u', ' ', (string) $text ) );
	if ( mb_strlen( $text, 'UTF-8' ) <= 200 ) {
		return $text;
	}
	$cut   = mb_substr( $text, 0, 199, 'UTF-8' );
	$space = mb_strrpos( $cut, ' ', 0, 'UTF-8' );
	return rtrim( false === $space ? $cut : mb_substr( $cut, 0, $space, 'UTF-8' ), ' ,;:—–-' ) . '…';
}

/**
 * Fills a copy template's `{name}` slots, leaving unknown ones as written
 * (twin of src/ui/fill.ts fill()).
 */
function author_site_fill( $template, array $values ) {
	return (string) preg_replace_callback(
		'/\{(\w+)\}/',
		function ( $slot ) use ( $values ) {
			return array_key_exists( $slot[1], $values ) ? (string) $values[ $slot[1] ] : $slot[0];
		},
		(string) $template
	);
}
