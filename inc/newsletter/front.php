<?php
/**
 * The newsletter on the front end: the configuration file the app reads,
 * answered before WordPress reads the URL, and none of Constant Contact
 * Forms' own assets on the theme's views (docs/forms.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The request's HTTP method, upper case. */
function author_site_newsletter_method() {
	return isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
}

/**
 * Sends a JSON answer for the configuration file and ends the request. Never
 * stored (`no-store`): `time` is per request and the verify key changes with
 * each save; a page cache that ignores this still misses, as the app asks
 * with a query string of its own (docs/caching.md).
 */
function author_site_newsletter_send( $status, $body ) {
	status_header( $status );
	header( 'Content-Type: application/json; charset=UTF-8' );
	header( 'Cache-Control: no-store, private' );
	header( 'X-Robots-Tag: noindex' );
	send_nosniff_header();
	if ( 405 === $status ) {
		header( 'Allow: GET, HEAD' );
	}
	if ( 'HEAD' !== author_site_newsletter_method() ) {
		echo wp_json_encode( $body );
	}
	exit;
}

/**
 * Answers `/constant-contact-config.json` (and `?form=ID` for a published
 * form a page names) before WordPress reads the URL: the configuration, or a
 * 404 `newsletter_not_configured`.
 */
function author_site_newsletter_serve( $parse ) {
	if ( AUTHOR_SITE_NEWSLETTER_PATH !== author_site_request_path() ) {
		return $parse;
	}
	if ( ! in_array( author_site_newsletter_method(), array( 'GET', 'HEAD' ), true ) ) {
		author_site_newsletter_send(
			405,
			array(
				'code'    => 'method_not_allowed',
				'message' => __( 'Only GET and HEAD are allowed here.', 'author-site' ),
			)
		);
	}
	// A page's own form (`?form=ID`, a published form), else the site's.
	$form   = isset( $_GET['form'] ) && is_string( $_GET['form'] ) ? sanitize_text_field( wp_unslash( $_GET['form'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public read.
	$config = '' === $form ? author_site_newsletter_config() : ( ctype_digit( $form ) ? author_site_newsletter_config( (int) $form ) : null );
	if ( null === $config ) {
		author_site_newsletter_send(
			404,
			array(
				'code'    => 'newsletter_not_configured',
				'message' => __( 'No Constant Contact form is available for the newsletter.', 'author-site' ),
			)
		);
	}
	author_site_newsletter_send( 200, $config );
	return $parse;
}
add_filter( 'do_parse_request', 'author_site_newsletter_serve', 1 );

/**
 * Keeps Constant Contact Forms' form script and stylesheet off the theme's
 * views: the app sends signups itself.
 */
function author_site_newsletter_dequeue_plugin_assets() {
	if ( ! author_site_is_app_view() ) {
		return;
	}
	wp_dequeue_script( 'ctct_frontend_forms' );
	wp_dequeue_style( 'ctct_form_styles' );
}
add_action( 'wp_enqueue_scripts', 'author_site_newsletter_dequeue_plugin_assets', 100 );
