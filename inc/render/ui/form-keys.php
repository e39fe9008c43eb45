<?php
/**
 * The hidden keys a form posts without JavaScript (docs/forms.md#without-javascript).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The hidden fields that let a form work without the app
 * (docs/forms.md#without-javascript). Twin: FormKeys.
 */
function author_site_form_keys( $form ) {
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
