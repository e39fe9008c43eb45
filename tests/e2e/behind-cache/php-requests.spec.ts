import type { Locator, Page } from '@playwright/test';
import { blockContent, phpPage, SLUGS } from '../support/content-pages';
import { appReady, expect, ROUTES, test } from '../support/fixtures';
import {
	cachePage,
	cacheStatus,
	logMark,
	purge,
	requestsSince,
	siteEval,
} from '../support/cache-site';

/*
 * Behind a full-page cache, a visit that stays away from the forms costs
 * WordPress nothing (docs/caching.md#what-the-theme-guarantees): after the
 * cached page, every request it makes is a static file or another cached
 * answer, none reaches PHP (counted from nginx's access log), and so is
 * every route it goes to in the app (each read from its cached document).
 * The newsletter's configuration loads only once its form comes near or
 * gets the focus.
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
		// Every route in the cache, as on a live site: the app fetches the
		// routes of the links in view ahead, from the cache.
		for ( const route of ROUTES ) {
			await cachePage( request, route.path );
		}
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

/** A book page under the Books content page, for the visit below. */
const BOOK = { slug: 'e2e-cached-visit', title: 'The Cached Visit' };

test.describe( 'an in-app visit', () => {
	let bookId = 0;

	test.beforeAll( () => {
		const content = blockContent( {
			title: BOOK.title,
			description: 'A book the visit opens from /books.',
		} );
		bookId = Number(
			siteEval( `
				$books = ${ phpPage( SLUGS.books ) };
				if ( ! $books ) { echo 0; return; }
				echo wp_insert_post( wp_slash( array(
					'post_type' => 'page', 'post_status' => 'publish',
					'post_parent' => $books->ID, 'post_name' => '${ BOOK.slug }',
					'post_title' => '${ BOOK.title }',
					'post_content' => base64_decode( '${ Buffer.from( content ).toString( 'base64' ) }' ),
				) ) );
			` )
		);
		expect( bookId, 'the Books content page is there' ).toBeGreaterThan(
			0
		);
	} );

	test.afterAll( () => {
		siteEval( `wp_delete_post( ${ bookId }, true );` );
		for ( const path of [ '/books', `/books/${ BOOK.slug }/` ] ) {
			purge( path );
		}
	} );

	test( 'through the five menu links and a book page reaches PHP only for the signup configuration', async ( {
		page,
		request,
	} ) => {
		const book = `/books/${ BOOK.slug }/`;
		for ( const path of [
			...ROUTES.map( ( route ) => route.path ),
			book,
		] ) {
			await cachePage( request, path );
		}
		const mark = logMark();
		await page.goto( '/' );
		await appReady( page );
		const open = async ( link: Locator, path: string, title: string ) => {
			await link.hover();
			await link.click();
			await expect( page ).toHaveURL( path );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toContainText( title );
			await expect( page.locator( 'main .loading' ) ).toHaveCount( 0 );
		};
		const menu = ( name: string ) =>
			page
				.getByRole( 'banner' )
				.getByRole( 'link', { name, exact: true } )
				.first();
		for ( const route of [
			...ROUTES.slice( 1 ),
			ROUTES[ 0 ],
			ROUTES[ 1 ],
		] ) {
			await open( menu( route.nav ), route.path, route.heading );
		}
		await open(
			page.locator( `main a[href$="${ book }"]` ).first(),
			book,
			BOOK.title
		);
		// Every request of the visit has been made: only network silence shows it.
		// eslint-disable-next-line playwright/no-networkidle
		await page.waitForLoadState( 'networkidle' );
		const reachedPhp = () =>
			requestsSince( mark )
				.filter(
					( hit ) =>
						hit.userAgent === VISITOR &&
						hit.upstream !== undefined &&
						! CONFIG.test( hit.request )
				)
				.map(
					( hit ) => `${ hit.request } ${ hit.status } ${ hit.cache }`
				);
		// nginx writes a line once the answer is out.
		await page.evaluate(
			() => new Promise( ( done ) => setTimeout( done, 500 ) )
		);
		expect( reachedPhp() ).toEqual( [] );
		const documents = requestsSince( mark ).filter(
			( hit ) => hit.userAgent === VISITOR && hit.cache === 'HIT'
		);
		expect(
			documents.length,
			'routes read from the cache'
		).toBeGreaterThanOrEqual( 6 );
	} );
} );
