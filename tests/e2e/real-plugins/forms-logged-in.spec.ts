import {
	expect,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	test,
} from '../support/fixtures';
import { logIn } from '../support/wp';

/*
 * A logged-in user's forms (docs/forms.md#without-javascript): her pages
 * (which no cache keeps) carry her nonce in both forms and WPForms' nonce in
 * the contact form, drawn by the server and by the app alike, so the page
 * hydrates without a change.
 */

// Logging in, and each route twice, on a machine that may be busy.
test.describe.configure( { timeout: 90_000 } );

for ( const path of [ '/contact', '/' ] ) {
	test( `logged in, the server's ${ path } with its nonce fields equals the app's own render`, async ( {
		page,
	} ) => {
		await logIn( page );
		const server = await rootAsServed( page, page.request, path );
		const hidden = await page
			.locator( 'form input[type="hidden"]' )
			.evaluateAll( ( inputs ) =>
				inputs.map( ( input ) => input.getAttribute( 'name' ) )
			);
		expect( hidden ).toContain( 'author_site_nonce' );
		expect( hidden.includes( 'author_site_wpforms_nonce' ) ).toBe(
			path === '/contact'
		);
		const client = await rootAfterRevisit( page, path );
		expect( firstDifference( client, server ) ).toBe( 'none' );
	} );
}
