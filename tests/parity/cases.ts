/**
 * The parity test's cases: for each route, WordPress answers and settings
 * that between them take every optional branch of the views (docs/testing.md,
 * "Parity"): the built-in text and the default event; the author's pages as
 * the block editor, the classic editor and one Custom HTML block save them;
 * pages with broken or unusual markup; events upcoming and past, online, with
 * and without venue, picture, description or link; no events at all; social
 * links, a connected contact form and a newsletter form, or none of them.
 */
import { join } from 'node:path';
import { answer } from '../shared/recordings';
import { HELD_NOW, HELD_NOW_OPTION } from '../shared/clock';
import schema from '../../src/content/schema.json';
import eventsCopy from '../../src/events/copy.json';
import pagesCopy from '../../src/pages/copy.json';
import type { PageKey } from '../../src/content/types';
import { bookCases, catalogueCases } from './book-cases';
import { bonusCases } from './bonus-cases';
import { pressCases } from './press-cases';
import { seriesPageCases } from './series-page-cases';

export interface ParityCase {
	name: string;
	/** The route's path in the app. */
	path: string;
	/** The theme's page key for the route (inc/app/routes.php). */
	page:
		| PageKey
		| 'not-found'
		| 'wp-view'
		| 'event'
		| 'book'
		| 'series'
		| 'bonus';
	/**
	 * For a WordPress view: the main query's variables (render.php runs
	 * `wp()` with them; docs/whole-site.md#posts-and-other-pages).
	 */
	query?: Record< string, string >;
	/** Content page key → the `/wp/v2/pages?slug=…` answer body. */
	pages: Partial< Record< PageKey, unknown > >;
	/** The Events Calendar's `/tribe/events/v1/events` answer body. */
	events: unknown;
	/** Option name → value, instead of the site's stored options. */
	options: Record< string, unknown >;
	/** Constant Contact Forms' rendered form, or null: no newsletter plugin. */
	newsletterHtml: string | null;
	/**
	 * An event's page (docs/events.md#event-page): the slug asked for and
	 * the plugin's single-event answer body for it.
	 */
	event?: { slug: string; answer: unknown };
	/**
	 * Her other books (docs/books.md): the Books content page's children's
	 * answer body, and on a book's page the slug asked for.
	 */
	book?: { slug?: string; answer: unknown };
	/** A bonus page: its book's slug (null: the featured book's, /books/bonus/). */
	bonus?: { slug: string | null };
	/** A series' page (docs/books.md#series-pages): the slug asked for. */
	series?: { slug: string };
	/**
	 * Menus assigned to the theme's locations (inc/app/menus.php): location →
	 * items (`{home}` at the start of a URL: the site's home URL); render.php
	 * hands them to WordPress's menu functions, nothing stored.
	 */
	/**
	 * What the server's markup must hold (and not hold), so the case proves
	 * it took its branch rather than matching on the default one.
	 */
	markup?: { has: RegExp[]; hasNot?: RegExp[] };
	menus?: Partial<
		Record<
			'primary' | 'footer',
			Array< { title: string; url: string; parent?: number } >
		>
	>;
}

const PAGE_KEYS = Object.keys( schema.slugs ) as PageKey[];

const ROUTES: Array< [ string, ParityCase[ 'page' ] ] > = [
	[ '/', 'home' ],
	[ '/books', 'books' ],
	[ '/about', 'about' ],
	[ '/events', 'events' ],
	[ '/contact', 'contact' ],
	[ '/no-such-page', 'not-found' ],
];

const NO_EVENTS = { events: [], total: 0, total_pages: 0 };

type RawEvent = Record< string, unknown >;

function recordedEvents(): RawEvent[] {
	return ( answer( 'events-default.json' ) as { events: RawEvent[] } ).events;
}

function archive( events: RawEvent[] ) {
	return { events, total: events.length, total_pages: 1 };
}

/**
 * A "YYYY-MM-DD HH:MM:SS" date moved by whole years.
 * @param value
 * @param years
 */
function shiftYears( value: unknown, years: number ): unknown {
	if ( typeof value !== 'string' ) {
		return value;
	}
	return value.replace(
		/^(\d{4})/,
		( year ) => `${ Number( year ) + years }`
	);
}

/** The recorded events, all moved three years back: nothing upcoming. */
function pastEvents(): RawEvent[] {
	return recordedEvents().map( ( event ) => ( {
		...event,
		start_date: shiftYears( event.start_date, -3 ),
		end_date: shiftYears( event.end_date, -3 ),
		utc_start_date: shiftYears( event.utc_start_date, -3 ),
		utc_end_date: shiftYears( event.utc_end_date, -3 ),
	} ) );
}

/** The recorded events, a year ahead, without the optional parts. */
function sparseEvents(): RawEvent[] {
	return recordedEvents().map( ( event, index ) => ( {
		...event,
		start_date: shiftYears( event.start_date, 1 ),
		end_date: shiftYears( event.end_date, 1 ),
		utc_start_date: shiftYears( event.utc_start_date, 1 ),
		utc_end_date: shiftYears( event.utc_end_date, 1 ),
		description: index % 2 ? '' : event.description,
		url: index % 3 ? event.url : '',
		venue: [],
		image: false,
		all_day: index === 1,
	} ) );
}

/**
 * Every content page from one recording family (`pages-<kind>-<slug>.json`).
 * @param kind
 */
function recordedPages( kind: string ): Partial< Record< PageKey, unknown > > {
	// The press kit came after the recordings: a draft, which no answer lists.
	const pages: Partial< Record< PageKey, unknown > > = { press: [] };
	for ( const page of PAGE_KEYS.filter( ( key ) => key !== 'press' ) ) {
		pages[ page ] = answer(
			`pages-${ kind }-${ schema.slugs[ page ] }.json`
		);
	}
	return pages;
}

function emptyPages(): Partial< Record< PageKey, unknown > > {
	return Object.fromEntries( PAGE_KEYS.map( ( page ) => [ page, [] ] ) );
}

const NEWSLETTER_FORM = (
	answer( 'ctct-block-renderer-admin.json' ) as {
		rendered: string;
	}
 ).rendered;

const EVERY_NETWORK = {
	instagram: 'https://www.instagram.com/claire',
	facebook: 'https://www.facebook.com/claire',
	tiktok: 'https://www.tiktok.com/@claire',
	goodreads: 'https://www.goodreads.com/claire',
	bookbub: 'https://www.bookbub.com/authors/claire',
	amazon: ' https://www.amazon.com ',
};

/*
 * The Events Calendar active or not: the test site's stand-in of its REST
 * archive (tests/wp/mu-plugins/author-site-test-events-api.php) is on while
 * this option names a recording, and the Events page then offers its iCal
 * export (docs/events.md#subscribe-to-the-calendar).
 */
const EVENTS_PLUGIN_ON = {
	author_site_test_events_fixture: join(
		__dirname,
		'..',
		'fixtures',
		'wp-recordings',
		'events-default.json'
	),
};
const EVENTS_PLUGIN_OFF = { author_site_test_events_fixture: '' };

const CONNECTED = {
	...EVENTS_PLUGIN_ON,
	author_site_settings: {
		author_name: 'Claire <Whitmore> & Co',
		contact_email: 'claire+books@example.com',
		social: EVERY_NETWORK,
		wpforms: {
			form_id: 12,
			name_format: 'first-last',
			fields: { name: 1, email: 2, subject: 4, message: 3 },
		},
	},
};

const SOME = {
	...EVENTS_PLUGIN_OFF,
	author_site_settings: {
		social: { goodreads: EVERY_NETWORK.goodreads, bookbub: 'not a url' },
		wpforms: { form_id: 12, fields: { name: 1, email: 2, message: 3 } },
	},
};

const NOTHING = { ...EVENTS_PLUGIN_OFF, author_site_settings: {} };

/** One family of answers and settings, applied to every route. */
interface Family {
	name: string;
	pages: () => Partial< Record< PageKey, unknown > >;
	events: () => unknown;
	options: Record< string, unknown >;
	newsletterHtml: string | null;
	/** What the Events route shows: a list of events, or the note for none. */
	shows: { upcoming: boolean; past: boolean };
}

/**
 * Text as a regular expression that matches it literally.
 * @param text
 */
function literal( text: string ): RegExp {
	return new RegExp( text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) );
}

/**
 * The Events route's markup for what a family shows (the server's
 * author_site_upcoming() and author_site_past()), so that a
 * case cannot quietly lose its upcoming or past events to the date.
 * @param shows
 * @param shows.upcoming
 * @param shows.past
 */
function eventsMarkup( shows: Family[ 'shows' ] ): ParityCase[ 'markup' ] {
	const copy = pagesCopy.events;
	const upcoming = /<ul class="event-list">/;
	const noUpcoming = literal( `>${ copy.noUpcomingTitle }<` );
	const past = /<ul class="event-list event-list--past">/;
	const noPast = literal( `>${ copy.noPastText }<` );
	return {
		has: [
			shows.upcoming ? upcoming : noUpcoming,
			shows.past ? past : noPast,
		],
		hasNot: [
			shows.upcoming ? noUpcoming : upcoming,
			shows.past ? noPast : past,
		],
	};
}

const FAMILIES: Family[] = [
	{
		name: 'built-in text, no events, nothing connected',
		pages: emptyPages,
		events: () => NO_EVENTS,
		options: NOTHING,
		newsletterHtml: null,
		// The default event (the book's launch), past.
		shows: { upcoming: false, past: true },
	},
	{
		name: 'block-editor pages, recorded events, everything connected',
		pages: () => recordedPages( 'block' ),
		events: () => archive( recordedEvents() ),
		options: CONNECTED,
		newsletterHtml: NEWSLETTER_FORM,
		shows: { upcoming: true, past: true },
	},
	{
		name: 'classic-editor pages, past events only, some settings',
		pages: () => recordedPages( 'classic' ),
		events: () => archive( pastEvents() ),
		options: SOME,
		newsletterHtml: null,
		shows: { upcoming: false, past: true },
	},
	{
		name: 'one Custom HTML block, sparse events',
		pages: () => recordedPages( 'extra-one-html-block' ),
		events: () => archive( sparseEvents() ),
		options: SOME,
		newsletterHtml: NEWSLETTER_FORM,
		shows: { upcoming: true, past: false },
	},
];

/** Single pages with unusual markup, each on the route that shows it. */
const ODD_PAGES: Array< [ string, PageKey, unknown ] > = [
	[ 'broken books page', 'books', answer( 'pages-broken-books.json' ) ],
	[ 'broken home page', 'home', answer( 'pages-broken.json' ) ],
	[
		'home page as an author saved it',
		'home',
		answer( 'pages-broken-author.json', 3 ),
	],
	[
		'events page with a manual excerpt',
		'events',
		answer( 'pages-events-content-manual-excerpt.json' ),
	],
];

/**
 * One recorded event of the archive of every published event, by id.
 * @param id
 */
function absoluteEvent( id: number ): RawEvent {
	const found = (
		answer( 'events-absolute.json' ) as { events: RawEvent[] }
	 ).events.find( ( event ) => event.id === id );
	if ( ! found ) {
		throw new Error( `events-absolute.json has no event ${ id }` );
	}
	return found;
}

/**
 * A raw event moved by whole years.
 * @param event
 * @param years
 */
function shifted( event: RawEvent, years: number ): RawEvent {
	return {
		...event,
		start_date: shiftYears( event.start_date, years ),
		end_date: shiftYears( event.end_date, years ),
		utc_start_date: shiftYears( event.utc_start_date, years ),
		utc_end_date: shiftYears( event.utc_end_date, years ),
	};
}

/**
 * A description an attacker wrote: nothing of it may run or link away
 * unsafely. (A link misnested across paragraphs is left out: the server's
 * HTML reader flattens such markup and keeps its text without the link,
 * docs/events.md#event-page.)
 */
const HOSTILE_DESCRIPTION =
	'<p>Tickets <a href="javascript:alert(1)">here</a> &amp; <a href="https://example.test/tickets" onclick="alert(2)">there</a>.<img src=x onerror="alert(3)"></p>' +
	'<script>alert(4)</script><p>Line one<br>line two <a href="https://example.test/a"> <em>with</em> a\nbreak </a>, <a href="/relative">relative</a>, <a>no href</a>.</p>' +
	'<ul><li>one</li><li><a href="mailto:claire@example.test">mail</a></li></ul>';

/** Event pages: [name, slug, single-event answer, upcoming at HELD_NOW]. */
const EVENT_PAGES: Array< [ string, string, RawEvent, boolean ] > = [
	[
		'timed, with a venue, address and image (the recorded single answer)',
		'summer-signing-at-lakeside-books',
		answer( 'events-single.json' ) as RawEvent,
		true,
	],
	[
		'online with a website, past',
		'virtual-book-launch-the-medallion-client',
		absoluteEvent( 8 ),
		false,
	],
	[
		'online with a website, upcoming',
		'virtual-book-launch-the-medallion-client',
		shifted( absoluteEvent( 8 ), 3 ),
		true,
	],
	[ 'all-day', 'release-day-celebration', absoluteEvent( 11 ), true ],
	[
		'all-day, several days',
		'romance-readers-festival',
		absoluteEvent( 14 ),
		true,
	],
	[
		'past, texturized title, no venue',
		'readers-brunch-qa-meet-the-author',
		shifted( absoluteEvent( 13 ), -1 ),
		false,
	],
	[
		'hostile description, venue with a city only',
		'winter-reading-night',
		{
			...absoluteEvent( 10 ),
			description: HOSTILE_DESCRIPTION,
			website: 'javascript:alert(5)',
		},
		true,
	],
];

function routeOf( page: PageKey ): [ string, ParityCase[ 'page' ] ] {
	const found = ROUTES.find( ( [ , key ] ) => key === page );
	if ( ! found ) {
		throw new Error( `no route shows ${ page }` );
	}
	return found;
}

export function parityCases(): ParityCase[] {
	const cases: ParityCase[] = [];
	for ( const family of FAMILIES ) {
		for ( const [ path, page ] of ROUTES ) {
			cases.push( {
				name: `${ path }: ${ family.name }`,
				path,
				page,
				pages: family.pages(),
				events: family.events(),
				options: family.options,
				newsletterHtml: family.newsletterHtml,
				...( page === 'events' && {
					markup: eventsMarkup( family.shows ),
				} ),
			} );
		}
	}
	for ( const [ name, page, body ] of ODD_PAGES ) {
		const [ path, key ] = routeOf( page );
		cases.push( {
			name: `${ path }: ${ name }`,
			path,
			page: key,
			pages: { ...emptyPages(), [ page ]: body },
			events: archive( recordedEvents() ),
			options: CONNECTED,
			newsletterHtml: null,
		} );
	}
	const { upcomingEyebrow, pastEyebrow } = eventsCopy.page;
	for ( const [ name, slug, event, upcoming ] of EVENT_PAGES ) {
		const path = new URL( String( event.url ) ).pathname;
		cases.push( {
			name: `event page: ${ name }`,
			path,
			page: 'event',
			pages: emptyPages(),
			events: archive( recordedEvents() ),
			options: CONNECTED,
			newsletterHtml: null,
			event: { slug, answer: event },
			markup: {
				has: [
					literal(
						`class="eyebrow">${
							upcoming ? upcomingEyebrow : pastEyebrow
						}<`
					),
				],
			},
		} );
	}
	// The server's clock held where the app's is (parity.test.ts).
	const heldNow = { [ HELD_NOW_OPTION ]: Math.floor( HELD_NOW / 1000 ) };
	return cases
		.concat( wordpressCases() )
		.concat( bookCases( CONNECTED ), bookCases( NOTHING ).slice( 0, 1 ) )
		.concat( catalogueCases( CONNECTED ) )
		.concat( bonusCases( CONNECTED, NEWSLETTER_FORM ) )
		.concat( pressCases( CONNECTED ) )
		.concat( seriesPageCases( CONNECTED ) )
		.map( ( c ) => ( { ...c, options: { ...c.options, ...heldNow } } ) );
}

/*
 * The posts page and the privacy policy (docs/whole-site.md): the test
 * site's "Sample Page" (id 2 on a fresh install) stands for both.
 */
const WITH_PAGES = {
	...NOTHING,
	show_on_front: 'page',
	page_for_posts: 2,
	wp_page_for_privacy_policy: 2,
};

/** A main navigation the author made: routes, the posts page, a sub-item, other links. */
const MAIN_MENU = [
	{ title: 'Start', url: '{home}/' },
	{ title: 'The Books', url: '{home}/books/' },
	{ title: 'A sub-item, left out', url: '{home}/about', parent: 1 },
	{ title: 'News', url: '{home}/sample-page/' },
	{ title: 'Shop', url: 'https://shop.example.com/claire?ref=site' },
	{ title: 'Bad link, left out', url: 'javascript:alert(1)' },
	{ title: 'Contact &amp; more', url: '/contact' },
	{ title: 'Newsletter', url: '/contact#newsletter' },
];

/** The footer's quick links the author made: a route and another site. */
const FOOTER_MENU = [
	{ title: 'Events', url: '{home}/events' },
	{ title: 'Goodreads', url: 'https://www.goodreads.com/claire' },
];

/**
 * Menus assigned to both locations (docs/product.md#navigation): on a
 * route (its item current), on the posts page (the posts page's item
 * current), on the not-found view (none current); an empty menu.
 * @param base                The fields every WordPress case shares.
 * @param base.pages
 * @param base.events
 * @param base.newsletterHtml
 */
function menuCases(
	base: Pick< ParityCase, 'pages' | 'events' | 'newsletterHtml' >
): ParityCase[] {
	const menus = { primary: MAIN_MENU, footer: FOOTER_MENU };
	return [
		{
			...base,
			name: 'menus assigned: /books, its item current',
			path: '/books',
			page: 'books',
			options: NOTHING,
			menus,
			markup: {
				has: [
					/<a class="site-menu__link" href="\/">Start<\/a>/,
					/<a aria-current="page" class="site-menu__link is-active" href="\/books">The Books<\/a>/,
					/<a class="site-menu__link" href="https:\/\/shop\.example\.com\/claire\?ref=site">Shop<\/a>/,
					/<a class="site-menu__link" href="\/contact">Contact &amp; more<\/a>/,
					/<a class="site-menu__link" href="\/contact#newsletter">Newsletter<\/a>/,
					/<li><a href="\/events">Events<\/a><\/li><li><a href="https:\/\/www\.goodreads\.com\/claire">Goodreads<\/a><\/li>/,
				],
				hasNot: [ /sub-item/, /Bad link/, />About Me</ ],
			},
		},
		{
			...base,
			name: 'menus assigned: the posts page, its item current',
			path: '/?page_id=2',
			page: 'wp-view',
			query: { page_id: '2' },
			options: WITH_PAGES,
			menus,
			markup: {
				has: [
					/<a aria-current="page" class="site-menu__link is-active" href="[^"]*\/sample-page\/">News<\/a>/,
				],
				hasNot: [ /aria-current="page"[^>]*>(?!News)/ ],
			},
		},
		{
			...base,
			name: 'menus assigned: not found, nothing current',
			path: '/no-such-page',
			page: 'not-found',
			options: NOTHING,
			menus,
			markup: { has: [ />The Books<\/a>/ ], hasNot: [ /aria-current/ ] },
		},
		{
			...base,
			name: 'menus assigned with no items: empty lists',
			path: '/',
			page: 'home',
			options: NOTHING,
			menus: { primary: [], footer: [] },
			markup: {
				has: [
					/<ul id="site-menu" class="site-menu"><\/ul>/,
					/<ul><\/ul>/,
				],
			},
		},
	];
}

/**
 * WordPress views and the layout's optional links: a search with no
 * results and no posts page or privacy page; the posts page (its menu item
 * current) with the privacy link; both forms' routes with both links.
 */
function wordpressCases(): ParityCase[] {
	const base = {
		pages: emptyPages(),
		events: NO_EVENTS,
		newsletterHtml: null,
	};
	return [
		{
			...base,
			name: 'WordPress view: search, nothing found, no posts page, no privacy page',
			path: '/?s=parity-nothing-zz',
			page: 'wp-view',
			query: { s: 'parity-nothing-zz' },
			options: NOTHING,
		},
		{
			...base,
			name: 'WordPress view: the posts page, privacy page published',
			path: '/?page_id=2',
			page: 'wp-view',
			query: { page_id: '2' },
			options: WITH_PAGES,
		},
		{
			...base,
			// Plain permalinks: an address WordPress finds nothing for, which
			// the app's routes alone would read as Home.
			name: 'not found at a plain-permalink address on /',
			path: '/?page_id=999999',
			page: 'not-found',
			options: NOTHING,
		},
		...menuCases( base ),
		// Both forms' consent line, the footer's link, the menu's posts page.
		...(
			[
				[ '/', 'home' ],
				[ '/contact', 'contact' ],
			] as const
		 ).map( ( [ path, page ] ) => ( {
			...base,
			name: `${ path }: posts page and privacy page published`,
			path,
			page,
			options: { ...CONNECTED, ...WITH_PAGES },
			newsletterHtml: NEWSLETTER_FORM,
		} ) ),
	];
}
