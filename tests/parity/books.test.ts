/**
 * The catalogue's reading model, server against app (docs/books.md): for
 * every case of ./books-cases.ts, the theme's PHP (inc/books/, run inside the
 * local test WordPress by ./books.php) and the app's twin (src/books/) must
 * read the same books, arrange the same catalogue and build the same
 * structured data. PHP's snake_case keys are compared as the app's camelCase.
 */
import { readBook, readFeaturedBook } from '../../src/books/book';
import { arrangeCatalogue, bookStatus } from '../../src/books/catalogue';
import { bookJsonLd, seriesJsonLd } from '../../src/books/jsonLd';
import { pageContentFromAnswer } from '../../src/content/pages';
import { parseSections } from '../../src/content/sections';
import { BOOKS_CASES, type BooksCase } from './books-cases';
import context from './books-context.json';
import { camelKeys, caseFile, runPhp, siteReady } from './php';

/**
 * What the app's twin makes of one case (books.php prints the same).
 * @param books The case.
 */
function appResult( books: BooksCase ) {
	const jsonLdContext = {
		booksUrl: context.books_url,
		author: context.author,
	};
	const uploads = books.uploads ?? null;
	const read = books.pages.map( ( page ) =>
		readBook( page.slug, parseSections( page.html ), books.today, uploads )
	);
	const featured =
		books.featured === null
			? null
			: readFeaturedBook(
					pageContentFromAnswer( 'books', [
						{ content: { rendered: books.featured } },
					] ),
					parseSections( books.featured ),
					books.today,
					uploads
				);
	const catalogue = arrangeCatalogue( read, featured );
	const listed = [
		...catalogue.series.flatMap( ( series ) => series.books ),
		...catalogue.standalone,
	];
	return {
		books: read,
		featured,
		catalogue,
		statuses: listed.map( ( book ) => [ book.slug, bookStatus( book ) ] ),
		jsonLd: {
			books: listed.map( ( book ) =>
				bookJsonLd(
					book,
					jsonLdContext,
					`https://example.test/covers/${ book.slug }.jpg`
				)
			),
			series: catalogue.series.map( ( series ) =>
				seriesJsonLd( series, jsonLdContext )
			),
		},
	};
}

/**
 * What a result shows, in the terms of a case's `shows`.
 * @param result The server's result (keys in camelCase).
 */
function shown( result: ReturnType< typeof appResult > ): BooksCase[ 'shows' ] {
	const slugs = ( books: Array< { slug: string } > ) =>
		books.map( ( book ) => book.slug );
	return {
		series: result.catalogue.series.map( ( series ) =>
			slugs( series.books )
		),
		standalone: slugs( result.catalogue.standalone ),
		comingSoon: result.catalogue.comingSoon?.slug ?? null,
		problems: [
			...result.books.flatMap( ( book ) => book.problems ),
			...( result.featured?.problems ?? [] ),
			...result.catalogue.problems,
		].map( ( problem ) => problem.code ),
	};
}

const describeWithSite = siteReady() ? describe : describe.skip;

describeWithSite( 'the catalogue: the theme’s PHP reads as the app', () => {
	let served: unknown[] = [];

	beforeAll( async () => {
		const file = caseFile( 'books.json', BOOKS_CASES );
		served = camelKeys(
			JSON.parse( await runPhp( 'books.php', file, 'the book cases' ) )
		) as unknown[];
	}, 60_000 );

	it.each( BOOKS_CASES.map( ( c, index ) => [ c.name, index ] as const ) )(
		'%s',
		( _name, index ) => {
			const books = BOOKS_CASES[ index ]!;
			expect(
				shown( served[ index ] as ReturnType< typeof appResult > )
			).toEqual( books.shows );
			// JSON both ways: what PHP can print (no undefined, no -0).
			const app = JSON.parse( JSON.stringify( appResult( books ) ) );
			expect( served[ index ] ).toEqual( app );
		}
	);
} );
