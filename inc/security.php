<?php
/**
 * Strict security headers for the theme's front-end views (the five routes
 * and the not-found view): a Content-Security-Policy that runs no inline
 * script without this request's nonce, plus nosniff, Referrer-Policy and
 * Permissions-Policy. WordPress's own scripts on those views (enqueued,
 * inline before/after, translations, speculation rules) and the theme's
 * JSON-LD get the nonce through the script-attribute filters.
 *
 * The author chooses how the policy applies (Appearance → Author Site,
 * author_site_csp_mode()): enforced (the default), report-only, or off. In
 * the first two, the browser reports what the policy blocks (or would) to
 * the theme's endpoint (inc/csp-reports.php), and Content Health lists it, so
 * a plugin that prints its own raw inline script is never blocked silently.
 *
 * wp-admin, the login screen, REST, admin-ajax, feeds and sitemaps never
 * reach `template_include`, so they get none of this (the newsletter's
 * `/constant-contact-config.json` sends its own nosniff, inc/newsletter-front.php).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * This request's CSP nonce: 16 random bytes written as 32 hex digits, made
 * once. Hex is a valid CSP nonce (its characters are a subset of the
 * base64-value grammar) with the same 128 bits of randomness, and keeps
 * base64_encode() out of the theme (Theme Check refuses it).
 *
 * @return string
 */
function author_site_csp_nonce() {
	static $nonce = null;
	if ( null === $nonce ) {
		$nonce = bin2hex( random_bytes( 16 ) );
	}
	return $nonce;
}

/**
 * Whether this request is a theme view that gets the headers (remembered
 * once the headers have been sent), or, with an argument, records that.
 *
 * @param bool|null $set True once the headers are sent.
 * @return bool
 */
function author_site_csp_active( $set = null ) {
	static $active = false;
	if ( true === $set ) {
		$active = true;
	}
	return $active;
}

/**
 * The Content-Security-Policy of a theme view.
 *
 * `img-src https:`: event images and the author's share images may live on
 * other hosts. `style-src 'unsafe-inline'`: the app's CSS is printed inline
 * and React sets style attributes; styles run no code. Retailer, social and
 * calendar links are navigations, which CSP does not govern.
 *
 * @param string $nonce The request's nonce.
 * @return string
 */
function author_site_csp_policy( $nonce ) {
	$directives = array(
		'default-src'     => "'self'",
		// 'report-sample': a report names a blocked inline script by its
		// first characters.
		'script-src'      => "'self' 'nonce-" . $nonce . "' 'report-sample'",
		'style-src'       => "'self' 'unsafe-inline'",
		'img-src'         => "'self' data: https:",
		// The admin bar's Dashicons are a data: font (logged-in users only).
		'font-src'        => is_admin_bar_showing() ? "'self' data:" : "'self'",
		'connect-src'     => "'self'",
		'form-action'     => "'self'",
		'frame-ancestors' => "'self'",
		'object-src'      => "'none'",
		'base-uri'        => "'self'",
		// report-uri, not report-to: Chromium queues Reporting API reports
		// for up to a minute; report-uri posts at once, in every browser.
		'report-uri'      => author_site_csp_report_url(),
	);
	// A post or page may embed a video or another site's post (core's embed
	// blocks: an https iframe); the routes embed nothing
	// (docs/whole-site.md#posts-and-other-pages).
	if ( 'wp-view' === author_site_current_page() ) {
		$directives['frame-src'] = "'self' https:";
	}
	/**
	 * Filters the theme's CSP directives (directive → source list).
	 *
	 * @param array<string,string> $directives The directives.
	 * @param string               $nonce      The request's nonce.
	 */
	$directives = (array) apply_filters( 'author_site_csp_directives', $directives, $nonce );
	$parts      = array();
	foreach ( $directives as $name => $value ) {
		$parts[] = trim( $name . ' ' . $value );
	}
	return implode( '; ', $parts );
}

/**
 * The headers of a theme view, name → value.
 *
 * @return array<string,string>
 */
function author_site_security_headers() {
	$headers = array(
		'X-Content-Type-Options' => 'nosniff',
		'Referrer-Policy'        => 'strict-origin-when-cross-origin',
		'Permissions-Policy'     => 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
	);
	$policy  = array(
		'enforce' => 'Content-Security-Policy',
		'report'  => 'Content-Security-Policy-Report-Only',
	);
	$mode    = author_site_csp_mode();
	if ( isset( $policy[ $mode ] ) ) {
		$headers = array( $policy[ $mode ] => author_site_csp_policy( author_site_csp_nonce() ) ) + $headers;
	}
	return $headers;
}

/**
 * Sends the headers when WordPress is about to render one of the theme's
 * views (runs after inc/routes.php has chosen the app shell). Only
 * front-end HTML views reach this filter.
 *
 * @param string $template The template file.
 * @return string The same template.
 */
function author_site_send_security_headers( $template ) {
	if ( is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_feed() || is_robots() ) {
		return $template;
	}
	if ( headers_sent() ) {
		return $template;
	}
	foreach ( author_site_security_headers() as $name => $value ) {
		header( $name . ': ' . $value );
	}
	author_site_csp_active( true );
	return $template;
}
add_filter( 'template_include', 'author_site_send_security_headers', 1000 );

/**
 * Adds the nonce to a `<script>` tag's attributes on a theme view.
 *
 * @param array $attributes Key-value pairs of the tag's attributes.
 * @return array
 */
function author_site_script_nonce( $attributes ) {
	if ( author_site_csp_active() && is_array( $attributes ) ) {
		$attributes['nonce'] = author_site_csp_nonce();
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'author_site_script_nonce' );
add_filter( 'wp_inline_script_attributes', 'author_site_script_nonce' );
