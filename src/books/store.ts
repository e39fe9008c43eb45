/**
 * The catalogue's data, read once per visit: the Books content page's answer
 * (the featured book and its id) and its children's (the books), both
 * preloaded by the theme's PHP on a book page's first view (inc/books/pages.php
 * reads the very same answers). No React here.
 */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { createVisitCache } from '../api/visitCache';
import { pageContentFromAnswer, type WpPage } from '../content/pages';
import { parseSections, type Sections } from '../content/sections';
import { getConfig } from '../config/config';
import { loadPageAnswer } from '../content/store';
import { readFeaturedBook } from './book';
import { arrangeCatalogue } from './catalogue';
import {
	bookPagesFromAnswer,
	bookPagesPath,
	booksParentId,
	listedBookAt,
	type BookPage,
} from './pages';
import { siteToday } from './values';
import type { Book, Catalogue } from './types';

/** The books of the site: each child page read, the featured book, and their arrangement. */
export interface CatalogueData {
	pages: BookPage[];
	featured: Book;
	catalogue: Catalogue;
	/** Whether the children's read failed (not kept: the next visit to a book page asks again). */
	failed: boolean;
}

const cache = createVisitCache< string, CatalogueData >(
	( data ) => ! data.failed
);

/**
 * The Books page's own sections (none when WordPress hides its text or the
 * theme cannot read it as the browser does), as inc/books/pages.php reads them.
 * @param answer The Books page's answer.
 */
function featuredSections( answer: unknown ): Sections {
	const first = Array.isArray( answer )
		? ( answer[ 0 ] as WpPage | undefined )
		: undefined;
	const rendered = first?.content?.rendered;
	const unreadable = Array.isArray( first?.author_site_unreadable )
		? ( first.author_site_unreadable as unknown[] )
		: [];
	return typeof rendered === 'string' &&
		first?.content?.protected !== true &&
		! unreadable.includes( 'content' )
		? parseSections( rendered )
		: Object.create( null );
}

/**
 * The catalogue from both answers.
 * @param booksAnswer    The Books content page's answer.
 * @param childrenAnswer Its children's answer (null when there is none).
 * @param today          YYYY-MM-DD in the site's time zone.
 */
export function catalogueFromAnswers(
	booksAnswer: unknown,
	childrenAnswer: unknown,
	today: string
): CatalogueData {
	const pages = bookPagesFromAnswer( childrenAnswer, today );
	const featured = readFeaturedBook(
		pageContentFromAnswer( 'books', booksAnswer ),
		featuredSections( booksAnswer ),
		today
	);
	return {
		pages,
		featured,
		catalogue: arrangeCatalogue(
			pages.map( ( page ) => page.book ),
			featured
		),
		failed: false,
	};
}

/**
 * The catalogue if it has already arrived.
 * @param today YYYY-MM-DD in the site's time zone.
 */
export function peekCatalogue( today: string ): CatalogueData | undefined {
	return cache.peek( today );
}

/**
 * The catalogue; never rejects (a failed read counts as no books).
 * @param today YYYY-MM-DD in the site's time zone.
 * @param read  How to read JSON.
 */
export function loadCatalogue(
	today: string,
	read: ReadJson = readJson
): Promise< CatalogueData > {
	return cache.load( today, async () => {
		const booksAnswer = await loadPageAnswer( 'books', read );
		const parent = booksParentId( booksAnswer );
		let failed = false;
		const children =
			parent === null
				? []
				: await startRead( read, bookPagesPath( parent ) ).catch(
						() => {
							failed = true;
							return [];
						}
					);
		return {
			...catalogueFromAnswers( booksAnswer, children, today ),
			failed,
		};
	} );
}

/**
 * The catalogue of a first view of /books the server drew with no listed
 * book: none, as it read it, so that the visit asks for no book pages.
 * @param today YYYY-MM-DD in the site's time zone.
 * @param read  How to read JSON.
 */
export function loadNoCatalogue(
	today: string,
	read: ReadJson = readJson
): Promise< CatalogueData > {
	return cache.load( today, async () =>
		catalogueFromAnswers( await loadPageAnswer( 'books', read ), [], today )
	);
}

/**
 * The day release dates are read against: the one the server drew the page
 * on, else today in UTC (a book page or /books reached without the server's).
 */
export function catalogueToday(): string {
	const config = getConfig();
	return (
		config.book?.today ??
		config.catalogue?.today ??
		siteToday( Date.now(), 'UTC' )
	);
}

/**
 * Whether the catalogue, once loaded, lists a book at this slug (the menu
 * marks Books current on a book's page, not on a not-found one).
 * @param slug The slug from the address.
 */
export function isListedBook( slug: string ): boolean {
	const data = peekCatalogue( catalogueToday() );
	return data !== undefined && listedBookAt( data.pages, slug ) !== null;
}

/** For tests: forget everything loaded. */
export function resetCatalogue(): void {
	cache.reset();
}
