/**
 * A book page's first view (src/firstView.ts): the app reads the list's cut
 * and the book's own answer from the page's preloaded answers, before its
 * first render and with no request, and draws the book from its own answer.
 */
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import { PRELOAD_ELEMENT_ID } from '../../../src/config/pageData';
import { BOOKS_TODAY, bookChild } from '../../shared/book-pages';
import { setPageConfig, setPageData } from '../../shared/page-config';
import { booksAnswer } from '../support/catalogue-views';

type PagesModule = typeof import( '../../../src/books/pages' );

const originalFetch = global.fetch;

afterEach( () => {
	global.fetch = originalFetch;
} );

it( 'reads both preloaded answers before the first render, and the book in full from its own', async () => {
	jest.resetModules();
	const { bookListPath, bookPagePath } =
		require( '../../../src/books/pages' ) as PagesModule;
	window.history.replaceState( null, '', '/books/heir/' );
	setPageConfig( {
		...DEFAULT_CONFIG,
		book: { slug: 'heir', today: BOOKS_TODAY },
	} );
	const list = [
		bookChild( 'heir', { title: 'The Heir', series: 'Medallion' } ),
		bookChild( 'vow', { title: 'The Vow', series: 'Medallion' } ),
	];
	const own = [
		bookChild( 'heir', {
			title: 'The Heir',
			series: 'Medallion',
			synopsis: 'The whole synopsis.',
		} ),
	];
	setPageData( PRELOAD_ELEMENT_ID, {
		'/wp/v2/pages?slug=books-content': {
			body: booksAnswer( { title: 'Featured' } ),
			headers: {},
		},
		[ bookListPath( 5 ) ]: { body: list, headers: {} },
		[ bookPagePath( 5, 'heir' ) ]: { body: own, headers: {} },
	} );
	const fetchMock = jest.fn( () =>
		Promise.reject( new Error( 'no request expected' ) )
	);
	global.fetch = fetchMock as unknown as typeof fetch;
	const { prepareFirstView } = require( '../../../src/firstView' );
	await prepareFirstView();
	const { peekCatalogue } = require( '../../../src/books/store' );
	const { peekCatalogueFor } = require( '../../../src/books/fullPages' );
	const listed = peekCatalogue( BOOKS_TODAY );
	const full = peekCatalogueFor( listed, 'heir', BOOKS_TODAY );
	const synopsis = ( data: {
		pages: Array< { book: { slug: string; synopsis: string[] } } >;
	} ) => data.pages.map( ( page ) => [ page.book.slug, page.book.synopsis ] );
	expect( synopsis( listed ) ).toEqual( [
		[ 'heir', [] ],
		[ 'vow', [] ],
	] );
	expect( synopsis( full ) ).toEqual( [
		[ 'heir', [ 'The whole synopsis.' ] ],
		[ 'vow', [] ],
	] );
	expect( fetchMock ).not.toHaveBeenCalled();
} );
