/**
 * Which locations are event pages (docs/events.md#event-page). The app makes
 * no URL of its own for an event: an event's page is wherever The Events
 * Calendar's permalink (the event's `url`) points, under whatever permalink
 * structure the author chose. A location is an event page when it is the
 * in-app path of an event the app has loaded (the Events list registers
 * each), or the page the server rendered as one (the configuration's
 * `event`). Pure: no React.
 */
import type { SiteEvent } from './types';

/** What the app knows of the event at a location. */
export interface EventLink {
	/** The event's slug (TEC's `by-slug` REST route). */
	slug: string;
	/** The event as a list showed it: enough to draw its page at once. */
	event?: SiteEvent;
}

const links = new Map< string, EventLink >();

/**
 * The registry's key of a location: the path under the router's basename
 * without trailing slashes, then the query.
 *
 * @param pathname Path under the basename.
 * @param search   Query, with its "?" (or '').
 */
function key( pathname: string, search: string ): string {
	return ( pathname.replace( /\/+$/, '' ) || '/' ) + search;
}

/**
 * A URL of this site as an in-app path ("/event/summer-signing/"), or
 * undefined for a URL outside the home URL (inc/events.php
 * author_site_event_app_path() is the twin). The fragment is dropped.
 *
 * @param url     An absolute URL.
 * @param homeUrl The site's home URL, with its trailing slash.
 */
export function appPathOf(
	url: string | undefined,
	homeUrl: string
): string | undefined {
	if ( ! url || ! /^https?:\/\//i.test( homeUrl ) ) {
		return undefined;
	}
	const home = homeUrl.endsWith( '/' ) ? homeUrl : `${ homeUrl }/`;
	if ( ! url.startsWith( home ) ) {
		return undefined;
	}
	const rest = url.slice( home.length ).replace( /#.*$/, '' );
	return rest === '' || rest.startsWith( '/' ) ? undefined : `/${ rest }`;
}

/**
 * The in-app path of an event's page, when its permalink is on this site.
 *
 * @param event   The event.
 * @param homeUrl The site's home URL.
 */
export function eventAppPath(
	event: SiteEvent,
	homeUrl: string
): string | undefined {
	return event.slug ? appPathOf( event.url, homeUrl ) : undefined;
}

/**
 * Records that a path is an event's page.
 *
 * @param path An in-app path, with its query if any.
 * @param link The event there.
 */
export function registerEventLink( path: string, link: EventLink ): void {
	const [ pathname = '', ...query ] = path.split( '?' );
	const search = query.length ? `?${ query.join( '?' ) }` : '';
	links.set( key( pathname, search ), link );
}

/**
 * Records the page of each event that has one on this site.
 *
 * @param events  Events from a list.
 * @param homeUrl The site's home URL.
 */
export function registerEvents( events: SiteEvent[], homeUrl: string ): void {
	for ( const event of events ) {
		const path = eventAppPath( event, homeUrl );
		if ( path && event.slug ) {
			registerEventLink( path, { slug: event.slug, event } );
		}
	}
}

/**
 * The event whose page a location is, if any.
 *
 * @param pathname Path under the router's basename.
 * @param search   Query, with its "?" (or '').
 */
export function eventLinkAt(
	pathname: string,
	search: string
): EventLink | undefined {
	return links.get( key( pathname, search ) );
}

/** For tests: forget every event page. */
export function resetEventLinks(): void {
	links.clear();
}
