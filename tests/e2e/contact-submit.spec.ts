import type { Page, Request } from '@playwright/test';
import {
	appReady,
	axeViolations,
	expect,
	expectOnlyFailedStatus,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	test,
} from './support/fixtures';
import { exchange, multipartParts } from '../shared/recordings';
import { connectWpforms, restoreSettings, fillContact } from './support/forms';

/*
 * The contact form connected to a WPForms form (docs/forms.md#contact-form): the theme
 * setting names the form, WPForms' answers come from the recordings of the
 * real plugin (tests/fixtures/wp-recordings/wpforms-*.json), and the posted
 * multipart body is checked part by part. Keyboard only where a visitor
 * would type.
 */

/**
 * The parts of a posted multipart body, in order.
 *
 * @param request The POST.
 */
function postedParts( request: Request ): Array< [ string, string ] > {
	return multipartParts(
		request.headers()[ 'content-type' ] ?? '',
		request.postDataBuffer()?.toString( 'utf8' ) ?? ''
	);
}

/**
 * Answers the contact submits with recordings, one per submit (the last one
 * again when they run out); returns the posted requests.
 *
 * @param page    The page.
 * @param answers Recording file and exchange index, in order.
 * @param delayMs How long each answer takes.
 */
async function answerWith(
	page: Page,
	answers: Array< [ string, number? ] >,
	delayMs = 0
): Promise< Request[] > {
	const posted: Request[] = [];
	await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
		const request = route.request();
		if ( request.method() !== 'POST' ) {
			return route.continue();
		}
		posted.push( request );
		const [ file, index ] =
			answers[ Math.min( posted.length, answers.length ) - 1 ]!;
		const answer = exchange( file, index ).response;
		await new Promise( ( resolve ) => setTimeout( resolve, delayMs ) );
		await route.fulfill( {
			status: answer.status,
			contentType: answer.headers[ 'Content-Type' ],
			body: answer.body,
		} );
	} );
	return posted;
}

let savedSettings = 'null';

test.beforeAll( () => {
	savedSettings = connectWpforms();
} );

test.afterAll( () => restoreSettings( savedSettings ) );

test.describe( 'contact form, connected to WPForms', () => {
	test( 'the first view is the app’s own idle render, without the banner', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const server = await rootAsServed( page, request, '/contact' );
		expect( server ).toContain( 'contact-form' );
		expect( server ).not.toContain( 'role="note"' );
		const client = await rootAfterRevisit( page, '/contact' );
		expect( firstDifference( client, server ) ).toBe( 'none' );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'sends by keyboard and shows Message Sent', async ( {
		page,
		consoleErrors,
	} ) => {
		const posted = await answerWith( page, [
			[ 'wpforms-submit-success.json' ],
		] );
		await page.goto( '/contact' );
		await appReady( page );
		await expect( page.getByRole( 'note' ) ).toHaveCount( 0 );

		await page.locator( '#contact-name' ).focus();
		await page.keyboard.type( "Zoë O'Brien" );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'zoe.obrien@example.test' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'ArrowDown' ); // General Inquiry.
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'Hi! I loved it & want more.' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type( 'Second line.' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' ); // Send Message.

		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeFocused();
		await expect(
			page.getByText( 'Thank you! Your message has been sent.' )
		).toBeVisible();
		await expect(
			page.getByText(
				'I read every note and will reply within a few days.'
			)
		).toBeVisible();
		expect( posted ).toHaveLength( 1 );

		const parts = postedParts( posted[ 0 ]! );
		const byName = new Map( parts );
		expect( parts ).toHaveLength( byName.size ); // No name twice.
		expect( Object.fromEntries( byName ) ).toMatchObject( {
			action: 'wpforms_submit',
			form_id: '6',
			'wpforms[id]': '6',
			'wpforms[fields][1][first]': 'Zoë',
			'wpforms[fields][1][last]': "O'Brien",
			'wpforms[fields][2]': 'zoe.obrien@example.test',
			'wpforms[fields][3]': 'General Inquiry',
			'wpforms[fields][4]': 'Hi! I loved it & want more.\r\nSecond line.',
			'wpforms[fields][1004]': '',
			'wpforms[submit]': 'wpforms-submit',
			page_title: await page.title(),
		} );
		expect( byName.get( 'page_url' ) ).toMatch( /\/contact$/ );
		// A visitor: no nonce; no WPForms plugin here: no token.
		expect( byName.has( 'wpforms[nonce]' ) ).toBe( false );
		expect( byName.has( 'wpforms[token]' ) ).toBe( false );
		// Only the mapped fields and the empty honeypot.
		expect(
			parts
				.filter( ( [ name ] ) => name.startsWith( 'wpforms[fields]' ) )
				.map( ( [ name ] ) => name )
				.sort()
		).toEqual( [
			'wpforms[fields][1004]',
			'wpforms[fields][1][first]',
			'wpforms[fields][1][last]',
			'wpforms[fields][2]',
			'wpforms[fields][3]',
			'wpforms[fields][4]',
		] );
		// WPForms' 2 s time limit.
		expect(
			Number( byName.get( 'end_timestamp' ) ) -
				Number( byName.get( 'start_timestamp' ) )
		).toBeGreaterThanOrEqual( 2 );
		expect( await axeViolations( page ) ).toEqual( [] );

		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Send Another Message' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( '#contact-name' ) ).toBeFocused();
		for ( const id of [ 'name', 'email', 'subject', 'message' ] ) {
			await expect( page.locator( `#contact-${ id }` ) ).toHaveValue(
				''
			);
		}
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'a refusal keeps every value and shows the errors', async ( {
		page,
		consoleErrors,
	} ) => {
		const posted = await answerWith( page, [
			[ 'wpforms-submit-invalid-email.json' ],
			[ 'wpforms-submit-empty.json', 0 ], // HTTP 500, HTML.
		] );
		await page.goto( '/contact' );
		await appReady( page );
		await fillContact( page, {
			name: 'Megan Reyes',
			email: 'megan@example.com',
			subject: 'Book Signing Request',
			message: 'Could you sign at our library in May?',
		} );
		await page.locator( '#contact-message' ).press( 'Tab' );
		await page.keyboard.press( 'Enter' );

		const email = page.locator( '#contact-email' );
		await expect( email ).toBeFocused();
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( email ).toHaveAccessibleDescription(
			'The provided email is not valid.'
		);
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Form has not been submitted, please see the errors below.'
		);
		const kept = async () => {
			await expect( page.locator( '#contact-name' ) ).toHaveValue(
				'Megan Reyes'
			);
			await expect( email ).toHaveValue( 'megan@example.com' );
			await expect( page.locator( '#contact-subject' ) ).toHaveValue(
				'Book Signing Request'
			);
			await expect( page.locator( '#contact-message' ) ).toHaveValue(
				'Could you sign at our library in May?'
			);
		};
		await kept();
		expect( await axeViolations( page ) ).toEqual( [] );

		// Sent again, the server crashes (the recorded 500 page).
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Failed to submit contact form.'
		);
		await expect( page.getByRole( 'alert' ) ).toBeFocused();
		await expect( email ).not.toHaveAttribute( 'aria-invalid' );
		await kept();
		expect( posted ).toHaveLength( 2 );
		// The browser reports the 500 itself; nothing else may be logged.
		expectOnlyFailedStatus( consoleErrors, 500 );
	} );

	test( 'a double click sends one request', async ( {
		page,
		consoleErrors,
	} ) => {
		const posted = await answerWith(
			page,
			[ [ 'wpforms-submit-success.json' ] ],
			500
		);
		await page.goto( '/contact' );
		await appReady( page );
		await fillContact( page, {
			name: 'Megan Reyes',
			email: 'megan@example.com',
			subject: 'Other',
			message: 'Could you sign at our library in May?',
		} );
		const send = page.getByRole( 'button', { name: 'Send Message' } );
		await send.dblclick();
		const sending = page.getByRole( 'button', { name: 'Sending…' } );
		await expect( sending ).toBeDisabled();
		await expect( sending ).toHaveAttribute( 'aria-busy', 'true' );
		await page.locator( '#contact-name' ).press( 'Enter' );
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible( { timeout: 10_000 } );
		expect( posted ).toHaveLength( 1 );
		expect( consoleErrors ).toEqual( [] );
	} );
} );
