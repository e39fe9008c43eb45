<?php
/**
 * The limit per client (inc/form-flood.php) on the plugins' own ajax
 * submits, what the app sends (docs/forms.md#limits): a message to the
 * connected WPForms form that passed WPForms' checks, and every signup to
 * Constant Contact Forms' ajax handler, count as the posts without the app
 * do, and over the limit the plugin's own answer carries the limit's message.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Refuses an ajax message to the connected form over the limit, as a
 * general error of WPForms' answer (the app shows it in its banner). A
 * submit WPForms already refused, and the theme's own post without the app
 * (counted in inc/forms-post-contact.php), are not counted.
 *
 * @param array $errors    WPForms' errors so far, by form id.
 * @param array $form_data The form.
 * @return array
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
add_filter( 'wpforms_process_initial_errors', 'author_site_wpforms_ajax_limit', 10, 2 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPForms' own filter.

/**
 * Answers an ajax signup over the limit before Constant Contact Forms'
 * handler runs, in the handler's own shape (`named_error`: the app shows
 * the message).
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
