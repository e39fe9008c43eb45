import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';
import type { WpformsConfig } from '../../../src/config/config';
import { wpformsFormData } from '../../../src/contact/wpformsRequest';
import { newsletterBody } from '../../../src/newsletter/submit';
import type { NewsletterFormConfig } from '../../../src/newsletter/types';
import { clearMailLog, mailCount } from '../support/mail-log';
import { fillContact } from '../support/forms';
import { printedConfig } from '../support/form-posts';
import { allowTime } from '../support/time-limit';

/*
 * Load and faults against the real plugins (docs/forms.md#what-is-never-lost):
 * many submissions at once through the very calls the app makes (its own
 * body builders, to admin-ajax.php), each success landing exactly once; and
 * an HTML error page answered with status 200 (what WordPress sends when
 * its database is down) shown as an error, every value kept.
 */

const CONCURRENT = 20;

/** WordPress's own page when it cannot reach its database (wp_die()). */
const DATABASE_DOWN =
	'<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Database Error</title></head><body id="error-page"><div class="wp-die-message"><h1>Error establishing a database connection</h1></div></body></html>';

interface Tally {
	sent: number;
	success: number;
	landed: number;
	lost: number;
}

/**
 * Counts the successes that landed: each success's marker must be in
 * exactly one message.
 *
 * @param markers The marker of each submission that succeeded.
 * @param sent    How many were sent.
 */
async function tally( markers: string[], sent: number ): Promise< Tally > {
	// The mail goes out before the answer: no waiting needed, but allow the
	// log a moment.
	await expect
		.poll( () => markers.filter( ( m ) => mailCount( m ) >= 1 ).length )
		.toBe( markers.length );
	const landed = markers.filter( ( m ) => mailCount( m ) === 1 ).length;
	return { sent, success: markers.length, landed, lost: sent - landed };
}

test.describe( 'many at once', () => {
	test.beforeEach( clearMailLog );

	test( `${ CONCURRENT } contact messages at once each land exactly once`, async ( {
		request,
	} ) => {
		// Four PHP workers on two cores: WPForms takes its time with twenty.
		allowTime( 120_000 );
		const config = await printedConfig( request, '/contact' );
		const contact = config.contact as { wpforms: WpformsConfig };
		const ajaxUrl = config.ajaxUrl as string;
		const run = Date.now();
		const now = Date.now();
		const results = await Promise.all(
			Array.from( { length: CONCURRENT }, async ( _, i ) => {
				const marker = `load-${ run }-${ i }@example.test`;
				const data = wpformsFormData(
					contact.wpforms,
					{
						name: `Load Tester ${ i }`,
						email: marker,
						subject: 'General Inquiry',
						message: `Message ${ i } of a burst, sent at once.`,
					},
					{
						url: `${ config.homeUrl as string }contact`,
						title: 'Contact',
						startedAtMs: now - 3000,
						sentAtMs: now,
					}
				);
				const response = await request.post( ajaxUrl, {
					multipart: Object.fromEntries(
						[ ...data.entries() ].map( ( [ k, v ] ) => [
							k,
							String( v ),
						] )
					),
					headers: { Accept: 'application/json' },
					timeout: 100_000,
				} );
				const answer = ( await response.json() ) as {
					success?: boolean;
				};
				return answer.success === true ? marker : null;
			} )
		);
		const markers = results.filter( ( m ): m is string => m !== null );
		const counts = await tally( markers, CONCURRENT );

		console.log( 'contact under load', JSON.stringify( counts ) );
		expect( counts ).toEqual( {
			sent: CONCURRENT,
			success: CONCURRENT,
			landed: CONCURRENT,
			lost: 0,
		} );
	} );

	test( `${ CONCURRENT } signups at once each land exactly once`, async ( {
		request,
	} ) => {
		allowTime( 60_000 );
		const page = await printedConfig( request, '/' );
		const form = ( await (
			await request.get(
				( page.newsletter as { configUrl: string } ).configUrl
			)
		).json() ) as NewsletterFormConfig;
		// The plugin's human check: as the app does, no sooner than 6 s
		// after the form's configuration arrived.
		await new Promise( ( resolve ) => setTimeout( resolve, 6000 ) );
		const run = Date.now();
		const results = await Promise.all(
			Array.from( { length: CONCURRENT }, async ( _, i ) => {
				const email = `load-${ run }-${ i }+news@example.test`;
				const response = await request.post( page.ajaxUrl as string, {
					data: newsletterBody( form, {
						email,
						firstName: `Burst ${ i }`,
					} ).toString(),
					headers: {
						Accept: 'application/json',
						'Content-Type': 'application/x-www-form-urlencoded',
					},
				} );
				const answer = ( await response.json() ) as { status?: string };
				return answer.status?.toLowerCase() === 'success'
					? `Email: ${ email }<`
					: null;
			} )
		);
		const markers = results.filter( ( m ): m is string => m !== null );
		const counts = await tally( markers, CONCURRENT );

		console.log( 'newsletter under load', JSON.stringify( counts ) );
		expect( counts ).toEqual( {
			sent: CONCURRENT,
			success: CONCURRENT,
			landed: CONCURRENT,
			lost: 0,
		} );
	} );
} );

/**
 * Answers the app's submits with WordPress's database-error page, status 200.
 *
 * @param page The page.
 */
async function databaseDown( page: Page ): Promise< void > {
	await page.route( /\/wp-admin\/admin-ajax\.php$/, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'text/html; charset=utf-8',
			body: DATABASE_DOWN,
		} )
	);
}

test.describe( 'an HTML error page with status 200', () => {
	test( 'the contact form shows the error and keeps every value', async ( {
		page,
	} ) => {
		await databaseDown( page );
		await page.goto( '/contact' );
		await appReady( page );
		await fillContact( page, {
			name: 'Zoë Down',
			email: 'zoe.down@example.test',
			subject: 'Other',
			message: 'The database is down, my words are not.',
		} );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.locator( '.notice--error[role="alert"]' )
		).toHaveText( 'Failed to submit contact form.' );
		await expect( page.locator( '#contact-name' ) ).toHaveValue(
			'Zoë Down'
		);
		await expect( page.locator( '#contact-email' ) ).toHaveValue(
			'zoe.down@example.test'
		);
		await expect( page.locator( '#contact-subject' ) ).toHaveValue(
			'Other'
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			'The database is down, my words are not.'
		);
	} );

	test( 'the signup block shows the error and keeps both values', async ( {
		page,
	} ) => {
		allowTime( 45_000 );
		await databaseDown( page );
		await page.goto( '/' );
		await appReady( page );
		const block = page.locator( '.newsletter' );
		await block.getByLabel( 'First name (optional)' ).fill( 'Zoë' );
		await block
			.getByLabel( 'Email address' )
			.fill( 'zoe.down@example.test' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			'Failed to subscribe. Please try again.',
			{ timeout: 15_000 }
		);
		await expect( block.getByLabel( 'Email address' ) ).toHaveValue(
			'zoe.down@example.test'
		);
		await expect( block.getByLabel( 'First name (optional)' ) ).toHaveValue(
			'Zoë'
		);
	} );
} );
