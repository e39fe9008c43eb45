import { mkdirSync } from 'node:fs';
import {
	appReady,
	axeViolations,
	expect,
	ROUTES,
	test,
} from './support/fixtures';

const SCREENSHOTS = 'artifacts/screenshots';
mkdirSync( SCREENSHOTS, { recursive: true } );

/** What each route must show beyond its heading (docs/product.md). */
const KEY_ELEMENTS: Record< string, string[] > = {
	home: [
		'Discover the Book',
		'Purchase Now',
		'Read Sample',
		'Slow Burn',
		'Forced Proximity',
		'Join the VIP List',
	],
	books: [
		'Get Your Copy',
		'Read Full Book',
		'What Readers Are Saying',
		'Coming Soon',
	],
	about: [
		'Quick Facts',
		'Writing Philosophy',
		'When I’m Not Writing',
		'Get In Touch',
		'Join My Newsletter',
	],
	events: [
		'September 30, 2025',
		'Upcoming Events',
		'Stay Tuned',
		'Past Events',
		'Virtual Book Launch: The Medallion Client',
		'Never Miss an Event',
	],
	contact: [
		'Send Me a Message',
		'Contact Information',
		'Rochester, New York',
		'24-48 hours',
		'URGENT',
		'Join the VIP List',
	],
};

/**
 * A route's path, and with a trailing slash too (Home has only one).
 *
 * @param path The route's path.
 */
const withTrailingSlash = ( path: string ) =>
	path === '/' ? [ '/' ] : [ path, `${ path }/` ];

for ( const route of ROUTES ) {
	test.describe( `route ${ route.path }`, () => {
		test( 'answers 200 with and without a trailing slash', async ( {
			request,
		} ) => {
			for ( const path of withTrailingSlash( route.path ) ) {
				const response = await request.get( path, { maxRedirects: 0 } );
				expect( response.status(), path ).toBe( 200 );
				expect( await response.text(), path ).toContain(
					'<div id="root"><div class="site">'
				);
			}
		} );

		test( 'shows its content, marks its nav item and passes axe', async ( {
			page,
			consoleErrors,
		} ) => {
			await page.goto( route.path );
			await appReady( page );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toContainText( route.heading );
			for ( const text of KEY_ELEMENTS[ route.name ] ?? [] ) {
				await expect(
					page.getByText( text, { exact: false } ).first(),
					text
				).toBeVisible();
			}
			const nav = page.getByRole( 'navigation', { name: 'Main' } );
			await expect( nav.locator( '[aria-current="page"]' ) ).toHaveCount(
				1
			);
			await expect( nav.locator( '[aria-current="page"]' ) ).toHaveText(
				route.nav
			);
			await expect( page ).toHaveTitle(
				`${ route.title } · Claire Whitmore`
			);
			expect( await axeViolations( page ) ).toEqual( [] );
			expect( consoleErrors ).toEqual( [] );
		} );

		for ( const width of [ 375, 1280 ] ) {
			test( `screenshot at ${ width } px, no horizontal scroll`, async ( {
				page,
			} ) => {
				await page.setViewportSize( { width, height: 900 } );
				await page.goto( route.path );
				await appReady( page );
				const overflow = await page.evaluate(
					() =>
						document.documentElement.scrollWidth - window.innerWidth
				);
				expect( overflow ).toBeLessThanOrEqual( 0 );
				await page.screenshot( {
					path: `${ SCREENSHOTS }/${ route.name }-${ width }.png`,
					fullPage: true,
				} );
			} );
		}
	} );
}
