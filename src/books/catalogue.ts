/**
 * The listed books arranged for /books (docs/books.md#the-catalogue).
 */
import { matchSeriesPages, seriesOf } from './series';
import type {
	Book,
	BookStatus,
	Catalogue,
	CatalogueProblem,
	Series,
	SeriesPage,
} from './types';

/** Where a book stands: released, on pre-order (upcoming with a store link) or coming. */
export function bookStatus( book: Book ): BookStatus {
	if ( ! book.upcoming ) {
		return 'available';
	}
	return book.buyLinks.length ? 'pre-order' : 'coming';
}

/**
 * -1, 0 or 1 as a is before, with or after b; texts by code point, as PHP's
 * strcmp() on UTF-8 (JavaScript's `<` compares UTF-16 units).
 */
function order( a: string | number, b: string | number ): number {
	const points = ( v: string | number ) =>
		typeof v === 'string'
			? Array.from( v, ( c ) => c.codePointAt( 0 )! )
			: [ v ];
	const x = points( a );
	const y = points( b );
	for ( let i = 0; i < Math.min( x.length, y.length ); i++ ) {
		if ( x[ i ] !== y[ i ] ) {
			return x[ i ]! < y[ i ]! ? -1 : 1;
		}
	}
	return Math.sign( x.length - y.length );
}

/** A dated book before an undated one; two dates in the given direction (1: oldest first). */
function byDate( a: Book, b: Book, direction: 1 | -1 ): number {
	if ( a.releaseDate === null || b.releaseDate === null ) {
		return order(
			a.releaseDate === null ? 1 : 0,
			b.releaseDate === null ? 1 : 0
		);
	}
	return direction * order( a.releaseDate, b.releaseDate );
}

/**
 * Reading order: numbered books by number, then the unnumbered by release
 * date (undated last); ties by slug.
 */
export function readingOrder( a: Book, b: Book ): number {
	if ( a.seriesNumber !== null && b.seriesNumber !== null ) {
		return (
			order( a.seriesNumber, b.seriesNumber ) ||
			byDate( a, b, 1 ) ||
			order( a.slug, b.slug )
		);
	}
	if ( a.seriesNumber !== null || b.seriesNumber !== null ) {
		return a.seriesNumber !== null ? -1 : 1;
	}
	return byDate( a, b, 1 ) || order( a.slug, b.slug );
}

/** Newest first (upcoming books first of all), undated last; ties by slug. */
function newestFirst( a: Book, b: Book ): number {
	return byDate( a, b, -1 ) || order( a.slug, b.slug );
}

/** Two or more books of a series with one number, each number once. */
function duplicates( series: Series ): CatalogueProblem[] {
	const problems: CatalogueProblem[] = [];
	for ( const book of series.books ) {
		const number = book.seriesNumber;
		const same = series.books.filter( ( b ) => b.seriesNumber === number );
		if (
			number !== null &&
			same.length > 1 &&
			! problems.some( ( problem ) => problem.number === number )
		) {
			problems.push( {
				code: 'duplicate-series-number',
				series: series.name,
				number,
				slugs: same.map( ( b ) => b.slug ),
			} );
		}
	}
	return problems;
}

/**
 * The catalogue of the listed books (those with a title), each series with
 * its series page (docs/books.md#series). The featured book counts in its
 * series but is never a standalone nor Coming Soon.
 */
export function arrangeCatalogue(
	books: Book[],
	featured: Book | null,
	seriesPages: SeriesPage[] = []
): Catalogue {
	const listed = [ ...( featured ? [ featured ] : [] ), ...books ].filter(
		( book ) => book.title !== ''
	);
	const groups = new Map< string, Book[] >();
	for ( const book of listed.filter( ( b ) => b.seriesKey !== '' ) ) {
		groups.set( book.seriesKey, [
			...( groups.get( book.seriesKey ) ?? [] ),
			book,
		] );
	}
	const first = featured?.seriesKey ?? '';
	const keys = [ ...groups.keys() ].sort(
		( a, b ) =>
			order( a === first ? 0 : 1, b === first ? 0 : 1 ) || order( a, b )
	);
	const pages = matchSeriesPages( keys, seriesPages );
	const series = keys.map( ( key ) =>
		seriesOf(
			key,
			[ ...groups.get( key )! ].sort( readingOrder ),
			pages.shown.get( key ) ?? null
		)
	);
	const children = listed.filter( ( book ) => ! book.featured );
	const upcoming = children
		.filter( ( book ) => book.upcoming )
		.sort( ( a, b ) => byDate( a, b, 1 ) || order( a.slug, b.slug ) );
	return {
		series,
		standalone: children
			.filter( ( book ) => book.seriesKey === '' )
			.sort( newestFirst ),
		comingSoon: upcoming[ 0 ] ?? null,
		problems: series.flatMap( duplicates ),
		seriesProblems: pages.problems,
	};
}
