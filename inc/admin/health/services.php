<?php
/**
 * Content Health's connections: events, newsletter and contact form, checked
 * in pure functions and then against this site.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The events: whether The Events Calendar answers, and how many are upcoming. */
function author_site_health_events_check( $active, $answer, $now ) {
	$upcoming = 0;
	if ( $active && is_array( $answer ) && isset( $answer['events'] ) && is_array( $answer['events'] ) ) {
		foreach ( array_filter( array_map( 'author_site_map_event', $answer['events'] ) ) as $event ) {
			$upcoming += $event['start'] > $now ? 1 : 0;
		}
	}
	return array(
		'active'   => (bool) $active,
		'upcoming' => $upcoming,
	);
}

/**
 * The newsletter: the plugin, the form and the configuration the site serves.
 * @param array|null $config author_site_newsletter_config().
 */
function author_site_health_newsletter_check( $plugin, $form_id, $config ) {
	$valid = is_array( $config ) && ! empty( $config['formId'] ) && ! empty( $config['fields']['email'] );
	return array(
		'plugin'       => (bool) $plugin,
		'form'         => $plugin ? (int) $form_id : 0,
		'valid'        => $valid,
		'verify_empty' => $valid && '' === ( $config['verify'] ?? '' ),
	);
}

/**
 * The contact form: WPForms, the mapping, the form and its subject dropdown.
 * @param array|null $mapping author_site_wpforms_config() (null: not mapped).
 * @param array|null $form    Mapped form's decoded post content, or null.
 * @return array{plugin:bool,mapped:bool,exists:bool,subjects:string,choices:string[]}
 *     subjects: ok, not-mapped, no-field, not-dropdown, different, or ''.
 */
function author_site_health_contact_check( $plugin, $mapping, $form, array $subjects ) {
	$check = array(
		'plugin'   => (bool) $plugin,
		'mapped'   => is_array( $mapping ),
		'exists'   => is_array( $mapping ) && is_array( $form ),
		'subjects' => '',
		'choices'  => array(),
	);
	if ( ! $check['exists'] ) {
		return $check;
	}
	$field_id = $mapping['fields']['subject'] ?? 0;
	$field    = $field_id ? ( $form['fields'][ $field_id ] ?? null ) : null;
	if ( ! $field_id ) {
		$check['subjects'] = 'not-mapped';
	} elseif ( ! is_array( $field ) ) {
		$check['subjects'] = 'no-field';
	} elseif ( 'select' !== ( $field['type'] ?? '' ) ) {
		$check['subjects'] = 'not-dropdown';
	} else {
		foreach ( (array) ( $field['choices'] ?? array() ) as $choice ) {
			$check['choices'][] = is_array( $choice ) ? trim( (string) ( $choice['label'] ?? '' ) ) : '';
		}
		$check['subjects'] = array_values( $subjects ) === $check['choices'] ? 'ok' : 'different';
	}
	return $check;
}

/** A WPForms form's data, or null when there is no such form. */
function author_site_health_wpforms_form( $form_id ) {
	$post = $form_id ? get_post( $form_id ) : null;
	if ( ! $post || 'wpforms' !== $post->post_type || 'trash' === $post->post_status ) {
		return null;
	}
	$data = json_decode( $post->post_content, true );
	return is_array( $data ) ? $data : array();
}

/** The three connections, checked against this site. */
function author_site_health_services() {
	$events_active = author_site_events_route_exists();
	$newsletter    = author_site_newsletter_plugin_usable();
	$mapping       = author_site_wpforms_config();
	return array(
		'events'     => author_site_health_events_check(
			$events_active,
			$events_active ? author_site_rest_answer( author_site_events_path() ) : null,
			time()
		),
		'newsletter' => author_site_health_newsletter_check(
			$newsletter,
			$newsletter ? author_site_newsletter_form_id() : 0,
			author_site_newsletter_config()
		),
		'contact'    => author_site_health_contact_check(
			function_exists( 'wpforms' ),
			$mapping,
			$mapping ? author_site_health_wpforms_form( $mapping['formId'] ) : null,
			author_site_contact_subjects()
		),
	);
}
