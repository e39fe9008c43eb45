import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';
import { caughtMail, clearMail, siteEval } from '../support/plugins-site';
import { fillContact } from '../support/forms';

/*
 * The WPForms token with the form's classic anti-spam check on, against the
 * real WPForms Lite (docs/forms.md#wpforms-token). The page a visitor gets
 * is made to look as a page cache would keep it: its token a day and more
 * old (renewed through WPForms' own `wpforms_get_token` when the form gets
 * focus), or one WPForms no longer accepts (a clear error, every value kept,
 * and Send Message again lands the message once).
 */

/** A token WPForms does not accept (not one of its days). */
const UNKNOWN = '0123456789abcdef0123456789abcdef';

/**
 * Turns the form's classic anti-spam check on or off.
 * @param on
 */
function classicAntispam( on: boolean ): void {
	siteEval( `
		$id   = author_site_wpforms_config()['formId'];
		$post = get_post( $id );
		$data = json_decode( $post->post_content, true );
		if ( ${ on ? 'true' : 'false' } ) {
			$data['settings']['antispam'] = '1';
		} else {
			unset( $data['settings']['antispam'] );
		}
		wp_update_post( array( 'ID' => $id, 'post_content' => wp_slash( wp_json_encode( $data ) ) ) );
	` );
}

/**
 * Serves /contact with its WPForms token and token time replaced in the
 * page's configuration, as an old cached copy would hold them.
 *
 * @param page      The page.
 * @param token     The token to put in, or null to keep the page's.
 * @param tokenTime The time to put in (Unix seconds).
 */
async function oldPage(
	page: Page,
	token: string | null,
	tokenTime: number
): Promise< void > {
	await page.route( /\/contact\/?$/, async ( route ) => {
		const response = await route.fetch();
		let html = await response.text();
		const before = html;
		if ( token ) {
			html = html.replace(
				/"token":"[0-9a-f]{32}"/,
				`"token":"${ token }"`
			);
		}
		html = html.replace( /"tokenTime":\d+/, `"tokenTime":${ tokenTime }` );
		expect( html ).not.toBe( before );
		await route.fulfill( { response, body: html } );
	} );
}

/** The message each test sends. */
const ENTRY = {
	name: 'Zoë Token',
	email: 'zoe+token@example.test',
	subject: 'Other',
	message: 'Sent from a page a cache kept for days.',
};

function landed(): number {
	return caughtMail().filter(
		( mail ) =>
			/New Contact Entry/.test( mail.subject ) &&
			mail.message.includes( 'zoe+token@example.test' )
	).length;
}

test.describe.serial( 'the WPForms token, classic anti-spam on', () => {
	test.beforeAll( () => classicAntispam( true ) );

	test.beforeEach( () => clearMail() );

	test.afterAll( () => classicAntispam( false ) );

	test( 'a token two days old is renewed on focus and the message lands once', async ( {
		page,
	} ) => {
		const asked: string[] = [];
		page.on( 'request', ( request ) => {
			const action = new URLSearchParams(
				request.url().includes( 'admin-ajax.php' )
					? ( request.postData() ?? '' )
					: ''
			).get( 'action' );
			const multipart = /name="action"\r\n\r\n(\w+)/.exec(
				request.postData() ?? ''
			);
			const name = action ?? multipart?.[ 1 ];
			if ( request.url().includes( 'admin-ajax.php' ) && name ) {
				asked.push( name );
			}
		} );
		await oldPage(
			page,
			UNKNOWN,
			Math.floor( Date.now() / 1000 ) - 2 * 86_400
		);
		await page.goto( '/contact' );
		await appReady( page );
		await fillContact( page, ENTRY );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible( { timeout: 20_000 } );
		expect( asked ).toEqual( [ 'wpforms_get_token', 'wpforms_submit' ] );
		await expect.poll( landed ).toBe( 1 );
	} );

	test( 'a token WPForms refuses: a clear error, values kept, then sent once', async ( {
		page,
	} ) => {
		await oldPage( page, UNKNOWN, Math.floor( Date.now() / 1000 ) - 60 );
		await page.goto( '/contact' );
		await appReady( page );
		await fillContact( page, ENTRY );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'This form had expired, so your message was not sent. It has been renewed: please press Send Message again.',
			{ timeout: 20_000 }
		);
		await expect( page.locator( '#contact-message' ) ).toHaveValue(
			'Sent from a page a cache kept for days.'
		);
		expect( landed() ).toBe( 0 );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible( { timeout: 20_000 } );
		await expect.poll( landed ).toBe( 1 );
	} );
} );
