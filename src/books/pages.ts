/**
 * Which pages are books (../shared CONTENT-CONTRACT §6, docs/books.md#book-pages):
 * the published children of the Books content page, read from one REST
 * answer (WordPress gives only published pages to a visitor), without the
 * password-protected ones; a book is listed when it has a title. The PHP twin
 * is inc/books/pages.php.
 */
import type { ImageAttributes } from '../config/pictures';
import { parseImage } from '../config/pictures';
import { isRecord } from '../api/isRecord';
import { parseSections } from '../content/sections';
import { readBook } from './book';
import type { Book } from './types';

/** The fields of a book page the site reads. */
const FIELDS = 'id,slug,content,author_site_cover,author_site_unreadable';

/** A book with its cover (the featured image, as WordPress prints it), or null. */
export interface BookPage {
	book: Book;
	cover: ImageAttributes | null;
}

/**
 * The REST path of the Books content page's children (its id given).
 * @param parent The Books content page's id.
 */
export function bookPagesPath( parent: number ): string {
	return `/wp/v2/pages?parent=${ parent }&per_page=100&orderby=id&order=asc&_fields=${ FIELDS }`;
}

/**
 * The Books content page's id from its `/wp/v2/pages?slug=…` answer, or null.
 * @param answer The answer's data.
 */
export function booksParentId( answer: unknown ): number | null {
	const first = Array.isArray( answer ) ? answer[ 0 ] : undefined;
	const id = isRecord( first ) ? first.id : undefined;
	return typeof id === 'number' && Number.isSafeInteger( id ) && id > 0
		? id
		: null;
}

/**
 * One child page as a book, or null when it cannot be one (no slug, no
 * content, password-protected).
 * @param page  One item of the answer.
 * @param today YYYY-MM-DD in the site's time zone.
 */
function bookOf( page: unknown, today: string ): BookPage | null {
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
		book: readBook( page.slug, sections, today ),
		cover: parseImage( page.author_site_cover ),
	};
}

/**
 * The book pages of the children's answer, in its order (those with and
 * without a title: arrangeCatalogue() lists only the titled ones).
 * @param answer The answer's data.
 * @param today  YYYY-MM-DD in the site's time zone.
 */
export function bookPagesFromAnswer(
	answer: unknown,
	today: string
): BookPage[] {
	if ( ! Array.isArray( answer ) ) {
		return [];
	}
	return answer
		.map( ( page ) => bookOf( page, today ) )
		.filter( ( page ): page is BookPage => page !== null );
}

/**
 * A slug as WordPress percent-encodes it, decoded (or as it is, when it is
 * no valid encoding), so an address and a slug compare as the same text.
 * @param slug The slug or the address's part.
 */
export function decodedSlug( slug: string ): string {
	try {
		return decodeURIComponent( slug );
	} catch {
		return slug;
	}
}

/**
 * The listed book at an address's slug, or null.
 * @param pages The book pages.
 * @param slug  The slug from the address.
 */
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

/**
 * Whether any book page is listed (has a title): /books shows the catalogue
 * only then.
 * @param pages The book pages.
 */
export function listsABook( pages: BookPage[] ): boolean {
	return pages.some( ( page ) => page.book.title !== '' );
}

/**
 * A listed book's cover: its page's, or undefined for the featured book (the
 * Books content page's, from the configuration).
 * @param pages The book pages.
 * @param book  The book.
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
