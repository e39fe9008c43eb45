/**
 * Parity cases of a book's page (docs/books.md#book-pages): every optional
 * branch of the view (series with neighbours or none, released, pre-order,
 * coming, no date, cover or none, heat level or none, notes, stores grouped
 * by format or not, ISBNs, sample, a book's extras read but not yet shown),
 * hostile markup shown as text, and addresses that are no book (untitled,
 * password-protected) as not found.
 */
import { bookPage, type BookSectionValue } from '../shared/book-pages';
import type { ParityCase } from './cases';
import { siteUrl } from './php';

const BOOKS_ID = 5;

/** The Books content page's answer: the featured book, book 1 of the series. */
const BOOKS_ANSWER = [
	{
		id: BOOKS_ID,
		slug: 'books-content',
		title: { rendered: 'Books' },
		excerpt: { rendered: '' },
		content: {
			rendered: bookPage( {
				series: 'The Medallion Series',
				series_number: '1',
			} ),
			protected: false,
		},
		author_site_unreadable: [],
	},
];

export const COVER = {
	src: 'https://example.test/wp-content/uploads/heir-683x1024.webp',
	srcset: 'https://example.test/wp-content/uploads/heir-540x810.webp 540w, https://example.test/wp-content/uploads/heir-683x1024.webp 683w',
	sizes: '(max-width: 502px) 70vw, 352px',
	width: 683,
	height: 1024,
	alt: '',
};

/**
 * One child page of the Books content page as the REST answer gives it.
 * @param id       Its id.
 * @param slug     Its slug.
 * @param sections Its sections.
 * @param extra    Other fields (a cover, `content.protected`).
 */
export function child(
	id: number,
	slug: string,
	sections: Record< string, BookSectionValue >,
	extra: Record< string, unknown > = {}
) {
	return {
		id,
		slug,
		content: { rendered: bookPage( sections ), protected: false },
		author_site_cover: null,
		author_site_unreadable: [],
		...extra,
	};
}

const HEIR = child(
	11,
	'the-heir',
	{
		title: 'The Heir',
		subtitle: 'A Medallion Novel — Book Two',
		series: 'the medallion series',
		series_number: '2',
		release_date: 'March 5, 2026',
		description: 'Her brother’s secrets come due.',
		synopsis: 'First paragraph.</p><p>Second paragraph.',
		callout: 'A slow-burn, second-chance romance.',
		tropes: 'second chance, slow burn',
		heat_level: '3',
		content_notes: 'grief, violence',
		buy_links: [
			'ebook: https://www.amazon.com/dp/HEIR',
			'Paperback: https://www.barnesandnoble.com/w/heir',
			'https://www.kobo.com/heir',
			'https://shop.example.org/heir',
		],
		isbn: [ 'ebook: 978-0-306-40615-7', 'paperback: 0-306-40615-2' ],
		sample_title: 'Chapter One',
		sample_text: 'The door opened.</p><p>She stayed.',
		narrator: 'Jane Reader',
		audio_sample: 'https://example.test/wp-content/uploads/heir-sample.mp3',
		book_club:
			'</p><ul class="wp-block-list"><li>Why, after all, did she stay?</li><li>Who lied first?</li></ul><p>',
		bonus_title: 'Read the bonus epilogue',
		bonus_description: 'Ten years later.',
		bonus_form: 'Bonus epilogue',
	},
	{ author_site_cover: COVER }
);

const NOVELLA = child( 12, 'the-vow', {
	title: 'The Vow',
	series: 'The Medallion Series',
	series_number: '2.5',
	release_date: '2027-02-14',
	buy_links: 'audio: https://www.audible.com/pd/vow',
} );

const THIRD = child( 13, 'the-ring', {
	title: 'The Ring',
	series: 'The Medallion Series',
	series_number: '3',
	release_date: '2027-09-01',
} );

const STANDALONE = child( 14, 'winter-%c3%a9t%c3%a9', {
	title: 'Winter Été',
	release_date: '2027-01-10',
	buy_links: 'https://books2read.com/winter',
} );

const BARE = child( 15, 'just-a-title', { title: 'Just a Title' } );

const UNNUMBERED = child( 16, 'side-story', {
	title: 'Side Story',
	series: 'Other Tales',
	release_date: 'someday',
} );

const HOSTILE = child( 17, 'hostile', {
	title: '&lt;img src=x onerror=alert(1)&gt; Title',
	description:
		'<b onclick="alert(1)">bold</b> &lt;script&gt;alert(1)&lt;/script&gt;',
	tropes: '&lt;i&gt;enemies&lt;/i&gt;, <em>lovers</em>',
	content_notes: '&lt;script&gt;x&lt;/script&gt;',
	buy_links: [
		'javascript:alert(1)',
		'ebook: javascript:alert(1)',
		'/relative/link',
		'//protocol.example/relative',
		'ebook: https://www.amazon.com/dp/"onmouseover="x',
	],
} );

const UNTITLED = child( 18, 'untitled', { subtitle: 'No title here' } );

const LOCKED = child(
	19,
	'locked',
	{ title: 'Locked' },
	{ content: { rendered: '', protected: true } }
);

const ANSWER = [
	HEIR,
	NOVELLA,
	THIRD,
	STANDALONE,
	BARE,
	UNNUMBERED,
	HOSTILE,
	UNTITLED,
	LOCKED,
];

/**
 * A RegExp matching a text as it is.
 * @param text The text.
 */
const literal = ( text: string ) =>
	new RegExp( text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) );

const BOOKS: Array< [ string, string, RegExp[] ] > = [
	[
		'released, in a series between the featured book and a novella, cover, every part',
		'the-heir',
		[
			literal( 'Book 2 of the medallion series' ),
			literal( 'Released March 5, 2026' ),
			literal( 'Heat level 3 of 5' ),
			literal( 'heir-683x1024.webp' ),
			literal( 'href="/books"' ),
			literal( 'href="/books/the-vow/"' ),
			literal( 'aria-label="Kobo, Paperback (opens in a new tab)"' ),
			literal( '>shop.example.org<' ),
		],
	],
	[
		'a novella (2.5), upcoming with an audiobook link, no cover, no heat level',
		'the-vow',
		[
			literal( 'Book 2.5 of' ),
			literal( 'Pre-order now · Coming February 14, 2027' ),
			literal( 'cover--built-in' ),
		],
	],
	[
		'last of its series, coming without links',
		'the-ring',
		[ literal( 'Coming September 1, 2027' ) ],
	],
	[
		'no series, upcoming, a universal link, a percent-encoded slug',
		'winter-%c3%a9t%c3%a9',
		[ literal( 'Every format' ), literal( 'All stores' ) ],
	],
	[
		'only a title',
		'just-a-title',
		[
			literal(
				'<h1 id="book-title" class="book-card__title">Just a Title</h1>'
			),
		],
	],
	[
		'an unnumbered series, an unreadable date',
		'side-story',
		[ literal( 'Part of Other Tales' ) ],
	],
	[
		'hostile markup shown as text, bad links dropped',
		'hostile',
		[ literal( '&lt;img src=x onerror=alert(1)&gt; Title' ) ],
	],
];

/** A book whose audio sample is in the test site's own Media Library. */
const UPLOADED = child( 20, 'uploaded', {
	title: 'Uploaded',
	narrator: 'Ann Voice',
	audio_sample: `${ siteUrl() }/wp-content/uploads/2026/11/uploaded.mp3`,
} );

/** A book whose sample is another site's http: address: dropped, the narrator kept. */
const UNSAFE = child( 21, 'unsafe', {
	title: 'Unsafe',
	narrator: 'Bo Voice',
	audio_sample: 'http://elsewhere.example/x.mp3',
	book_club: [ 'Only one question, with a comma?' ],
} );

/** The Books content page with every extra but a sample (the featured book's card). */
const BOOKS_WITH_EXTRAS = [
	{
		...BOOKS_ANSWER[ 0 ]!,
		content: {
			rendered: bookPage( {
				series: 'The Medallion Series',
				series_number: '1',
				narrator: 'Sam Voice',
				audio_sample: 'https://cdn.example/featured.mp3',
				book_club:
					'</p><ul class="wp-block-list"><li>Was the client guilty?</li><li>Who would you trust, and why?</li></ul><p>',
			} ),
			protected: false,
		},
	},
];

/** The extras' cases: each branch of BookExtras on a book page and on /books. */
function extrasCases( options: Record< string, unknown > ): ParityCase[] {
	const base = {
		events: null,
		options,
		newsletterHtml: null,
		pages: { books: BOOKS_ANSWER },
	};
	const answer = [ HEIR, UPLOADED, UNSAFE, BARE ];
	const book = ( slug: string ) => ( {
		...base,
		page: 'book' as const,
		path: `/books/${ slug }/`,
		book: { slug, answer },
	} );
	return [
		{
			...book( 'the-heir' ),
			name: 'book extras: every extra, an https: sample',
			markup: {
				has: [
					/<h2 id="book-extras-audio-title" class="book-extras__title">Audiobook<\/h2>/,
					literal( 'Narrated by Jane Reader' ),
					literal(
						'<audio class="book-extras__player" controls="" preload="none" src="https://example.test/wp-content/uploads/heir-sample.mp3" aria-label="Audio sample of The Heir"></audio>'
					),
					literal(
						'<details class="book-extras__club"><summary>Book club questions</summary><ol><li>Why, after all, did she stay?</li><li>Who lied first?</li></ol></details>'
					),
				],
			},
		},
		{
			...book( 'uploaded' ),
			name: 'book extras: a sample in the site’s own Media Library',
			markup: {
				has: [
					literal(
						`src="${ siteUrl() }/wp-content/uploads/2026/11/uploaded.mp3"`
					),
				],
				hasNot: [ /book-extras__club/ ],
			},
		},
		{
			...book( 'unsafe' ),
			name: 'book extras: another site’s http: sample dropped, the narrator and one question kept',
			markup: {
				has: [
					literal( 'Narrated by Bo Voice' ),
					literal( '<li>Only one question, with a comma?</li>' ),
				],
				hasNot: [ /<audio/, /elsewhere\.example/ ],
			},
		},
		{
			...book( 'just-a-title' ),
			name: 'book extras: none',
			markup: { has: [ /Just a Title/ ], hasNot: [ /book-extras/ ] },
		},
		{
			...base,
			page: 'books' as const,
			path: '/books',
			pages: { books: BOOKS_WITH_EXTRAS },
			name: '/books: the featured book’s extras in its card',
			book: { answer: [ HEIR ] },
			markup: {
				has: [
					/<h3 id="book-extras-audio-title" class="book-extras__title">Audiobook<\/h3>/,
					literal( 'Narrated by Sam Voice' ),
					literal( 'src="https://cdn.example/featured.mp3"' ),
					literal( '<li>Who would you trust, and why?</li>' ),
				],
			},
		},
		{
			...base,
			page: 'books' as const,
			path: '/books',
			name: '/books: a featured book without extras, no child listed',
			book: { answer: [] },
			markup: { has: [ /book-card__body/ ], hasNot: [ /book-extras/ ] },
		},
	];
}

/**
 * The book page cases, on the site's options given.
 * @param options Options of the cases (settings, plugins).
 */
export function bookCases( options: Record< string, unknown > ): ParityCase[] {
	const base = {
		page: 'book' as const,
		pages: { books: BOOKS_ANSWER },
		events: null,
		options,
		newsletterHtml: null,
	};
	const found = BOOKS.map( ( [ name, slug, has ] ) => ( {
		...base,
		name: `book page: ${ name }`,
		path: `/books/${ slug }/`,
		book: { slug, answer: ANSWER },
		markup: {
			has,
			hasNot: [
				/javascript:/,
				/relative/,
				/<script/,
				/onerror=alert\(1\)>/,
			],
		},
	} ) );
	const missing = [ 'untitled', 'locked', 'unknown' ].map( ( slug ) => ( {
		...base,
		page: 'not-found' as const,
		name: `book page: ${ slug } is not found`,
		path: `/books/${ slug }/`,
		book: { slug, answer: ANSWER },
		markup: { has: [ /class="section not-found"/ ] },
	} ) );
	return [ ...found, ...missing, ...extrasCases( options ) ];
}

/**
 * /books with her other books (docs/books.md#the-books-page): the series in
 * reading order with the featured book, "More Books", Coming Soon from the
 * soonest upcoming book; a series with nothing upcoming; and children that
 * are not listed, which leave the page as the spec's.
 * @param options Options of the cases (settings, plugins).
 */
export function catalogueCases(
	options: Record< string, unknown >
): ParityCase[] {
	const base = {
		page: 'books' as const,
		path: '/books',
		pages: { books: BOOKS_ANSWER },
		events: null,
		options,
		newsletterHtml: null,
	};
	const never = [ /javascript:/, /<script/, /grief/, /Content notes/ ];
	return [
		{
			...base,
			name: '/books with the catalogue: series in order, more books, the soonest upcoming as Coming Soon',
			book: { answer: ANSWER },
			markup: {
				has: [
					/id="series-1-title" class="section__title">The Medallion Series</,
					/Book 2\.5</,
					/id="more-books-title"/,
					/<ol class="book-list">/,
					/href="\/books\/the-vow\/"/,
					literal( 'Available now' ),
					literal( 'Pre-order now · Coming February 14, 2027' ),
					/loading="lazy"/,
					/class="coming-soon__title"><a href="\/books\/winter-%c3%a9t%c3%a9\/">Winter Été</,
					literal( 'All stores (opens in a new tab)' ),
					/href="\/contact#newsletter"/,
				],
				hasNot: never,
			},
		},
		{
			...base,
			name: '/books with one released book in the series: the spec’s Coming Soon, then the series',
			book: { answer: [ HEIR ] },
			markup: {
				has: [
					/Élise’s brother has secrets of his own/,
					/id="series-1-title"/,
					literal( 'Book 2' ),
				],
				hasNot: [ ...never, /more-books-title/ ],
			},
		},
		{
			...base,
			name: '/books with only unlisted children: the spec’s page',
			book: { answer: [ UNTITLED, LOCKED ] },
			markup: {
				has: [ /Élise’s brother has secrets of his own/ ],
				hasNot: [ /book-list/, /series-1-title/ ],
			},
		},
	];
}
