/**
 * Which pages are books: the Books content page's published children, not
 * password-protected (docs/books.md#book-pages).
 */
import type { ImageAttributes } from '../config/pictures';
import { parseImage } from '../config/pictures';
import { isRecord } from '../api/isRecord';
import { parseSections } from '../content/sections';
import { readBook } from './book';
import { readSeriesPage } from './series';
import type { Book, Catalogue, Series, SeriesPage } from './types';

const FIELDS =
	'id,slug,content,author_site_cover,author_site_unreadable,author_site_series_slug,author_site_forms';

/**
 * A child page read as a book, with its cover (the featured image, as
 * WordPress prints it) or null, and as a series page when it is one.
 */
export interface BookPage {
	book: Book;
	cover: ImageAttributes | null;
	seriesPage: SeriesPage | null;
}

/**
 * The slug WordPress made of a page's `series` (author_site_series_slug in its
 * REST answer, inc/books/wordpress.php), or null: the app never makes one.
 */
export function seriesSlugOf( page: unknown ): string | null {
	const slug = isRecord( page ) ? page.author_site_series_slug : undefined;
	return typeof slug === 'string' && slug !== '' ? slug : null;
}

/** The sections naming a Constant Contact form (`author_site_forms`' keys). */
export type FormSection = 'newsletter_form' | 'bonus_form';

/**
 * The published form PHP matched to a page's `newsletter_form` or
 * `bonus_form` (author_site_forms in its REST answer, inc/books/wordpress.php),
 * or null: the app never matches a form itself.
 */
export function formIdOf( page: unknown, section: FormSection ): number | null {
	const forms = isRecord( page ) ? page.author_site_forms : undefined;
	const id = isRecord( forms ) ? forms[ section ] : undefined;
	return typeof id === 'number' && Number.isSafeInteger( id ) && id > 0
		? id
		: null;
}

/**
 * The REST path of the Books content page's children (its id given), each
 * with only the sections a list shows: WordPress cuts them to catalogue.json's
 * `listSections` (inc/books/wordpress.php, docs/books.md#what-a-first-view-preloads).
 */
export function bookListPath( parent: number ): string {
	return `/wp/v2/pages?parent=${ parent }&per_page=100&orderby=id&order=asc&author_site_sections=list&_fields=${ FIELDS }`;
}

/** The REST path of one child of the Books content page in full (its slug as WordPress gives it). */
export function bookPagePath( parent: number, slug: string ): string {
	return `/wp/v2/pages?parent=${ parent }&slug=${ encodeURIComponent(
		slug
	) }&_fields=${ FIELDS }`;
}

/**
 * The catalogue's book pages with one of them read in full from its own
 * answer in place of its list version.
 */
export function withFullPage( pages: BookPage[], full: BookPage ): BookPage[] {
	return pages.map( ( page ) =>
		page.book.slug === full.book.slug ? full : page
	);
}

/** The Books content page's id from its `/wp/v2/pages?slug=…` answer, or null. */
export function booksParentId( answer: unknown ): number | null {
	const first = Array.isArray( answer ) ? answer[ 0 ] : undefined;
	const id = isRecord( first ) ? first.id : undefined;
	return typeof id === 'number' && Number.isSafeInteger( id ) && id > 0
		? id
		: null;
}

/**
 * One child page as a book, or null (no slug, no content, password-protected);
 * `uploads` as readBook()'s.
 */
export function bookPageOf(
	page: unknown,
	today: string,
	uploads: string | null = null
): BookPage | null {
	if ( ! isRecord( page ) || typeof page.slug !== 'string' ) {
		return null;
	}
	const content = isRecord( page.content ) ? page.content : {};
	if (
		page.slug === '' ||
		typeof content.rendered !== 'string' ||
		content.protected === true
	) {
		return null;
	}
	const unreadable = Array.isArray( page.author_site_unreadable )
		? page.author_site_unreadable
		: [];
	const sections = unreadable.includes( 'content' )
		? Object.create( null )
		: parseSections( content.rendered );
	return {
		book: readBook(
			page.slug,
			sections,
			today,
			uploads,
			seriesSlugOf( page ),
			formIdOf( page, 'bonus_form' )
		),
		cover: parseImage( page.author_site_cover ),
		seriesPage: readSeriesPage(
			page.slug,
			sections,
			formIdOf( page, 'newsletter_form' )
		),
	};
}

/** The book pages of the children's answer, in its order, titled or not. */
export function bookPagesFromAnswer(
	answer: unknown,
	today: string,
	uploads: string | null = null
): BookPage[] {
	if ( ! Array.isArray( answer ) ) {
		return [];
	}
	return answer
		.map( ( page ) => bookPageOf( page, today, uploads ) )
		.filter( ( page ): page is BookPage => page !== null );
}

/**
 * A slug as WordPress percent-encodes it, decoded (or as it is, when it is
 * no valid encoding), so an address and a slug compare as the same text.
 */
export function decodedSlug( slug: string ): string {
	try {
		return decodeURIComponent( slug );
	} catch {
		return slug;
	}
}

/** The listed book at an address's slug, or null. */
export function listedBookAt(
	pages: BookPage[],
	slug: string
): BookPage | null {
	const wanted = decodedSlug( slug );
	return (
		pages.find(
			( page ) =>
				page.book.title !== '' &&
				decodedSlug( page.book.slug ) === wanted
		) ?? null
	);
}

/** The series at an address's slug (`/series/<slug>/`), or null. */
export function seriesAt( catalogue: Catalogue, slug: string ): Series | null {
	const wanted = decodedSlug( slug );
	return (
		catalogue.series.find(
			( series ) =>
				series.slug !== null && decodedSlug( series.slug ) === wanted
		) ?? null
	);
}

/** Whether any book page is listed (has a title). */
export function listsABook( pages: BookPage[] ): boolean {
	return pages.some( ( page ) => page.book.title !== '' );
}

/**
 * A listed book's cover; undefined for the featured book, whose cover comes
 * from the configuration.
 */
export function coverOf(
	pages: BookPage[],
	book: Book
): ImageAttributes | null | undefined {
	if ( book.featured ) {
		return undefined;
	}
	return (
		pages.find( ( page ) => page.book.slug === book.slug )?.cover ?? null
	);
}
