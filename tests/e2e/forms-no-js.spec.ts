import { expect, test } from './support/fixtures';
import {
	setUpNewsletter,
	tearDownNewsletter,
	fillContact,
} from './support/forms';

/*
 * Both forms without JavaScript on the test site, where no form plugin
 * processes anything (docs/forms.md#without-javascript): each server form
 * posts to its own page, which answers with the app's checks and texts, the
 * values kept; a valid message takes the app's fallback, the drafted email.
 */

test.use( { javaScriptEnabled: false } );

test.describe( 'without JavaScript, no form plugin', () => {
	test.beforeAll( setUpNewsletter );

	test.afterAll( tearDownNewsletter );

	test( 'the contact form answers an invalid message with its error, every value kept', async ( {
		page,
	} ) => {
		await page.goto( '/contact' );
		await fillContact( page, {
			name: 'Zoë <b>No Script</b>',
			email: 'zoe@invalid',
			subject: 'Other',
			message: 'Line one\nline two',
		} );
		const answer = page.waitForResponse(
			( response ) => response.request().method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		expect( ( await answer ).url() ).toMatch( /\/contact\/?$/ );
		await expect( page.locator( '#contact-email-error' ) ).toHaveText(
			'Please enter a valid email address'
		);
		await expect( page.locator( '#contact-email' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '#contact-name' ) ).toHaveValue(
			'Zoë <b>No Script</b>'
		);
		await expect( page.locator( '#contact-email' ) ).toHaveValue(
			'zoe@invalid'
		);
		await expect( page.locator( '#contact-subject' ) ).toHaveValue(
			'Other'
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			'Line one\nline two'
		);
	} );

	test( 'the contact form, not connected, offers the drafted email', async ( {
		page,
	} ) => {
		await page.goto( '/contact' );
		await fillContact( page, {
			name: 'Zoë',
			email: 'zoe@example.test',
			subject: 'Book Signing Request',
			message: 'Sign my copy, please.',
		} );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Email the Author Directly' } )
		).toBeVisible();
		await expect(
			page.getByText( 'Contact form integration is not configured.' )
		).toBeVisible();
		const href = await page
			.getByRole( 'link', { name: 'Compose Email' } )
			.getAttribute( 'href' );
		expect( href ).toMatch(
			/^mailto:[^?]+@[^?]+\?subject=Book%20Signing%20Request&body=Sign%20my%20copy%2C%20please\.%0D%0A%0D%0A%E2%80%94%20Zo%C3%AB%20%3Czoe%40example\.test%3E$/
		);
	} );

	test( 'the signup block answers an invalid email and a missing plugin, values kept', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const block = page.locator( '.newsletter' );
		const first = block.getByLabel( 'First name (optional)' );
		const email = block.getByLabel( 'Email address' );
		await first.fill( 'Zoë' );
		await email.fill( 'not an email' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect(
			page.locator( '#home-newsletter-email-error' )
		).toHaveText( 'Please enter a valid email address' );
		await expect( first ).toHaveValue( 'Zoë' );
		await expect( email ).toHaveValue( 'not an email' );

		await email.fill( 'zoe@example.test' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		// The test site's Constant Contact stand-in renders a form but
		// processes nothing.
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			'Newsletter signup is currently unavailable.'
		);
		await expect( email ).toHaveValue( 'zoe@example.test' );
		await expect( first ).toHaveValue( 'Zoë' );
	} );

	test( 'a forged or missing token is refused, values kept', async ( {
		request,
	} ) => {
		for ( const token of [ '1.00000000000000000000000000000000', '' ] ) {
			const response = await request.post( '/contact', {
				form: {
					author_site_form: 'contact',
					author_site_token: token,
					name: 'Zoë',
					email: 'zoe@example.test',
					subject: 'Other',
					message: 'A forged post here.',
				},
			} );
			expect( response.status() ).toBe( 200 );
			const html = await response.text();
			expect( html ).toContain(
				'role="alert" tabindex="-1">Failed to submit contact form.</p>'
			);
			expect( html ).toContain( 'A forged post here.</textarea>' );
			expect( response.headers()[ 'cache-control' ] ).toMatch(
				/no-store|no-cache/
			);
		}
	} );
} );
