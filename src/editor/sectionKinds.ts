/**
 * Which kind of page is being edited (a content page, a book, or none) and
 * its sections, from window.authorSiteEditor (inc/editor/assets.php).
 */
import labelsInEnglish from './labels.json';
import { translateCopy } from '../i18n/translate';

export type Kind = keyof typeof labelsInEnglish;

// In the site's language, like the copy files (docs/i18n.md#which-texts-are-translated).
const labels = translateCopy( labelsInEnglish );

export interface EditorData {
	slugs: Record< string, string >;
	booksPageId: number;
	/** Kind → section name → the section's block markup with its built-in text. */
	sections: Record< string, Record< string, string > >;
}

export interface SectionInfo {
	name: string;
	label: string;
	where: string;
}

declare global {
	interface Window {
		authorSiteEditor?: EditorData;
	}
}

/** The editor's data from the theme, or an empty set. */
export function editorData(): EditorData {
	return (
		window.authorSiteEditor ?? { slugs: {}, booksPageId: 0, sections: {} }
	);
}

/**
 * The kind of page with this slug, parent and sections, or null for any other
 * page: a child of the Books page is a series page when it has a
 * `series_title` and no `title` (docs/books.md#series), else a book.
 */
export function kindOf(
	slug: string,
	parent: number,
	data: EditorData = editorData(),
	sections: string[] = []
): Kind | null {
	const page = Object.keys( data.slugs ).find(
		( key ) => data.slugs[ key ] === slug
	);
	if ( page && page in labels ) {
		return page as Kind;
	}
	if ( data.booksPageId <= 0 || parent !== data.booksPageId ) {
		return null;
	}
	return sections.includes( 'series_title' ) && ! sections.includes( 'title' )
		? 'series'
		: 'book';
}

/** A kind's sections in their order, each with its label. */
export function sectionsOf( kind: Kind ): SectionInfo[] {
	const named = labels[ kind ] as Record< string, string[] >;
	return Object.entries( named ).map( ( [ name, [ label, where ] ] ) => ( {
		name,
		label: label ?? name,
		where: where ?? '',
	} ) );
}

/** A section's label and where it appears; a null kind looks in every kind. */
export function sectionLabel( kind: Kind | null, name: string ): string {
	const kinds = kind ? [ kind ] : ( Object.keys( labels ) as Kind[] );
	for ( const each of kinds ) {
		const found = sectionsOf( each ).find(
			( section ) => section.name === name
		);
		if ( found ) {
			return `${ found.label } — ${ found.where }`;
		}
	}
	return name.replace( /_/g, ' ' );
}
