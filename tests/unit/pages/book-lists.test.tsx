/**
 * Her other books on /books (docs/books.md#the-books-page): each series in
 * reading order, "More Books", Coming Soon from the soonest upcoming book,
 * and the spec's page unchanged when no book is listed. The server's twin
 * (inc/render/pages/book-lists.php) is held to the same markup by the parity test.
 */
import { screen, within } from '@testing-library/react';
import { catalogueFromAnswers, catalogueToday } from '../../../src/books/store';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import { BooksView } from '../../../src/pages/BooksPage';
import { BOOKS_TODAY, bookChild } from '../../shared/book-pages';
import {
	booksAnswer,
	configure,
	renderInRouter,
} from '../support/catalogue-views';

const BOOKS = booksAnswer( { series: 'Medallion', series_number: '1' } );

const child = bookChild;

const CHILDREN = [
	child( 'ring', {
		title: 'The Ring',
		series: 'medallion',
		series_number: '3',
		release_date: '2027-09-01',
	} ),
	child( 'vow', {
		title: 'The Vow',
		series: 'Medallion',
		series_number: '2.5',
		release_date: '2027-02-14',
		description: 'A wedding, at last.',
		content_notes: 'grief',
		buy_links: [
			'ebook: https://www.kobo.com/vow',
			'https://books2read.com/vow',
		],
	} ),
	child( 'heir', {
		title: 'The Heir',
		series: 'Medallion',
		series_number: '2',
		release_date: '2026-03-05',
	} ),
	child( 'older', { title: 'Older', release_date: '2020-01-01' } ),
	child( 'newer', { title: 'Newer', release_date: '2024-01-01' } ),
	child( 'untitled', { subtitle: 'x' } ),
];

function show( children: unknown[] | null ) {
	return renderInRouter(
		<BooksView
			content={ DEFAULT_CONTENT.books }
			authorName="A. Author"
			books={
				children
					? catalogueFromAnswers( BOOKS, children, BOOKS_TODAY )
					: undefined
			}
		/>
	);
}

beforeEach( () => {
	configure( {} );
} );

describe( 'BooksView with her other books', () => {
	it( 'lists the series in reading order, numbered, each linking to its page', () => {
		show( CHILDREN );
		const series = screen
			.getByRole( 'heading', { level: 2, name: 'Medallion' } )
			.closest( 'section' )!;
		const items = within( series ).getAllByRole( 'listitem' );
		expect(
			items.map(
				( item ) => within( item ).getByRole( 'link' ).textContent
			)
		).toEqual( [
			DEFAULT_CONTENT.books.title,
			'The Heir',
			'The Vow',
			'The Ring',
		] );
		expect( series.querySelector( 'ol.book-list' ) ).not.toBeNull();
		expect( within( items[ 0 ]! ).getByRole( 'link' ) ).toHaveAttribute(
			'href',
			'/books'
		);
		expect( within( items[ 2 ]! ).getByRole( 'link' ) ).toHaveAttribute(
			'href',
			'/books/vow/'
		);
		expect( items[ 2 ] ).toHaveTextContent( 'Book 2.5' );
		expect( items[ 1 ] ).toHaveTextContent( 'Available now' );
		expect( items[ 2 ] ).toHaveTextContent(
			'Pre-order now · Coming February 14, 2027'
		);
		expect( items[ 3 ] ).toHaveTextContent( 'Coming September 1, 2027' );
		for ( const img of series.querySelectorAll( 'img.cover' ) ) {
			expect( img ).toHaveAttribute( 'loading', 'lazy' );
		}
	} );

	it( 'lists the books in no series newest first under More Books, and no untitled page', () => {
		show( CHILDREN );
		const more = screen
			.getByRole( 'heading', { level: 2, name: 'More Books' } )
			.closest( 'section' )!;
		expect(
			within( more )
				.getAllByRole( 'link' )
				.map( ( link ) => link.textContent )
		).toEqual( [ 'Newer', 'Older' ] );
		expect( document.querySelectorAll( '.book-tile' ) ).toHaveLength( 6 );
	} );

	it( 'makes the soonest upcoming book Coming Soon, its links pre-order buttons, never its content notes', () => {
		show( CHILDREN );
		const coming = screen
			.getByRole( 'heading', { level: 2, name: 'Coming Soon' } )
			.closest( 'section' )!;
		expect(
			within( coming ).getByRole( 'heading', { level: 3 } )
		).toHaveTextContent( 'The Vow' );
		expect( coming ).toHaveTextContent( 'Book 2.5 of Medallion' );
		const kobo = within( coming ).getByRole( 'link', {
			name: 'Kobo, Ebook (opens in a new tab)',
		} );
		// Its visible text is part of its accessible name (WCAG 2.5.3).
		expect( kobo ).toHaveTextContent( 'Kobo, Ebook' );
		expect( kobo ).toHaveAttribute( 'target', '_blank' );
		expect(
			within( coming ).getByRole( 'link', { name: 'Get Notified' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
		expect( document.body ).not.toHaveTextContent( 'grief' );
	} );

	it( 'is the spec’s page when no book is listed', () => {
		const without = show( null ).container.innerHTML;
		const unlisted = show( [ CHILDREN[ 5 ] ] ).container.innerHTML;
		expect( unlisted ).toBe( without );
		expect( without ).not.toContain( 'book-list' );
	} );
} );

describe( 'catalogueToday', () => {
	it( 'reads the day /books was drawn on from the configuration', () => {
		configure( { catalogue: { today: '2031-05-06' } } );
		expect( catalogueToday() ).toBe( '2031-05-06' );
	} );

	it( 'ignores a malformed day', () => {
		configure( { catalogue: { today: 'soon' } } );
		expect( catalogueToday() ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
		expect( catalogueToday() ).not.toBe( 'soon' );
	} );
} );
