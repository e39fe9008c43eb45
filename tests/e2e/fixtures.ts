import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The five routes and what each must show (spec §2). */
export const ROUTES = [
	{
		path: '/',
		name: 'home',
		nav: 'Home',
		heading: 'Some Secrets Protect You.',
	},
	{ path: '/books', name: 'books', nav: 'Books', heading: 'Books' },
	{
		path: '/about',
		name: 'about',
		nav: 'About',
		heading: 'About the Author',
	},
	{
		path: '/events',
		name: 'events',
		nav: 'Events',
		heading: 'Events & Appearances',
	},
	{ path: '/contact', name: 'contact', nav: 'Contact', heading: 'Contact' },
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
 * WCAG 2.2 A/AA violations on the page as it is now.
 * @param page
 */
export async function axeViolations( page: Page ) {
	const results = await new AxeBuilder( { page } )
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
 * A page that records console errors and uncaught exceptions; each test ends
 * by asserting there were none (a test that expects some clears the list).
 */
export const test = base.extend< { consoleErrors: string[] } >( {
	consoleErrors: async ( { page }, provide ) => {
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
		expect( errors, 'console errors' ).toEqual( [] );
	},
} );
