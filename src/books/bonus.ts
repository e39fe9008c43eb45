/**
 * A book's bonus page (docs/books.md#the-bonus-page): whether it exists, its
 * address, and the book it belongs to. PHP twin: inc/books/bonus.php.
 */
import type { ImageAttributes } from '../config/pictures';
import { coverOf, listedBookAt, type BookPage } from './pages';
import type { Book } from './types';

/** A bonus page's book and its cover (undefined: the featured book's, from the configuration). */
export interface BonusPage {
	book: Book;
	cover: ImageAttributes | null | undefined;
}

/** Whether a book has a bonus page: a `bonus_title` and a known `bonus_form`. */
export function hasBonusPage( book: Book ): boolean {
	return book.bonusTitle !== '' && book.bonusFormId !== null;
}

/** A bonus page's address in the app: /books/bonus/ for the featured book. */
export function bonusPath( book: Book ): string {
	return book.featured ? '/books/bonus/' : `/books/${ book.slug }/bonus/`;
}

/**
 * The bonus page of the listed book at a slug (null: the featured book's),
 * or null when it has none.
 */
export function bonusPageAt(
	pages: BookPage[],
	featured: Book,
	slug: string | null
): BonusPage | null {
	const book =
		slug === null
			? featured
			: ( listedBookAt( pages, slug )?.book ?? null );
	return book && hasBonusPage( book )
		? { book, cover: coverOf( pages, book ) }
		: null;
}
