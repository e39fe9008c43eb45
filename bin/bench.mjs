/**
 * npm run bench — how fast each route loads, against Twenty Twenty-Five with
 * the same content and a bare static page, on one production-like local
 * WordPress (nginx + php-fpm, see bin/bench-lib.mjs).
 *
 * Lighthouse (npm lighthouse 12, mobile preset, default simulated throttling,
 * Debian Chromium), 3 runs per URL, medians per metric; then requests/s per
 * URL with wrk (5 s, 4 connections). Prints one table and the targets.
 * Reports: artifacts/bench/*.json.
 *
 * Environment: BENCH_RUNS (default 3); BENCH_QUICK=1 measures only the bare
 * page and this theme's routes with Lighthouse (no wrk, no Twenty
 * Twenty-Five: for trying one change at a time); BENCH_ROUTES (e.g.
 * "/,/books") limits this theme's routes; BENCH_PLUGINS=1 runs it all with
 * The Events Calendar, Constant Contact Forms and WPForms Lite active and the
 * content of bin/bench-lib.mjs putPluginsSite(); BENCH_PICTURES=1 sets the
 * author's own pictures first (bin/bench-lib.mjs putPictures(): a 1600×2400
 * JPEG cover, a photo, a PNG logo) and adds a table of each route's LCP
 * element and the largest image a 375 px phone downloads; BENCH_CATALOGUE=0
 * leaves out the catalogue run (bin/bench-catalogue.mjs: 8 books in 2 series
 * with JPEG covers, then /books and a book page measured against /books
 * without them); BENCH_NAVIGATION=0 leaves out the navigation table at the
 * end (bin/bench-navigation.mjs: each menu link and a book link clicked with
 * and without intent against a full load, on a throttled phone connection);
 * plus those of bin/bench-lib.mjs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
	CATALOGUE_BOOK,
	catalogueTable,
	putCatalogue,
} from './bench-catalogue.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import {
	measureNavigation,
	navigationTable,
	saveNavigation,
} from './bench-navigation.mjs';
import {
	ARTIFACTS,
	BARE_PATH,
	HOME,
	ORIGIN,
	ROOT,
	ROUTES,
	checkUrls,
	deactivateRealPlugins,
	fmtMs,
	log,
	median,
	putContentPages,
	putPictures,
	putPluginsSite,
	runWrk,
	switchTheme,
	table,
	themeUrls,
	withServers,
	writeBarePage,
} from './bench-lib.mjs';

const RUNS = Number( process.env.BENCH_RUNS ?? 3 );
const QUICK = process.env.BENCH_QUICK === '1';
const PLUGINS = process.env.BENCH_PLUGINS === '1';
const ONLY = process.env.BENCH_ROUTES?.split( ',' );
const PICTURES = process.env.BENCH_PICTURES === '1';
const CATALOGUE = process.env.BENCH_CATALOGUE !== '0';
const NAVIGATION = process.env.BENCH_NAVIGATION !== '0';
const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];

const LIGHTHOUSE = '12.8.2';
let lighthouse;
let chromeLauncher;

/**
 * Lighthouse 12 (the last major that runs on Node 20) and its Chrome launcher:
 * the devDependency when node_modules has it, else a private copy in the bench
 * home (node_modules may be shared with work trees whose lock file still has
 * the Lighthouse 13 of @wordpress/scripts, and an npm install there swaps it).
 */
async function loadLighthouse() {
	const version = ( dir ) => {
		const file = join( dir, 'node_modules', 'lighthouse', 'package.json' );
		return existsSync( file )
			? JSON.parse( readFileSync( file, 'utf8' ) ).version
			: null;
	};
	let dir = ROOT;
	if ( version( dir ) !== LIGHTHOUSE ) {
		dir = join( HOME, 'npm' );
		if ( version( dir ) !== LIGHTHOUSE ) {
			log(
				`node_modules has no lighthouse ${ LIGHTHOUSE }: installing it in ${ dir }`
			);
			mkdirSync( dir, { recursive: true } );
			execFileSync(
				'npm',
				[
					'install',
					'--prefix',
					dir,
					'--no-save',
					'--no-audit',
					'--no-fund',
					'--loglevel=error',
					`lighthouse@${ LIGHTHOUSE }`,
				],
				{ stdio: [ 'ignore', 2, 2 ] }
			);
		}
	}
	const from = ( path ) =>
		pathToFileURL( join( dir, 'node_modules', path ) ).href;
	lighthouse = ( await import( from( 'lighthouse/core/index.js' ) ) ).default;
	chromeLauncher = await import( from( 'chrome-launcher/dist/index.js' ) );
	log( `Lighthouse ${ LIGHTHOUSE } from ${ join( dir, 'node_modules' ) }` );
}

/**
 * The figures the table needs from one Lighthouse result.
 * @param {Object} lhr A Lighthouse result.
 */
function figures( lhr ) {
	const audit = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
	const items = lhr.audits[ 'network-requests' ]?.details?.items ?? [];
	const bytes = ( type ) =>
		items
			.filter( ( i ) => i.resourceType === type )
			.reduce( ( sum, i ) => sum + ( i.transferSize ?? 0 ), 0 );
	const out = {
		fcp: audit( 'first-contentful-paint' ),
		lcp: audit( 'largest-contentful-paint' ),
		tbt: audit( 'total-blocking-time' ),
		cls: audit( 'cumulative-layout-shift' ),
		js: bytes( 'Script' ),
		css: bytes( 'Stylesheet' ),
		// The page itself as it crossed the wire: gzip (nginx level 5) and headers.
		doc: bytes( 'Document' ),
		// What the LCP was: an element's label (a picture's alt or a text's start).
		lcpElement: lcpElement( lhr ),
	};
	for ( const c of CATEGORIES ) {
		out[ c ] = Math.round( ( lhr.categories[ c ]?.score ?? NaN ) * 100 );
	}
	return out;
}

/**
 * The LCP element of a Lighthouse result, as "img.cover" or "p.lead: first
 * words…".
 * @param {Object} lhr A Lighthouse result.
 */
function lcpElement( lhr ) {
	const items =
		lhr.audits[ 'largest-contentful-paint-element' ]?.details?.items ?? [];
	const node = items[ 0 ]?.items?.[ 0 ]?.node;
	if ( ! node ) {
		return '?';
	}
	const tag = /^<(\w+)/.exec( node.snippet ?? '' )?.[ 1 ] ?? '';
	const cls = /class="([^"]*)"/
		.exec( node.snippet ?? '' )?.[ 1 ]
		?.split( ' ' )[ 0 ];
	return `${ tag }${ cls ? '.' + cls : '' }: ${ ( node.nodeLabel ?? '' ).slice( 0, 32 ) }`;
}

/**
 * The images a 375 px wide phone (2 device pixels per CSS pixel) downloads
 * for a route, scrolled to the bottom: the largest one's file and bytes.
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             path
 */
async function largestImageAt375( browser, path ) {
	const page = await browser.newPage( {
		viewport: { width: 375, height: 812 },
		deviceScaleFactor: 2,
	} );
	const images = [];
	page.on( 'requestfinished', async ( request ) => {
		if ( request.resourceType() === 'image' ) {
			const sizes = await request.sizes().catch( () => null );
			images.push( {
				url: request.url(),
				bytes: sizes ? sizes.responseBodySize : 0,
			} );
		}
	} );
	await page.goto( ORIGIN + path, { waitUntil: 'networkidle' } );
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await page.waitForLoadState( 'networkidle' );
	await page.close();
	images.sort( ( a, b ) => b.bytes - a.bytes );
	return images[ 0 ] ?? { url: '', bytes: 0 };
}

/**
 * Lighthouse RUNS times on one URL (a fresh Chromium each run).
 * @param {string} label Report file name prefix.
 * @param {string} path  URL path on the bench server.
 */
async function measure( label, path ) {
	const runs = [];
	for ( let i = 1; i <= RUNS; i++ ) {
		const chrome = await chromeLauncher.launch( {
			chromePath: chromiumLaunchOptions.executablePath,
			chromeFlags: [ '--headless=new', ...chromiumLaunchOptions.args ],
		} );
		try {
			const result = await lighthouse( ORIGIN + path, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: CATEGORIES,
			} );
			const lhr = result.lhr;
			if ( lhr.runtimeError ) {
				throw new Error( `${ path }: ${ lhr.runtimeError.message }` );
			}
			const file = join( ARTIFACTS, `${ label }-run${ i }.json` );
			writeFileSync( file, result.report );
			runs.push( figures( lhr ) );
			const failed = Object.values( lhr.audits )
				.filter(
					( a ) =>
						a.score !== null &&
						a.score < 1 &&
						[ 'binary', 'numeric' ].includes(
							a.scoreDisplayMode
						) &&
						! lhr.categories.performance.auditRefs.some(
							( r ) => r.id === a.id
						)
				)
				.map( ( a ) => a.id );
			if ( failed.length && i === 1 ) {
				log(
					`  ${ path } non-performance audits below 1: ${ failed.join( ', ' ) }`
				);
			}
		} finally {
			await chrome.kill();
		}
	}
	const med = {};
	for ( const key of Object.keys( runs[ 0 ] ) ) {
		med[ key ] =
			key === 'lcpElement'
				? runs.map( ( r ) => r[ key ] ).join( ' · ' )
				: median( runs.map( ( r ) => r[ key ] ) );
	}
	log(
		`  ${ path }: LCP ${ runs.map( ( r ) => Math.round( r.lcp ) ).join( ' / ' ) } ms`
	);
	return { label, path, runs, median: med };
}

/** /books and a book page with her other books on the site, then taken off. */
async function measureCatalogue() {
	putCatalogue( true );
	try {
		await checkUrls( [ '/books', CATALOGUE_BOOK ] );
		return [
			await measure( 'author-site-books-catalogue', '/books' ),
			await measure( 'author-site-book-page', CATALOGUE_BOOK ),
		];
	} finally {
		putCatalogue( false );
	}
}

async function main() {
	mkdirSync( ARTIFACTS, { recursive: true } );
	await loadLighthouse();
	const results = {
		theme: [],
		tt5: [],
		bare: null,
		wrk: {},
		catalogue: [],
		navigation: null,
	};
	const wrkOpts = { seconds: 5, connections: 4 };

	// Phase 1: this theme.
	if ( PLUGINS ) {
		putPluginsSite();
	} else {
		deactivateRealPlugins();
		putContentPages();
	}
	switchTheme( 'author-site' );
	putPictures( PICTURES );
	await checkUrls( themeUrls[ 'author-site' ] );
	await writeBarePage();
	await checkUrls( [ BARE_PATH ] );
	log( `Lighthouse, ${ RUNS } runs per URL (mobile, simulated throttling)` );
	results.bare = await measure( 'bare', BARE_PATH );
	for ( const path of themeUrls[ 'author-site' ] ) {
		if ( ONLY && ! ONLY.includes( path ) ) {
			continue;
		}
		results.theme.push(
			await measure(
				`author-site${ path === '/' ? '-home' : path.replace( /\//g, '-' ) }`,
				path
			)
		);
	}
	if ( PICTURES ) {
		const { chromium } = await import( '@playwright/test' );
		const browser = await chromium.launch( chromiumLaunchOptions );
		try {
			for ( const r of results.theme ) {
				r.largestImage375 = await largestImageAt375( browser, r.path );
			}
		} finally {
			await browser.close();
		}
	}
	if ( CATALOGUE ) {
		results.catalogue = await measureCatalogue();
	}
	if ( QUICK ) {
		print( results );
		return;
	}
	log( 'wrk, 5 s and 4 connections per URL' );
	results.wrk.bare = [ runWrk( BARE_PATH, wrkOpts ) ];
	results.wrk.theme = themeUrls[ 'author-site' ].map( ( p ) =>
		runWrk( p, wrkOpts )
	);

	// Phase 2: Twenty Twenty-Five, same WordPress, same content pages.
	try {
		switchTheme( 'twentytwentyfive' );
		await checkUrls( themeUrls.twentytwentyfive );
		for ( const path of themeUrls.twentytwentyfive ) {
			results.tt5.push(
				await measure( `tt5-${ path.replace( /\//g, '' ) }`, path )
			);
		}
		results.wrk.tt5 = themeUrls.twentytwentyfive.map( ( p ) =>
			runWrk( p, wrkOpts )
		);
	} finally {
		switchTheme( 'author-site' );
	}

	if ( NAVIGATION ) {
		results.navigation = await measureNavigation( RUNS );
		saveNavigation( { links: results.navigation } );
	}

	writeFileSync(
		join( ARTIFACTS, 'summary.json' ),
		JSON.stringify(
			{
				date: new Date().toISOString(),
				origin: ORIGIN,
				runs: RUNS,
				...results,
			},
			null,
			'\t'
		)
	);
	print( results );
	console.log(
		`\nReports: ${ ARTIFACTS }/*.json (one per Lighthouse run, summary.json)`
	);
}

const sec = ( ms ) => `${ ( ms / 1000 ).toFixed( 2 ) } s`;
const kb = ( b ) => ( b / 1024 ).toFixed( 1 );
// One TCP initial window (10 segments) less room for the response headers.
const DOC_LIMIT = 14 * 1024;

function print( { theme, tt5, bare, wrk, catalogue, navigation } ) {
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
			'\n## Catalogue: 8 books in 2 series, one upcoming, JPEG covers (bin/bench-catalogue.mjs)\n'
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
			`\n## Navigation: slow 4G, CPU × 4, 1280 × 800, median of ${ navigation.runs } runs (bin/bench-navigation.mjs)\n`
		);
		console.log( navigationTable( navigation ) );
	}
}

withServers( main );
