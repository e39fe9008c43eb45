/**
 * A route's data read from its own document: the page a full load of the
 * route gets, which a page cache serves without PHP
 * (docs/remote-calls.md#in-app-navigation).
 */
import { READ_TIMEOUT_MS } from '../api/apiFetch';
import { isRecord } from '../api/isRecord';
import { CONFIG_ELEMENT_ID, PRELOAD_ELEMENT_ID } from '../config/pageData';

/** The first picture of a document's main content, as its <img> asks for it. */
export interface PictureSource {
	src: string;
	srcset: string;
	sizes: string;
}

/** What a route's document gives the app. */
export interface RouteDocument {
	/** REST path → answer body, as the server preloaded them for the route. */
	answers: Map< string, unknown >;
	/** The document's runtime configuration as printed (unvalidated). */
	config: Record< string, unknown >;
	/** The first picture in its <main>, or null. */
	picture: PictureSource | null;
}

/**
 * The text of a JSON data element the theme printed (inc/app/assets.php). Its
 * JSON is printed with `<` escaped, so the element ends at the first `<`.
 */
function dataElementText( html: string, id: string ): string | null {
	const match = new RegExp(
		`<script[^>]*\\sid=["']${ id }["'][^>]*>([^<]*)</script>`
	).exec( html );
	return match?.[ 1 ] ?? null;
}

/** The parsed JSON of a data element, or undefined. */
function dataElement( html: string, id: string ): unknown {
	const text = dataElementText( html, id );
	if ( text === null ) {
		return undefined;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return undefined;
	}
}

/** The preloaded answers of a document, path → body (only those with a body). */
function answersOf( html: string ): Map< string, unknown > {
	const answers = new Map< string, unknown >();
	const preload = dataElement( html, PRELOAD_ELEMENT_ID );
	if ( isRecord( preload ) ) {
		for ( const [ path, answer ] of Object.entries( preload ) ) {
			if ( isRecord( answer ) && 'body' in answer ) {
				answers.set( path, answer.body );
			}
		}
	}
	return answers;
}

/**
 * The first <img> after the document's <main> opens, read by an inert
 * template (nothing loads), or null.
 */
export function firstPictureOf( html: string ): PictureSource | null {
	const main = html.search( /<main[\s>]/ );
	if ( main === -1 ) {
		return null;
	}
	const tag = /<img\s[^>]*>/.exec( html.slice( main ) );
	if ( ! tag ) {
		return null;
	}
	const template = document.createElement( 'template' );
	template.innerHTML = tag[ 0 ];
	const img = template.content.querySelector( 'img' );
	const src = img?.getAttribute( 'src' ) ?? '';
	if ( ! img || src === '' || src.startsWith( 'data:' ) ) {
		return null;
	}
	return {
		src,
		srcset: img.getAttribute( 'srcset' ) ?? '',
		sizes: img.getAttribute( 'sizes' ) ?? '',
	};
}

/** A document's HTML read for the app. */
export function readRouteDocument( html: string ): RouteDocument {
	const config = dataElement( html, CONFIG_ELEMENT_ID );
	return {
		answers: answersOf( html ),
		config: isRecord( config ) ? config : {},
		picture: firstPictureOf( html ),
	};
}

/** How eagerly a document is fetched: `low` ahead of a click, `high` for one. */
export type FetchPriority = 'low' | 'high';

/**
 * Fetches a route's document as a visitor without cookies would get it (what
 * a page cache keeps), within the read timeout. Rejects on any failure; a
 * 404 page is a document too (its answers hold for their paths).
 */
export function fetchRouteDocument(
	url: string,
	priority: FetchPriority
): Promise< RouteDocument > {
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), READ_TIMEOUT_MS );
	// Started in a promise, so a fetch that throws at once rejects too.
	return Promise.resolve()
		.then( () =>
			fetch( url, {
				credentials: 'omit',
				headers: { Accept: 'text/html' },
				signal: controller.signal,
				// Chromium's fetch priority; other browsers ignore it.
				priority,
			} as RequestInit )
		)
		.then( async ( response ) => {
			if (
				( ! response.ok && response.status !== 404 ) ||
				! /html/i.test( response.headers.get( 'Content-Type' ) ?? '' )
			) {
				throw new Error( `${ url }: ${ response.status }` );
			}
			return readRouteDocument( await response.text() );
		} )
		.finally( () => clearTimeout( timer ) );
}
