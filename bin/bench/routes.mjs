/**
 * npm run bench — how fast each route loads, against Twenty Twenty-Five with
 * the same content and a bare static page, on one production-like local
 * WordPress (nginx + php-fpm, see bin/bench/site.mjs).
 *
 * Lighthouse (bin/bench/lighthouse.mjs: npm lighthouse 12, mobile preset,
 * default simulated throttling, Debian Chromium), 3 runs per URL, medians
 * per metric; then requests/s per URL with wrk (5 s, 4 connections). Prints
 * one table and the targets.
 * Reports: artifacts/bench/*.json.
 *
 * Environment: BENCH_RUNS (default 3); BENCH_QUICK=1 measures only the bare
 * page and this theme's routes with Lighthouse (no wrk, no Twenty
 * Twenty-Five: for trying one change at a time); BENCH_ROUTES (e.g.
 * "/,/books") limits this theme's routes; BENCH_PLUGINS=1 runs it all with
 * The Events Calendar, Constant Contact Forms and WPForms Lite active and the
 * content of bin/bench/content.mjs putPluginsSite(); BENCH_PICTURES=1 sets the
 * author's own pictures first (bin/bench/content.mjs putPictures(): a 1600×2400
 * JPEG cover, a photo, a PNG logo) and adds a table of each route's LCP
 * element and the largest image a 375 px phone downloads; BENCH_CATALOGUE=0
 * leaves out the catalogue run (bin/bench/catalogue.mjs: 8 books in 2 series
 * with JPEG covers, then /books and a book page measured against /books
 * without them); BENCH_NAVIGATION=0 leaves out the navigation table at the
 * end (bin/bench/navigation.mjs: each menu link and a book link clicked with
 * and without intent against a full load, on a throttled phone connection);
 * BENCH_LOOK (e.g. "dark") measures the theme in that look of
 * src/looks/looks.json (each run sets its look: today's without);
 * plus those of bin/bench/lib.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { CATALOGUE_BOOK, NEXT_STEP_PAGES, putCatalogue } from './catalogue.mjs';
import {
	RUNS,
	largestImageAt375,
	loadLighthouse,
	measure,
} from './lighthouse.mjs';
import { measureNavigation, saveNavigation } from './navigation.mjs';
import {
	deactivateRealPlugins,
	putContentPages,
	putLook,
	putPictures,
	putPluginsSite,
	switchTheme,
	themeUrls,
	writeBarePage,
} from './content.mjs';
import {
	ARTIFACTS,
	BARE_PATH,
	ORIGIN,
	checkUrls,
	fetchRetry,
	log,
	runWrk,
} from './lib.mjs';
import { printRoutes } from './routes-report.mjs';
import { withServers } from './site.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const PLUGINS = process.env.BENCH_PLUGINS === '1';
const ONLY = process.env.BENCH_ROUTES?.split( ',' );
const PICTURES = process.env.BENCH_PICTURES === '1';
const CATALOGUE = process.env.BENCH_CATALOGUE !== '0';
const NAVIGATION = process.env.BENCH_NAVIGATION !== '0';
const LOOK = process.env.BENCH_LOOK || undefined;

/**
 * /books, a book page with every extra, the series page, the bonus page and
 * the press kit with her other books on the site, then taken off. A page that
 * does not answer 200 is left out with a note (the bonus page needs
 * Constant Contact Forms: BENCH_PLUGINS=1).
 */
async function measureCatalogue() {
	putCatalogue( true );
	try {
		await checkUrls( [ '/books', CATALOGUE_BOOK ] );
		const measured = [
			await measure( 'author-site-books-catalogue', '/books' ),
			await measure( 'author-site-book-page', CATALOGUE_BOOK ),
		];
		for ( const [ path, name ] of NEXT_STEP_PAGES ) {
			const status = ( await fetchRetry( ORIGIN + path ) ).status;
			if ( status !== 200 ) {
				log(
					`${ path } answered ${ status }: left out of the catalogue table`
				);
				continue;
			}
			measured.push( {
				...( await measure(
					`author-site-${ name.replace( / /g, '-' ) }`,
					path
				) ),
				name,
			} );
		}
		return measured;
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
	putLook( LOOK );
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
		printRoutes( results );
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
				look: LOOK ?? 'suspense',
				...results,
			},
			null,
			'\t'
		)
	);
	printRoutes( results );
	console.log(
		`\nReports: ${ ARTIFACTS }/*.json (one per Lighthouse run, summary.json)`
	);
}

withServers( main );
