<?php
/**
 * Both forms without JavaScript (docs/forms.md#without-javascript): the
 * server's forms post to their own page; this file checks the post with the
 * app's rules and texts (src/contact/rules.json, src/newsletter/copy.json),
 * hands it to the plugin's own processing with the fields the app's ajax
 * submit sends, and keeps the answer for the page (drawn in that state) and
 * for the app (which starts in it: `forms.result` in the configuration).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A posted text field, unslashed ('' when absent or not text).
 *
 * @param string $name Field name.
 * @return string
 */
function author_site_posted( $name ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the signed token is checked by the caller.
	$value = isset( $_POST[ $name ] ) ? wp_unslash( $_POST[ $name ] ) : '';
	return is_string( $value ) ? (string) wp_check_invalid_utf8( $value ) : '';
}

/**
 * The email check both forms share (src/config/config.ts EMAIL_PATTERN,
 * from src/contact/rules.json).
 *
 * @param string $email Trimmed.
 * @return bool
 */
function author_site_form_email_ok( $email ) {
	$rules = author_site_read_json( 'src/contact/rules.json' );
	return 1 === preg_match( '/(*UCP)' . str_replace( '/', '\/', $rules['emailPattern'] ) . '/u', $email );
}

/**
 * The contact form's first failing check (src/contact/validation.ts), or null.
 *
 * @param array $v Trimmed values.
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

/**
 * Plain text of an HTML snippet from a plugin, as the app reads it
 * (src/contact/wpforms.ts wpformsText): its paragraphs one line each, else
 * its whole text; blank lines dropped.
 *
 * @param string $html The snippet.
 * @return string
 */
function author_site_plugin_text( $html ) {
	$blocks = preg_match_all( '#<p[\s>][\s\S]*?</p>#i', (string) $html, $found ) ? $found[0] : array( (string) $html );
	$lines  = array();
	foreach ( $blocks as $block ) {
		foreach ( explode( "\n", author_site_html_to_text( $block ) ) as $line ) {
			$line = trim( preg_replace( '/\s+/u', ' ', $line ) );
			if ( '' !== $line ) {
				$lines[] = $line;
			}
		}
	}
	return implode( "\n", $lines );
}

/**
 * The POST fields the app's WPForms submit sends (src/contact/wpforms.ts
 * wpformsFormData), for a form drawn at $started.
 *
 * @param array $config  `contact.wpforms` of the configuration.
 * @param array $v       Trimmed values.
 * @param int   $started When the form was drawn (Unix seconds).
 * @return array
 */
function author_site_wpforms_post( array $config, array $v, $started ) {
	$ids    = $config['fields'];
	$fields = array();
	if ( 'first-last' === $config['nameFormat'] ) {
		$name = preg_match( '/^(\S+)\s+(\S[\s\S]*)$/u', $v['name'], $parts ) ? array(
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
 * Hands a message to WPForms' own processing (`WPForms_Process::listen()`,
 * what its ajax submit runs) with the fields the app sends, and reads the
 * outcome as the app reads the ajax answer (docs/forms.md#wpforms-answers).
 * A redirect confirmation is WPForms' to send (it exits).
 *
 * @param array $config  `contact.wpforms` of the configuration.
 * @param array $v       Trimmed values.
 * @param int   $started When the form was drawn.
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
	// WPForms refuses a direct post to a form it submits by ajax, a check
	// that needs its script; the signed token above stands in for it.
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
 * The contact form posted without the app.
 *
 * @param int|null $started When the form was drawn (null: a bad token).
 * @return array The answer (src/config/config.ts ContactResult).
 */
function author_site_contact_post( $started ) {
	$values = array();
	foreach ( array( 'name', 'email', 'subject', 'message' ) as $field ) {
		$values[ $field ] = author_site_posted( $field );
	}
	$trimmed = array_map( 'author_site_trim', $values );
	$result  = array(
		'form'         => 'contact',
		'ok'           => false,
		'drafted'      => false,
		'values'       => $values,
		'confirmation' => '',
		'banner'       => null,
		'errors'       => new stdClass(),
	);
	$invalid = author_site_contact_invalid( $trimmed );
	if ( null !== $invalid ) {
		$result['errors'] = array( $invalid['field'] => $invalid['message'] );
		return $result;
	}
	$rules = author_site_read_json( 'src/contact/rules.json' );
	if ( null === $started ) {
		$result['banner'] = $rules['answers']['submitFailed'];
		return $result;
	}
	$config = author_site_wpforms_config();
	if ( null === $config ) {
		// Not connected: the drafted email, as in the app.
		$result['ok']      = true;
		$result['drafted'] = true;
		return $result;
	}
	$outcome = author_site_wpforms_send( $config, $trimmed, $started );
	if ( $outcome['ok'] ) {
		$result['ok']           = true;
		$result['confirmation'] = $outcome['confirmation'];
		return $result;
	}
	$result['banner'] = $outcome['banner'];
	$result['errors'] = $outcome['errors'] ? $outcome['errors'] : new stdClass();
	return $result;
}

/**
 * The `data` fields the app's signup sends (src/newsletter/submit.ts
 * newsletterData), as the plugin's ajax handler decodes them
 * (`process_form_ajax_wrapper`: keys escaped, values cleaned, list values in
 * an array, an email kept only when it is one).
 *
 * @param array  $config     The newsletter configuration (inc/newsletter.php).
 * @param string $email      Trimmed.
 * @param string $first_name Trimmed.
 * @param int    $started    When the form was drawn (Unix seconds).
 * @return array
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
	// The plugin's honeypot stays empty; its time check compares ctct_time
	// with its own clock (site-local seconds): the moment the form was drawn.
	$data['ctct_usage_field'] = '';
	$data['ctct-id']          = (string) $config['formId'];
	$data['ctct-verify']      = sanitize_text_field( $config['verify'] );
	$data['ctct-instance']    = sanitize_text_field( $config['instance'] );
	$data['ctct_time']        = (string) ( $started + ( current_time( 'timestamp' ) - time() ) ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the plugin's own clock.
	$data['ctct-submitted']   = '1';
	return $data;
}

/**
 * Hands a signup to Constant Contact Forms' own processing
 * (`ConstantContact_Process_Form::process_form()`, what its ajax handler
 * runs) and reads the outcome as the app reads the ajax answer
 * (docs/forms.md#newsletter-answers).
 *
 * @param array  $config     The newsletter configuration.
 * @param string $email      Trimmed.
 * @param string $first_name Trimmed.
 * @param int    $started    When the form was drawn.
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
		$message = author_site_plugin_text( esc_html( apply_filters( 'constant_contact_process_form_success', $message, $form_id ) ) );
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
 * A signup block posted without the app.
 *
 * @param string   $block   The block's id prefix.
 * @param int|null $started When the form was drawn (null: a bad token).
 * @return array The answer (src/config/config.ts SignupResult).
 */
function author_site_newsletter_post( $block, $started ) {
	$messages = author_site_read_json( 'src/newsletter/copy.json' )['messages'];
	$values   = array(
		'firstName' => author_site_posted( 'firstName' ),
		'email'     => author_site_posted( 'email' ),
	);
	$result   = array(
		'form'       => 'newsletter',
		'block'      => $block,
		'ok'         => false,
		'values'     => $values,
		'message'    => '',
		'banner'     => null,
		'emailError' => null,
	);
	$email    = author_site_trim( $values['email'] );
	if ( ! author_site_form_email_ok( $email ) ) {
		$result['emailError'] = $messages['invalidEmail'];
		return $result;
	}
	$config = author_site_newsletter_config();
	if ( null === $config ) {
		$result['banner'] = $messages['unavailable'];
		return $result;
	}
	if ( null === $started ) {
		$result['banner'] = $messages['generic'];
		return $result;
	}
	$outcome = author_site_ctct_send( $config, $email, author_site_trim( $values['firstName'] ), $started );
	if ( $outcome['ok'] ) {
		$result['ok']      = true;
		$result['message'] = $outcome['message'];
	} else {
		$result['banner'] = $outcome['message'];
	}
	return $result;
}

/**
 * The signup blocks each route holds (their id prefixes).
 *
 * @return array<string, string> Prefix => route.
 */
function author_site_newsletter_blocks() {
	return array(
		'home-newsletter'    => 'home',
		'contact-newsletter' => 'contact',
	);
}

/**
 * Handles a form posted to its own page without the app; the page is then
 * drawn with the answer. Anything else posted to a page is left alone.
 */
function author_site_handle_form_post() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the signed token is the check (see author_site_form_token()).
	if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['author_site_form'] ) ) {
		return;
	}
	$form    = author_site_posted( 'author_site_form' );
	$page    = author_site_current_page();
	$started = author_site_form_token_time( author_site_posted( 'author_site_token' ) );
	$blocks  = author_site_newsletter_blocks();
	if ( 'contact' === $form && 'contact' === $page ) {
		author_site_form_result( author_site_contact_post( $started ) );
	} elseif ( isset( $blocks[ $form ] ) && $blocks[ $form ] === $page ) {
		author_site_form_result( author_site_newsletter_post( $form, $started ) );
	} else {
		return;
	}
	// An answer for this visitor only.
	nocache_headers();
}
add_action( 'template_redirect', 'author_site_handle_form_post', 5 );
