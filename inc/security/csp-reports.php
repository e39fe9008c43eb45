<?php
/**
 * The endpoint browsers send the security policy's violation reports to, open
 * to anyone and harmless by construction (docs/security.md#violation-reports);
 * Content Health lists what it keeps (inc/security/csp-reports-store.php).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

const AUTHOR_SITE_CSP_REPORT_MAX_BYTES = 8192;
// The longest host name DNS allows; a longer one is no real script's.
const AUTHOR_SITE_CSP_REPORT_HOST_CHARS = 253;

/** How the policy applies: 'enforce', 'report' (blocks nothing) or 'off'. */
function author_site_csp_mode() {
	$settings = author_site_settings();
	$mode     = (string) ( $settings['script_protection'] ?? 'enforce' );
	return in_array( $mode, array( 'enforce', 'report', 'off' ), true ) ? $mode : 'enforce';
}

/** The endpoint's URL, for the policy's `report-uri`. */
function author_site_csp_report_url() {
	return rest_url( 'author-site/v1/csp-report' );
}

/** Registers POST /author-site/v1/csp-report. */
function author_site_csp_report_route() {
	register_rest_route(
		'author-site/v1',
		'/csp-report',
		array(
			'methods'             => 'POST',
			'callback'            => 'author_site_csp_report_receive',
			// Browsers send reports without cookies; a report only adds to a bounded list.
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'author_site_csp_report_route' );

/**
 * Takes one POSTed report: 204 with no body whatever happens, 413 for an
 * oversized body, so the sender learns nothing.
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
 * The entry a report body makes (directive, what was blocked, sample, page),
 * or null; both the report-uri and the Reporting API formats are read.
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

/** The path of a page of this site (at most 200 bytes), or null. */
function author_site_csp_report_page( $url ) {
	$parts = wp_parse_url( $url );
	$home  = wp_parse_url( home_url( '/' ) );
	if ( ! is_array( $parts ) || ! isset( $parts['host'] ) || ! is_array( $home ) || strtolower( $parts['host'] ) !== strtolower( (string) ( $home['host'] ?? '' ) ) ) {
		return null;
	}
	return mb_strcut( sanitize_text_field( $parts['path'] ?? '/' ), 0, 200 );
}

/**
 * What was blocked, as the author can read it: 'inline', 'eval', a scheme, or
 * a URL without query (at most 300 bytes); null for a host no DNS name can be.
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
	return mb_strcut( esc_url_raw( $scheme . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' ) . ( $parts['path'] ?? '' ) ), 0, 300 );
}
