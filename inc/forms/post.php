<?php
/**
 * Both forms posted without JavaScript (docs/forms.md#without-javascript): the
 * post is checked and its answer kept for the page and the app. Each form's
 * part: inc/contact/post.php, inc/newsletter/post.php.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The signup blocks each route holds (their id prefixes).
 * @return array<string, string> Prefix => route.
 */
function author_site_newsletter_blocks() {
	return array(
		'home-newsletter'    => 'home',
		'contact-newsletter' => 'contact',
		'bonus-newsletter'   => 'bonus',
		'series-newsletter'  => 'series',
	);
}

/**
 * The Constant Contact form a signup block posts to on the current page, as
 * the server knows it from the address (never from the post): the bonus
 * page's book's bonus form, a series page's form; null for the site's form.
 */
function author_site_newsletter_block_form( $block ) {
	if ( 'bonus-newsletter' === $block ) {
		return author_site_current_bonus()['book']['bonus_form_id'] ?? null;
	}
	if ( 'series-newsletter' === $block ) {
		return author_site_current_series()['page']['newsletter_form_id'] ?? null;
	}
	return null;
}

/**
 * The answer to a form posted without the app.
 * @return array The answer (src/config/config.ts FormResult).
 */
function author_site_form_answer( $form, $block ) {
	$refused = static function ( array $values ) use ( $form, $block ) {
		return 'contact' === $form
			? author_site_contact_result( $values, array( 'banner' => author_site_form_failed_line( $form ) ) )
			: author_site_newsletter_result( $block, $values, array( 'banner' => author_site_form_failed_line( $form ) ) );
	};
	if ( ! author_site_form_nonce_ok() ) {
		return $refused( author_site_form_empty_values( $form ) );
	}
	$read = author_site_form_values( $form );
	if ( $read['over'] ) {
		return $refused( $read['values'] );
	}
	$started = author_site_form_token_time( author_site_posted_capped( 'author_site_token', 64 )[0] );
	return 'contact' === $form
		? author_site_contact_post( $read['values'], $started )
		: author_site_newsletter_post( $block, $read['values'], $started, author_site_newsletter_block_form( $block ) );
}

/** Handles a form posted to its own page without the app; other posts are left alone. */
function author_site_handle_form_post() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- which form it is; author_site_form_answer() checks the post.
	if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['author_site_form'] ) ) {
		return;
	}
	$block  = author_site_posted_capped( 'author_site_form', 40 )[0];
	$page   = author_site_current_page();
	$blocks = author_site_newsletter_blocks();
	if ( 'contact' === $block && 'contact' === $page ) {
		$form = 'contact';
	} elseif ( isset( $blocks[ $block ] ) && $blocks[ $block ] === $page ) {
		$form = 'newsletter';
	} else {
		return;
	}
	// An answer for this visitor only.
	nocache_headers();
	author_site_form_result( author_site_form_answer( $form, $block ) );
}
add_action( 'template_redirect', 'author_site_handle_form_post', 5 );
