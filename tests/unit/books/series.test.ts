/**
 * The series model (src/books/series.ts, docs/books.md#series): series pages
 * read from their sections, matched to the catalogue's series (duplicates,
 * orphans), each series' address, Start here and What's next, and its status
 * line (src/books/display.ts). "Today" is held at BOOKS_TODAY (2026-11-24).
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { readBook } from '../../../src/books/book';
import { arrangeCatalogue } from '../../../src/books/catalogue';
import { seriesStatusLine } from '../../../src/books/display';
import { bookPagesFromAnswer } from '../../../src/books/pages';
import {
	readSeriesPage,
	readSeriesStatus,
	seriesOf,
} from '../../../src/books/series';
import type { Book, Series, SeriesPage } from '../../../src/books/types';
import { parseSections } from '../../../src/content/sections';
import { BOOKS_TODAY, bookChild, bookPage } from '../../shared/book-pages';

type Sections = Parameters< typeof bookPage >[ 0 ];

/**
 * A listed book (its title its slug), with the series slug PHP would give.
 * @param slug
 * @param sections
 * @param seriesSlug
 */
function book(
	slug: string,
	sections: Sections = {},
	seriesSlug: string | null = null
): Book {
	return readBook(
		slug,
		parseSections( bookPage( { title: slug, ...sections } ) ),
		BOOKS_TODAY,
		null,
		seriesSlug
	);
}

/**
 * A series page with these sections, read.
 * @param slug
 * @param sections
 */
function page( slug: string, sections: Sections ): SeriesPage {
	const read = readSeriesPage( slug, parseSections( bookPage( sections ) ) );
	if ( ! read ) {
		throw new Error( `${ slug } is not a series page` );
	}
	return read;
}

const slugs = ( books: Book[] ) => books.map( ( b ) => b.slug );

/** The Medallion series: 1 and 2 released, the novella 2.5, 3 upcoming. */
const MEDALLION = [
	book( 'the-heir', {
		series: 'The Medallion Series',
		series_number: '2',
		release_date: '2026-03-05',
	} ),
	book( 'the-ring', {
		series: 'The Medallion Series',
		series_number: '3',
		release_date: 'March 5, 2027',
	} ),
	book( 'the-vow', {
		series: 'the medallion series',
		series_number: '2.5',
		release_date: '2026-09-01',
	} ),
	book(
		'the-client',
		{
			series: 'The Medallion Series',
			series_number: '1',
			release_date: '2025-09-30',
		},
		'the-medallion-series'
	),
];

/**
 * The catalogue's one series of these books and pages.
 * @param books
 * @param pages
 */
function only( books: Book[], pages: SeriesPage[] = [] ): Series {
	const series = arrangeCatalogue( books, null, pages ).series;
	expect( series ).toHaveLength( 1 );
	return series[ 0 ]!;
}

describe( 'readSeriesPage', () => {
	it( 'reads every section by its kind', () => {
		expect(
			page( 'medallion', {
				series_title: '  The Medallion Series ',
				status: 'Complete',
				description: 'First.</p><p>Second.',
				reading_note: 'Best read in order.',
				newsletter_form: '  Medallion readers ',
			} )
		).toEqual( {
			slug: 'medallion',
			title: 'The Medallion Series',
			key: 'the medallion series',
			status: 'complete',
			description: [ 'First.', 'Second.' ],
			readingNote: 'Best read in order.',
			newsletterForm: 'Medallion readers',
			newsletterFormId: null,
			problems: [],
		} );
	} );

	it( 'is no series page without series_title, or with a title', () => {
		const read = ( sections: Sections ) =>
			readSeriesPage( 's', parseSections( bookPage( sections ) ) );
		expect( read( { status: 'ongoing' } ) ).toBeNull();
		expect( read( { series_title: '', status: 'ongoing' } ) ).toBeNull();
		expect( read( { series_title: 'S', title: 'A book' } ) ).toBeNull();
		expect( read( { series_title: 'S', title: '' } )?.title ).toBe( 'S' );
	} );

	it( 'reads a status in any case, hiatus too; anything else is not given, and said', () => {
		expect( readSeriesStatus( 'ongoing' ) ).toBe( 'ongoing' );
		expect( readSeriesStatus( 'COMPLETE' ) ).toBe( 'complete' );
		expect( readSeriesStatus( 'On Hiatus' ) ).toBe( 'hiatus' );
		expect( readSeriesStatus( 'Hiatus' ) ).toBe( 'hiatus' );
		for ( const written of [ 'done', 'on-hiatus', 'constructor', '' ] ) {
			expect( readSeriesStatus( written ) ).toBeNull();
		}
		expect(
			page( 's', { series_title: 'S', status: 'Finished!' } )
		).toMatchObject( {
			status: null,
			problems: [
				{
					code: 'unreadable-status',
					section: 'status',
					text: 'Finished!',
				},
			],
		} );
		expect( page( 's', { series_title: 'S' } ) ).toMatchObject( {
			status: null,
			problems: [],
		} );
	} );

	it( 'is read from a child of the Books page with the slug PHP gave its books', () => {
		const pages = bookPagesFromAnswer(
			[
				bookChild( 'medallion', {
					series_title: 'Medallion',
					status: 'ongoing',
				} ),
				{
					...bookChild( 'the-heir', {
						title: 'The Heir',
						series: 'Medallion',
					} ),
					author_site_series_slug: 'medallion-2',
				},
				{
					...bookChild( 'alone', { title: 'Alone' } ),
					author_site_series_slug: 7,
				},
			],
			BOOKS_TODAY
		);
		expect( pages.map( ( p ) => p.seriesPage?.status ?? null ) ).toEqual( [
			'ongoing',
			null,
			null,
		] );
		expect( pages.map( ( p ) => p.book.seriesSlug ) ).toEqual( [
			null,
			'medallion-2',
			null,
		] );
		// The series page itself is no listed book.
		expect( pages[ 0 ]!.book.title ).toBe( '' );
	} );
} );

describe( 'the series of the catalogue', () => {
	it( 'puts a series page on its series, whose address is the page’s slug', () => {
		const series = only( MEDALLION, [
			page( 'medallion-books', {
				series_title: 'THE MEDALLION SERIES',
				status: 'complete',
			} ),
		] );
		expect( slugs( series.books ) ).toEqual( [
			'the-client',
			'the-heir',
			'the-vow',
			'the-ring',
		] );
		expect( series.slug ).toBe( 'medallion-books' );
		expect( series.page?.slug ).toBe( 'medallion-books' );
		// The name stays the first book's (the lists on /books are unchanged).
		expect( series.name ).toBe( 'The Medallion Series' );
		expect( series.start?.slug ).toBe( 'the-client' );
		expect( series.next?.slug ).toBe( 'the-ring' );
		expect( series.firstToKnow ).toBe( false );
	} );

	it( 'takes the address PHP made of the name without a page, else none', () => {
		expect( only( MEDALLION ).slug ).toBe( 'the-medallion-series' );
		expect( only( MEDALLION ).page ).toBeNull();
		const etoiles = only( [
			book( 'nuit', { series: 'Les Étoiles d’Été', series_number: '2' } ),
			book(
				'aube',
				{ series: 'les étoiles d’été', series_number: '3' },
				'les-etoiles-dete'
			),
		] );
		// The first book in reading order carrying one.
		expect( etoiles.slug ).toBe( 'les-etoiles-dete' );
		expect(
			only( [ book( 'x', { series: 'No Slug Given' } ) ] ).slug
		).toBeNull();
	} );

	it( 'shows the first page of a series and ignores the others, saying which', () => {
		const catalogue = arrangeCatalogue( MEDALLION, null, [
			page( 'first', {
				series_title: 'The Medallion Series',
				status: 'ongoing',
			} ),
			page( 'orphan', { series_title: 'The Lost Series' } ),
			page( 'second', {
				series_title: 'the medallion series',
				status: 'complete',
			} ),
			page( 'third', { series_title: 'The Medallion Series' } ),
			page( 'orphan-too', { series_title: 'the lost series' } ),
		] );
		expect( catalogue.series[ 0 ]!.page?.slug ).toBe( 'first' );
		expect( catalogue.series[ 0 ]!.slug ).toBe( 'first' );
		expect( catalogue.seriesProblems ).toEqual( [
			{
				code: 'duplicate-series-page',
				series: 'The Medallion Series',
				shown: 'first',
				ignored: [ 'second', 'third' ],
			},
			{
				code: 'orphan-series-page',
				series: 'The Lost Series',
				slug: 'orphan',
			},
			{
				code: 'orphan-series-page',
				series: 'the lost series',
				slug: 'orphan-too',
			},
		] );
		// Book pages never count as series pages' problems.
		expect( catalogue.problems ).toEqual( [] );
	} );

	it( 'counts a page matching only an unlisted book as an orphan, and the featured book as listed', () => {
		const untitled = readBook(
			'draft-like',
			parseSections( bookPage( { series: 'Hidden' } ) ),
			BOOKS_TODAY
		);
		const featured = {
			...book( 'books-content', { series: 'Shown' } ),
			featured: true,
		};
		const catalogue = arrangeCatalogue( [ untitled ], featured, [
			page( 'hidden', { series_title: 'Hidden' } ),
			page( 'shown', { series_title: 'shown' } ),
		] );
		expect( catalogue.seriesProblems ).toEqual( [
			{ code: 'orphan-series-page', series: 'Hidden', slug: 'hidden' },
		] );
		expect( catalogue.series[ 0 ]!.page?.slug ).toBe( 'shown' );
	} );
} );

describe( 'Start here and What’s next', () => {
	it( 'starts at the lowest-numbered released book, an undated one counting as released', () => {
		const series = only( [
			book( 'one', {
				series: 'S',
				series_number: '1',
				release_date: '2027-01-01',
			} ),
			book( 'two', { series: 'S', series_number: '2' } ),
			book( 'prequel', {
				series: 'S',
				release_date: '2020-01-01',
			} ),
		] );
		expect( series.start?.slug ).toBe( 'two' );
	} );

	it( 'else starts at the first released book by date, ties by slug', () => {
		const series = only( [
			book( 'undated', { series: 'S' } ),
			book( 'b-later', { series: 'S', release_date: '2024-01-01' } ),
			book( 'z-same', { series: 'S', release_date: '2023-01-01' } ),
			book( 'a-same', { series: 'S', release_date: '2023-01-01' } ),
			book( 'soon', { series: 'S', release_date: '2027-01-01' } ),
		] );
		expect( series.start?.slug ).toBe( 'a-same' );
	} );

	it( 'has no start when every book is upcoming', () => {
		const series = only( [
			book( 'two', {
				series: 'S',
				series_number: '2',
				release_date: '2027-05-01',
			} ),
			book( 'one', {
				series: 'S',
				series_number: '1',
				release_date: '2027-02-01',
			} ),
		] );
		expect( series.start ).toBeNull();
		expect( series.next?.slug ).toBe( 'one' );
	} );

	it( 'is next the soonest upcoming book; on one day, the first in reading order', () => {
		const series = only( [
			book( 'four', {
				series: 'S',
				series_number: '4',
				release_date: '2027-01-10',
			} ),
			book( 'three-b', {
				series: 'S',
				series_number: '3.5',
				release_date: '2027-06-01',
			} ),
			book( 'three', {
				series: 'S',
				series_number: '3',
				release_date: '2027-01-10',
			} ),
			book( 'later', { series: 'S', release_date: '2028-01-01' } ),
		] );
		expect( series.next?.slug ).toBe( 'three' );
	} );

	it( 'asks readers to be the first to know only when nothing is upcoming and the series is not complete', () => {
		const released = [
			book( 'one', {
				series: 'S',
				series_number: '1',
				release_date: '2020-01-01',
			} ),
		];
		const status = ( written: string ) =>
			only( released, [
				page( 's', { series_title: 'S', status: written } ),
			] );
		expect( only( released ).firstToKnow ).toBe( true );
		expect( status( 'ongoing' ).firstToKnow ).toBe( true );
		expect( status( 'on hiatus' ).firstToKnow ).toBe( true );
		expect( status( 'complete' ) ).toMatchObject( {
			next: null,
			firstToKnow: false,
		} );
		expect( only( MEDALLION ).firstToKnow ).toBe( false );
	} );

	it( 'builds a series from books already in reading order', () => {
		const series = seriesOf( 'k', [ MEDALLION[ 1 ]! ], null );
		expect( series ).toMatchObject( {
			key: 'k',
			name: 'The Medallion Series',
			slug: null,
			start: null,
			next: MEDALLION[ 1 ],
			firstToKnow: false,
		} );
	} );
} );

describe( 'seriesStatusLine', () => {
	afterEach( () => resetLocaleData( undefined, 'author-site' ) );

	const withStatus = ( books: Book[], status: string | null ) =>
		only(
			books,
			status === null
				? []
				: [
						page( 'p', {
							series_title: 'The Medallion Series',
							status,
						} ),
					]
		);

	it( 'says a complete series and its number of books', () => {
		expect( seriesStatusLine( withStatus( MEDALLION, 'complete' ) ) ).toBe(
			'Complete series · 4 books'
		);
		expect(
			seriesStatusLine( withStatus( [ MEDALLION[ 0 ]! ], 'Complete' ) )
		).toBe( 'Complete series · 1 book' );
	} );

	it( 'says an ongoing series’ next book and its date', () => {
		expect( seriesStatusLine( withStatus( MEDALLION, 'ongoing' ) ) ).toBe(
			'Ongoing · Book 3 comes March 5, 2027'
		);
		const novellaNext = [
			...MEDALLION.filter( ( b ) => b.slug !== 'the-ring' ),
			book( 'the-kiss', {
				series: 'The Medallion Series',
				series_number: '3.5',
				release_date: '2027-02-14',
			} ),
		];
		expect( seriesStatusLine( withStatus( novellaNext, 'ongoing' ) ) ).toBe(
			'Ongoing · Book 3.5 comes February 14, 2027'
		);
	} );

	it( 'says "Next book" for an unnumbered upcoming book, and the count with none upcoming', () => {
		const unnumbered = [
			MEDALLION[ 0 ]!,
			book( 'extra', {
				series: 'The Medallion Series',
				release_date: '2027-04-01',
			} ),
		];
		expect( seriesStatusLine( withStatus( unnumbered, 'ONGOING' ) ) ).toBe(
			'Ongoing · Next book comes April 1, 2027'
		);
		expect(
			seriesStatusLine( withStatus( [ MEDALLION[ 0 ]! ], 'ongoing' ) )
		).toBe( 'Ongoing · 1 book' );
		expect(
			seriesStatusLine(
				withStatus(
					MEDALLION.filter( ( b ) => ! b.upcoming ),
					'ongoing'
				)
			)
		).toBe( 'Ongoing · 3 books' );
	} );

	it( 'says a hiatus, and with no status only the number of books', () => {
		expect( seriesStatusLine( withStatus( MEDALLION, 'hiatus' ) ) ).toBe(
			'On hiatus'
		);
		expect( seriesStatusLine( withStatus( MEDALLION, 'paused' ) ) ).toBe(
			'4 books'
		);
		expect( seriesStatusLine( withStatus( MEDALLION, null ) ) ).toBe(
			'4 books'
		);
		expect(
			seriesStatusLine( withStatus( [ MEDALLION[ 0 ]! ], null ) )
		).toBe( '1 book' );
	} );

	it( 'picks the plural form by the translation’s Plural-Forms', () => {
		setLocaleData(
			{
				'': {
					domain: 'author-site',
					lang: 'fr_FR',
					plural_forms: 'nplurals=2; plural=n > 1;',
				},
				'{count} book': [ '{count} livre', '{count} livres' ],
			},
			'author-site'
		);
		expect(
			seriesStatusLine( withStatus( [ MEDALLION[ 0 ]! ], null ) )
		).toBe( '1 livre' );
		expect( seriesStatusLine( withStatus( MEDALLION, null ) ) ).toBe(
			'4 livres'
		);
	} );
} );
