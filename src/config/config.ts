/**
 * Runtime configuration (docs/runtime-config.md).
 *
 * The theme prints the configuration into the page as JSON data
 * (`<script type="application/json" id="author-site-config">`, read by
 * ./pageData.ts), so it is there however the scripts start. This module is
 * the only place that reads it: the value is validated once, unknown keys are
 * ignored, bad values fall back to the defaults, and a missing object means
 * every default (index.tsx refuses to hydrate the server's markup without
 * it). Build-time values (AUTHOR_SITE_* environment variables, for a build
 * used outside WordPress) sit between the defaults and the runtime object.
 */

import { isRecord } from '../api/isRecord';
import rules from '../contact/rules.json';
import { trimAscii } from '../content/sections';
import navigation from '../layout/navigation.json';
import socialCopy from '../layout/social.json';
import links from './links.json';
import { CONFIG_ELEMENT_ID, readPageData } from './pageData';
import { DEFAULT_PICTURES, parsePictures, type Pictures } from './pictures';

export type SocialNetwork = keyof typeof socialCopy.labels;

/**
 * The social networks the app shows, in order: the keys of
 * src/layout/social.json's labels, which the theme's settings read too
 * (inc/settings.php author_site_social_networks()).
 */
export const SOCIAL_NETWORKS = Object.keys(
	socialCopy.labels
) as readonly SocialNetwork[];

export interface WpformsConfig {
	formId: number;
	nameFormat: 'simple' | 'first-last';
	fields: { name: number; email: number; subject?: number; message: number };
	token?: string;
	/** When the token was made (Unix seconds). */
	tokenTime?: number;
	/** How long before it is asked for again (seconds; WPForms' 24 h). */
	tokenLifetime?: number;
	nonce?: string;
}

/** A published page the settings point to (docs/runtime-config.md#keys). */
/**
 * What a form sent without the app (docs/forms.md#without-javascript)
 * answered: the server drew the page in this state, and the app starts in it.
 */
export interface ContactResult {
	form: 'contact';
	ok: boolean;
	/** Not connected to WPForms: the drafted-email panel. */
	drafted: boolean;
	values: { name: string; email: string; subject: string; message: string };
	/** The confirmation ('' for the default line). */
	confirmation: string;
	banner: string | null;
	errors: Partial<
		Record< 'name' | 'email' | 'subject' | 'message', string >
	>;
}

export interface SignupResult {
	form: 'newsletter';
	/** The block's id prefix (`home-newsletter`, `contact-newsletter`). */
	block: string;
	ok: boolean;
	values: { firstName: string; email: string };
	/** The success line. */
	message: string;
	banner: string | null;
	emailError: string | null;
}

export type FormResult = ContactResult | SignupResult;

export interface PageLink {
	url: string;
	label: string;
}

/**
 * An item of a menu assigned in Appearance → Menus (inc/menus.php): `to` is
 * the route when the item points to one of the five (drawn as the route's
 * own link, in the app); without it, an ordinary link.
 */
export interface MenuLink {
	label: string;
	url: string;
	to?: string;
}

/** The routes a menu item may point to (src/layout/navigation.json). */
const ROUTE_PATHS: ReadonlySet< string > = new Set(
	navigation.map( ( item ) => item.to )
);

export interface AuthorSiteConfig {
	homeUrl: string;
	restUrl: string;
	restNonce?: string;
	ajaxUrl: string;
	assetsUrl: string;
	siteName: string;
	authorName: string;
	contactEmail: string;
	social: Partial< Record< SocialNetwork, string > >;
	contact: { wpforms: WpformsConfig | null };
	/**
	 * The Events Calendar's iCal export of the events, when the plugin is
	 * active (the Events page's "Subscribe to the calendar"), else null.
	 */
	events: { icalUrl: string | null };
	newsletter: {
		formId: number | null;
		configUrl: string;
		/**
		 * False when the theme knows no Constant Contact form can be used
		 * (plugin inactive, no published form): the app then shows the
		 * missing-configuration message without asking anything.
		 */
		available: boolean;
	};
	/**
	 * The forms' server side (docs/forms.md#without-javascript): the signed
	 * token both forms carry, a logged-in user's nonce (pages no cache
	 * keeps), and what a form posted without the app answered.
	 */
	forms: { token: string; nonce?: string; result: FormResult | null };
	/** The posts page (Settings → Reading), when published: a menu item. */
	blog: PageLink | null;
	/** The privacy policy (Settings → Privacy), when published. */
	privacy: PageLink | null;
	/** The author's cover, photo and logo, and the monogram (./pictures.ts). */
	pictures: Pictures;
	/**
	 * The menus assigned to the two locations, or null where none is (the
	 * theme's own links show): the header's and the footer's quick links.
	 */
	menus: { primary: MenuLink[] | null; footer: MenuLink[] | null };
	/**
	 * The event whose page the server rendered (docs/events.md#event-page):
	 * present only on an event's page.
	 */
	event?: { slug: string };
	/** The site's clock, in Unix seconds, when the server drew the page. */
	drawnAt?: number;
	/**
	 * The book whose page the server rendered and the day it read release
	 * dates on (docs/books.md#book-pages): present only on a book's page.
	 */
	book?: { slug: string; today: string };
	/**
	 * On /books when the server listed her other books: the day it read
	 * their release dates on (docs/books.md#the-books-page).
	 */
	catalogue?: { today: string };
}

export const DEFAULT_CONFIG: AuthorSiteConfig = {
	homeUrl: '/',
	restUrl: '/wp-json/',
	ajaxUrl: '/wp-admin/admin-ajax.php',
	assetsUrl: '/wp-content/themes/author-site/',
	siteName: 'Claire Whitmore',
	authorName: 'Claire Whitmore',
	contactEmail: 'hello@example.com',
	social: {},
	contact: { wpforms: null },
	events: { icalUrl: null },
	newsletter: {
		formId: null,
		configUrl: '/constant-contact-config.json',
		available: true,
	},
	forms: { token: '', result: null },
	blog: null,
	privacy: null,
	pictures: DEFAULT_PICTURES,
	menus: { primary: null, footer: null },
};

/** The simple email pattern (docs/content-format.md#value-kinds): no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = new RegExp( rules.emailPattern );

function str( value: unknown, fallback: string ): string {
	return typeof value === 'string' && value.trim() !== ''
		? value.trim()
		: fallback;
}

/** A link's URL as both renderers take it (src/config/links.json). */
const LINK_PATTERN = new RegExp( links.linkPattern, 'i' );

/**
 * A path from the site's root or an absolute http(s) URL, trimmed of ASCII
 * white space; anything else is refused, as the theme refuses it
 * (author_site_link_url()): `//host`, `/\host`, a tab or newline inside, a
 * backslash, a user name.
 * @param value
 */
export function safeUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const trimmed = trimAscii( value );
	if ( ! LINK_PATTERN.test( trimmed ) ) {
		return undefined;
	}
	if ( trimmed.startsWith( '/' ) ) {
		return trimmed;
	}
	try {
		new URL( trimmed );
		return trimmed;
	} catch {
		return undefined;
	}
}

/**
 * An absolute http: or https: URL, trimmed but otherwise as written (the
 * server printed it so: its markup shows the same link), or undefined.
 * @param value
 */
export function httpUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	try {
		const trimmed = value.trim();
		const parsed = new URL( trimmed );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? trimmed
			: undefined;
	} catch {
		return undefined;
	}
}

function url( value: unknown, fallback: string ): string {
	return safeUrl( value ) ?? fallback;
}

/**
 * A positive whole number, or one written as digits (spaces around allowed);
 * undefined for anything else.
 *
 * @param value An untrusted value.
 */
export function positiveInt( value: unknown ): number | undefined {
	const n =
		typeof value === 'string' && /^\d+$/.test( value.trim() )
			? Number( value )
			: value;
	return typeof n === 'number' && Number.isSafeInteger( n ) && n > 0
		? n
		: undefined;
}

function email( value: unknown, fallback: string ): string {
	return typeof value === 'string' && EMAIL_PATTERN.test( value.trim() )
		? value.trim()
		: fallback;
}

function optionalString( value: unknown ): string | undefined {
	return typeof value === 'string' && value.trim() !== ''
		? value.trim()
		: undefined;
}

function parseSocial( value: unknown ): AuthorSiteConfig[ 'social' ] {
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
function parsePageLink( value: unknown ): PageLink | null {
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
function parseMenu( value: unknown ): MenuLink[] | null {
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

function parseWpforms( value: unknown ): WpformsConfig | null {
	if ( ! isRecord( value ) || ! isRecord( value.fields ) ) {
		return null;
	}
	const formId = positiveInt( value.formId );
	const name = positiveInt( value.fields.name );
	const emailField = positiveInt( value.fields.email );
	const message = positiveInt( value.fields.message );
	// docs/runtime-config.md#keys: configured only with a form id and field ids for name, email and message.
	if ( ! formId || ! name || ! emailField || ! message ) {
		return null;
	}
	const subject = positiveInt( value.fields.subject );
	const config: WpformsConfig = {
		formId,
		nameFormat: value.nameFormat === 'first-last' ? 'first-last' : 'simple',
		fields: {
			name,
			email: emailField,
			message,
			...( subject ? { subject } : {} ),
		},
	};
	const token = optionalString( value.token );
	const tokenTime = positiveInt( value.tokenTime );
	const tokenLifetime = positiveInt( value.tokenLifetime );
	const nonce = optionalString( value.nonce );
	return {
		...config,
		...( token ? { token } : {} ),
		...( token && tokenTime ? { tokenTime } : {} ),
		...( token && tokenLifetime ? { tokenLifetime } : {} ),
		...( nonce ? { nonce } : {} ),
	};
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function textOrNull( value: unknown ): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A form's answer printed by the server, or null when it is unusable.
 * @param value The untrusted value.
 */
export function parseFormResult( value: unknown ): FormResult | null {
	if ( ! isRecord( value ) || ! isRecord( value.values ) ) {
		return null;
	}
	const { values } = value;
	const ok = value.ok === true;
	if ( value.form === 'contact' ) {
		const raw = isRecord( value.errors ) ? value.errors : {};
		const errors: ContactResult[ 'errors' ] = {};
		for ( const field of [
			'name',
			'email',
			'subject',
			'message',
		] as const ) {
			const message = textOrNull( raw[ field ] );
			if ( message ) {
				errors[ field ] = message;
			}
		}
		return {
			form: 'contact',
			ok,
			drafted: ok && value.drafted === true,
			values: {
				name: text( values.name ),
				email: text( values.email ),
				subject: text( values.subject ),
				message: text( values.message ),
			},
			confirmation: text( value.confirmation ),
			banner: textOrNull( value.banner ),
			errors,
		};
	}
	if (
		value.form === 'newsletter' &&
		typeof value.block === 'string' &&
		/^[a-z-]{1,40}$/.test( value.block )
	) {
		return {
			form: 'newsletter',
			block: value.block,
			ok,
			values: {
				firstName: text( values.firstName ),
				email: text( values.email ),
			},
			message: text( value.message ),
			banner: textOrNull( value.banner ),
			emailError: textOrNull( value.emailError ),
		};
	}
	return null;
}

function parseForms( value: unknown ): AuthorSiteConfig[ 'forms' ] {
	const forms = isRecord( value ) ? value : {};
	const nonce = optionalString( forms.nonce );
	return {
		token: text( forms.token ),
		...( nonce ? { nonce } : {} ),
		result: parseFormResult( forms.result ),
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
	const book = parseBookPage( raw.book );
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
		...( book ? { book } : {} ),
		...( catalogue ? { catalogue } : {} ),
	};
}

/**
 * Build-time values: `AUTHOR_SITE_CONFIG` (a JSON object of the same shape),
 * inlined by webpack's DefinePlugin. Empty in a normal theme build.
 */
function buildTimeConfig(): unknown {
	try {
		return JSON.parse( process.env.AUTHOR_SITE_CONFIG || 'null' );
	} catch {
		return null;
	}
}

let cached: AuthorSiteConfig | undefined;
let resultShown = false;

/**
 * What a form posted without the app answered, while its page is the one the
 * server drew (null once the form that shows it has started: a later visit
 * to the route starts empty).
 */
export function serverFormResult(): FormResult | null {
	return resultShown ? null : getConfig().forms.result;
}

/** The form showing the server's answer has started with it. */
export function serverFormResultShown(): void {
	resultShown = true;
}

/** The validated configuration for this page view. */
export function getConfig(): AuthorSiteConfig {
	if ( ! cached ) {
		const base = parseConfig( buildTimeConfig() );
		cached = parseConfig( readPageData( CONFIG_ELEMENT_ID ), base );
	}
	return cached;
}

/**
 * Whether the page holds a configuration object at all (the theme always
 * prints one; without it the app would run on another site's defaults).
 */
export function hasPageConfig(): boolean {
	return isRecord( readPageData( CONFIG_ELEMENT_ID ) );
}

/** For tests: forget the cached configuration. */
export function resetConfigForTests(): void {
	cached = undefined;
	resultShown = false;
}

/**
 * The router's basename: the path of `homeUrl`, without a trailing slash.
 * @param config
 */
export function routerBasename( config: AuthorSiteConfig ): string {
	const path = config.homeUrl.startsWith( '/' )
		? config.homeUrl
		: new URL( config.homeUrl ).pathname;
	const trimmed = path.replace( /\/+$/, '' );
	return trimmed === '' ? '/' : trimmed;
}
