/**
 * The configuration's links: social profiles, pages the settings point to,
 * and the menus assigned in Appearance → Menus.
 */
import { isRecord } from '../api/isRecord';
import navigation from '../layout/navigation.json';
import { SOCIAL_NETWORKS } from './types';
import type { AuthorSiteConfig, MenuLink, PageLink } from './types';
import { httpUrl, optionalString, safeUrl } from './values';

/** The routes a menu item may point to (src/layout/navigation.json). */
const ROUTE_PATHS: ReadonlySet< string > = new Set(
	navigation.map( ( item ) => item.to )
);
export function parseSocial( value: unknown ): AuthorSiteConfig[ 'social' ] {
	const social: AuthorSiteConfig[ 'social' ] = {};
	if ( ! isRecord( value ) ) {
		return social;
	}
	for ( const network of SOCIAL_NETWORKS ) {
		const link = httpUrl( value[ network ] );
		if ( link ) {
			social[ network ] = link;
		}
	}
	return social;
}

/**
 * A `{ url, label }` link to a page, or null when either is unusable.
 * @param value The untrusted value.
 */
export function parsePageLink( value: unknown ): PageLink | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const link = safeUrl( value.url );
	const label = optionalString( value.label );
	return link && label ? { url: link, label } : null;
}

/**
 * A menu's items, or null when no menu is assigned (or the value is not a
 * list). An item without a usable label and URL is left out, as the theme
 * leaves it out (author_site_menu_links()); a `to` that is not a route is
 * dropped (an ordinary link).
 * @param value The untrusted value.
 */
export function parseMenu( value: unknown ): MenuLink[] | null {
	if ( ! Array.isArray( value ) ) {
		return null;
	}
	return value.flatMap( ( item: unknown ): MenuLink[] => {
		if ( ! isRecord( item ) ) {
			return [];
		}
		const link = safeUrl( item.url );
		const label = optionalString( item.label );
		if ( ! link || ! label ) {
			return [];
		}
		const to =
			typeof item.to === 'string' && ROUTE_PATHS.has( item.to )
				? item.to
				: undefined;
		return [ { label, url: link, ...( to ? { to } : {} ) } ];
	} );
}
