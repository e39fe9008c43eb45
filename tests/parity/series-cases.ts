/**
 * The series model's parity cases (tests/parity/series.test.ts): the Books
 * content page and its children, read as REST answers, that between them take
 * every branch of docs/books.md#series: a series page with each status, a
 * series without one (its address from its name, accents and all: PHP makes
 * it), duplicate pages, a page matching no book, Start here and What's next.
 * "Today" is held.
 */
import { BOOKS_TODAY, bookPage } from '../shared/book-pages';

export interface SeriesCase {
	name: string;
	/** YYYY-MM-DD in the site's time zone. */
	today: string;
	/** The Books content page's `content.rendered` (the featured book's sections). */
	featured: string;
	/** The Books content page's children, in the answer's order (by id). */
	pages: Array< { slug: string; html: string; protected?: boolean } >;
	/**
	 * What the server must show, so the case proves it took its branches:
	 * each series' key, address, page, Start here, What's next, "be the first
	 * to know" and status line; every series problem's code.
	 */
	shows: {
		series: Array<
			[
				key: string,
				slug: string | null,
				page: string | null,
				start: string | null,
				next: string | null,
				firstToKnow: boolean,
				line: string,
			]
		>;
		problems: string[];
	};
}

/**
 * A child page with these sections.
 * @param slug
 * @param sections
 */
const child = (
	slug: string,
	sections: Parameters< typeof bookPage >[ 0 ]
) => ( {
	slug,
	html: bookPage( sections ),
} );

/** The featured book: book 1 of the Medallion series, released. */
const FEATURED = bookPage( {
	series: 'The Medallion Series',
	series_number: '1',
} );

/** Books 2, 2.5 (a novella) and 3 (upcoming, on pre-order) of the Medallion series. */
const MEDALLION = [
	child( 'the-heir', {
		title: 'The Heir',
		series: 'the medallion series',
		series_number: '2',
		release_date: 'March 5, 2026',
	} ),
	child( 'the-vow', {
		title: 'The Vow',
		series: 'The Medallion Series',
		series_number: '2.5',
		release_date: '2026-09-01',
	} ),
	child( 'the-ring', {
		title: 'The Ring',
		series: 'The Medallion Series',
		series_number: '3',
		release_date: '2027-03-05',
		buy_links: 'ebook: https://www.amazon.com/dp/RING',
	} ),
];

/**
 * The Medallion series' page with this status.
 * @param slug
 * @param status
 */
const medallionPage = ( slug: string, status: string ) =>
	child( slug, {
		series_title: 'The Medallion Series',
		status,
		description: 'Four books.</p><p>One family.',
		reading_note: 'Each stands alone; best read in order.',
		newsletter_form: '  Medallion readers ',
	} );

/** A series of two released books with no series page, its name with accents. */
const ETOILES = [
	child( 'aube', {
		title: 'Aube',
		series: 'Les Étoiles d’Été',
		series_number: '2',
		release_date: '2024-06-01',
	} ),
	child( 'nuit', {
		title: 'Nuit',
		series: 'les étoiles d’été',
		series_number: '1',
		release_date: '2023-06-01',
	} ),
];

/** Every case. */
export const SERIES_CASES: SeriesCase[] = [
	{
		name: 'four books (a novella at 2.5, one upcoming) with a complete series page; a second series named with accents, no page',
		today: BOOKS_TODAY,
		featured: FEATURED,
		pages: [
			...MEDALLION,
			medallionPage( 'medallion', 'Complete' ),
			...ETOILES,
		],
		shows: {
			series: [
				[
					'the medallion series',
					'medallion',
					'medallion',
					'books-content',
					'the-ring',
					false,
					'Complete series · 4 books',
				],
				[
					'les étoiles d’été',
					'les-etoiles-dete',
					null,
					'nuit',
					null,
					true,
					'2 books',
				],
			],
			problems: [],
		},
	},
	{
		name: 'an ongoing series page: its next book’s number and date',
		today: BOOKS_TODAY,
		featured: FEATURED,
		pages: [ medallionPage( 'medallion', 'ongoing' ), ...MEDALLION ],
		shows: {
			series: [
				[
					'the medallion series',
					'medallion',
					'medallion',
					'books-content',
					'the-ring',
					false,
					'Ongoing · Book 3 comes March 5, 2027',
				],
			],
			problems: [],
		},
	},
	{
		name: 'duplicate series pages: the first shows; a page that matches no book; a protected page is none',
		today: BOOKS_TODAY,
		featured: FEATURED,
		pages: [
			...MEDALLION,
			medallionPage( 'medallion', 'on hiatus' ),
			child( 'lost', {
				series_title: 'The Lost Series',
				status: 'complete',
			} ),
			medallionPage( 'medallion-again', 'complete' ),
			ETOILES[ 0 ]!,
			{
				...child( 'etoiles', { series_title: 'Les Étoiles d’Été' } ),
				protected: true,
			},
		],
		shows: {
			series: [
				[
					'the medallion series',
					'medallion',
					'medallion',
					'books-content',
					'the-ring',
					false,
					'On hiatus',
				],
				[
					'les étoiles d’été',
					'les-etoiles-dete',
					null,
					'aube',
					null,
					true,
					'1 book',
				],
			],
			problems: [ 'duplicate-series-page', 'orphan-series-page' ],
		},
	},
	{
		name: 'status variants: HIATUS, ongoing with nothing upcoming, an unnumbered next book, unreadable; book 1 upcoming, all upcoming; a name WordPress makes no slug of, a Greek capital it lower-cases',
		today: BOOKS_TODAY,
		featured: '',
		pages: [
			child( 'quiet-1', {
				title: 'Quiet 1',
				series: 'Quiet',
				series_number: '1',
				release_date: '2020-01-01',
			} ),
			child( 'quiet', { series_title: 'quiet', status: 'HIATUS' } ),
			child( 'done-1', {
				title: 'Done 1',
				series: 'Done Soon',
				series_number: '1',
			} ),
			child( 'done-2', {
				title: 'Done 2',
				series: 'Done Soon',
				series_number: '2',
				release_date: '2021-01-01',
			} ),
			child( 'done', { series_title: 'Done Soon', status: 'Ongoing' } ),
			child( 'extra', {
				title: 'Extra',
				series: 'Side',
				release_date: 'April 1, 2027',
			} ),
			child( 'side-1', {
				title: 'Side 1',
				series: 'Side',
				series_number: '1',
				release_date: '2019-01-01',
			} ),
			child( 'side', { series_title: 'SIDE', status: 'ongoing ' } ),
			child( 'odd-1', { title: 'Odd 1', series: 'Odd' } ),
			child( 'odd', {
				series_title: 'Odd',
				status: 'finished <b>soon</b>',
			} ),
			child( 'marks', { title: 'Marks', series: '???' } ),
			child( 'fresh-1', {
				title: 'Fresh 1',
				series: 'Fresh',
				series_number: '1',
				release_date: '2027-02-01',
			} ),
			child( 'fresh-short', {
				title: 'Fresh Short',
				series: 'Fresh',
				release_date: '2025-05-01',
			} ),
			child( 'new-1', {
				title: 'New 1',
				series: 'New',
				series_number: '1',
				release_date: '2027-08-01',
			} ),
			child( 'new', { series_title: 'New', status: 'complete' } ),
			child( 'omega-2', {
				title: 'Omega 2',
				series: 'ωmega',
				series_number: '2',
			} ),
			child( 'omega-1', {
				title: 'Omega 1',
				series: 'Ωmega',
				series_number: '1',
			} ),
		],
		shows: {
			series: [
				[ '???', null, null, 'marks', null, true, '1 book' ],
				[
					'done soon',
					'done',
					'done',
					'done-1',
					null,
					true,
					'Ongoing · 2 books',
				],
				[
					'fresh',
					'fresh',
					null,
					'fresh-short',
					'fresh-1',
					false,
					'2 books',
				],
				[
					'new',
					'new',
					'new',
					null,
					'new-1',
					false,
					'Complete series · 1 book',
				],
				[ 'odd', 'odd', 'odd', 'odd-1', null, true, '1 book' ],
				[
					'quiet',
					'quiet',
					'quiet',
					'quiet-1',
					null,
					true,
					'On hiatus',
				],
				[
					'side',
					'side',
					'side',
					'side-1',
					'extra',
					false,
					'Ongoing · Next book comes April 1, 2027',
				],
				[
					'ωmega',
					'%cf%89mega',
					null,
					'omega-1',
					null,
					true,
					'2 books',
				],
			],
			problems: [],
		},
	},
];

/** Statuses as written, each read by both twins' readers. */
export const SERIES_STATUSES = [
	'ongoing',
	'Ongoing',
	'ONGOING',
	'complete',
	'Complete',
	'on hiatus',
	'On Hiatus',
	'ON HIATUS',
	'hiatus',
	'Hiatus',
	'on  hiatus',
	'on-hiatus',
	'complete.',
	'Complète',
	'ongoİng',
	'ſtatus',
	'constructor',
	'__proto__',
	'',
];
