/**
 * One book read from its page's sections, and the featured book from the
 * Books page's content (docs/books.md).
 */
import { applyRule, type Rule } from '../content/pages';
import schema from '../content/schema.json';
import type { Sections } from '../content/sections';
import type { BooksContent } from '../content/types';
import catalogue from './catalogue.json';
import {
	bookProblem,
	readAudioSample,
	readBuyLinks,
	readIsbns,
	storeOf,
} from './links';
import type { Book, BookProblem } from './types';
import { readHeatLevel, readReleaseDate, readSeriesNumber } from './values';

/** Section name → [field, kind] of a book page (catalogue.json). */
const SECTIONS = catalogue.sections as unknown as Record<
	string,
	[ string, Rule ]
>;

/** The featured book's slug: the Books content page's. */
export const FEATURED_SLUG = schema.slugs.books;

/** A text section's value, or ''. */
function text( sections: Sections, name: string ): string {
	const value = applyRule( SECTIONS[ name ]![ 1 ], sections, name );
	return typeof value === 'string' ? value : '';
}

/** A lines, paragraphs or list section's items, or []. */
function items( sections: Sections, name: string ): string[] {
	const value = applyRule( SECTIONS[ name ]![ 1 ], sections, name );
	return Array.isArray( value ) ? value : [];
}

/**
 * Lower case one character at a time, as the PHP twin does whatever its
 * version (no context rule such as a word's final sigma).
 */
export function lowerEach( value: string ): string {
	return Array.from( value, ( c ) => c.toLowerCase() ).join( '' );
}

/** A release date's day and whether it is after today. */
function release( written: string, today: string ) {
	const releaseDate = readReleaseDate( written );
	return {
		releaseDate,
		upcoming: releaseDate !== null && releaseDate > today,
	};
}

/**
 * A book from its page's parsed sections (parseSections()). `uploads` is the
 * site's Media Library address (the configuration's `uploadsUrl`), or null:
 * then only an https: audio sample is kept; `seriesSlug` is the slug WordPress
 * made of its series' name when PHP gave one (its REST answer);
 * `bonusFormId` the published form its `bonus_form` names (the same answer's
 * `author_site_forms`).
 */
export function readBook(
	slug: string,
	sections: Sections,
	today: string,
	uploads: string | null = null,
	seriesSlug: string | null = null,
	bonusFormId: number | null = null
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
	const audioSample = readAudioSample(
		text( sections, 'audio_sample' ),
		uploads
	);
	const audio =
		audioSample === null && text( sections, 'audio_sample' ) !== ''
			? [
					bookProblem(
						'unsafe-audio-sample',
						'audio_sample',
						text( sections, 'audio_sample' )
					),
				]
			: [];
	return {
		slug,
		featured: false,
		title,
		subtitle: text( sections, 'subtitle' ),
		series,
		seriesKey: lowerEach( series ),
		seriesSlug: series === '' ? null : seriesSlug,
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
		narrator: text( sections, 'narrator' ),
		audioSample: audioSample ?? '',
		bookClub: items( sections, 'book_club' ),
		bonusTitle: text( sections, 'bonus_title' ),
		bonusDescription: items( sections, 'bonus_description' ),
		bonusForm: text( sections, 'bonus_form' ),
		bonusFormId: text( sections, 'bonus_form' ) === '' ? null : bonusFormId,
		problems: [ ...problems, ...buy.problems, ...isbn.problems, ...audio ],
	};
}

/**
 * The featured book from the Books page (docs/books.md#the-featured-book);
 * `uploads`, `seriesSlug` and `bonusFormId` as readBook()'s.
 */
export function readFeaturedBook(
	content: BooksContent,
	sections: Sections,
	today: string,
	uploads: string | null = null,
	seriesSlug: string | null = null,
	bonusFormId: number | null = null
): Book {
	const own: Sections = Object.create( null );
	for ( const name of catalogue.featuredSections ) {
		if ( sections[ name ] ) {
			own[ name ] = sections[ name ]!;
		}
	}
	const extra = readBook(
		FEATURED_SLUG,
		own,
		today,
		uploads,
		seriesSlug,
		bonusFormId
	);
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
