import type { Page, Response } from '@playwright/test';
import {
	appReady,
	expect,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	ROUTES,
	test,
} from '../support/fixtures';
import { canonical } from '../../shared/canonical-dom';
import { expectNoViolations, watchCsp } from '../support/csp-watch';
import { cachePage, cacheStatus } from '../support/cache-site';
import { allowTime } from '../support/time-limit';

/*
 * Every route from nginx's full-page cache (docs/caching.md): the first
 * request renders it (MISS), the next is the stored copy (HIT), and the app
 * hydrates that copy as it hydrates a fresh one, with a security policy that
 * is valid for every visitor who gets the copy.
 */

/**
 * The page's own answer (its navigation) once it arrives.
 *
 * @param page The page, before it navigates.
 */
const documentAnswer = ( page: Page ) =>
	page.waitForResponse( ( response: Response ) =>
		response.request().isNavigationRequest()
	);

for ( const { path } of ROUTES ) {
	test( `${ path } comes from the cache, sets no cookie and hydrates without a mismatch`, async ( {
		page,
		request,
	} ) => {
		await cachePage( request, path );
		const answer = documentAnswer( page );
		const server = await rootAsServed( page, request, path );
		const stored = await answer;
		expect( cacheStatus( stored ) ).toBe( 'HIT' );
		// The stored headers go to everybody: no cookie among them.
		expect( await stored.headerValue( 'set-cookie' ) ).toBeNull();
		await rootAfterRevisit( page, path );
		// The app's own render once no form is still loading its
		// configuration (the real plugin's answers take a moment; the
		// server prints the form settled).
		await expect( page.locator( 'form[aria-busy="true"]' ) ).toHaveCount(
			0
		);
		const client = await page.evaluate(
			( fn ) =>
				new Function( `return (${ fn })` )()(
					document.getElementById( 'root' )
				),
			canonical.toString()
		);
		expect( firstDifference( client, server ) ).toBe( 'none' );
		// The fixture fails the test on any console error (a hydration
		// mismatch is one).
	} );

	test( `${ path } from the cache: its inline scripts run under its policy, which has no nonce`, async ( {
		page,
		request,
	} ) => {
		await cachePage( request, path );
		const reports = await watchCsp( page );
		const response = await page.goto( path );
		expect( cacheStatus( response ) ).toBe( 'HIT' );
		await appReady( page );
		await expectNoViolations( page, reports );
		const policy = response?.headers()[ 'content-security-policy' ];
		expect( policy ).toContain( 'script-src' );
		// A nonce in a stored copy is the same for every visitor who gets
		// it: the policy must not rest on one.
		expect( policy ).not.toContain( "'nonce-" );
	} );
}

test( 'the newsletter configuration is never answered from the cache', async ( {
	page,
	request,
} ) => {
	allowTime( 60_000 );
	const answers: string[] = [];
	page.on( 'response', ( response ) => {
		if (
			new URL( response.url() ).pathname ===
			'/constant-contact-config.json'
		) {
			answers.push( `${ response.url() } ${ cacheStatus( response ) }` );
		}
	} );
	// Twice on each page with the form: whatever URL the app asks, the
	// second time would find a stored copy if it were cacheable.
	for ( const path of [ '/', '/contact', '/', '/contact' ] ) {
		await cachePage( request, path );
		await page.goto( path );
		await appReady( page );
		const block = page.locator( '.newsletter' ).first();
		// The configuration loads once the form is near (or has the focus).
		await block.getByLabel( 'Email address' ).focus();
		await expect(
			block.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();
	}
	expect( answers.length ).toBeGreaterThanOrEqual( 2 );
	expect( answers.filter( ( answer ) => answer.endsWith( ' HIT' ) ) ).toEqual(
		[]
	);
} );
