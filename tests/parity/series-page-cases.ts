/**
 * Parity cases of a series' page (docs/books.md#series-pages) and of the
 * series links on /books and a book's page: a series of four books (a novella
 * at 2.5, one upcoming) with a series page, ongoing, complete and on hiatus;
 * a second series, the featured book's, with no series page; an unknown slug.
 */
import { bookPage } from '../shared/book-pages';
import { COVER, child as bookChild } from './book-cases';
import type { ParityCase } from './cases';

const BOOKS_ID = 5;

/** The Books content page's answer: the featured book, book 1 of the Medallion series. */
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
		author_site_series_slug: 'the-medallion-series',
	},
];

/**
 * A child page as the REST answer gives it, with the series' slug PHP adds.
 * @param id       Its id.
 * @param slug     Its slug.
 * @param sections Its sections.
 * @param extra    Other fields (a cover, the series' slug).
 */
const child = (
	id: number,
	slug: string,
	sections: Parameters< typeof bookChild >[ 2 ],
	extra: Record< string, unknown > = {}
) =>
	bookChild( id, slug, sections, {
		author_site_series_slug: null,
		...extra,
	} );

const HARBOR = { author_site_series_slug: 'the-harbor-lights' };

const TIDE = child(
	21,
	'first-tide',
	{
		title: 'First Tide',
		series: 'The Harbor Lights',
		series_number: '1',
		release_date: '2024-03-01',
		description: 'A lighthouse keeper and a runaway heiress.',
		buy_links: [
			'ebook: https://www.amazon.com/dp/TIDE',
			'paperback: https://www.barnesandnoble.com/w/tide',
		],
	},
	{ ...HARBOR, author_site_cover: COVER }
);

const STORM = child(
	22,
	'second-storm',
	{
		title: 'Second Storm',
		series: 'the harbor lights',
		series_number: '2',
		release_date: '2025-05-01',
		description: 'Second chances at sea.',
	},
	HARBOR
);

const NOVELLA = child(
	23,
	'harbor-christmas',
	{
		title: 'A Harbor Christmas',
		series: 'The Harbor Lights',
		series_number: '2.5',
		release_date: '2025-12-01',
	},
	HARBOR
);

const UPCOMING = child(
	24,
	'last-light',
	{
		title: 'Last Light',
		series: 'The Harbor Lights',
		series_number: '3',
		release_date: '2027-03-05',
		description: 'The final storm.',
		buy_links: 'ebook: https://www.amazon.com/dp/LAST',
	},
	HARBOR
);

/**
 * The Harbor Lights' series page with this status.
 * @param status The status as written.
 */
const harborPage = ( status: string ) =>
	child( 25, 'harbor-lights', {
		series_title: 'The Harbor Lights',
		status,
		description: 'A town on the coast.</p><p>Four couples, one lighthouse.',
		reading_note:
			'Each book stands alone, but they are best read in order.',
	} );

const HEIR = child(
	26,
	'the-heir',
	{
		title: 'The Heir',
		series: 'The Medallion Series',
		series_number: '2',
		release_date: 'March 5, 2026',
	},
	{ author_site_series_slug: 'the-medallion-series' }
);

/**
 * A RegExp matching a text as it is.
 * @param text The text.
 */
const literal = ( text: string ) =>
	new RegExp( text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) );

const HARBOR_BOOKS = [ TIDE, STORM, NOVELLA, UPCOMING ];

const SERIES: Array< [ string, string, unknown[], RegExp[], RegExp[] ] > = [
	[
		'ongoing, four books (a novella at 2.5, one upcoming), every part',
		'harbor-lights',
		[ ...HARBOR_BOOKS, harborPage( 'Ongoing' ), HEIR ],
		[
			literal( '>The Harbor Lights</h1>' ),
			literal( 'Ongoing · Book 3 comes March 5, 2027' ),
			literal( 'Four couples, one lighthouse.' ),
			literal(
				'Each book stands alone, but they are best read in order.'
			),
			/id="start-here-title"[^>]*>Start here</,
			/class="start-here__title"><a href="\/books\/first-tide\/">First Tide</,
			literal( 'heir-683x1024.webp' ),
			literal(
				'aria-label="Barnes &amp; Noble, Paperback (opens in a new tab)"'
			),
			/Book 2\.5</,
			/<ol class="book-list">/,
			/id="whats-next-title"[^>]*>What’s next</,
			/class="coming-soon__title"><a href="\/books\/last-light\/">Last Light</,
			literal( 'Amazon, Ebook' ),
			/id="series-newsletter-title"[^>]*>Join the VIP List</,
		],
		[
			/Be the first to know/,
			/<\/ul><a class="button button--light" href="\/contact#newsletter"/,
		],
	],
	[
		'complete, nothing upcoming: no What’s next, the signup',
		'harbor-lights',
		[ TIDE, STORM, NOVELLA, harborPage( 'complete' ) ],
		[
			literal( 'Complete series · 3 books' ),
			/id="series-newsletter-title"[^>]*>Join the VIP List</,
		],
		[ /whats-next-title/, /Be the first to know/ ],
	],
	[
		'on hiatus, nothing upcoming: Be the first to know',
		'harbor-lights',
		[ TIDE, STORM, NOVELLA, harborPage( 'on Hiatus' ) ],
		[
			literal( '>On hiatus</p>' ),
			/id="series-newsletter-title"[^>]*>Be the first to know</,
			literal( 'the next The Harbor Lights book' ),
		],
		[ /whats-next-title/ ],
	],
	[
		'the featured book’s series with no series page: its address from its name',
		'the-medallion-series',
		[ ...HARBOR_BOOKS, harborPage( 'Ongoing' ), HEIR ],
		[
			literal( '>The Medallion Series</h1>' ),
			literal( '>2 books</p>' ),
			/class="start-here__title"><a href="\/books">/,
			/id="series-newsletter-title"[^>]*>Be the first to know</,
		],
		[ /series-page__description/, /series-page__note/, /whats-next/ ],
	],
];

/**
 * The series page cases, and the series links on /books and a book's page.
 * @param options Options of the cases (settings, plugins).
 */
export function seriesPageCases(
	options: Record< string, unknown >
): ParityCase[] {
	const base = {
		pages: { books: BOOKS_ANSWER },
		events: null,
		options,
		newsletterHtml: null,
	};
	const never = [ /javascript:/, /<script/ ];
	const found: ParityCase[] = SERIES.map(
		( [ name, slug, answer, has, hasNot ] ) => ( {
			...base,
			page: 'series' as const,
			name: `series page: ${ name }`,
			path: `/series/${ slug }/`,
			book: { answer },
			series: { slug },
			markup: { has, hasNot: [ ...never, ...hasNot ] },
		} )
	);
	const answer = [ ...HARBOR_BOOKS, harborPage( 'Ongoing' ), HEIR ];
	return [
		...found,
		{
			...base,
			page: 'not-found',
			name: 'series page: an unknown slug is not found',
			path: '/series/no-such-series/',
			book: { answer },
			series: { slug: 'no-such-series' },
			markup: { has: [ /class="section not-found"/ ] },
		},
		{
			...base,
			page: 'books',
			name: '/books: each series’ heading links to its page, its status line from two books',
			path: '/books',
			book: { answer },
			markup: {
				has: [
					/id="series-1-title" class="section__title"><a href="\/series\/the-medallion-series\/">The Medallion Series</,
					/<a href="\/series\/harbor-lights\/">The Harbor Lights</,
					literal( '<p class="catalogue__status">2 books</p>' ),
					literal(
						'<p class="catalogue__status">Ongoing · Book 3 comes March 5, 2027</p>'
					),
				],
				hasNot: never,
			},
		},
		{
			...base,
			page: 'book',
			name: 'book page: the series line links to the series’ page',
			path: '/books/second-storm/',
			book: { slug: 'second-storm', answer },
			markup: {
				has: [
					/class="book-page__series-line"><a href="\/series\/harbor-lights\/">Book 2 of the harbor lights</,
				],
				hasNot: never,
			},
		},
	];
}
