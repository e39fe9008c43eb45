import AxeBuilder from '@axe-core/playwright';
import {
	test as base,
	expect,
	type APIRequestContext,
	type Locator,
	type Page,
} from '@playwright/test';
import { canonical, firstDifference } from '../../shared/canonical-dom';

export { expect, firstDifference };

/**
 * The five routes and what each must show (docs/product.md#routes); `title` is the document
 * title's page part (the page's heading, inc/meta/meta.php).
 */
export const ROUTES = [
	{
		path: '/',
		name: 'home',
		nav: 'Home',
		heading: 'Some Secrets Protect You.',
		title: 'Home',
	},
	{
		path: '/books',
		name: 'books',
		nav: 'Books',
		heading: 'Books',
		title: 'Books',
	},
	{
		path: '/about',
		name: 'about',
		nav: 'About',
		heading: 'About the Author',
		title: 'About the Author',
	},
	{
		path: '/events',
		name: 'events',
		nav: 'Events',
		heading: 'Events & Appearances',
		title: 'Events & Appearances',
	},
	{
		path: '/contact',
		name: 'contact',
		nav: 'Contact',
		heading: 'Contact',
		title: 'Contact',
	},
] as const;

/**
 * Waits until React has hydrated the server markup.
 * @param page
 */
export async function appReady( page: Page ): Promise< void > {
	await page.waitForFunction(
		() => document.documentElement.dataset.app === 'ready'
	);
}

/**
 * The configuration the theme printed for the app (JSON data in
 * `#author-site-config`), parsed, on the page as it is now; null without one.
 * @param page
 */
export function pageConfig< T = Record< string, unknown > >(
	page: Page
): Promise< T | null > {
	return page.evaluate( () => {
		const element = document.getElementById( 'author-site-config' );
		return element ? JSON.parse( element.textContent || 'null' ) : null;
	} );
}

/**
 * WCAG 2.2 A/AA violations on the page as it is now.
 * @param page
 * @param exclude Selectors left out (e.g. a frame with another document).
 * @param include A selector to check alone (all of the page without one).
 */
export async function axeViolations(
	page: Page,
	exclude: string[] = [],
	include?: string
) {
	const builder = new AxeBuilder( { page } );
	const results = await exclude
		.reduce(
			( scoped, selector ) => scoped.exclude( selector ),
			include ? builder.include( include ) : builder
		)
		.withTags( [
			'wcag2a',
			'wcag2aa',
			'wcag21a',
			'wcag21aa',
			'wcag22a',
			'wcag22aa',
		] )
		.analyze();
	return results.violations.map(
		( v ) =>
			`${ v.id }: ${ v.help } (${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) })`
	);
}

/**
 * A page that records console errors and uncaught exceptions, hydration
 * mismatches among them (the app logs each as an error); every test that
 * loads a page ends by asserting there were none, whether or not it names
 * the list (a test that expects some takes the list and clears it).
 */
export const test = base.extend< {
	consoleErrors: string[];
	allowedConsoleErrors: RegExp[];
} >( {
	// A spec whose every test makes requests fail on purpose names the
	// browser's own lines for them here (test.use()).
	allowedConsoleErrors: [ [], { option: true } ],
	// A route handler still waiting on the network when a test ends (a
	// `route.fetch()` for a request the test no longer needs) must not fail
	// that test or the next one.
	page: async ( { page }, provide ) => {
		await provide( page );
		await page.unrouteAll( { behavior: 'ignoreErrors' } );
	},
	consoleErrors: [
		async ( { page, allowedConsoleErrors }, provide ) => {
			const errors: string[] = [];
			page.on( 'console', ( message ) => {
				if ( message.type() === 'error' ) {
					errors.push( message.text() );
				}
			} );
			page.on( 'pageerror', ( error ) =>
				errors.push( `uncaught: ${ error.message }` )
			);
			await provide( errors );
			expect(
				errors.filter(
					( error ) =>
						! allowedConsoleErrors.some( ( allowed ) =>
							allowed.test( error )
						)
				),
				'console errors'
			).toEqual( [] );
		},
		{ auto: true },
	],
} );

/**
 * Accepts the browser's own console error for a request answered with
 * `status` and nothing else, then empties the list (for a test that makes a
 * request fail on purpose).
 *
 * @param consoleErrors The fixture's list.
 * @param status        The expected HTTP status.
 */
export function expectOnlyFailedStatus(
	consoleErrors: string[],
	status: number
): void {
	expect(
		consoleErrors.filter( ( e ) => ! e.includes( `status of ${ status }` ) )
	).toEqual( [] );
	consoleErrors.length = 0;
}

/**
 * The server's #root for a path as the browser parses it; leaves the page
 * loaded and hydrated at that path.
 *
 * @param page    The page.
 * @param request A request context.
 * @param path    Route path.
 */
export async function rootAsServed(
	page: Page,
	request: APIRequestContext,
	path: string
) {
	const html = await ( await request.get( path ) ).text();
	await page.goto( path );
	await appReady( page );
	return page.evaluate(
		( [ source, fn ] ) => {
			const doc = new DOMParser().parseFromString( source, 'text/html' );

			return new Function( `return (${ fn })` )()(
				doc.getElementById( 'root' )
			);
		},
		[ html, canonical.toString() ]
	);
}

/**
 * The app's own render of the current path: navigate away in the app, come
 * back with the browser's Back, and read #root.
 *
 * @param page The page, hydrated at `path`.
 * @param path Route path.
 * @param away The menu item to leave by (a route's, another than `path`'s).
 */
export async function rootAfterRevisit(
	page: Page,
	path: string,
	away = path === '/' ? 'Books' : 'Home'
) {
	const nav = page.getByRole( 'navigation', { name: 'Main' } );
	await nav.getByRole( 'link', { name: away } ).click();
	await expect( nav.locator( '[aria-current="page"]' ) ).toHaveText( away );
	await page.goBack();
	await expect( page ).toHaveURL(
		new RegExp( `${ path.replace( /\//g, '\\/' ) }$` )
	);
	await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
	return rootNow( page );
}

/**
 * #root as the page has it now (after hydration, say), in canonical form.
 *
 * @param page The page.
 */
export function rootNow( page: Page ) {
	return page.evaluate(
		( fn ) =>
			new Function( `return (${ fn })` )()(
				document.getElementById( 'root' )
			),
		canonical.toString()
	);
}

/**
 * Clicks through every route in the main navigation (starting from the one
 * after Home, ending on Home), waiting for each page's text; `check` runs on
 * each page.
 *
 * @param page  The page, hydrated.
 * @param check What to check on each page, given its nav label.
 */
export async function visitEveryRoute(
	page: Page,
	check: ( name: string ) => Promise< void > = async () => {}
): Promise< void > {
	const nav = page.getByRole( 'navigation', { name: 'Main' } );
	for ( const name of [ ...ROUTES.slice( 1 ), ROUTES[ 0 ] ].map(
		( route ) => route.nav
	) ) {
		await nav.getByRole( 'link', { name } ).click();
		await expect( nav.locator( '[aria-current="page"]' ) ).toHaveText(
			name
		);
		await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
		await check( name );
	}
}

/**
 * An event page's own link (Join online, Event website): exactly the one
 * expected, with its address, or none.
 *
 * @param main    The page's main element.
 * @param website The link expected, or null.
 */
export async function expectEventWebsite(
	main: Locator,
	website: { name: string; href: string } | null
): Promise< void > {
	const links = main.getByRole( 'link', {
		name: /Join online|Event website/,
	} );
	await expect( links ).toHaveText( website ? [ website.name ] : [] );
	expect(
		await links.evaluateAll( ( found ) =>
			found.map( ( link ) => link.getAttribute( 'href' ) )
		)
	).toEqual( website ? [ website.href ] : [] );
}
