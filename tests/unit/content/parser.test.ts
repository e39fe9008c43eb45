/**
 * WordPress page → page content (docs/content-format.md), driven by the
 * real WordPress answers in tests/fixtures/wp-recordings (see README-pages.md and
 * README-pages-extra.md there).
 *
 * Expected texts are written out by hand from the recorded `content.rendered`,
 * with WordPress's texturized entities decoded (&#8217; → ’, &#8220; → “,
 * &#8221; → ”, &#8216; → ‘, &#8212; → —, &#8211; → –, &#8230; → …, &#038; and
 * &amp; → &); emoji are kept as they are.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import {
	PAGE_SLUGS,
	SECTION_SCHEMA,
	applyRule,
	pageContentFromAnswer,
} from '../../../src/content/pages';
import {
	htmlToText,
	normalizeText,
	parseSections,
	readMarker,
	trimAscii,
} from '../../../src/content/sections';
import {
	asHttpUrl,
	firstHttpUrl,
	splitLines,
	splitList,
	splitParagraphs,
} from '../../../src/content/split';
import type {
	AboutContent,
	BooksContent,
	ContactContent,
	EventsContent,
	HomeContent,
	PageKey,
} from '../../../src/content/types';
import {
	answer,
	exchanges,
	pagesAnswer,
	renderedContent,
	type RecordedPage,
} from '../../shared/recordings';

/** The pages the recordings hold (the press kit came after them). */
type RecordedKey = Exclude< PageKey, 'press' >;

const PAGES: RecordedKey[] = [ 'home', 'books', 'about', 'events', 'contact' ];

const RECORDING_SLUG: Record< RecordedKey, string > = {
	home: 'homepage',
	books: 'books',
	about: 'about',
	events: 'events',
	contact: 'contact',
};

const TROPES = [
	'Slow Burn',
	'Protector Romance',
	'Forbidden Love',
	'Second Chance',
	'Forced Proximity',
];

/** The five pages' text as WordPress gives it (block and classic recordings). */
const HOME_WP: HomeContent = {
	// Fields added to the schema after the recording keep their defaults.
	...DEFAULT_CONTENT.home,
	heroTitle: [
		'Some Secrets Protect You.',
		'Some Secrets Hunt You.',
		'Trust No One… Except Him.',
	],
	heroSubtitle:
		'Romantic suspense from Rochester, New York — where slow-burn love meets edge-of-your-seat danger.',
	bookTitle: 'The Medallion Client',
	bookDescription:
		'Bodyguard Jack Moreau doesn’t take clients he can’t walk away from. Then Élise Durand hires him to guard a medallion someone’s willing to kill for… and walking away becomes the one thing he can’t do.',
	bookExtendedDescription: [
		'Élise didn’t ask for a protector. She asked for answers — about her father’s death, about the medallion, about the man who’s been following her since the gala. Jack’s rules are simple: stay close, stay sharp & never fall for the client. Rules, it turns out, are made to be broken.',
	],
	bookCallout:
		'Book 1 of the Medallion series — available now in ebook & paperback!',
	trailerTitle: 'Watch the Trailer 🎬',
	features: [
		'A slow-burn romance you’ll feel in every chapter',
		'A protector hero with a past he can’t outrun',
		'Twists & turns from Rochester’s East End to the shores of Lake Ontario',
		'No cliffhanger — a satisfying happily-ever-after',
	],
	ctaText: 'Start reading today — the first three chapters are free!',
	tropes: TROPES,
	praiseQuote:
		'“I couldn’t put it down. Jack is the kind of hero who says ‘I’ve got you’ and means it… I stayed up until 2 a.m. 💕”',
	praiseSource: '— Megan R., early reader',
};

const BOOKS_WP: BooksContent = {
	// Fields added to the schema after the recording keep their defaults.
	...DEFAULT_CONTENT.books,
	pageTitle: 'Books',
	pageDescription:
		'Romantic suspense with heart, heat & danger — one series, one city, a whole lot of secrets.',
	title: 'The Medallion Client',
	subtitle: 'The Medallion Series, Book 1',
	description:
		'A bodyguard who doesn’t break the rules. A client who’s nothing but trouble. And a medallion someone is willing to kill for.',
	synopsis: [
		'Jack Moreau left the Army with a Bronze Star, a bad knee and one unbreakable rule: never get involved with a client. Three years into running Rochester’s most discreet security firm, he’s never once been tempted to break it.',
		'Then Élise Durand walks into his office with a velvet box, a police report nobody believes and a story that sounds like a bad thriller. Her father’s death wasn’t an accident. The antique medallion he left her isn’t just jewelry. And someone has been in her apartment — twice.',
		'Forced to share a safe house on the shores of Lake Ontario, Jack and Élise discover that the only thing more dangerous than the people hunting them is the attraction they’ve spent eight years pretending doesn’t exist… because this isn’t the first time they’ve met.',
	],
	callout:
		'Available now on Kindle, in paperback & free with Kindle Unlimited!',
	tropes: TROPES,
	releaseDate: 'March 14, 2025',
	amazonUrl:
		'https://www.amazon.com/dp/B0DMEDAL01?tag=authorsite-20&linkCode=ll1',
	sampleTitle: 'Read an Excerpt: Chapter One',
	sampleText: [
		'The rain hadn’t stopped in three days, and Jack Moreau was starting to take it personally.',
		'“You’re late,” said the woman in his office chair. She didn’t look up from the file she had no business reading.',
		'“You’re in my chair.” He dropped his keys on the desk — hard. “And that’s confidential.”',
		'“Then you should lock your door.” Élise Durand closed the folder, met his eyes and smiled like she’d been waiting eight years to do it… which, he realized, she had.',
		'Excerpt from The Medallion Client. Copyright (c) 2025. All rights reserved.',
	],
};

const ABOUT_WP: AboutContent = {
	// Fields added to the schema after the recording keep their defaults.
	...DEFAULT_CONTENT.about,
	pageTitle: 'About the Author',
	pageSubtitle:
		'Writer, coffee addict & hopeless romantic from Rochester, New York',
	storyTitle: 'My Story',
	storyParagraphs: [
		'I grew up in Rochester, New York, reading my mom’s paperbacks under the covers with a flashlight — the ones with the ‘scandalous’ covers she thought she’d hidden so well.',
		'After ten years as a paralegal, I’d heard enough real-life stories about stalkers, secrets & second chances to fill a bookshelf. So one snowy January, I finally started writing them down.',
		'The Medallion Client is my debut novel and the first book in the Medallion series. Book 2 is coming soon… and yes, it’s Élise’s brother’s turn.',
	],
	writingPhilosophy:
		'I write the books I want to read: heroes who’d walk through fire for the people they love, heroines who don’t need rescuing — but let them help anyway, and a “happily ever after” that’s earned, never rushed.',
	quickFacts: {
		location: 'Rochester, New York',
		background: 'Former paralegal — 10+ years in family & criminal law',
		specialty: 'Romantic suspense & slow-burn romance',
		family: 'Married to my high-school sweetheart, mom of two & a very spoiled beagle 🐶',
	},
	interests: DEFAULT_CONTENT.about.interests,
	connectTitle: 'Let’s Connect',
	connectDescription:
		'Join my newsletter for sneak peeks, giveaways & the occasional ‘deleted scene’. I’d love to hear from you!',
};

const NO_EVENTS_WP =
	'There are no upcoming events right now — but check back soon! I’m always planning signings, readings & book-club visits around Rochester… and beyond. 📚';

const EVENTS_WP: EventsContent = {
	// Fields added to the schema after the recording keep their defaults.
	...DEFAULT_CONTENT.events,
	pageTitle: 'Events & Appearances',
	// The recordings were made without the theme, so `excerpt.rendered` is
	// WordPress's automatic excerpt: here the whole message. The theme makes
	// automatic excerpts of the content pages empty on the server; the manual
	// and the empty excerpt are tested below.
	pageDescription: NO_EVENTS_WP,
	noEventsMessage: NO_EVENTS_WP,
};

const CONTACT_WP: ContactContent = {
	// Fields added to the schema after the recording keep their defaults.
	...DEFAULT_CONTENT.contact,
	pageTitle: 'Contact',
	pageDescription:
		'Questions about the books, event requests or just want to say hi? I’d love to hear from you.',
	formTitle: 'Send Me a Message',
	formDescription:
		'Fill out the form below & I’ll get back to you within 2–3 business days.',
	contactInfo: {
		email: 'hello@example.com',
		location: 'Rochester, New York',
		phone: '(585) 555-0142',
	},
	newsletterTitle: 'Join the Newsletter',
	newsletterDescription:
		'Be the first to hear about new releases, exclusive excerpts & giveaways. No spam — ever. Pinky promise. 🤞',
};

/**
 * The sections, their fields and kinds, as they were when the pages were
 * recorded (the recordings have exactly these sections).
 */
const RECORDED_SCHEMA: Record<
	RecordedKey,
	Record< string, [ string, string ] >
> = {
	home: {
		hero_title: [ 'heroTitle', 'lines' ],
		hero_subtitle: [ 'heroSubtitle', 'text' ],
		book_title: [ 'bookTitle', 'text' ],
		book_description: [ 'bookDescription', 'text' ],
		book_extended_description: [ 'bookExtendedDescription', 'paragraphs' ],
		book_callout: [ 'bookCallout', 'text' ],
		trailer_title: [ 'trailerTitle', 'text' ],
		features: [ 'features', 'lines' ],
		cta_text: [ 'ctaText', 'text' ],
		tropes: [ 'tropes', 'list' ],
		praise_quote: [ 'praiseQuote', 'text' ],
		praise_source: [ 'praiseSource', 'text' ],
	},
	books: {
		page_title: [ 'pageTitle', 'text' ],
		page_description: [ 'pageDescription', 'text' ],
		title: [ 'title', 'text' ],
		subtitle: [ 'subtitle', 'text' ],
		description: [ 'description', 'text' ],
		synopsis: [ 'synopsis', 'paragraphs' ],
		callout: [ 'callout', 'text' ],
		tropes: [ 'tropes', 'list' ],
		release_date: [ 'releaseDate', 'text' ],
		amazon_url: [ 'amazonUrl', 'url' ],
		sample_title: [ 'sampleTitle', 'text' ],
		sample_text: [ 'sampleText', 'paragraphs' ],
	},
	about: {
		page_title: [ 'pageTitle', 'text' ],
		page_subtitle: [ 'pageSubtitle', 'text' ],
		story_title: [ 'storyTitle', 'text' ],
		story_paragraphs: [ 'storyParagraphs', 'paragraphs' ],
		writing_philosophy: [ 'writingPhilosophy', 'text' ],
		location: [ 'quickFacts.location', 'text' ],
		background: [ 'quickFacts.background', 'text' ],
		specialty: [ 'quickFacts.specialty', 'text' ],
		family: [ 'quickFacts.family', 'text' ],
		connect_title: [ 'connectTitle', 'text' ],
		connect_description: [ 'connectDescription', 'text' ],
	},
	events: {
		no_events_message: [ 'noEventsMessage', 'text' ],
	},
	contact: {
		page_title: [ 'pageTitle', 'text' ],
		page_description: [ 'pageDescription', 'text' ],
		form_title: [ 'formTitle', 'text' ],
		form_description: [ 'formDescription', 'text' ],
		contact_email: [ 'contactInfo.email', 'email' ],
		contact_location: [ 'contactInfo.location', 'text' ],
		contact_phone: [ 'contactInfo.phone', 'text' ],
		newsletter_title: [ 'newsletterTitle', 'text' ],
		newsletter_description: [ 'newsletterDescription', 'text' ],
	},
};

const EXPECTED: { [ K in RecordedKey ]: unknown } = {
	home: HOME_WP,
	books: BOOKS_WP,
	about: ABOUT_WP,
	events: EVENTS_WP,
	contact: CONTACT_WP,
};

/**
 * Every string anywhere inside a value (content objects, arrays).
 * @param value
 */
function stringsIn( value: unknown ): string[] {
	if ( typeof value === 'string' ) {
		return [ value ];
	}
	if ( Array.isArray( value ) ) {
		return value.flatMap( stringsIn );
	}
	if ( typeof value === 'object' && value !== null ) {
		return Object.values( value ).flatMap( stringsIn );
	}
	return [];
}

/**
 * No markup and no undecoded entity in any output string.
 * @param content
 */
function expectPlainText( content: unknown ): void {
	for ( const text of stringsIn( content ) ) {
		expect( text ).not.toMatch( /<[a-z!/?]/i );
		expect( text ).not.toMatch( /&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i );
	}
}

/**
 * A copy of the first page of an answer, changed.
 * @param file
 * @param change
 */
function withFirstPage(
	file: string,
	change: ( page: RecordedPage ) => void
): RecordedPage[] {
	// A fresh parse of the file: changing it changes no other test's copy.
	const pages = pagesAnswer( file );
	const first = pages[ 0 ];
	if ( ! first ) {
		throw new Error( `${ file } holds no page` );
	}
	change( first );
	return pages;
}

describe( 'the schema (docs/content-format.md#sections-per-page)', () => {
	it( 'maps each page to its WordPress slug', () => {
		expect( PAGE_SLUGS ).toEqual( {
			home: 'homepage-content',
			books: 'books-content',
			about: 'about-content',
			events: 'events-content',
			contact: 'contact-content',
			press: 'press-content',
		} );
	} );

	it( 'reads the press kit’s sections by their documented kinds', () => {
		expect( SECTION_SCHEMA.press ).toEqual( {
			page_title: [ 'pageTitle', 'text' ],
			page_description: [ 'pageDescription', 'text' ],
			bio_short: [ 'bioShort', 'text' ],
			bio_long: [ 'bioLong', 'paragraphs' ],
			pronunciation: [ 'pronunciation', 'text' ],
			press_email: [ 'pressEmail', 'text' ],
			photo_credit: [ 'photoCredit', 'text' ],
		} );
	} );

	it( 'reads each section the recordings have into its field by its documented kind (new sections may be added)', () => {
		for ( const page of PAGES ) {
			expect( SECTION_SCHEMA[ page ] ).toMatchObject(
				RECORDED_SCHEMA[ page ]
			);
		}
	} );

	it.each( PAGES )(
		'%s: the expected content has exactly the fields of the defaults',
		( page ) => {
			expect( Object.keys( EXPECTED[ page ] as object ).sort() ).toEqual(
				Object.keys( DEFAULT_CONTENT[ page ] ).sort()
			);
		}
	);
} );

describe.each( [ 'block', 'classic' ] )(
	'the %s-editor recordings (pages-%s-*-content.json)',
	( variant ) => {
		const file = ( page: RecordedKey ) =>
			`pages-${ variant }-${ RECORDING_SLUG[ page ] }-content.json`;

		it.each( PAGES )(
			'%s: the recording has a section for every field it was recorded with',
			( page ) => {
				const names = Object.keys(
					parseSections( renderedContent( file( page ) ) )
				);
				expect( names.sort() ).toEqual(
					Object.keys( RECORDED_SCHEMA[ page ] ).sort()
				);
			}
		);

		it.each( PAGES )( '%s: every field has WordPress’s text', ( page ) => {
			const content = pageContentFromAnswer(
				page,
				answer( file( page ) )
			);
			expect( content ).toEqual( EXPECTED[ page ] );
			expectPlainText( content );
		} );
	}
);

describe( 'block and classic storage', () => {
	it.each( PAGES )( '%s: give identical content', ( page ) => {
		const slug = RECORDING_SLUG[ page ];
		expect(
			pageContentFromAnswer(
				page,
				answer( `pages-block-${ slug }-content.json` )
			)
		).toEqual(
			pageContentFromAnswer(
				page,
				answer( `pages-classic-${ slug }-content.json` )
			)
		);
	} );

	it( 'about: interests are always the built-in ones, even with a section', () => {
		const pages = withFirstPage(
			'pages-block-about-content.json',
			( page ) => {
				page.content.rendered +=
					'\n<!-- section:interests -->\n<p>Knitting, Chess</p>\n';
			}
		);
		expect( pageContentFromAnswer( 'about', pages ).interests ).toEqual(
			DEFAULT_CONTENT.about.interests
		);
	} );

	it( 'reading nested fields (quick facts, contact info) leaves the defaults untouched', () => {
		pageContentFromAnswer(
			'about',
			answer( 'pages-block-about-content.json' )
		);
		pageContentFromAnswer(
			'contact',
			answer( 'pages-block-contact-content.json' )
		);
		// Compared with the file itself: earlier tests parsed these pages too.
		expect( DEFAULT_CONTENT ).toEqual(
			JSON.parse(
				readFileSync(
					join( __dirname, '../../../src/content/defaults.json' ),
					'utf8'
				)
			)
		);
	} );

	it( 'the same page after a round trip through the block editor', () => {
		expect(
			pageContentFromAnswer(
				'home',
				answer( 'pages-block-homepage-content-after-editor.json' )
			)
		).toEqual( {
			...HOME_WP,
			ctaText:
				'Start reading tonight — the first three chapters are free!',
		} );
	} );

	it.each( [ 'pages-rest-route.json', 'pages-fields.json' ] )(
		'%s (same page, other request form) gives the same content',
		( file ) => {
			expect( pageContentFromAnswer( 'home', answer( file ) ) ).toEqual(
				HOME_WP
			);
		}
	);
} );

describe( 'events: title and excerpt (docs/content-format.md#events-page-title-and-description)', () => {
	it( 'pageTitle is title.rendered with its entities decoded', () => {
		expect(
			pagesAnswer( 'pages-block-events-content.json' )[ 0 ]?.title
				.rendered
		).toBe( 'Events &#038; Appearances' );
		expect(
			pageContentFromAnswer(
				'events',
				answer( 'pages-block-events-content.json' )
			).pageTitle
		).toBe( 'Events & Appearances' );
	} );

	it( 'pageDescription is the manual excerpt, as text', () => {
		expect(
			pageContentFromAnswer(
				'events',
				answer( 'pages-events-content-manual-excerpt.json' )
			)
		).toEqual( {
			pageTitle: 'Events & Appearances',
			pageDescription:
				'Book signings, readings & virtual chats — come say hi! Here’s where I’ll be next…',
			noEventsMessage: NO_EVENTS_WP,
		} );
	} );

	it( 'an empty excerpt (what the theme makes of an automatic one) keeps the default description', () => {
		const pages = withFirstPage(
			'pages-block-events-content.json',
			( page ) => {
				page.excerpt.rendered = '';
			}
		);
		expect( pageContentFromAnswer( 'events', pages ) ).toEqual( {
			pageTitle: 'Events & Appearances',
			pageDescription: DEFAULT_CONTENT.events.pageDescription,
			noEventsMessage: NO_EVENTS_WP,
		} );
	} );

	it( 'an empty title keeps the default title', () => {
		const pages = withFirstPage(
			'pages-events-content-manual-excerpt.json',
			( page ) => {
				page.title.rendered = '';
			}
		);
		expect( pageContentFromAnswer( 'events', pages ).pageTitle ).toBe(
			DEFAULT_CONTENT.events.pageTitle
		);
	} );

	it( 'markup in the title or excerpt becomes text', () => {
		const pages = withFirstPage(
			'pages-events-content-manual-excerpt.json',
			( page ) => {
				page.title.rendered =
					'<em>Events</em> &#038; <script>alert(1)</script>Appearances';
				page.excerpt.rendered =
					'<p>Signings<br />\n&amp; <a href="javascript:alert(1)">readings</a></p>\n';
			}
		);
		const content = pageContentFromAnswer( 'events', pages );
		expect( content.pageTitle ).toBe( 'Events & Appearances' );
		expect( content.pageDescription ).toBe( 'Signings\n& readings' );
	} );
} );

describe( 'hostile content (pages-broken.json, saved by an admin)', () => {
	const rendered = renderedContent( 'pages-broken.json' );
	const content = pageContentFromAnswer(
		'home',
		answer( 'pages-broken.json' )
	);
	const sections = parseSections( rendered );

	it( 'gives exactly this content', () => {
		expect( content ).toEqual( {
			...HOME_WP,
			heroSubtitle: DEFAULT_CONTENT.home.heroSubtitle,
			bookCallout: DEFAULT_CONTENT.home.bookCallout,
			trailerTitle: 'Watch the Trailer 🎬 click',
			ctaText: DEFAULT_CONTENT.home.ctaText,
			praiseSource: '“> — Megan R., early reader',
		} );
	} );

	it( 'a missing book_callout keeps the default', () => {
		expect( sections ).not.toHaveProperty( 'book_callout' );
		expect( content.bookCallout ).toBe( DEFAULT_CONTENT.home.bookCallout );
	} );

	it( 'an empty cta_text keeps the default', () => {
		expect( sections.cta_text?.text ).toBe( '' );
		expect( content.ctaText ).toBe( DEFAULT_CONTENT.home.ctaText );
	} );

	it( 'hero_titel (misspelled) leaves hero_subtitle at its default; hero_title is still read', () => {
		expect( sections ).not.toHaveProperty( 'hero_subtitle' );
		expect( content.heroSubtitle ).toBe(
			DEFAULT_CONTENT.home.heroSubtitle
		);
		expect( splitLines( sections.hero_title?.text ?? '' ) ).toEqual(
			HOME_WP.heroTitle
		);
		expect( content.heroTitle ).toEqual( HOME_WP.heroTitle );
	} );

	it( 'the unknown secret_section is ignored (and its script gives no text)', () => {
		expect( sections.secret_section?.text ).toBe(
			'This section is not one the theme knows about.'
		);
		expect( stringsIn( content ).join( '\n' ) ).not.toContain(
			'This section is not one the theme knows about.'
		);
	} );

	it( 'features twice: the first one wins', () => {
		expect( splitLines( sections.features?.text ?? '' ) ).toEqual(
			HOME_WP.features
		);
		expect( content.features ).toEqual( HOME_WP.features );
	} );

	it( '<!--section: Book_Title--> is book_title', () => {
		expect( readMarker( 'section: Book_Title' ) ).toEqual( {
			name: 'book_title',
			closing: false,
		} );
		expect( sections.book_title?.text ).toBe( 'The Medallion Client' );
		// The recorded title equals the default, so prove it is read.
		const renamed = withFirstPage( 'pages-broken.json', ( page ) => {
			page.content.rendered = page.content.rendered.replace(
				'<p class="wp-block-paragraph">The Medallion Client</p>',
				'<p class="wp-block-paragraph">The Medallion Heir</p>'
			);
		} );
		expect( pageContentFromAnswer( 'home', renamed ).bookTitle ).toBe(
			'The Medallion Heir'
		);
	} );

	it( 'the content of <script> in book_description is dropped', () => {
		expect( rendered ).toContain(
			'can&#8217;t do. <script>alert(1)</script>'
		);
		expect( content.bookDescription ).toBe( HOME_WP.bookDescription );
	} );

	it( '<img onerror> in book_extended_description contributes no text', () => {
		expect( content.bookExtendedDescription ).toEqual(
			HOME_WP.bookExtendedDescription
		);
	} );

	it( 'the javascript: link in trailer_title is kept as its text only', () => {
		expect( sections.trailer_title ).toEqual( {
			text: 'Watch the Trailer 🎬 click',
			hrefs: [ 'javascript:alert(1)' ],
		} );
		expect( content.trailerTitle ).toBe( 'Watch the Trailer 🎬 click' );
	} );

	it( '"><svg onload=alert(1)> in praise_source leaves only literal text', () => {
		expect( content.praiseSource ).toBe( '“> — Megan R., early reader' );
	} );

	it( 'no output string holds markup, a handler or a script', () => {
		expectPlainText( content );
		for ( const text of stringsIn( content ) ) {
			for ( const bad of [
				'<script',
				'onerror',
				'onload=',
				'<svg',
				'<img',
				'javascript:',
				'alert(',
			] ) {
				expect( text ).not.toContain( bad );
			}
		}
	} );

	it( 'the same page after kses (pages-broken-author.json [3]) is text too', () => {
		const filtered = pageContentFromAnswer(
			'home',
			answer( 'pages-broken-author.json', 3 )
		);
		expect( filtered ).toEqual( {
			...content,
			// kses removed the <script> tags and kept their text.
			bookDescription: `${ HOME_WP.bookDescription } alert(1)`,
		} );
		expectPlainText( filtered );
	} );

	it( 'the Author’s refused writes and the Editor’s save are not pages answers', () => {
		for ( const index of [ 0, 1, 2 ] ) {
			expect(
				pageContentFromAnswer(
					'home',
					answer( 'pages-broken-author.json', index )
				)
			).toEqual( DEFAULT_CONTENT.home );
		}
	} );
} );

describe( 'pages-broken-books.json: amazon_url is javascript:alert(1)', () => {
	it( 'keeps the default retailer link and reads everything else', () => {
		const content = pageContentFromAnswer(
			'books',
			answer( 'pages-broken-books.json' )
		);
		expect(
			parseSections( renderedContent( 'pages-broken-books.json' ) )
				.amazon_url?.text
		).toBe( 'javascript:alert(1)' );
		expect( content ).toEqual( {
			...BOOKS_WP,
			amazonUrl: DEFAULT_CONTENT.books.amazonUrl,
		} );
		expectPlainText( content );
		expect( stringsIn( content ).join( '\n' ) ).not.toContain(
			'javascript:'
		);
	} );
} );

describe( 'one Custom HTML block holding every section (pages-extra-one-html-block-*)', () => {
	const HOME_ONE_BLOCK: HomeContent = {
		...DEFAULT_CONTENT.home, // fields added after the recording
		heroTitle: [ 'Where Danger', 'Meets Desire', 'In Every Page' ],
		heroSubtitle:
			'Romantic suspense with slow-burn heat, fierce protectors, and secrets worth risking everything for.',
		bookTitle: 'The Medallion Client',
		bookDescription:
			'She’s a jeweler with a client she can’t refuse. He’s the bodyguard who’s sworn to keep her safe — even from himself.',
		bookExtendedDescription: [
			'When a stolen medallion lands on Elena’s workbench, the “simple” restoration job turns deadly… and the only man she trusts is the one she shouldn’t want.',
		],
		bookCallout: 'Book 1 of the Medallion series — available now!',
		trailerTitle: 'Watch the Book Trailer',
		features: [
			'A heroine who refuses to be rescued',
			'A protector with a past',
			'Twists you won’t see coming',
			'A guaranteed happily-ever-after',
		],
		ctaText:
			'Ready to fall for Rochester’s most dangerous secret? Start reading today & join the VIP list for bonus scenes.',
		tropes: TROPES,
		// No praise sections on this page: the defaults.
		praiseQuote: DEFAULT_CONTENT.home.praiseQuote,
		praiseSource: DEFAULT_CONTENT.home.praiseSource,
	};

	const BOOKS_ONE_BLOCK: BooksContent = {
		...DEFAULT_CONTENT.books, // fields added after the recording
		pageTitle: 'My Books',
		pageDescription:
			'Romantic suspense that keeps you up past midnight — and guessing until the last page.',
		title: 'The Medallion Client',
		subtitle: 'A Medallion Romantic Suspense, Book 1',
		description:
			'A jeweler. A bodyguard. A medallion someone will kill to get back.',
		synopsis: [
			'Elena Marsh restores antique jewelry in a quiet Rochester studio. When a mysterious client hands her a medallion with a “history,” her careful life starts to crack.',
			'Jake Romano was hired to watch the medallion, not the woman. But after the first break-in, he’s not letting Elena out of his sight.',
			'As the danger closes in, Elena has to decide: trust the man who’s hiding something… or the client who’s hiding everything?',
		],
		callout: 'Book 1 of a brand-new romantic suspense series!',
		tropes: TROPES,
		releaseDate: 'September 30, 2025',
		amazonUrl:
			'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page',
		// No sample sections on this page: the defaults.
		sampleTitle: DEFAULT_CONTENT.books.sampleTitle,
		sampleText: DEFAULT_CONTENT.books.sampleText,
	};

	const ABOUT_ONE_BLOCK: AboutContent = {
		...DEFAULT_CONTENT.about, // fields added after the recording
		pageTitle: 'About the Author',
		pageSubtitle:
			'Writer of slow-burn romance, strong coffee, and stronger heroines',
		storyTitle: 'My Story',
		storyParagraphs: [
			'I grew up in upstate New York, reading my mother’s romance novels under the covers with a flashlight.',
			'After years in a career that had nothing to do with books, I finally wrote the story that wouldn’t leave me alone.',
			'Now I write romantic suspense: love stories with a pulse, and villains who don’t play fair.',
		],
		writingPhilosophy:
			'“Every heroine deserves a hero who sees her strength — and a plot that tests it.”',
		// This recording names them quick_facts_location …, not the
		// schema's location …: not sections of the schema, so the defaults.
		quickFacts: DEFAULT_CONTENT.about.quickFacts,
		interests: DEFAULT_CONTENT.about.interests,
		connectTitle: 'Let’s Connect',
		connectDescription:
			'I love hearing from readers. Drop me a note or join the VIP list for sneak peeks.',
	};

	const CONTACT_ONE_BLOCK: ContactContent = {
		...DEFAULT_CONTENT.contact, // fields added after the recording
		pageTitle: 'Get In Touch',
		pageDescription:
			'Questions, book club visits, or just want to say hi? I’d love to hear from you.',
		formTitle: 'Send a Message',
		formDescription:
			'Fill out the form below and I’ll get back to you as soon as I can.',
		contactInfo: {
			email: 'author@example.test',
			location: 'Rochester, New York',
			phone: '(585) 555-0142',
		},
		newsletterTitle: 'Join the VIP List',
		newsletterDescription:
			'Exclusive excerpts, giveaways & first news on Book 2 — straight to your inbox.',
	};

	const EVENTS_MESSAGE =
		'No upcoming events right now. Join the VIP list and you’ll be the first to know!';

	/**
	 * The fields whose value has no line break in this storage: unaffected by
	 * how the parser treats the newlines typed inside the HTML block.
	 * @param content
	 */
	function withoutMultiLineFields( content: object ): object {
		const {
			heroTitle,
			features,
			synopsis,
			storyParagraphs,
			...rest
		}: Record< string, unknown > = { ...content };
		return rest;
	}

	it.each( [
		[ 'home', 'homepage', HOME_ONE_BLOCK ],
		[ 'books', 'books', BOOKS_ONE_BLOCK ],
		[ 'about', 'about', ABOUT_ONE_BLOCK ],
		[ 'contact', 'contact', CONTACT_ONE_BLOCK ],
	] as const )(
		'%s: every single-line field has WordPress’s text, missing sections keep the defaults',
		( page, slug, expected ) => {
			const content = pageContentFromAnswer(
				page,
				answer( `pages-extra-one-html-block-${ slug }-content.json` )
			);
			expect( withoutMultiLineFields( content ) ).toEqual(
				withoutMultiLineFields( expected )
			);
			expectPlainText( content );
		}
	);

	// docs/content-format.md#plain-text step 7 collapses only spaces and tabs, and
	// README-pages-extra.md note 1 says this storage is split on its newlines
	// and blank lines.
	it.each( [
		[ 'home', 'homepage', HOME_ONE_BLOCK ],
		[ 'books', 'books', BOOKS_ONE_BLOCK ],
		[ 'about', 'about', ABOUT_ONE_BLOCK ],
	] as const )(
		'%s: typed newlines split lines and blank lines split paragraphs',
		( page, slug, expected ) => {
			expect(
				pageContentFromAnswer(
					page,
					answer(
						`pages-extra-one-html-block-${ slug }-content.json`
					)
				)
			).toEqual( expected );
		}
	);

	// The same, reduced to its input.
	it( 'a section typed in one HTML block keeps its line breaks and blank lines', () => {
		expect(
			parseSections(
				'\n<!-- section:a -->\nOne\nTwo\n\nThree\n<!-- /section:a -->\n\n'
			)
		).toEqual( { a: { text: 'One\nTwo\n\nThree', hrefs: [] } } );
	} );

	it( 'events: title from title.rendered; the page_title/page_description sections are not fields', () => {
		const file = 'pages-extra-one-html-block-events-content.json';
		const sections = parseSections( renderedContent( file ) );
		expect( sections.page_description?.text ).toBe(
			'Come say hello! Signings, readings, and virtual chats — all in one place.'
		);
		const withoutExcerpt = withFirstPage( file, ( page ) => {
			page.excerpt.rendered = '';
		} );
		expect( pageContentFromAnswer( 'events', withoutExcerpt ) ).toEqual( {
			pageTitle: 'Events & Appearances',
			pageDescription: DEFAULT_CONTENT.events.pageDescription,
			noEventsMessage: EVENTS_MESSAGE,
		} );
	} );

	it( 'context=edit (all five pages in one answer): each page gives the same text', () => {
		const pages = pagesAnswer(
			'pages-extra-one-html-block-context-edit.json'
		);
		const bySlug = ( slug: string ) => [
			pages.find( ( page ) => page.slug === slug ),
		];
		for ( const [ page, slug ] of [
			[ 'home', 'homepage' ],
			[ 'books', 'books' ],
			[ 'about', 'about' ],
			[ 'contact', 'contact' ],
		] as const ) {
			expect(
				pageContentFromAnswer( page, bySlug( `${ slug }-content` ) )
			).toEqual(
				pageContentFromAnswer(
					page,
					answer(
						`pages-extra-one-html-block-${ slug }-content.json`
					)
				)
			);
		}
		// The events page there has a manual excerpt.
		expect(
			pageContentFromAnswer( 'events', bySlug( 'events-content' ) )
		).toEqual( {
			pageTitle: 'Events & Appearances',
			pageDescription:
				'Meet me at signings, readings & virtual chats — there’s always room for one more reader.',
			noEventsMessage: EVENTS_MESSAGE,
		} );
	} );

	it.each( [
		[ 'pages-extra-cross-origin.json', 0 ],
		[ 'pages-extra-cookie-and-nonce.json', 0 ],
		[ 'pages-extra-plain-permalinks.json', 2 ],
	] )(
		'%s [%i] (the same homepage, other request) gives the same content',
		( file, index ) => {
			expect(
				pageContentFromAnswer( 'home', answer( file, index ) )
			).toEqual(
				pageContentFromAnswer(
					'home',
					answer( 'pages-extra-one-html-block-homepage-content.json' )
				)
			);
		}
	);
} );

describe( 'other pages-extra recordings', () => {
	it( 'marker spellings (pages-extra-marker-variants.json)', () => {
		const sections = parseSections(
			renderedContent( 'pages-extra-marker-variants.json' )
		);
		expect( sections ).toEqual( {
			a: { text: 'spaced with section: prefix', hrefs: [] },
			b: { text: 'no spaces', hrefs: [] },
			c: { text: 'upper case with a space after the colon', hrefs: [] },
			after_more: { text: 'text after a More block', hrefs: [] },
			after_page_break: {
				text: 'text after a Page Break block',
				hrefs: [],
			},
		} );
		// `<!-- d -->` is no marker; the text WordPress left of
		// `<!-- wp:e -->…` and the unknown shortcode are outside every section.
		const all = stringsIn( sections ).join( '\n' );
		expect( all ).not.toContain( 'bare name' );
		expect( all ).not.toContain( 'name with wp: prefix' );
		expect( all ).not.toContain( '[book_title]' );
	} );

	it( 'typed markers in paragraphs are text, not markers (pages-extra-typed-markers-in-paragraphs.json)', () => {
		for ( const index of [ 0, 1 ] ) {
			const body = answer(
				'pages-extra-typed-markers-in-paragraphs.json',
				index
			);
			const page = ( Array.isArray( body ) ? body[ 0 ] : body ) as
				RecordedPage | undefined;
			expect( parseSections( page?.content.rendered ?? '' ) ).toEqual( {
				book_callout: {
					text: 'Book 1 of the Medallion series — available now!',
					hrefs: [],
				},
			} );
			expect( htmlToText( page?.content.rendered ?? '' ) ).toContain(
				'<!– section:book_title –>'
			);
		}
		const content = pageContentFromAnswer(
			'home',
			answer( 'pages-extra-typed-markers-in-paragraphs.json', 1 )
		);
		expect( content ).toEqual( {
			...DEFAULT_CONTENT.home,
			bookCallout: 'Book 1 of the Medallion series — available now!',
		} );
		// [0] is the editor's save (one page object, not a list): no page content.
		expect(
			pageContentFromAnswer(
				'home',
				answer( 'pages-extra-typed-markers-in-paragraphs.json', 0 )
			)
		).toEqual( DEFAULT_CONTENT.home );
	} );

	it( 'the texturizer’s output is decoded (pages-extra-text-filters.json)', () => {
		const sections = parseSections(
			renderedContent( 'pages-extra-text-filters.json' )
		);
		expect( sections ).toEqual( {
			quotes: {
				text: 'She said “run” — and I didn’t. It’s the 1920’s… ‘Single’ quotes, 5’10” tall.',
				hrefs: [],
			},
			dashes: { text: 'A — B, A—B, 2020-2025, well-known', hrefs: [] },
			symbols: {
				text: 'Book clubs & readers, already & encoded, (c) 2024, Medallion ™, 2×3 inches, non-breaking\u00a0space',
				hrefs: [],
			},
			smileys: { text: 'Say hi 🙂 or wink 😉 and I <3 you', hrefs: [] },
			unicode: { text: 'Café — “curly already” 💖 ñ', hrefs: [] },
			url: {
				text: 'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page',
				hrefs: [],
			},
			inline_html: {
				text: 'Now available in paperback.',
				hrefs: [ 'https://example.test/books' ],
			},
		} );
		expect( applyRule( 'url', sections, 'url' ) ).toBe(
			'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page'
		);
		expect( applyRule( 'url', sections, 'inline_html' ) ).toBe(
			'https://example.test/books'
		);
	} );

	it( 'a password-protected page gives the defaults (pages-extra-password-protected.json)', () => {
		const body = answer( 'pages-extra-password-protected.json' );
		expect( ( body as RecordedPage[] )[ 0 ]?.content ).toEqual( {
			rendered: '',
			protected: true,
		} );
		expect( pageContentFromAnswer( 'contact', body ) ).toEqual(
			DEFAULT_CONTENT.contact
		);
		// Protected wins even if some content were there.
		const events = withFirstPage(
			'pages-events-content-manual-excerpt.json',
			( page ) => {
				page.content.protected = true;
			}
		);
		expect( pageContentFromAnswer( 'events', events ) ).toEqual(
			DEFAULT_CONTENT.events
		);
	} );

	it( 'unpublished pages (draft, pending, private, future, trash) give the defaults', () => {
		const all = exchanges( 'pages-extra-not-published.json' );
		expect( all ).toHaveLength( 5 );
		all.forEach( ( _exchange, index ) => {
			expect(
				pageContentFromAnswer(
					'contact',
					answer( 'pages-extra-not-published.json', index )
				)
			).toEqual( DEFAULT_CONTENT.contact );
		} );
	} );

	it.each( [
		[ 'pages-extra-cookie-and-nonce.json', 1 ],
		[ 'pages-extra-cookie-and-nonce.json', 2 ],
		[ 'pages-extra-php-fatal.json', 1 ],
		[ 'pages-extra-unknown-route.json', 0 ],
		[ 'pages-extra-cross-origin-preflight.json', 0 ],
	] )(
		'%s [%i] (an error or schema object) gives the defaults',
		( file, index ) => {
			expect(
				pageContentFromAnswer( 'home', answer( file, index ) )
			).toEqual( DEFAULT_CONTENT.home );
		}
	);
} );

describe( 'failure shapes give the defaults', () => {
	it.each( [
		[ 'pages-empty.json', answer( 'pages-empty.json' ) ],
		[ 'pages-draft.json', answer( 'pages-draft.json' ) ],
		[ 'null', null ],
		[ 'undefined', undefined ],
		[ '{}', {} ],
		[
			'a string',
			'[{"content":{"rendered":"<!-- section:page_title -->x"}}]',
		],
		[ 'a number', 42 ],
		[ '[{}]', [ {} ] ],
		[ '[null]', [ null ] ],
		[ '[{content: null}]', [ { content: null } ] ],
		[ '[{content: {rendered: 42}}]', [ { content: { rendered: 42 } } ] ],
		[
			"[{content: {rendered: '', protected: true}}]",
			[ { content: { rendered: '', protected: true } } ],
		],
		[ "[{content: {rendered: ''}}]", [ { content: { rendered: '' } } ] ],
	] )( '%s', ( _label, body ) => {
		for ( const page of PAGES ) {
			expect( pageContentFromAnswer( page, body ) ).toEqual(
				DEFAULT_CONTENT[ page ]
			);
		}
	} );

	it( 'only the first page of an answer counts', () => {
		const books = pagesAnswer( 'pages-block-books-content.json' );
		expect( pageContentFromAnswer( 'books', [ {}, ...books ] ) ).toEqual(
			DEFAULT_CONTENT.books
		);
		expect( pageContentFromAnswer( 'books', [ ...books, {} ] ) ).toEqual(
			BOOKS_WP
		);
	} );
} );

describe( 'value rules (docs/content-format.md#value-kinds)', () => {
	const html = ( name: string, inner: string ) =>
		parseSections( `<!-- section:${ name } -->${ inner }` );

	it.each( [
		[ '<p>javascript:alert(1)</p>', undefined ],
		[ '<p>ftp://example.test/book</p>', undefined ],
		[ '<p>/books</p>', undefined ],
		[ '<p>www.amazon.com/dp/1</p>', undefined ],
		[
			'<p><a href="/relative">https://text.example/x</a></p>',
			'https://text.example/x',
		],
		[
			'<p><a href="https://href.example/">https://text.example/</a></p>',
			'https://href.example/',
		],
		[
			'<p><a href="javascript:alert(1)">buy</a> https://text.example/</p>',
			'https://text.example/',
		],
		[
			'<p>Buy it at http://shop.example/b?x=1&#038;y=2 today</p>',
			'http://shop.example/b?x=1&y=2',
		],
	] )( 'url rule: %s → %s', ( inner, expected ) => {
		expect( applyRule( 'url', html( 'u', inner ), 'u' ) ).toBe( expected );
	} );

	it.each( [
		[ 'hello@example.com', 'hello@example.com' ],
		[ ' claire@author.example ', 'claire@author.example' ],
		[ 'not an email', undefined ],
		[ 'a@b', undefined ],
		[ 'two words@example.com', undefined ],
		[ '', undefined ],
	] )( 'email rule: %j → %s', ( text, expected ) => {
		expect(
			applyRule( 'email', html( 'e', `<p>${ text }</p>` ), 'e' )
		).toBe( expected );
	} );

	it( 'a contact_email that is not an email keeps the default', () => {
		const pages = withFirstPage(
			'pages-block-contact-content.json',
			( page ) => {
				page.content.rendered = page.content.rendered.replace(
					'hello@example.com',
					'write to me!'
				);
			}
		);
		expect( pageContentFromAnswer( 'contact', pages ).contactInfo ).toEqual(
			{
				...CONTACT_WP.contactInfo,
				email: DEFAULT_CONTENT.contact.contactInfo.email,
			}
		);
	} );

	it( 'a missing section gives undefined for every rule', () => {
		for ( const rule of [
			'text',
			'lines',
			'paragraphs',
			'list',
			'url',
			'email',
		] as const ) {
			expect( applyRule( rule, {}, 'x' ) ).toBeUndefined();
		}
	} );

	it( 'a section that is empty after conversion gives undefined', () => {
		const sections = html( 'x', '<p> <br> </p><ul><li> </li></ul>' );
		expect( sections.x?.text ).toBe( '' );
		for ( const rule of [
			'text',
			'lines',
			'paragraphs',
			'list',
		] as const ) {
			expect( applyRule( rule, sections, 'x' ) ).toBeUndefined();
		}
		expect(
			applyRule( 'list', html( 'y', '<p>, ,</p>' ), 'y' )
		).toBeUndefined();
	} );
} );

describe( 'pure helpers (docs/content-format.md#plain-text)', () => {
	describe( 'normalizeText', () => {
		it.each( [
			[ 'spaces and tabs collapse', 'a  \t b\t\tc', 'a b c' ],
			[ 'lines are trimmed', '  one  \n\t two \t', 'one\ntwo' ],
			[ '3+ line breaks become 2', 'a\n\n\nb\n\n\n\n\nc', 'a\n\nb\n\nc' ],
			[
				'lines of only spaces count as empty',
				'a\n \n\t\n \nb',
				'a\n\nb',
			],
			[ 'the whole is trimmed', '\n\n  a  \n\n', 'a' ],
			[
				'a no-break space is kept',
				'non-breaking\u00a0space',
				'non-breaking\u00a0space',
			],
			[ 'even at the ends', '\u00a0x\u00a0', '\u00a0x\u00a0' ],
			[ 'CR is white space', 'a\r\nb', 'a\nb' ],
		] )( '%s', ( _label, raw, expected ) => {
			expect( normalizeText( raw ) ).toBe( expected );
		} );
	} );

	it( 'trimAscii trims ASCII white space only', () => {
		expect( trimAscii( ' \t\n\r\f\vx \n' ) ).toBe( 'x' );
		expect( trimAscii( '\u00a0x\u00a0' ) ).toBe( '\u00a0x\u00a0' );
	} );

	it( 'splitLines: split on line breaks, trim, drop empty and bullets', () => {
		expect(
			splitLines( '- one\n* two\n•three\n\n   \n  four  \n•\t five' )
		).toEqual( [ 'one', 'two', 'three', 'four', 'five' ] );
		expect( splitLines( '— Megan R.' ) ).toEqual( [ '— Megan R.' ] );
		expect( splitLines( '' ) ).toEqual( [] );
	} );

	it( 'splitParagraphs: split on blank lines, trim, drop empty', () => {
		expect( splitParagraphs( 'a\nb\n\nc\n \n d \n\n\n\ne' ) ).toEqual( [
			'a\nb',
			'c',
			'd',
			'e',
		] );
		expect( splitParagraphs( '\n\n' ) ).toEqual( [] );
	} );

	it( 'splitList: split on commas, trim, drop empty', () => {
		expect(
			splitList( ' Slow Burn ,Second Chance,, ,Forced Proximity,' )
		).toEqual( [ 'Slow Burn', 'Second Chance', 'Forced Proximity' ] );
	} );

	describe( 'asHttpUrl / firstHttpUrl', () => {
		it.each( [
			[ 'https://a.example/x', 'https://a.example/x' ],
			[ '  http://a.example  ', 'http://a.example' ],
			[ 'HTTPS://A.EXAMPLE/', 'HTTPS://A.EXAMPLE/' ],
			[ 'javascript:alert(1)', undefined ],
			[ 'JavaScript:alert(1)//https://x.example', undefined ],
			[ 'ftp://a.example/file', undefined ],
			[ 'mailto:a@b.example', undefined ],
			[ '/books', undefined ],
			[ '//a.example/x', undefined ],
			[ 'a.example', undefined ],
			[ 'https://', undefined ],
			[ 'http:///path', undefined ],
			[ 'https://a b.example/', undefined ],
			[ '', undefined ],
		] )( 'asHttpUrl( %j ) → %s', ( candidate, expected ) => {
			expect( asHttpUrl( candidate ) ).toBe( expected );
		} );

		it( 'takes the hrefs before the text', () => {
			expect(
				firstHttpUrl( {
					text: 'see https://text.example/',
					hrefs: [ 'https://href.example/' ],
				} )
			).toBe( 'https://href.example/' );
		} );

		it( 'skips hrefs that are not absolute http(s)', () => {
			expect(
				firstHttpUrl( {
					text: 'see https://text.example/a',
					hrefs: [
						'javascript:alert(1)',
						'/relative',
						'ftp://x.example/',
					],
				} )
			).toBe( 'https://text.example/a' );
			expect(
				firstHttpUrl( {
					text: 'nothing here',
					hrefs: [
						'javascript:alert(1)',
						'/relative',
						'ftp://x.example/',
					],
				} )
			).toBeUndefined();
		} );

		it( 'finds the first URL in the text', () => {
			expect(
				firstHttpUrl( {
					text: 'Buy: https://one.example/a and https://two.example/b',
					hrefs: [],
				} )
			).toBe( 'https://one.example/a' );
			expect(
				firstHttpUrl( { text: 'javascript:alert(1)', hrefs: [] } )
			).toBeUndefined();
			expect(
				firstHttpUrl( { text: 'ftp://a.example/x', hrefs: [] } )
			).toBeUndefined();
		} );
	} );

	describe( 'readMarker', () => {
		it.each( [
			[ ' section:hero_title ', { name: 'hero_title', closing: false } ],
			[ 'section: Hero_Title', { name: 'hero_title', closing: false } ],
			[ 'section:b', { name: 'b', closing: false } ],
			[ ' SECTION: c ', { name: 'c', closing: false } ],
			[ ' /section:hero_title ', { name: 'hero_title', closing: true } ],
			[ '/SECTION: c', { name: 'c', closing: true } ],
			[ ' / section : x2 ', { name: 'x2', closing: true } ],
		] )( '%j is a marker', ( comment, expected ) => {
			expect( readMarker( comment ) ).toEqual( expected );
		} );

		it.each( [
			' d ',
			' section: ',
			' section:hero--title ',
			' section:hero-title ',
			' section:a b ',
			' wp:paragraph ',
			' /wp:paragraph ',
			' wp:html ',
			' wp:section:hero_title ',
			' section:wp:x ',
			'more',
			'nextpage',
			' sections:hero_title ',
			' xsection:hero_title ',
		] )( '%j is not a marker', ( comment ) => {
			expect( readMarker( comment ) ).toBeNull();
		} );
	} );

	describe( 'parseSections', () => {
		it( 'ignores text before the first marker', () => {
			expect(
				parseSections( '<p>Intro</p>Loose<!-- section:a --><p>A</p>' )
			).toEqual( { a: { text: 'A', hrefs: [] } } );
		} );

		it( 'a closing marker ends the section; text up to the next marker is ignored', () => {
			expect(
				parseSections(
					'<!-- section:a --><p>A</p><!-- /section:a --><p>stray</p><a href="https://stray.example/">x</a><!-- section:b --><p>B</p>'
				)
			).toEqual( {
				a: { text: 'A', hrefs: [] },
				b: { text: 'B', hrefs: [] },
			} );
		} );

		it( 'a section runs to the next marker or the end', () => {
			expect(
				parseSections(
					'<!-- section:a --><p>A1</p><p>A2</p><!-- section:b --><p>B</p>tail'
				)
			).toEqual( {
				a: { text: 'A1\n\nA2', hrefs: [] },
				b: { text: 'B\n\ntail', hrefs: [] },
			} );
		} );

		it( 'the first of two same-named sections wins, wherever the second is', () => {
			expect(
				parseSections(
					'<!-- section:a --><p>first</p><!-- section:b --><p>B</p><!-- section:A --><p>second</p>'
				)
			).toEqual( {
				a: { text: 'first', hrefs: [] },
				b: { text: 'B', hrefs: [] },
			} );
		} );

		it( 'walks the DOM: a classic marker inside a paragraph, after <br />', () => {
			expect(
				parseSections(
					'<p><!-- section:a --><br />\nOne<br />\nTwo</p>\n<p>Three</p>\n<p><!-- section:b --><br />\nB</p>\n'
				)
			).toEqual( {
				a: { text: 'One\nTwo\n\nThree', hrefs: [] },
				b: { text: 'B', hrefs: [] },
			} );
		} );

		it( 'a classic marker alone in its paragraph (blank line after it)', () => {
			expect(
				parseSections(
					'<p><!-- section:a --></p>\n<p>Text one</p>\n<p>Text two</p>\n'
				)
			).toEqual( { a: { text: 'Text one\n\nText two', hrefs: [] } } );
		} );

		it( 'markers with -- in the name, wp: block comments and other comments are not markers', () => {
			expect(
				parseSections(
					'<!-- section:a --><p>A</p><!-- section:b--c --><p>still A</p><!-- wp:paragraph --><p>also A</p><!-- /wp:paragraph --><!-- note: hi --><!--more--><p>A again</p>'
				)
			).toEqual( {
				a: { text: 'A\n\nstill A\n\nalso A\n\nA again', hrefs: [] },
			} );
		} );

		it( 'an escaped marker in a paragraph is text, not a marker', () => {
			expect(
				parseSections(
					'<!-- section:a --><p>A</p><p>&lt;!-- section:b --&gt;</p><p>&lt;!&#8211; section:c &#8211;></p>'
				)
			).toEqual( {
				a: {
					text: 'A\n\n<!-- section:b -->\n\n<!– section:c –>',
					hrefs: [],
				},
			} );
		} );

		it( 'keeps the hrefs of links, in order', () => {
			expect(
				parseSections(
					'<!-- section:a --><p><a href="https://one.example/">one</a> <a>none</a> <a href="/two">two</a></p>'
				)
			).toEqual( {
				a: {
					text: 'one none two',
					hrefs: [ 'https://one.example/', '/two' ],
				},
			} );
		} );

		it( 'a marker inside a script or template does not count', () => {
			expect(
				parseSections(
					'<!-- section:a --><p>A</p><template><!-- section:b --><p>T</p></template><script>/* <!-- section:c --> */</script>'
				)
			).toEqual( { a: { text: 'A', hrefs: [] } } );
		} );
	} );

	describe( 'htmlToText (plain-text rules 1–4)', () => {
		it.each( [
			[ '<br> is a line break', 'a<br>b<br />c', 'a\nb\nc' ],
			[
				'block ends are paragraph breaks',
				'<h2>T</h2><p>P</p><div>D</div><blockquote>Q</blockquote>x',
				'T\n\nP\n\nD\n\nQ\n\nx',
			],
			[
				'li is a line break',
				'<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>after',
				'one\ntwo\n\nthree\n\nafter',
			],
			[ 'spaces and tabs collapse', '<p>a \t  b</p>', 'a b' ],
			[
				'other tags are dropped, their text kept',
				'<p>Now <strong>available</strong> in <a href="https://x.example/">paperback</a>.</p>',
				'Now available in paperback.',
			],
			[
				'script, style, template, noscript and comments are dropped entirely',
				'a<script>s()</script><style>p{}</style><template>t</template><noscript>n</noscript><!-- c -->b',
				'ab',
			],
			[
				'named entities are decoded',
				'&amp; &lt;b&gt; &quot;q&quot; &hellip; &mdash; &eacute; &nbsp;|',
				'& <b> "q" … — é \u00a0|',
			],
			[
				'numeric entities are decoded',
				'&#8217; &#8220; &#8221; &#8216; &#8211; &#8212; &#8230; &#038; &#x2014; &#8482; &#215;',
				'’ “ ” ‘ – — … & — ™ ×',
			],
			[ 'emoji are kept', 'Watch 🎬 💕', 'Watch 🎬 💕' ],
			[
				'an image contributes nothing',
				'<img src=x onerror=alert(1)>text',
				'text',
			],
			[
				'an svg keeps only its text',
				'&#8220;><svg onload=alert(1)> &#8212; M',
				'“> — M',
			],
		] )( '%s', ( _label, html, expected ) => {
			expect( htmlToText( html ) ).toBe( expected );
		} );
	} );
} );

describe( 'a URL in running text', () => {
	it.each( [
		[ 'Order: https://amzn.to/abc. Thanks', 'https://amzn.to/abc' ],
		[ 'Buy it (https://example.com/book)!', 'https://example.com/book' ],
		[ '“https://example.com/x?y=1&z=2”', 'https://example.com/x?y=1&z=2' ],
		[ 'https://example.com/a,b', 'https://example.com/a,b' ],
	] )( '%s → %s', ( text, url ) => {
		expect( firstHttpUrl( { text, hrefs: [] } ) ).toBe( url );
	} );
} );

describe( 'section names that are Object.prototype keys', () => {
	it( 'reads __proto__ and constructor as ordinary sections', () => {
		const sections = parseSections(
			'<!-- section:__proto__ --><p>first</p><!-- section:constructor --><p>second</p>'
		);
		expect( Object.keys( sections ) ).toEqual( [
			'__proto__',
			'constructor',
		] );
		expect( sections.__proto__?.text ).toBe( 'first' );
		expect( sections[ String( 'constructor' ) ]?.text ).toBe( 'second' );
	} );

	it( 'has no constructor section when the page has none', () => {
		expect(
			parseSections( '<!-- section:a --><p>x</p>' )[
				String( 'constructor' )
			]
		).toBe( undefined );
	} );
} );

describe( 'parseSections: one reading a page', () => {
	it( 'parses the same HTML once and shares a frozen answer', () => {
		const parse = jest.spyOn( DOMParser.prototype, 'parseFromString' );
		const html =
			'<!-- section:hero_title --><p>Once only</p><p><a href="https://example.com/">x</a></p>';
		try {
			const first = parseSections( html );
			const again = parseSections( html );
			expect( parse ).toHaveBeenCalledTimes( 1 );
			expect( again ).toBe( first );
			expect( first.hero_title ).toEqual( {
				text: 'Once only\n\nx',
				hrefs: [ 'https://example.com/' ],
			} );
			expect( Object.isFrozen( first ) ).toBe( true );
			expect( Object.isFrozen( first.hero_title ) ).toBe( true );
			expect( Object.isFrozen( first.hero_title!.hrefs ) ).toBe( true );
			// Another page is read on its own.
			expect( parseSections( html + ' ' ).hero_title?.text ).toBe(
				'Once only\n\nx'
			);
			expect( parse ).toHaveBeenCalledTimes( 2 );
		} finally {
			parse.mockRestore();
		}
	} );
} );
