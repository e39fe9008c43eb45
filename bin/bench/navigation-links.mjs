/**
 * The links the navigation bench follows: each menu link (Home → Books →
 * About → Events → Contact → Home) and the first link in main on /books to
 * a book page, and finding one on its source page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

/** The menu's items (src/layout/navigation.json). */
const NAV = JSON.parse(
	readFileSync( join( ROOT, 'src', 'layout', 'navigation.json' ), 'utf8' )
);
/** The menu links measured, in order, named as the menu names them. */
export const MENU = [ '/books', '/about', '/events', '/contact', '/' ].map(
	( to, i, all ) => ( {
		from: i === 0 ? '/' : all[ i - 1 ],
		to,
		name: NAV.find( ( item ) => item.to === to ).label,
	} )
);
/** The first link in main on /books to a book page. */
export const BOOK = { from: '/books', to: null, name: null };

/**
 * The link of a row on the source page: a menu link by its name, or the
 * first link in main to a book page; with its target's path.
 * @param {import('@playwright/test').Page} page
 * @param {{name: ?string, to: ?string}}    link
 */
export async function findLink( page, link ) {
	if ( link.name ) {
		return {
			locator: page
				.getByRole( 'navigation', { name: 'Main' } )
				.getByRole( 'link', { name: link.name, exact: true } ),
			to: link.to,
		};
	}
	const href = await page.evaluate( () => {
		const anchor = [
			...document.querySelectorAll( 'main a[href*="/books/"]' ),
		].find(
			( a ) =>
				a.origin === window.location.origin &&
				/^\/books\/[^/]+\/?$/.test( a.pathname )
		);
		return anchor ? anchor.getAttribute( 'href' ) : null;
	} );
	if ( ! href ) {
		return null;
	}
	return {
		locator: page.locator( `main a[href="${ href }"]` ).first(),
		to: new URL( href, page.url() ).pathname,
	};
}
