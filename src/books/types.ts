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
	/** The Constant Contact form (title or id) as written, not yet matched to a form. */
	bonusForm: string;
	problems: BookProblem[];
}

/** Where a listed book stands: on sale, on pre-order, or announced. */
export type BookStatus = 'available' | 'pre-order' | 'coming';

/** One series, its books in reading order. */
export interface Series {
	key: string;
	/** The name as the first book in reading order writes it. */
	name: string;
	books: Book[];
}

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
}
