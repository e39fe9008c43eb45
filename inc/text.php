<?php
/**
 * Plain-text helpers shared by the parser, the head's meta tags and the
 * admin screens.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Trims ASCII white space (as the app's trimAscii()).
 *
 * @param string $text Text.
 * @return string
 */
function author_site_trim( $text ) {
	return trim( $text, " \t\n\r\f\v" );
}

/**
 * A section's text as both views keep it (docs/content-format.md): spaces
 * collapsed, lines trimmed, at most one blank line, trimmed.
 *
 * @param string $raw Text with line breaks.
 * @return string
 */
function author_site_normalize_text( $raw ) {
	$text  = preg_replace( '/[ \t\f\r\x0B]+/', ' ', $raw );
	$lines = array_map( 'author_site_trim', explode( "\n", $text ) );
	return author_site_trim( preg_replace( '/\n{3,}/', "\n\n", implode( "\n", $lines ) ) );
}

/**
 * One line of plain text for a description, at most about 200 characters
 * (cut at a word, with an ellipsis).
 *
 * @param string $text Plain text.
 * @return string
 */
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
 * A copy template filled in: each `{name}` becomes `$values['name']` (a name
 * without a value stays as written). Mirrors src/ui/fill.ts fill().
 *
 * @param string               $template Text with `{name}` slots.
 * @param array<string,string> $values   Name → text.
 * @return string
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
