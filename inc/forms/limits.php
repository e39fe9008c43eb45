<?php
/**
 * The forms' size limits (src/forms/limits.json, docs/forms.md#limits): a post
 * over one is refused before anything else is done with it.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The limits (src/forms/limits.json).
 * @return array `fields` (form => field => characters), `bodyBytes`, `perHour`.
 */
function author_site_form_limits() {
	return author_site_read_json( 'src/forms/limits.json' );
}

/** Whether the request's body is over the limit, by its declared length. */
function author_site_form_body_too_large() {
	$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
	return $length > (int) author_site_form_limits()['bodyBytes'];
}

/**
 * A posted text field ('' when absent, not text or not UTF-8), line breaks as
 * "\n", cut to $limit characters as a browser's `maxlength` counts them.
 * @return array{0:string,1:bool} The value, and whether it was longer.
 */
function author_site_posted_capped( $name, $limit ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- the caller checks the nonce or token; the raw value is cut, unslashed and checked below.
	$raw = isset( $_POST[ $name ] ) ? $_POST[ $name ] : '';
	if ( ! is_string( $raw ) ) {
		return array( '', false );
	}
	// Within the limit a value takes at most 4 bytes a character, slashed or not
	// (a slash doubles only a 1-byte one): nothing past that is read.
	$long  = strlen( $raw ) > 4 * $limit;
	$value = wp_unslash( $long ? mb_strcut( $raw, 0, 4 * $limit, 'UTF-8' ) : $raw );
	$value = str_replace( "\r\n", "\n", (string) wp_check_invalid_utf8( $value ) );
	if ( ! $long && mb_strlen( $value ) <= $limit ) {
		return array( $value, false );
	}
	return array( mb_substr( $value, 0, $limit ), true );
}

/**
 * A form's posted values, each cut to its field's limit.
 * @return array{values:array<string,string>,over:bool} Whether any field was longer.
 */
function author_site_form_values( $form ) {
	$read = array(
		'values' => array(),
		'over'   => false,
	);
	foreach ( author_site_form_limits()['fields'][ $form ] as $field => $limit ) {
		list( $value, $over )     = author_site_posted_capped( $field, (int) $limit );
		$read['values'][ $field ] = $value;
		$read['over']             = $read['over'] || $over;
	}
	return $read;
}

/** A form's empty values. */
function author_site_form_empty_values( $form ) {
	return array_fill_keys( array_keys( author_site_form_limits()['fields'][ $form ] ), '' );
}
