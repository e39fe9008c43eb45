/**
 * The catalogue's structured data (src/books/jsonLd.ts, docs/books.md): a
 * book page's schema.org Book with one workExample per format, and a
 * BookSeries with its books in order.
 */
import { readBook } from '../../../src/books/book';
import { arrangeCatalogue } from '../../../src/books/catalogue';
import { bookJsonLd, bookUrl, seriesJsonLd } from '../../../src/books/jsonLd';
import type { Book } from '../../../src/books/types';
import { parseSections } from '../../../src/content/sections';
import { BOOKS_TODAY, bookPage } from '../../shared/book-pages';

const CONTEXT = {
	booksUrl: 'https://example.test/books/',
	author: { '@type': 'Person', '@id': 'https://example.test/#author' },
};

function book(
	slug: string,
	sections: Parameters< typeof bookPage >[ 0 ]
): Book {
	return readBook( slug, parseSections( bookPage( sections ) ), BOOKS_TODAY );
}

describe( 'bookUrl', () => {
	it( 'is /books/<slug>/, and /books for the featured book', () => {
		const plain = book( 'two', { title: 'Two' } );
		expect( bookUrl( 'https://example.test/books/', plain ) ).toBe(
			'https://example.test/books/two/'
		);
		expect( bookUrl( 'https://example.test/books', plain ) ).toBe(
			'https://example.test/books/two/'
		);
		expect(
			bookUrl( 'https://example.test/books/', {
				...plain,
				featured: true,
			} )
		).toBe( 'https://example.test/books/' );
	} );
} );

describe( 'bookJsonLd', () => {
	it( 'gives one workExample per format named, with ISBN and offers', () => {
		const schema = bookJsonLd(
			book( 'two', {
				title: 'Two',
				description: 'A hook.',
				series: 'Medallion',
				series_number: '2.5',
				release_date: 'March 5, 2027',
				buy_links: [
					'kindle: https://www.amazon.com/dp/2',
					'audio: https://libro.fm/x',
					'https://books2read.com/u/2',
				],
				isbn: [ 'paperback: 0-306-40615-2' ],
			} ),
			CONTEXT,
			'https://example.test/cover.jpg'
		);
		const preOrder = ( url: string ) => ( {
			'@type': 'Offer',
			url,
			availability: 'https://schema.org/PreOrder',
		} );
		expect( schema ).toEqual( {
			'@type': 'Book',
			'@id': 'https://example.test/books/two/#book',
			name: 'Two',
			author: CONTEXT.author,
			url: 'https://example.test/books/two/',
			image: 'https://example.test/cover.jpg',
			description: 'A hook.',
			datePublished: '2027-03-05',
			isPartOf: { '@type': 'BookSeries', name: 'Medallion' },
			position: 2.5,
			workExample: [
				{
					'@type': 'Book',
					bookFormat: 'https://schema.org/EBook',
					offers: [
						preOrder( 'https://www.amazon.com/dp/2' ),
						preOrder( 'https://books2read.com/u/2' ),
					],
				},
				{
					'@type': 'Book',
					bookFormat: 'https://schema.org/Paperback',
					isbn: '0306406152',
					offers: [ preOrder( 'https://books2read.com/u/2' ) ],
				},
				{
					'@type': 'Book',
					bookFormat: 'https://schema.org/AudiobookFormat',
					offers: [
						preOrder( 'https://libro.fm/x' ),
						preOrder( 'https://books2read.com/u/2' ),
					],
				},
			],
		} );
	} );

	it( 'puts the offers on the book when no format is named; InStock once released', () => {
		const schema = bookJsonLd(
			book( 'old', {
				title: 'Old',
				release_date: '2020-01-01',
				buy_links: 'https://www.kobo.com/x',
			} ),
			CONTEXT,
			null
		);
		expect( schema.offers ).toEqual( [
			{
				'@type': 'Offer',
				url: 'https://www.kobo.com/x',
				availability: 'https://schema.org/InStock',
			},
		] );
		expect( schema ).not.toHaveProperty( 'workExample' );
		expect( schema ).not.toHaveProperty( 'image' );
		expect( schema ).not.toHaveProperty( 'isPartOf' );
		expect( schema ).not.toHaveProperty( 'position' );
	} );

	it( 'leaves out what the book does not have', () => {
		expect(
			bookJsonLd( book( 'bare', { title: 'Bare' } ), CONTEXT, null )
		).toEqual( {
			'@type': 'Book',
			'@id': 'https://example.test/books/bare/#book',
			name: 'Bare',
			author: CONTEXT.author,
			url: 'https://example.test/books/bare/',
		} );
	} );
} );

describe( 'seriesJsonLd', () => {
	it( 'lists the series’ books in reading order with their positions', () => {
		const catalogue = arrangeCatalogue(
			[
				book( 'three', {
					title: 'Three',
					series: 'M',
					series_number: '3',
				} ),
				book( 'extra', { title: 'Extra', series: 'M' } ),
				book( 'novella', {
					title: 'Novella',
					series: 'm',
					series_number: '2.5',
				} ),
			],
			null
		);
		expect( seriesJsonLd( catalogue.series[ 0 ]!, CONTEXT ) ).toEqual( {
			'@type': 'BookSeries',
			name: 'm',
			author: CONTEXT.author,
			hasPart: [
				{
					'@type': 'Book',
					'@id': 'https://example.test/books/novella/#book',
					name: 'Novella',
					url: 'https://example.test/books/novella/',
					position: 2.5,
				},
				{
					'@type': 'Book',
					'@id': 'https://example.test/books/three/#book',
					name: 'Three',
					url: 'https://example.test/books/three/',
					position: 3,
				},
				{
					'@type': 'Book',
					'@id': 'https://example.test/books/extra/#book',
					name: 'Extra',
					url: 'https://example.test/books/extra/',
				},
			],
		} );
	} );
} );
