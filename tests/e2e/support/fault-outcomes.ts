import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { RECORDINGS } from './content-pages';
import { appReady, expect } from './fixtures';
import type { Fault } from './faults';

/*
 * What a visitor sees after a remote call failed (faults.spec.ts): the
 * documented fallback or message for each fault (docs/forms.md,
 * docs/remote-calls.md), the forms' values kept, the app still usable.
 */

const EVENTS: Array< { title: string } > = JSON.parse(
	JSON.parse(
		readFileSync( join( RECORDINGS, 'events-relative.json' ), 'utf8' )
	).response.body
).events;

/** A recorded event title without entities, to find as it is written. */
const PLAIN_EVENT_TITLE = EVENTS.map( ( e ) => e.title ).find(
	( title ) => ! title.includes( '&' )
)!;

export const MESSAGES = {
	newsletterMissing:
		'Newsletter signup is temporarily unavailable while the form configuration is missing. Please try again later.',
	newsletterFailed:
		'Unable to load newsletter signup configuration. Please try again later.',
	subscribeFailed: 'Failed to subscribe. Please try again.',
	provider:
		'There was a problem submitting the form. Please try again or contact support.',
	contactFailed: 'Failed to submit contact form.',
	contactSendError:
		'There was an error sending your message. Please try again.',
};

export const WP_SUBTITLE = 'Faults suite: the subtitle from WordPress';
export const DEFAULT_SUBTITLE =
	'Writer, coffee addict & hopeless romantic from Rochester, New York';

/**
 * Lands on a route with the fake clock installed.
 * @param page
 * @param path
 */
export async function open( page: Page, path: string ): Promise< void > {
	await page.clock.install();
	await page.goto( path );
	await appReady( page );
}

export const nav = ( page: Page ) =>
	page.getByRole( 'navigation', { name: 'Main' } );

/**
 * The app still answers: another route renders.
 * @param page
 */
export async function expectUsable( page: Page ): Promise< void > {
	await nav( page ).getByRole( 'link', { name: 'Contact' } ).click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Contact' } )
	).toBeVisible();
}

/**
 * The About page's subtitle after its read failed so (a 5 MB answer is still
 * a good one: the author's text).
 *
 * @param fault The fault.
 */
export const aboutSubtitle = ( fault: Fault ) =>
	fault === '5mb' ? WP_SUBTITLE : DEFAULT_SUBTITLE;

/**
 * The first event's title after the events read failed so.
 *
 * @param fault The fault.
 */
export const firstEventTitle = ( fault: Fault ) =>
	fault === '5mb'
		? PLAIN_EVENT_TITLE
		: 'Virtual Book Launch: The Medallion Client';

/**
 * What the signup block shows after its configuration file failed so: ready
 * (a 5 MB answer is still a good one), or the documented message with the
 * form disabled.
 *
 * @param page  The page.
 * @param fault The fault.
 */
export async function expectConfigFileOutcome(
	page: Page,
	fault: Fault
): Promise< void > {
	if ( fault === '5mb' ) {
		await expectNewsletterReady( page );
		return;
	}
	const block = page.locator( '.newsletter' ).first();
	const failed = [ '500', 'hang', 'abort', 'truncated', 'empty' ].includes(
		fault
	);
	await expect( block.getByRole( 'status' ) ).toHaveText(
		failed ? MESSAGES.newsletterFailed : MESSAGES.newsletterMissing
	);
	await expect( block.getByLabel( 'Email address' ) ).toBeDisabled();
}

/**
 * Brings the signup block into view: its configuration loads only when it is
 * near (docs/forms.md#when-the-configuration-loads).
 * @param page
 */
export async function nearNewsletter( page: Page ): Promise< void > {
	await page.locator( '.newsletter' ).first().scrollIntoViewIfNeeded();
}

/**
 * Lets the page take in the whole configuration file before a hang's wait
 * is skipped: that skip would cut off a read still going. The response
 * event comes too early (the headers); the finished request and a few of
 * the page's turns after it, on a message channel the fake clock leaves
 * alone, do not.
 * @param page
 */
export async function afterConfigFileRead( page: Page ): Promise< void > {
	await page.waitForEvent( 'requestfinished', ( request ) =>
		request.url().includes( 'constant-contact-config.json' )
	);
	for ( let turn = 0; turn < 3; turn++ ) {
		await page.evaluate(
			() =>
				new Promise< void >( ( resolve ) => {
					const channel = new MessageChannel();
					channel.port1.onmessage = () => resolve();
					channel.port2.postMessage( null );
				} )
		);
	}
}

/**
 * The signup block on the page is ready to use.
 * @param page
 */
export async function expectNewsletterReady( page: Page ): Promise< void > {
	const block = page.locator( '.newsletter' ).first();
	await expect( block.getByLabel( 'Email address' ) ).toBeEnabled();
	await expect( block.getByRole( 'status' ) ).toHaveText( '' );
}

/**
 * The message a failed signup shows (null: it succeeds).
 * @param fault The fault.
 */
function newsletterMessage( fault: Fault ): string | null {
	switch ( fault ) {
		case '500':
		case '404':
		case '401':
			return `Unable to submit form (status ${ fault }).`;
		case 'wrong-types':
			return MESSAGES.provider;
		case '5mb':
			return null;
		default:
			return MESSAGES.subscribeFailed;
	}
}

/**
 * The contact form's banner (null: it succeeds).
 * @param fault The fault.
 */
function contactMessage( fault: Fault ): string | null {
	switch ( fault ) {
		case 'hang':
		case 'abort':
			return MESSAGES.contactSendError;
		case '5mb':
			return null;
		default:
			return MESSAGES.contactFailed;
	}
}

/**
 * Fills the contact form.
 * @param page
 */
export async function fillContact( page: Page ): Promise< Locator[] > {
	const name = page.locator( '#contact-name' );
	const email = page.locator( '#contact-email' );
	const subject = page.locator( '#contact-subject' );
	const message = page.locator( '#contact-message' );
	await name.fill( 'Zoë <b>Faults</b>' );
	await email.fill( 'zoe.faults@example.test' );
	await subject.selectOption( { index: 1 } );
	await message.fill( 'A message that must survive\nany fault.' );
	return [ name, email, subject, message ];
}

/** A submit under a fault, and what the test can still do about it. */
export interface SubmitUnderFault {
	fault: Fault;
	/** Where the form's banner and panel show. */
	block: Locator;
	fields: Locator[];
	button: Locator;
	posted: Request[];
	/** Answers the next submit with the recorded success. */
	heal: () => void;
}

/**
 * After a faulty answer, a signup shows the documented message with both
 * values kept and a usable button, and succeeds when sent again; a 5 MB
 * answer is still a good one.
 *
 * @param submit The submit.
 */
export async function expectSignupOutcome(
	submit: SubmitUnderFault
): Promise< void > {
	const welcome = submit.block.getByRole( 'heading', {
		name: 'Welcome to the VIP List!',
	} );
	const message = newsletterMessage( submit.fault );
	if ( message === null ) {
		await expect( welcome ).toBeVisible();
		return;
	}
	await expect( submit.block.getByRole( 'alert' ) ).toHaveText( message );
	await expect( submit.fields[ 0 ]! ).toHaveValue(
		'zoe.faults@example.test'
	);
	await expect( submit.fields[ 1 ]! ).toHaveValue( 'Zoë' );
	await expect( submit.button ).toBeEnabled();
	submit.heal();
	await submit.button.click();
	await expect( welcome ).toBeVisible();
	expect( submit.posted ).toHaveLength( 2 );
}

/**
 * After a faulty answer, the contact form shows the documented banner with
 * every value kept and a usable button, and sends when asked again; a 5 MB
 * answer is still a good one.
 *
 * @param submit The submit.
 */
export async function expectContactOutcome(
	submit: SubmitUnderFault
): Promise< void > {
	const sent = submit.block.getByRole( 'heading', { name: 'Message Sent' } );
	const message = contactMessage( submit.fault );
	if ( message === null ) {
		await expect( sent ).toBeVisible();
		return;
	}
	const [ name, email, subject, text ] = submit.fields;
	await expect(
		submit.block.locator( '.notice--error[role="alert"]' )
	).toHaveText( message );
	await expect( name! ).toHaveValue( 'Zoë <b>Faults</b>' );
	await expect( email! ).toHaveValue( 'zoe.faults@example.test' );
	await expect( subject! ).not.toHaveValue( '' );
	await expect( text! ).toHaveValue(
		'A message that must survive\nany fault.'
	);
	await expect( submit.button ).toBeEnabled();
	submit.heal();
	await submit.button.click();
	await expect( sent ).toBeVisible();
	expect( submit.posted ).toHaveLength( 2 );
}
