import type { Locator, Page } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';
import { cachePage, cacheStatus, logMark, requestsSince } from './cache-site';

/*
 * Behind a full-page cache, a visit that stays away from the forms costs
 * WordPress nothing (docs/caching.md#what-the-theme-guarantees): after the
 * cached page, every request it makes is a static file or another cached
 * answer, none reaches PHP (counted from nginx's access log). The
 * newsletter's configuration loads only once its form comes near or gets
 * the focus.
 */

const VISITOR = 'author-site behind-cache visitor';
test.use( { userAgent: VISITOR } );

/** The newsletter configuration's requests (the forms list, the file). */
const CONFIG =
	/constant-contact-config\.json|rest_route=(%2F|\/)wp(%2F|\/)v2(%2F|\/)ctct_forms/;

/**
 * Loads a cached page and waits until every request it made on its own is
 * over and in nginx's log; returns what reached PHP meanwhile.
 *
 * @param page The page.
 * @param path The route.
 */
async function visit( page: Page, path: string ): Promise< string[] > {
	const fetched = new Set< string >();
	page.on( 'requestfinished', ( request ) => {
		const url = new URL( request.url() );
		fetched.add( url.pathname + url.search );
	} );
	const mark = logMark();
	const response = await page.goto( path );
	expect( cacheStatus( response ) ).toBe( 'HIT' );
	await appReady( page );
	// Every request of the visit has been made: only network silence shows it.
	// eslint-disable-next-line playwright/no-networkidle
	await page.waitForLoadState( 'networkidle' );
	const ours = () =>
		requestsSince( mark ).filter( ( hit ) => hit.userAgent === VISITOR );
	// nginx writes a line once the answer is out: wait for all of them.
	await expect
		.poll( () => {
			const logged = new Set(
				ours().map( ( hit ) => hit.request.split( ' ' )[ 1 ] )
			);
			return [ ...fetched ].filter( ( url ) => ! logged.has( url ) );
		} )
		.toEqual( [] );
	return ours()
		.filter( ( hit ) => hit.upstream !== undefined )
		.map( ( hit ) => `${ hit.request } ${ hit.status } ${ hit.cache }` );
}

for ( const path of [ '/', '/events' ] ) {
	test( `a visit of a cached ${ path } that touches no form makes no request that reaches PHP`, async ( {
		page,
		request,
	} ) => {
		await cachePage( request, path );
		expect( await visit( page, path ) ).toEqual( [] );
	} );
}

/** Ways a visitor comes to the signup form. */
const APPROACHES: Record< string, ( block: Locator ) => Promise< void > > = {
	'scrolling to it': ( block ) => block.scrollIntoViewIfNeeded(),
	// The keyboard's way in, without scrolling the page first.
	'focusing it': ( block ) =>
		block
			.getByLabel( 'Email address' )
			.evaluate( ( input ) =>
				( input as HTMLInputElement ).focus( { preventScroll: true } )
			),
};

for ( const [ how, approach ] of Object.entries( APPROACHES ) ) {
	test( `the newsletter's configuration loads on ${ how }, not before`, async ( {
		page,
		request,
	} ) => {
		await cachePage( request, '/' );
		const asked: string[] = [];
		page.on( 'request', ( r ) => {
			if ( CONFIG.test( r.url() ) ) {
				asked.push( r.url() );
			}
		} );
		await visit( page, '/' );
		expect( asked, 'before' ).toEqual( [] );

		const block = page.locator( '.newsletter' ).first();
		await approach( block );
		await expect
			.poll( () => asked.length, { message: 'asked after' } )
			.toBeGreaterThan( 0 );
		await expect(
			block.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();
	} );
}
