/**
 * Section markers → plain text (docs/content-format.md#section-markers). Pure: no React, no
 * network. The HTML is parsed by the browser's own parser (DOMParser), so
 * every named and numeric entity WordPress's texturizer writes is decoded by
 * the same code that decodes any HTML page; nothing from the input reaches
 * the output as markup, only text.
 *
 * inc/content/parser.php is the PHP twin (the server's first view); the
 * end-to-end hydration test proves the two agree on the same page.
 */
import { parseInertHtml } from './inertHtml';

export interface Section {
	/** The section as plain text (docs/content-format.md#plain-text). */
	text: string;
	/** The `href`s of links inside the section, in order, each once. */
	hrefs: string[];
}

export type Sections = Record< string, Section >;

const MARKER = /^\s*(\/?)\s*section\s*:\s*([a-z0-9_]+)\s*$/i;
/**
 * Elements whose whole content is dropped, by name in any namespace, on both
 * sides (AUTHOR_SITE_SKIPPED in inc/content/parser.php): raw text and RCDATA
 * elements, template, noscript and select. The browser keeps the text of
 * some as child text (a textarea's, an iframe's fallback text); WordPress's
 * HTML API does not; in SVG a style or script is an ordinary element, with
 * text. Dropping them all is the one rule both can follow exactly. Other
 * text in SVG or MathML is text.
 */
const SKIPPED = new Set( [
	'SCRIPT',
	'STYLE',
	'TEMPLATE',
	'NOSCRIPT',
	'IFRAME',
	'NOEMBED',
	'NOFRAMES',
	'XMP',
	'TEXTAREA',
	'TITLE',
	'PLAINTEXT',
	'SELECT',
] );
const XHTML = 'http://www.w3.org/1999/xhtml';
const BLOCKS = new Set( [
	'P',
	'H1',
	'H2',
	'H3',
	'H4',
	'H5',
	'H6',
	'DIV',
	'BLOCKQUOTE',
	'UL',
	'OL',
] );

type Token =
	| { kind: 'text' | 'br'; value: string }
	| { kind: 'href'; value: string }
	| { kind: 'hrefEnd' }
	| { kind: 'open'; name: string }
	| { kind: 'close'; name: string };

/**
 * A marker comment's name and whether it closes, or null for any other comment.
 * @param comment
 */
export function readMarker(
	comment: string
): { name: string; closing: boolean } | null {
	const match = MARKER.exec( comment );
	return match
		? { name: match[ 2 ]!.toLowerCase(), closing: match[ 1 ] === '/' }
		: null;
}

function tokenize( node: Node, out: Token[] ): void {
	for ( let child = node.firstChild; child; child = child.nextSibling ) {
		if (
			child.nodeType === Node.TEXT_NODE ||
			child.nodeType === Node.CDATA_SECTION_NODE
		) {
			// Typed line breaks are line breaks (a Custom HTML block keeps the text
			// as typed), but the one right after a <br> is only source formatting
			// (wpautop writes "<br />\n"). Runs are folded by normalizeText().
			let value = ( child.nodeValue ?? '' ).replace( /\r\n?/g, '\n' );
			if ( out[ out.length - 1 ]?.kind === 'br' ) {
				value = value.replace( /^\n/, '' );
			}
			out.push( { kind: 'text', value } );
		} else if ( child.nodeType === Node.COMMENT_NODE ) {
			const marker = readMarker( child.nodeValue ?? '' );
			if ( marker ) {
				out.push( {
					kind: marker.closing ? 'close' : 'open',
					name: marker.name,
				} );
			}
		} else if ( child.nodeType === Node.ELEMENT_NODE ) {
			const element = child as Element;
			const tag = element.tagName.toUpperCase();
			if ( SKIPPED.has( tag ) ) {
				continue;
			}
			if ( element.namespaceURI !== XHTML ) {
				// An SVG or MathML element: its text only (an SVG <a> is no link).
				tokenize( element, out );
				continue;
			}
			if ( tag === 'BR' ) {
				out.push( { kind: 'br', value: '\n' } );
				continue;
			}
			if ( tag === 'A' && element.hasAttribute( 'href' ) ) {
				out.push( {
					kind: 'href',
					value: element.getAttribute( 'href' ) ?? '',
				} );
			}
			tokenize( element, out );
			if ( tag === 'A' ) {
				out.push( { kind: 'hrefEnd' } );
			}
			if ( tag === 'LI' ) {
				out.push( { kind: 'text', value: '\n' } );
			} else if ( BLOCKS.has( tag ) ) {
				out.push( { kind: 'text', value: '\n\n' } );
			}
		}
	}
}

/**
 * Trims ASCII white space only (as PHP's trim() does; a no-break space is text).
 * @param text
 */
export function trimAscii( text: string ): string {
	return text.replace( /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, '' );
}

/**
 * docs/content-format.md#plain-text, step 7: collapse spaces, trim lines, at most one blank line, trim.
 * @param raw
 */
export function normalizeText( raw: string ): string {
	return trimAscii(
		raw
			.replace( /[ \t\f\r\v]+/g, ' ' )
			.split( '\n' )
			.map( trimAscii )
			.join( '\n' )
			.replace( /\n{3,}/g, '\n\n' )
	);
}

function parseDocument( html: string ): Document {
	return parseInertHtml( `<!DOCTYPE html><body>${ html }</body>` );
}

/**
 * Splits rendered page content into its named sections. A section runs from
 * its marker to the next marker (or its closing marker, or the end); text
 * before the first marker is ignored; when a name appears twice the first wins.
 *
 * @param html `content.rendered` of a WordPress page.
 */
export function parseSections( html: string ): Sections {
	let sections = parsed.get( html );
	if ( ! sections ) {
		sections = readSections( html );
		if ( parsed.size >= PARSED_KEPT ) {
			parsed.delete( parsed.keys().next().value! );
		}
		parsed.set( html, sections );
	}
	return sections;
}

/**
 * The last pages parseSections() read, by their HTML: /books reads its
 * content page for the page, the featured book and the catalogue, and the
 * browser's parser is the costly part of starting the app there.
 */
const parsed = new Map< string, Sections >();
const PARSED_KEPT = 16;

/** parseSections() itself; the answer is frozen, as it is shared. */
function readSections( html: string ): Sections {
	const tokens: Token[] = [];
	tokenize( parseDocument( html ).body, tokens );

	// No prototype: a section may be called `__proto__` or `constructor`.
	const raw: Record< string, { text: string; hrefs: string[] } > =
		Object.create( null );
	let current: { text: string; hrefs: string[] } | null = null;
	for ( const token of tokens ) {
		if ( token.kind === 'open' ) {
			const fresh = { text: '', hrefs: [] };
			if ( ! Object.prototype.hasOwnProperty.call( raw, token.name ) ) {
				raw[ token.name ] = fresh;
			}
			current = fresh;
		} else if ( token.kind === 'close' ) {
			current = null;
		} else if (
			current &&
			( token.kind === 'text' || token.kind === 'br' )
		) {
			current.text += token.value;
		} else if (
			current &&
			token.kind === 'href' &&
			! current.hrefs.includes( token.value )
		) {
			// Each href once: the browser repeats a link's href in the clones it
			// makes of a misnested link, in numbers the PHP twin cannot follow.
			current.hrefs.push( token.value );
		}
	}

	const sections: Sections = Object.create( null );
	for ( const [ name, section ] of Object.entries( raw ) ) {
		sections[ name ] = Object.freeze( {
			text: normalizeText( section.text ),
			hrefs: Object.freeze( section.hrefs ) as string[],
		} );
	}
	return Object.freeze( sections );
}

/**
 * A node's contents as plain text, by the same rules: the one HTML-to-text
 * reading of the app (see docs/content-format.md, "Plain text").
 *
 * @param node An element or document body, parsed inertly.
 */
export function nodeToText( node: Node ): string {
	const tokens: Token[] = [];
	tokenize( node, tokens );
	return normalizeText(
		tokens
			.map( ( token ) =>
				token.kind === 'text' || token.kind === 'br' ? token.value : ''
			)
			.join( '' )
	);
}

/**
 * Any HTML fragment (a title, an excerpt, an event's fields) as plain text,
 * by the same rules.
 *
 * @param html The fragment.
 */
export function htmlToText( html: string ): string {
	return nodeToText( parseDocument( html ).body );
}

/**
 * Where a link starts and ends in the text of htmlToLinkedText(): two
 * characters of Unicode's private use area, which the text itself never
 * keeps (they are taken out of it first).
 */
export const LINK_START = '\uE000';
export const LINK_END = '\uE001';
const LINK_MARKS = /[\uE000\uE001]/g;

/**
 * Any HTML fragment as plain text by the same rules, with each link's text
 * between LINK_START and LINK_END and the links' hrefs in order (one per
 * LINK_START; a link inside a link is part of the first). White space at a
 * link's edges is moved outside it. inc/content/parser.php
 * author_site_html_to_linked_text() is the PHP twin.
 *
 * @param html The fragment.
 */
export function htmlToLinkedText( html: string ): {
	text: string;
	hrefs: string[];
} {
	const tokens: Token[] = [];
	tokenize( parseDocument( html ).body, tokens );
	const hrefs: string[] = [];
	let text = '';
	let inLink = false;
	for ( const token of tokens ) {
		if ( token.kind === 'text' || token.kind === 'br' ) {
			text += token.value.replace( LINK_MARKS, '' );
		} else if ( token.kind === 'href' && ! inLink ) {
			text += LINK_START;
			hrefs.push( token.value );
			inLink = true;
		} else if ( token.kind === 'hrefEnd' && inLink ) {
			text += LINK_END;
			inLink = false;
		}
	}
	if ( inLink ) {
		text += LINK_END;
	}
	text = text
		.replace( /\uE000([ \t\n\r\f\v]+)/g, '$1' + LINK_START )
		.replace( /([ \t\n\r\f\v]+)\uE001/g, LINK_END + '$1' );
	return { text: normalizeText( text ), hrefs };
}
