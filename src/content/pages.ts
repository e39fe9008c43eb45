/**
 * WordPress page → page content: each field from its section by its rule, else
 * the built-in default (docs/content-format.md). PHP twin: inc/content/content.php.
 */
import { EMAIL_PATTERN } from '../config/values';
import { DEFAULT_CONTENT } from './defaults';
import schema from './schema.json';
import { htmlToText, parseSections, type Sections } from './sections';
import { firstHttpUrl, splitLines, splitList, splitParagraphs } from './split';
import type { ContentByPage, PageKey } from './types';

export type Rule = 'text' | 'lines' | 'paragraphs' | 'list' | 'url' | 'email';

/** Page key → WordPress page slug (docs/content-format.md#content-pages). */
export const PAGE_SLUGS = schema.slugs as Record< PageKey, string >;

/** Page key → section name → [field path, rule]; a dotted path is a nested field. */
export const SECTION_SCHEMA = schema.sections as unknown as Record<
	PageKey,
	Record< string, [ string, Rule ] >
>;

/** A section's value by its rule, or undefined when it yields nothing valid. */
export function applyRule(
	rule: Rule,
	sections: Sections,
	name: string
): string | string[] | undefined {
	const section = sections[ name ];
	if ( ! section ) {
		return undefined;
	}
	switch ( rule ) {
		case 'url':
			return firstHttpUrl( section );
		case 'email':
			return EMAIL_PATTERN.test( section.text )
				? section.text
				: undefined;
		case 'lines':
		case 'paragraphs':
		case 'list': {
			const split = {
				lines: splitLines,
				paragraphs: splitParagraphs,
				list: splitList,
			}[ rule ];
			const items = split( section.text );
			return items.length ? items : undefined;
		}
		default:
			return section.text === '' ? undefined : section.text;
	}
}

function setPath(
	target: Record< string, unknown >,
	path: string,
	value: unknown
): void {
	const dot = path.indexOf( '.' );
	if ( dot === -1 ) {
		target[ path ] = value;
		return;
	}
	const head = path.slice( 0, dot );
	const child = { ...( target[ head ] as Record< string, unknown > ) };
	target[ head ] = child;
	setPath( child, path.slice( dot + 1 ), value );
}

/** The first item of a WordPress pages answer, if it is a usable page. */
export interface WpPage {
	title?: { rendered?: unknown };
	excerpt?: { rendered?: unknown };
	content?: { rendered?: unknown; protected?: unknown };
	/**
	 * The parts the PHP parser cannot read as the browser does (inc/content/content.php):
	 * both views keep the defaults for them.
	 */
	author_site_unreadable?: unknown;
}

/** A page's rendered title or excerpt as plain text; '' when none or unreadable. */
function renderedText(
	page: WpPage,
	part: 'title' | 'excerpt',
	unreadable: unknown[]
): string {
	const rendered = page[ part ]?.rendered;
	return typeof rendered === 'string' && ! unreadable.includes( part )
		? htmlToText( rendered )
		: '';
}

/** A page's content from its `/wp/v2/pages?slug=…` answer; the defaults when unusable. */
export function pageContentFromAnswer< K extends PageKey >(
	page: K,
	answer: unknown
): ContentByPage[ K ] {
	const defaults = DEFAULT_CONTENT[ page ];
	const first = Array.isArray( answer )
		? ( answer[ 0 ] as WpPage | undefined )
		: undefined;
	const rendered = first?.content?.rendered;
	if (
		! first ||
		typeof rendered !== 'string' ||
		first.content?.protected === true
	) {
		return defaults;
	}
	const unreadable = Array.isArray( first.author_site_unreadable )
		? ( first.author_site_unreadable as unknown[] )
		: [];
	const sections = unreadable.includes( 'content' )
		? {}
		: parseSections( rendered );
	const content = { ...defaults } as Record< string, unknown >;
	for ( const [ name, [ path, rule ] ] of Object.entries(
		SECTION_SCHEMA[ page ]
	) ) {
		const value = applyRule( rule, sections, name );
		if ( value !== undefined ) {
			setPath( content, path, value );
		}
	}
	if ( page === 'events' ) {
		const title = renderedText( first, 'title', unreadable );
		const excerpt = renderedText( first, 'excerpt', unreadable );
		if ( title ) {
			content.pageTitle = title;
		}
		if ( excerpt ) {
			content.pageDescription = excerpt;
		}
	}
	return content as unknown as ContentByPage[ K ];
}
