import schema from './schema.json';
import type { PageKey } from './types';

/** The pages whose content a route shows (schema.json, which the PHP preloads from). */
export const ROUTE_PAGES = schema.routes as Record< string, PageKey[] >;

/** The route of a location path under the router's basename ('/', '/books', …). */
export function routeOfPath( pathname: string, basename: string ): string {
	const base = basename === '/' ? '' : basename;
	const inside = pathname.startsWith( base )
		? pathname.slice( base.length )
		: pathname;
	return `/${ inside.replace( /^\/+|\/+$/g, '' ) }`;
}

/** The pages of a location path under the router's basename. */
export function pagesForPath( pathname: string, basename: string ): PageKey[] {
	return ROUTE_PAGES[ routeOfPath( pathname, basename ) ] ?? [];
}
