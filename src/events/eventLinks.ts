/**
 * Which locations are event pages (docs/events.md#event-page). The app makes
 * no URL of its own for an event: an event's page is wherever The Events
 * Calendar's permalink (the event's `url`) points, under whatever permalink
 * structure the author chose. A location is an event page when it is the
 * in-app path of an event the app has loaded (the Events list remembers
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
/** The events lists have shown, by id (their pages are found by path). */
const listed = new Map< string, SiteEvent >();

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
	links.set( keyOfPath( path ), link );
}

/**
 * Remembers the events of a list: each one's page, where it has one on this
 * site, then opens in the app.
 *
 * @param events Events from a list.
 */
export function registerEvents( events: SiteEvent[] ): void {
	for ( const event of events ) {
		listed.set( event.id, event );
	}
}

/**
 * The path and query of an in-app path, as the registry's key.
 *
 * @param path An in-app path.
 */
function keyOfPath( path: string ): string {
	const [ pathname = '', ...query ] = path.split( '?' );
	return key( pathname, query.length ? `?${ query.join( '?' ) }` : '' );
}

/**
 * The event whose page a location is, if any: the page the server drew, or
 * the page of an event a list showed.
 *
 * @param pathname Path under the router's basename.
 * @param search   Query, with its "?" (or '').
 * @param homeUrl  The site's home URL.
 */
export function eventLinkAt(
	pathname: string,
	search: string,
	homeUrl: string
): EventLink | undefined {
	const wanted = key( pathname, search );
	const known = links.get( wanted );
	if ( known ) {
		return known;
	}
	for ( const event of listed.values() ) {
		const path = eventAppPath( event, homeUrl );
		if ( path && event.slug && keyOfPath( path ) === wanted ) {
			return { slug: event.slug, event };
		}
	}
	return undefined;
}

/** For tests: forget every event page. */
export function resetEventLinks(): void {
	links.clear();
	listed.clear();
}
