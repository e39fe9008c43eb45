/**
 * The press kit at /press (docs/content-format.md#the-press-kit): the pure
 * view with and without photo, logo, originals and pronunciation, and the
 * page in the app's routes: not found while its answer lists no page, drawn
 * once published, its email falling back to the contact page's. The PHP
 * twin is held to the same markup by the parity test.
 */
import { screen, within } from '@testing-library/react';
import { catalogueFromAnswers } from '../../../src/books/store';
import type { ImageAttributes } from '../../../src/config/pictures';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import {
	loadPageAnswer,
	loadPageContent,
	pagePath,
} from '../../../src/content/store';
import { PressView } from '../../../src/pages/PressPage';
import { BOOKS_TODAY, bookChild, bookPage } from '../../shared/book-pages';
import {
	booksAnswer,
	catalogueReads,
	renderAt,
	renderInRouter,
	startWithCatalogue,
} from '../support/catalogue-views';

const BOOKS = booksAnswer( {} );

const CHILDREN = [
	bookChild( 'heir', {
		title: 'The Heir',
		series: 'Medallion',
		series_number: '2',
		release_date: '2027-03-05',
		description: 'Secrets come due.',
	} ),
];

const IMAGE: ImageAttributes = {
	src: 'https://site.test/wp-content/uploads/me-683x1024.jpg',
	srcset: '',
	sizes: '',
	width: 683,
	height: 1024,
	alt: '',
};

const ORIGINALS = {
	photo: {
		url: 'https://site.test/wp-content/uploads/me.jpg',
		width: 2000,
		height: 3000,
	},
	logo: {
		url: 'https://site.test/wp-content/uploads/logo.png',
		width: 1200,
		height: 400,
	},
	covers: {
		heir: {
			url: 'https://site.test/wp-content/uploads/heir.jpg',
			width: 2400,
			height: 3600,
		},
	},
};

function view( props: Partial< Parameters< typeof PressView >[ 0 ] > = {} ) {
	return renderInRouter(
		<PressView
			content={ {
				...DEFAULT_CONTENT.press,
				pronunciation: 'Claire WIT-more',
				photoCredit: 'Jo Lens',
			} }
			authorName="Claire Whitmore"
			email="press@example.com"
			photo={ IMAGE }
			logo={ IMAGE }
			originals={ ORIGINALS }
			books={ catalogueFromAnswers( BOOKS, CHILDREN, BOOKS_TODAY ) }
			{ ...props }
		/>
	);
}

describe( 'PressView', () => {
	it( 'gives the name, pronunciation and both bios as text', () => {
		view();
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Claire Whitmore' } )
		).toBeTruthy();
		expect( screen.getByText( 'Pronounced Claire WIT-more' ) ).toBeTruthy();
		expect(
			screen.getByText( DEFAULT_CONTENT.press.bioShort )
		).toBeTruthy();
		for ( const paragraph of DEFAULT_CONTENT.press.bioLong ) {
			expect( screen.getByText( paragraph ) ).toBeTruthy();
		}
	} );

	it( 'offers each original with its pixel size, the photo’s credit and the logo', () => {
		view();
		const cover = screen.getByRole( 'link', {
			name: 'Download the cover of The Heir (2400 × 3600 px)',
		} );
		expect( cover.getAttribute( 'href' ) ).toBe(
			'https://site.test/wp-content/uploads/heir.jpg'
		);
		expect( cover.hasAttribute( 'download' ) ).toBe( true );
		expect(
			screen
				.getByRole( 'link', {
					name: 'Download the author photo (2000 × 3000 px)',
				} )
				.getAttribute( 'href' )
		).toBe( 'https://site.test/wp-content/uploads/me.jpg' );
		expect( screen.getByText( 'Photo: Jo Lens' ) ).toBeTruthy();
		expect( screen.getByAltText( 'Logo of Claire Whitmore' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'link', {
				name: 'Download the logo (1200 × 400 px)',
			} )
		).toBeTruthy();
	} );

	it( 'gives each book’s facts, the featured book first', () => {
		const { container } = view();
		const books = container.querySelectorAll( '.press-book' );
		expect( books ).toHaveLength( 2 );
		const heir = within( books[ 1 ] as HTMLElement );
		expect( heir.getByRole( 'heading', { level: 3 } ) ).toHaveTextContent(
			'The Heir'
		);
		expect( heir.getByText( 'Book 2 of Medallion' ) ).toBeTruthy();
		expect( heir.getByText( 'Coming March 5, 2027' ) ).toBeTruthy();
		expect( heir.getByText( 'Secrets come due.' ) ).toBeTruthy();
		expect(
			within( books[ 0 ] as HTMLElement ).queryByRole( 'link', {
				name: /^Download/,
			} )
		).toBeNull();
	} );

	it( 'leaves out the photo, the logo, the links and the pronunciation it has not', () => {
		const { container } = view( {
			photo: null,
			logo: null,
			originals: { photo: null, logo: null, covers: {} },
			content: DEFAULT_CONTENT.press,
		} );
		expect( container.querySelector( '.press__photo' ) ).toBeNull();
		expect( container.querySelector( '.press__logo' ) ).toBeNull();
		expect( container.querySelector( '[download]' ) ).toBeNull();
		expect( container.querySelector( '.press__pronunciation' ) ).toBeNull();
	} );

	it( 'writes the press email as a mailto link', () => {
		view();
		expect(
			screen
				.getByRole( 'link', { name: 'press@example.com' } )
				.getAttribute( 'href' )
		).toBe( 'mailto:press@example.com' );
	} );
} );

describe( 'PressPage in the routes', () => {
	/** The app's reads answered with these pages. */
	async function loaded( press: unknown, contact: unknown ) {
		await startWithCatalogue( BOOKS, CHILDREN, {
			catalogue: { today: BOOKS_TODAY },
			contactEmail: 'site@example.com',
		} );
		const read = catalogueReads( BOOKS, CHILDREN, {
			[ pagePath( 'press' ) ]: press,
			[ pagePath( 'contact' ) ]: contact,
		} );
		await Promise.all( [
			loadPageAnswer( 'press', read ),
			loadPageContent( 'press', read ),
			loadPageContent( 'contact', read ),
		] );
		return renderAt( '/press' );
	}

	it( 'is not found while its answer lists no page (a draft)', async () => {
		await loaded( [], [] );
		expect(
			await screen.findByRole( 'heading', { level: 1 } )
		).toHaveTextContent( 'Page not found' );
	} );

	it( 'draws the press kit once published, its email the contact page’s when it gives none', async () => {
		await loaded(
			[
				{
					id: 40,
					slug: 'press-content',
					content: {
						rendered: bookPage( { page_title: 'Press & Media' } ),
					},
				},
			],
			[
				{
					id: 41,
					slug: 'contact-content',
					content: {
						rendered: bookPage( {
							contact_email: 'claire@example.com',
						} ),
					},
				},
			]
		);
		expect(
			await screen.findByRole( 'heading', { level: 1 } )
		).toHaveTextContent( 'Press & Media' );
		expect(
			screen
				.getByRole( 'link', { name: 'claire@example.com' } )
				.getAttribute( 'href' )
		).toBe( 'mailto:claire@example.com' );
	} );
} );
