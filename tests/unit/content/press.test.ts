/**
 * The press kit's reading (src/content/press.ts; docs/content-format.md#the-press-kit):
 * published only when the answer lists the page, the originals from its REST
 * field with bad ones dropped, and the books in the order it lists them.
 */
import { catalogueFromAnswers } from '../../../src/books/store';
import {
	pressBooks,
	pressOriginals,
	pressPublished,
} from '../../../src/content/press';
import { BOOKS_TODAY, bookChild, bookPage } from '../../shared/book-pages';

describe( 'pressPublished', () => {
	it( 'is true only when the answer lists a page', () => {
		expect( pressPublished( [ { id: 1 } ] ) ).toBe( true );
		for ( const answer of [ [], null, undefined, {}, [ 'x' ], 'x' ] ) {
			expect( pressPublished( answer ) ).toBe( false );
		}
	} );
} );

describe( 'pressOriginals', () => {
	it( 'reads the photo, the logo and each cover by slug, dropping what is not a web address or a size', () => {
		expect(
			pressOriginals( [
				{
					author_site_press: {
						photo: {
							url: 'https://site.test/me.jpg',
							width: 3000,
							height: 2000,
						},
						logo: {
							url: 'javascript:alert(1)',
							width: 9,
							height: 9,
						},
						covers: [
							{
								slug: 'heir',
								url: 'http://site.test/heir.jpg',
								width: 1400,
								height: 2100,
							},
							{
								slug: 'bad',
								url: 'https://x.test/a.jpg',
								width: '9',
							},
							{
								url: 'https://x.test/no-slug.jpg',
								width: 1,
								height: 1,
							},
							'nonsense',
						],
					},
				},
			] )
		).toEqual( {
			photo: {
				url: 'https://site.test/me.jpg',
				width: 3000,
				height: 2000,
			},
			logo: null,
			covers: {
				heir: {
					url: 'http://site.test/heir.jpg',
					width: 1400,
					height: 2100,
				},
			},
		} );
	} );

	it( 'gives none without the field', () => {
		expect( pressOriginals( [ { id: 1 } ] ) ).toEqual( {
			photo: null,
			logo: null,
			covers: {},
		} );
		expect( pressOriginals( null ).covers ).toEqual( {} );
	} );
} );

describe( 'pressBooks', () => {
	const children = [
		bookChild( 'two', {
			title: 'Two',
			series: 'M',
			series_number: '2',
		} ),
		bookChild( 'one', { title: 'One', series: 'M', series_number: '1' } ),
		bookChild( 'alone', { title: 'Alone', release_date: '2020-01-01' } ),
		bookChild( 'untitled', { subtitle: 'x' } ),
	];

	it( 'lists the featured book first when it is in no series, then the series in order, then the rest', () => {
		const data = catalogueFromAnswers(
			[ { id: 5, slug: 'books-content', content: { rendered: '' } } ],
			children,
			BOOKS_TODAY
		);
		expect(
			pressBooks( data.catalogue, data.featured ).map( ( b ) => b.slug )
		).toEqual( [ 'books-content', 'one', 'two', 'alone' ] );
	} );

	it( 'keeps the featured book in its series’ place', () => {
		const data = catalogueFromAnswers(
			[
				{
					id: 5,
					slug: 'books-content',
					content: {
						rendered: bookPage( {
							series: 'M',
							series_number: '3',
						} ),
					},
				},
			],
			children,
			BOOKS_TODAY
		);
		expect(
			pressBooks( data.catalogue, data.featured ).map( ( b ) => b.slug )
		).toEqual( [ 'one', 'two', 'books-content', 'alone' ] );
	} );
} );
