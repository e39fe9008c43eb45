import { expect, test } from '../support/fixtures';
import { clearMailLog, mailCount } from '../support/mail-log';
import { fillContact } from '../support/forms';

/*
 * Both forms without JavaScript against the real plugins
 * (docs/forms.md#without-javascript): each server form posts to its own
 * page, which hands the submission to WPForms' and Constant Contact Forms'
 * own processing. The plugins' checks stay on: WPForms' 2 s time limit and
 * Constant Contact's 5 s "human" check count from the moment the page was
 * drawn, so a visitor who sends faster is refused, with every value kept.
 */

test.use( { javaScriptEnabled: false } );

/**
 * Waits as a visitor filling the form would.
 *
 * @param ms How long.
 */
const typing = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

test.describe( 'without JavaScript, real plugins', () => {
	test.beforeEach( clearMailLog );

	test( 'a contact message reaches WPForms and shows Message Sent', async ( {
		page,
	} ) => {
		const marker = `nojs-${ Date.now() }`;
		await page.goto( '/contact' );
		await fillContact( page, {
			name: "Zoë O'Brien & Co",
			email: `${ marker }@example.test`,
			subject: 'Interview Request',
			message: 'No script here & that is fine.\nSecond line: 1+1=2.',
		} );
		await typing( 2500 );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible();
		await expect( page.locator( '.fallback' ) ).toContainText(
			'Thanks for contacting us!'
		);
		expect( mailCount( `${ marker }@example.test` ) ).toBe( 1 );
	} );

	test( 'an invalid contact message shows the app’s error, every value kept', async ( {
		page,
	} ) => {
		await page.goto( '/contact' );
		await fillContact( page, {
			name: 'Zoë',
			email: 'zoe@example.test',
			subject: 'Other',
			message: 'Too short',
		} );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect( page.locator( '#contact-message-error' ) ).toHaveText(
			'Message must be at least 10 characters long'
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			'Too short'
		);
		await expect( page.locator( '#contact-subject' ) ).toHaveValue(
			'Other'
		);
		await expect( page.locator( '#contact-name' ) ).toHaveValue( 'Zoë' );
		expect( mailCount( 'zoe@example.test' ) ).toBe( 0 );
	} );

	test( 'a signup reaches Constant Contact Forms and shows the welcome', async ( {
		page,
	} ) => {
		const email = `nojs-${ Date.now() }+news@example.test`;
		await page.goto( '/' );
		const block = page.locator( '.newsletter' );
		await block.getByLabel( 'First name (optional)' ).fill( 'Zoë+Ann' );
		await block.getByLabel( 'Email address' ).fill( email );
		await typing( 6000 );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect(
			block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
		).toBeVisible();
		await expect( block.getByRole( 'status' ) ).toHaveText(
			'Thank you for subscribing!'
		);
		expect( mailCount( `Email: ${ email }` ) ).toBe( 1 );
		expect( mailCount( 'First Name: Zoë+Ann' ) ).toBe( 1 );
	} );

	test( 'a signup faster than the plugin’s human check is refused, values kept', async ( {
		page,
	} ) => {
		const email = `nojs-fast-${ Date.now() }@example.test`;
		await page.goto( '/contact' );
		const block = page.locator( '.newsletter' );
		await block.getByLabel( 'First name (optional)' ).fill( 'Speedy' );
		await block.getByLabel( 'Email address' ).fill( email );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect( block.getByRole( 'alert' ) ).not.toBeEmpty();
		await expect( block.getByLabel( 'Email address' ) ).toHaveValue(
			email
		);
		await expect( block.getByLabel( 'First name (optional)' ) ).toHaveValue(
			'Speedy'
		);
		expect( mailCount( email ) ).toBe( 0 );

		await block.getByLabel( 'Email address' ).fill( 'not-an-email' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect(
			page.locator( '#contact-newsletter-email-error' )
		).toHaveText( 'Please enter a valid email address' );
	} );
} );
