import { appReady, expect, test } from './support/fixtures';
import { expectMenu, menuLink, menuToggle } from './support/menu';
import { phpPage, SLUGS } from './support/content-pages';
import { wpEval } from './support/wp';

test.describe( 'WordPress routing', () => {
	test.beforeAll( () => {
		// Pages whose slugs start like the routes tempt WordPress's guess redirect.
		wpEval(
			[ SLUGS.books, SLUGS.about, SLUGS.contact ]
				.map(
					( slug ) => `
						if ( ! ${ phpPage( slug ) } ) {
							wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => '${ slug }', 'post_title' => '${ slug }' ) );
						}`
				)
				.join( '\n' )
		);
	} );

	test( 'routes are not redirected to look-alike pages', async ( {
		request,
	} ) => {
		for ( const path of [ '/books', '/about', '/contact' ] ) {
			const response = await request.get( path, { maxRedirects: 0 } );
			expect( response.status(), path ).toBe( 200 );
		}
	} );

	test( '/events is the app even where an events archive owns /events/', async ( {
		request,
	} ) => {
		// The test mu-plugin stands in for The Events Calendar's archive.
		expect(
			wpEval( "echo get_post_type_archive_link( 'tribe_events' );" )
		).toMatch( /\/events\/$/ );
		const response = await request.get( '/events/', { maxRedirects: 0 } );
		expect( response.status() ).toBe( 200 );
		expect( await response.text() ).toContain( 'Upcoming Events' );
	} );

	test( 'an unknown path answers 404 with the not-found view, noindex', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const response = await request.get( '/boo', { maxRedirects: 0 } );
		expect( response.status() ).toBe( 404 );
		const html = await response.text();
		expect( html ).toMatch(
			/<meta name=['"]robots['"] content=['"][^'"]*noindex/
		);
		expect( html ).toContain( 'Page not found' );

		await page.goto( '/no-such-page/' );
		await appReady( page );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Page not found'
		);
		await expect(
			page.getByRole( 'link', { name: 'Go to the home page' } )
		).toHaveAttribute( 'href', '/' );
		// The browser reports the document's own 404 status; nothing else may appear.
		expect(
			consoleErrors.filter( ( e ) => ! e.includes( 'status of 404' ) )
		).toEqual( [] );
		consoleErrors.length = 0;
	} );
} );

test.describe( 'in-app navigation', () => {
	test( 'links navigate without a page reload and move the current nav item', async ( {
		page,
		consoleErrors,
	} ) => {
		await page.goto( '/' );
		await appReady( page );
		await page.evaluate( () => {
			( window as unknown as { stayed: boolean } ).stayed = true;
		} );
		const nav = page.getByRole( 'navigation', { name: 'Main' } );
		await nav.getByRole( 'link', { name: 'Books' } ).click();
		await expect( page ).toHaveURL( /\/books$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Books'
		);
		await expect( nav.locator( '[aria-current="page"]' ) ).toHaveText(
			'Books'
		);
		await expect( page ).toHaveTitle( 'Books · Claire Whitmore' );
		expect(
			await page.evaluate(
				() => ( window as unknown as { stayed?: boolean } ).stayed
			)
		).toBe( true );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'anchors land on their section from any page', async ( { page } ) => {
		await page.goto( '/' );
		await appReady( page );
		await page
			.locator( '.hero' )
			.getByRole( 'link', { name: 'Join the VIP List' } )
			.click();
		await expect( page ).toHaveURL( /\/contact#newsletter$/ );
		await expect( page.locator( '#newsletter' ) ).toBeInViewport();

		await page.goto( '/' );
		await appReady( page );
		await page.getByRole( 'link', { name: 'Read Sample' } ).click();
		await expect( page ).toHaveURL( /\/books#sample$/ );
		await expect( page.locator( '#sample' ) ).toBeInViewport();

		await page.goto( '/about' );
		await appReady( page );
		await page.getByRole( 'link', { name: 'Join VIP List' } ).click();
		await expect( page ).toHaveURL( /\/contact#newsletter$/ );
		await expect( page.locator( '#newsletter' ) ).toBeInViewport();
	} );

	test( 'a direct visit to /contact#newsletter lands on the newsletter', async ( {
		page,
	} ) => {
		await page.goto( '/contact#newsletter' );
		await appReady( page );
		await expect( page.locator( '#newsletter' ) ).toBeInViewport();
	} );
} );

test.describe( 'mobile menu at 375 px', () => {
	test.use( { viewport: { width: 375, height: 800 } } );

	test( 'opens, closes on Escape, and closes when it navigates', async ( {
		page,
		consoleErrors,
	} ) => {
		await page.goto( '/' );
		await appReady( page );
		const toggle = menuToggle( page );
		const about = menuLink( page, 'About' );
		await expectMenu( page, false );

		await toggle.click();
		await expectMenu( page, true );
		await expect( menuLink( page, 'Home' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		await page.keyboard.press( 'Escape' );
		await expectMenu( page, false );
		await expect( toggle ).toBeFocused();

		await toggle.click();
		await about.click();
		await expect( page ).toHaveURL( /\/about$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'About the Author'
		);
		await expectMenu( page, false );
		expect( consoleErrors ).toEqual( [] );
	} );
} );
