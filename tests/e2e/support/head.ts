import type { APIRequestContext } from '@playwright/test';

/**
 * A view's <head> as the server sends it (no script runs): what search
 * engines and link previews read.
 */
export interface Head {
	status: number;
	title: string | null;
	/** `<meta name|property=… content=…>`: key → content (the first of each). */
	meta: Record< string, string >;
	/** `<link rel=… href=…>`: rel → href (the first of each). */
	links: Record< string, string >;
	/** Every JSON-LD block, parsed. */
	jsonLd: unknown[];
}

/**
 * HTML character references → text (the ones WordPress's escaping writes).
 * @param text
 */
export function decodeHtml( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi,
		( _, ref: string ) => {
			const named: Record< string, string > = {
				amp: '&',
				lt: '<',
				gt: '>',
				quot: '"',
				apos: "'",
			};
			if ( ref[ 0 ] !== '#' ) {
				return named[ ref.toLowerCase() ];
			}
			return String.fromCodePoint(
				ref[ 1 ].toLowerCase() === 'x'
					? parseInt( ref.slice( 2 ), 16 )
					: parseInt( ref.slice( 1 ), 10 )
			);
		}
	);
}

/**
 * A tag's attributes, decoded.
 * @param tag
 */
function attributes( tag: string ): Record< string, string > {
	const found: Record< string, string > = {};
	for ( const [ , name, , double, single ] of tag.matchAll(
		/([a-z:-]+)=("([^"]*)"|'([^']*)')/gi
	) ) {
		found[ name.toLowerCase() ] = decodeHtml( double ?? single );
	}
	return found;
}

/**
 * Fetches a path without a browser and reads its <head>.
 * @param request
 * @param path
 */
export async function readHead(
	request: APIRequestContext,
	path: string
): Promise< Head > {
	const answer = await request.get( path );
	const html = await answer.text();
	const head = /<head>([\s\S]*?)<\/head>/.exec( html )?.[ 1 ] ?? '';
	const meta: Record< string, string > = {};
	for ( const [ tag ] of head.matchAll( /<meta\s[^>]*>/g ) ) {
		const attrs = attributes( tag );
		const key = attrs.name ?? attrs.property;
		if ( key && attrs.content !== undefined && ! ( key in meta ) ) {
			meta[ key ] = attrs.content;
		}
	}
	const links: Record< string, string > = {};
	for ( const [ tag ] of head.matchAll( /<link\s[^>]*>/g ) ) {
		const attrs = attributes( tag );
		if ( attrs.rel && attrs.href && ! ( attrs.rel in links ) ) {
			links[ attrs.rel ] = attrs.href;
		}
	}
	const title = /<title>([\s\S]*?)<\/title>/.exec( head )?.[ 1 ];
	return {
		status: answer.status(),
		title: title === undefined ? null : decodeHtml( title ),
		meta,
		links,
		jsonLd: [
			...head.matchAll(
				/<script[^>]*\stype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g
			),
		].map( ( [ , json ] ) => JSON.parse( json ) ),
	};
}

type Node = Record< string, any >;

/**
 * The JSON-LD nodes of a type, from every block's @graph (or the block itself).
 * @param head
 * @param type
 */
export function nodesOfType( head: Head, type: string ): Node[] {
	return head.jsonLd
		.flatMap( ( block ) => {
			const node = block as Node;
			return Array.isArray( node[ '@graph' ] )
				? node[ '@graph' ]
				: [ node ];
		} )
		.filter( ( node: Node ) => node[ '@type' ] === type );
}
