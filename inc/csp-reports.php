<?php
/**
 * What the browser reports when the theme's security policy blocks
 * something (inc/security.php sends `report-uri` to this endpoint), kept as a
 * short list the author sees in Content Health: which script, on which page,
 * how many times (inc/csp-reports-store.php keeps it).
 *
 * The endpoint takes reports from anyone (browsers send them without
 * cookies), so it is built to be harmless: a body over 8 KB, anything that is
 * not a CSP report about a page of this site, and everything past 30 reports
 * a minute are dropped without a write; a counted report costs one; what is
 * kept is capped (each field, each entry, 20 entries); nothing personal is
 * stored (no address, no browser, no query string). What is kept is only
 * what browsers said: Content Health shows it as unverified.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

const AUTHOR_SITE_CSP_REPORT_MAX_BYTES = 8192;
// The longest host name DNS allows; a longer one is no real script's.
const AUTHOR_SITE_CSP_REPORT_HOST_CHARS = 253;

/**
 * How the policy is applied: 'enforce' (blocks, and reports), 'report'
 * (reports only, blocks nothing) or 'off' (author's choice in Appearance →
 * Author Site).
 *
 * @return string
 */
function author_site_csp_mode() {
	$settings = author_site_settings();
	$mode     = (string) ( $settings['script_protection'] ?? 'enforce' );
	return in_array( $mode, array( 'enforce', 'report', 'off' ), true ) ? $mode : 'enforce';
}

/**
 * The endpoint's URL, for the policy's `report-uri`.
 *
 * @return string
 */
function author_site_csp_report_url() {
	return rest_url( 'author-site/v1/csp-report' );
}

/**
 * Registers POST /author-site/v1/csp-report.
 */
function author_site_csp_report_route() {
	register_rest_route(
		'author-site/v1',
		'/csp-report',
		array(
			'methods'             => 'POST',
			'callback'            => 'author_site_csp_report_receive',
			// Browsers send reports without cookies: anyone may post one,
			// and a report can only add to a bounded list (see above).
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'author_site_csp_report_route' );

/**
 * Takes one POSTed report. Always answers 204 with no body, whatever was
 * sent and whether it was counted, except 413 for an oversized body: the
 * sender learns nothing.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response
 */
function author_site_csp_report_receive( $request ) {
	$body = (string) $request->get_body();
	if ( strlen( $body ) > AUTHOR_SITE_CSP_REPORT_MAX_BYTES ) {
		return new WP_REST_Response( null, 413 );
	}
	$entry = author_site_csp_report_entry( $body );
	if ( null !== $entry ) {
		author_site_csp_report_store( $entry, author_site_now() );
	}
	return new WP_REST_Response( null, 204 );
}

/**
 * The entry a report body makes: the directive, what was blocked (a URL
 * without its query, or 'inline' / 'eval' / a scheme), the first 40
 * characters of an inline script, and the page's path; null for anything
 * else.
 *
 * Takes both formats browsers send: `{"csp-report": {…}}` (report-uri) and
 * `[{"type": "csp-violation", "body": {…}}]` (the Reporting API).
 *
 * @param string $body The POSTed body.
 * @return array{directive:string,source:string,sample:string,page:string}|null
 */
function author_site_csp_report_entry( $body ) {
	$data = json_decode( $body, true, 8 );
	if ( ! is_array( $data ) ) {
		return null;
	}
	if ( isset( $data['csp-report'] ) && is_array( $data['csp-report'] ) ) {
		$report = $data['csp-report'];
		$fields = array( 'document-uri', 'blocked-uri', 'effective-directive', 'violated-directive', 'script-sample' );
	} elseif ( isset( $data[0]['type'], $data[0]['body'] ) && 'csp-violation' === $data[0]['type'] && is_array( $data[0]['body'] ) ) {
		$report = $data[0]['body'];
		$fields = array( 'documentURL', 'blockedURL', 'effectiveDirective', 'effectiveDirective', 'sample' );
	} else {
		return null;
	}
	list( $document, $blocked, $effective, $violated, $sample ) = array_map(
		function ( $field ) use ( $report ) {
			return isset( $report[ $field ] ) && is_string( $report[ $field ] ) ? $report[ $field ] : '';
		},
		$fields
	);
	$page      = author_site_csp_report_page( $document );
	$source    = author_site_csp_report_source( $blocked );
	$directive = strtok( '' !== $effective ? $effective : $violated, ' ' );
	if ( null === $page || null === $source || ! is_string( $directive ) || ! preg_match( '/^[a-z-]{3,40}$/', $directive ) ) {
		return null;
	}
	return array(
		'directive' => $directive,
		'source'    => $source,
		'sample'    => mb_substr( sanitize_text_field( $sample ), 0, 40 ),
		'page'      => $page,
	);
}

/**
 * The path of a page of this site (at most 200 bytes), or null for any other
 * address.
 *
 * @param string $url The report's document URL.
 * @return string|null
 */
function author_site_csp_report_page( $url ) {
	$parts = wp_parse_url( $url );
	$home  = wp_parse_url( home_url( '/' ) );
	if ( ! is_array( $parts ) || ! isset( $parts['host'] ) || ! is_array( $home ) || strtolower( $parts['host'] ) !== strtolower( (string) ( $home['host'] ?? '' ) ) ) {
		return null;
	}
	return mb_strcut( sanitize_text_field( $parts['path'] ?? '/' ), 0, 200 );
}

/**
 * What was blocked, as the author can read it: 'inline', 'eval', a scheme
 * ('data', 'blob'), or a URL without its query and fragment, at most 300
 * bytes; null for a host no DNS name can be.
 *
 * @param string $blocked The report's blocked URI.
 * @return string|null
 */
function author_site_csp_report_source( $blocked ) {
	$blocked = trim( $blocked );
	if ( '' === $blocked || 'inline' === $blocked ) {
		return 'inline';
	}
	if ( preg_match( '/^(eval|wasm-eval|trusted-types-sink)$/', $blocked ) ) {
		return $blocked;
	}
	$parts = wp_parse_url( $blocked );
	if ( ! is_array( $parts ) || ! isset( $parts['scheme'] ) ) {
		return 'inline';
	}
	$scheme = substr( strtolower( preg_replace( '/[^a-z0-9+.-]/i', '', $parts['scheme'] ) ), 0, 20 );
	if ( ! isset( $parts['host'] ) ) {
		return $scheme;
	}
	if ( strlen( $parts['host'] ) > AUTHOR_SITE_CSP_REPORT_HOST_CHARS ) {
		return null;
	}
	// The host whole (at most 253 characters), the path cut.
	return mb_strcut( esc_url_raw( $scheme . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' ) . ( $parts['path'] ?? '' ) ), 0, 300 );
}
