<?php
/**
 * The settings screen's sanitiser: a refused value keeps the previous one and
 * says why (docs/runtime-config.md#theme-settings).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Adds a settings error once: WordPress may sanitise twice when the option is created. */
function author_site_settings_error( $code, $message ) {
	foreach ( get_settings_errors( 'author_site_settings' ) as $error ) {
		if ( $error['code'] === $code ) {
			return;
		}
	}
	add_settings_error( 'author_site_settings', $code, $message, 'error' );
}

/** An http(s) URL with a host, cleaned, or null. */
function author_site_settings_http_url( $url ) {
	$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
	$host   = wp_parse_url( $url, PHP_URL_HOST );
	if ( ! is_string( $scheme ) || ! in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) || ! is_string( $host ) || '' === $host ) {
		return null;
	}
	$clean = esc_url_raw( $url, array( 'http', 'https' ) );
	return '' === $clean ? null : $clean;
}

/**
 * The sanitize_callback. Starts from the saved value, so unshown keys and
 * refused values are kept.
 */
function author_site_settings_sanitize( $input ) {
	$old   = author_site_settings();
	$clean = $old;
	if ( ! is_array( $input ) ) {
		return $old;
	}

	if ( isset( $input['author_name'] ) && is_scalar( $input['author_name'] ) ) {
		$clean['author_name'] = sanitize_text_field( (string) $input['author_name'] );
	}

	if ( isset( $input['contact_email'] ) && is_scalar( $input['contact_email'] ) ) {
		$email = trim( (string) $input['contact_email'] );
		if ( '' === $email ) {
			$clean['contact_email'] = '';
		} elseif ( is_email( $email ) && sanitize_email( $email ) === $email ) {
			$clean['contact_email'] = $email;
		} else {
			author_site_settings_error(
				'contact_email',
				sprintf(
					/* translators: %s: what was typed. */
					__( '“%s” is not a valid email address. The contact email was not changed.', 'author-site' ),
					sanitize_text_field( $email )
				)
			);
		}
	}

	if ( isset( $input['social'] ) && is_array( $input['social'] ) ) {
		$clean['social'] = author_site_settings_sanitize_social( $input['social'], is_array( $old['social'] ) ? $old['social'] : array() );
	}

	if ( isset( $input['wpforms'] ) && is_array( $input['wpforms'] ) ) {
		$clean['wpforms'] = author_site_settings_sanitize_wpforms( $input['wpforms'], is_array( $old['wpforms'] ) ? $old['wpforms'] : array() );
	}

	if ( isset( $input['script_protection'] ) && in_array( $input['script_protection'], array( 'enforce', 'report', 'off' ), true ) ) {
		$clean['script_protection'] = $input['script_protection'];
	}

	if ( isset( $input['newsletter_form_id'] ) && is_scalar( $input['newsletter_form_id'] ) ) {
		$form_id = author_site_positive_int( (string) $input['newsletter_form_id'] );
		if ( 0 === $form_id || array_key_exists( $form_id, author_site_ctct_forms() ) ) {
			$clean['newsletter_form_id'] = $form_id;
		} else {
			author_site_settings_error( 'newsletter_form_id', __( 'That Constant Contact form is not a published form. The newsletter form was not changed.', 'author-site' ) );
		}
	}

	return $clean;
}

/** The social links; an emptied one is removed, a non-http(s) one refused. */
function author_site_settings_sanitize_social( $input, $old ) {
	$social = $old;
	foreach ( author_site_social_networks() as $network => $label ) {
		if ( ! isset( $input[ $network ] ) || ! is_scalar( $input[ $network ] ) ) {
			continue;
		}
		$url = trim( (string) $input[ $network ] );
		if ( '' === $url ) {
			unset( $social[ $network ] );
			continue;
		}
		$link = author_site_settings_http_url( $url );
		if ( null === $link ) {
			author_site_settings_error(
				'social_' . $network,
				sprintf(
					/* translators: 1: network, 2: what was typed. */
					__( 'The %1$s link “%2$s” was refused: use a web address starting with http:// or https://. The previous link was kept.', 'author-site' ),
					$label,
					sanitize_text_field( $url )
				)
			);
			continue;
		}
		$social[ $network ] = $link;
	}
	return $social;
}

/** The WPForms part; a missing or wrong field id is detected from the form. */
function author_site_settings_sanitize_wpforms( $input, $old ) {
	$form_id = author_site_positive_int( isset( $input['form_id'] ) && is_scalar( $input['form_id'] ) ? (string) $input['form_id'] : '' );
	if ( ! $form_id ) {
		return array();
	}
	$forms = author_site_wpforms_forms();
	if ( ! isset( $forms[ $form_id ] ) ) {
		author_site_settings_error( 'wpforms_form_id', __( 'That WPForms form is not a published form. The contact form settings were not changed.', 'author-site' ) );
		return $old;
	}
	$form     = $forms[ $form_id ];
	$detected = author_site_wpforms_detect( $form );
	$ids      = wp_list_pluck( $form['fields'], 'id' );
	$posted   = isset( $input['fields'] ) && is_array( $input['fields'] ) ? $input['fields'] : array();
	$fields   = array();
	foreach ( AUTHOR_SITE_WPFORMS_ROLES as $role => $label ) {
		$id = author_site_positive_int( isset( $posted[ $role ] ) && is_scalar( $posted[ $role ] ) ? (string) $posted[ $role ] : '' );
		if ( $id && ! in_array( $id, $ids, true ) ) {
			author_site_settings_error(
				'wpforms_field_' . $role,
				sprintf(
					/* translators: 1: field role, 2: field id, 3: form title. */
					__( '%1$s: the form “%3$s” has no field %2$d, so the field was detected from the form instead.', 'author-site' ),
					$label,
					$id,
					$form['title']
				)
			);
			$id = 0;
		}
		if ( ! $id && isset( $detected['fields'][ $role ] ) ) {
			$id = $detected['fields'][ $role ];
		}
		if ( $id ) {
			$fields[ $role ] = $id;
		}
	}
	$format = isset( $input['name_format'] ) && is_string( $input['name_format'] ) ? $input['name_format'] : '';
	if ( ! in_array( $format, array( 'simple', 'first-last' ), true ) ) {
		$format = $detected['name_format'];
	}
	return array(
		'form_id'     => $form_id,
		'name_format' => $format,
		'fields'      => $fields,
	);
}
