import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';
import { logIn } from '../wp';
import { caughtMail, clearMail, type Mail } from './site';
import { fillContact } from '../forms';

/*
 * Both forms through the theme's own UI, into the real plugins: Constant
 * Contact Forms (not connected to an account, so it mails each signup to
 * the site's admin) and WPForms Lite (its notification to the admin). What
 * the visitor typed must arrive intact: +, accents, &, line breaks.
 */

const NAME = 'Zoë+Ann & Co 100%';
const EMAIL = 'zoe.ann+news@example.test';

/**
 * Text of a mail body as a reader sees it: tags out, line breaks kept,
 * entities decoded.
 * @param html The body.
 */
function readable( html: string ): string {
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
 * Waits for the mail whose subject matches.
 * @param subject The subject.
 */
async function mailWith( subject: RegExp ): Promise< Mail > {
	let found: Mail | undefined;
	await expect
		.poll( () => {
			found = caughtMail().find( ( mail ) =>
				subject.test( mail.subject )
			);
			return Boolean( found );
		} )
		.toBe( true );
	return found!;
}

async function signUp( page: Page ): Promise< void > {
	await page.goto( '/' );
	await appReady( page );
	const block = page.locator( '.newsletter' ).first();
	const email = block.getByLabel( 'Email address' );
	// Filling it brings it near and focuses it: its configuration loads.
	await block.getByLabel( 'First name (optional)' ).fill( NAME );
	await email.fill( EMAIL );
	// Ready: its configuration is there and it can be sent.
	await expect(
		block.getByRole( 'button', { name: 'Join the VIP List' } )
	).toBeEnabled();
	await expect( block.locator( 'form' ) ).toHaveAttribute(
		'aria-busy',
		'false'
	);
	await email.press( 'Enter' );
	await expect(
		block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
	).toBeVisible( { timeout: 20_000 } );
}

async function sendMessage( page: Page ): Promise< void > {
	await page.goto( '/contact' );
	await appReady( page );
	await fillContact( page, {
		name: "Zoë O'Brien & Co",
		email: 'zoe+contact@example.test',
		subject: 'Book Signing Request',
		message: 'Hi! I loved it & want more.\nSecond line: 1+1=2, café.',
	} );
	await page.getByRole( 'button', { name: 'Send Message' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Message Sent' } )
	).toBeVisible( { timeout: 20_000 } );
}

for ( const visitor of [ 'logged out', 'logged in' ] as const ) {
	test.describe( visitor, () => {
		test.beforeEach( async ( { page } ) => {
			clearMail();
			if ( visitor === 'logged in' ) {
				await logIn( page );
			}
		} );

		test( 'a newsletter signup reaches Constant Contact Forms intact', async ( {
			page,
		} ) => {
			await signUp( page );
			const mail = await mailWith( /Constant Contact/ );
			const text = readable( mail.message );
			expect( text ).toContain( `Email: ${ EMAIL }` );
			expect( text ).toContain( `First Name: ${ NAME }` );
		} );

		test( 'a contact message reaches WPForms intact', async ( {
			page,
		} ) => {
			await sendMessage( page );
			const mail = await mailWith( /New Contact Entry/ );
			const text = readable( mail.message );
			expect( text ).toContain( "Zoë O'Brien & Co" );
			expect( text ).toContain( 'zoe+contact@example.test' );
			expect( text ).toContain( 'Book Signing Request' );
			expect( text ).toContain(
				'Hi! I loved it & want more.\nSecond line: 1+1=2, café.'
			);
		} );
	} );
}
