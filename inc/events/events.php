<?php
/**
 * Events from The Events Calendar for the first view: the PHP twin of
 * src/events/client.ts (mapping), format.ts (dates) and calendar.ts (Add to
 * calendar links), from the same preloaded REST answer the app gets.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** "YYYY-MM-DD HH:MM:SS" in UTC → Unix seconds, or null. */
function author_site_parse_utc( $value ) {
	if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/', trim( $value ), $m ) ) {
		return null;
	}
	$instant = gmmktime( (int) $m[4], (int) $m[5], (int) $m[6], (int) $m[2], (int) $m[3], (int) $m[1] );
	// No impossible dates: "2027-02-30 25:61:61" does not roll over.
	return gmdate( 'Y-m-d H:i:s', $instant ) === "$m[1]-$m[2]-$m[3] $m[4]:$m[5]:$m[6]" ? $instant : null;
}

/** A known time zone name, or null. */
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
 * One TEC event → the site's event (src/events/client.ts mapEvent()), or null;
 * with `body`, the description's paragraphs the event page shows, when asked.
 */
function author_site_map_event( $raw, $with_body = false ) {
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
	$abbr = null !== author_site_valid_timezone( $raw['timezone'] ?? null ) && is_string( $raw['timezone_abbr'] ?? null ) ? trim( $raw['timezone_abbr'] ) : '';
	if ( preg_match( '/^[A-Za-z0-9+\-:]{1,10}$/', $abbr ) ) {
		$event['timezoneAbbr'] = $abbr;
	}
	$venue = $raw['venue'] ?? null;
	$venue = is_array( $venue ) && array_is_list( $venue ) ? ( $venue[0] ?? null ) : $venue;
	if ( is_array( $venue ) ) {
		$parts = array();
		foreach ( array( 'venue', 'address', 'city', 'state', 'zip', 'country' ) as $key ) {
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
	if ( is_string( $raw['slug'] ?? null ) && preg_match( AUTHOR_SITE_EVENT_SLUG, $raw['slug'] ) ) {
		$event['slug'] = $raw['slug'];
	}
	// TEC sends the event's own permalink as `website` when none was given.
	$website = author_site_http_url( is_string( $raw['website'] ?? null ) ? author_site_html_to_text( $raw['website'] ) : '' );
	if ( null !== $website && author_site_trim( is_string( $raw['url'] ?? null ) ? $raw['url'] : '' ) !== $website ) {
		$event['website'] = $website;
	}
	if ( $with_body ) {
		$event['body'] = author_site_description_paragraphs( is_string( $raw['description'] ?? null ) ? $raw['description'] : '' );
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

/** A post slug as WordPress writes it (src/events/client.ts SLUG). */
const AUTHOR_SITE_EVENT_SLUG = '/^[A-Za-z0-9_%-]{1,200}$/';

/**
 * An event's description as paragraphs of runs of text, a run with an `href`
 * when it links to an http(s) URL (src/events/description.ts).
 */
function author_site_description_paragraphs( $html ) {
	$linked     = author_site_html_to_linked_text( $html );
	$paragraphs = array();
	$links      = -1;
	$href       = null;
	foreach ( author_site_split( 'paragraphs', $linked['text'] ) as $paragraph ) {
		$runs  = array();
		$parts = preg_split( '/(' . AUTHOR_SITE_LINK_START . '|' . AUTHOR_SITE_LINK_END . ')/', $paragraph, -1, PREG_SPLIT_DELIM_CAPTURE );
		foreach ( $parts as $part ) {
			if ( AUTHOR_SITE_LINK_START === $part ) {
				++$links;
				$href = author_site_http_url( $linked['hrefs'][ $links ] ?? '' );
			} elseif ( AUTHOR_SITE_LINK_END === $part ) {
				$href = null;
			} elseif ( '' !== $part ) {
				$last = count( $runs ) - 1;
				if ( null === $href && $last >= 0 && ! isset( $runs[ $last ]['href'] ) ) {
					// Text beside text (a link whose href was not kept): one run.
					$runs[ $last ]['text'] .= $part;
				} else {
					$runs[] = null === $href ? array( 'text' => $part ) : array(
						'text' => $part,
						'href' => $href,
					);
				}
			}
		}
		if ( $runs ) {
			$paragraphs[] = $runs;
		}
	}
	return $paragraphs;
}

/**
 * The description's paragraphs: the mapped ones, else the plain
 * description's (src/events/details.ts paragraphsOf()).
 */
function author_site_event_paragraphs( array $event ) {
	if ( isset( $event['body'] ) ) {
		return $event['body'];
	}
	return array_map( fn( $text ) => array( array( 'text' => $text ) ), author_site_split( 'paragraphs', $event['description'] ) );
}

/**
 * The venue as address lines: name, street, "City, ST 12345", country
 * (src/events/details.ts venueLines()).
 */
function author_site_venue_lines( array $event ) {
	$venue = is_array( $event['venue'] ?? null ) ? $event['venue'] : array();
	if ( ! $venue ) {
		return array();
	}
	$region = implode( ' ', array_filter( array( $venue['state'] ?? '', $venue['zip'] ?? '' ), 'strlen' ) );
	return array_values(
		array_filter(
			array(
				$venue['venue'] ?? '',
				$venue['address'] ?? '',
				implode( ', ', array_filter( array( $venue['city'] ?? '', $region ), 'strlen' ) ),
				$venue['country'] ?? '',
			),
			'strlen'
		)
	);
}

/**
 * Whether the event happens online: its title or venue says "online" or
 * "virtual" (src/events/details.ts isOnlineEvent()).
 */
function author_site_event_is_online( array $event ) {
	return (bool) preg_match( '/\b(online|virtual)\b/i', $event['title'] . ' ' . author_site_venue_text( $event ) );
}

/**
 * The event's website and whether it is where to join an online event
 * (src/events/details.ts eventWebsite()), or null.
 */
function author_site_event_website( array $event ) {
	if ( empty( $event['website'] ) ) {
		return null;
	}
	return array(
		'url'    => $event['website'],
		'online' => author_site_event_is_online( $event ),
	);
}

/**
 * A URL of this site as an in-app path ("/event/summer-signing/"), or null
 * for one outside the home URL (src/events/eventLinks.ts appPathOf()).
 */
function author_site_app_path( $url ) {
	$home = home_url( '/' );
	if ( ! is_string( $url ) || '' === $url || 0 !== strpos( $url, $home ) ) {
		return null;
	}
	$rest = (string) preg_replace( '/#.*$/s', '', substr( $url, strlen( $home ) ) );
	return '' === $rest || '/' === $rest[0] ? null : '/' . $rest;
}

/**
 * The in-app path of an event's page, when its permalink is on this site
 * (src/events/eventLinks.ts eventAppPath()).
 */
function author_site_event_app_path( array $event ) {
	return empty( $event['slug'] ) ? null : author_site_app_path( $event['url'] ?? null );
}

/** The venue parts that are present, joined (src/events/venue.ts). */
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
 * The built-in event, shown when The Events Calendar has none
 * (src/events/defaultEvent.json, the app's too), its times in Unix seconds.
 */
function author_site_default_event() {
	$event = author_site_read_json( 'src/events/defaultEvent.json' );
	foreach ( array( 'start', 'end' ) as $key ) {
		$event[ $key ] = ( new DateTimeImmutable( (string) ( $event[ $key ] ?? '' ) ) )->getTimestamp();
	}
	return $event;
}
