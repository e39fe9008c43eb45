/**
 * Parity cases of a book's bonus page (docs/books.md#the-bonus-page): a
 * listed book's with its cover, the featured book's at /books/bonus/, the
 * not-found view for a book whose form is unknown or that has no bonus
 * title, and the bonus link on a book's page and on /books.
 */
import { bookPage } from '../shared/book-pages';
import type { ParityCase } from './cases';

const BONUS = {
	bonus_title: 'Read the bonus epilogue',
	bonus_description:
		'Ten years later.</p><p>No spoilers &amp; no &lt;b&gt;tags&lt;/b&gt;.',
	bonus_form: 'Bonus epilogue',
};

/**
 * The Books content page's answer, the featured book with a bonus or not.
 * @param forms Its `author_site_forms` (undefined: left out, no bonus).
 */
function booksAnswer( forms?: Record< string, number | null > ) {
	return [
		{
			id: 5,
			slug: 'books-content',
			title: { rendered: 'Books' },
			excerpt: { rendered: '' },
			content: {
				rendered: bookPage( forms ? BONUS : {} ),
				protected: false,
			},
			author_site_unreadable: [],
			...( forms ? { author_site_forms: forms } : {} ),
		},
	];
}

/**
 * One child page of the Books content page.
 * @param id       Its id.
 * @param slug     Its slug.
 * @param sections Its sections.
 * @param forms    Its `author_site_forms`.
 * @param extra    Other fields.
 */
function child(
	id: number,
	slug: string,
	sections: Record< string, string >,
	forms: Record< string, number | null >,
	extra: Record< string, unknown > = {}
) {
	return {
		id,
		slug,
		content: { rendered: bookPage( sections ), protected: false },
		author_site_cover: null,
		author_site_unreadable: [],
		author_site_forms: forms,
		...extra,
	};
}

const COVER = {
	src: 'https://example.test/wp-content/uploads/heir-683x1024.webp',
	srcset: 'https://example.test/wp-content/uploads/heir-540x810.webp 540w, https://example.test/wp-content/uploads/heir-683x1024.webp 683w',
	sizes: '(max-width: 502px) 70vw, 352px',
	width: 683,
	height: 1024,
	alt: '',
};

const ANSWER = [
	child(
		21,
		'the-heir',
		{
			title: 'The Heir',
			buy_links: 'ebook: https://www.amazon.com/dp/HEIR',
			...BONUS,
		},
		{ bonus_form: 44 },
		{ author_site_cover: COVER }
	),
	child(
		22,
		'the-vow',
		{ title: 'The Vow', ...BONUS },
		{ bonus_form: null }
	),
	child(
		23,
		'the-ring',
		{ title: 'The Ring', bonus_form: 'Bonus epilogue' },
		{ bonus_form: 44 }
	),
];

/** A bonus page's own markup: the landing frame, its heading, its signup. */
const LANDING = [
	/class="site site--landing"/,
	/<h1 id="bonus-title" class="book-card__title">Read the bonus epilogue<\/h1>/,
	/id="bonus-newsletter-title"/,
	/class="site-footer site-footer--landing"/,
];

/** What a bonus page never holds: a menu, store buttons, the site's footer grid. */
const NEVER = [ /site-menu/, /opens in a new tab/, /site-footer__grid/, /<b>/ ];

/**
 * The bonus page cases, on the site's options given.
 * @param options        Options of the cases (settings, plugins).
 * @param newsletterHtml Constant Contact Forms' rendered form.
 */
export function bonusCases(
	options: Record< string, unknown >,
	newsletterHtml: string
): ParityCase[] {
	const base = {
		pages: { books: booksAnswer() },
		events: null,
		options,
		newsletterHtml,
		book: { answer: ANSWER },
	};
	return [
		{
			...base,
			name: 'bonus page: a listed book’s, with its cover',
			page: 'bonus',
			path: '/books/the-heir/bonus/',
			bonus: { slug: 'the-heir' },
			markup: {
				has: [ ...LANDING, /heir-683x1024\.webp/ ],
				hasNot: NEVER,
			},
		},
		{
			...base,
			name: 'bonus page: the featured book’s at /books/bonus/',
			page: 'bonus',
			path: '/books/bonus/',
			pages: { books: booksAnswer( { bonus_form: 45 } ) },
			bonus: { slug: null },
			markup: {
				has: [ ...LANDING, /The Medallion Client/ ],
				hasNot: NEVER,
			},
		},
		...[ 'the-vow', 'the-ring' ].map( ( slug ) => ( {
			...base,
			name: `bonus page: ${ slug } has none, not found`,
			page: 'not-found' as const,
			path: `/books/${ slug }/bonus/`,
			bonus: { slug },
			markup: {
				has: [ /class="section not-found"/, /site-menu/ ],
				hasNot: [ /bonus-title/ ],
			},
		} ) ),
		{
			...base,
			name: 'book page: the bonus link',
			page: 'book',
			path: '/books/the-heir/',
			book: { slug: 'the-heir', answer: ANSWER },
			markup: {
				has: [
					/<p class="bonus-link"><a href="\/books\/the-heir\/bonus\/">Read the bonus epilogue<\/a><\/p>/,
				],
			},
		},
		{
			...base,
			name: 'book page: no bonus link for an unknown form',
			page: 'book',
			path: '/books/the-vow/',
			book: { slug: 'the-vow', answer: ANSWER },
			markup: { has: [ /book-title/ ], hasNot: [ /bonus-link/ ] },
		},
		{
			...base,
			name: '/books: the featured book’s bonus link',
			page: 'books',
			path: '/books',
			pages: { books: booksAnswer( { bonus_form: 45 } ) },
			markup: {
				has: [
					/<a href="\/books\/bonus\/">Read the bonus epilogue<\/a>/,
				],
			},
		},
	];
}
