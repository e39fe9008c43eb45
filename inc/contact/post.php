<?php
/**
 * The contact form posted without the app (docs/forms.md#without-javascript):
 * the app's checks, then WPForms' own processing with the app's fields.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The contact form's first failing check (src/contact/validation.ts), or null.
 * @return array|null `field`, `message`.
 */
function author_site_contact_invalid( array $v ) {
	$rules  = author_site_read_json( 'src/contact/rules.json' );
	$text   = $rules['errors'];
	$checks = array(
		array( '' === $v['name'], 'name', $text['nameRequired'] ),
		array( '' === $v['email'], 'email', $text['emailRequired'] ),
		array( '' === $v['subject'], 'subject', $text['subjectRequired'] ),
		array( '' === $v['message'], 'message', $text['messageRequired'] ),
		array( ! author_site_form_email_ok( $v['email'] ), 'email', $text['emailInvalid'] ),
		array( mb_strlen( $v['message'] ) < (int) $rules['messageMinLength'], 'message', $text['messageTooShort'] ),
	);
	foreach ( $checks as $check ) {
		if ( $check[0] ) {
			return array(
				'field'   => $check[1],
				'message' => $check[2],
			);
		}
	}
	return null;
}

/** The POST fields the app's WPForms submit sends (src/contact/wpforms.ts). */
function author_site_wpforms_post( array $config, array $v, $started ) {
	$ids    = $config['fields'];
	$fields = array();
	if ( 'first-last' === $config['nameFormat'] ) {
		$name                   = preg_match( '/^(\S+)\s+(\S[\s\S]*)$/u', $v['name'], $parts ) ? array(
			'first' => $parts[1],
			'last'  => $parts[2],
		) : array( 'first' => $v['name'] );
		$fields[ $ids['name'] ] = $name;
	} else {
		$fields[ $ids['name'] ] = $v['name'];
	}
	$fields[ $ids['email'] ] = $v['email'];
	$message                 = $v['message'];
	if ( ! empty( $ids['subject'] ) ) {
		$fields[ $ids['subject'] ] = $v['subject'];
	} else {
		$message = 'Subject: ' . $v['subject'] . "\n" . $message;
	}
	$fields[ $ids['message'] ] = preg_replace( "/\r?\n/", "\r\n", $message );
	// The app's empty honeypot: never a field of the form.
	$fields[ max( $ids ) + 1000 ] = '';
	$wpforms                      = array(
		'id'     => $config['formId'],
		'fields' => $fields,
		'submit' => 'wpforms-submit',
	);
	foreach ( array( 'token', 'nonce' ) as $key ) {
		if ( ! empty( $config[ $key ] ) ) {
			$wpforms[ $key ] = $config[ $key ];
		}
	}
	return array(
		'action'          => 'wpforms_submit',
		'form_id'         => (string) $config['formId'],
		'wpforms'         => $wpforms,
		'page_title'      => wp_get_document_title(),
		'page_url'        => author_site_route_url( 'contact' ),
		'start_timestamp' => (string) $started,
		'end_timestamp'   => (string) time(),
	);
}

/**
 * The form's WPForms settings for a post without the app: WPForms' token and,
 * for a logged-in user, the WPForms nonce her page printed, never one made now.
 * @param array $form author_site_wpforms_form().
 */
function author_site_wpforms_post_config( array $form ) {
	$token = author_site_wpforms_token( $form['formId'] );
	if ( '' !== $token ) {
		$form['token'] = $token;
	}
	if ( is_user_logged_in() ) {
		$form['nonce'] = author_site_posted_capped( 'author_site_wpforms_nonce', 64 )[0];
	}
	return $form;
}

/**
 * Hands a message to WPForms' own processing (what its ajax submit runs) and
 * reads the outcome as the app reads the ajax answer
 * (docs/forms.md#wpforms-answers); a redirect confirmation is WPForms' to send.
 * @return array `ok`, `confirmation`, `banner`, `errors`.
 */
function author_site_wpforms_send( array $config, array $v, $started ) {
	$rules  = author_site_read_json( 'src/contact/rules.json' );
	$failed = array(
		'ok'     => false,
		'banner' => $rules['answers']['submitFailed'],
		'errors' => array(),
	);
	if ( ! function_exists( 'wpforms' ) || ! is_object( wpforms()->obj( 'process' ) ) ) {
		return $failed;
	}
	$process = wpforms()->obj( 'process' );
	$saved   = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- restored below.
	$_POST   = wp_slash( author_site_wpforms_post( $config, $v, $started ) );
	// WPForms refuses a direct post to an ajax form, a check that needs its
	// script; the signed token and the limit per client stand in for it.
	add_filter( 'wpforms_process_anti_spam_direct_post_bypass', '__return_true' );
	try {
		$process->listen();
	} finally {
		remove_filter( 'wpforms_process_anti_spam_direct_post_bypass', '__return_true' );
		$_POST = $saved;
	}
	$form_id = (int) $config['formId'];
	$errors  = isset( $process->errors[ $form_id ] ) ? (array) $process->errors[ $form_id ] : array();
	if ( empty( $errors ) ) {
		ob_start();
		if ( ! empty( $process->form_data ) && is_object( wpforms()->obj( 'frontend' ) ) ) {
			wpforms()->obj( 'frontend' )->confirmation( $process->form_data );
		}
		return array(
			'ok'           => true,
			'confirmation' => author_site_plugin_text( (string) ob_get_clean() ),
		);
	}
	$general = array();
	foreach ( array( 'header', 'footer', 'header_styled', 'footer_styled', 'recaptcha' ) as $key ) {
		if ( ! empty( $errors[ $key ] ) && is_string( $errors[ $key ] ) ) {
			$general[] = author_site_plugin_text( $errors[ $key ] );
		}
	}
	$fields = array();
	foreach ( array( 'name', 'email', 'subject', 'message' ) as $field ) {
		$id    = isset( $config['fields'][ $field ] ) ? $config['fields'][ $field ] : 0;
		$error = $id && isset( $errors[ $id ] ) ? $errors[ $id ] : '';
		$error = is_array( $error ) ? (string) current( array_filter( $error ) ) : (string) $error;
		if ( '' !== $error ) {
			$fields[ $field ] = author_site_plugin_text( $error );
		}
	}
	$general = array_filter( $general );
	return array(
		'ok'     => false,
		'banner' => $general ? implode( "\n", $general ) : $failed['banner'],
		'errors' => $fields,
	);
}

/**
 * A contact answer (src/config/config.ts ContactResult): an error with every
 * value kept, unless $set says otherwise.
 * @param array $values Posted values, each within its limit.
 */
function author_site_contact_result( array $values, array $set = array() ) {
	return array_merge(
		array(
			'form'         => 'contact',
			'ok'           => false,
			'drafted'      => false,
			'values'       => $values,
			'confirmation' => '',
			'banner'       => null,
			'errors'       => new stdClass(),
		),
		$set
	);
}

/**
 * The contact form posted without the app: the app's checks, the signed token,
 * the limit per client, then WPForms.
 * @param array $values Posted values, each within its limit.
 * @return array Answer (src/config/config.ts ContactResult).
 */
function author_site_contact_post( array $values, $started ) {
	$trimmed = array_map( 'author_site_trim', $values );
	$invalid = author_site_contact_invalid( $trimmed );
	if ( null !== $invalid ) {
		return author_site_contact_result( $values, array( 'errors' => array( $invalid['field'] => $invalid['message'] ) ) );
	}
	$answers = author_site_read_json( 'src/contact/rules.json' )['answers'];
	if ( null === $started ) {
		return author_site_contact_result( $values, array( 'banner' => $answers['submitFailed'] ) );
	}
	$form = author_site_wpforms_form();
	if ( null === $form ) {
		// Not connected: the drafted email, as in the app.
		return author_site_contact_result(
			$values,
			array(
				'ok'      => true,
				'drafted' => true,
			)
		);
	}
	if ( author_site_form_flooded( 'contact' ) ) {
		return author_site_contact_result( $values, array( 'banner' => $answers['tooMany'] ) );
	}
	$outcome = author_site_wpforms_send( author_site_wpforms_post_config( $form ), $trimmed, $started );
	if ( $outcome['ok'] ) {
		return author_site_contact_result(
			$values,
			array(
				'ok'           => true,
				'confirmation' => $outcome['confirmation'],
			)
		);
	}
	return author_site_contact_result(
		$values,
		array(
			'banner' => $outcome['banner'],
			'errors' => $outcome['errors'] ? $outcome['errors'] : new stdClass(),
		)
	);
}
