/**
 * Lighthouse for `npm run bench` (bin/bench/routes.mjs): version 12 (the
 * last major that runs on Node 20) in Debian's Chromium, mobile preset,
 * default simulated throttling; BENCH_RUNS runs per URL (default 3), a fresh
 * Chromium each run, reports in artifacts/bench/, medians per metric; and the
 * largest image a 375 px phone downloads for a route.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { ARTIFACTS, HOME, ORIGIN, ROOT, log, median } from './lib.mjs';

export const RUNS = Number( process.env.BENCH_RUNS ?? 3 );
export const CATEGORIES = [
	'performance',
	'accessibility',
	'best-practices',
	'seo',
];

const LIGHTHOUSE = '12.8.2';
let lighthouse;
let chromeLauncher;

/**
 * Lighthouse 12 (the last major that runs on Node 20) and its Chrome launcher:
 * the devDependency when node_modules has it, else a private copy in the bench
 * home (node_modules may be shared with work trees whose lock file still has
 * the Lighthouse 13 of @wordpress/scripts, and an npm install there swaps it).
 */
export async function loadLighthouse() {
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
export async function largestImageAt375( browser, path ) {
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
export async function measure( label, path ) {
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
