<?php
/**
 * Form fields both forms' first views share (src/contact/ContactFields.tsx
 * and src/newsletter/SignupFields.tsx render the same markup).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A labelled form field: the markup of the fields in
 * src/contact/ContactFields.tsx (Field) and src/newsletter/SignupFields.tsx,
 * without an error.
 *
 * @param string $id    Control id.
 * @param string $label Label text.
 * @param string $control The control's HTML.
 * @param string|null $error Its error, under it.
 * @return string
 */
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
 * The hidden fields of a form that also works without the app
 * (src/ui/FormKeys.tsx; docs/forms.md#without-javascript): which form it is,
 * the signed token and, for a logged-in user, her nonce and (on the contact
 * form) WPForms' nonce.
 *
 * @param string $form `contact`, or the signup block's id prefix.
 * @return string
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

/**
 * A control's error attributes (src/contact/ContactFields.tsx control()).
 *
 * @param string      $id    The control's id.
 * @param string|null $error Its error.
 * @return array
 */
function author_site_error_attrs( $id, $error ) {
	return null === $error ? array() : array(
		'aria-invalid'     => 'true',
		'aria-describedby' => $id . '-error',
	);
}

/**
 * A text input of such a field.
 *
 * @param array $attrs Attributes besides the class.
 * @return string
 */
function author_site_input( array $attrs ) {
	return author_site_el( 'input', array_merge( array( 'class' => 'field__input' ), $attrs ) );
}

/**
 * The consent line under both forms, linking the privacy policy while it is
 * published (src/ui/PrivacyNote.tsx; docs/whole-site.md#privacy-policy).
 *
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
