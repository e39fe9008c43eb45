/**
 * Which locations are event pages: wherever The Events Calendar's permalink
 * points, for an event the app has loaded or the server drew
 * (docs/events.md#event-page).
 */
import type { SiteEvent } from './types';

/** What the app knows of the event at a location. */
export interface EventLink {
	slug: string;
	/** The event as a list showed it: enough to draw its page at once. */
	event?: SiteEvent;
}

const links = new Map< string, EventLink >();
/** The events lists have shown, by id (their pages are found by path). */
const listed = new Map< string, SiteEvent >();

/** The registry's key of a location: the path without trailing slashes, then the query. */
function key( pathname: string, search: string ): string {
	return ( pathname.replace( /\/+$/, '' ) || '/' ) + search;
}

/**
 * A URL of this site as an in-app path ("/event/summer-signing/"), or
 * undefined outside the home URL.
 * PHP twin: author_site_event_app_path() in inc/events/events.php.
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

/** The in-app path of an event's page, when its permalink is on this site. */
export function eventAppPath(
	event: SiteEvent,
	homeUrl: string
): string | undefined {
	return event.slug ? appPathOf( event.url, homeUrl ) : undefined;
}

/** Records that a path is an event's page. */
export function registerEventLink( path: string, link: EventLink ): void {
	links.set( keyOfPath( path ), link );
}

/** Remembers a list's events, so their pages open in the app. */
export function registerEvents( events: SiteEvent[] ): void {
	for ( const event of events ) {
		listed.set( event.id, event );
	}
}

/** The path and query of an in-app path, as the registry's key. */
function keyOfPath( path: string ): string {
	const [ pathname = '', ...query ] = path.split( '?' );
	return key( pathname, query.length ? `?${ query.join( '?' ) }` : '' );
}

/** The event whose page a location is, if any. */
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
