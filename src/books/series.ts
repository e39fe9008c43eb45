/**
 * The series model (docs/books.md#series): series pages read from the Books
 * content page's children, matched to the catalogue's series, and each
 * series' address, Start here and What's next. PHP twin: inc/books/series.php.
 */
import { applyRule, type Rule } from '../content/pages';
import type { Sections } from '../content/sections';
import { lowerEach } from './book';
import catalogue from './catalogue.json';
import type {
	Book,
	Series,
	SeriesPage,
	SeriesProblem,
	SeriesStatus,
} from './types';

/** Section name → [field, kind] of a series page (catalogue.json). */
const SECTIONS = catalogue.seriesSections as unknown as Record<
	string,
	[ string, Rule ]
>;

/** A status as written, lower case → the status it means (catalogue.json). */
const STATUSES = catalogue.seriesStatuses as Record< string, SeriesStatus >;

/** A text section's value, or ''. */
function text( sections: Sections, name: string ): string {
	const value = applyRule( SECTIONS[ name ]![ 1 ], sections, name );
	return typeof value === 'string' ? value : '';
}

/** A paragraphs section's items, or []. */
function items( sections: Sections, name: string ): string[] {
	const value = applyRule( SECTIONS[ name ]![ 1 ], sections, name );
	return Array.isArray( value ) ? value : [];
}

/** A status: `ongoing`, `complete`, `on hiatus` or `hiatus` in any case; else null. */
export function readSeriesStatus( written: string ): SeriesStatus | null {
	const key = lowerEach( written );
	return Object.prototype.hasOwnProperty.call( STATUSES, key )
		? STATUSES[ key ]!
		: null;
}

/**
 * A child page as a series page (a `series_title`, no `title`), or null;
 * `newsletterFormId` is the published form its `newsletter_form` names, as
 * PHP matched it (its REST answer's `author_site_forms`).
 */
export function readSeriesPage(
	slug: string,
	sections: Sections,
	newsletterFormId: number | null = null
): SeriesPage | null {
	const title = text( sections, 'series_title' );
	if ( title === '' || applyRule( 'text', sections, 'title' ) ) {
		return null;
	}
	const written = text( sections, 'status' );
	const status = readSeriesStatus( written );
	return {
		slug,
		title,
		key: lowerEach( title ),
		status,
		description: items( sections, 'description' ),
		readingNote: text( sections, 'reading_note' ),
		newsletterForm: text( sections, 'newsletter_form' ),
		newsletterFormId:
			text( sections, 'newsletter_form' ) === ''
				? null
				: newsletterFormId,
		problems:
			status === null && written !== ''
				? [
						{
							code: 'unreadable-status',
							section: 'status',
							text: written,
						},
					]
				: [],
	};
}

/**
 * The series pages that show, by series key (the first page of each listed
 * series, in the answer's order), and those that do not: the other pages of
 * a series, and each page of a series no listed book is in.
 */
export function matchSeriesPages(
	keys: string[],
	pages: SeriesPage[]
): { shown: Map< string, SeriesPage >; problems: SeriesProblem[] } {
	const groups = new Map< string, SeriesPage[] >();
	for ( const page of pages ) {
		groups.set( page.key, [ ...( groups.get( page.key ) ?? [] ), page ] );
	}
	const shown = new Map< string, SeriesPage >();
	const problems: SeriesProblem[] = [];
	for ( const [ key, group ] of groups ) {
		const [ first, ...others ] = group as [ SeriesPage, ...SeriesPage[] ];
		if ( ! keys.includes( key ) ) {
			for ( const page of group ) {
				problems.push( {
					code: 'orphan-series-page',
					series: page.title,
					slug: page.slug,
				} );
			}
			continue;
		}
		shown.set( key, first );
		if ( others.length ) {
			problems.push( {
				code: 'duplicate-series-page',
				series: first.title,
				shown: first.slug,
				ignored: others.map( ( page ) => page.slug ),
			} );
		}
	}
	return { shown, problems };
}

/** The soonest upcoming book; of two on one day, the first in reading order. */
function soonest( books: Book[] ): Book | null {
	let found: Book | null = null;
	for ( const book of books ) {
		if (
			book.upcoming &&
			( found === null || book.releaseDate! < found.releaseDate! )
		) {
			found = book;
		}
	}
	return found;
}

/** A series from its books in reading order and its page (or null). */
export function seriesOf(
	key: string,
	books: Book[],
	page: SeriesPage | null
): Series {
	const next = soonest( books );
	return {
		key,
		name: books[ 0 ]!.series,
		books,
		slug:
			page?.slug ??
			books.find( ( book ) => book.seriesSlug !== null )?.seriesSlug ??
			null,
		page,
		start: books.find( ( book ) => ! book.upcoming ) ?? null,
		next,
		firstToKnow: next === null && page?.status !== 'complete',
	};
}
