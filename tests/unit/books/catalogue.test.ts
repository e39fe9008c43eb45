/**
 * The catalogue arranged for /books (src/books/catalogue.ts, docs/books.md):
 * reading order, status, standalones newest first, Coming Soon, duplicate
 * numbers.
 */
import { readBook } from '../../../src/books/book';
import {
	arrangeCatalogue,
	bookStatus,
	readingOrder,
} from '../../../src/books/catalogue';
import type { Book } from '../../../src/books/types';
import { parseSections } from '../../../src/content/sections';
import { BOOKS_TODAY, bookPage } from '../../shared/book-pages';

/**
 * A listed book with the sections given (a title of its slug unless given).
 * @param slug
 * @param sections
 */
function book(
	slug: string,
	sections: Parameters< typeof bookPage >[ 0 ] = {}
): Book {
	return readBook(
		slug,
		parseSections( bookPage( { title: slug, ...sections } ) ),
		BOOKS_TODAY
	);
}

const slugs = ( books: Book[] ) => books.map( ( b ) => b.slug );

describe( 'bookStatus', () => {
	it( 'is available when released or undated', () => {
		expect(
			bookStatus( book( 'a', { release_date: '2020-01-01' } ) )
		).toBe( 'available' );
		expect( bookStatus( book( 'b' ) ) ).toBe( 'available' );
	} );

	it( 'is pre-order when upcoming with a store link, else coming', () => {
		const upcoming = { release_date: '2027-03-05' };
		expect(
			bookStatus(
				book( 'a', { ...upcoming, buy_links: 'https://kobo.com/x' } )
			)
		).toBe( 'pre-order' );
		expect( bookStatus( book( 'b', upcoming ) ) ).toBe( 'coming' );
	} );
} );

describe( 'readingOrder', () => {
	it( 'puts 2.5 between 2 and 3, unnumbered after, by date, undated last', () => {
		const series = { series: 'S' };
		const books = [
			book( 'undated', series ),
			book( 'three', { ...series, series_number: '3' } ),
			book( 'late', { ...series, release_date: '2030-01-01' } ),
			book( 'word', {
				...series,
				series_number: 'one',
				release_date: '2020-01-01',
			} ),
			book( 'novella', { ...series, series_number: '2.5' } ),
			book( 'two', { ...series, series_number: '2' } ),
			book( 'ten', { ...series, series_number: '10' } ),
		];
		expect( slugs( [ ...books ].sort( readingOrder ) ) ).toEqual( [
			'two',
			'novella',
			'three',
			'ten',
			'word',
			'late',
			'undated',
		] );
	} );
} );

describe( 'arrangeCatalogue', () => {
	const featured: Book = {
		...book( 'books-content', {
			series: 'Medallion',
			series_number: '1',
			release_date: '2025-09-30',
		} ),
		featured: true,
	};

	it( 'groups series by key, the featured book’s series first, then by key', () => {
		const catalogue = arrangeCatalogue(
			[
				book( 'a1', { series: 'Alpha', series_number: '1' } ),
				book( 'm2', { series: ' MEDALLION ', series_number: '2' } ),
				book( 'z1', { series: 'Zeta' } ),
			],
			featured
		);
		expect(
			catalogue.series.map( ( s ) => [ s.key, s.name, slugs( s.books ) ] )
		).toEqual( [
			[ 'medallion', 'Medallion', [ 'books-content', 'm2' ] ],
			[ 'alpha', 'Alpha', [ 'a1' ] ],
			[ 'zeta', 'Zeta', [ 'z1' ] ],
		] );
		expect( catalogue.standalone ).toEqual( [] );
	} );

	it( 'lists the books in no series newest first, upcoming first, undated last', () => {
		const catalogue = arrangeCatalogue(
			[
				book( 'old', { release_date: '2019-01-01' } ),
				book( 'none' ),
				book( 'next', { release_date: '2027-01-01' } ),
				book( 'new', { release_date: '2026-01-01' } ),
			],
			null
		);
		expect( slugs( catalogue.standalone ) ).toEqual( [
			'next',
			'new',
			'old',
			'none',
		] );
	} );

	it( 'leaves out a book without a title', () => {
		const untitled = readBook(
			'untitled',
			parseSections( bookPage( { series: 'Medallion' } ) ),
			BOOKS_TODAY
		);
		const catalogue = arrangeCatalogue( [ untitled ], null );
		expect( catalogue.series ).toEqual( [] );
		expect( catalogue.standalone ).toEqual( [] );
	} );

	it( 'offers the soonest upcoming listed book for Coming Soon, never the featured one', () => {
		const later = book( 'later', { release_date: '2027-06-01' } );
		const sooner = book( 'sooner', {
			series: 'Medallion',
			release_date: 'January 2, 2027',
		} );
		expect(
			arrangeCatalogue( [ later, sooner ], null ).comingSoon?.slug
		).toBe( 'sooner' );
		const upcomingFeatured = {
			...featured,
			releaseDate: '2026-12-01',
			upcoming: true,
		};
		expect(
			arrangeCatalogue( [ later, sooner ], upcomingFeatured ).comingSoon
				?.slug
		).toBe( 'sooner' );
		expect(
			arrangeCatalogue( [], { ...upcomingFeatured, seriesKey: '' } )
		).toMatchObject( { comingSoon: null, standalone: [] } );
		expect(
			arrangeCatalogue(
				[ book( 'past', { release_date: '2020-01-01' } ) ],
				null
			).comingSoon
		).toBeNull();
	} );

	it( 'reports each number two books share in a series, once', () => {
		const catalogue = arrangeCatalogue(
			[
				book( 'also-one', { series: 'medallion', series_number: '1' } ),
				book( 'two-a', { series: 'Medallion', series_number: '2' } ),
				book( 'two-b', { series: 'Medallion', series_number: '2.0' } ),
				book( 'two-c', { series: 'Medallion', series_number: '2' } ),
				book( 'other-two', { series: 'Other', series_number: '2' } ),
			],
			featured
		);
		expect( catalogue.problems ).toEqual( [
			{
				code: 'duplicate-series-number',
				series: 'Medallion',
				number: 1,
				// Same number: the dated one first.
				slugs: [ 'books-content', 'also-one' ],
			},
			{
				code: 'duplicate-series-number',
				series: 'Medallion',
				number: 2,
				slugs: [ 'two-a', 'two-b', 'two-c' ],
			},
		] );
	} );
} );
