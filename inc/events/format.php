<?php
/**
 * When an event is, as text, in the site's formats (docs/events.md#dates).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * An instant in a date() format, with the names of src/events/dates.json so
 * the text matches the app's. Twin: formatFields().
 */
function author_site_format_date_fields( $format, DateTimeImmutable $time ) {
	$names = author_site_read_json( 'src/events/dates.json' );
	$am    = (int) $time->format( 'G' ) < 12;
	$out   = '';
	$count = strlen( $format );
	for ( $i = 0; $i < $count; $i++ ) {
		$char = $format[ $i ];
		if ( '\\' === $char ) {
			++$i;
			$out .= $format[ $i ] ?? '';
			continue;
		}
		switch ( $char ) {
			case 'l':
				$out .= $names['weekdays'][ (int) $time->format( 'w' ) ] ?? '';
				break;
			case 'F':
				$out .= $names['months'][ (int) $time->format( 'n' ) - 1 ] ?? '';
				break;
			case 'A':
				$out .= $am ? $names['am'] : $names['pm'];
				break;
			case 'a':
				$out .= strtolower( $am ? $names['am'] : $names['pm'] );
				break;
			default:
				$out .= str_contains( 'djmnYgGhHi', $char ) ? $time->format( $char ) : $char;
		}
	}
	return $out;
}

/** When an event is, as text (docs/events.md#dates). Twin: formatEventDate(). */
function author_site_format_event_date( array $event ) {
	try {
		$zone = new DateTimeZone( $event['timezone'] );
	} catch ( Exception $e ) {
		$zone = new DateTimeZone( 'UTC' );
	}
	$formats = author_site_read_json( 'src/events/dates.json' );
	$date    = static fn( DateTimeImmutable $time ) => author_site_format_date_fields( $formats['date'], $time );
	$time    = static fn( DateTimeImmutable $time ) => author_site_format_date_fields( $formats['time'], $time );
	$start   = ( new DateTimeImmutable( '@' . $event['start'] ) )->setTimezone( $zone );
	$end     = ( new DateTimeImmutable( '@' . $event['end'] ) )->setTimezone( $zone );
	$same    = $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' );
	if ( $event['allDay'] ) {
		return $same ? $date( $start ) : $date( $start ) . ' – ' . $date( $end );
	}
	$start_zone = $start->format( 'T' );
	$end_zone   = $end->format( 'T' );
	if ( ! empty( $event['timezoneAbbr'] ) ) {
		$end_zone   = $start_zone === $end_zone ? $event['timezoneAbbr'] : $end_zone;
		$start_zone = $event['timezoneAbbr'];
	}
	if ( $same ) {
		return $date( $start ) . ' · ' . $time( $start ) . ' – ' . $time( $end ) . ' ' . $end_zone;
	}
	return $date( $start ) . ' · ' . $time( $start ) . ' ' . $start_zone . ' – ' . $date( $end ) . ' · ' . $time( $end ) . ' ' . $end_zone;
}
