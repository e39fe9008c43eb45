/**
 * The series model, server against app (docs/books.md#series): for every case
 * of ./series-cases.ts, the theme's PHP (inc/books/, run inside the local test
 * WordPress by ./series.php) makes the REST answers a visitor gets, with each
 * page's series slug (WordPress's sanitize_title(): the app never makes one),
 * and reads them; the app's twin (src/books/) reads the same answers and must
 * find the same series pages, series, addresses, Start here, What's next,
 * status lines and problems. Each status text is read by both readers too.
 */
import { seriesStatusLine } from '../../src/books/display';
import { readSeriesStatus } from '../../src/books/series';
import { catalogueFromAnswers } from '../../src/books/store';
import { SERIES_CASES, SERIES_STATUSES, type SeriesCase } from './series-cases';
import { camelKeys, caseFile, runPhp, siteReady } from './php';

/** The answers PHP made for a case: the Books content page's and its children's. */
interface Answers {
	books: unknown[];
	children: unknown[];
}

/**
 * What the app's twin reads from a case's answers (series.php prints the same).
 * @param answers The REST answers.
 * @param today   YYYY-MM-DD.
 */
function appResult( answers: Answers, today: string ) {
	const data = catalogueFromAnswers( answers.books, answers.children, today );
	return {
		answers,
		pages: data.pages.flatMap( ( page ) =>
			page.seriesPage ? [ page.seriesPage ] : []
		),
		series: data.catalogue.series.map( ( series ) => ( {
			key: series.key,
			name: series.name,
			books: series.books.map( ( book ) => book.slug ),
			slug: series.slug,
			page: series.page,
			start: series.start?.slug ?? null,
			next: series.next?.slug ?? null,
			firstToKnow: series.firstToKnow,
			line: seriesStatusLine( series ),
		} ) ),
		problems: data.catalogue.seriesProblems,
	};
}

type Result = ReturnType< typeof appResult >;

/**
 * What a result shows, in the terms of a case's `shows`.
 * @param result A result (keys in camelCase).
 */
function shown( result: Result ): SeriesCase[ 'shows' ] {
	return {
		series: result.series.map( ( series ) => [
			series.key,
			series.slug,
			series.page?.slug ?? null,
			series.start,
			series.next,
			series.firstToKnow,
			series.line,
		] ),
		problems: result.problems.map( ( problem ) => problem.code ),
	};
}

const describeWithSite = siteReady() ? describe : describe.skip;

describeWithSite( 'the series model: the theme’s PHP reads as the app', () => {
	let served: {
		cases: Array< { answers: Answers } & Record< string, unknown > >;
		statuses: Array< string | null >;
	} = { cases: [], statuses: [] };

	beforeAll( async () => {
		const file = caseFile( 'series.json', {
			cases: SERIES_CASES,
			statuses: SERIES_STATUSES,
		} );
		served = JSON.parse(
			await runPhp( 'series.php', file, 'the series cases' )
		);
	}, 60_000 );

	it.each( SERIES_CASES.map( ( c, index ) => [ c.name, index ] as const ) )(
		'%s',
		( _name, index ) => {
			const seriesCase = SERIES_CASES[ index ]!;
			const { answers, ...rest } = served.cases[ index ]!;
			const server = { answers, ...( camelKeys( rest ) as object ) };
			expect( shown( server as Result ) ).toEqual( seriesCase.shows );
			// The app reads the answers PHP made (the slugs are WordPress's).
			const app = JSON.parse(
				JSON.stringify( appResult( answers, seriesCase.today ) )
			);
			expect( server ).toEqual( app );
		}
	);

	it( 'reads each status as the app does', () => {
		expect( served.statuses ).toEqual(
			SERIES_STATUSES.map( readSeriesStatus )
		);
		expect( served.statuses.filter( ( s ) => s !== null ) ).toHaveLength(
			10
		);
	} );
} );
