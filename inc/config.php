<?php
/**
 * `window.authorSiteConfig` (content contract §3): everything the app needs
 * from WordPress, printed before the bundle.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme's settings, with defaults.
 *
 * @return array
 */
function author_site_settings() {
	$saved = get_option( 'author_site_settings', array() );
	return wp_parse_args(
		is_array( $saved ) ? $saved : array(),
		array(
			'author_name'   => '',
			'contact_email' => '',
			'social'        => array(),
		)
	);
}

/**
 * The author's name: the setting, else the site title.
 *
 * @return string
 */
function author_site_author_name() {
	$settings = author_site_settings();
	$name     = trim( (string) $settings['author_name'] );
	if ( '' === $name ) {
		$name = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	}
	return '' === $name ? 'Claire Whitmore' : $name;
}

/**
 * The default contact address: the setting, else the site's admin email.
 *
 * @return string
 */
function author_site_contact_email() {
	$settings = author_site_settings();
	$email    = sanitize_email( (string) $settings['contact_email'] );
	return is_email( $email ) ? $email : (string) get_option( 'admin_email' );
}

/**
 * The site's name: the site title, else the author's name.
 *
 * @return string
 */
function author_site_site_name() {
	$name = trim( wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) );
	return '' === $name ? author_site_author_name() : $name;
}

/**
 * The configuration object, made once per request (the inline script and the
 * first view's markup both use it).
 *
 * @return array
 */
function author_site_config() {
	static $config = null;
	if ( null !== $config ) {
		return $config;
	}
	$settings   = author_site_settings();
	$newsletter = author_site_newsletter_config();
	$social     = array();
	foreach ( (array) $settings['social'] as $network => $url ) {
		$url = esc_url_raw( (string) $url, array( 'http', 'https' ) );
		if ( '' !== $url ) {
			$social[ sanitize_key( $network ) ] = $url;
		}
	}
	$config = array(
		'homeUrl'      => home_url( '/' ),
		'restUrl'      => get_rest_url(),
		'ajaxUrl'      => admin_url( 'admin-ajax.php' ),
		'assetsUrl'    => get_theme_file_uri( 'build/' ),
		'siteName'     => author_site_site_name(),
		'authorName'   => author_site_author_name(),
		'contactEmail' => author_site_contact_email(),
		'social'       => (object) $social,
		'contact'      => array( 'wpforms' => null ),
		'newsletter'   => array(
			// The form the theme's PHP chose (the setting, else the newest), so the app's step 1 picks the same.
			'formId'    => $newsletter ? $newsletter['formId'] : null,
			'configUrl' => home_url( '/constant-contact-config.json' ),
			'available' => null !== $newsletter,
		),
	);
	if ( is_user_logged_in() ) {
		$config['restNonce'] = wp_create_nonce( 'wp_rest' );
	}
	return $config;
}
