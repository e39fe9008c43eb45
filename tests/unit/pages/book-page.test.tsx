/**
 * A book's own page (docs/books.md#book-pages): the pure view's parts for a
 * full book and a bare one, and the page in the app's routes from the
 * catalogue's two answers (a listed book, an untitled one, an unknown slug).
 * The server's twin (inc/render/pages/book-page.php) is held to the same markup by
 * the parity test.
 */
import { screen, within } from '@testing-library/react';
import {
	loadCatalogue,
	resetCatalogue,
	catalogueFromAnswers,
} from '../../../src/books/store';
import { resetContentStore } from '../../../src/content/store';
import { BookView } from '../../../src/pages/BookPage';
import { BOOKS_TODAY, bookChild } from '../../shared/book-pages';
import {
	NO_NEWSLETTER,
	booksAnswer,
	catalogueReads,
	configure,
	renderAt,
	renderInRouter,
	startWithCatalogue,
} from '../support/catalogue-views';

const BOOKS = booksAnswer( { series: 'Medallion' } );

const child = bookChild;

const CHILDREN = [
	child( 'heir', {
		title: 'The Heir',
		series: 'medallion',
		series_number: '2',
		release_date: '2027-03-05',
		heat_level: '4',
		content_notes: 'grief',
		buy_links: [
			'ebook: https://www.amazon.com/x',
			'https://unknown.example/x',
			'javascript:alert(1)',
		],
		isbn: 'paperback: 978-0-306-40615-7',
	} ),
	child( 'bare', { title: 'Bare' } ),
	child( 'untitled', { subtitle: 'x' } ),
];

// No newsletter form: the signup draws its message at once, with no read.
beforeEach( () => {
	configure( NO_NEWSLETTER );
} );

describe( 'BookView', () => {
	const data = catalogueFromAnswers( BOOKS, CHILDREN, BOOKS_TODAY );

	function view( slug: string ) {
		const page = data.pages.find( ( p ) => p.book.slug === slug )!;
		return renderInRouter(
			<BookView
				page={ page }
				catalogue={ data.catalogue }
				authorName="A. Author"
			/>
		);
	}

	it( 'shows every part of a full book', () => {
		view( 'heir' );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'The Heir'
		);
		expect( screen.getByText( 'Book 2 of medallion' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'The Medallion Client' } )
		).toHaveAttribute( 'href', '/books' );
		expect(
			screen.getByText( 'Pre-order now · Coming March 5, 2027' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Heat level 4 of 5' ) ).toBeInTheDocument();
		const notes = document.querySelector( 'details.content-notes' )!;
		expect( notes ).not.toHaveAttribute( 'open' );
		expect(
			within( notes as HTMLElement ).getByText( 'grief' )
		).toBeInTheDocument();
		const amazon = screen.getByRole( 'link', {
			name: 'Amazon, Ebook (opens in a new tab)',
		} );
		expect( amazon ).toHaveAttribute( 'target', '_blank' );
		expect(
			screen.getByRole( 'link', {
				name: 'unknown.example, Ebook (opens in a new tab)',
			} )
		).toHaveTextContent( 'unknown.example' );
		expect( document.querySelector( 'a[href^="javascript:"]' ) ).toBeNull();
		expect(
			screen.getByText( 'Paperback: 9780306406157' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Join the VIP List' } )
		).toBeInTheDocument();
	} );

	it( 'leaves out what a bare book does not have', () => {
		view( 'bare' );
		expect(
			document.querySelector(
				'.book-page__series, .book-card__release, .heat-level, .content-notes, .book-page__stores, .book-page__isbns, .sample'
			)
		).toBeNull();
		expect(
			screen.getByRole( 'img', { name: 'Cover of Bare by A. Author' } )
		).toBeInTheDocument();
	} );
} );

describe( 'BookPage in the routes', () => {
	// The day the server drew the page on (its configuration): no clock read.
	beforeEach( () =>
		startWithCatalogue( BOOKS, CHILDREN, {
			book: { slug: 'bare', today: BOOKS_TODAY },
		} )
	);

	it( 'draws a listed book at once from the loaded catalogue', () => {
		renderAt( '/books/bare/' );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Bare'
		);
	} );

	it.each( [ 'untitled', 'unknown' ] )(
		'shows /books/%s/ as not found',
		( slug ) => {
			renderAt( `/books/${ slug }/` );
			expect(
				screen.getByRole( 'heading', { level: 1 } )
			).toHaveTextContent( 'Page not found' );
		}
	);
} );

describe( 'loadCatalogue read book by book', () => {
	beforeEach( () => {
		resetContentStore();
		resetCatalogue();
	} );

	it( 'waits for `between` before each book and reads what catalogueFromAnswers reads', async () => {
		const read = catalogueReads( BOOKS, CHILDREN );
		let waits = 0;
		const data = await loadCatalogue( BOOKS_TODAY, read, () => {
			waits++;
			return Promise.resolve();
		} );
		expect( waits ).toBe( CHILDREN.length );
		const whole = catalogueFromAnswers( BOOKS, CHILDREN, BOOKS_TODAY );
		expect( data ).toEqual( { ...whole, failed: false } );
		expect( data.pages.length ).toBeGreaterThan( 1 );
	} );
} );
