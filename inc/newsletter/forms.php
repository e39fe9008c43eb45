<?php
/**
 * A Constant Contact form named on a page (a series page's `newsletter_form`,
 * a book's `bonus_form`) matched to a published form by its id or title
 * (docs/forms.md#a-form-named-on-a-page).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The published form a page names: all digits and a published form's id →
 * that id; else the newest published form whose title equals it (trimmed,
 * case-insensitive); else null.
 */
function author_site_newsletter_form_named( $written ) {
	$written = is_string( $written ) ? author_site_trim( $written ) : '';
	if ( '' === $written ) {
		return null;
	}
	$forms = author_site_newsletter_published_forms();
	if ( ctype_digit( $written ) && isset( $forms[ (int) $written ] ) ) {
		return (int) $written;
	}
	$wanted = author_site_book_lower_each( $written );
	foreach ( $forms as $id => $title ) {
		if ( author_site_book_lower_each( author_site_trim( $title ) ) === $wanted ) {
			return (int) $id;
		}
	}
	return null;
}

/**
 * The forms a page's REST data names, matched (`author_site_forms`): a key
 * for each of `newsletter_form` and `bonus_form` the page writes, its value
 * the form's id or null.
 */
function author_site_newsletter_forms_in_answer( array $data ) {
	$rendered = $data['content']['rendered'] ?? null;
	if ( ! is_string( $rendered ) || true === ( $data['content']['protected'] ?? false ) ) {
		return array();
	}
	$sections = author_site_parse_sections( $rendered );
	$written  = array(
		'newsletter_form' => author_site_series_section( $sections, 'newsletter_form' ),
		'bonus_form'      => author_site_book_section( $sections, 'bonus_form' ),
	);
	$forms    = array();
	foreach ( $written as $key => $name ) {
		if ( is_string( $name ) && '' !== $name ) {
			$forms[ $key ] = author_site_newsletter_form_named( $name );
		}
	}
	return $forms;
}
