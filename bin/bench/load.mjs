/**
 * npm run bench:load — the local production-like WordPress (nginx + php-fpm,
 * see bin/bench/site.mjs) under load with wrk on loopback: the five routes and
 * the theme's own static files (script, stylesheets, fonts, images the pages
 * reference from the theme folder), 10 s and 8 connections per URL; then the
 * same for Twenty Twenty-Five's five content pages and its files. Prints
 * requests/s, p50/p99 latency and errors (non-2xx/3xx responses + socket
 * errors). Target: 0 errors. Raw wrk output: artifacts/bench/load.json.
 *
 * Environment: BENCH_LOAD_SECONDS (default 10), BENCH_LOAD_CONNECTIONS
 * (default 8), plus those of bin/bench/lib.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { putContentPages, switchTheme, themeUrls } from './content.mjs';
import {
	ARTIFACTS,
	ORIGIN,
	ROUTES,
	checkUrls,
	fetchRetry,
	fmtMs,
	log,
	runWrk,
	table,
} from './lib.mjs';
import { withServers } from './site.mjs';

const opts = {
	seconds: Number( process.env.BENCH_LOAD_SECONDS ?? 10 ),
	connections: Number( process.env.BENCH_LOAD_CONNECTIONS ?? 8 ),
};

/**
 * The files under the theme's own folder that the pages' HTML references:
 * script and stylesheet URLs, url(…) in inline CSS (fonts), image sources.
 * @param {string}   theme
 * @param {string[]} paths
 */
async function themeAssets( theme, paths ) {
	const found = new Set();
	const prefix = `/wp-content/themes/${ theme }/`;
	for ( const path of paths ) {
		const html = await ( await fetchRetry( ORIGIN + path ) ).text();
		const refs = [
			...html.matchAll( /\b(?:src|href)=["']([^"']+)["']/g ),
			...html.matchAll( /url\(\s*["']?([^"')]+)["']?\s*\)/g ),
		].map( ( m ) => m[ 1 ].replace( /&#0?38;|&amp;/g, '&' ) );
		for ( const ref of refs ) {
			const url = new URL( ref, ORIGIN + path );
			if (
				url.origin === ORIGIN &&
				url.pathname.startsWith( prefix ) &&
				/\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/.test(
					url.pathname
				)
			) {
				found.add( url.pathname + url.search );
			}
		}
	}
	return [ ...found ].sort();
}

function loadAll( paths ) {
	return paths.map( ( path ) => {
		const r = runWrk( path, opts );
		log(
			`  ${ path }: ${ r.rps.toFixed( 0 ) } req/s, errors ${ r.non2xx3xx + r.socketErrors }`
		);
		return r;
	} );
}

async function main() {
	mkdirSync( ARTIFACTS, { recursive: true } );
	putContentPages();
	log(
		`wrk: ${ opts.seconds } s, ${ opts.connections } connections per URL`
	);

	switchTheme( 'author-site' );
	await checkUrls( themeUrls[ 'author-site' ] );
	const ownAssets = await themeAssets(
		'author-site',
		themeUrls[ 'author-site' ]
	);
	await checkUrls( ownAssets );
	const theme = {
		routes: loadAll( themeUrls[ 'author-site' ] ),
		assets: loadAll( ownAssets ),
	};

	let tt5;
	try {
		switchTheme( 'twentytwentyfive' );
		await checkUrls( themeUrls.twentytwentyfive );
		const tt5Assets = await themeAssets(
			'twentytwentyfive',
			themeUrls.twentytwentyfive
		);
		tt5 = {
			routes: loadAll( themeUrls.twentytwentyfive ),
			assets: loadAll( tt5Assets ),
		};
	} finally {
		switchTheme( 'author-site' );
	}

	const file = join( ARTIFACTS, 'load.json' );
	writeFileSync(
		file,
		JSON.stringify(
			{
				date: new Date().toISOString(),
				origin: ORIGIN,
				...opts,
				theme,
				tt5,
			},
			null,
			'\t'
		)
	);

	const errors = ( r ) => r.non2xx3xx + r.socketErrors;
	const cells = ( r ) => [
		r.rps.toFixed( 0 ),
		fmtMs( r.p50 ),
		fmtMs( r.p99 ),
		String( errors( r ) ),
	];
	console.log(
		`\n## Load: wrk on loopback, ${ opts.seconds } s and ${ opts.connections } connections per URL, gzip accepted\n`
	);
	console.log(
		table(
			[
				'route (this theme / TT5 page)',
				'req/s',
				'p50',
				'p99',
				'errors',
				'TT5 req/s',
				'p50',
				'p99',
				'errors',
			],
			ROUTES.map( ( { route }, i ) => [
				`\`${ route }\` / \`${ tt5.routes[ i ].path }\``,
				...cells( theme.routes[ i ] ),
				...cells( tt5.routes[ i ] ),
			] )
		)
	);
	const short = ( path ) => path.replace( /^\/wp-content\/themes\//, '' );
	console.log( '\n### Static files (served by nginx)\n' );
	console.log(
		table(
			[ 'file', 'req/s', 'p50', 'p99', 'errors' ],
			[ ...theme.assets, ...tt5.assets ].map( ( r ) => [
				`\`${ short( r.path ) }\``,
				...cells( r ),
			] )
		)
	);
	const all = [
		...theme.routes,
		...theme.assets,
		...tt5.routes,
		...tt5.assets,
	];
	const total = all.reduce( ( sum, r ) => sum + errors( r ), 0 );
	const requests = all.reduce( ( sum, r ) => sum + r.requests, 0 );
	console.log(
		`\nTarget 0 errors: ${ total === 0 ? '✓' : '✗' } ${ total } errors in ${ requests } requests`
	);
	console.log( `Report: ${ file }` );
	if ( total !== 0 ) {
		process.exitCode = 1;
	}
}

withServers( main );
