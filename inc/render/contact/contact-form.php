<?php
/**
 * The contact form, with a no-script submit's values and errors (docs/forms.md#without-javascript).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The contact form, empty or as a no-script submit left it
 * (docs/forms.md#without-javascript). Twin: ContactForm.
 */
function author_site_contact_form( array $config, $to ) {
	$copy   = author_site_copy( 'contact' );
	$result = $config['forms']['result'];
	$result = is_array( $result ) && 'contact' === $result['form'] ? $result : null;
	$values = $result ? $result['values'] : array_fill_keys( array( 'name', 'email', 'subject', 'message' ), '' );
	if ( $result && $result['ok'] && ! $result['drafted'] ) {
		$lines = '' !== $result['confirmation'] ? $result['confirmation'] : $copy['sent']['defaultConfirmation'];
		return author_site_contact_panel(
			$copy['sent']['title'],
			explode( "\n", $lines ),
			array(
				author_site_action_button( $copy['sent']['againButton'] ),
			)
		);
	}
	if ( $result && $result['ok'] ) {
		return author_site_contact_panel(
			$copy['drafted']['title'],
			array( $copy['drafted']['notConfigured'], author_site_fill( $copy['drafted']['text'], array( 'to' => $to ) ) ),
			array(
				author_site_text(
					'a',
					array(
						'class' => 'button button--primary',
						'href'  => author_site_contact_mailto( $to, $values ),
					),
					$copy['drafted']['composeButton']
				),
				author_site_action_button( $copy['drafted']['backButton'], 'ghost' ),
			)
		);
	}
	$fields   = author_site_contact_fields( $values, $result ? (array) $result['errors'] : array() );
	$fields[] = author_site_text(
		'button',
		array(
			'type'  => 'submit',
			'class' => 'button button--primary',
		),
		$copy['sendButton']
	);
	$fields[] = author_site_privacy_note();
	$note     = null === $config['contact']['wpforms'] ? author_site_text(
		'p',
		array(
			'class' => 'notice',
			'role'  => 'note',
		),
		$copy['unconfiguredBanner']
	) : '';
	$banner   = $result && null !== $result['banner'] ? author_site_text(
		'p',
		array(
			'class'    => 'notice notice--error',
			'role'     => 'alert',
			'tabindex' => '-1',
		),
		$result['banner']
	) : '';
	return $note . $banner . author_site_el(
		'form',
		array(
			'class'      => 'form contact-form',
			'method'     => 'post',
			'novalidate' => true,
		),
		array_merge( array( author_site_form_keys( 'contact' ) ), $fields )
	);
}
