/**
 * Fetches what a route needs to draw before the visitor clicks: its document
 * (its data) and its first picture, at low priority, at most once, never on a
 * connection that asks to save data (docs/remote-calls.md#prefetching). The
 * views read the document when they draw (answerHere()).
 */
import { catalogueToday } from '../books/store';
import { getConfig, routerBasename } from '../config/config';
import { routeOfPath } from '../content/routes';
import { eventLinkAt } from '../events/eventLinks';
import { loadDateData } from '../events/format';
import {
	documentKey,
	documentReadsStarted,
	isFirstView,
	loadRouteDocument,
	wasDrawn,
} from './documents';
import type { PictureSource } from './routeDocument';

/** The Network Information API, where the browser has it. */
interface Connection {
	saveData?: boolean;
	effectiveType?: string;
}

function connection(): Connection | undefined {
	return ( navigator as Navigator & { connection?: Connection } ).connection;
}

/** Whether anything may be fetched ahead: not when the connection asks to save data or is 2G. */
export function mayPrefetch(): boolean {
	const info = connection();
	return info?.saveData !== true && ! /2g/.test( info?.effectiveType ?? '' );
}

/** Whether links in view may be fetched ahead: a connection known to be fast. */
export function mayPrefetchInView(): boolean {
	return mayPrefetch() && connection()?.effectiveType === '4g';
}

const pictures = new Set< string >();

/** Asks for a picture as its <img> would, at low priority, once. */
function prefetchPicture( picture: PictureSource | null ): void {
	if ( ! picture || pictures.has( picture.src ) ) {
		return;
	}
	pictures.add( picture.src );
	const img = new Image();
	img.setAttribute( 'fetchpriority', 'low' );
	img.decoding = 'async';
	if ( picture.sizes ) {
		img.sizes = picture.sizes;
	}
	if ( picture.srcset ) {
		img.srcset = picture.srcset;
	}
	img.src = picture.src;
}

/**
 * Makes ahead what a route's view would make as it draws and the browser
 * takes long over the first time: the date formats (their time zone data)
 * for the events, the day the catalogue is read on for the books.
 *
 * @param url The route's address.
 */
function prepareViewOf( url: URL ): void {
	const config = getConfig();
	const route = routeOfPath( url.pathname, routerBasename( config ) );
	if (
		route === '/events' ||
		eventLinkAt( url.pathname, url.search, config.homeUrl )
	) {
		loadDateData();
	} else if (
		route === '/books' ||
		route.startsWith( '/books/' ) ||
		route.startsWith( '/series/' )
	) {
		catalogueToday();
	}
}

/**
 * Fetches a route ahead of a click, once; nothing for the current address,
 * the first view's, or on a connection that asks to save data. A failure
 * changes nothing: the click then reads the route as it would have.
 *
 * @param href The route's address.
 */
export function prefetchRoute( href: string ): void {
	if ( ! documentReadsStarted() || ! mayPrefetch() ) {
		return;
	}
	const key = documentKey( href );
	if ( key === documentKey( window.location.href ) || isFirstView( key ) ) {
		return;
	}
	loadRouteDocument( key, 'low' ).then( ( doc ) => {
		if ( doc ) {
			prepareViewOf( new URL( key ) );
			prefetchPicture( doc.picture );
		}
	} );
}

/**
 * A press on a link (pointer down, or the click of a key): its route's
 * document at once, on any connection, as the navigation will read it;
 * nothing for a route this visit has drawn (its reads are kept).
 *
 * @param href The route's address.
 */
export function readOnPress( href: string ): void {
	const key = documentKey( href );
	if (
		documentReadsStarted() &&
		key !== documentKey( window.location.href ) &&
		! wasDrawn( key )
	) {
		loadRouteDocument( key, 'high' );
	}
}
