import { holdApp } from './support/app-hold';
import { appReady, axeViolations, expect, test } from './support/fixtures';
import {
	announcedToggle,
	expectLinks,
	expectMenu,
	menuLink,
	menuToggle,
} from './support/menu';

/*
 * The 375 px menu works from the server's markup (docs/first-paint.md#the-menu-before-the-app):
 * with the app's bundle held back, with JavaScript off, and when the app
 * starts over a menu opened before it.
 */

const PATHS = [
	{ path: '/', current: 'Home' },
	{ path: '/books', current: 'Books' },
	{ path: '/contact', current: 'Contact' },
] as const;

const PHONE = { width: 375, height: 800 };

test.describe( 'the menu with the app held back', () => {
	test.use( { viewport: PHONE, hasTouch: true } );

	for ( const { path, current } of PATHS ) {
		test( `${ path }: the toggle shows the five links and hides them`, async ( {
			page,
		} ) => {
			await holdApp( page );
			await page.goto( path, { waitUntil: 'domcontentloaded' } );
			await expectMenu( page, false );

			await menuToggle( page ).tap();
			await expectMenu( page, true );
			await expect( menuLink( page, current ) ).toHaveAttribute(
				'aria-current',
				'page'
			);
			expect( await axeViolations( page ) ).toEqual( [] );
			await menuToggle( page ).tap();
			await expectMenu( page, false );
			// All of it before the app: it never started.
			expect(
				await page.evaluate(
					() => document.documentElement.dataset.app
				)
			).toBeUndefined();
		} );
	}
} );

test.describe( 'the menu with JavaScript off', () => {
	test.use( { viewport: PHONE, hasTouch: true, javaScriptEnabled: false } );

	for ( const { path, current } of PATHS ) {
		test( `${ path }: the toggle shows the five links and hides them`, async ( {
			page,
		} ) => {
			await page.goto( path );
			await expectMenu( page, false );
			expect( await announcedToggle( page ) ).toEqual( {
				role: 'DisclosureTriangle',
				name: 'Menu',
				expanded: false,
			} );

			await menuToggle( page ).tap();
			await expectMenu( page, true );
			expect( ( await announcedToggle( page ) ).expanded ).toBe( true );
			await expect( menuLink( page, current ) ).toHaveAttribute(
				'aria-current',
				'page'
			);
			await menuToggle( page ).tap();
			await expectMenu( page, false );
			expect( ( await announcedToggle( page ) ).expanded ).toBe( false );
		} );
	}

	test( 'the keyboard opens it, and its links lead home and to Contact', async ( {
		page,
	} ) => {
		await page.goto( '/books' );
		await menuToggle( page ).focus();
		await page.keyboard.press( 'Enter' );
		await expectMenu( page, true );
		// Focus order: the toggle, then the menu's links.
		await page.keyboard.press( 'Tab' );
		await expect( menuLink( page, 'Home' ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/$/ );
		await expectMenu( page, false );

		await menuToggle( page ).tap();
		await menuLink( page, 'Contact' ).tap();
		await expect( page ).toHaveURL( /\/contact$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Contact'
		);
	} );
} );

test.describe( 'the menu at 1280 px with JavaScript off', () => {
	test.use( {
		viewport: { width: 1280, height: 800 },
		javaScriptEnabled: false,
	} );

	test( 'shows the whole navigation and no toggle', async ( { page } ) => {
		await page.goto( '/about' );
		await expect( menuToggle( page ) ).toBeHidden();
		await expectLinks( page, true );
		await expect( menuLink( page, 'About' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
	} );
} );

test.describe( 'the app starting over an open menu', () => {
	test.use( { viewport: PHONE, hasTouch: true } );

	test( 'keeps it open with no mismatch, then closes it on Escape and on navigation', async ( {
		page,
		consoleErrors,
	} ) => {
		const release = await holdApp( page );
		await page.goto( '/books', { waitUntil: 'domcontentloaded' } );
		await menuToggle( page ).tap();
		await expectMenu( page, true );
		const header = page.locator( 'header.site-header' );
		const before = await header.evaluate( ( element ) => {
			// Marks the element: hydration must keep it, not draw another.
			( element as HTMLElement & { drawn?: string } ).drawn = 'server';
			return element.outerHTML;
		} );

		release();
		await appReady( page );
		await expectMenu( page, true );
		expect(
			await header.evaluate( ( element ) => ( {
				drawn: ( element as HTMLElement & { drawn?: string } ).drawn,
				html: element.outerHTML,
			} ) )
		).toEqual( { drawn: 'server', html: before } );
		expect( consoleErrors ).toEqual( [] );

		await menuLink( page, 'About' ).focus();
		await page.keyboard.press( 'Escape' );
		await expectMenu( page, false );
		await expect( menuToggle( page ) ).toBeFocused();

		await menuToggle( page ).tap();
		await expectMenu( page, true );
		await page.evaluate( () => {
			( window as unknown as { stayed: boolean } ).stayed = true;
		} );
		await menuLink( page, 'Events' ).tap();
		await expect( page ).toHaveURL( /\/events$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Events & Appearances'
		);
		await expectMenu( page, false );
		expect(
			await page.evaluate(
				() => ( window as unknown as { stayed?: boolean } ).stayed
			)
		).toBe( true );
	} );
} );
