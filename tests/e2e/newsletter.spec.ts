import { appReady, axeViolations, expect, test } from './support/fixtures';
import {
	deleteCtctForms,
	routeNewsletter as routePlugin,
	setUpNewsletter,
	tearDownNewsletter,
} from './support/forms';
import { allowTime } from './support/time-limit';

/*
 * The VIP newsletter signup against the real local WordPress
 * (docs/forms.md#newsletter-signup). Constant Contact Forms is not in Debian: the test stand-in
 * (tests/wp/mu-plugins/author-site-test-ctct.php) renders the recorded form
 * HTML for a published form, the theme's PHP serves
 * /constant-contact-config.json from it, and the plugin's own answers (forms
 * list, submit) come from the recordings through request routing.
 */

/**
 * The plugin's reading of the posted `data` (README-newsletter note 9).
 *
 * @param body The form-encoded request body.
 */
function decodeAsPlugin( body: string ): Record< string, string > {
	const data = new URLSearchParams( body ).get( 'data' ) ?? '';
	const urldecode = ( s: string ) =>
		decodeURIComponent( s.replace( /\+/g, ' ' ) );
	const out: Record< string, string > = {};
	for ( const raw of data.split( '&' ) ) {
		const decoded = urldecode( raw );
		const at = decoded.indexOf( '=' );
		const key = decoded.slice( 0, at );
		const value = decoded.slice( at + 1 );
		out[ key ] = key.includes( 'email__' ) ? value : urldecode( value );
	}
	return out;
}

test.describe( 'newsletter signup', () => {
	test.beforeAll( setUpNewsletter );

	test.afterAll( tearDownNewsletter );

	test( 'on Home: loads, subscribes, keeps a + in the name, and resets', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 45_000 );
		const submits = await routePlugin( page, 'ctct-submit-success.json' );
		const asked: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /ctct_forms|constant-contact-config/.test( request.url() ) ) {
				asked.push( request.url() );
			}
		} );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( '/' );
		await appReady( page );
		const block = page.locator( '.newsletter' );
		const email = block.getByLabel( 'Email address' );
		// Far below the fold: nothing asked for it yet, and it is the
		// server's form, unchanged (docs/forms.md#when-the-configuration-loads).
		await page.evaluate(
			() => new Promise( ( done ) => setTimeout( done, 500 ) )
		);
		expect( asked ).toEqual( [] );
		await expect( block.getByRole( 'status' ) ).toHaveText( '' );
		// Scrolled to: its configuration loads, in one round trip.
		const loaded = page.waitForResponse( /constant-contact-config\.json/ );
		await block.scrollIntoViewIfNeeded();
		expect( ( await loaded ).url() ).toMatch(
			/constant-contact-config\.json\?_=\d+/
		);
		// Ready: its configuration is there and it can be sent.
		await expect( block.getByRole( 'form' ) ).toHaveAttribute(
			'aria-busy',
			'false'
		);
		await expect(
			block.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();
		await expect( block.getByRole( 'status' ) ).toHaveText( '' );
		expect( asked ).toHaveLength( 2 );

		await block
			.getByLabel( 'First name (optional)' )
			.fill( 'Zoë+Ann & Co 100%' );
		await email.fill( 'zoe.ann+news@example.test' );
		await email.press( 'Enter' );
		await expect(
			block.getByRole( 'button', { name: 'Joining…' } )
		).toBeDisabled();
		await expect(
			block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
		).toBeFocused( { timeout: 15_000 } );
		await expect( block ).toContainText(
			'Your information has been submitted'
		);
		await expect( block.getByRole( 'status' ) ).toHaveText(
			'Thank you for subscribing!'
		);

		expect( submits ).toHaveLength( 1 );
		const request = submits[ 0 ];
		expect( request.method() ).toBe( 'POST' );
		expect( request.headers()[ 'content-type' ] ).toContain(
			'application/x-www-form-urlencoded'
		);
		const body = request.postData() ?? '';
		expect( new URLSearchParams( body ).get( 'action' ) ).toBe(
			'ctct_process_form'
		);
		const sent = decodeAsPlugin( body );
		expect( sent ).toMatchObject( {
			email___ecd412e904309dcce66177488240b016:
				'zoe.ann+news@example.test',
			first_name___185b795264e09a98fe0f4e47e70e8e90: 'Zoë+Ann & Co 100%',
			last_name___7844763b59c9491b69645b716220aad7: '',
			ctct_usage_field: '',
			'ctct-id': '7',
			'ctct-verify': 'igymfgNpUSBZloT3m3ZsKfySy',
			'ctct-instance': '0',
		} );
		expect( sent.ctct_time ).toMatch( /^\d{10}$/ );

		await block
			.getByRole( 'button', { name: 'Subscribe another email' } )
			.click();
		await expect( email ).toBeFocused();
		await expect( email ).toHaveValue( '' );
		await expect( email ).toBeEnabled();
		expect( await axeViolations( page ) ).toEqual( [] );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'on /contact#newsletter: a refused signup keeps what was typed', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 45_000 );
		const submits = await routePlugin( page, 'ctct-submit-too-fast.json' );
		await page.goto( '/contact#newsletter' );
		await appReady( page );
		const block = page.locator( '#newsletter' );
		const email = block.getByLabel( 'Email address' );
		await expect(
			block.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();

		// Validation first (docs/forms.md#newsletter-fields): nothing is sent for a bad address.
		await email.fill( 'zoe.ann@example' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect(
			block.getByText( 'Please enter a valid email address' )
		).toBeVisible();
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( email ).toBeFocused();
		expect( submits ).toHaveLength( 0 );

		await block.getByLabel( 'First name (optional)' ).fill( 'Zoë' );
		await email.fill( 'zoe.ann@example.test' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.dblclick();
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			'We do not think you are human',
			{ timeout: 15_000 }
		);
		expect( submits ).toHaveLength( 1 );
		await expect( email ).toHaveValue( 'zoe.ann@example.test' );
		await expect( block.getByLabel( 'First name (optional)' ) ).toHaveValue(
			'Zoë'
		);
		await expect(
			block.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'without a form: disabled, with the missing-configuration message, asking nothing', async ( {
		page,
		consoleErrors,
	} ) => {
		deleteCtctForms();
		const asked: string[] = [];
		page.on( 'request', ( r ) => {
			if ( /ctct|constant-contact|admin-ajax/.test( r.url() ) ) {
				asked.push( r.url() );
			}
		} );
		for ( const path of [ '/', '/contact' ] ) {
			await page.goto( path );
			await appReady( page );
			const block = page.locator( '.newsletter' );
			await expect( block.getByRole( 'status' ) ).toHaveText(
				'Newsletter signup is temporarily unavailable while the form configuration is missing. Please try again later.'
			);
			await expect( block.getByLabel( 'Email address' ) ).toBeDisabled();
			await expect(
				block.getByRole( 'button', { name: 'Join the VIP List' } )
			).toBeDisabled();
		}
		expect( asked ).toEqual( [] );
		expect( consoleErrors ).toEqual( [] );
	} );
} );
