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
 * The built-in event, shown when The Events Calendar has none (see
 * docs/events.md): src/events/defaultEvent.json, which the app reads too
 * (src/events/defaultEvent.ts), with its start and end as Unix seconds.
 *
 * @return array
 */
function author_site_default_event() {
	$event = author_site_read_json( 'src/events/defaultEvent.json' );
	foreach ( array( 'start', 'end' ) as $key ) {
		$event[ $key ] = ( new DateTimeImmutable( (string) ( $event[ $key ] ?? '' ) ) )->getTimestamp();
	}
	return $event;
}
