/**
 * Validates the page's configuration object, key by key: unknown keys are
 * ignored and bad values fall back to the base (docs/runtime-config.md).
 */
import { isRecord } from '../api/isRecord';
import { DEFAULT_CONFIG } from './defaults';
import { parseForms, parseWpforms } from './forms';
import { parsePictures } from './pictures';
import { parseMenu, parsePageLink, parseSocial } from './siteLinks';
import type { AuthorSiteConfig } from './types';
import {
	email,
	httpUrl,
	optionalString,
	positiveInt,
	safeUrl,
	str,
	url,
} from './values';

/**
 * An absolute http(s) URL by the link rule (safeUrl()), not a path; else undefined.
 * @param value The raw value.
 */
function absoluteUrl( value: unknown ): string | undefined {
	const link = safeUrl( value );
	return link && ! link.startsWith( '/' ) ? link : undefined;
}

function parseEvent( value: unknown ): { slug: string } | undefined {
	return isRecord( value ) &&
		typeof value.slug === 'string' &&
		/^[A-Za-z0-9_%-]{1,200}$/.test( value.slug )
		? { slug: value.slug }
		: undefined;
}

function parseBookPage(
	value: unknown
): { slug: string; today: string } | undefined {
	return isRecord( value ) &&
		typeof value.slug === 'string' &&
		/^[A-Za-z0-9_%-]{1,200}$/.test( value.slug ) &&
		typeof value.today === 'string' &&
		/^\d{4}-\d{2}-\d{2}$/.test( value.today )
		? { slug: value.slug, today: value.today }
		: undefined;
}

/**
 * The `catalogue` key: the day /books read the release dates on, or undefined.
 * @param value The raw value.
 */
function parseCatalogue( value: unknown ): { today: string } | undefined {
	return isRecord( value ) &&
		typeof value.today === 'string' &&
		/^\d{4}-\d{2}-\d{2}$/.test( value.today )
		? { today: value.today }
		: undefined;
}
/** What the server drew at a document's address, from its configuration (the keys only a route has). */
export interface DrawnRoute {
	event?: { slug: string };
	book?: { slug: string; today: string };
	series?: { slug: string; today: string };
	catalogue?: { today: string };
}

/**
 * The route keys of a raw configuration object (a prefetched document's).
 * @param raw The untrusted value.
 */
export function parseDrawnRoute( raw: unknown ): DrawnRoute {
	const value = isRecord( raw ) ? raw : {};
	const event = parseEvent( value.event );
	const book = parseBookPage( value.book );
	const series = parseBookPage( value.series );
	const catalogue = parseCatalogue( value.catalogue );
	return {
		...( event ? { event } : {} ),
		...( book ? { book } : {} ),
		...( series ? { series } : {} ),
		...( catalogue ? { catalogue } : {} ),
	};
}

/**
 * Validates a raw configuration object over a base (the defaults, or the
 * defaults merged with build-time values).
 *
 * @param raw  The untrusted value, usually the page's configuration.
 * @param base The values used where `raw` has nothing valid.
 */
export function parseConfig(
	raw: unknown,
	base: AuthorSiteConfig = DEFAULT_CONFIG
): AuthorSiteConfig {
	if ( ! isRecord( raw ) ) {
		return base;
	}
	const contact = isRecord( raw.contact ) ? raw.contact : {};
	const newsletter = isRecord( raw.newsletter ) ? raw.newsletter : {};
	const events = isRecord( raw.events ) ? raw.events : {};
	const restNonce = optionalString( raw.restNonce ) ?? base.restNonce;
	const social = parseSocial( raw.social );
	const event = parseEvent( raw.event );
	const drawnAt = positiveInt( raw.drawnAt ) ?? base.drawnAt;
	const uploadsUrl = absoluteUrl( raw.uploadsUrl ) ?? base.uploadsUrl;
	const book = parseBookPage( raw.book );
	const series = parseBookPage( raw.series );
	const catalogue = parseCatalogue( raw.catalogue );
	return {
		homeUrl: url( raw.homeUrl, base.homeUrl ),
		restUrl: url( raw.restUrl, base.restUrl ),
		...( restNonce ? { restNonce } : {} ),
		ajaxUrl: url( raw.ajaxUrl, base.ajaxUrl ),
		assetsUrl: url( raw.assetsUrl, base.assetsUrl ),
		siteName: str( raw.siteName, base.siteName ),
		authorName: str( raw.authorName, base.authorName ),
		contactEmail: email( raw.contactEmail, base.contactEmail ),
		social: Object.keys( social ).length ? social : base.social,
		contact: {
			wpforms:
				'wpforms' in contact
					? parseWpforms( contact.wpforms )
					: base.contact.wpforms,
		},
		events: {
			icalUrl:
				'icalUrl' in events
					? ( httpUrl( events.icalUrl ) ?? null )
					: base.events.icalUrl,
		},
		newsletter: {
			formId:
				newsletter.formId === null
					? null
					: ( positiveInt( newsletter.formId ) ??
						base.newsletter.formId ),
			configUrl: url( newsletter.configUrl, base.newsletter.configUrl ),
			available:
				typeof newsletter.available === 'boolean'
					? newsletter.available
					: base.newsletter.available,
		},
		forms: 'forms' in raw ? parseForms( raw.forms ) : base.forms,
		blog: 'blog' in raw ? parsePageLink( raw.blog ) : base.blog,
		privacy: 'privacy' in raw ? parsePageLink( raw.privacy ) : base.privacy,
		pictures: parsePictures( raw.pictures, base.pictures ),
		menus: isRecord( raw.menus )
			? {
					primary: parseMenu( raw.menus.primary ),
					footer: parseMenu( raw.menus.footer ),
				}
			: base.menus,
		...( event ? { event } : {} ),
		...( drawnAt ? { drawnAt } : {} ),
		...( uploadsUrl ? { uploadsUrl } : {} ),
		...( book ? { book } : {} ),
		...( series ? { series } : {} ),
		...( catalogue ? { catalogue } : {} ),
	};
}
