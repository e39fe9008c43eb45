<?php
/**
 * An event's own page at The Events Calendar's permalink, whatever the
 * permalink structure, built from the plugin's single-event REST answer
 * (docs/events.md#event-page).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The post type and query var of The Events Calendar's events. */
const AUTHOR_SITE_EVENT_POST_TYPE = 'tribe_events';

/**
 * The slug of the event a request asks for, or null for any other request,
 * the plugin's own sub-views of an event (iCal, embed, a recurrence) included.
 */
function author_site_event_request_slug( array $query_vars ) {
	$slug = $query_vars[ AUTHOR_SITE_EVENT_POST_TYPE ] ?? ( AUTHOR_SITE_EVENT_POST_TYPE === ( $query_vars['post_type'] ?? null ) ? ( $query_vars['name'] ?? null ) : null );
	if ( ! is_string( $slug ) || ! preg_match( AUTHOR_SITE_EVENT_SLUG, $slug ) ) {
		return null;
	}
	// Only the event itself: nothing but its name, post type and (empty) page.
	$others = array_diff_key( $query_vars, array_flip( array( AUTHOR_SITE_EVENT_POST_TYPE, 'post_type', 'name', 'page', 'eventDisplay' ) ) );
	if ( $others || ! in_array( $query_vars['eventDisplay'] ?? 'single', array( 'single' ), true ) || ! empty( $query_vars['page'] ) ) {
		return null;
	}
	if ( isset( $query_vars['post_type'] ) && AUTHOR_SITE_EVENT_POST_TYPE !== $query_vars['post_type'] ) {
		return null;
	}
	return $slug;
}

/**
 * Takes an event's permalink for the theme's event page, before WordPress
 * queries anything (after the routes' filter).
 */
function author_site_filter_event_request( $query_vars ) {
	if ( is_admin() || ! is_array( $query_vars ) || isset( $query_vars['author_site_route'] ) ) {
		return $query_vars;
	}
	$slug = author_site_event_request_slug( $query_vars );
	if ( null === $slug ) {
		return $query_vars;
	}
	return array(
		'author_site_route' => 'event',
		'author_site_event' => $slug,
	);
}
add_filter( 'request', 'author_site_filter_event_request', 100 );

/** The single-event REST path of a slug (src/events/client.ts eventPath()). */
function author_site_event_rest_path( $slug ) {
	return '/tribe/events/v1/events/by-slug/' . author_site_encode_uri_component( $slug );
}

/** The slug of the event page being shown, or null. */
function author_site_current_event_slug() {
	$slug = get_query_var( 'author_site_event' );
	return is_string( $slug ) && preg_match( AUTHOR_SITE_EVENT_SLUG, $slug ) ? $slug : null;
}

/**
 * The event of the current event page, from the plugin's REST answer (kept for
 * the app's preload), with its description's paragraphs; or null.
 */
function author_site_current_event() {
	static $events = array();
	$slug          = author_site_current_event_slug();
	if ( null === $slug ) {
		return null;
	}
	if ( ! array_key_exists( $slug, $events ) ) {
		$events[ $slug ] = author_site_map_event( author_site_rest_answer( author_site_event_rest_path( $slug ) ), true );
	}
	return $events[ $slug ];
}
