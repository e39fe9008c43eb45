<?php
/**
 * The signed token a drawn form carries, a logged-in user's nonce, and the
 * answer to a form posted in this request (docs/forms.md#without-javascript).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** How long a drawn form stays sendable (seconds). */
const AUTHOR_SITE_FORM_TOKEN_TTL = 2 * DAY_IN_SECONDS;

/**
 * The signed token a drawn form carries: when it was drawn, and a keyed hash.
 * Every visitor of a cached page shares it, so it is not single-use: the limit
 * per client (inc/forms/flood.php) stops replays.
 */
function author_site_form_token( $time = null ) {
	$time = null === $time ? time() : (int) $time;
	return $time . '.' . substr( hash_hmac( 'sha256', 'author-site-form|' . $time, wp_salt( 'nonce' ) ), 0, 32 );
}

/** When a posted token's form was drawn, or null for a bad or expired token. */
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
 */
function author_site_form_nonce() {
	return is_user_logged_in() ? wp_create_nonce( AUTHOR_SITE_FORM_NONCE_ACTION ) : null;
}

/**
 * Whether a post may be read: a visitor's always (the token and the limit
 * check it), a logged-in user's only with her page's nonce, against posts
 * another site makes with her cookies.
 */
function author_site_form_nonce_ok() {
	if ( ! is_user_logged_in() ) {
		return true;
	}
	$nonce = isset( $_POST['author_site_nonce'] ) && is_string( $_POST['author_site_nonce'] ) ? sanitize_key( wp_unslash( $_POST['author_site_nonce'] ) ) : '';
	return false !== wp_verify_nonce( $nonce, AUTHOR_SITE_FORM_NONCE_ACTION );
}

/** The answer to a form posted in this request, or null; set once by the handler. */
function author_site_form_result( $set = null ) {
	static $result = null;
	if ( null !== $set ) {
		$result = $set;
	}
	return $result;
}
