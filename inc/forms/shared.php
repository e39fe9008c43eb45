<?php
/**
 * What both forms' posts without the app share: the email check and a
 * plugin's HTML answer as plain text (docs/forms.md#without-javascript).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The email check both forms share (src/contact/rules.json, as the app's). */
function author_site_form_email_ok( $email ) {
	$rules = author_site_read_json( 'src/contact/rules.json' );
	return 1 === preg_match( '/(*UCP)' . str_replace( '/', '\/', $rules['emailPattern'] ) . '/u', $email );
}

/**
 * A plugin's HTML snippet as plain text, as the app reads it
 * (src/contact/wpforms.ts wpformsText): a line a paragraph, no blank lines.
 */
function author_site_plugin_text( $html ) {
	$blocks = preg_match_all( '#<p[\s>][\s\S]*?</p>#i', (string) $html, $found ) ? $found[0] : array( (string) $html );
	$lines  = array();
	foreach ( $blocks as $block ) {
		foreach ( explode( "\n", author_site_html_to_text( $block ) ) as $line ) {
			$line = trim( preg_replace( '/\s+/u', ' ', $line ) );
			if ( '' !== $line ) {
				$lines[] = $line;
			}
		}
	}
	return implode( "\n", $lines );
}

/** A form's own failure line: the contact form's or the signup's. */
function author_site_form_failed_line( $form ) {
	return 'contact' === $form
		? author_site_read_json( 'src/contact/rules.json' )['answers']['submitFailed']
		: author_site_read_json( 'src/newsletter/copy.json' )['messages']['generic'];
}
