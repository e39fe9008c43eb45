<?php
/**
 * Answers a form post over the body limit (docs/forms.md#limits) with a bare
 * 413 page: only a script sends such a body, so none of the site is drawn.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Refuses an oversized front-end form post before the plugins' `init` work. */
function author_site_refuse_oversize_post() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- which form it is; the post is refused, nothing else is read.
	if ( ! isset( $_SERVER['REQUEST_METHOD'], $_POST['author_site_form'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
		return;
	}
	if ( is_admin() || wp_doing_ajax() || ! author_site_form_body_too_large() ) {
		return;
	}
	$block   = author_site_posted_capped( 'author_site_form', 40 )[0];
	$message = esc_html( author_site_form_failed_line( 'contact' === $block ? 'contact' : 'newsletter' ) );
	$path    = author_site_request_path();
	if ( ! headers_sent() ) {
		nocache_headers();
		foreach ( author_site_security_headers() as $name => $value ) {
			header( $name . ': ' . $value );
		}
	}
	// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- $message is escaped above; core escapes link_url.
	wp_die(
		$message,
		$message,
		array(
			'response'  => 413,
			'link_url'  => home_url( null === $path || '' === $path ? '/' : '/' . $path ),
			'link_text' => esc_html( author_site_read_json( 'src/contact/copy.json' )['drafted']['backButton'] ),
		)
	);
	// phpcs:enable
}
// At `init`, the first moment the copy can be translated (inc/lib/files.php).
add_action( 'init', 'author_site_refuse_oversize_post', 0 );
