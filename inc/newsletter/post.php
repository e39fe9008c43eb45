<?php
/**
 * A signup posted without the app (docs/forms.md#without-javascript): the
 * email check, then Constant Contact Forms' own processing with the app's data.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `data` fields the app's signup sends (src/newsletter/submit.ts), as the
 * plugin's ajax handler decodes them (`process_form_ajax_wrapper`).
 */
function author_site_ctct_data( array $config, $email, $first_name, $started ) {
	$fields = $config['fields'];
	$data   = array( esc_attr( $fields['email'] ) => is_email( $email ) ? $email : '' );
	if ( ! empty( $fields['firstName'] ) ) {
		$data[ esc_attr( $fields['firstName'] ) ] = sanitize_text_field( $first_name );
	}
	if ( ! empty( $fields['lastName'] ) ) {
		$data[ esc_attr( $fields['lastName'] ) ] = '';
	}
	if ( ! empty( $fields['lists'] ) ) {
		$key = esc_attr( explode( '[]', $fields['lists'] )[0] );
		foreach ( isset( $config['lists'] ) ? (array) $config['lists'] : array() as $list ) {
			$data[ $key ][] = sanitize_text_field( $list );
		}
	}
	if ( ! empty( $config['optIn'] ) ) {
		$data[ esc_attr( $config['optIn']['name'] ) ] = sanitize_text_field( $config['optIn']['value'] );
	}
	// The honeypot stays empty; the time check compares ctct_time, the moment
	// the form was drawn, with the plugin's site-local clock.
	$data['ctct_usage_field'] = '';
	$data['ctct-id']          = (string) $config['formId'];
	$data['ctct-verify']      = sanitize_text_field( $config['verify'] );
	$data['ctct-instance']    = sanitize_text_field( $config['instance'] );
	$data['ctct_time']        = (string) ( $started + ( current_time( 'timestamp' ) - time() ) ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the plugin's own clock.
	$data['ctct-submitted']   = '1';
	return $data;
}

/**
 * Hands a signup to Constant Contact Forms' own processing (what its ajax
 * handler runs) and reads the outcome as the app reads the ajax answer
 * (docs/forms.md#newsletter-answers).
 * @return array `ok`, `message`.
 */
function author_site_ctct_send( array $config, $email, $first_name, $started ) {
	$messages = author_site_read_json( 'src/newsletter/copy.json' )['messages'];
	if ( ! function_exists( 'constant_contact' ) ) {
		return array(
			'ok'      => false,
			'message' => $messages['unavailable'],
		);
	}
	$form_id  = (int) $config['formId'];
	$response = constant_contact()->get_process_form()->process_form( author_site_ctct_data( $config, $email, $first_name, $started ), true );
	$status   = is_array( $response ) && ! empty( $response['status'] ) ? (string) $response['status'] : '';
	if ( 'success' === strtolower( $status ) ) {
		// The plugin's own success line and its filters (process_form_ajax_wrapper).
		$message = apply_filters_deprecated( 'ctct_process_form_success', array( translate( 'Your information has been submitted.', 'constant-contact-forms' ), $form_id ), '1.9.0', 'constant_contact_process_form_success' ); // phpcs:ignore WordPress.WP.I18n -- the plugin's own text, in its own translation (not the theme's string: translate(), not __()).
		$message = author_site_plugin_text( esc_html( apply_filters( 'constant_contact_process_form_success', $message, $form_id ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the plugin's own filter, as it applies it.
		return array(
			'ok'      => true,
			'message' => '' !== $message ? $message : $messages['success'],
		);
	}
	if ( 'named_error' === $status || 'error' === $status ) {
		$message = 'named_error' === $status && isset( $response['error'] ) ? author_site_plugin_text( $response['error'] ) : '';
		return array(
			'ok'      => false,
			'message' => '' !== $message ? $message : $messages['provider'],
		);
	}
	// The ajax handler answers these with a bare `0`.
	return array(
		'ok'      => false,
		'message' => $messages['generic'],
	);
}

/**
 * A signup answer (src/config/config.ts SignupResult): an error with every
 * value kept, unless $set says otherwise.
 * @param array $values Posted values, each within its limit.
 */
function author_site_newsletter_result( $block, array $values, array $set = array() ) {
	return array_merge(
		array(
			'form'       => 'newsletter',
			'block'      => $block,
			'ok'         => false,
			'values'     => $values,
			'message'    => '',
			'banner'     => null,
			'emailError' => null,
		),
		$set
	);
}

/**
 * A signup block posted without the app: the email check, the signed token,
 * the limit per client, then Constant Contact Forms; to the form given (the
 * page's, author_site_newsletter_block_form()) or, null, the site's.
 * @param array $values Posted values, each within its limit.
 * @return array Answer (src/config/config.ts SignupResult).
 */
function author_site_newsletter_post( $block, array $values, $started, $form_id = null ) {
	$messages = author_site_read_json( 'src/newsletter/copy.json' )['messages'];
	$email    = author_site_trim( $values['email'] );
	if ( ! author_site_form_email_ok( $email ) ) {
		return author_site_newsletter_result( $block, $values, array( 'emailError' => $messages['invalidEmail'] ) );
	}
	$config = author_site_newsletter_config( $form_id );
	if ( null === $config ) {
		return author_site_newsletter_result( $block, $values, array( 'banner' => $messages['unavailable'] ) );
	}
	if ( null === $started ) {
		return author_site_newsletter_result( $block, $values, array( 'banner' => $messages['generic'] ) );
	}
	if ( author_site_form_flooded( 'newsletter' ) ) {
		return author_site_newsletter_result( $block, $values, array( 'banner' => $messages['tooMany'] ) );
	}
	$outcome = author_site_ctct_send( $config, $email, author_site_trim( $values['firstName'] ), $started );
	return author_site_newsletter_result(
		$block,
		$values,
		$outcome['ok'] ? array(
			'ok'      => true,
			'message' => $outcome['message'],
		) : array( 'banner' => $outcome['message'] )
	);
}
