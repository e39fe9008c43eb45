<?php
/**
 * The newsletter signup in each of its states (docs/forms.md#newsletter-states).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The signup block: empty, as a no-script signup left it, or disabled when
 * there is no form (docs/forms.md#newsletter-states); `$success` is shown on
 * success instead of the provider's line. Twin: NewsletterSignup.
 */
function author_site_newsletter_signup( $prefix, $title, $description, $success = null ) {
	$copy      = author_site_copy( 'newsletter' );
	$config    = author_site_config();
	$available = ! empty( $config['newsletter']['available'] );
	$result    = $config['forms']['result'];
	$result    = is_array( $result ) && 'newsletter' === $result['form'] && $prefix === $result['block'] ? $result : null;
	$status    = $available ? '' : $copy['messages']['missing'];
	if ( $result && $result['ok'] ) {
		$body   = author_site_signup_success( $prefix, $success ?? $result['message'] );
		$status = $copy['messages']['successAnnouncement'];
	} else {
		$values   = $result ? $result['values'] : array(
			'firstName' => '',
			'email'     => '',
		);
		$banner   = $result && null !== $result['banner'] ? author_site_text(
			'p',
			array(
				'id'       => $prefix . '-banner',
				'class'    => 'notice notice--error',
				'role'     => 'alert',
				'tabindex' => '-1',
			),
			$result['banner']
		) : '';
		$fields   = array_merge(
			array( author_site_form_keys( $prefix ), $banner ),
			author_site_signup_fields( $prefix, $values, ! $available, $result ? $result['emailError'] : null )
		);
		$fields[] = author_site_text(
			'button',
			array(
				'type'     => 'submit',
				'class'    => 'button button--primary',
				'disabled' => ! $available,
			),
			$copy['joinButton']
		);
		$fields[] = author_site_privacy_note();
		$body     = author_site_el(
			'form',
			array(
				'class'           => 'form newsletter__form',
				'method'          => 'post',
				'novalidate'      => true,
				'aria-labelledby' => $prefix . '-title',
				'aria-busy'       => 'false',
			),
			$fields
		);
	}
	return author_site_el(
		'div',
		array( 'class' => 'newsletter' ),
		array(
			author_site_text(
				'h2',
				array(
					'id'    => $prefix . '-title',
					'class' => 'newsletter__title',
				),
				$title
			),
			author_site_text( 'p', array( 'class' => 'newsletter__description' ), $description ),
			$body,
			author_site_text(
				'p',
				array(
					'class' => 'newsletter__status',
					'role'  => 'status',
				),
				$status
			),
		)
	);
}
