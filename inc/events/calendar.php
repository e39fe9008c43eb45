<?php
/**
 * Add to calendar: an event as an iCalendar file and a Google Calendar link
 * (docs/events.md#calendar-links).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The event's start and end for a calendar: UTC date-times, or dates (the end
 * exclusive) for all-day events.
 */
function author_site_calendar_dates( array $event ) {
	if ( $event['allDay'] ) {
		$zone = new DateTimeZone( $event['timezone'] );
		$end  = ( new DateTimeImmutable( '@' . $event['end'] ) )->setTimezone( $zone );
		return array(
			'start'  => ( new DateTimeImmutable( '@' . $event['start'] ) )->setTimezone( $zone )->format( 'Ymd' ),
			'end'    => ( new DateTimeImmutable( $end->format( 'Y-m-d' ), new DateTimeZone( 'UTC' ) ) )->modify( '+1 day' )->format( 'Ymd' ),
			'allDay' => true,
		);
	}
	return array(
		'start'  => gmdate( 'Ymd\THis\Z', $event['start'] ),
		'end'    => gmdate( 'Ymd\THis\Z', $event['end'] ),
		'allDay' => false,
	);
}

/** RFC 5545 TEXT escaping. */
function author_site_escape_ics_text( $value ) {
	return preg_replace( '/\r\n|\r|\n/', '\\n', str_replace( array( '\\', ';', ',' ), array( '\\\\', '\\;', '\\,' ), $value ) );
}

/** Folds a content line at 75 octets, never inside a character. */
function author_site_fold_ics_line( $line ) {
	$out     = array();
	$current = '';
	foreach ( mb_str_split( $line, 1, 'UTF-8' ) as $char ) {
		$limit = array() === $out ? 75 : 74;
		if ( strlen( $current ) + strlen( $char ) > $limit ) {
			$out[]   = $current;
			$current = '';
		}
		$current .= $char;
	}
	$out[] = $current;
	return implode( "\r\n ", $out );
}

/** The event as an iCalendar file (src/events/calendar.ts eventToIcs()). */
function author_site_event_ics( array $event, $host ) {
	$when = author_site_calendar_dates( $event );
	$kind = $when['allDay'] ? ';VALUE=DATE' : '';
	// The fixed lines, the app's too.
	$fixed = author_site_read_json( 'src/events/ics.json' );
	$lines = array_merge(
		$fixed['head'] ?? array(),
		array(
			'UID:event-' . $event['id'] . '@' . $host,
			'DTSTAMP:' . gmdate( 'Ymd\THis\Z', $event['start'] ),
			'DTSTART' . $kind . ':' . $when['start'],
			'DTEND' . $kind . ':' . $when['end'],
			'SUMMARY:' . author_site_escape_ics_text( $event['title'] ),
		)
	);
	if ( '' !== $event['description'] ) {
		$lines[] = 'DESCRIPTION:' . author_site_escape_ics_text( $event['description'] );
	}
	$where = author_site_venue_text( $event );
	if ( '' !== $where ) {
		$lines[] = 'LOCATION:' . author_site_escape_ics_text( $where );
	}
	if ( ! empty( $event['url'] ) ) {
		$lines[] = 'URL:' . $event['url'];
	}
	$lines = array_merge( $lines, $fixed['tail'] ?? array() );
	return implode( "\r\n", array_map( 'author_site_fold_ics_line', $lines ) ) . "\r\n";
}

/** The event's iCalendar file as a data: URL (src/events/calendar.ts icsDataUrl()). */
function author_site_event_ics_url( array $event ) {
	return 'data:text/calendar;charset=utf-8,' . author_site_encode_uri_component( author_site_event_ics( $event, author_site_host() ) );
}

/** A Google Calendar "add event" link (src/events/calendar.ts googleCalendarUrl()). */
function author_site_google_calendar_url( array $event ) {
	$when    = author_site_calendar_dates( $event );
	$details = implode( "\n\n", array_filter( array( $event['description'], $event['url'] ?? '' ), 'strlen' ) );
	$query   = array();
	foreach ( array(
		'action'   => 'TEMPLATE',
		'text'     => $event['title'],
		'dates'    => $when['start'] . '/' . $when['end'],
		'details'  => $details,
		'location' => author_site_venue_text( $event ),
	) as $key => $value ) {
		if ( '' !== $value ) {
			$query[] = $key . '=' . author_site_encode_uri_component( $value );
		}
	}
	return 'https://calendar.google.com/calendar/render?' . implode( '&', $query );
}
