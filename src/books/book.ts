/**
 * One book read from its page's sections (docs/books.md), and the featured
 * book from the Books page's content. Pure: "today" is handed in.
 * inc/books/book.php is the PHP twin.
 */
import { applyRule, type Rule } from '../content/pages';
import schema from '../content/schema.json';
import type { Sections } from '../content/sections';
import type { BooksContent } from '../content/types';
import catalogue from './catalogue.json';
import { bookProblem, readBuyLinks, readIsbns, storeOf } from './links';
import type { Book, BookProblem } from './types';
import { readHeatLevel, readReleaseDate, readSeriesNumber } from './values';

/** Section name → [field, kind] of a book page (catalogue.json). */
const SECTIONS = catalogue.sections as unknown as Record<
	string,
	[ string, Rule ]
>;

/** The featured book's slug: the Books content page's. */
export const FEATURED_SLUG = schema.slugs.books;

/**
 * A text section's value, or ''.
 * @param sections The page's parsed sections.
 * @param name     The section's name.
 */
function text( sections: Sections, name: string ): string {
	const value = applyRule( SECTIONS[ name ]![ 1 ], sections, name );
	return typeof value === 'string' ? value : '';
}

/**
 * A lines, paragraphs or list section's items, or [].
 * @param sections The page's parsed sections.
 * @param name     The section's name.
 */
function items( sections: Sections, name: string ): string[] {
	const value = applyRule( SECTIONS[ name ]![ 1 ], sections, name );
	return Array.isArray( value ) ? value : [];
}

/**
 * Text in lower case one character at a time, as PHP's twin does: no rule
 * that looks at the neighbours (a word's final sigma), whatever PHP version.
 * @param value The text.
 */
function lowerEach( value: string ): string {
	return Array.from( value, ( c ) => c.toLowerCase() ).join( '' );
}

/**
 * A release date's day and whether it is after today.
 * @param written The release date as written.
 * @param today   YYYY-MM-DD in the site's time zone.
 */
function release( written: string, today: string ) {
	const releaseDate = readReleaseDate( written );
	return {
		releaseDate,
		upcoming: releaseDate !== null && releaseDate > today,
	};
}

/**
 * A book from its page's parsed sections (parseSections()).
 *
 * @param slug     The page's slug.
 * @param sections The page's sections.
 * @param today    YYYY-MM-DD in the site's time zone (siteToday()).
 */
export function readBook(
	slug: string,
	sections: Sections,
	today: string
): Book {
	const problems: BookProblem[] = [];
	const report = ( code: BookProblem[ 'code' ], section: string ) =>
		problems.push(
			bookProblem( code, section, text( sections, section ) )
		);
	const title = text( sections, 'title' );
	const series = text( sections, 'series' );
	const seriesNumber = readSeriesNumber( text( sections, 'series_number' ) );
	const dated = release( text( sections, 'release_date' ), today );
	const heatLevel = readHeatLevel( text( sections, 'heat_level' ) );
	if ( title === '' ) {
		report( 'no-title', 'title' );
	}
	if ( seriesNumber === null && text( sections, 'series_number' ) !== '' ) {
		report( 'unreadable-series-number', 'series_number' );
	}
	if ( seriesNumber !== null && series === '' ) {
		report( 'number-without-series', 'series_number' );
	}
	if ( dated.releaseDate === null && text( sections, 'release_date' ) ) {
		report( 'unreadable-date', 'release_date' );
	}
	if ( heatLevel === null && text( sections, 'heat_level' ) !== '' ) {
		report( 'unreadable-heat-level', 'heat_level' );
	}
	const buy = readBuyLinks( items( sections, 'buy_links' ) );
	const isbn = readIsbns( items( sections, 'isbn' ) );
	return {
		slug,
		featured: false,
		title,
		subtitle: text( sections, 'subtitle' ),
		series,
		seriesKey: lowerEach( series ),
		seriesNumber,
		...dated,
		description: text( sections, 'description' ),
		synopsis: items( sections, 'synopsis' ),
		callout: text( sections, 'callout' ),
		tropes: items( sections, 'tropes' ),
		heatLevel,
		contentNotes: items( sections, 'content_notes' ),
		buyLinks: buy.links,
		isbns: isbn.isbns,
		sampleTitle: text( sections, 'sample_title' ),
		sampleText: items( sections, 'sample_text' ),
		problems: [ ...problems, ...buy.problems, ...isbn.problems ],
	};
}

/**
 * The featured book: the Books page's content (its sections over the
 * built-in text) with the catalogue's sections it accepts (series, number,
 * heat, notes, buy links, ISBNs). With no `buy_links` its `amazon_url` is its
 * one link, for every format. Its release date is free text on /books, so an
 * unreadable one is no problem.
 *
 * @param content  The Books page's content (pageContentFromAnswer()).
 * @param sections The Books page's parsed sections ({} when it has none).
 * @param today    YYYY-MM-DD in the site's time zone.
 */
export function readFeaturedBook(
	content: BooksContent,
	sections: Sections,
	today: string
): Book {
	const own: Sections = Object.create( null );
	for ( const name of catalogue.featuredSections ) {
		if ( sections[ name ] ) {
			own[ name ] = sections[ name ]!;
		}
	}
	const extra = readBook( FEATURED_SLUG, own, today );
	const amazon = content.amazonUrl;
	return {
		...extra,
		featured: true,
		title: content.title,
		subtitle: content.subtitle,
		...release( content.releaseDate, today ),
		description: content.description,
		synopsis: content.synopsis,
		callout: content.callout,
		tropes: content.tropes,
		buyLinks:
			extra.buyLinks.length || ! amazon
				? extra.buyLinks
				: [ { url: amazon, format: null, ...storeOf( amazon ) } ],
		sampleTitle: content.sampleTitle,
		sampleText: content.sampleText,
		problems: extra.problems.filter(
			( problem ) => problem.code !== 'no-title'
		),
	};
}
