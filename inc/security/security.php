<?php
/**
 * Security headers for the theme's front-end views (docs/security.md): a CSP
 * allowing exactly the inline scripts WordPress printed, by hash rather than
 * nonce so that a cached page keeps a true policy; nosniff and the others.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Whether this request is a theme view that gets the headers; true records it. */
function author_site_csp_active( $set = null ) {
	static $active = false;
	if ( true === $set ) {
		$active = true;
	}
	return $active;
}

/**
 * The inline scripts WordPress printed in this request, by their text in the
 * page, as keys; a text adds one.
 */
function author_site_csp_printed( $text = null ) {
	static $printed = array();
	if ( null !== $text ) {
		$printed[ $text ] = true;
	}
	return $printed;
}

/**
 * Other hosts' script files WordPress printed in this request, as source
 * expressions (scheme, host, path) as keys; a source adds one.
 */
function author_site_csp_script_hosts( $source = null ) {
	static $sources = array();
	if ( null !== $source ) {
		$sources[ $source ] = true;
	}
	return $sources;
}

/**
 * The text an inline script will have in the page: `$data` escaped as
 * wp_get_inline_script_tag() does, newlines normalised as a browser's parser does.
 * @return string|null Null when core would print nothing.
 */
function author_site_csp_printed_text( $data, $attributes ) {
	$tag = new WP_HTML_Tag_Processor( '<script></script>' );
	$tag->next_tag();
	if ( isset( $attributes['type'] ) && is_string( $attributes['type'] ) ) {
		$tag->set_attribute( 'type', $attributes['type'] );
	}
	if ( ! $tag->set_modifiable_text( $data ) ) {
		return null;
	}
	return $tag->get_modifiable_text();
}

/** Records an inline script WordPress prints on a theme view. */
function author_site_csp_record_inline( $attributes, $data = '' ) {
	if ( author_site_csp_active() && is_array( $attributes ) && is_string( $data ) ) {
		$text = author_site_csp_printed_text( $data, $attributes );
		if ( null !== $text ) {
			author_site_csp_printed( $text );
		}
	}
	return $attributes;
}
add_filter( 'wp_inline_script_attributes', 'author_site_csp_record_inline', 1000, 2 );

/**
 * Records another host's script file WordPress prints on a theme view ('self'
 * allows this site's own).
 */
function author_site_csp_record_file( $attributes ) {
	if ( ! author_site_csp_active() || ! is_array( $attributes ) || empty( $attributes['src'] ) || ! is_string( $attributes['src'] ) ) {
		return $attributes;
	}
	$url = wp_parse_url( $attributes['src'] );
	if ( ! is_array( $url ) || empty( $url['host'] ) || ! in_array( $url['scheme'] ?? 'https', array( 'http', 'https' ), true ) ) {
		return $attributes;
	}
	$port = isset( $url['port'] ) ? ':' . $url['port'] : '';
	if ( ! author_site_is_home_origin( $url ) ) {
		// A path source without its query (CSP matches paths, never queries);
		// `;` and `,` would end the source list, spaces the source.
		$path = (string) preg_replace( '/[;,\s]/', '', $url['path'] ?? '/' );
		author_site_csp_script_hosts( ( $url['scheme'] ?? 'https' ) . '://' . strtolower( $url['host'] ) . $port . $path );
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'author_site_csp_record_file', 1000 );

/**
 * Whether a `<script>` of this type runs (a classic or module script, an
 * import map or speculation rules) rather than holding data.
 */
function author_site_csp_script_runs( $type ) {
	$type = strtolower( trim( (string) $type ) );
	return '' === $type
		|| in_array( $type, array( 'module', 'importmap', 'speculationrules' ), true )
		|| 1 === preg_match( '~^(text|application)/(x-)?(java|ecma)script$|^text/(jscript|livescript)$~', $type );
}

/**
 * The CSP hash sources of the inline scripts WordPress printed, in page order.
 * Scripts inside a `<template>` count: the app loader runs copies of them.
 */
function author_site_csp_hashes( $html ) {
	$printed = author_site_csp_printed();
	$hashes  = array();
	$page    = new WP_HTML_Tag_Processor( $html );
	while ( $printed && $page->next_tag( array( 'tag_name' => 'SCRIPT' ) ) ) {
		if ( null !== $page->get_attribute( 'src' ) || ! author_site_csp_script_runs( $page->get_attribute( 'type' ) ) ) {
			continue;
		}
		$text = $page->get_modifiable_text();
		if ( isset( $printed[ $text ] ) ) {
			// Base64 as CSP writes it, by sodium: Theme Check refuses base64_encode().
			$hashes[ "'sha256-" . sodium_bin2base64( hash( 'sha256', $text, true ), SODIUM_BASE64_VARIANT_ORIGINAL ) . "'" ] = true;
		}
	}
	return array_keys( $hashes );
}

/**
 * Where a book's audio sample may play from (docs/books.md#a-books-extras):
 * this site, any https: address, and the Media Library's origin when it is
 * another one (uploads on another host).
 */
function author_site_csp_media_sources() {
	$origin  = fn( $url ) => strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) . '://' . wp_parse_url( $url, PHP_URL_HOST ) . ( wp_parse_url( $url, PHP_URL_PORT ) ? ':' . wp_parse_url( $url, PHP_URL_PORT ) : '' ) );
	$uploads = author_site_uploads_url();
	$sources = array( "'self'", 'https:' );
	if ( null !== $uploads && str_starts_with( $uploads, 'http:' ) && $origin( $uploads ) !== $origin( home_url( '/' ) ) ) {
		$sources[] = $origin( $uploads );
	}
	return implode( ' ', $sources );
}

/**
 * The Content-Security-Policy of a theme view (docs/security.md#headers).
 * @param string[] $scripts Script sources: inline hashes, other hosts' files.
 */
function author_site_csp_policy( $scripts ) {
	$directives = array(
		'default-src'     => "'self'",
		// A report names a blocked inline script by its first characters.
		'script-src'      => trim( "'self' " . implode( ' ', $scripts ) ) . " 'report-sample'",
		'style-src'       => "'self' 'unsafe-inline'",
		'img-src'         => "'self' data: https:",
		// A book's audio sample: the site's own uploads or any https: address.
		'media-src'       => author_site_csp_media_sources(),
		// The admin bar's and the Customizer preview's Dashicons are a data: font (logged-in users only).
		'font-src'        => is_admin_bar_showing() || is_customize_preview() ? "'self' data:" : "'self'",
		'connect-src'     => "'self'",
		'form-action'     => "'self'",
		'frame-ancestors' => "'self'",
		'object-src'      => "'none'",
		'base-uri'        => "'self'",
		// report-uri posts at once; Chromium queues report-to reports up to a minute.
		'report-uri'      => author_site_csp_report_url(),
	);
	// Core's embed blocks frame other sites on a post or page; routes embed nothing.
	if ( 'wp-view' === author_site_current_page() ) {
		$directives['frame-src'] = "'self' https:";
	}
	/**
	 * Filters the theme's CSP directives.
	 *
	 * @param array<string,string> $directives Directive → source list.
	 * @param string[]             $scripts    Script sources.
	 */
	$directives = (array) apply_filters( 'author_site_csp_directives', $directives, $scripts );
	$parts      = array();
	foreach ( $directives as $name => $value ) {
		$parts[] = trim( $name . ' ' . $value );
	}
	return implode( '; ', $parts );
}

/** The policy's header name in the author's mode, or '' when off. */
function author_site_csp_header_name() {
	$names = array(
		'enforce' => 'Content-Security-Policy',
		'report'  => 'Content-Security-Policy-Report-Only',
	);
	return $names[ author_site_csp_mode() ] ?? '';
}

/** The headers a theme view sends before it renders (the policy comes later). */
function author_site_security_headers() {
	return array(
		'X-Content-Type-Options' => 'nosniff',
		'Referrer-Policy'        => 'strict-origin-when-cross-origin',
		'Permissions-Policy'     => 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
	);
}

/**
 * Sends the policy for the finished page: its hashes, then the header. Runs
 * in the output buffer's handler, before anything reaches the visitor.
 */
function author_site_send_csp( $html ) {
	$name = author_site_csp_header_name();
	if ( '' === $name || headers_sent() || ! is_string( $html ) ) {
		return;
	}
	$sources = array_merge( author_site_csp_hashes( $html ), array_keys( author_site_csp_script_hosts() ) );
	header( $name . ': ' . author_site_csp_policy( $sources ) );
}

/** The theme's own output buffer handler, before WordPress 6.9. */
function author_site_csp_buffer( $html, $phase ) {
	if ( 0 === ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) ) {
		author_site_send_csp( $html );
	}
	return $html;
}

/**
 * Sends the headers as WordPress is about to render a theme view (after
 * inc/app/routes.php chose the app shell), and starts the buffer the policy waits for.
 * @return string Unchanged.
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
	if ( '' === author_site_csp_header_name() ) {
		return $template;
	}
	if ( function_exists( 'wp_start_template_enhancement_output_buffer' ) ) {
		add_filter( 'wp_should_output_buffer_template_for_enhancement', '__return_true' );
		add_action( 'wp_finalized_template_enhancement_output_buffer', 'author_site_send_csp', PHP_INT_MAX );
	} else {
		ob_start( 'author_site_csp_buffer', 0, PHP_OUTPUT_HANDLER_STDFLAGS ^ PHP_OUTPUT_HANDLER_FLUSHABLE );
	}
	return $template;
}
add_filter( 'template_include', 'author_site_send_security_headers', 1000 );

/**
 * Renders a HEAD request of a front-end view as GET, so that it carries the
 * same headers, the policy included (core would stop before the template).
 */
function author_site_head_like_get( $should_exit ) {
	return is_robots() || is_favicon() || is_feed() || is_trackback() ? $should_exit : false;
}
add_filter( 'exit_on_http_head', 'author_site_head_like_get' );

// No JSONP: `'self'` would run a REST answer calling a name the URL chooses.
add_filter( 'rest_jsonp_enabled', '__return_false' );
