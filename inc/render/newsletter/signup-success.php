<?php
/**
 * The panel that takes the signup form's place on success.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The panel that takes the signup form's place on success. Twin: SignupSuccess. */
function author_site_signup_success( $prefix, $message ) {
	$copy = author_site_copy( 'newsletter', 'success' );
	return author_site_el(
		'div',
		array( 'class' => 'newsletter__success' ),
		array(
			author_site_text(
				'h3',
				array(
					'id'       => $prefix . '-success',
					'class'    => 'newsletter__success-title',
					'tabindex' => '-1',
				),
				$copy['title']
			),
			author_site_text( 'p', array(), $message ),
			author_site_action_button( $copy['againButton'] ),
		)
	);
}
