/**
 * A section's text split by its kind (lines, paragraphs, list) and its first
 * http(s) URL (docs/content-format.md#value-kinds). PHP twins:
 * author_site_split() in inc/content/content.php, author_site_http_url() in inc/lib/urls.php.
 */
import { trimAscii, type Section } from './sections';

const BULLET = /^[-*•][ \t]*/;

/**
 * lines: split on line breaks, trim, drop empty, drop a leading bullet.
 * @param text
 */
export function splitLines( text: string ): string[] {
	return text
		.split( '\n' )
		.map( ( line ) => trimAscii( trimAscii( line ).replace( BULLET, '' ) ) )
		.filter( Boolean );
}

/**
 * paragraphs: split on blank lines, trim, drop empty.
 * @param text
 */
export function splitParagraphs( text: string ): string[] {
	return text
		.split( /\n[ \t\r\f\v]*\n/ )
		.map( trimAscii )
		.filter( Boolean );
}

/**
 * list: split on commas, trim, drop empty.
 * @param text
 */
export function splitList( text: string ): string[] {
	return text.split( ',' ).map( trimAscii ).filter( Boolean );
}

// A URL in running text does not end in the punctuation after it ("…/abc.").
const URL_IN_TEXT = /https?:\/\/[^ \t\n\r\f<>"']*[^ \t\n\r\f<>"'.,;:!?)\]”’]/i;

/**
 * An absolute http(s) URL as written (trimmed), or undefined.
 * @param candidate
 */
export function asHttpUrl( candidate: string ): string | undefined {
	const trimmed = trimAscii( candidate );
	if ( ! /^https?:\/\/[^/?#\s]/i.test( trimmed ) ) {
		return undefined;
	}
	try {
		return new URL( trimmed ) && trimmed;
	} catch {
		return undefined;
	}
}

/**
 * url: the first absolute http(s) URL in the section's hrefs, then its text.
 * @param section
 */
export function firstHttpUrl( section: Section ): string | undefined {
	const candidates = [
		...section.hrefs,
		...( section.text.match( URL_IN_TEXT ) ?? [] ),
	];
	for ( const candidate of candidates ) {
		const url = asHttpUrl( candidate );
		if ( url ) {
			return url;
		}
	}
	return undefined;
}
