/** Which links the app draws itself (an in-app navigation), by their address. */
import { getConfig, routerBasename } from '../config/config';
import { ROUTE_PAGES, routeOfPath } from '../content/routes';
import { eventLinkAt } from '../events/eventLinks';

/**
 * The link an event's target is in, when it goes to another of the app's
 * routes in this tab: a route, a book's or series' page or a known event's page.
 *
 * @param target Where the event happened.
 */
export function appLinkOf(
	target: EventTarget | null
): HTMLAnchorElement | null {
	const link = target instanceof Element ? target.closest( 'a[href]' ) : null;
	if (
		! ( link instanceof HTMLAnchorElement ) ||
		( link.target !== '' && link.target !== '_self' ) ||
		link.hasAttribute( 'download' )
	) {
		return null;
	}
	return isAppAddress( link.href ) ? link : null;
}

/**
 * Whether an address is one of the app's routes on this site, other than the
 * page the visitor is on.
 *
 * @param href An absolute address.
 */
export function isAppAddress( href: string ): boolean {
	const url = new URL( href, window.location.href );
	const here = window.location;
	if (
		url.origin !== here.origin ||
		( url.pathname === here.pathname && url.search === here.search )
	) {
		return false;
	}
	const config = getConfig();
	const basename = routerBasename( config );
	const base = basename === '/' ? '' : basename;
	if ( ! `${ url.pathname }/`.startsWith( `${ base }/` ) ) {
		return false;
	}
	const route = routeOfPath( url.pathname, basename );
	return (
		( url.search === '' && route in ROUTE_PAGES ) ||
		( url.search === '' &&
			/^\/(?:books\/[^/]+(?:\/bonus)?|series\/[^/]+)$/.test( route ) ) ||
		eventLinkAt( url.pathname, url.search, config.homeUrl ) !== undefined
	);
}
