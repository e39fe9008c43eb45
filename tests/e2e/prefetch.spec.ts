/**
 * In-app navigation reads each route from its own document, fetched ahead
 * when the reader shows intent (docs/remote-calls.md#prefetching): a link
 * pointed at, focused or touched; on a fast connection, links in view once
 * the page has loaded. Nothing ahead on a connection that asks to save data;
 * a failed fetch ahead changes nothing.
 */
import type { Page } from '@playwright/test';
import { appReady, expect, ROUTES, test } from './support/fixtures';
import {
	documentFetched,
	documentFetches,
	FAST,
	INTENT_ONLY,
	SAVE_DATA,
	emulateConnection,
	watchLoading,
} from './support/prefetch';

/** A menu link in the header. */
const menuLink = ( page: Page, name: string ) =>
	page
		.getByRole( 'banner' )
		.getByRole( 'link', { name, exact: true } )
		.first();

const OTHERS = ROUTES.filter( ( route ) => route.path !== '/' );

test.describe( 'pointing at a link', () => {
	test.beforeEach( async ( { page } ) => {
		await emulateConnection( page, INTENT_ONLY );
	} );

	test( 'fetches its route ahead, then the click draws it without a loading state', async ( {
		page,
	} ) => {
		const fetched = documentFetches( page );
		await page.goto( '/' );
		await appReady( page );
		let from = '/';
		for ( const route of OTHERS ) {
			const arrived = documentFetched( page, route.path );
			await menuLink( page, route.nav ).hover();
			await arrived;
			const sawLoading = await watchLoading( page );
			await menuLink( page, route.nav ).click();
			await expect( page ).toHaveURL( route.path );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toHaveText( route.heading );
			expect( await sawLoading(), `${ from } → ${ route.path }` ).toBe(
				false
			);
			from = route.path;
		}
		// Each route once; never the page the reader is on.
		expect( fetched ).toEqual( OTHERS.map( ( route ) => route.path ) );
	} );

	test( 'focusing a link fetches its route ahead too', async ( { page } ) => {
		const fetched = documentFetches( page );
		await page.goto( '/' );
		await appReady( page );
		const arrived = documentFetched( page, '/about' );
		await menuLink( page, 'About' ).focus();
		await arrived;
		expect( fetched ).toEqual( [ '/about' ] );
		const sawLoading = await watchLoading( page );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'About the Author'
		);
		expect( await sawLoading() ).toBe( false );
	} );

	test( 'a route fetched for one link is never drawn for another', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await appReady( page );
		const arrived = documentFetched( page, '/events' );
		await menuLink( page, 'Events' ).hover();
		await arrived;
		await menuLink( page, 'Contact' ).click();
		await expect( page ).toHaveURL( '/contact' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Contact'
		);
		await menuLink( page, 'Events' ).click();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Events & Appearances'
		);
	} );
} );

test.describe( 'a failed fetch ahead', () => {
	test.use( {
		allowedConsoleErrors: [ /Failed to load resource/ ],
	} );

	test( 'changes nothing: the click reads the route as it would have', async ( {
		page,
	} ) => {
		await emulateConnection( page, INTENT_ONLY );
		let failed = 0;
		await page.route( '**/about', ( route ) => {
			if ( route.request().resourceType() === 'fetch' && failed === 0 ) {
				failed++;
				return route.abort();
			}
			return route.continue();
		} );
		await page.goto( '/' );
		await appReady( page );
		const aborted = page.waitForEvent( 'requestfailed' );
		await menuLink( page, 'About' ).hover();
		await aborted;
		await menuLink( page, 'About' ).click();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'About the Author'
		);
		expect( failed ).toBe( 1 );
	} );
} );

test.describe( 'on a connection that asks to save data', () => {
	test( 'nothing is fetched ahead; a click still draws its route', async ( {
		page,
	} ) => {
		await emulateConnection( page, SAVE_DATA );
		const fetched = documentFetches( page );
		await page.goto( '/' );
		await appReady( page );
		for ( const route of OTHERS ) {
			await menuLink( page, route.nav ).hover();
			await menuLink( page, route.nav ).focus();
		}
		// Anything fetched ahead would have started by now.
		await page.evaluate(
			() => new Promise( ( done ) => setTimeout( done, 1500 ) )
		);
		expect( fetched ).toEqual( [] );
		await menuLink( page, 'About' ).click();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'About the Author'
		);
		expect( fetched ).toEqual( [ '/about' ] );
	} );
} );

/**
 * Loads `/` on a fast connection at a width and waits until links in view
 * would have been fetched; returns the documents fetched and the paths of
 * the links the reader can see.
 *
 * @param page  The page.
 * @param width The viewport's width.
 */
async function inViewAtWidth( page: Page, width: number ) {
	await page.setViewportSize( { width, height: 800 } );
	await emulateConnection( page, FAST );
	const fetched = documentFetches( page );
	await page.goto( '/' );
	await appReady( page );
	await page.evaluate(
		() => new Promise( ( done ) => setTimeout( done, 2000 ) )
	);
	const inView = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'a[href]' ) ]
			.filter( ( link ) => {
				const box = link.getBoundingClientRect();
				return (
					link.checkVisibility() &&
					box.width > 0 &&
					box.bottom > 0 &&
					box.top < window.innerHeight
				);
			} )
			.map(
				( link ) =>
					new URL( ( link as HTMLAnchorElement ).href ).pathname
			)
	);
	return { fetched, inView };
}

test.describe( 'on a fast connection, once the page has loaded', () => {
	test( 'at 1280 px, the four other routes of the menu in view are fetched, once each', async ( {
		page,
	} ) => {
		const { fetched } = await inViewAtWidth( page, 1280 );
		expect( [ ...fetched ].sort() ).toEqual(
			OTHERS.map( ( route ) => route.path ).sort()
		);
	} );

	test( 'at 375 px, only links the reader can see are fetched, a few at most', async ( {
		page,
	} ) => {
		const { fetched, inView } = await inViewAtWidth( page, 375 );
		expect( fetched.length ).toBeLessThanOrEqual( 4 );
		expect( new Set( fetched ).size ).toBe( fetched.length );
		expect( inView ).toEqual( expect.arrayContaining( fetched ) );
	} );
} );
