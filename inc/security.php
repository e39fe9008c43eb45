<?php
/**
 * Strict security headers for the theme's front-end views (the five routes,
 * the not-found view and WordPress's own views): a Content-Security-Policy
 * that runs no inline script but those WordPress printed through its script
 * functions, plus nosniff, Referrer-Policy and Permissions-Policy.
 *
 * Cache-safe (docs/security.md#behind-a-page-cache): the policy names each
 * allowed inline script by the SHA-256 hash of its text as printed, not by a
 * per-response nonce. A page cache stores the header with the page, so a
 * cached copy keeps a policy that is true for it, and nothing in it is
 * secret. The hashes are taken from the finished page, in WordPress's
 * template enhancement output buffer (6.9+; the theme's own buffer before
 * that), then the header is sent: scripts printed with
 * wp_print_inline_script_tag() / wp_add_inline_script() and friends are
 * recorded as they are printed, and only a script of the page whose text is
 * one of those is hashed, so a script that got into the page some other way
 * (post content, a plugin's raw echo) is never allowed by accident.
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
 * The inline scripts WordPress printed in this request, as their text will
 * read in the page (see author_site_csp_record_inline()), as keys; or, with
 * an argument, adds one.
 *
 * @param string|null $text A printed script's text.
 * @return array<string,true>
 */
function author_site_csp_printed( $text = null ) {
	static $printed = array();
	if ( null !== $text ) {
		$printed[ $text ] = true;
	}
	return $printed;
}

/**
 * The other hosts' script files WordPress printed in this request (source
 * expressions: scheme, host and path), as keys; or, with an argument, adds
 * one.
 *
 * @param string|null $source A source expression.
 * @return array<string,true>
 */
function author_site_csp_script_hosts( $source = null ) {
	static $sources = array();
	if ( null !== $source ) {
		$sources[ $source ] = true;
	}
	return $sources;
}

/**
 * The text an inline script will have in the page: what
 * wp_get_inline_script_tag() makes of `$data` (it escapes JavaScript and JSON
 * so that nothing in them can close the element), with the newlines
 * normalised as the browser's parser does.
 *
 * @param string               $data       The data, as the filter gets it.
 * @param array<string,mixed> $attributes The tag's attributes.
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

/**
 * Records an inline script WordPress prints on a theme view (the attributes
 * pass unchanged).
 *
 * @param array  $attributes Key-value pairs of the tag's attributes.
 * @param string $data       The script's text.
 * @return array
 */
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
 * Records a script file of another host that WordPress prints on a theme
 * view ('self' allows this site's own; the attributes pass unchanged).
 *
 * @param array $attributes Key-value pairs of the tag's attributes.
 * @return array
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
 *
 * @param string|null $type The type attribute.
 * @return bool
 */
function author_site_csp_script_runs( $type ) {
	$type = strtolower( trim( (string) $type ) );
	return '' === $type
		|| in_array( $type, array( 'module', 'importmap', 'speculationrules' ), true )
		|| 1 === preg_match( '~^(text|application)/(x-)?(java|ecma)script$|^text/(jscript|livescript)$~', $type );
}

/**
 * The hashes of the page's inline scripts that WordPress printed (in page
 * order, each once), as CSP sources. Scripts inside a `<template>` count:
 * the app loader (inc/app-loader.js) runs those copies.
 *
 * @param string $html The finished page.
 * @return string[]
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
			// Base64 of the digest, as CSP writes it (sodium's encoder: Theme
			// Check refuses base64_encode()).
			$hashes[ "'sha256-" . sodium_bin2base64( hash( 'sha256', $text, true ), SODIUM_BASE64_VARIANT_ORIGINAL ) . "'" ] = true;
		}
	}
	return array_keys( $hashes );
}

/**
 * The Content-Security-Policy of a theme view.
 *
 * `img-src https:`: event images and the author's share images may live on
 * other hosts. `style-src 'unsafe-inline'`: the app's CSS is printed inline
 * and React sets style attributes; styles run no code. Retailer, social and
 * calendar links are navigations, which CSP does not govern. No
 * 'strict-dynamic': it would stop 'self' from allowing the script files
 * WordPress prints, which a hash cannot name.
 *
 * @param string[] $scripts The page's allowed inline scripts (hash sources)
 *                          and other hosts' script files.
 * @return string
 */
function author_site_csp_policy( $scripts ) {
	$directives = array(
		'default-src'     => "'self'",
		// 'report-sample': a report names a blocked inline script by its
		// first characters.
		'script-src'      => trim( "'self' " . implode( ' ', $scripts ) ) . " 'report-sample'",
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
	 * @param string[]             $scripts    The page's script sources.
	 */
	$directives = (array) apply_filters( 'author_site_csp_directives', $directives, $scripts );
	$parts      = array();
	foreach ( $directives as $name => $value ) {
		$parts[] = trim( $name . ' ' . $value );
	}
	return implode( '; ', $parts );
}

/**
 * The policy's header name in the author's mode (Appearance → Author Site,
 * author_site_csp_mode()): enforced, report-only, or none when off.
 *
 * @return string
 */
function author_site_csp_header_name() {
	$names = array(
		'enforce' => 'Content-Security-Policy',
		'report'  => 'Content-Security-Policy-Report-Only',
	);
	return $names[ author_site_csp_mode() ] ?? '';
}

/**
 * The headers of a theme view sent before it renders, name → value (the
 * policy follows once the page is finished).
 *
 * @return array<string,string>
 */
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
 *
 * @param string $html The finished page.
 */
function author_site_send_csp( $html ) {
	$name = author_site_csp_header_name();
	if ( '' === $name || headers_sent() || ! is_string( $html ) ) {
		return;
	}
	$sources = array_merge( author_site_csp_hashes( $html ), array_keys( author_site_csp_script_hosts() ) );
	header( $name . ': ' . author_site_csp_policy( $sources ) );
}

/**
 * The handler of the theme's own output buffer on WordPress before 6.9 (no
 * template enhancement buffer): the page passes unchanged.
 *
 * @param string $html  The page.
 * @param int    $phase The buffer's phase.
 * @return string
 */
function author_site_csp_buffer( $html, $phase ) {
	if ( 0 === ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) ) {
		author_site_send_csp( $html );
	}
	return $html;
}

/**
 * Sends the headers when WordPress is about to render one of the theme's
 * views (runs after inc/routes.php has chosen the app shell). Only
 * front-end HTML views reach this filter. The policy waits for the finished
 * page: WordPress's template enhancement output buffer is asked for, and its
 * final action sends it.
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
 * A HEAD request of a front-end view renders it as GET does, so that its
 * answer carries the same headers, the policy and its hashes included (core
 * otherwise stops before the template, with none of them); the web server
 * sends no body. Feeds, robots.txt, the favicon and trackbacks, which get
 * none of the headers, still stop early.
 *
 * @param bool $exit Whether core stops a HEAD request before the template.
 * @return bool
 */
function author_site_head_like_get( $exit ) {
	return is_robots() || is_favicon() || is_feed() || is_trackback() ? $exit : false;
}
add_filter( 'exit_on_http_head', 'author_site_head_like_get' );

/**
 * No JSONP from the REST API: `?_jsonp=` would make any endpoint answer a
 * script of this origin that calls a name the URL chooses, which `'self'`
 * in `script-src` would run. Core answers it with a JSON error instead.
 */
add_filter( 'rest_jsonp_enabled', '__return_false' );
