<?php
/**
 * The theme's settings (Appearance → Author Site) and the facts read from
 * them (docs/runtime-config.md#theme-settings).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The theme's settings, with defaults. */
function author_site_settings() {
	$saved = get_option( 'author_site_settings', array() );
	return wp_parse_args(
		is_array( $saved ) ? $saved : array(),
		array(
			'author_name'       => '',
			'contact_email'     => '',
			'social'            => array(),
			'wpforms'           => array(),
			// Enforce, report or off (docs/security.md#script-protection-modes).
			'script_protection' => 'enforce',
		)
	);
}

/**
 * The social networks the app shows, in its order, with their labels
 * (src/layout/social.json, the app's too).
 */
function author_site_social_networks() {
	$social = author_site_read_json( 'src/layout/social.json' );
	return isset( $social['labels'] ) && is_array( $social['labels'] ) ? $social['labels'] : array();
}

/** The author's name: the setting, else the site title. */
function author_site_author_name() {
	$settings = author_site_settings();
	$name     = trim( (string) $settings['author_name'] );
	if ( '' === $name ) {
		$name = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	}
	return '' === $name ? 'Claire Whitmore' : $name;
}

/** The default contact address: the setting, else the site's admin email. */
function author_site_contact_email() {
	$settings = author_site_settings();
	$email    = sanitize_email( (string) $settings['contact_email'] );
	return is_email( $email ) ? $email : (string) get_option( 'admin_email' );
}

/** The site's name: the site title, else the author's name. */
function author_site_site_name() {
	$name = trim( wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) );
	return '' === $name ? author_site_author_name() : $name;
}

/** A positive whole number (an int, or a string of digits), else 0. */
function author_site_positive_int( $value ) {
	if ( is_string( $value ) && preg_match( '/^\d{1,9}$/', trim( $value ) ) ) {
		$value = (int) trim( $value );
	}
	return is_int( $value ) && $value > 0 ? $value : 0;
}
