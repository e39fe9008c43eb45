<?php
/**
 * Where the violation reports' entries are kept: at most 20 options rows, each
 * counted by one atomic statement, so concurrent reports lose no count and need
 * no lock (docs/security.md#violation-reports).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

const AUTHOR_SITE_CSP_REPORTS_PREFIX     = 'author_site_csp_report_';
const AUTHOR_SITE_CSP_REPORTS_PER_MINUTE = 30;
const AUTHOR_SITE_CSP_REPORTS_KEPT       = 20;
// An entry's JSON as written, at most (its fields are capped in inc/security/csp-reports.php).
const AUTHOR_SITE_CSP_REPORT_ROW_BYTES = 1536;

/**
 * The stored rows, slot number → entry, with the row's text as `raw`. A row
 * that is not an entry counts as seen long ago, so its slot is taken first.
 */
function author_site_csp_report_rows() {
	global $wpdb;
	$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( AUTHOR_SITE_CSP_REPORTS_PREFIX ) . '%' ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the rows are counted in the database (see above), never through the options cache.
	$entries = array();
	foreach ( is_array( $rows ) ? $rows : array() as $row ) {
		$slot  = substr( (string) $row['option_name'], strlen( AUTHOR_SITE_CSP_REPORTS_PREFIX ) );
		$entry = json_decode( (string) $row['option_value'], true );
		if ( ! ctype_digit( $slot ) ) {
			continue;
		}
		$valid                  = is_array( $entry ) && isset( $entry['key'], $entry['count'], $entry['last'], $entry['directive'], $entry['source'], $entry['sample'], $entry['page'] );
		$entries[ (int) $slot ] = array( 'raw' => (string) $row['option_value'] ) + ( $valid ? $entry : array(
			'key'  => '',
			'last' => 0,
		) );
	}
	return $entries;
}

/**
 * The list Content Health shows: key → entry, the most recently seen first; an
 * entry two requests put in two slots at once is shown once, with both counts.
 */
function author_site_csp_reports() {
	$entries = array();
	foreach ( author_site_csp_report_rows() as $row ) {
		$key = (string) $row['key'];
		if ( '' === $key ) {
			continue;
		}
		$entry = array_intersect_key( $row, array_flip( array( 'directive', 'source', 'sample', 'page', 'count', 'first', 'last' ) ) );
		if ( isset( $entries[ $key ] ) ) {
			$entry['count'] += $entries[ $key ]['count'];
			$entry['first']  = min( $entry['first'], $entries[ $key ]['first'] );
			$entry['last']   = max( $entry['last'], $entries[ $key ]['last'] );
		}
		$entries[ $key ] = $entry;
	}
	uasort(
		$entries,
		function ( $a, $b ) {
			return (int) $b['last'] <=> (int) $a['last'];
		}
	);
	return array( 'entries' => $entries );
}

/**
 * Forgets every entry (Content Health's "Clear the list"), and the single
 * option older versions of the theme kept them in.
 */
function author_site_csp_reports_clear() {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( AUTHOR_SITE_CSP_REPORTS_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see author_site_csp_report_rows().
	delete_option( 'author_site_csp_reports' );
}

/**
 * How many reports the stored entries took in this minute.
 * @param array $entries author_site_csp_report_rows().
 */
function author_site_csp_reports_in_minute( array $entries, $minute ) {
	$taken = 0;
	foreach ( $entries as $entry ) {
		if ( (int) ( $entry['minute'] ?? -1 ) === $minute ) {
			$taken += (int) ( $entry['inMinute'] ?? 0 );
		}
	}
	return $taken;
}

/**
 * The slot an entry's report goes to: the one holding the entry; else the free
 * slot its key points to, or the next free one (so that new entries arriving
 * together take different slots); else the least recently seen entry's.
 * @param array $entries author_site_csp_report_rows().
 */
function author_site_csp_report_slot( array $entries, $key ) {
	$last = array();
	foreach ( $entries as $slot => $entry ) {
		if ( $entry['key'] === $key ) {
			return $slot;
		}
		$last[ $slot ] = (int) $entry['last'];
	}
	$first = hexdec( substr( $key, 0, 6 ) ) % AUTHOR_SITE_CSP_REPORTS_KEPT;
	for ( $i = 0; $i < AUTHOR_SITE_CSP_REPORTS_KEPT; $i++ ) {
		$slot = ( $first + $i ) % AUTHOR_SITE_CSP_REPORTS_KEPT;
		if ( ! isset( $last[ $slot ] ) ) {
			return $slot;
		}
	}
	asort( $last );
	return (int) array_key_first( $last );
}

/**
 * Counts one report of an entry, or drops it past the minute's allowance, with
 * no write. One statement adds the entry, adds one to its count, or replaces
 * the slot's row as read; if another request just put another entry there, it
 * changes nothing and the report is dropped.
 * @param array $entry author_site_csp_report_entry().
 * @return bool Whether it was counted.
 */
function author_site_csp_report_store( array $entry, $now ) {
	global $wpdb;
	$entries = author_site_csp_report_rows();
	$minute  = intdiv( $now, 60 );
	if ( author_site_csp_reports_in_minute( $entries, $minute ) >= AUTHOR_SITE_CSP_REPORTS_PER_MINUTE ) {
		return false;
	}
	$key  = md5( $entry['directive'] . '|' . $entry['source'] . '|' . $entry['sample'] . '|' . $entry['page'] );
	$slot = author_site_csp_report_slot( $entries, $key );
	// Only the row as read is replaced, never one another request just wrote.
	$seen = (string) ( $entries[ $slot ]['raw'] ?? '' );
	$row  = wp_json_encode(
		array(
			'key'      => $key,
			'count'    => 1,
			'first'    => $now,
			'last'     => $now,
			'minute'   => $minute,
			'inMinute' => 1,
		) + $entry,
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	);
	if ( ! is_string( $row ) || strlen( $row ) > AUTHOR_SITE_CSP_REPORT_ROW_BYTES ) {
		return false;
	}
	// The slot's tally of the minute, one more (the row's values when the statement runs).
	$tally = $wpdb->prepare( "'$.minute', %d, '$.inMinute', IF( JSON_EXTRACT( option_value, '$.minute' ) = %d, JSON_EXTRACT( option_value, '$.inMinute' ) + 1, 1 )", $minute, $minute );
	// The row holds the entry when its key reads as the key: quoted on MariaDB,
	// plain on MySQL and on Playground's SQLite, which has no JSON_UNQUOTE.
	$holds = $wpdb->prepare( "( JSON_EXTRACT( option_value, '$.key' ) = %s OR JSON_EXTRACT( option_value, '$.key' ) = %s )", $key, '"' . $key . '"' );
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one atomic statement per counted report (see above); $holds and $tally are prepared above.
	$written = $wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')
			ON DUPLICATE KEY UPDATE option_value = CASE
				WHEN {$holds}
					THEN JSON_SET( option_value, '$.count', JSON_EXTRACT( option_value, '$.count' ) + 1, '$.last', %d, {$tally} )
				WHEN option_value = %s
					THEN JSON_SET( %s, {$tally} )
				ELSE option_value
			END",
			AUTHOR_SITE_CSP_REPORTS_PREFIX . $slot,
			$row,
			$now,
			$seen,
			$row
		)
	);
	// phpcs:enable
	return is_int( $written ) && $written > 0;
}
