<?php
/**
 * Reads Constant Contact Forms' rendered form into the newsletter
 * configuration the app posts with (docs/forms.md#newsletter-configuration).
 * Pure: inc/newsletter/newsletter.php renders the form and caches the result.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The hidden inputs the plugin checks on a submission. */
const AUTHOR_SITE_NEWSLETTER_HIDDEN = array( 'ctct-id', 'ctct-verify', 'ctct-instance', 'ctct_time' );

/**
 * The person's fields by the prefix of their input names (the rest of the
 * name is a hash of the field's settings), in the configuration's order.
 */
const AUTHOR_SITE_NEWSLETTER_FIELDS = array(
	'email'     => 'email___',
	'firstName' => 'first_name___',
	'lastName'  => 'last_name___',
);

/**
 * The inputs a browser would submit with the first form in the HTML (and any
 * before it), in order, buttons and nameless inputs left out.
 */
function author_site_newsletter_form_inputs( $html ) {
	$inputs  = array();
	$in_form = false;
	foreach ( author_site_html_tags( $html, array( 'name', 'type', 'value', 'checked' ) ) as $tag ) {
		if ( 'FORM' === $tag['tag'] ) {
			if ( $tag['closer'] && $in_form ) {
				break;
			}
			$in_form = true;
			continue;
		}
		if ( 'INPUT' !== $tag['tag'] || $tag['closer'] ) {
			continue;
		}
		$raw  = $tag['attributes'];
		$text = array_map( fn( $value ) => is_string( $value ) ? $value : '', $raw );
		$type = strtolower( $text['type'] );
		if ( '' === $text['name'] || in_array( $type, array( 'submit', 'button', 'image', 'reset' ), true ) ) {
			continue;
		}
		$inputs[] = array(
			'name'      => $text['name'],
			'type'      => $type,
			'value'     => $text['value'],
			'has_value' => null !== $raw['value'],
			'checked'   => null !== $raw['checked'],
		);
	}
	return $inputs;
}

/**
 * The form's inputs by what they are for: the hidden fields the plugin checks,
 * the person's fields, the lists and the opt-in box (the first of each). The
 * honeypot `ctct_usage_field` is none of them.
 * @param array[] $inputs author_site_newsletter_form_inputs().
 */
function author_site_newsletter_sort_inputs( array $inputs ) {
	$sorted = array(
		'hidden'    => array(),
		'fields'    => array(),
		'lists'     => array(),
		'list_name' => null,
		'opt_in'    => null,
	);
	foreach ( $inputs as $input ) {
		$name = $input['name'];
		if ( in_array( $name, AUTHOR_SITE_NEWSLETTER_HIDDEN, true ) ) {
			$sorted['hidden'][ $name ] = $sorted['hidden'][ $name ] ?? $input['value'];
		} elseif ( 'ctct-opt-in' === $name ) {
			// A checkbox without a value attribute submits "on".
			$sorted['opt_in'] = $sorted['opt_in'] ?? array(
				'name'  => $name,
				'value' => $input['has_value'] ? $input['value'] : 'on',
			);
		} elseif ( 'checkbox' === $input['type'] && preg_match( '/^lists___[^\[\]]*\[\]$/', $name ) ) {
			// The plugin checks the first list; a lone list is hidden and always sent.
			if ( '' !== $input['value'] && ! isset( $sorted['lists'][ $input['value'] ] ) ) {
				$sorted['lists'][ $input['value'] ] = $input['checked'];
				$sorted['list_name']                = $sorted['list_name'] ?? $name;
			}
		} else {
			foreach ( AUTHOR_SITE_NEWSLETTER_FIELDS as $key => $prefix ) {
				if ( ! isset( $sorted['fields'][ $key ] ) && 0 === strpos( $name, $prefix ) && strlen( $name ) > strlen( $prefix ) ) {
					$sorted['fields'][ $key ] = $name;
				}
			}
		}
	}
	return $sorted;
}

/**
 * The plugin's rendered form HTML → the newsletter configuration; only the
 * first form is read (docs/forms.md#newsletter-configuration).
 * @return array|null Null without a form id or an email field.
 */
function author_site_newsletter_parse_form( $html ) {
	if ( ! is_string( $html ) || '' === $html ) {
		return null;
	}
	$sorted  = author_site_newsletter_sort_inputs( author_site_newsletter_form_inputs( $html ) );
	$hidden  = $sorted['hidden'];
	$form_id = isset( $hidden['ctct-id'] ) && ctype_digit( $hidden['ctct-id'] ) ? (int) $hidden['ctct-id'] : 0;
	if ( $form_id <= 0 || ! isset( $sorted['fields']['email'] ) ) {
		return null;
	}
	$config = array(
		'formId' => $form_id,
		'verify' => $hidden['ctct-verify'] ?? '',
	);
	if ( isset( $hidden['ctct-instance'] ) ) {
		$config['instance'] = $hidden['ctct-instance'];
	}
	if ( isset( $hidden['ctct_time'] ) && is_numeric( $hidden['ctct_time'] ) ) {
		$config['time'] = (int) $hidden['ctct_time'];
	}
	$config['fields'] = array();
	foreach ( array_keys( AUTHOR_SITE_NEWSLETTER_FIELDS ) as $key ) {
		if ( isset( $sorted['fields'][ $key ] ) ) {
			$config['fields'][ $key ] = $sorted['fields'][ $key ];
		}
	}
	$lists  = $sorted['lists'];
	$chosen = 1 === count( $lists ) ? array_keys( $lists ) : array_keys( array_filter( $lists ) );
	if ( $chosen && null !== $sorted['list_name'] ) {
		$config['fields']['lists'] = $sorted['list_name'];
		$config['lists']           = array_map( 'strval', $chosen );
	}
	if ( $sorted['opt_in'] ) {
		$config['optIn'] = $sorted['opt_in'];
	}
	return $config;
}
