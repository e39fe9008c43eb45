/**
 * The catalogue's shapes (docs/books.md): a book as read from its page, and
 * the catalogue arranged from the books. PHP twin: inc/books/ (snake_case arrays).
 */
import catalogue from './catalogue.json';

/** A format a store link or an ISBN belongs to: the keys of catalogue.json's formats. */
export type Format = keyof typeof catalogue.formats;

/** One store link of a book. */
export interface BuyLink {
	url: string;
	/** Its format, or null: a link for every format. */
	format: Format | null;
	/** The store's name (catalogue.json), else the host name without `www.`. */
	store: string;
	icon: string | null;
	/** Whether the link leads to every store (books2read.com). */
	universal: boolean;
}

/** An edition's ISBN, digits only (an ISBN-10 may end in X). */
export interface Isbn {
	format: Format;
	isbn: string;
}

/** Something an author wrote that the site could not read (for Content Health). */
export interface BookProblem {
	/** A machine code (docs/books.md#problems). */
	code:
		| 'no-title'
		| 'unreadable-date'
		| 'unreadable-series-number'
		| 'number-without-series'
		| 'unreadable-heat-level'
		| 'unknown-format'
		| 'not-http-link'
		| 'invalid-isbn'
		| 'duplicate-isbn'
		| 'unsafe-audio-sample';
	section: string;
	/** What the author wrote there (the line or the section's text). */
	text: string;
}

/** A book as read from its page. Absent texts are '', absent lists []. */
export interface Book {
	slug: string;
	/** Whether it is the featured book (books-content, shown on /books). */
	featured: boolean;
	title: string;
	subtitle: string;
	series: string;
	/** The series' name lower case: books with the same key form one series. */
	seriesKey: string;
	/**
	 * The slug WordPress makes of `series` (sanitize_title), as PHP gives it in
	 * the page's REST answer (`author_site_series_slug`); null when it gives none.
	 */
	seriesSlug: string | null;
	seriesNumber: number | null;
	/** YYYY-MM-DD, or null when none or unreadable. */
	releaseDate: string | null;
	/** Release date after today in the site's time zone. */
	upcoming: boolean;
	description: string;
	synopsis: string[];
	callout: string;
	tropes: string[];
	heatLevel: number | null;
	contentNotes: string[];
	buyLinks: BuyLink[];
	isbns: Isbn[];
	sampleTitle: string;
	sampleText: string[];
	/** The audiobook's narrator. */
	narrator: string;
	/**
	 * An audio file's address by the audio rule (docs/books.md#a-book): an
	 * https: URL or one in the site's Media Library; '' when none or dropped.
	 */
	audioSample: string;
	/** Book club discussion questions. */
	bookClub: string[];
	/** The bonus's title, e.g. "Read the bonus epilogue". */
	bonusTitle: string;
	/** A spoiler-safe teaser of the bonus. */
	bonusDescription: string[];
	/** The Constant Contact form (title or id) as written. */
	bonusForm: string;
	/**
	 * The published form `bonusForm` names, as PHP matched it (the page's
	 * REST answer's `author_site_forms`); null when none or unknown.
	 */
	bonusFormId: number | null;
	problems: BookProblem[];
}

/** Where a listed book stands: on sale, on pre-order, or announced. */
export type BookStatus = 'available' | 'pre-order' | 'coming';

/** A series page's status; null when not given (docs/books.md#series). */
export type SeriesStatus = 'ongoing' | 'complete' | 'hiatus';

/** Something a series page's author wrote that the site could not read. */
export interface SeriesPageProblem {
	code: 'unreadable-status';
	section: string;
	/** What the author wrote there. */
	text: string;
}

/**
 * A series page: a child of the Books content page with `series_title` and
 * no `title`. Absent texts are '', absent paragraphs [].
 */
export interface SeriesPage {
	/** The page's slug: the series' address when the page shows. */
	slug: string;
	/** `series_title` as written (trimmed). */
	title: string;
	/** The title lower case, as books' seriesKey: the series it is the page of. */
	key: string;
	status: SeriesStatus | null;
	description: string[];
	readingNote: string;
	/** A Constant Contact form's title or id, as written (trimmed); '' when none. */
	newsletterForm: string;
	/** The published form `newsletterForm` names; null: the site's form. */
	newsletterFormId: number | null;
	problems: SeriesPageProblem[];
}

/** One series, its books in reading order. */
export interface Series {
	key: string;
	/** The name as the first book in reading order writes it. */
	name: string;
	books: Book[];
	/**
	 * Its address's slug (`/series/<slug>/`): its page's, else the one PHP
	 * made of the name (the first book in reading order with a seriesSlug);
	 * null when neither is known.
	 */
	slug: string | null;
	/** Its series page (the first for the series in the children's answer), or null. */
	page: SeriesPage | null;
	/** Start here: the first released (not upcoming) book in reading order, or null. */
	start: Book | null;
	/** What's next: the soonest upcoming book (ties in reading order), or null. */
	next: Book | null;
	/** No book upcoming and the series not complete: "Be the first to know" with the signup. */
	firstToKnow: boolean;
}

/** A series page the catalogue does not show (for Content Health). */
export type SeriesProblem =
	| {
			/** Two or more pages for one series: the first in the answer shows. */
			code: 'duplicate-series-page';
			/** The series' name as the shown page writes it. */
			series: string;
			/** The slug of the page that shows. */
			shown: string;
			/** The slugs of the pages ignored, in the answer's order. */
			ignored: string[];
	  }
	| {
			/** A series page whose title matches no listed book's series. */
			code: 'orphan-series-page';
			series: string;
			slug: string;
	  };

/** A problem of the catalogue as a whole: two books with one number in a series. */
export interface CatalogueProblem {
	code: 'duplicate-series-number';
	series: string;
	number: number;
	slugs: string[];
}

/** The listed books arranged for /books. */
export interface Catalogue {
	/** The featured book's series first, then the others by key. */
	series: Series[];
	/** The listed books in no series, newest first (never the featured book). */
	standalone: Book[];
	/** The soonest upcoming listed book (never the featured one), for Coming Soon. */
	comingSoon: Book | null;
	problems: CatalogueProblem[];
	/** The series pages not shown: duplicates and orphans, in the answer's order. */
	seriesProblems: SeriesProblem[];
}
