<?php
/**
 * Events from The Events Calendar for the first view: the PHP twin of
 * src/events/client.ts (mapping), format.ts (dates) and calendar.ts (Add to
 * calendar links), from the same preloaded REST answer the app gets.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The events REST path (src/events/client.ts eventsPath()).
 *
 * @param int $per_page How many events.
 * @return string
 */
function author_site_events_path( $per_page = 20 ) {
	return '/tribe/events/v1/events?per_page=' . (int) $per_page . '&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date';
}

/**
 * Whether The Events Calendar's archive route exists.
 *
 * @return bool
 */
function author_site_events_route_exists() {
	return array_key_exists( '/tribe/events/v1/events', rest_get_server()->get_routes( 'tribe/events/v1' ) );
}

/**
 * Preloads the events answer on the events route. Without The Events Calendar
 * there are no events: every route hands the app an empty archive (a few
 * bytes), so it never asks for a route that does not exist (a 404 in every
 * visitor's console).
 *
 * @param string $page The current page key.
 */
function author_site_preload_events( $page ) {
	$path = author_site_events_path();
	if ( ! author_site_events_route_exists() ) {
		author_site_preloaded(
			$path,
			array(
				'body'    => array(
					'events'      => array(),
					'total'       => 0,
					'total_pages' => 0,
				),
				'headers' => array(),
			)
		);
	} elseif ( 'events' === $page ) {
		author_site_preloaded( $path );
	}
}

/**
 * "YYYY-MM-DD HH:MM:SS" in UTC → Unix seconds, or null.
 *
 * @param mixed $value TEC's utc_start_date / utc_end_date.
 * @return int|null
 */
function author_site_parse_utc( $value ) {
	if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/', trim( $value ), $m ) ) {
		return null;
	}
	$instant = gmmktime( (int) $m[4], (int) $m[5], (int) $m[6], (int) $m[2], (int) $m[3], (int) $m[1] );
	// No impossible dates: "2027-02-30 25:61:61" does not roll over.
	return gmdate( 'Y-m-d H:i:s', $instant ) === "$m[1]-$m[2]-$m[3] $m[4]:$m[5]:$m[6]" ? $instant : null;
}

/**
 * A known time zone name, or null.
 *
 * @param mixed $value Time zone name.
 * @return string|null
 */
function author_site_valid_timezone( $value ) {
	if ( ! is_string( $value ) || '' === $value ) {
		return null;
	}
	$zone = $value;
	// TEC's whole-hour "UTC+1" offsets as the matching Etc/GMT zone (sign inverted).
	if ( preg_match( '/^UTC([+-])(\d{1,2})(?::00)?$/i', $value, $m ) ) {
		$hours = (int) $m[2];
		$zone  = 0 === $hours ? 'UTC' : 'Etc/GMT' . ( '+' === $m[1] ? '-' : '+' ) . $hours;
	}
	try {
		new DateTimeZone( $zone );
		return $zone;
	} catch ( Exception $e ) {
		return null;
	}
}

/**
 * One TEC event → the site's event (src/events/client.ts mapEvent()), or null.
 *
 * @param mixed $raw One item of the answer's `events`.
 * @return array|null
 */
function author_site_map_event( $raw ) {
	if ( ! is_array( $raw ) ) {
		return null;
	}
	$id    = isset( $raw['id'] ) && ( is_int( $raw['id'] ) || is_string( $raw['id'] ) ) ? (string) $raw['id'] : '';
	$title = is_string( $raw['title'] ?? null ) ? author_site_html_to_text( $raw['title'] ) : '';
	$start = author_site_parse_utc( $raw['utc_start_date'] ?? null );
	$end   = author_site_parse_utc( $raw['utc_end_date'] ?? null );
	if ( ! preg_match( '/^[\w-]+$/', $id ) || '' === $title || null === $start ) {
		return null;
	}
	$event = array(
		'id'          => $id,
		'title'       => $title,
		'description' => is_string( $raw['description'] ?? null ) ? author_site_html_to_text( $raw['description'] ) : '',
		'start'       => $start,
		'end'         => null === $end || $end < $start ? $start : $end,
		'allDay'      => true === ( $raw['all_day'] ?? null ),
		'timezone'    => author_site_valid_timezone( $raw['timezone'] ?? null ) ?? 'UTC',
		'venue'       => null,
	);
	// WordPress's zone name only goes with its zone: not beside a UTC fallback.
	$abbr  = null !== author_site_valid_timezone( $raw['timezone'] ?? null ) && is_string( $raw['timezone_abbr'] ?? null ) ? trim( $raw['timezone_abbr'] ) : '';
	if ( preg_match( '/^[A-Za-z0-9+\-:]{1,10}$/', $abbr ) ) {
		$event['timezoneAbbr'] = $abbr;
	}
	$venue = $raw['venue'] ?? null;
	$venue = is_array( $venue ) && array_is_list( $venue ) ? ( $venue[0] ?? null ) : $venue;
	if ( is_array( $venue ) ) {
		$parts = array();
		foreach ( array( 'venue', 'address', 'city', 'state' ) as $key ) {
			$part = is_string( $venue[ $key ] ?? null ) ? author_site_html_to_text( $venue[ $key ] ) : '';
			if ( '' !== $part ) {
				$parts[ $key ] = $part;
			}
		}
		$event['venue'] = $parts ? $parts : null;
	}
	$url = is_string( $raw['url'] ?? null ) ? author_site_http_url( $raw['url'] ) : null;
	if ( null !== $url ) {
		$event['url'] = $url;
	}
	$image = $raw['image'] ?? null;
	if ( is_array( $image ) ) {
		// The medium_large size where it is usable, else the full size.
		$medium    = is_array( $image['sizes']['medium_large'] ?? null ) ? $image['sizes']['medium_large'] : null;
		$preferred = $medium && null !== author_site_http_url( (string) ( $medium['url'] ?? '' ) ) ? $medium : $image;
		$src       = author_site_http_url( (string) ( $preferred['url'] ?? '' ) );
		if ( null !== $src ) {
			$event['image'] = array(
				'url'    => $src,
				'alt'    => $title,
				'width'  => is_int( $preferred['width'] ?? null ) && $preferred['width'] > 0 ? $preferred['width'] : null,
				'height' => is_int( $preferred['height'] ?? null ) && $preferred['height'] > 0 ? $preferred['height'] : null,
			);
		}
	}
	return $event;
}

/**
 * The events to show on the first view: the preloaded remote events, or the
 * built-in launch event when there are none (spec §4). Made once per request
 * (the JSON-LD in <head>, inc/meta.php, and the list both use it).
 *
 * @return array[]
 */
function author_site_events_to_show() {
	static $shown = null;
	if ( null !== $shown ) {
		return $shown;
	}
	$answer = author_site_rest_answer( author_site_events_path() );
	$events = array();
	if ( is_array( $answer ) && isset( $answer['events'] ) && is_array( $answer['events'] ) ) {
		$events = array_values( array_filter( array_map( 'author_site_map_event', $answer['events'] ) ) );
	}
	$shown = $events ? $events : array( author_site_default_event() );
	return $shown;
}

/**
 * JavaScript's encodeURIComponent().
 *
 * @param string $value Text.
 * @return string
 */
function author_site_encode_uri_component( $value ) {
	return strtr(
		rawurlencode( $value ),
		array(
			'%21' => '!',
			'%2A' => '*',
			'%27' => "'",
			'%28' => '(',
			'%29' => ')',
		)
	);
}

/**
 * The venue parts that are present, joined (src/events/venue.ts).
 *
 * @param array $event Event.
 * @return string
 */
function author_site_venue_text( array $event ) {
	$venue = is_array( $event['venue'] ?? null ) ? $event['venue'] : array();
	return implode(
		', ',
		array_filter(
			array( $venue['venue'] ?? '', $venue['address'] ?? '', $venue['city'] ?? '', $venue['state'] ?? '' ),
			'strlen'
		)
	);
}

/**
 * The event's start and end for a calendar: UTC date-times, or dates (the end
 * exclusive) for all-day events.
 *
 * @param array $event Event.
 * @return array{start:string,end:string,allDay:bool}
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

/**
 * RFC 5545 TEXT escaping.
 *
 * @param string $value Text.
 * @return string
 */
function author_site_escape_ics_text( $value ) {
	return preg_replace( '/\r\n|\r|\n/', '\\n', str_replace( array( '\\', ';', ',' ), array( '\\\\', '\\;', '\\,' ), $value ) );
}

/**
 * Folds a content line at 75 octets, never inside a character.
 *
 * @param string $line Content line.
 * @return string
 */
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

/**
 * The event as an iCalendar file (src/events/calendar.ts eventToIcs()).
 *
 * @param array  $event Event.
 * @param string $host  The site's host name.
 * @return string
 */
function author_site_event_ics( array $event, $host ) {
	$when  = author_site_calendar_dates( $event );
	$kind  = $when['allDay'] ? ';VALUE=DATE' : '';
	$lines = array(
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//Author Site//Events//EN',
		'CALSCALE:GREGORIAN',
		'METHOD:PUBLISH',
		'BEGIN:VEVENT',
		'UID:event-' . $event['id'] . '@' . $host,
		'DTSTAMP:' . gmdate( 'Ymd\THis\Z', $event['start'] ),
		'DTSTART' . $kind . ':' . $when['start'],
		'DTEND' . $kind . ':' . $when['end'],
		'SUMMARY:' . author_site_escape_ics_text( $event['title'] ),
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
	$lines[] = 'END:VEVENT';
	$lines[] = 'END:VCALENDAR';
	return implode( "\r\n", array_map( 'author_site_fold_ics_line', $lines ) ) . "\r\n";
}

/**
 * A Google Calendar "add event" link (src/events/calendar.ts googleCalendarUrl()).
 *
 * @param array $event Event.
 * @return string
 */
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

/**
 * The host name of the site.
 *
 * @return string
 */
function author_site_host() {
	$host = wp_parse_url( home_url( '/' ), PHP_URL_HOST );
	return is_string( $host ) && '' !== $host ? $host : 'localhost';
}

/**
 * schema.org Event for one event: online attendance for a virtual event (its
 * title or venue says online/virtual), a Place for one with a venue.
 *
 * @param array $event Event.
 * @return array
 */
function author_site_event_schema( array $event ) {
	$zone   = new DateTimeZone( $event['timezone'] );
	$format = $event['allDay'] ? 'Y-m-d' : 'c';
	$schema = array(
		'@type'       => 'Event',
		'name'        => $event['title'],
		'startDate'   => ( new DateTimeImmutable( '@' . $event['start'] ) )->setTimezone( $zone )->format( $format ),
		'endDate'     => ( new DateTimeImmutable( '@' . $event['end'] ) )->setTimezone( $zone )->format( $format ),
		'eventStatus' => 'https://schema.org/EventScheduled',
		'organizer'   => array(
			'@type' => 'Person',
			'@id'   => home_url( '/#author' ),
			'name'  => author_site_author_name(),
			'url'   => home_url( '/' ),
		),
	);
	if ( '' !== $event['description'] ) {
		$schema['description'] = $event['description'];
	}
	$where = author_site_venue_text( $event );
	if ( preg_match( '/\b(online|virtual)\b/i', $event['title'] . ' ' . $where ) ) {
		$schema['eventAttendanceMode'] = 'https://schema.org/OnlineEventAttendanceMode';
		$schema['location']            = array(
			'@type' => 'VirtualLocation',
			'url'   => $event['url'] ?? author_site_route_url( 'events' ),
		);
	} elseif ( '' !== $where ) {
		$venue                         = $event['venue'];
		$schema['eventAttendanceMode'] = 'https://schema.org/OfflineEventAttendanceMode';
		$schema['location']            = array_filter(
			array(
				'@type'   => 'Place',
				'name'    => $venue['venue'] ?? $where,
				'address' => array_filter(
					array(
						'@type'           => 'PostalAddress',
						'streetAddress'   => $venue['address'] ?? null,
						'addressLocality' => $venue['city'] ?? null,
						'addressRegion'   => $venue['state'] ?? null,
					)
				),
			)
		);
	}
	// The event's own page and image, else the events page and the share image.
	$schema['url'] = $event['url'] ?? author_site_route_url( 'events' );
	$image         = ! empty( $event['image']['url'] ) ? $event['image']['url'] : author_site_built_image_url( AUTHOR_SITE_SHARE_IMAGE['file'] );
	if ( null !== $image ) {
		$schema['image'] = $image;
	}
	return $schema;
}
