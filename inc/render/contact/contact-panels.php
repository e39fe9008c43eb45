<?php
/**
 * The panels that take the contact form's place: sent, or drafted as an email.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A panel of the contact form: SentPanel's or DraftedPanel's markup. */
function author_site_contact_panel( $title, array $paragraphs, array $actions ) {
	$children = array(
		author_site_text(
			'h3',
			array(
				'class'    => 'fallback__title',
				'tabindex' => '-1',
			),
			$title
		),
	);
	foreach ( $paragraphs as $paragraph ) {
		$children[] = author_site_text( 'p', array(), $paragraph );
	}
	$children[] = author_site_actions( $actions );
	return author_site_el( 'div', array( 'class' => 'fallback' ), $children );
}
