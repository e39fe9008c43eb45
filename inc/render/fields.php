<?php
/**
 * Form fields both forms' first views share.
 * PHP twin: src/contact/ContactFields.tsx and src/newsletter/SignupFields.tsx.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A labelled form field. Twin: Field. */
function author_site_field( $id, $label, $control, $error = null ) {
	return author_site_el(
		'div',
		array( 'class' => 'field' ),
		array(
			author_site_text(
				'label',
				array(
					'class' => 'field__label',
					'for'   => $id,
				),
				$label
			),
			$control,
			null === $error ? '' : author_site_text(
				'p',
				array(
					'id'    => $id . '-error',
					'class' => 'field__error',
				),
				$error
			),
		)
	);
}

/**
 * The hidden fields that let a form work without the app
 * (docs/forms.md#without-javascript). Twin: FormKeys.
 */
function author_site_render_form_keys( $form ) {
	$config = author_site_config();
	$hidden = static function ( $name, $value ) {
		return author_site_el(
			'input',
			array(
				'type'  => 'hidden',
				'name'  => $name,
				'value' => $value,
			)
		);
	};
	$html   = $hidden( 'author_site_form', $form ) . $hidden( 'author_site_token', $config['forms']['token'] );
	if ( null !== $config['forms']['nonce'] ) {
		$html .= $hidden( 'author_site_nonce', $config['forms']['nonce'] );
	}
	$wpforms = $config['contact']['wpforms'];
	if ( 'contact' === $form && ! empty( $wpforms['nonce'] ) ) {
		$html .= $hidden( 'author_site_wpforms_nonce', $wpforms['nonce'] );
	}
	return $html;
}

/** A control's error attributes. Twin: control() in ContactFields.tsx. */
function author_site_error_attrs( $id, $error ) {
	return null === $error ? array() : array(
		'aria-invalid'     => 'true',
		'aria-describedby' => $id . '-error',
	);
}

/** A text input of such a field. */
function author_site_input( array $attrs ) {
	return author_site_el( 'input', array_merge( array( 'class' => 'field__input' ), $attrs ) );
}

/**
 * The consent line under both forms. Twin: PrivacyNote.
 * @return string '' without a published privacy policy.
 */
function author_site_render_privacy_note() {
	$privacy = author_site_config()['privacy'];
	if ( ! is_array( $privacy ) ) {
		return '';
	}
	$copy = author_site_copy( 'ui', 'privacyNote' );
	return author_site_el(
		'p',
		array( 'class' => 'form__privacy' ),
		array(
			author_site_esc( $copy['before'] ),
			author_site_text( 'a', array( 'href' => $privacy['url'] ), $privacy['label'] ),
			author_site_esc( $copy['after'] ),
		)
	);
}
