/**
 * The press kit (docs/content-format.md#the-press-kit): whether its content
 * page is published, the originals of its pictures as its REST answer gives
 * them, and the books it lists. PHP twin: inc/content/press.php.
 */
import { isRecord } from '../api/isRecord';
import type { Book, Catalogue } from '../books/types';

/** An original full-size file in the Media Library with its pixel size. */
export interface Original {
	url: string;
	width: number;
	height: number;
}

/** What the press kit offers to download. */
export interface PressOriginals {
	photo: Original | null;
	logo: Original | null;
	/** Book slug (the featured book's: the Books page's) → its cover's original. */
	covers: Record< string, Original >;
}

/** Whether the press kit's `/wp/v2/pages?slug=` answer lists its page (published). */
export function pressPublished( answer: unknown ): boolean {
	return Array.isArray( answer ) && isRecord( answer[ 0 ] );
}

/** An original as given, or null when a part is missing or not a web address. */
function readOriginal( value: unknown ): Original | null {
	if (
		! isRecord( value ) ||
		typeof value.url !== 'string' ||
		! Number.isInteger( value.width ) ||
		! Number.isInteger( value.height ) ||
		! /^https?:\/\/[^/?#\s]/i.test( value.url.trim() )
	) {
		return null;
	}
	return {
		url: value.url,
		width: value.width as number,
		height: value.height as number,
	};
}

/** The originals from the press kit's answer; none where it gives none. */
export function pressOriginals( answer: unknown ): PressOriginals {
	const first: unknown = Array.isArray( answer ) ? answer[ 0 ] : undefined;
	const field =
		isRecord( first ) && isRecord( first.author_site_press )
			? first.author_site_press
			: {};
	const covers: Record< string, Original > = {};
	for ( const cover of Array.isArray( field.covers ) ? field.covers : [] ) {
		const original = readOriginal( cover );
		if ( original && isRecord( cover ) && typeof cover.slug === 'string' ) {
			covers[ cover.slug ] = original;
		}
	}
	return {
		photo: readOriginal( field.photo ),
		logo: readOriginal( field.logo ),
		covers,
	};
}

/**
 * The books the press kit lists: each series' books in reading order, then
 * the books in no series; the featured book first when it is in none.
 */
export function pressBooks( catalogue: Catalogue, featured: Book ): Book[] {
	const books = [
		...catalogue.series.flatMap( ( series ) => series.books ),
		...catalogue.standalone,
	];
	return featured.series === '' ? [ featured, ...books ] : books;
}
