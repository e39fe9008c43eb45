<?php
/**
 * First view of Events.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The launch banner. Twin: LaunchBanner. */
function author_site_launch_banner() {
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
function author_site_upcoming( array $upcoming, $no_events_message, $ical_url = null ) {
	$copy = author_site_copy( 'pages', 'events' );
	$body = $upcoming
		? author_site_el( 'ul', array( 'class' => 'event-list' ), implode( '', array_map( fn( $e ) => author_site_event_card( $e, true ), $upcoming ) ) )
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
		// SubscribeLink, as the app draws it.
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
function author_site_past( array $past ) {
	$copy = author_site_copy( 'pages', 'events' );
	return author_site_titled_section(
		array(
			'class'    => 'section section--tight',
			'title_id' => 'past-title',
			'title'    => $copy['pastTitle'],
		),
		$past
			? author_site_el( 'ul', array( 'class' => 'event-list event-list--past' ), implode( '', array_map( 'author_site_event_card', $past ) ) )
			: author_site_text( 'p', array( 'class' => 'empty-note' ), $copy['noPastText'] )
	);
}

/** Renders Events. Twin: EventsPage. */
function author_site_events_page() {
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
		. author_site_launch_banner()
		. author_site_upcoming( $upcoming, $c['noEventsMessage'], author_site_config()['events']['icalUrl'] )
		. author_site_past( $past )
		. author_site_call_to_action( array_merge( array( 'title_id' => 'never-miss-title' ), $copy['neverMiss'] ) );
}
