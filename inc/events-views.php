<?php
/**
 * The Events Calendar's own views under this theme
 * (docs/whole-site.md#the-events-calendars-other-views): its list, month,
 * day and page views, category and tag archives, venues and organizers lead
 * to the Events route for good; its iCal export stays the plugin's, and the
 * Events page links to it. Single events (`/event/SLUG/`) are not touched here.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a path (relative to the home URL, no slashes) is one of the
 * plugin's views: `events/list`, `events/month/2026-11`, `events/today`,
 * `events/page/2`, `events/2026-11-24`, `events/category/x`, `venue/x`,
 * `organizer/x`… (its pretty permalinks; the single-event stand-in of the
 * test site, `events/SLUG`, is none of them).
 *
 * @param string $path Request path.
 * @return bool
 */
function author_site_is_events_view_path( $path ) {
	$views = 'list|month|day|week|photo|map|summary|today|upcoming|past|page|category|tag|\d{4}-\d{2}(?:-\d{2})?';
	return 1 === preg_match( '#^(?:events/(?:' . $views . ')(?:/.*)?|(?:venue|organizer)/[^/]+(?:/.*)?)$#i', $path );
}

/**
 * Whether WordPress read the request as one of the plugin's views (its plain
 * `?post_type=tribe_events…` and `?tribe_venue=…` forms included). The
 * Events route itself is never one.
 *
 * @return bool
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
 * Sends the plugin's views to `/events` with a permanent redirect, before the
 * plugin's own handlers (priority 10) and the content-page redirect. The iCal
 * export (`?ical=1` on any of them) is left to the plugin.
 */
function author_site_redirect_events_views() {
	if ( author_site_is_ical_request() ) {
		return;
	}
	$path = author_site_request_path();
	if ( ( null !== $path && author_site_is_events_view_path( $path ) ) || author_site_is_events_view_query() ) {
		// The plugin's `wp_redirect` filter drops a redirect from one of its
		// views to a URL that is not one, unless told it is its own.
		add_filter( 'tec_events_views_v2_redirected', '__return_true' );
		wp_safe_redirect( author_site_route_url( 'events' ), 301 );
		exit;
	}
}
add_action( 'template_redirect', 'author_site_redirect_events_views', 0 );

/**
 * `events.icalUrl` (docs/runtime-config.md): the plugin's iCal export of its
 * upcoming events when The Events Calendar is active (its own link when it
 * gives one, else `/events/?ical=1`), else null.
 *
 * @return string|null
 */
function author_site_events_ical_url() {
	if ( ! author_site_events_route_exists() ) {
		return null;
	}
	$url = function_exists( 'tribe_get_ical_link' ) ? tribe_get_ical_link() : home_url( '/events/?ical=1' );
	$url = author_site_http_url( is_string( $url ) ? $url : '' );
	return null === $url ? null : $url;
}
