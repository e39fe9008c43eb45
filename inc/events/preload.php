<?php
/**
 * The events answer the first view is built from: The Events Calendar's REST
 * answer, preloaded for the app, or the built-in event (docs/events.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The events REST path (src/events/client.ts eventsPath()). */
function author_site_events_path( $per_page = 20 ) {
	return '/tribe/events/v1/events?per_page=' . (int) $per_page . '&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date';
}

/** Whether The Events Calendar's archive route exists. */
function author_site_events_route_exists() {
	return array_key_exists( '/tribe/events/v1/events', rest_get_server()->get_routes( 'tribe/events/v1' ) );
}

/**
 * Preloads the events answer on the events route. Without The Events Calendar
 * every route hands the app an empty archive, so that it never asks for a
 * route that does not exist (a 404 in every visitor's console).
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
 * The events the first view shows: the preloaded events, else the built-in
 * one; made once a request (the JSON-LD and the list both use it).
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
