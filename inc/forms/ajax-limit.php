<?php
/**
 * The limit per client (inc/forms/flood.php) on the plugins' own ajax submits,
 * which the app sends (docs/forms.md#limits).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Refuses an ajax message to the connected form over the limit, as a WPForms
 * general error. Only ajax submits WPForms accepted count: a post without the
 * app is counted in inc/contact/post.php.
 * @param array $errors WPForms' errors so far, by form id.
 */
function author_site_wpforms_ajax_limit( $errors, $form_data ) {
	$form    = author_site_wpforms_form();
	$form_id = isset( $form_data['id'] ) ? (int) $form_data['id'] : 0;
	if ( ! wp_doing_ajax() || null === $form || $form['formId'] !== $form_id || ! empty( $errors[ $form_id ] ) ) {
		return $errors;
	}
	if ( author_site_form_flooded( 'contact' ) ) {
		$errors[ $form_id ]['header'] = esc_html( author_site_read_json( 'src/contact/rules.json' )['answers']['tooMany'] );
	}
	return $errors;
}
add_filter( 'wpforms_process_initial_errors', 'author_site_wpforms_ajax_limit', 10, 2 );

/**
 * Answers an ajax signup over the limit before Constant Contact Forms'
 * handler runs, in the handler's own shape.
 */
function author_site_ctct_ajax_limit() {
	if ( author_site_form_flooded( 'newsletter' ) ) {
		wp_send_json(
			array(
				'status'  => 'named_error',
				'message' => esc_html( author_site_read_json( 'src/newsletter/copy.json' )['messages']['tooMany'] ),
			)
		);
	}
}
add_action( 'wp_ajax_ctct_process_form', 'author_site_ctct_ajax_limit', 1 );
add_action( 'wp_ajax_nopriv_ctct_process_form', 'author_site_ctct_ajax_limit', 1 );
