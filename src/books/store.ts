/**
 * The catalogue, read once per visit from the Books content page and the
 * list's cut of its children (the books), and a book's own page in full, read
 * once per visit by its own path (docs/books.md#what-a-first-view-preloads).
 * PHP twin: inc/books/pages.php and book-page.php read the same answers.
 */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { createVisitCache } from '../api/visitCache';
import { pageContentFromAnswer, type WpPage } from '../content/pages';
import { parseSections, type Sections } from '../content/sections';
import { getConfig, routerBasename } from '../config/config';
import { loadPageAnswer, pagePath } from '../content/store';
import { routeOfPath } from '../content/routes';
import { answerHere, drawnHere } from '../navigation/documents';
import { readFeaturedBook } from './book';
import { arrangeCatalogue } from './catalogue';
import {
	bookListPath,
	bookPageOf,
	bookPagesFromAnswer,
	booksParentId,
	formIdOf,
	listedBookAt,
	seriesAt,
	seriesSlugOf,
	type BookPage,
} from './pages';
import { resetFullPages } from './fullPages';
import { siteToday } from './values';
import type { Book, Catalogue } from './types';

/** The books of the site: each child page read, the featured book, and their arrangement. */
export interface CatalogueData {
	pages: BookPage[];
	featured: Book;
	catalogue: Catalogue;
	/** The Books content page's id, or null (no such page). */
	parent: number | null;
	/** The children's read failed (not kept: the next book page asks again). */
	failed: boolean;
}

const cache = createVisitCache< string, CatalogueData >(
	( data ) => ! data.failed
);

/**
 * The Books page's own sections; none when WordPress hides its text or the
 * theme cannot read it as the browser does.
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
 * The site's Media Library address as the configuration gives it
 * (`uploadsUrl`), or null: the audio samples' rule reads it (readBook()).
 */
function siteUploads(): string | null {
	return getConfig().uploadsUrl ?? null;
}

/**
 * The catalogue from the Books page's answer and its children's; `uploads`
 * as readBook()'s.
 */
export function catalogueFromAnswers(
	booksAnswer: unknown,
	childrenAnswer: unknown,
	today: string,
	uploads: string | null = null
): CatalogueData {
	return catalogueFromPages(
		booksAnswer,
		bookPagesFromAnswer( childrenAnswer, today, uploads ),
		today,
		uploads
	);
}

/** The catalogue from the Books page's answer and its book pages, read. */
function catalogueFromPages(
	booksAnswer: unknown,
	pages: BookPage[],
	today: string,
	uploads: string | null
): CatalogueData {
	const first = Array.isArray( booksAnswer ) ? booksAnswer[ 0 ] : null;
	const featured = readFeaturedBook(
		pageContentFromAnswer( 'books', booksAnswer ),
		featuredSections( booksAnswer ),
		today,
		uploads,
		seriesSlugOf( first ),
		formIdOf( first, 'bonus_form' )
	);
	return {
		pages,
		featured,
		catalogue: arrangeCatalogue(
			pages.map( ( page ) => page.book ),
			featured,
			pages.flatMap( ( page ) =>
				page.seriesPage ? [ page.seriesPage ] : []
			)
		),
		parent: booksParentId( booksAnswer ),
		failed: false,
	};
}

/**
 * The catalogue from the document of the address the app is at, when it has
 * arrived and draws /books or a book's page: the books it lists, or none
 * where the server listed none.
 */
function catalogueHere( today: string ): CatalogueData | undefined {
	const drawn = drawnHere();
	const books = answerHere( pagePath( 'books' ) );
	if ( ! drawn || ! books ) {
		return undefined;
	}
	if ( drawn.book || drawn.series || drawn.catalogue ) {
		const parent = booksParentId( books.body );
		const children =
			parent === null
				? { body: [] }
				: answerHere( bookListPath( parent ) );
		return children
			? catalogueFromAnswers(
					books.body,
					children.body,
					today,
					siteUploads()
				)
			: undefined;
	}
	const route = routeOfPath(
		window.location.pathname,
		routerBasename( getConfig() )
	);
	return route === '/books'
		? catalogueFromAnswers( books.body, [], today, siteUploads() )
		: undefined;
}

/** The catalogue if it has already arrived, here or in the address's document. */
export function peekCatalogue( today: string ): CatalogueData | undefined {
	const known = cache.peek( today );
	const here = known ? undefined : catalogueHere( today );
	if ( here ) {
		cache.keep( today, here );
	}
	return known ?? here;
}

/** The catalogue; never rejects (a failed read counts as no books). */
export function loadCatalogue(
	today: string,
	read: ReadJson = readJson,
	between: () => Promise< void > = () => Promise.resolve()
): Promise< CatalogueData > {
	return cache.load( today, async () => {
		const uploads = siteUploads();
		const booksAnswer = await loadPageAnswer( 'books', read );
		const parent = booksParentId( booksAnswer );
		let failed = false;
		const children =
			parent === null
				? []
				: await startRead( read, bookListPath( parent ) ).catch( () => {
						failed = true;
						return [];
					} );
		const pages: BookPage[] = [];
		for ( const child of Array.isArray( children ) ? children : [] ) {
			// Each book read after `between` (a task of its own when the app
			// starts): forty books are no one long task.
			await between();
			const page = bookPageOf( child, today, uploads );
			if ( page ) {
				pages.push( page );
			}
		}
		return {
			...catalogueFromPages( booksAnswer, pages, today, uploads ),
			failed,
		};
	} );
}

/**
 * The empty catalogue of a first view of /books the server drew with no
 * listed book, so that the visit asks for no book pages.
 */
export function loadNoCatalogue(
	today: string,
	read: ReadJson = readJson
): Promise< CatalogueData > {
	return cache.load( today, async () =>
		catalogueFromAnswers(
			await loadPageAnswer( 'books', read ),
			[],
			today,
			siteUploads()
		)
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
		config.series?.today ??
		config.catalogue?.today ??
		siteToday( Date.now(), 'UTC' )
	);
}

/**
 * Whether the loaded catalogue lists a book at this slug (the menu marks
 * Books current on a book's page, not on a not-found one).
 */
export function isListedBook( slug: string ): boolean {
	const data = peekCatalogue( catalogueToday() );
	return data !== undefined && listedBookAt( data.pages, slug ) !== null;
}

/** Whether the loaded catalogue has a series at this slug (Books is current on its page). */
export function isListedSeries( slug: string ): boolean {
	const data = peekCatalogue( catalogueToday() );
	return data !== undefined && seriesAt( data.catalogue, slug ) !== null;
}

/** For tests: forget everything loaded. */
export function resetCatalogue(): void {
	cache.reset();
	resetFullPages();
}
