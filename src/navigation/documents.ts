/**
 * The route documents of a visit: each fetched at most once while fresh, and
 * the app's reads answered from the document of the address it is at
 * (docs/remote-calls.md#in-app-navigation).
 */
import { parseDrawnRoute, type DrawnRoute } from '../config/parse';
import {
	fetchRouteDocument,
	type FetchPriority,
	type RouteDocument,
} from './routeDocument';

/**
 * How long a fetched document stands for its route: as long as a browser
 * keeps a prefetched page, so an edit shows on the first read after that.
 */
export const DOCUMENT_FRESH_MS = 5 * 60 * 1000;

interface Entry {
	request: Promise< RouteDocument | null >;
	at: number;
	/** The document once it has arrived. */
	doc?: RouteDocument;
}

const entries = new Map< string, Entry >();
const drawn = new Set< string >();
let started = false;
let firstView = '';

/** A document's key: its absolute address without the fragment. */
export function documentKey( href: string ): string {
	const url = new URL( href, window.location.href );
	url.hash = '';
	return url.href;
}

/**
 * A route's document: the one fetched within DOCUMENT_FRESH_MS, else a new
 * fetch. Null when it failed, which is then forgotten.
 *
 * @param href     The route's address.
 * @param priority `low` ahead of a click.
 */
export function loadRouteDocument(
	href: string,
	priority: FetchPriority
): Promise< RouteDocument | null > {
	const key = documentKey( href );
	const now = Date.now();
	const known = entries.get( key );
	if ( known && now - known.at < DOCUMENT_FRESH_MS ) {
		return known.request;
	}
	const entry: Entry = {
		at: now,
		request: fetchRouteDocument( key, priority ).then(
			( doc ) => {
				entry.doc = doc;
				return doc;
			},
			() => {
				if ( entries.get( key ) === entry ) {
					entries.delete( key );
				}
				return null;
			}
		),
	};
	entries.set( key, entry );
	return entry.request;
}

/**
 * From now on, a read the page did not preload is asked of the address's
 * document; the first view's own address needs none fetched ahead.
 */
export function startDocumentReads(): void {
	started = true;
	firstView = documentKey( window.location.href );
}

/** Whether the first view is drawn: before it, nothing is read from documents. */
export function documentReadsStarted(): boolean {
	return started;
}

/** Whether an address is the first view's, whose data the page brought. */
export function isFirstView( href: string ): boolean {
	return documentKey( href ) === firstView;
}

/** Notes that the app has drawn an address: its reads are in the visit's caches. */
export function markDrawn( href: string ): void {
	drawn.add( documentKey( href ) );
}

/** Whether the app has drawn an address in this visit (the first view's included). */
export function wasDrawn( href: string ): boolean {
	const key = documentKey( href );
	return key === firstView || drawn.has( key );
}

/** Rejects as an aborted fetch does once the signal aborts. */
function aborted( signal: AbortSignal | null | undefined ): Promise< never > {
	return new Promise( ( resolve, reject ) => {
		const abort = () =>
			reject( new DOMException( 'The read was aborted.', 'AbortError' ) );
		if ( signal?.aborted ) {
			abort();
		}
		signal?.addEventListener( 'abort', abort, { once: true } );
	} );
}

/**
 * The answer to a REST path from the document of the address the app is at,
 * or undefined (the read then goes to the REST API).
 *
 * @param path   The REST path as the app wrote it.
 * @param signal The read's abort signal.
 */
export async function answerFromDocument(
	path: string,
	signal?: AbortSignal | null
): Promise< { body: unknown } | undefined > {
	if ( ! started ) {
		return undefined;
	}
	const document = await Promise.race( [
		loadRouteDocument( window.location.href, 'high' ),
		aborted( signal ),
	] );
	return document?.answers.has( path )
		? { body: document.answers.get( path ) }
		: undefined;
}

/** The address's document if it has arrived and is fresh, else undefined. */
function documentHere(): RouteDocument | undefined {
	const entry = started
		? entries.get( documentKey( window.location.href ) )
		: undefined;
	return entry && Date.now() - entry.at < DOCUMENT_FRESH_MS
		? entry.doc
		: undefined;
}

/**
 * The answer to a REST path in the address's document, at once, when it has
 * arrived (fetched ahead): a view then draws without a loading state.
 *
 * @param path The REST path as the app writes it.
 */
export function answerHere( path: string ): { body: unknown } | undefined {
	const doc = documentHere();
	return doc?.answers.has( path )
		? { body: doc.answers.get( path ) }
		: undefined;
}

/** What the server drew at the address, from its document if it has arrived. */
export function drawnHere(): DrawnRoute | undefined {
	const doc = documentHere();
	return doc ? parseDrawnRoute( doc.config ) : undefined;
}

/**
 * What the server drew at the address the app is at, from its document; null
 * on the first view (the page's own configuration says it) or when the
 * document could not be read.
 */
export async function drawnRouteHere(): Promise< DrawnRoute | null > {
	if ( ! started ) {
		return null;
	}
	const document = await loadRouteDocument( window.location.href, 'high' );
	return document ? parseDrawnRoute( document.config ) : null;
}

/** For tests: forget every document. */
export function resetDocuments(): void {
	entries.clear();
	drawn.clear();
	started = false;
	firstView = '';
}
