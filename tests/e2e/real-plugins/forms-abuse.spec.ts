import { expect, test } from '../support/fixtures';
import { logIn } from '../support/wp';
import { clearMailLog, mailCount } from '../support/mail-log';
import {
	SUBMIT_FAILED,
	clientHeaders,
	drawnToken,
	hiddenValue,
	typing,
} from '../support/form-posts';

/*
 * Posts of the server's contact form that only a script or another site
 * sends, against the real WPForms (docs/security.md#forms): a body far over
 * its limit gets a small 413 page before the page is drawn, echoing nothing; a
 * post another site makes with the author's cookies but without her page's
 * nonce is refused, and nothing is mailed.
 */

/**
 * A contact post's fields.
 *
 * @param token   The signed token.
 * @param email   The sender's address (the mail's marker).
 * @param message The message.
 */
const contactForm = ( token: string, email: string, message: string ) => ( {
	author_site_form: 'contact',
	author_site_token: token,
	name: 'Zoë',
	email,
	subject: 'Other',
	message,
} );

test.describe( 'abusive contact posts, real plugins', () => {
	test.beforeEach( clearMailLog );

	// A dozen page loads each, on a machine that may be busy.
	test.describe.configure( { timeout: 90_000 } );

	test( 'a 2 MB message gets a small 413 page before any work, nothing echoed', async ( {
		request,
	} ) => {
		const headers = clientHeaders( 'oversize' );
		const token = await drawnToken( request, '/contact', headers );
		const email = `oversize-${ Date.now() }@example.test`;
		await typing( 2100 );
		// A normal error page: a forged token, values echoed.
		const normalStarted = performance.now();
		const normal = await request.post( '/contact', {
			headers,
			form: contactForm(
				'1.' + '0'.repeat( 32 ),
				email,
				'A forged post.'
			),
		} );
		const normalSize = ( await normal.body() ).length;
		const normalMs = Math.round( performance.now() - normalStarted );
		expect( await normal.text() ).toContain( SUBMIT_FAILED );

		// Encoded before the clock starts: the figure is the server's answer.
		const encoded = new URLSearchParams(
			contactForm( token, email, 'x'.repeat( 2 * 1024 * 1024 ) )
		).toString();
		const started = performance.now();
		const huge = await request.post( '/contact', {
			headers: {
				...headers,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			data: encoded,
		} );
		const body = await huge.text();
		const ms = Math.round( performance.now() - started );
		test.info().annotations.push( {
			type: 'figure',
			description: `2 MB message: ${ body.length } bytes back in ${ ms } ms (a normal error page: ${ normalSize } bytes in ${ normalMs } ms)`,
		} );
		expect( huge.status() ).toBe( 413 );
		expect( body ).toContain( SUBMIT_FAILED );
		expect( body ).toContain( 'Go Back to Form</a>' );
		expect( Buffer.byteLength( body ) ).toBeLessThanOrEqual( normalSize );
		expect( body ).not.toContain( 'xxxxxxxxxx' );
		expect( body ).not.toContain( email );
		expect( mailCount( email ) ).toBe( 0 );

		// One character over in a body within the limit: cut to the limit.
		const over = await (
			await request.post( '/contact', {
				headers,
				form: contactForm( token, email, 'x'.repeat( 5001 ) ),
			} )
		).text();
		expect( over ).toContain( SUBMIT_FAILED );
		expect( over ).toContain( `>${ 'x'.repeat( 5000 ) }</textarea>` );
		expect( mailCount( email ) ).toBe( 0 );

		// The same token with a message within the limit lands: nothing above did any work.
		const fits = await (
			await request.post( '/contact', {
				headers,
				form: contactForm( token, email, 'x'.repeat( 5000 ) ),
			} )
		).text();
		expect( fits ).toContain( '>Message Sent</h3>' );
		expect( mailCount( email ) ).toBe( 1 );
	} );

	test( 'a post from another site with the author’s cookies but not her page’s nonce is refused, nothing mailed', async ( {
		page,
		request,
	} ) => {
		await logIn( page );
		const cookies = ( await page.context().cookies() )
			.map( ( cookie ) => `${ cookie.name }=${ cookie.value }` )
			.join( '; ' );
		const headers = clientHeaders( 'cross-site' );
		// Her own page: it carries her nonces (no cache keeps it).
		const own = await (
			await request.get( '/contact', {
				headers: { ...headers, Cookie: cookies },
			} )
		).text();
		const nonce = hiddenValue( own, 'author_site_nonce' );
		const wpformsNonce = hiddenValue( own, 'author_site_wpforms_nonce' );
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
		expect( wpformsNonce ).toMatch( /^[0-9a-f]{10}$/ );
		// A visitor's page carries neither.
		const visitors = await ( await request.get( '/contact' ) ).text();
		expect( hiddenValue( visitors, 'author_site_nonce' ) ).toBeUndefined();
		const token = hiddenValue( own, 'author_site_token' )!;
		await typing( 2100 );

		const forged = `cross-site-${ Date.now() }@example.test`;
		const attack = await request.post( '/contact', {
			headers: {
				...headers,
				Cookie: cookies,
				Origin: 'https://attacker.example',
				Referer: 'https://attacker.example/win-a-prize',
			},
			form: contactForm( token, forged, 'Sent by another site.' ),
		} );
		const answer = await attack.text();
		expect( answer ).toContain( SUBMIT_FAILED );
		// Drawn for her (her nonce is in it), her values never read.
		expect( hiddenValue( answer, 'author_site_nonce' ) ).toBeDefined();
		expect( answer ).not.toContain( forged );
		expect( answer ).not.toContain( 'Sent by another site.' );
		expect( mailCount( forged ) ).toBe( 0 );

		// Her own form, with the nonces her page printed, lands once.
		const ownEmail = `author-${ Date.now() }@example.test`;
		const sent = await request.post( '/contact', {
			headers: { ...headers, Cookie: cookies },
			form: {
				...contactForm( token, ownEmail, 'Sent from my own page.' ),
				author_site_nonce: nonce!,
				author_site_wpforms_nonce: wpformsNonce!,
			},
		} );
		expect( await sent.text() ).toContain( '>Message Sent</h3>' );
		expect( mailCount( ownEmail ) ).toBe( 1 );
	} );
} );
