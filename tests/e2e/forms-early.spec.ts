import { holdApp } from './support/app-hold';
import { appReady, expect, test } from './support/fixtures';
import { multipartParts, exchange } from '../shared/recordings';
import {
	connectWpforms,
	restoreSettings,
	routeNewsletter,
	setUpNewsletter,
	tearDownNewsletter,
	fillContact,
} from './support/forms';
import { allowTime } from './support/time-limit';

/*
 * Nothing typed is lost (docs/forms.md#what-is-never-lost): the app's
 * bundle is held back, the visitor types into the server's forms, then the
 * bundle runs; each form adopts what its fields hold (focus kept) and the
 * app's request carries it intact.
 */

test.describe( 'typed before the app started', () => {
	let saved = 'null';

	test.beforeAll( () => {
		saved = connectWpforms();
		setUpNewsletter();
	} );

	test.afterAll( () => {
		restoreSettings( saved );
		tearDownNewsletter();
	} );

	test( 'the contact form sends every field as typed', async ( {
		page,
		consoleErrors,
	} ) => {
		const posted: string[][] = [];
		await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
			const request = route.request();
			posted.push(
				multipartParts(
					request.headers()[ 'content-type' ] ?? '',
					request.postDataBuffer()?.toString( 'utf8' ) ?? ''
				).map( ( [ key, value ] ) => `${ key }=${ value }` )
			);
			const answer = exchange( 'wpforms-submit-success.json' ).response;
			await route.fulfill( {
				status: answer.status,
				contentType: answer.headers[ 'Content-Type' ],
				body: answer.body,
			} );
		} );
		const release = await holdApp( page );
		await page.goto( '/contact', { waitUntil: 'domcontentloaded' } );
		await page.locator( '#contact-name' ).fill( 'Zoë Early Bird' );
		await page.locator( '#contact-email' ).fill( 'zoe.early@example.test' );
		await page
			.locator( '#contact-subject' )
			.selectOption( 'Reader Question' );
		const message = page.locator( '#contact-message' );
		await message.fill( 'Typed before the app\nhad started & kept.' );
		await expect( page.locator( 'html' ) ).not.toHaveAttribute(
			'data-app',
			'ready'
		);
		release();
		await appReady( page );
		await expect( message ).toBeFocused();
		await expect( page.locator( '#contact-subject' ) ).toHaveValue(
			'Reader Question'
		);
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible( { timeout: 15_000 } );
		expect( posted ).toHaveLength( 1 );
		expect( posted[ 0 ] ).toEqual(
			expect.arrayContaining( [
				'wpforms[fields][1][first]=Zoë',
				'wpforms[fields][1][last]=Early Bird',
				'wpforms[fields][2]=zoe.early@example.test',
				'wpforms[fields][3]=Reader Question',
				'wpforms[fields][4]=Typed before the app\r\nhad started & kept.',
			] )
		);
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'the signup block sends both fields as typed', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 45_000 );
		const submits = await routeNewsletter(
			page,
			'ctct-submit-success.json'
		);
		const release = await holdApp( page );
		await page.goto( '/', { waitUntil: 'domcontentloaded' } );
		const block = page.locator( '.newsletter' );
		await block.getByLabel( 'First name (optional)' ).fill( 'Zoë+Early' );
		const email = block.getByLabel( 'Email address' );
		await email.fill( 'zoe.early+news@example.test' );
		release();
		await appReady( page );
		await expect( email ).toBeFocused();
		// Sent once the block can send (its configuration loaded): the
		// typed values and the focus are still there.
		await expect(
			block.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();
		await expect( email ).toBeFocused();
		await email.press( 'Enter' );
		await expect(
			block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
		).toBeVisible( { timeout: 15_000 } );
		expect( submits ).toHaveLength( 1 );
		const data = new URLSearchParams( submits[ 0 ]!.postData() ?? '' ).get(
			'data'
		);
		expect( data ).toContain(
			`=${ encodeURIComponent( 'zoe.early+news@example.test' ) }&`
		);
		expect( data ).toContain(
			`=${ encodeURIComponent( encodeURIComponent( 'Zoë+Early' ) ) }&`
		);
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'sent before the app started, the server’s answer is what the app hydrates', async ( {
		page,
		consoleErrors,
	} ) => {
		const release = await holdApp( page );
		await page.goto( '/contact', { waitUntil: 'domcontentloaded' } );
		await fillContact( page, {
			name: 'Zoë Early',
			email: 'zoe@early',
			subject: 'Other',
			message: 'Sent before the app.',
		} );
		const answer = page.waitForResponse(
			( response ) => response.request().method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await answer;
		release();
		await appReady( page );
		await expect( page.locator( '#contact-email-error' ) ).toHaveText(
			'Please enter a valid email address'
		);
		await expect( page.locator( '#contact-email' ) ).toHaveValue(
			'zoe@early'
		);
		await expect( page.locator( '#contact-subject' ) ).toHaveValue(
			'Other'
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			'Sent before the app.'
		);
		// The app now owns the form: a change clears the error as it does.
		await page.locator( '#contact-email' ).fill( 'zoe@early.test' );
		await expect( page.locator( '#contact-email-error' ) ).toHaveCount( 0 );
		expect( consoleErrors ).toEqual( [] );
	} );
} );
