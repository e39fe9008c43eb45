<?php
/**
 * What both forms carry and answer without the app
 * (docs/forms.md#without-javascript): the signed token of a drawn form, a
 * logged-in user's nonce, and the answer to a form posted in this request
 * (inc/forms-post.php handles the post; the configuration prints them).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** How long a drawn form stays sendable (seconds). */
const AUTHOR_SITE_FORM_TOKEN_TTL = 2 * DAY_IN_SECONDS;

/**
 * The signed token a drawn form carries: when it was drawn, and a keyed hash
 * of it. With the limit per client (inc/form-flood.php) it stands in for
 * the plugins' checks that need their own scripts: the post came from a form
 * this site drew, and the plugins' time checks get the real moment it was
 * drawn. Every visitor of a cached copy shares it, so it is not single-use.
 *
 * @param int|null $time When (Unix seconds); now by default.
 * @return string
 */
function author_site_form_token( $time = null ) {
	$time = null === $time ? time() : (int) $time;
	return $time . '.' . substr( hash_hmac( 'sha256', 'author-site-form|' . $time, wp_salt( 'nonce' ) ), 0, 32 );
}

/**
 * When a posted token's form was drawn, or null for a forged, malformed or
 * expired token.
 *
 * @param mixed $token The posted token.
 * @return int|null
 */
function author_site_form_token_time( $token ) {
	if ( ! is_string( $token ) || ! preg_match( '/^(\d{1,12})\.[0-9a-f]{32}$/', $token, $match ) ) {
		return null;
	}
	$time = (int) $match[1];
	$age  = time() - $time;
	if ( $age < 0 || $age > AUTHOR_SITE_FORM_TOKEN_TTL || ! hash_equals( author_site_form_token( $time ), $token ) ) {
		return null;
	}
	return $time;
}

/** The action of a logged-in user's form nonce. */
const AUTHOR_SITE_FORM_NONCE_ACTION = 'author_site_form';

/**
 * The nonce a logged-in user's forms carry (`author_site_nonce`), or null
 * for a visitor: only pages no cache keeps hold one.
 *
 * @return string|null
 */
function author_site_form_nonce() {
	return is_user_logged_in() ? wp_create_nonce( AUTHOR_SITE_FORM_NONCE_ACTION ) : null;
}

/**
 * Whether a post may be read: a visitor's always (the token and the limit
 * check it), a logged-in user's only with the nonce her page printed, so a
 * post another site makes with her cookies is refused.
 *
 * @return bool
 */
function author_site_form_nonce_ok() {
	if ( ! is_user_logged_in() ) {
		return true;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- this is the nonce check.
	$nonce = isset( $_POST['author_site_nonce'] ) && is_string( $_POST['author_site_nonce'] ) ? sanitize_key( wp_unslash( $_POST['author_site_nonce'] ) ) : '';
	return false !== wp_verify_nonce( $nonce, AUTHOR_SITE_FORM_NONCE_ACTION );
}

/**
 * The answer to a form posted in this request (null for none); set once by
 * the handler below.
 *
 * @param array|null $set The answer.
 * @return array|null
 */
function author_site_form_result( $set = null ) {
	static $result = null;
	if ( null !== $set ) {
		$result = $set;
	}
	return $result;
}
