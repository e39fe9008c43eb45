import type { Page } from '@playwright/test';
import { appReady, expect } from './fixtures';
import { fillContact } from './forms';

/*
 * What a visitor does with the two forms, through the theme's own UI, on a
 * site with the real plugins: the real-plugin specs (forms.spec.ts) and the
 * Playground smoke test (tests/e2e/playground) share it.
 */

/** The signup a visitor makes: +, accents and & must arrive intact. */
export const SIGNUP = {
	name: 'Zoë+Ann & Co 100%',
	email: 'zoe.ann+news@example.test',
};

/** The message a visitor sends: line breaks too. */
export const MESSAGE = {
	name: "Zoë O'Brien & Co",
	email: 'zoe+contact@example.test',
	subject: 'Book Signing Request',
	message: 'Hi! I loved it & want more.\nSecond line: 1+1=2, café.',
};

/**
 * Text of a mail body as a reader sees it: tags out, line breaks kept,
 * entities decoded.
 * @param html The body.
 */
export function readable( html: string ): string {
	return html
		.replace( /<(style|head)[\s\S]*?<\/\1>/gi, '' )
		.replace( /<br[^>]*>/gi, '\n' )
		.replace( /<\/p>/gi, '\n' )
		.replace( /<[^>]+>/g, '' )
		.replace( /&amp;/g, '&' )
		.replace( /&#0?39;|&#8217;/g, "'" )
		.replace( /&quot;/g, '"' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' );
}

/**
 * Signs up on the Home page's VIP block and waits for its welcome.
 * @param page         The page.
 * @param signup       Name and email (SIGNUP by default).
 * @param signup.name  The first name.
 * @param signup.email The email address.
 * @param timeout      How long the welcome may take (ms).
 */
export async function signUp(
	page: Page,
	signup: { name: string; email: string } = SIGNUP,
	timeout = 20_000
): Promise< void > {
	await page.goto( '/' );
	await appReady( page );
	const block = page.locator( '.newsletter' ).first();
	const email = block.getByLabel( 'Email address' );
	// Filling it brings it near and focuses it: its configuration loads.
	await block.getByLabel( 'First name (optional)' ).fill( signup.name );
	await email.fill( signup.email );
	// Ready: its configuration is there and it can be sent.
	await expect(
		block.getByRole( 'button', { name: 'Join the VIP List' } )
	).toBeEnabled( { timeout } );
	await expect( block.locator( 'form' ) ).toHaveAttribute(
		'aria-busy',
		'false',
		{ timeout }
	);
	await email.press( 'Enter' );
	await expect(
		block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
	).toBeVisible( { timeout } );
}

/**
 * Sends a message from the Contact page and waits for "Message Sent".
 * @param page    The page.
 * @param message The message (MESSAGE by default).
 * @param timeout How long the answer may take (ms).
 */
export async function sendMessage(
	page: Page,
	message: typeof MESSAGE = MESSAGE,
	timeout = 20_000
): Promise< void > {
	await page.goto( '/contact' );
	await appReady( page );
	await fillContact( page, message );
	await page.getByRole( 'button', { name: 'Send Message' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Message Sent' } )
	).toBeVisible( { timeout } );
}
