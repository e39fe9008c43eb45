import { appReady, axeViolations, expect, test } from './support/fixtures';

/*
 * The contact form before its WPForms form is connected (docs/forms.md#email-fallback):
 * exact validation, then a drafted email and the "email the author directly"
 * panel. Keyboard only.
 */

test.describe( 'contact form, not connected', () => {
	test( 'validates by keyboard, drafts the email, and keeps every value', async ( {
		page,
		consoleErrors,
	} ) => {
		const mailtos: string[] = [];
		page.on(
			'request',
			( r ) => r.url().startsWith( 'mailto:' ) && mailtos.push( r.url() )
		);
		await page.goto( '/contact' );
		await appReady( page );
		await expect( page.getByRole( 'note' ) ).toContainText(
			'email me directly'
		);

		// Nothing typed: the first rule only.
		await page.locator( '#contact-name' ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.getByText( 'Name is required' ) ).toBeVisible();
		await expect( page.locator( '#contact-name' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '#contact-name' ) ).toBeFocused();
		await expect( page.getByText( 'Email is required' ) ).toHaveCount( 0 );

		await page.keyboard.type( 'Megan Reyes' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'megan@example' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'ArrowDown' ); // The select: General Inquiry.
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'Hello' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' ); // Send Message.
		await expect(
			page.getByText( 'Please enter a valid email address' )
		).toBeVisible();
		await expect( page.locator( '#contact-email' ) ).toBeFocused();

		await page.keyboard.type( '.com' );
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByText( 'Message must be at least 10 characters long' )
		).toBeVisible();
		await expect( page.locator( '#contact-message' ) ).toBeFocused();
		await page.keyboard.type( ', I loved the book!' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' );

		await expect(
			page.getByRole( 'heading', { name: 'Email the Author Directly' } )
		).toBeFocused();
		await expect(
			page.getByText( 'Contact form integration is not configured.' )
		).toBeVisible();
		expect( mailtos ).toHaveLength( 1 );
		expect( mailtos[ 0 ] ).toMatch(
			/^mailto:[^?]+\?subject=General%20Inquiry&body=Hello%2C%20I%20loved%20the%20book!/
		);
		await expect(
			page.getByRole( 'link', { name: 'Compose Email' } )
		).toHaveAttribute( 'href', mailtos[ 0 ]! );
		expect( await axeViolations( page ) ).toEqual( [] );

		await page.getByRole( 'button', { name: 'Go Back to Form' } ).click();
		await expect( page.locator( '#contact-name' ) ).toHaveValue(
			'Megan Reyes'
		);
		await expect( page.locator( '#contact-email' ) ).toHaveValue(
			'megan@example.com'
		);
		await expect( page.locator( '#contact-subject' ) ).toHaveValue(
			'General Inquiry'
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			'Hello, I loved the book!'
		);
		expect( consoleErrors ).toEqual( [] );
	} );
} );
