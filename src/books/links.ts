/**
 * A book's `buy_links` and `isbn` lines read into links and ISBNs, and its
 * `audio_sample` address (docs/books.md).
 */
import { safeUrl } from '../config/values';
import { trimAscii } from '../content/sections';
import catalogue from './catalogue.json';
import type { BookProblem, BuyLink, Format, Isbn } from './types';
import { readIsbn } from './values';

interface StoreEntry {
	hosts: string[];
	name: string;
	icon: string | null;
	universal?: boolean;
}

const FORMATS = Object.keys( catalogue.formats ) as Format[];

/** Each store's host patterns as expressions: `*` is a country's ending (com, co.uk). */
const STORES = ( catalogue.stores as StoreEntry[] ).map( ( store ) => ( {
	store,
	patterns: store.hosts.map(
		( host ) =>
			new RegExp(
				'^' +
					host
						.split( '*' )
						.map( ( part ) => part.replace( /\./g, '\\.' ) )
						.join( catalogue.countryEnding ) +
					'$'
			)
	),
} ) );

/** ASCII capitals only in lower case, as PHP's strtolower() (the Kelvin sign is no k). */
function asciiLower( text: string ): string {
	return text.replace( /[A-Z]/g, ( c ) => c.toLowerCase() );
}

/** The format a label names (any case; aliases from catalogue.json), or null. */
export function formatNamed( label: string ): Format | null {
	const name = asciiLower( label );
	return (
		FORMATS.find( ( format ) =>
			catalogue.formats[ format ].aliases.includes( name )
		) ?? null
	);
}

/** A line split at its first colon into a label, its format and the rest; null without a label. */
function labelled(
	line: string
): { label: string; format: Format | null; value: string } | null {
	const match = /^([^:]*):(.*)$/.exec( line );
	const label = trimAscii( match?.[ 1 ] ?? '' );
	if ( ! match || /^https?$/i.test( label ) ) {
		return null;
	}
	return {
		label,
		format: formatNamed( label ),
		value: trimAscii( match[ 2 ]! ),
	};
}

/** One problem Content Health will list. */
export function bookProblem(
	code: BookProblem[ 'code' ],
	section: string,
	text: string
): BookProblem {
	return { code, section, text };
}

/** A link's host name, lower case, without a final dot. */
function hostOf( url: string ): string {
	const host = /^https?:\/\/([^/?#:]+)/i.exec( url )?.[ 1 ] ?? '';
	return asciiLower( host ).replace( /\.$/, '' );
}

/** The store a link leads to: by its host or a parent domain, else its host without `www.`. */
export function storeOf( url: string ): Omit< BuyLink, 'url' | 'format' > {
	const labels = hostOf( url ).split( '.' );
	for ( let i = 0; i < labels.length - 1; i++ ) {
		const candidate = labels.slice( i ).join( '.' );
		for ( const { store, patterns } of STORES ) {
			if ( patterns.some( ( pattern ) => pattern.test( candidate ) ) ) {
				return {
					store: store.name,
					icon: store.icon,
					universal: store.universal === true,
				};
			}
		}
	}
	return {
		store: labels.join( '.' ).replace( /^www\./, '' ),
		icon: null,
		universal: false,
	};
}

/** An absolute http(s) URL by the site's one link rule (src/config/links.json), else null. */
function absoluteLink( value: string ): string | null {
	const url = safeUrl( value );
	return url && ! url.startsWith( '/' ) ? url : null;
}

/**
 * The `buy_links` lines: `FORMAT: URL` or `URL`; a link that is not absolute http(s) is dropped.
 */
export function readBuyLinks( lines: string[] ): {
	links: BuyLink[];
	problems: BookProblem[];
} {
	const links: BuyLink[] = [];
	const problems: BookProblem[] = [];
	for ( const line of lines ) {
		const parts = labelled( line );
		const format = parts?.format ?? null;
		// An unknown label before a URL is a format the site does not know;
		// before anything else (`javascript:…`) it is part of the link.
		const named =
			parts && ( format || /^https?:\/\//i.test( parts.value ) );
		const url = absoluteLink( named ? parts.value : line );
		if ( named && ! format ) {
			problems.push( bookProblem( 'unknown-format', 'buy_links', line ) );
		}
		if ( url === null ) {
			problems.push( bookProblem( 'not-http-link', 'buy_links', line ) );
			continue;
		}
		links.push( { url, format, ...storeOf( url ) } );
	}
	return { links, problems };
}

/** The `isbn` lines: `FORMAT: ISBN`, one per format; the first one of a format wins. */
export function readIsbns( lines: string[] ): {
	isbns: Isbn[];
	problems: BookProblem[];
} {
	const isbns: Isbn[] = [];
	const problems: BookProblem[] = [];
	for ( const line of lines ) {
		const parts = labelled( line );
		const format = parts?.format ?? null;
		const isbn = parts?.format ? readIsbn( parts.value ) : null;
		if ( format && isbn && ! isbns.some( ( i ) => i.format === format ) ) {
			isbns.push( { format, isbn } );
			continue;
		}
		let code: BookProblem[ 'code' ] = 'duplicate-isbn';
		if ( ! format ) {
			code = 'unknown-format';
		} else if ( ! isbn ) {
			code = 'invalid-isbn';
		}
		problems.push( bookProblem( code, 'isbn', line ) );
	}
	return { isbns, problems };
}

/**
 * Whether an absolute URL is a file under the Media Library's address: that
 * address and `/` begin it, and no `.` or `..` step (`%2e` too) leads out.
 * @param url     An absolute URL.
 * @param uploads The Media Library's address, absolute.
 */
function inUploads( url: string, uploads: string ): boolean {
	const base = uploads.replace( /\/+$/, '' ) + '/';
	if ( ! url.startsWith( base ) ) {
		return false;
	}
	const path = url.slice( base.length ).split( /[?#]/ )[ 0 ]!;
	return ! path
		.split( '/' )
		.some( ( step ) => /^(?:\.|%2e){1,2}$/i.test( step ) );
}

/**
 * The `audio_sample` address (docs/books.md#a-books-extras), by the site's one
 * link rule: an absolute https: URL, or an http: one in the site's Media
 * Library, whose address WordPress gives (the configuration's `uploadsUrl`;
 * null when unknown); else null.
 * @param text    The section's text.
 * @param uploads The Media Library's address, or null.
 */
export function readAudioSample(
	text: string,
	uploads: string | null
): string | null {
	const url = absoluteLink( text );
	if ( url === null || /^https:/i.test( url ) ) {
		return url;
	}
	const base = uploads === null ? null : absoluteLink( uploads );
	return base !== null && inUploads( url, base ) ? url : null;
}
