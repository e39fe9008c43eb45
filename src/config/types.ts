/**
 * The runtime configuration's shape (docs/runtime-config.md): what
 * ./parse.ts makes of the page's JSON, and the parts the forms' answers take.
 */
import socialCopy from '../layout/social.json';
import type { Pictures } from './pictures';

export type SocialNetwork = keyof typeof socialCopy.labels;

/**
 * The social networks the app shows, in order: the keys of
 * src/layout/social.json's labels, which the theme's settings read too
 * (inc/app/settings.php author_site_social_networks()).
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

/** A published page the settings point to (docs/runtime-config.md#keys). */
export interface PageLink {
	url: string;
	label: string;
}

/**
 * An item of a menu assigned in Appearance → Menus (inc/app/menus.php): `to` is
 * the route when the item points to one of the five (drawn as the route's
 * own link, in the app); without it, an ordinary link.
 */
export interface MenuLink {
	label: string;
	url: string;
	to?: string;
}

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
	 * The Media Library's address (WordPress's uploads address), when it is an
	 * absolute http(s) URL: a book's audio sample may be a file under it
	 * (docs/books.md#a-books-extras).
	 */
	uploadsUrl?: string;
	/**
	 * The book whose page the server rendered and the day it read release
	 * dates on (docs/books.md#book-pages): present only on a book's page.
	 */
	book?: { slug: string; today: string };
	/**
	 * The series whose page the server rendered and the day it read release
	 * dates on (docs/books.md#series-pages): present only on a series' page.
	 */
	series?: { slug: string; today: string };
	/**
	 * On /books when the server listed her other books: the day it read
	 * their release dates on (docs/books.md#the-books-page).
	 */
	catalogue?: { today: string };
}
