/**
 * npm run bench:cache — the theme behind the common WordPress full-page cache
 * (nginx fastcgi_cache in front of php-fpm, docs/caching.md), on a site of
 * its own (bin/site/cache-up.sh with the real plugins when their zips are
 * there). In order:
 *
 *  1. the behind-cache end-to-end specs against it (tests/e2e/behind-cache;
 *     without the plugins only their hydration check of the cached pages);
 *  2. for `/`, `/contact` and `/events`, one visit in headless Chromium that
 *     scrolls nowhere and touches no form: the list of requests it makes
 *     (the page and everything it loads);
 *  3. wrk on loopback: the cached page alone (req/s), then the visit's list
 *     replayed in a loop (a Lua script cycling through it): requests/s, and
 *     visits/s = requests/s ÷ requests per visit; nginx's access log says
 *     how many of those requests reached php-fpm (PHP requests per 100
 *     visits);
 *  4. one visit through every route and a book page, following the links in
 *     the app (bin/bench/cache-visit.mjs cacheVisit()): its requests that
 *     reached PHP, the newsletter's configuration apart.
 *
 * Goals (docs/benchmarks.md#full-page-cache): the full visit of `/` at 80 %
 * or more of its cached page's req/s, 0 PHP requests per 100 visits, and
 * none in the navigation visit besides the newsletter's configuration.
 * Prints a table; the report is artifacts/bench/cache.json.
 *
 * Environment: BENCH_CACHE_PORT (default 8884), BENCH_CACHE_DB (default
 * authorsite_cache_bench), BENCH_CACHE_HOME (default
 * ~/.author-site-cache-bench), BENCH_CACHE_SECONDS (default 10),
 * BENCH_CACHE_CONNECTIONS (default 8), AUTHOR_SITE_PLUGINS.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { ARTIFACTS, ROOT, log, runWrk, table } from './lib.mjs';
import {
	accessLogLines,
	accessLogSize,
	cacheBenchSite,
	cacheSiteUp,
	reachedPhp,
} from './cache-site.mjs';
import { cacheVisit, cacheVisitTable } from './cache-visit.mjs';
import { saveNavigation } from './navigation.mjs';
import { stop } from '../site/cache.mjs';

const { site, env } = cacheBenchSite();
const opts = {
	seconds: Number( process.env.BENCH_CACHE_SECONDS ?? 10 ),
	connections: Number( process.env.BENCH_CACHE_CONNECTIONS ?? 8 ),
	origin: site.url,
};
const PATHS = [ '/', '/contact', '/events' ];
const VISITOR = 'author-site bench:cache visitor';
const GOAL_SHARE = 0.8;

/** Whether the real plugins are active on the site. */
function pluginsActive() {
	const out = execFileSync(
		'bash',
		[
			join( ROOT, 'bin', 'site', 'wp-eval.sh' ),
			'echo function_exists( "wpforms" ) && class_exists( "Constant_Contact" ) ? "yes" : "no";',
		],
		{
			encoding: 'utf8',
			env: {
				...env,
				AUTHOR_SITE_HOME: site.home,
				WP_PORT: String( site.port ),
			},
		}
	);
	return out.trim() === 'yes';
}

/**
 * The end-to-end specs of the behind-cache project against the bench site.
 *
 * @param {boolean} plugins Whether the real plugins are there.
 */
function runSpecs( plugins ) {
	const report = join( ARTIFACTS, 'cache-e2e.json' );
	const args = [
		'playwright',
		'test',
		'--project',
		'behind-cache',
		'--reporter=line,json',
		...( plugins ? [] : [ 'cached-pages.spec.ts', '-g', 'hydrates' ] ),
	];
	log( `npx ${ args.join( ' ' ) }` );
	const run = spawnSync( 'npx', args, {
		cwd: ROOT,
		stdio: [ 'ignore', 2, 2 ],
		env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
	} );
	const counts = { passed: 0, failed: 0, failedTitles: [] };
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ) {
				if ( test.status === 'expected' ) {
					counts.passed++;
				} else {
					counts.failed++;
					counts.failedTitles.push( spec.title );
				}
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	if ( existsSync( report ) ) {
		JSON.parse( readFileSync( report, 'utf8' ) ).suites.forEach( walk );
	}
	return { ...counts, status: run.status, report };
}

/**
 * One visit of each route in headless Chromium, no scrolling, no form
 * touched: every request it makes, in order, and those that reached PHP.
 */
async function recordVisits() {
	const browser = await chromium.launch( chromiumLaunchOptions );
	const visits = {};
	try {
		for ( const path of PATHS ) {
			// In the cache first (a visitor after the first).
			await fetch( site.url + path );
			const context = await browser.newContext( {
				userAgent: VISITOR,
				viewport: { width: 1280, height: 720 },
			} );
			const page = await context.newPage();
			const urls = [];
			page.on( 'requestfinished', ( request ) => {
				const url = new URL( request.url() );
				if ( url.origin === site.url && request.method() === 'GET' ) {
					urls.push( url.pathname + url.search );
				}
			} );
			const mark = accessLogSize( site );
			await page.goto( site.url + path );
			await page.waitForFunction(
				() => document.documentElement.dataset.app === 'ready'
			);
			await page.waitForLoadState( 'networkidle' );
			await context.close();
			const php = accessLogLines( site, mark ).filter(
				( line ) => line.includes( VISITOR ) && reachedPhp( line )
			);
			visits[ path ] = { urls, php };
			log(
				`visit ${ path }: ${ urls.length } requests, ${ php.length } reached PHP`
			);
		}
	} finally {
		await browser.close();
	}
	return visits;
}

/**
 * A wrk Lua script that cycles through the paths (each wrk thread its own
 * cycle).
 *
 * @param {string[]} paths
 * @param {string}   file
 */
function cycleScript( paths, file ) {
	writeFileSync(
		file,
		`-- Written by bin/bench/cache.mjs: one full visit, over and over.
local paths = { ${ paths.map( ( p ) => JSON.stringify( p ) ).join( ', ' ) } }
local i = 0
request = function()
	i = i % #paths + 1
	return wrk.format( "GET", paths[ i ] )
end
`
	);
	return file;
}

async function main() {
	mkdirSync( ARTIFACTS, { recursive: true } );
	cacheSiteUp( site, env );
	const plugins = pluginsActive();
	log( plugins ? 'the real plugins are active' : 'without the real plugins' );
	const specs = runSpecs( plugins );
	log(
		`behind-cache specs: ${ specs.passed } passed, ${ specs.failed } failed`
	);

	const visits = await recordVisits();
	const navigation = await cacheVisit( site );
	saveNavigation( { cacheVisit: navigation } );
	log(
		`navigation visit: ${ navigation.php.length } request(s) reached PHP besides the newsletter's configuration`
	);
	const rows = [];
	for ( const path of PATHS ) {
		const page = runWrk( path, opts );
		const { urls } = visits[ path ];
		const mark = accessLogSize( site );
		const full = runWrk( '/', {
			...opts,
			script: cycleScript(
				urls,
				join(
					ARTIFACTS,
					`cache-visit${ path.replace( /\//g, '-' ) }.lua`
				)
			),
		} );
		const lines = accessLogLines( site, mark );
		const php = lines.filter( reachedPhp ).length;
		const visitsDone = lines.length / urls.length;
		rows.push( {
			path,
			pageRps: page.rps,
			pageErrors: page.non2xx3xx + page.socketErrors,
			requestsPerVisit: urls.length,
			fullRps: full.rps,
			visitsPerSecond: full.rps / urls.length,
			share: full.rps / page.rps,
			phpPer100Visits: visitsDone > 0 ? ( php / visitsDone ) * 100 : NaN,
			fullErrors: full.non2xx3xx + full.socketErrors,
			phpInBrowserVisit: visits[ path ].php.length,
		} );
		log(
			`${ path }: page ${ page.rps.toFixed( 0 ) } req/s; full visit ${ full.rps.toFixed( 0 ) } req/s (${ urls.length } a visit), ${ php } of ${ lines.length } requests reached PHP`
		);
	}
	const file = join( ARTIFACTS, 'cache.json' );
	writeFileSync(
		file,
		JSON.stringify(
			{
				date: new Date().toISOString(),
				origin: site.url,
				plugins,
				seconds: opts.seconds,
				connections: opts.connections,
				specs,
				visits,
				rows,
				navigation,
			},
			null,
			'\t'
		)
	);

	console.log(
		`\n## Behind a full-page cache: wrk on loopback, ${ opts.seconds } s and ${ opts.connections } connections, gzip accepted${ plugins ? ', real plugins active' : ', without the real plugins' }\n`
	);
	console.log(
		table(
			[
				'route',
				'cached page req/s',
				'requests a visit',
				'full visit req/s',
				'visits/s',
				'full ÷ page',
				'PHP requests / 100 visits',
				'errors',
			],
			rows.map( ( r ) => [
				`\`${ r.path }\``,
				r.pageRps.toFixed( 0 ),
				String( r.requestsPerVisit ),
				r.fullRps.toFixed( 0 ),
				r.visitsPerSecond.toFixed( 0 ),
				`${ ( r.share * 100 ).toFixed( 0 ) } %`,
				r.phpPer100Visits.toFixed( 0 ),
				String( r.pageErrors + r.fullErrors ),
			] )
		)
	);
	const home = rows[ 0 ];
	const shareOk = home.share >= GOAL_SHARE;
	const phpOk = rows.every( ( r ) => r.phpPer100Visits === 0 );
	console.log(
		`\nGoal: full visit of / at ≥ ${ GOAL_SHARE * 100 } % of its cached page's req/s: ${ shareOk ? '✓' : '✗' } ${ ( home.share * 100 ).toFixed( 0 ) } %`
	);
	console.log(
		`Goal: 0 PHP requests per 100 visits: ${ phpOk ? '✓' : '✗' } ${ rows.map( ( r ) => `${ r.path } ${ r.phpPer100Visits.toFixed( 0 ) }` ).join( ', ' ) }`
	);
	const navigationOk = navigation.php.length === 0;
	console.log(
		`Goal: 0 PHP requests in the navigation visit besides the newsletter's configuration: ${ navigationOk ? '✓' : '✗' } ${ navigation.php.length }`
	);
	console.log(
		'\n## One visit through the routes and a book page, links followed in the app\n'
	);
	console.log( cacheVisitTable( navigation ) );
	console.log(
		`\nbehind-cache specs: ${ specs.passed } passed, ${ specs.failed } failed${ specs.failed ? ` (${ [ ...new Set( specs.failedTitles ) ].join( '; ' ) })` : '' }`
	);
	console.log( `Report: ${ file }` );
	if (
		! shareOk ||
		! phpOk ||
		! navigationOk ||
		specs.failed > 0 ||
		specs.passed === 0
	) {
		process.exitCode = 1;
	}
}

main()
	.catch( ( error ) => {
		console.error( error?.stack ?? error );
		process.exitCode = 1;
	} )
	.finally( () => stop( site ) );
