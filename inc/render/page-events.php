<?php
/**
 * First view of Events and its event cards.
 * PHP twin: src/pages/EventsPage.tsx, with src/events/.
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

/** When an event is, with the calendar icon. Twin: EventWhen. */
function author_site_render_event_when( array $event ) {
	return author_site_el(
		'p',
		array( 'class' => 'event-card__meta' ),
		array(
			author_site_icon( 'calendar' ),
			author_site_text( 'time', array( 'datetime' => gmdate( 'Y-m-d\TH:i:s\Z', $event['start'] ) ), author_site_format_event_date( $event ) ),
		)
	);
}

/**
 * An event's featured image, on its card and its page. Twin: EventPicture.
 * @param array $image url, alt, width, height.
 */
function author_site_render_event_image( array $image, $class_name, $lazy = false ) {
	return author_site_el(
		'img',
		array(
			'class'         => $class_name,
			'src'           => $image['url'],
			'alt'           => $image['alt'],
			'width'         => $image['width'] ?? null,
			'height'        => $image['height'] ?? null,
			'fetchpriority' => $lazy ? 'low' : null,
			'loading'       => $lazy ? 'lazy' : null,
		)
	);
}

/** One event card. Twin: EventCard. */
function author_site_render_event_card( array $event, $upcoming = false ) {
	$copy     = author_site_copy( 'events', 'card' );
	$where    = author_site_venue_text( $event );
	$title_id = 'event-' . $event['id'];
	$hidden   = author_site_text( 'span', array( 'class' => 'visually-hidden' ), author_site_fill( $copy['hiddenTitle'], array( 'title' => $event['title'] ) ) );
	$parts    = array();
	if ( ! empty( $event['image'] ) ) {
		$parts[] = author_site_render_event_image( $event['image'], 'event-card__image', true );
	}
	$parts[] = author_site_text(
		'h3',
		array(
			'id'    => $title_id,
			'class' => 'event-card__title',
		),
		$event['title']
	);
	$parts[] = author_site_render_event_when( $event );
	if ( '' !== $where ) {
		$parts[] = author_site_el( 'p', array( 'class' => 'event-card__meta' ), array( author_site_icon( 'map-pin' ), author_site_text( 'span', array(), $where ) ) );
	}
	if ( '' !== $event['description'] ) {
		$parts[] = author_site_text( 'p', array( 'class' => 'event-card__description' ), $event['description'] );
	}
	$website = author_site_event_website( $event );
	if ( ! empty( $event['url'] ) || null !== $website ) {
		$links = array();
		if ( ! empty( $event['url'] ) ) {
			$path    = author_site_event_app_path( $event );
			$links[] = author_site_el(
				'a',
				array(
					'class' => 'event-card__link',
					'href'  => null === $path ? $event['url'] : author_site_href( $path ),
				),
				array( author_site_esc( $copy['detailsLink'] ), $hidden )
			);
		}
		if ( null !== $website ) {
			$links[] = author_site_el(
				'a',
				array(
					'class' => 'event-card__link',
					'href'  => $website['url'],
				),
				array( author_site_esc( $website['online'] ? $copy['joinOnline'] : $copy['website'] ), $hidden )
			);
		}
		$parts[] = author_site_el( 'p', array( 'class' => 'event-card__links' ), $links );
	}
	if ( $upcoming ) {
		// Built here, so escaped as attributes: esc_url() would drop the data:
		// scheme and the encoded line breaks.
		$ics     = author_site_event_ics_url( $event );
		$parts[] = author_site_el(
			'p',
			array( 'class' => 'event-card__calendar' ),
			array(
				'<a class="button button--ghost button--small" href="' . author_site_esc( $ics ) . '" download="' . author_site_esc( 'event-' . $event['id'] . '.ics' ) . '">' . author_site_esc( $copy['icsButton'] ) . $hidden . '</a>',
				'<a class="button button--ghost button--small" href="' . author_site_esc( author_site_google_calendar_url( $event ) ) . '">' . author_site_esc( $copy['googleButton'] ) . $hidden . '</a>',
			)
		);
	}
	return author_site_el( 'li', array( 'class' => 'event-card' ), author_site_el( 'article', array( 'aria-labelledby' => $title_id ), $parts ) );
}

/** The launch banner. Twin: LaunchBanner. */
function author_site_render_launch_banner() {
	$copy = author_site_copy( 'pages', 'events' );
	return author_site_section(
		array(
			'class'    => 'section section--tight',
			'title_id' => 'launch-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'launch-banner' ),
			array(
				author_site_icon( 'sparkle', 'launch-banner__icon' ),
				author_site_el(
					'div',
					array(),
					array(
						author_site_text(
							'h2',
							array(
								'id'    => 'launch-title',
								'class' => 'launch-banner__title',
							),
							$copy['launch']['title']
						),
						author_site_text( 'p', array(), $copy['launch']['text'] ),
					)
				),
			)
		)
	);
}

/**
 * The coming events, or a note that none is set. Twin: Upcoming, without its
 * spinner: the first view never waits for events.
 * @param array[] $upcoming Events to come, soonest first.
 */
function author_site_render_upcoming( array $upcoming, $no_events_message, $ical_url = null ) {
	$copy = author_site_copy( 'pages', 'events' );
	$body = $upcoming
		? author_site_el( 'ul', array( 'class' => 'event-list' ), implode( '', array_map( fn( $e ) => author_site_render_event_card( $e, true ), $upcoming ) ) )
		: author_site_el(
			'div',
			array( 'class' => 'empty-state' ),
			array(
				author_site_icon( 'calendar', 'empty-state__icon' ),
				author_site_text( 'h3', array( 'class' => 'empty-state__title' ), $copy['noUpcomingTitle'] ),
				author_site_text( 'p', array(), $no_events_message ),
			)
		);
	if ( is_string( $ical_url ) && '' !== $ical_url ) {
		// Twin: SubscribeLink.
		$body .= author_site_el(
			'p',
			array( 'class' => 'events-subscribe' ),
			author_site_text(
				'a',
				array(
					'class' => 'button button--ghost button--small',
					'href'  => $ical_url,
				),
				$copy['subscribeLink']
			)
		);
	}
	return author_site_titled_section(
		array(
			'class'    => 'section section--tight',
			'title_id' => 'upcoming-title',
			'title'    => $copy['upcomingTitle'],
		),
		$body
	);
}

/**
 * The past events. Twin: Past.
 * @param array[] $past Past events, latest first.
 */
function author_site_render_past( array $past ) {
	$copy = author_site_copy( 'pages', 'events' );
	return author_site_titled_section(
		array(
			'class'    => 'section section--tight',
			'title_id' => 'past-title',
			'title'    => $copy['pastTitle'],
		),
		$past
			? author_site_el( 'ul', array( 'class' => 'event-list event-list--past' ), implode( '', array_map( 'author_site_render_event_card', $past ) ) )
			: author_site_text( 'p', array( 'class' => 'empty-note' ), $copy['noPastText'] )
	);
}

/** Renders Events. Twin: EventsView. */
function author_site_render_events() {
	$c        = author_site_page_content( 'events' );
	$copy     = author_site_copy( 'pages', 'events' );
	$events   = author_site_events_to_show();
	$now      = author_site_now();
	$upcoming = array_values( array_filter( $events, fn( $e ) => $e['start'] > $now ) );
	$past     = array_values( array_filter( $events, fn( $e ) => $e['start'] <= $now ) );
	usort( $upcoming, fn( $a, $b ) => $a['start'] <=> $b['start'] );
	usort( $past, fn( $a, $b ) => $b['start'] <=> $a['start'] );

	return author_site_page_header(
		array(
			'title'       => $c['pageTitle'],
			'description' => $c['pageDescription'],
		)
	)
		. author_site_render_launch_banner()
		. author_site_render_upcoming( $upcoming, $c['noEventsMessage'], author_site_config()['events']['icalUrl'] )
		. author_site_render_past( $past )
		. author_site_call_to_action( array_merge( array( 'title_id' => 'never-miss-title' ), $copy['neverMiss'] ) );
}
