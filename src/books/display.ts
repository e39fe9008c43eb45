/**
 * The texts and groupings a book's page and the lists show (docs/books.md#book-pages).
 */
import { booksCopy as copy, eventDates } from '../i18n/copy';
import { pluralCopy } from '../i18n/translate';
import { fill } from '../ui/fill';
import catalogueJson from './catalogue.json';
import { bookStatus } from './catalogue';
import type { Book, BuyLink, Catalogue, Format, Series } from './types';

const FORMATS = Object.keys( catalogueJson.formats ) as Format[];

/** A YYYY-MM-DD day in US English ("March 5, 2027"). */
export function bookDate( iso: string ): string {
	const [ year, month, day ] = iso.split( '-' ).map( Number );
	return `${ eventDates.months[ ( month ?? 1 ) - 1 ] ?? '' } ${ day }, ${ year }`;
}

/** The release line ("Released …", "Pre-order now …", "Coming …"); '' without a date. */
export function releaseLine( book: Book ): string {
	if ( book.releaseDate === null ) {
		return '';
	}
	const date = bookDate( book.releaseDate );
	const status = bookStatus( book );
	if ( status === 'available' ) {
		return fill( copy.released, { date } );
	}
	return fill( status === 'pre-order' ? copy.preOrder : copy.coming, {
		date,
	} );
}

/** The series line ("Book 2 of The Medallion Series"), '' in no series. */
export function seriesLine( book: Book ): string {
	if ( book.series === '' ) {
		return '';
	}
	return book.seriesNumber === null
		? fill( copy.seriesLineUnnumbered, { series: book.series } )
		: fill( copy.seriesLine, {
				number: String( book.seriesNumber ),
				series: book.series,
			} );
}

/** The listed books before and after a book in its series' reading order. */
export function seriesNeighbours(
	catalogue: Catalogue,
	book: Book
): { previous: Book | null; next: Book | null } {
	const books =
		catalogue.series.find( ( series ) => series.key === book.seriesKey )
			?.books ?? [];
	const at = books.findIndex(
		( other ) => ! other.featured && other.slug === book.slug
	);
	return at < 0
		? { previous: null, next: null }
		: { previous: books[ at - 1 ] ?? null, next: books[ at + 1 ] ?? null };
}

/** A book's address in the app: /books for the featured book, else its page. */
export function bookPath( book: Book ): string {
	return book.featured ? '/books' : `/books/${ book.slug }/`;
}

/** A series' name as its page writes it, else as its first book does. */
export function seriesTitle( series: Series ): string {
	return series.page?.title ?? series.name;
}

/** A series' address in the app (`/series/<slug>/`), or null without a slug. */
export function seriesPath( series: Series ): string | null {
	return series.slug === null ? null : `/series/${ series.slug }/`;
}

/** The address of a book's series in the app, or null (no series, no slug). */
export function bookSeriesPath(
	catalogue: Catalogue,
	book: Book
): string | null {
	const series = catalogue.series.find(
		( found ) => found.key === book.seriesKey
	);
	return series ? seriesPath( series ) : null;
}

/** Store links for one format (null: the book names no format). */
export interface StoreGroup {
	format: Format | null;
	links: BuyLink[];
}

/**
 * The store links grouped by the formats they name, each group with the links
 * for every format too; one group without a format when no link names one.
 */
export function storeGroups( book: Book ): StoreGroup[] {
	const named = FORMATS.filter( ( format ) =>
		book.buyLinks.some( ( link ) => link.format === format )
	);
	if ( named.length === 0 ) {
		return book.buyLinks.length
			? [ { format: null, links: book.buyLinks } ]
			: [];
	}
	return named.map( ( format ) => ( {
		format,
		links: book.buyLinks.filter(
			( link ) => link.format === format || link.format === null
		),
	} ) );
}

/** A store button's accessible name: the store, the format, the new tab. */
export function storeLabel( link: BuyLink, format: Format | null ): string {
	return format === null
		? fill( copy.storeLinkAnyFormat, { store: link.store } )
		: fill( copy.storeLink, {
				store: link.store,
				format: copy.formats[ format ],
			} );
}

/** A book's status in a list: "Available now", else its release line. */
export function listStatus( book: Book ): string {
	return bookStatus( book ) === 'available'
		? copy.available
		: releaseLine( book );
}

/** Its place in a series list ("Book 2"), '' without a number. */
export function listNumber( book: Book ): string {
	return book.seriesNumber === null
		? ''
		: fill( copy.listNumber, { number: String( book.seriesNumber ) } );
}

/** A pre-order button's text: the store, and the format when the link names one. */
export function preOrderText( link: BuyLink ): string {
	return link.format === null
		? link.store
		: fill( copy.preOrderButton, {
				store: link.store,
				format: copy.formats[ link.format ],
			} );
}

/**
 * A series' status line (docs/books.md#series): "Complete series · 4 books",
 * "Ongoing · Book 3 comes March 5, 2027", "On hiatus"; with no status, "4 books".
 */
export function seriesStatusLine( series: Series ): string {
	const count = series.books.length;
	const counted = ( forms: string[] ) =>
		fill( pluralCopy( forms, count ), { count: String( count ) } );
	const status = series.page?.status ?? null;
	if ( status === 'hiatus' ) {
		return copy.seriesHiatus;
	}
	if ( status === 'complete' ) {
		return counted( copy.seriesComplete );
	}
	if ( status === null ) {
		return counted( copy.seriesBooks );
	}
	const next = series.next;
	if ( next === null || next.releaseDate === null ) {
		return counted( copy.seriesOngoing );
	}
	const date = bookDate( next.releaseDate );
	return next.seriesNumber === null
		? fill( copy.seriesOngoingNext, { date } )
		: fill( copy.seriesOngoingBook, {
				number: String( next.seriesNumber ),
				date,
			} );
}
