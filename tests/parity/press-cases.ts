/**
 * Parity cases of the press kit at /press (docs/content-format.md#the-press-kit):
 * published with every section and the originals of the covers, published
 * with the built-in text and no press email (the contact page's), and a
 * draft (the answer lists no page) as not found.
 */
import { bookPage } from '../shared/book-pages';
import type { ParityCase } from './cases';

/** A content page's answer with these sections, as labelled markers. */
function pressAnswer(
	sections: Record< string, string >,
	extra: Record< string, unknown > = {}
) {
	return [
		{
			id: 40,
			slug: 'press-content',
			title: { rendered: 'Press kit page text' },
			excerpt: { rendered: '' },
			content: { rendered: bookPage( sections ), protected: false },
			author_site_unreadable: [],
			...extra,
		},
	];
}

const BOOKS_ANSWER = [
	{
		id: 5,
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

const CHILDREN = [
	{
		id: 11,
		slug: 'the-heir',
		content: {
			rendered: bookPage( {
				title: 'The Heir',
				series: 'The Medallion Series',
				series_number: '2',
				release_date: '2027-03-05',
				description: 'Her brother’s secrets come due.',
			} ),
			protected: false,
		},
		author_site_cover: null,
		author_site_unreadable: [],
	},
	{
		id: 12,
		slug: 'winter',
		content: {
			rendered: bookPage( {
				title: 'Winter',
				release_date: '2025-01-10',
			} ),
			protected: false,
		},
		author_site_cover: null,
		author_site_unreadable: [],
	},
];

const ORIGINALS = {
	photo: null,
	logo: null,
	covers: [
		{
			slug: 'the-heir',
			url: 'https://example.test/wp-content/uploads/heir.jpg',
			width: 2400,
			height: 3600,
		},
		{
			slug: 'books-content',
			url: 'https://example.test/wp-content/uploads/medallion.png',
			width: 1600,
			height: 2560,
		},
		{ slug: 'winter', url: 'javascript:alert(1)', width: 1, height: 1 },
	],
};

/**
 * The /press cases, on the site's options given.
 * @param options Options of the cases (settings, plugins).
 */
export function pressCases( options: Record< string, unknown > ): ParityCase[] {
	const base = {
		path: '/press',
		events: null,
		options,
		newsletterHtml: null,
		book: { answer: CHILDREN },
	};
	return [
		{
			...base,
			page: 'press',
			name: '/press: every section, the covers’ originals to download',
			pages: {
				books: BOOKS_ANSWER,
				contact: [],
				press: pressAnswer(
					{
						page_title: 'Press &amp; Media',
						bio_short: 'A short bio.',
						bio_long: 'One.</p><p>Two &lt;b&gt;.',
						pronunciation: 'Claire WIT-more',
						press_email: 'press@example.com',
						photo_credit: 'Jo Lens',
					},
					{ author_site_press: ORIGINALS }
				),
			},
			markup: {
				has: [
					/<h1 class="page-header__title">Press &amp; Media<\/h1>/,
					/Pronounced Claire WIT-more/,
					/<a href="https:\/\/example\.test\/wp-content\/uploads\/heir\.jpg" download="">Download the cover of The Heir \(2400 × 3600 px\)<\/a>/,
					/medallion\.png/,
					/Book 2 of The Medallion Series/,
					/Coming March 5, 2027/,
					/href="mailto:press@example\.com">press@example\.com</,
					/Two &lt;b&gt;\./,
				],
				hasNot: [ /javascript:/, /press__logo/, /press__photo/ ],
			},
		},
		{
			...base,
			page: 'press',
			name: '/press: built-in text, no press email: the contact page’s',
			pages: {
				books: BOOKS_ANSWER,
				contact: pressAnswer( {
					contact_email: 'claire@example.com',
				} ),
				press: pressAnswer( { bio_short: 'Short.' } ),
			},
			markup: {
				has: [
					/href="mailto:claire@example\.com"/,
					/<h1 class="page-header__title">Press Kit<\/h1>/,
				],
				hasNot: [ /download=""/, /press__pronunciation/ ],
			},
		},
		{
			...base,
			page: 'not-found',
			name: '/press: a draft is not found',
			pages: { books: BOOKS_ANSWER, contact: [], press: [] },
			markup: { has: [ /class="section not-found"/ ] },
		},
	];
}
