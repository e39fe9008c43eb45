import type { Page } from '@playwright/test';
import { holdApp } from './support/app-hold';
import { deadControls } from './support/controls';
import { ROUTES, appReady, expect, test } from './support/fixtures';
import { fillContact } from './support/forms';
import { menuToggle } from './support/menu';

/*
 * Every control of a route's first view works before the app starts and
 * without JavaScript, or is not shown until it works
 * (docs/first-paint.md#every-control-works-or-waits). The contact form is
 * not connected here: a valid message gives the drafted-email panel, and no
 * state changes.
 */

const PATHS = ROUTES.map( ( route ) => route.path );

const NOT_FOUND = '/no-such-page';

const MESSAGE = {
	name: 'Zoë',
	email: 'zoe@example.test',
	subject: 'Book Signing Request',
	message: 'Sign my copy, please.',
};

/**
 * Opens the menu where it is collapsed, so its links are shown too.
 * @param page
 */
async function showEveryControl( page: Page ) {
	const toggle = menuToggle( page );
	if ( await toggle.isVisible() ) {
		await toggle.click();
	}
}

for ( const width of [ 375, 1280 ] ) {
	test.describe( `at ${ width } px without JavaScript`, () => {
		test.use( {
			viewport: { width, height: 800 },
			javaScriptEnabled: false,
		} );

		for ( const path of PATHS ) {
			test( `${ path }: no control shown that does nothing`, async ( {
				page,
			} ) => {
				await page.goto( path );
				await showEveryControl( page );
				expect( await deadControls( page ) ).toEqual( [] );
			} );
		}
	} );
}

test.describe( 'the not-found view without JavaScript', () => {
	test.use( {
		viewport: { width: 375, height: 800 },
		javaScriptEnabled: false,
		// The browser reports the document's own 404 status.
		allowedConsoleErrors: [ /status of 404/ ],
	} );

	test( 'no control shown that does nothing', async ( { page } ) => {
		await page.goto( NOT_FOUND );
		await showEveryControl( page );
		expect( await deadControls( page ) ).toEqual( [] );
	} );
} );

test.describe( 'the drafted-email panel without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'offers Compose Email, and no Go Back to Form', async ( {
		page,
	} ) => {
		await page.goto( '/contact' );
		await fillContact( page, MESSAGE );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Email the Author Directly' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Compose Email' } )
		).toHaveAttribute( 'href', /^mailto:/ );
		await expect(
			page.getByRole( 'button', { name: 'Go Back to Form' } )
		).toBeHidden();
		expect( await deadControls( page ) ).toEqual( [] );
	} );
} );

test.describe( 'the drafted-email panel posted before the app', () => {
	test( 'before the app: Go Back to Form waits for it, then brings back the values', async ( {
		page,
	} ) => {
		// Held on both pages: with no app on the first, the form posts.
		const release = await holdApp( page );
		await page.goto( '/contact', { waitUntil: 'domcontentloaded' } );
		await fillContact( page, MESSAGE );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Email the Author Directly' } )
		).toBeVisible();
		const back = page.getByRole( 'button', { name: 'Go Back to Form' } );
		await expect( back ).toBeHidden();
		expect( await deadControls( page ) ).toEqual( [] );

		release();
		await appReady( page );
		await back.click();
		await expect( page.locator( '#contact-name' ) ).toHaveValue(
			MESSAGE.name
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			MESSAGE.message
		);
	} );
} );
