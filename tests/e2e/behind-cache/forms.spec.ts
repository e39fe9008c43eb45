import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';
import { logIn } from '../support/wp';
import { cachePage, cacheStatus, mail, siteEval } from '../support/cache-site';
import { fillContact } from '../support/forms';
import { allowTime } from '../support/time-limit';

/*
 * Both forms, through the app, from pages nginx answered from its cache
 * (docs/caching.md#what-the-theme-guarantees): each sends, the visitor sees
 * the success, and the real plugin mails exactly once. The stored page is
 * the same for everybody and may be minutes old: what the forms need that
 * changes (Constant Contact's verify key, WPForms' token) must not come from
 * it stale.
 */

/**
 * Loads a page that is in the cache (a hit).
 *
 * @param page The page.
 * @param path The route.
 */
async function openCached( page: Page, path: string ): Promise< void > {
	const response = await page.goto( path );
	expect( cacheStatus( response ), `${ path } from the cache` ).toBe( 'HIT' );
	await appReady( page );
}

/**
 * Signs up on the page's first newsletter form and waits for the welcome.
 *
 * @param page  The page, hydrated.
 * @param email The address.
 */
async function signUp( page: Page, email: string ): Promise< void > {
	const block = page.locator( '.newsletter' ).first();
	await block.getByLabel( 'First name (optional)' ).fill( 'Cached Reader' );
	await block.getByLabel( 'Email address' ).fill( email );
	// Ready: its configuration is there (it loads once the form is near).
	await expect(
		block.getByRole( 'button', { name: 'Join the VIP List' } )
	).toBeEnabled();
	await block.getByLabel( 'Email address' ).press( 'Enter' );
	await expect(
		block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
	).toBeVisible( { timeout: 20_000 } );
}

/** The newsletter form's verify key, as Constant Contact Forms keeps it. */
function verifyKey(): string {
	return siteEval(
		"echo get_post_meta( (int) author_site_settings()['newsletter_form_id'], '_ctct_verify_key', true );"
	);
}

test.describe( 'the forms on cached pages', () => {
	test.beforeEach( () => mail.clear() );

	test( 'a contact message from a cached /contact reaches WPForms once', async ( {
		page,
		request,
	} ) => {
		await cachePage( request, '/contact' );
		const email = `cached-contact-${ Date.now() }@example.test`;
		await openCached( page, '/contact' );
		await fillContact( page, {
			name: 'Cached Visitor',
			email,
			subject: 'Book Signing Request',
			message: 'Sent from a page the cache kept.',
		} );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible( { timeout: 20_000 } );
		// WPForms mails before it answers.
		expect( mail.count( email ) ).toBe( 1 );
	} );

	for ( const path of [ '/', '/contact' ] ) {
		test( `a signup from a cached ${ path } reaches Constant Contact Forms once`, async ( {
			page,
			request,
		} ) => {
			await cachePage( request, path );
			const email = `cached-${ Date.now() }+news@example.test`;
			await openCached( page, path );
			await signUp( page, email );
			expect( mail.count( `Email: ${ email }` ) ).toBe( 1 );
		} );
	}

	test( 'after the form is saved, a signup from a page cached before still lands once', async ( {
		page,
		request,
		browser,
		baseURL,
	} ) => {
		allowTime( 90_000 );
		await cachePage( request, '/' );
		// Whatever the page loads for the form, loaded once before the save.
		await openCached( page, '/' );
		await page
			.locator( '.newsletter' )
			.first()
			.getByLabel( 'Email address' )
			.focus();
		await expect(
			page.getByRole( 'button', { name: 'Join the VIP List' } ).first()
		).toBeEnabled();

		// The author saves the form in wp-admin (its own browser: the login
		// cookie would pass the cache by); Constant Contact Forms makes a
		// new verify key on every save.
		const before = verifyKey();
		const admin = await browser.newContext( { baseURL } );
		const adminPage = await admin.newPage();
		await logIn( adminPage );
		const formId = Number(
			siteEval(
				"echo (int) author_site_settings()['newsletter_form_id'];"
			)
		);
		await adminPage.goto(
			`/wp-admin/post.php?post=${ formId }&action=edit`
		);
		await adminPage.locator( '#publish' ).click();
		await expect( adminPage.locator( '#message' ) ).toContainText(
			'Form updated'
		);
		await admin.close();
		const after = verifyKey();
		expect( after ).not.toBe( '' );
		expect( after ).not.toBe( before );

		const email = `cached-after-save-${ Date.now() }+news@example.test`;
		await openCached( page, '/' );
		await signUp( page, email );
		expect( mail.count( `Email: ${ email }` ) ).toBe( 1 );
	} );
} );
