<?php
/**
 * The forms' limit per client (docs/forms.md#limits), counted by a keyed hash
 * of the address, never the address itself.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The start of the counters' option names (then the form and the client). */
const AUTHOR_SITE_FORM_FLOOD_PREFIX = 'author_site_form_limit_';

/**
 * Who is posting, as the limit counts: a keyed hash of the address.
 * @return string 32 hex digits.
 */
function author_site_form_client() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	/**
	 * Filters the address the forms' limit counts by: REMOTE_ADDR, or behind
	 * a proxy the site trusts, the visitor's address it forwards.
	 *
	 * @param string $address REMOTE_ADDR.
	 */
	$address = (string) apply_filters( 'author_site_form_client_address', $address );
	return substr( hash_hmac( 'sha256', $address, wp_salt( 'auth' ) ), 0, 32 );
}

/**
 * How many sends of a form one client may make an hour.
 * @return int At least 1.
 */
function author_site_form_hourly_limit( $form ) {
	/**
	 * Filters how many messages (`contact`) or signups (`newsletter`) one
	 * client may send an hour (src/forms/limits.json `perHour`).
	 *
	 * @param int    $limit Hourly limit.
	 * @param string $form  `contact` or `newsletter`.
	 */
	return max( 1, (int) apply_filters( 'author_site_form_limit', (int) author_site_form_limits()['perHour'][ $form ], $form ) );
}

/**
 * Counts a send of a form by this client; true when over the limit. The
 * allowance refills evenly over the hour: one row holds the moment it is full
 * again, moved on by one share a send. Each decision is one statement, so two
 * sends at once cannot both take the last share; plain SQL, so it counts on
 * MySQL and on Playground's SQLite alike.
 */
function author_site_form_flooded( $form ) {
	global $wpdb;
	$now   = author_site_now();
	$share = max( 1, intdiv( HOUR_IN_SECONDS, author_site_form_hourly_limit( $form ) ) );
	$name  = AUTHOR_SITE_FORM_FLOOD_PREFIX . $form . '_' . author_site_form_client();
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- atomic counters; WordPress's option functions read, then write.
	$insert = $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'off')", $name, $now + $share );
	$added  = $wpdb->query( $insert ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared just above.
	if ( 1 === $added ) {
		author_site_form_flood_cleanup( $now );
		return false;
	}
	// The row's moment moved on by this send's share.
	$moved  = $wpdb->prepare( 'GREATEST( CAST( option_value AS UNSIGNED ), %d ) + %d', $now, $share );
	$within = false === $added ? false : $wpdb->query(
		$wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = {$moved} WHERE option_name = %s AND {$moved} <= %d", $name, $now + HOUR_IN_SECONDS ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $moved is prepared above.
	);
	if ( 0 !== $within ) {
		// Within the allowance, or the database refused: the plugins cannot store a send either.
		return false;
	}
	if ( 1 === $wpdb->query( $insert ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
		// Swept away in between (its allowance was full again): a new row, within it.
		return false;
	}
	// Over it: held at most an hour and a share ahead, so a flood's refusals end an hour after it does.
	$wpdb->query(
		$wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = LEAST( {$moved}, %d ) WHERE option_name = %s", $now + HOUR_IN_SECONDS + $share, $name ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $moved is prepared above.
	);
	// phpcs:enable WordPress.DB.DirectDatabaseQuery
	return true;
}

/** Removes the counters whose allowance is full again (the same as none). */
function author_site_form_flood_cleanup( $now ) {
	global $wpdb;
	$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- counters no option function reads.
		$wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST( option_value AS UNSIGNED ) < %d",
			$wpdb->esc_like( AUTHOR_SITE_FORM_FLOOD_PREFIX ) . '%',
			$now
		)
	);
}
