/**
 * The cache visit (docs/benchmarks.md#navigation; also in `npm run
 * bench:cache`): on the cache-fronted site (bin/bench/cache-site.mjs), every
 * route and the book in the cache, then one visit / → Books → About →
 * Events → Contact → Home → Books → the book, each menu link clicked after
 * the pointer rests on it; nginx's access log says which of the visit's
 * requests reached PHP, the newsletter's configuration counted apart.
 * Target: none besides that configuration.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { ROOT, ROUTES, sleep, table } from './lib.mjs';
import { accessLogLines, accessLogSize, reachedPhp } from './cache-site.mjs';
import { putBook } from './navigation-book.mjs';
import { BOOK, MENU, findLink } from './navigation-links.mjs';
import {
	awaited,
	clickWithIntent,
	openContext,
	openSource,
	shown,
} from './navigation-reader.mjs';

const VISITOR = 'author-site bench:navigation visitor';
/** The newsletter configuration's requests (tests/e2e/behind-cache/php-requests.spec.ts). */
const CONFIG =
	/constant-contact-config\.json|rest_route=(%2F|\/)wp(%2F|\/)v2(%2F|\/)ctct_forms/;

/**
 * Takes one page out of the cache: the file nginx keeps for a GET of it (key
 * `$scheme$request_method$host$request_uri`, levels 1:2), as
 * tests/e2e/support/cache-site.ts purge() does.
 * @param {ReturnType<typeof import('./cache-site.mjs').cacheSite>} site
 * @param {string}                                                  path
 */
function purgePage( site, path ) {
	const md5 = createHash( 'md5' )
		.update( `httpGET${ new URL( site.url ).hostname }${ path }` )
		.digest( 'hex' );
	rmSync( join( site.cacheDir, md5.slice( -1 ), md5.slice( -3, -1 ), md5 ), {
		force: true,
	} );
}

/**
 * One visit through every route and the book, behind the full-page cache,
 * and the requests of it that reached PHP (nginx's access log). Puts the book
 * page on the site for the visit, and takes it off.
 * @param {ReturnType<typeof import('./cache-site.mjs').cacheSite>} site
 */
export async function cacheVisit( site ) {
	const runPhp = ( code ) =>
		execFileSync(
			'bash',
			[ join( ROOT, 'bin', 'site', 'wp-eval.sh' ), '-' ],
			{
				encoding: 'utf8',
				input: code,
				env: {
					...process.env,
					AUTHOR_SITE_HOME: site.home,
					WP_PORT: String( site.port ),
				},
			}
		).trim();
	const logLines = ( from ) =>
		accessLogLines( site, from ).filter( ( line ) =>
			line.includes( `"${ VISITOR }"` )
		);
	putBook( true, runPhp );
	// /books as cached before the book was put has no link to it.
	purgePage( site, '/books' );
	const browser = await chromium.launch( chromiumLaunchOptions );
	try {
		const { context, page } = await openContext( browser, {
			throttled: false,
			userAgent: VISITOR,
		} );
		const fetched = new Set();
		page.on( 'requestfinished', ( request ) => {
			const url = new URL( request.url() );
			if ( url.origin === site.url ) {
				fetched.add( url.pathname + url.search );
			}
		} );
		// Every route in the cache, then the book found on /books.
		const warm = async ( path ) => {
			for ( let i = 0; i < 2; i++ ) {
				const res = await fetch( site.url + path, {
					redirect: 'manual',
				} );
				await res.arrayBuffer();
				if ( res.status !== 200 ) {
					throw new Error( `${ path } answered ${ res.status }` );
				}
			}
		};
		for ( const { route } of ROUTES ) {
			await warm( route );
		}
		const bookHref =
			/href="(?:https?:\/\/[^/"]+)?(\/books\/[^"/#?]+\/?)"/.exec(
				await ( await fetch( site.url + '/books' ) ).text()
			)?.[ 1 ];
		if ( bookHref ) {
			await warm( bookHref );
		}

		const since = accessLogSize( site );
		const steps = [ '/' ];
		await openSource( page, site.url, '/' );
		for ( const link of [ ...MENU, MENU[ 0 ], BOOK ] ) {
			const found = await findLink( page, link );
			if ( ! found ) {
				steps.push( 'no book link on /books' );
				break;
			}
			const want = await awaited( page, found.to );
			await clickWithIntent( page, found.locator );
			await page.waitForFunction( shown, want );
			steps.push( found.to );
		}
		await page.waitForLoadState( 'networkidle' );
		// nginx writes a line once the answer is out: wait for all of them.
		const logged = () =>
			new Set(
				logLines( since ).map(
					( line ) => /"GET (\S+) /.exec( line )?.[ 1 ]
				)
			);
		for ( let i = 0; i < 50; i++ ) {
			const seen = logged();
			if ( [ ...fetched ].every( ( url ) => seen.has( url ) ) ) {
				break;
			}
			await sleep( 100 );
		}
		await context.close();
		const php = logLines( since )
			.filter( reachedPhp )
			.map(
				( line ) =>
					/"([^"]*)" (\d+) \d+ cache=(\S+)/
						.exec( line )
						?.slice( 1 )
						.join( ' ' ) ?? line
			);
		return {
			date: new Date().toISOString(),
			origin: site.url,
			steps,
			requests: logLines( since ).length,
			php: php.filter( ( line ) => ! CONFIG.test( line ) ),
			config: php.filter( ( line ) => CONFIG.test( line ) ),
		};
	} finally {
		await browser.close();
		putBook( false, runPhp );
	}
}

/**
 * The cache visit's table (Markdown) and the requests that reached PHP.
 * @param {Awaited<ReturnType<typeof cacheVisit>>} visit
 */
export function cacheVisitTable( visit ) {
	const mark = ( ok ) => ( ok ? '✓' : '✗' );
	return [
		table(
			[
				'visit',
				'requests',
				'reached PHP (target 0)',
				'newsletter configuration (allowed)',
			],
			[
				[
					visit.steps.map( ( s ) => `\`${ s }\`` ).join( ' → ' ),
					String( visit.requests ),
					`${ mark( visit.php.length === 0 ) } ${ visit.php.length }`,
					String( visit.config.length ),
				],
			]
		),
		...visit.php.map( ( line ) => `- reached PHP: ${ line }` ),
		...visit.config.map(
			( line ) => `- the newsletter's configuration: ${ line }`
		),
	].join( '\n' );
}
