/**
 * The bench's navigation table (docs/benchmarks.md#navigation): how long a
 * reader on a phone waits after clicking a link in the app, with and without
 * showing intent first, against a full load of the same page.
 *
 * Each menu link (Home → Books → About → Events → Contact → Home) and a book
 * link on /books (bin/bench/navigation-links.mjs), in the throttled reader's
 * page (bin/bench/navigation-reader.mjs): the source page loaded and the app
 * ready, the network idle, then
 *
 *  - intent: the pointer over the link, 150 ms, the click; the connection
 *    says 3G, so links in view are not fetched ahead and the pointing alone
 *    counts;
 *  - no intent: `navigator.connection.saveData` true (nothing prefetched),
 *    a click event dispatched on the link, no pointer over it first;
 *  - full load: `page.goto` of the target from the source page (saveData
 *    too), timed from the navigation's start.
 *
 * Each is timed to the first animation frame where the target's heading
 * shows and nothing is loading. Median of BENCH_RUNS (default 3), a new
 * browser context each run. Targets: intent ≤ 100 ms, no intent ≤ 0.5 ×
 * full load.
 *
 *   npm run bench:navigation   # this table alone, then the cache visit
 *                              # (bin/bench/cache-visit.mjs)
 *
 * Environment: BENCH_RUNS; BENCH_PLUGINS=1 as for `npm run bench`;
 * BENCH_NAVIGATION_CACHE=0 leaves the cache visit out of `npm run
 * bench:navigation`; those of bin/bench/lib.mjs and, for the cache site,
 * bin/bench/cache-site.mjs (BENCH_CACHE_PORT, BENCH_CACHE_DB,
 * BENCH_CACHE_HOME) and AUTHOR_SITE_PLUGINS. Figures:
 * artifacts/bench/navigation.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import {
	deactivateRealPlugins,
	putContentPages,
	putPluginsSite,
	switchTheme,
} from './content.mjs';
import {
	ARTIFACTS,
	ORIGIN,
	ROUTES,
	checkUrls,
	log,
	median,
	table,
} from './lib.mjs';
import { withServers } from './site.mjs';
import { withCacheBenchSite } from './cache-site.mjs';
import { cacheVisit, cacheVisitTable } from './cache-visit.mjs';
import { putBook } from './navigation-book.mjs';
import { BOOK, MENU, findLink } from './navigation-links.mjs';
import {
	CPU_RATE,
	VIEWPORT,
	armClick,
	clickWithIntent,
	openContext,
	openSource,
} from './navigation-reader.mjs';

const RUNS = Number( process.env.BENCH_RUNS ?? 3 );
const FILE = join( ARTIFACTS, 'navigation.json' );
const GOAL_INTENT = 100;
const GOAL_SHARE = 0.5;

/**
 * One timed case of one link, in a context of its own.
 * @param {import('@playwright/test').Browser} browser
 * @param {Object}                             link
 * @param {'intent'|'noIntent'|'full'}         kind
 */
async function timeOnce( browser, link, kind ) {
	const { context, page, next } = await openContext( browser, {
		connection: kind === 'intent' ? 'intent-only' : 'save-data',
	} );
	try {
		await openSource( page, ORIGIN, link.from );
		const found = await findLink( page, link );
		if ( ! found ) {
			return null;
		}
		const done = next();
		done.catch( () => {} );
		if ( kind === 'full' ) {
			await page.evaluate( ( path ) => {
				sessionStorage.setItem(
					'bench-navigation',
					JSON.stringify( { path, heading: null } )
				);
			}, found.to );
			await page.goto( ORIGIN + found.to, { waitUntil: 'commit' } );
		} else {
			await armClick( page, found.to );
			if ( kind === 'intent' ) {
				await clickWithIntent( page, found.locator );
			} else {
				await found.locator.dispatchEvent( 'click' );
			}
		}
		const want = await done;
		return { ms: want.ms, reloaded: !! want.reloaded, to: found.to };
	} finally {
		await context.close();
	}
}

/**
 * The navigation table's figures on the bench site (bin/bench/site.mjs, its
 * servers up, this theme active): the book page is put for the run and taken
 * off again.
 * @param {number} [runs]
 */
export async function measureNavigation( runs = RUNS ) {
	putBook( true );
	const browser = await chromium.launch( chromiumLaunchOptions );
	const rows = [];
	try {
		await checkUrls( ROUTES.map( ( r ) => r.route ) );
		log(
			`navigation: ${ runs } run(s) a case, slow 4G and CPU × ${ CPU_RATE }, ${ VIEWPORT.width } × ${ VIEWPORT.height }`
		);
		for ( const link of [ ...MENU, BOOK ] ) {
			const row = { from: link.from, to: link.to, note: '' };
			for ( const kind of [ 'intent', 'noIntent', 'full' ] ) {
				const all = [];
				for ( let i = 0; i < runs; i++ ) {
					all.push( await timeOnce( browser, link, kind ) );
				}
				if ( all.includes( null ) ) {
					row.note = 'no link to a book page in main on /books';
					break;
				}
				row.to = all[ 0 ].to;
				row[ kind ] = {
					runs: all.map( ( r ) => Math.round( r.ms ) ),
					median: median( all.map( ( r ) => r.ms ) ),
					reloaded: all.filter( ( r ) => r.reloaded ).length,
				};
			}
			if ( row.full ) {
				row.ratio = row.noIntent.median / row.full.median;
				const reloads = row.intent.reloaded + row.noIntent.reloaded;
				if ( reloads ) {
					row.note = `${ reloads } click(s) loaded a new document`;
				}
			}
			rows.push( row );
			log(
				`  ${ label( row ) }: ${ [ 'intent', 'noIntent', 'full' ]
					.map(
						( k ) =>
							`${ k } ${ row[ k ]?.runs.join( ' / ' ) ?? '–' } ms`
					)
					.join( ', ' ) }`
			);
		}
	} finally {
		await browser.close();
		putBook( false );
	}
	return { date: new Date().toISOString(), origin: ORIGIN, runs, rows };
}

/**
 * A row's link as the table names it.
 * @param {{from: string, to: ?string}} row
 */
const label = ( row ) =>
	row.to && MENU.some( ( m ) => m.from === row.from && m.to === row.to )
		? `\`${ row.from }\` → \`${ row.to }\``
		: `\`${ row.from }\` → book \`${ row.to ?? '?' }\``;

/**
 * A target's mark: ✓ met, ✗ not.
 * @param {boolean} ok
 */
const mark = ( ok ) => ( ok ? '✓' : '✗' );
/**
 * A time in whole ms for the table (– when there is none).
 * @param {number} v
 */
const ms = ( v ) => ( Number.isFinite( v ) ? String( Math.round( v ) ) : '–' );

/**
 * The navigation table with its targets (Markdown), and the notes under it.
 * @param {{rows: Array}} navigation measureNavigation()'s result.
 */
export function navigationTable( navigation ) {
	const rows = navigation.rows.map( ( r ) =>
		r.full
			? [
					label( r ),
					`${ mark( r.intent.median <= GOAL_INTENT ) } ${ ms(
						r.intent.median
					) }`,
					ms( r.noIntent.median ),
					ms( r.full.median ),
					`${ mark( r.ratio <= GOAL_SHARE ) } ${ r.ratio.toFixed(
						2
					) }`,
				]
			: [ label( r ), '–', '–', '–', '–' ]
	);
	const notes = navigation.rows
		.filter( ( r ) => r.note )
		.map( ( r ) => `- ${ label( r ) }: ${ r.note }` );
	return [
		table(
			[
				'link',
				`intent (ms, ≤ ${ GOAL_INTENT })`,
				'no intent (ms)',
				'full load (ms)',
				`no intent ÷ full load (≤ ${ GOAL_SHARE })`,
			],
			rows
		),
		...( notes.length ? [ '', ...notes ] : [] ),
	].join( '\n' );
}

/**
 * Whether every measured row meets both targets.
 * @param {{rows: Array}} navigation
 */
export function navigationMet( navigation ) {
	return navigation.rows.every(
		( r ) =>
			r.full && r.intent.median <= GOAL_INTENT && r.ratio <= GOAL_SHARE
	);
}

/**
 * Merges one part of the figures into artifacts/bench/navigation.json.
 * @param {Object} part `{ links }` or `{ cacheVisit }`.
 */
export function saveNavigation( part ) {
	mkdirSync( ARTIFACTS, { recursive: true } );
	let old = {};
	try {
		old = JSON.parse( readFileSync( FILE, 'utf8' ) );
	} catch {}
	writeFileSync( FILE, JSON.stringify( { ...old, ...part }, null, '\t' ) );
	return FILE;
}

/** The navigation table on the bench site, then the cache visit; the figures saved. */
async function main() {
	if ( process.env.BENCH_PLUGINS === '1' ) {
		putPluginsSite();
	} else {
		deactivateRealPlugins();
		putContentPages();
	}
	switchTheme( 'author-site' );
	const links = await measureNavigation();
	saveNavigation( { links } );
	console.log(
		`\n## Navigation ${ ORIGIN }: slow 4G, CPU × ${ CPU_RATE }, ${ VIEWPORT.width } × ${ VIEWPORT.height }, median of ${ links.runs } run(s)\n`
	);
	console.log( navigationTable( links ) );
	let met = navigationMet( links );
	if ( process.env.BENCH_NAVIGATION_CACHE !== '0' ) {
		const visit = await withCacheBenchSite( cacheVisit );
		saveNavigation( { cacheVisit: visit } );
		console.log(
			`\n## PHP requests of one visit behind the full-page cache (${ visit.origin })\n`
		);
		console.log( cacheVisitTable( visit ) );
		met = met && visit.php.length === 0;
	}
	console.log( `\nFigures: ${ FILE }` );
	if ( ! met ) {
		process.exitCode = 1;
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	withServers( main );
}
