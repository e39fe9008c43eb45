/**
 * A book's bonus page (docs/books.md#the-bonus-page): the view, the page in
 * the app's routes in its landing frame (no menu) or not found, the bonus
 * link on a book's page, and the signup to the bonus form with its own
 * success line. The server's twin is held to the same markup by the parity
 * test.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { catalogueFromAnswers } from '../../../src/books/store';
import { NewsletterSignup } from '../../../src/newsletter/NewsletterSignup';
import { resetNewsletterConfigForTests } from '../../../src/newsletter/useNewsletterConfig';
import { BonusView } from '../../../src/pages/BonusPage';
import { BookView } from '../../../src/pages/BookPage';
import booksCopy from '../../../src/books/copy.json';
import { exchange } from '../../shared/recordings';
import { BOOKS_TODAY, bookChild } from '../../shared/book-pages';
import {
	NO_NEWSLETTER,
	booksAnswer,
	configure,
	renderAt,
	renderInRouter,
	startWithCatalogue,
} from '../support/catalogue-views';

const SUCCESS = 'Check your inbox — your bonus is on its way.';

const BONUS = {
	bonus_title: 'Read the bonus epilogue',
	bonus_description: 'One year later.</p><p>At the wedding.',
	bonus_form: 'Bonus',
};

const BOOKS = booksAnswer( BONUS, { author_site_forms: { bonus_form: 9 } } );

const CHILDREN = [
	{
		...bookChild( 'heir', {
			title: 'The Heir',
			buy_links: 'ebook: https://www.amazon.com/x',
			...BONUS,
		} ),
		author_site_forms: { bonus_form: 12 },
	},
	{
		...bookChild( 'vow', { title: 'The Vow', ...BONUS } ),
		author_site_forms: { bonus_form: null },
	},
];

beforeEach( () => {
	configure( NO_NEWSLETTER );
	resetNewsletterConfigForTests();
} );

describe( 'BonusView', () => {
	const data = catalogueFromAnswers( BOOKS, CHILDREN, BOOKS_TODAY );

	it( 'shows the cover, the bonus, its teaser and the signup, no store buttons', () => {
		const book = data.pages[ 0 ]!.book;
		renderInRouter(
			<BonusView page={ { book, cover: null } } authorName="A. Author" />
		);
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Read the bonus epilogue'
		);
		expect( screen.getByText( 'One year later.' ) ).toBeInTheDocument();
		expect( screen.getByText( 'At the wedding.' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'img', {
				name: 'Cover of The Heir by A. Author',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', {
				level: 2,
				name: booksCopy.bonus.signupTitle,
			} )
		).toBeInTheDocument();
		expect( document.querySelector( '#bonus-newsletter-email' ) ).not.toBe(
			null
		);
		expect( screen.queryByText( /opens in a new tab/ ) ).toBeNull();
	} );

	it( 'links from a book’s page to its bonus page only when it has one', () => {
		const view = ( at: number ) =>
			renderInRouter(
				<BookView
					page={ data.pages[ at ]! }
					catalogue={ data.catalogue }
					authorName="A. Author"
				/>
			);
		const { unmount } = view( 0 );
		expect(
			screen.getByRole( 'link', { name: 'Read the bonus epilogue' } )
		).toHaveAttribute( 'href', '/books/heir/bonus/' );
		unmount();
		view( 1 );
		expect(
			screen.queryByRole( 'link', { name: 'Read the bonus epilogue' } )
		).toBeNull();
	} );
} );

describe( 'BonusPage in the routes', () => {
	beforeEach( () =>
		startWithCatalogue( BOOKS, CHILDREN, {
			book: { slug: 'heir', today: BOOKS_TODAY },
		} )
	);

	it( 'draws a book’s bonus page in the landing frame: no menu, a short footer', () => {
		renderAt( '/books/heir/bonus/' );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Read the bonus epilogue'
		);
		expect( document.querySelector( '.site--landing' ) ).not.toBeNull();
		expect( screen.queryByRole( 'navigation' ) ).toBeNull();
		expect( document.querySelector( '.site-menu' ) ).toBeNull();
		expect(
			document.querySelector( '.site-header .brand' )
		).toHaveAttribute( 'href', '/' );
		expect( screen.getByRole( 'contentinfo' ) ).toHaveTextContent(
			'All rights reserved.'
		);
	} );

	it( 'draws the featured book’s at /books/bonus/', () => {
		renderAt( '/books/bonus/' );
		expect(
			screen.getByRole( 'img', {
				name: /^Cover of The Medallion Client/,
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Read the bonus epilogue'
		);
	} );

	it.each( [ 'vow', 'unknown' ] )(
		'shows /books/%s/bonus/ as not found',
		( slug ) => {
			renderAt( `/books/${ slug }/bonus/` );
			expect(
				screen.getByRole( 'heading', { level: 1 } )
			).toHaveTextContent( 'Page not found' );
		}
	);
} );

describe( 'the signup to a given form', () => {
	it( 'asks for that form and says the bonus is on its way', async () => {
		configure( {} );
		const urls: string[] = [];
		const reads = {
			readPublic: async ( url: string ) => {
				urls.push( url );
				return [ { id: 12 } ];
			},
			readAsEditor: async () => {
				throw new Error( 'not an editor' );
			},
			readConfigFile: async ( url: string ) => {
				urls.push( url );
				return {
					status: 200,
					contentType: 'application/json',
					text: JSON.stringify( {
						formId: 12,
						verify: 'v',
						instance: '0',
						fields: { email: 'email___x' },
					} ),
				};
			},
			warn: () => undefined,
			now: () => 0,
		};
		const { response } = exchange( 'ctct-submit-success.json' );
		const fetch = jest.fn( async () => ( {
			status: response.status,
			text: async () => response.body,
		} ) );
		render(
			<NewsletterSignup
				idPrefix="bonus-newsletter"
				title="Get your bonus"
				description="Join."
				formId={ 12 }
				successMessage={ SUCCESS }
				reads={ reads }
				send={ {
					fetch: fetch as unknown as typeof window.fetch,
					now: () => 10000,
					sleep: async () => undefined,
				} }
			/>
		);
		const button = screen.getByRole( 'button', { name: /Join/ } );
		await waitFor( () => expect( button ).toBeEnabled() );
		fireEvent.change( screen.getByLabelText( 'Email address' ), {
			target: { value: 'reader@example.test' },
		} );
		fireEvent.submit( button.closest( 'form' )! );
		await screen.findByRole( 'heading', {
			name: 'Welcome to the VIP List!',
		} );
		expect( screen.getByText( SUCCESS ) ).toBeInTheDocument();
		expect( urls[ 0 ] ).toContain( '&include=12' );
		expect( urls[ 1 ] ).toContain( '?form=12&' );
		const body = ( fetch.mock.calls[ 0 ] as unknown[] )[ 1 ] as {
			body: URLSearchParams;
		};
		expect( body.body.get( 'data' ) ).toContain( 'ctct-id=12' );
	} );
} );
