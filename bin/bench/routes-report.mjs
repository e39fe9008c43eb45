/**
 * `npm run bench`'s report (bin/bench/routes.mjs): the Lighthouse table
 * against the bare page and Twenty Twenty-Five, the pictures, the catalogue,
 * wrk and navigation tables, each target marked met or not.
 */
import { catalogueTable } from './catalogue.mjs';
import { CATEGORIES, RUNS } from './lighthouse.mjs';
import { BARE_PATH, ORIGIN, ROUTES, fmtMs, table } from './lib.mjs';
import { navigationTable } from './navigation.mjs';

const sec = ( ms ) => `${ ( ms / 1000 ).toFixed( 2 ) } s`;
const kb = ( b ) => ( b / 1024 ).toFixed( 1 );
// One TCP initial window (10 segments) less room for the response headers.
const DOC_LIMIT = 14 * 1024;

/**
 * Prints `npm run bench`'s tables (stdout) and whether each target is met.
 *
 * @param {Object}      results            What bin/bench/routes.mjs measured.
 * @param {Object[]}    results.theme      This theme's routes (Lighthouse).
 * @param {Object[]}    results.tt5        Twenty Twenty-Five's pages.
 * @param {Object}      results.bare       The bare page.
 * @param {Object}      results.wrk        wrk's figures by theme.
 * @param {Object[]}    results.catalogue  /books and a book page with the catalogue.
 * @param {Object|null} results.navigation The navigation table's figures.
 */
export function printRoutes( {
	theme,
	tt5,
	bare,
	wrk,
	catalogue,
	navigation,
} ) {
	const bareLcp = bare.median.lcp;
	const row = ( name, r ) => {
		const m = r.median;
		return [
			name,
			m.performance,
			m.accessibility,
			m[ 'best-practices' ],
			m.seo,
			sec( m.fcp ),
			sec( m.lcp ),
			`${ Math.round( m.tbt ) } ms`,
			m.cls.toFixed( 3 ),
			kb( m.js ),
			kb( m.css ),
			kb( m.doc ),
			( m.lcp / bareLcp ).toFixed( 2 ),
		];
	};
	const rows = [ row( 'bare static HTML `' + BARE_PATH + '`', bare ) ];
	theme.forEach( ( r ) =>
		rows.push( row( `this theme \`${ r.path }\``, r ) )
	);
	tt5.forEach( ( r ) =>
		rows.push( row( `Twenty Twenty-Five \`${ r.path }\``, r ) )
	);
	console.log(
		`\n## Lighthouse ${ ORIGIN } — mobile, simulated throttling, median of ${ RUNS } runs\n`
	);
	console.log(
		table(
			[
				'URL',
				'Perf',
				'A11y',
				'BP',
				'SEO',
				'FCP',
				'LCP',
				'TBT',
				'CLS',
				'JS KB',
				'CSS KB',
				'Doc KB',
				'LCP ÷ bare',
			],
			rows
		)
	);
	console.log(
		'\nJS/CSS KB: transfer sizes of Script/Stylesheet requests (CSS inlined in the HTML is not counted). Doc KB: the document, gzip and headers.'
	);

	// Targets.
	const mark = ( ok ) => ( ok ? '✓' : '✗' );
	const targets = [];
	theme.forEach( ( r, i ) => {
		const m = r.median;
		const twin = tt5[ i ]?.median.lcp ?? NaN;
		targets.push( [
			`\`${ r.path }\``,
			`${ mark( CATEGORIES.every( ( c ) => m[ c ] === 100 ) ) } ${ CATEGORIES.map( ( c ) => m[ c ] ).join( '/' ) }`,
			`${ mark( m.lcp <= 1.15 * bareLcp ) } ${ sec( m.lcp ) } ≤ ${ sec( 1.15 * bareLcp ) }`,
			`${ mark( m.lcp <= twin / 2 ) } ${ ( twin / m.lcp ).toFixed( 2 ) }`,
			`${ mark( m.doc <= DOC_LIMIT ) } ${ kb( m.doc ) } KB`,
			`${ mark( m.tbt <= 30 ) } ${ Math.round( m.tbt ) } ms`,
			`${ mark( m.cls === 0 ) } ${ m.cls.toFixed( 3 ) }`,
		] );
	} );
	console.log( '\n## Targets (this theme)\n' );
	console.log(
		table(
			[
				'route',
				'perf/a11y/BP/SEO 100',
				'LCP ≤ 1.15 × bare',
				'TT5 LCP ÷ ours ≥ 2',
				'document ≤ 14 KB',
				'TBT ≤ 30 ms',
				'CLS 0',
			],
			targets
		)
	);

	if ( theme.some( ( r ) => r.largestImage375 ) ) {
		console.log(
			'\n## With the pictures: LCP ÷ bare (target ≤ 1.10), LCP element of each run, largest image at 375 px (2×)\n'
		);
		console.log(
			table(
				[
					'route',
					'LCP ÷ bare',
					'LCP element (each run)',
					'largest image at 375 px',
				],
				theme.map( ( r ) => [
					`\`${ r.path }\``,
					`${ mark( r.median.lcp <= 1.1 * bareLcp ) } ${ ( r.median.lcp / bareLcp ).toFixed( 2 ) }`,
					r.median.lcpElement,
					r.largestImage375
						? `${ r.largestImage375.url.replace( /^.*\//, '' ) } ${ kb( r.largestImage375.bytes ) } KB`
						: '',
				] )
			)
		);
	}

	const without = theme.find( ( r ) => r.path === '/books' );
	if ( catalogue.length && without ) {
		console.log(
			'\n## Catalogue: 8 books in 2 series, one upcoming, JPEG covers, a series page, a bonus and the press kit (bin/bench/catalogue.mjs)\n'
		);
		console.log( catalogueTable( catalogue, without, bareLcp ) );
	}

	if ( ! wrk.theme ) {
		return;
	}
	console.log(
		'\n## Requests/s (wrk on loopback, 5 s, 4 connections, gzip accepted)\n'
	);
	const wrkRows = ROUTES.map( ( { route }, i ) => {
		const a = wrk.theme[ i ];
		const b = wrk.tt5[ i ];
		return [
			`\`${ route }\` vs \`${ b.path }\``,
			a.rps.toFixed( 0 ),
			fmtMs( a.p50 ),
			String( a.non2xx3xx + a.socketErrors ),
			b.rps.toFixed( 0 ),
			fmtMs( b.p50 ),
			String( b.non2xx3xx + b.socketErrors ),
		];
	} );
	const w = wrk.bare[ 0 ];
	wrkRows.push( [
		`bare \`${ BARE_PATH }\``,
		w.rps.toFixed( 0 ),
		fmtMs( w.p50 ),
		String( w.non2xx3xx + w.socketErrors ),
		'',
		'',
		'',
	] );
	console.log(
		table(
			[
				'route',
				'this theme req/s',
				'p50',
				'errors',
				'TT5 req/s',
				'p50',
				'errors',
			],
			wrkRows
		)
	);

	if ( navigation ) {
		console.log(
			`\n## Navigation: slow 4G, CPU × 4, 1280 × 800, median of ${ navigation.runs } runs (bin/bench/navigation.mjs)\n`
		);
		console.log( navigationTable( navigation ) );
	}
}
