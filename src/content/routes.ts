import type { PageKey } from './types';

/**
 * The pages whose content a route shows: Home also takes the retailer link
 * from the Books page.
 */
export const ROUTE_PAGES: Record< string, PageKey[] > = {
	'/': [ 'home', 'books' ],
	'/books': [ 'books' ],
	'/about': [ 'about' ],
	'/events': [ 'events' ],
	'/contact': [ 'contact' ],
};

/**
 * The route of a location path under the router's basename ('/', '/books', …).
 *
 * @param pathname Location path.
 * @param basename The router's basename.
 */
export function routeOfPath( pathname: string, basename: string ): string {
	const base = basename === '/' ? '' : basename;
	const inside = pathname.startsWith( base )
		? pathname.slice( base.length )
		: pathname;
	return `/${ inside.replace( /^\/+|\/+$/g, '' ) }`;
}

/**
 * The pages of a location path under the router's basename.
 *
 * @param pathname Location path.
 * @param basename The router's basename.
 */
export function pagesForPath( pathname: string, basename: string ): PageKey[] {
	return ROUTE_PAGES[ routeOfPath( pathname, basename ) ] ?? [];
}
