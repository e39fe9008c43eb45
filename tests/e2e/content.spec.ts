import type { Page as PlaywrightPage } from '@playwright/test';
import {
	blockContent,
	deletePage,
	putPage,
	recordedPage,
	SLUGS,
	type Page,
} from './support/content-pages';
import {
	appReady,
	expect,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	test,
} from './support/fixtures';
import { nodesOfType, readHead } from './support/head';

/*
 * Page text from the author's WordPress pages (issue 3). These tests change
 * the content pages, so they run after every other spec (their own project)
 * and put the site back to the built-in text when they end.
 */

const CONTENT: Record< Page, Record< string, string | string[] > > = {
	home: {
		hero_title: 'Love Finds You.\nDanger Follows.\nHold On Tight.',
		hero_subtitle:
			'A subtitle from WordPress — with “quotes” & an ampersand.',
		book_title: 'The Lakeside Secret',
		tropes: 'Enemies to Lovers, Small Town',
	},
	books: {
		page_title: 'The Bookshelf',
		title: 'The Lakeside Secret',
		synopsis: [ 'First synopsis paragraph.', 'Second synopsis paragraph.' ],
		amazon_url: 'https://www.example.com/buy/lakeside-secret',
	},
	about: {
		page_title: 'Meet the Writer',
		location: 'Buffalo, New York',
	},
	events: {
		no_events_message: 'Nothing planned yet — check back in spring.',
	},
	contact: {
		page_title: 'Write to Me',
		contact_phone: '(585) 555-0199',
	},
};

const HEADINGS: Record< Page, { path: string; h1: string } > = {
	home: { path: '/', h1: 'Love Finds You.Danger Follows.Hold On Tight.' },
	books: { path: '/books', h1: 'The Bookshelf' },
	about: { path: '/about', h1: 'Meet the Writer' },
	events: { path: '/events', h1: 'Readings & Signings' },
	contact: { path: '/contact', h1: 'Write to Me' },
};

/**
 * Records the content reads a page makes, by slug.
 * @param page
 */
function countContentReads( page: PlaywrightPage ): Record< string, number > {
	const counts: Record< string, number > = {};
	page.on( 'request', ( request ) => {
		const slug = /wp\/v2\/pages.*?slug=([a-z-]+)/.exec(
			decodeURIComponent( request.url() )
		);
		if ( slug?.[ 1 ] ) {
			counts[ slug[ 1 ] ] = ( counts[ slug[ 1 ] ] ?? 0 ) + 1;
		}
	} );
	return counts;
}

test.describe.serial( 'page text from WordPress', () => {
	test.beforeAll( () => {
		for ( const page of Object.keys( CONTENT ) as Page[] ) {
			putPage(
				page,
				blockContent( CONTENT[ page ] ),
				page === 'events'
					? {
							post_title: 'Readings & Signings',
							post_excerpt: 'Where to find me next.',
						}
					: {}
			);
		}
	} );

	test.afterAll( () => {
		for ( const page of Object.keys( SLUGS ) as Page[] ) {
			deletePage( page );
		}
	} );

	for ( const page of Object.keys( HEADINGS ) as Page[] ) {
		test( `${ HEADINGS[ page ].path } shows its WordPress text on the first view without asking for it`, async ( {
			page: browser,
			consoleErrors,
		} ) => {
			const reads = countContentReads( browser );
			await browser.goto( HEADINGS[ page ].path );
			await appReady( browser );
			await expect(
				browser.getByRole( 'heading', { level: 1 } )
			).toHaveText( HEADINGS[ page ].h1 );
			await expect( browser.locator( '.loading' ) ).toHaveCount( 0 );
			expect( reads ).toEqual( {} );
			expect( consoleErrors ).toEqual( [] );
		} );
	}

	test( 'every field shows its WordPress text, the rest the defaults', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await appReady( page );
		await expect( page.locator( '.hero__line--highlight' ) ).toHaveText(
			'Hold On Tight.'
		);
		await expect( page.locator( '.hero__subtitle' ) ).toHaveText(
			'A subtitle from WordPress — with “quotes” & an ampersand.'
		);
		await expect( page.locator( '.feature .badge' ) ).toHaveText( [
			'Enemies to Lovers',
			'Small Town',
		] );
		// The retailer link comes from the Books page.
		await expect(
			page.getByRole( 'link', { name: 'Purchase Now' } )
		).toHaveAttribute(
			'href',
			'https://www.example.com/buy/lakeside-secret'
		);
		// A section the page does not have keeps its default.
		await expect( page.locator( '.praise__source' ) ).toHaveText(
			'— Megan R., early reader'
		);

		await page.goto( '/events' );
		await expect( page.locator( '.page-header__description' ) ).toHaveText(
			'Where to find me next.'
		);
		await expect( page.locator( '.empty-state p' ) ).toHaveText(
			'Nothing planned yet — check back in spring.'
		);

		await page.goto( '/contact' );
		await expect(
			page.getByRole( 'link', { name: '(585) 555-0199' } )
		).toHaveAttribute( 'href', 'tel:5855550199' );
		await expect(
			page.getByText( 'Rochester, New York', { exact: true } )
		).toBeVisible();
	} );

	test( 'titles, descriptions and the book in <head> use the WordPress text, and the app’s titles agree', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const expected: Record< string, [ string, string | null ] > = {
			'/': [
				'Home',
				'A subtitle from WordPress — with “quotes” & an ampersand.',
			],
			'/books': [ 'The Bookshelf', null ],
			'/about': [ 'Meet the Writer', null ],
			'/events': [ 'Readings & Signings', 'Where to find me next.' ],
			'/contact': [ 'Write to Me', null ],
		};
		for ( const [ path, [ heading, description ] ] of Object.entries(
			expected
		) ) {
			const head = await readHead( request, path );
			const title = `${ heading } · Claire Whitmore`;
			expect( head.title, path ).toBe( title );
			expect( head.meta[ 'og:title' ], path ).toBe( title );
			// A page without its own description keeps the default's.
			expect(
				[ head.meta.description, head.meta[ 'og:description' ] ],
				path
			).toEqual(
				description
					? [ description, description ]
					: [ head.meta.description, head.meta.description ]
			);
		}
		const book = nodesOfType( await readHead( request, '/' ), 'Book' );
		expect( book ).toEqual( [
			expect.objectContaining( {
				name: 'The Lakeside Secret',
				offers: {
					'@type': 'Offer',
					url: 'https://www.example.com/buy/lakeside-secret',
				},
			} ),
		] );

		await page.goto( '/' );
		await appReady( page );
		const nav = page.getByRole( 'navigation', { name: 'Main' } );
		for ( const [ name, path ] of [
			[ 'Books', '/books' ],
			[ 'About', '/about' ],
			[ 'Events', '/events' ],
			[ 'Contact', '/contact' ],
		] ) {
			await nav.getByRole( 'link', { name } ).click();
			await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
			await expect( page ).toHaveTitle(
				`${ expected[ path ][ 0 ] } · Claire Whitmore`
			);
		}
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'in-app navigation shows the spinner, then the text; each route is read once per visit, from its document', async ( {
		page,
		consoleErrors,
	} ) => {
		const reads = countContentReads( page );
		const documents: Record< string, number > = {};
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'fetch' ) {
				const path = new URL( request.url() ).pathname;
				documents[ path ] = ( documents[ path ] ?? 0 ) + 1;
			}
		} );
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( '**/about', async ( route ) => {
			if ( route.request().resourceType() === 'fetch' ) {
				await held;
			}
			await route.continue();
		} );
		await page.goto( '/' );
		await appReady( page );
		const nav = page.getByRole( 'navigation', { name: 'Main' } );
		await nav.getByRole( 'link', { name: 'About' } ).click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Loading the about page…'
		);
		release();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Meet the Writer'
		);

		for ( const name of [
			'Events',
			'Contact',
			'Books',
			'Home',
			'About',
			'Contact',
			'Events',
		] ) {
			await nav.getByRole( 'link', { name } ).click();
			await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
		}
		await page.goBack();
		await page.goBack();
		await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
		// Home preloaded homepage-content and books-content; every other
		// route came from its own document, once; no REST read at all.
		expect( reads ).toEqual( {} );
		expect( documents ).toEqual( {
			'/about': 1,
			'/books': 1,
			'/events': 1,
			'/contact': 1,
		} );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'a page edited in WordPress shows the new text on the next visit', async ( {
		page,
	} ) => {
		await page.goto( '/about' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Meet the Writer'
		);
		putPage(
			'about',
			blockContent( {
				...CONTENT.about,
				page_title: 'Meet the Novelist',
			} )
		);
		await page.reload();
		await appReady( page );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Meet the Novelist'
		);
	} );

	test( 'a deleted page gives the built-in text', async ( { page } ) => {
		deletePage( 'about' );
		await page.goto( '/about' );
		await appReady( page );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'About the Author'
		);
	} );

	test( 'hostile WordPress content renders as text, executes nothing, and hydrates cleanly', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		putPage( 'home', recordedPage( 'pages-broken.json' ).content.rendered );
		page.on( 'dialog', ( dialog ) => {
			consoleErrors.push( `dialog: ${ dialog.message() }` );
			return dialog.dismiss();
		} );
		const server = await rootAsServed( page, request, '/' );
		await expect(
			page.locator(
				'#root script, #root svg[onload], #root img[onerror]'
			)
		).toHaveCount( 0 );
		const client = await rootAfterRevisit( page, '/' );
		expect( firstDifference( client, server ) ).toBe( 'none' );
		expect( consoleErrors ).toEqual( [] );
	} );

	for ( const variant of [ 'block', 'classic' ] ) {
		test( `the recorded ${ variant } pages render the same on the server and in the app`, async ( {
			page,
			request,
			consoleErrors,
		} ) => {
			for ( const [ key, { path } ] of Object.entries( HEADINGS ) ) {
				const rendered = recordedPage(
					`pages-${ variant }-${ SLUGS[ key as Page ] }.json`
				).content.rendered;
				putPage( key as Page, rendered );
				const server = await rootAsServed( page, request, path );
				const client = await rootAfterRevisit( page, path );
				expect( firstDifference( client, server ), path ).toBe(
					'none'
				);
			}
			expect( consoleErrors ).toEqual( [] );
		} );
	}
} );
