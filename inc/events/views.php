<?php
/**
 * The Events Calendar's own views lead to the Events route for good; its iCal
 * export and single events stay as they are
 * (docs/whole-site.md#the-events-calendars-other-views).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a path (relative to the home URL, no slashes) is one of the plugin's
 * pretty views (`events/list`, `events/2026-11-24`, `venue/x`…).
 */
function author_site_is_events_view_path( $path ) {
	$views = 'list|month|day|week|photo|map|summary|today|upcoming|past|page|category|tag|\d{4}-\d{2}(?:-\d{2})?';
	return 1 === preg_match( '#^(?:events/(?:' . $views . ')(?:/.*)?|(?:venue|organizer)/[^/]+(?:/.*)?)$#i', $path );
}

/**
 * Whether WordPress read the request as one of the plugin's views (plain
 * `?post_type=tribe_events…` forms included); never the Events route itself.
 */
function author_site_is_events_view_query() {
	if ( get_query_var( 'author_site_route' ) ) {
		return false;
	}
	return is_post_type_archive( array( 'tribe_events', 'tribe_venue', 'tribe_organizer' ) )
		|| is_singular( array( 'tribe_venue', 'tribe_organizer' ) )
		|| is_tax( 'tribe_events_cat' );
}

/**
 * Sends the plugin's views (not their iCal export) to `/events` for good,
 * before the plugin's own handlers and the content-page redirect.
 */
function author_site_redirect_events_views() {
	if ( author_site_is_ical_request() ) {
		return;
	}
	$path = author_site_request_path();
	if ( ( null !== $path && author_site_is_events_view_path( $path ) ) || author_site_is_events_view_query() ) {
		// The plugin's `wp_redirect` filter drops a redirect from its views to
		// another URL unless told it is its own.
		add_filter( 'tec_events_views_v2_redirected', '__return_true' );
		wp_safe_redirect( author_site_route_url( 'events' ), 301 );
		exit;
	}
}
add_action( 'template_redirect', 'author_site_redirect_events_views', 0 );

/** `events.icalUrl`: the plugin's iCal export link, or null without the plugin. */
function author_site_events_ical_url() {
	if ( ! author_site_events_route_exists() ) {
		return null;
	}
	$url = function_exists( 'tribe_get_ical_link' ) ? tribe_get_ical_link() : home_url( '/events/?ical=1' );
	$url = author_site_http_url( is_string( $url ) ? $url : '' );
	return null === $url ? null : $url;
}
