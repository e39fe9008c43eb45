/**
 * A book's own page read in full by its own path, once per visit, for its
 * page and its bonus page; the catalogue's list answer never draws them
 * (docs/books.md#what-a-first-view-preloads). PHP twin: inc/books/book-page.php
 * author_site_pages_with_book_at().
 */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { createVisitCache } from '../api/visitCache';
import { answerHere } from '../navigation/documents';
import { bookPageOf, bookPagePath, listedBookAt, withFullPage } from './pages';
import type { BookPage } from './pages';
import { getConfig } from '../config/config';
import type { CatalogueData } from './store';

/** A book's own page as read: in full, not there (null), or the read failed. */
type FullRead = BookPage | null | 'failed';

const fullPages = createVisitCache< string, FullRead >(
	( page ) => page !== 'failed'
);

/**
 * The path of the full page of the book listed at an address's slug, with
 * its slug as WordPress gives it, or null (none listed there).
 */
function fullPagePath( data: CatalogueData, slug: string ): string | null {
	const listed = listedBookAt( data.pages, slug );
	return listed && data.parent !== null
		? bookPagePath( data.parent, listed.book.slug )
		: null;
}

/** The listed book of a full page's answer, or null. */
function fullPageOf( answer: unknown, today: string ): BookPage | null {
	const page = bookPageOf(
		Array.isArray( answer ) ? answer[ 0 ] : undefined,
		today,
		getConfig().uploadsUrl ?? null
	);
	return page && page.book.title !== '' ? page : null;
}

/**
 * The catalogue with its book at an address's slug in full: without that
 * book when its page is no longer there, or when the read failed (`failed`):
 * its list version never draws its page.
 */
function withFullRead(
	data: CatalogueData,
	slug: string,
	read: FullRead
): CatalogueData {
	if ( read !== null && read !== 'failed' ) {
		return { ...data, pages: withFullPage( data.pages, read ) };
	}
	const listed = listedBookAt( data.pages, slug );
	return {
		...data,
		pages: data.pages.filter( ( page ) => page !== listed ),
		failed: data.failed || read === 'failed',
	};
}

/**
 * The catalogue with the book at an address's slug in full, if its own page
 * has arrived (here or in the address's document); the catalogue as it is
 * when no book is listed there.
 */
export function peekCatalogueFor(
	data: CatalogueData,
	slug: string,
	today: string
): CatalogueData | undefined {
	const path = fullPagePath( data, slug );
	if ( path === null ) {
		return data;
	}
	const key = `${ today } ${ path }`;
	let read = fullPages.peek( key );
	const here = read === undefined ? answerHere( path ) : undefined;
	if ( here ) {
		read = fullPageOf( here.body, today );
		fullPages.keep( key, read );
	}
	return read === undefined ? undefined : withFullRead( data, slug, read );
}

/**
 * The catalogue with the book at an address's slug in full, its own page
 * read once per visit; never rejects.
 */
export function loadCatalogueFor(
	data: CatalogueData,
	slug: string,
	today: string,
	read: ReadJson = readJson
): Promise< CatalogueData > {
	const path = fullPagePath( data, slug );
	if ( path === null ) {
		return Promise.resolve( data );
	}
	return fullPages
		.load( `${ today } ${ path }`, () =>
			startRead( read, path ).then(
				( answer ): FullRead => fullPageOf( answer, today ),
				(): FullRead => 'failed'
			)
		)
		.then( ( page ) => withFullRead( data, slug, page ) );
}

/** For tests: forget every page read. */
export function resetFullPages(): void {
	fullPages.reset();
}
