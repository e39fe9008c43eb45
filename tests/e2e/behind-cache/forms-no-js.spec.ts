import { expect, test } from '../support/fixtures';
import { cachePage, cacheStatus, mail } from '../support/cache-site';
import { fillContact } from '../support/forms';

/*
 * Both forms without JavaScript from cached pages (docs/forms.md#without-
 * javascript, docs/caching.md): the page comes from nginx's cache, the form
 * posts to it (a POST always reaches WordPress), and the real plugin takes
 * the submission once. The plugins' own time checks count from the moment
 * the page was drawn, as on the real-plugin site (real-plugins/forms-no-js).
 */

test.use( { javaScriptEnabled: false } );

/**
 * Waits as a visitor filling the form would (the plugins' time checks).
 *
 * @param ms How long.
 */
const typing = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

test.describe( 'without JavaScript, from cached pages', () => {
	test.beforeEach( () => mail.clear() );

	test( 'a contact message reaches WPForms once and shows Message Sent', async ( {
		page,
		request,
	} ) => {
		await cachePage( request, '/contact' );
		const email = `nojs-cached-${ Date.now() }@example.test`;
		const response = await page.goto( '/contact' );
		expect( cacheStatus( response ) ).toBe( 'HIT' );
		await fillContact( page, {
			name: 'Cached Visitor',
			email,
			subject: 'Interview Request',
			message: 'No script, and a page from the cache.',
		} );
		await typing( 2500 );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible();
		expect( mail.count( email ) ).toBe( 1 );
	} );

	for ( const path of [ '/', '/contact' ] ) {
		test( `a signup from ${ path } reaches Constant Contact Forms once and shows the welcome`, async ( {
			page,
			request,
		} ) => {
			await cachePage( request, path );
			const email = `nojs-cached-${ Date.now() }+news@example.test`;
			const response = await page.goto( path );
			expect( cacheStatus( response ) ).toBe( 'HIT' );
			const block = page.locator( '.newsletter' );
			await block.getByLabel( 'First name (optional)' ).fill( 'Zoë' );
			await block.getByLabel( 'Email address' ).fill( email );
			await typing( 6000 );
			await block
				.getByRole( 'button', { name: 'Join the VIP List' } )
				.click();
			await expect(
				block.getByRole( 'heading', {
					name: 'Welcome to the VIP List!',
				} )
			).toBeVisible();
			expect( mail.count( `Email: ${ email }` ) ).toBe( 1 );
		} );
	}
} );
