/**
 * What a first view preloads (docs/books.md#what-a-first-view-preloads): the
 * catalogue from the list's cut of the children, a book's own page in full by
 * its own path (src/books/fullPages.ts), each path read once a visit, and the
 * list's version of a book never drawing its page.
 */
import { screen } from '@testing-library/react';
import {
	loadCatalogueFor,
	peekCatalogueFor,
} from '../../../src/books/fullPages';
import { bookListPath, bookPagePath } from '../../../src/books/pages';
import { loadCatalogue, resetCatalogue } from '../../../src/books/store';
import { resetContentStore } from '../../../src/content/store';
import { BOOKS_TODAY, bookChild } from '../../shared/book-pages';
import {
	NO_NEWSLETTER,
	booksAnswer,
	catalogueReads,
	configure,
	renderAt,
} from '../support/catalogue-views';

const BOOKS = booksAnswer( { series: 'Medallion' } );

/** The Heir as its own path answers: every section. */
const HEIR = bookChild( 'heir', {
	title: 'The Heir',
	series: 'Medallion',
	series_number: '2',
	synopsis: 'The whole synopsis.',
	narrator: 'Jane Doe',
	bonus_title: 'Read the bonus epilogue',
} );

/** The children as the list's cut answers: the list's sections only. */
const LIST = [
	bookChild( 'heir', {
		title: 'The Heir',
		series: 'Medallion',
		series_number: '2',
	} ),
	bookChild( 'vow', { title: 'The Vow', series: 'Medallion' } ),
];

/**
 * Reads answered as WordPress answers them, each path noted: the list path
 * with the cut, a book's own path with its whole page (or `own`'s answer).
 * @param own What a book's own path answers instead, by slug.
 */
function recordingReads(
	own: Record< string, () => Promise< unknown > > = {}
) {
	const paths: string[] = [];
	const read = ( path: string ): Promise< unknown > => {
		paths.push( path );
		const slug = new URLSearchParams( path.split( '?' )[ 1 ] ).get(
			'slug'
		);
		if ( slug !== null && path.includes( 'parent=5' ) ) {
			const answer = own[ slug ];
			return answer
				? answer()
				: Promise.resolve( slug === 'heir' ? [ HEIR ] : [] );
		}
		return catalogueReads( BOOKS, LIST )( path );
	};
	return { read, paths };
}

beforeEach( () => {
	resetContentStore();
	resetCatalogue();
	configure( NO_NEWSLETTER );
} );

describe( 'a book’s own page by its own path', () => {
	it( 'reads the list path and each book’s own path once a visit', async () => {
		const { read, paths } = recordingReads();
		const data = await loadCatalogue( BOOKS_TODAY, read );
		await loadCatalogueFor( data, 'heir', BOOKS_TODAY, read );
		await loadCatalogueFor( data, 'heir', BOOKS_TODAY, read );
		await loadCatalogueFor(
			await loadCatalogue( BOOKS_TODAY, read ),
			'heir',
			BOOKS_TODAY,
			read
		);
		expect(
			paths.filter( ( path ) => path.includes( 'parent=5' ) )
		).toEqual( [ bookListPath( 5 ), bookPagePath( 5, 'heir' ) ] );
		await loadCatalogueFor( data, 'vow', BOOKS_TODAY, read );
		expect( paths.slice( -1 ) ).toEqual( [ bookPagePath( 5, 'vow' ) ] );
	} );

	it( 'gives its own book in full and the others as the list has them', async () => {
		const { read } = recordingReads();
		const data = await loadCatalogue( BOOKS_TODAY, read );
		const list = data.pages.find( ( page ) => page.book.slug === 'heir' )!;
		expect( list.book.synopsis ).toEqual( [] );
		const full = await loadCatalogueFor( data, 'heir', BOOKS_TODAY, read );
		const heir = full.pages.find( ( page ) => page.book.slug === 'heir' )!;
		expect( heir.book.synopsis ).toEqual( [ 'The whole synopsis.' ] );
		expect( heir.book.narrator ).toBe( 'Jane Doe' );
		expect( full.pages.map( ( page ) => page.book.slug ) ).toEqual( [
			'heir',
			'vow',
		] );
		expect( full.catalogue ).toBe( data.catalogue );
		expect( peekCatalogueFor( data, 'heir', BOOKS_TODAY ) ).toEqual( full );
	} );

	it( 'never draws a book from the list: a failed read leaves it out, failed, and is asked again', async () => {
		let fail = true;
		const { read, paths } = recordingReads( {
			heir: () =>
				fail
					? Promise.reject( new Error( 'offline' ) )
					: Promise.resolve( [ HEIR ] ),
		} );
		const data = await loadCatalogue( BOOKS_TODAY, read );
		const failed = await loadCatalogueFor(
			data,
			'heir',
			BOOKS_TODAY,
			read
		);
		expect( failed.failed ).toBe( true );
		expect( failed.pages.map( ( page ) => page.book.slug ) ).toEqual( [
			'vow',
		] );
		expect( peekCatalogueFor( data, 'heir', BOOKS_TODAY ) ).toBeUndefined();
		fail = false;
		const again = await loadCatalogueFor( data, 'heir', BOOKS_TODAY, read );
		expect( again.failed ).toBe( false );
		expect(
			paths.filter( ( path ) => path === bookPagePath( 5, 'heir' ) )
		).toHaveLength( 2 );
	} );

	it( 'leaves out a book whose own page is gone or no longer titled (not found, not failed)', async () => {
		const { read } = recordingReads( {
			heir: () => Promise.resolve( [] ),
			vow: () =>
				Promise.resolve( [ bookChild( 'vow', { subtitle: 'x' } ) ] ),
		} );
		const data = await loadCatalogue( BOOKS_TODAY, read );
		for ( const slug of [ 'heir', 'vow' ] ) {
			const gone = await loadCatalogueFor(
				data,
				slug,
				BOOKS_TODAY,
				read
			);
			expect( gone.failed ).toBe( false );
			expect(
				gone.pages.some( ( page ) => page.book.slug === slug )
			).toBe( false );
		}
	} );

	it( 'reads nothing for a slug no book is listed at', async () => {
		const { read, paths } = recordingReads();
		const data = await loadCatalogue( BOOKS_TODAY, read );
		const before = paths.length;
		expect(
			await loadCatalogueFor( data, 'unknown', BOOKS_TODAY, read )
		).toBe( data );
		expect( peekCatalogueFor( data, 'unknown', BOOKS_TODAY ) ).toBe( data );
		expect( paths ).toHaveLength( before );
	} );

	it( 'draws the book page from its own answer: the synopsis the list has not', async () => {
		const { read } = recordingReads();
		const data = await loadCatalogue( BOOKS_TODAY, read );
		await loadCatalogueFor( data, 'heir', BOOKS_TODAY, read );
		configure( {
			...NO_NEWSLETTER,
			book: { slug: 'heir', today: BOOKS_TODAY },
		} );
		renderAt( '/books/heir/' );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'The Heir'
		);
		expect( screen.getByText( 'The whole synopsis.' ) ).toBeInTheDocument();
		expect( screen.getByText( /Jane Doe/ ) ).toBeInTheDocument();
	} );
} );
