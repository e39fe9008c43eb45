/**
 * npm run bench:cluster — the cluster site (bin/site/cache-up.sh: two
 * php-fpm masters behind nginx, Redis Object Cache; docs/hosting.md) without
 * the page cache, with and without the object cache, on a site of its own
 * (the real plugins and Redis Object Cache from their zips). For the five
 * routes and a book page: requests per second and p95 latency (a closed
 * loop of BENCH_CLUSTER_CONNECTIONS clients for BENCH_CLUSTER_SECONDS, each
 * request past the page cache by the `wordpress_no_cache` cookie, so both
 * masters answer in turn), and the database queries per request (wpdb's
 * count, logged by a mu-plugin only this bench's site has).
 *
 * Goal (docs/benchmarks.md#npm-run-benchcluster): the object cache cuts the
 * queries per page view by half or more. Prints a table; the report is
 * artifacts/bench/cluster.json. Exits with 1 when the goal is missed.
 *
 * Environment: BENCH_CLUSTER_PORT (default 8885), BENCH_CLUSTER_DB (default
 * authorsite_cluster_bench), BENCH_CLUSTER_HOME (default
 * ~/.author-site-cluster-bench), BENCH_CLUSTER_SECONDS (default 5),
 * BENCH_CLUSTER_CONNECTIONS (default 4), AUTHOR_SITE_PLUGINS.
 */
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, ROUTES, log, table } from './lib.mjs';
import { cacheSite, stop } from '../site/cache.mjs';

const opts = {
	seconds: Number( process.env.BENCH_CLUSTER_SECONDS ?? 5 ),
	connections: Number( process.env.BENCH_CLUSTER_CONNECTIONS ?? 4 ),
};
const BOOK = 'bench-cluster-book';
const NO_PAGE_CACHE = { Cookie: 'wordpress_no_cache=1' };

/** The bench's cluster site and the environment its scripts take. */
function clusterBenchSite() {
	const env = {
		...process.env,
		CACHE_SITE_PORT: process.env.BENCH_CLUSTER_PORT ?? '8885',
		CACHE_SITE_DB:
			process.env.BENCH_CLUSTER_DB ?? 'authorsite_cluster_bench',
		CACHE_SITE_HOME:
			process.env.BENCH_CLUSTER_HOME ??
			join( homedir(), '.author-site-cluster-bench' ),
	};
	return { site: cacheSite( env ), env };
}

/**
 * Runs PHP in the bench's site.
 * @param {ReturnType<typeof cacheSite>} site
 * @param {string}                       code
 */
const siteEval = ( site, code ) =>
	execFileSync( 'bash', [ join( ROOT, 'bin', 'site', 'wp-eval.sh' ), code ], {
		encoding: 'utf8',
		env: {
			...process.env,
			AUTHOR_SITE_HOME: site.home,
			WP_PORT: String( site.port ),
		},
	} );

/**
 * The bench-only mu-plugin: each request's query count, one line a request.
 * @param {ReturnType<typeof cacheSite>} site
 */
function queryLog( site ) {
	const file = join( site.wpDir, 'wp-content', 'bench-queries.log' );
	writeFileSync(
		join( site.wpDir, 'wp-content', 'mu-plugins', 'zz-bench-queries.php' ),
		`<?php
// Written by bin/bench/cluster.mjs on its own site: each request's database queries.
add_action( 'shutdown', function () {
	global $wpdb;
	file_put_contents( ${ JSON.stringify(
		file
	) }, $wpdb->num_queries . "\\n", FILE_APPEND | LOCK_EX );
}, PHP_INT_MAX );
`
	);
	return file;
}

/**
 * The database queries of one request to a path, averaged over five after
 * two to warm.
 * @param {ReturnType<typeof cacheSite>} site
 * @param {string}                       file queryLog()'s file.
 * @param {string}                       path
 */
async function queriesOf( site, file, path ) {
	for ( let i = 0; i < 2; i++ ) {
		await (
			await fetch( site.url + path, { headers: NO_PAGE_CACHE } )
		).text();
	}
	rmSync( file, { force: true } );
	for ( let i = 0; i < 5; i++ ) {
		await (
			await fetch( site.url + path, { headers: NO_PAGE_CACHE } )
		).text();
	}
	const counts = readFileSync( file, 'utf8' )
		.trim()
		.split( '\n' )
		.map( Number );
	return counts.reduce( ( a, b ) => a + b, 0 ) / counts.length;
}

/**
 * A closed loop of clients on one path: requests/s, p95 and errors.
 * @param {ReturnType<typeof cacheSite>} site
 * @param {string}                       path
 */
async function load( site, path ) {
	const times = [];
	let errors = 0;
	const end = Date.now() + opts.seconds * 1000;
	const client = async () => {
		while ( Date.now() < end ) {
			const start = performance.now();
			const res = await fetch( site.url + path, {
				headers: NO_PAGE_CACHE,
			} );
			await res.arrayBuffer();
			times.push( performance.now() - start );
			errors += res.status === 200 ? 0 : 1;
		}
	};
	const begun = performance.now();
	await Promise.all( Array.from( { length: opts.connections }, client ) );
	const seconds = ( performance.now() - begun ) / 1000;
	times.sort( ( a, b ) => a - b );
	return {
		rps: times.length / seconds,
		p95: times[
			Math.min( times.length - 1, Math.floor( times.length * 0.95 ) )
		],
		errors,
	};
}

/**
 * Every path measured in one mode.
 * @param {ReturnType<typeof cacheSite>} site
 * @param {string}                       file  queryLog()'s file.
 * @param {string[]}                     paths
 */
async function measure( site, file, paths ) {
	const rows = [];
	for ( const path of paths ) {
		const queries = await queriesOf( site, file, path );
		const figures = await load( site, path );
		log(
			`  ${ path }: ${ figures.rps.toFixed( 1 ) } req/s, p95 ${ figures.p95.toFixed( 0 ) } ms, ${ queries.toFixed( 1 ) } queries`
		);
		rows.push( { path, queries, ...figures } );
	}
	return rows;
}

async function main() {
	mkdirSync( ARTIFACTS, { recursive: true } );
	const { site, env } = clusterBenchSite();
	log( `bin/site/cache-up.sh on ${ site.url } (${ site.home })` );
	execFileSync( 'bash', [ join( ROOT, 'bin', 'site', 'cache-up.sh' ) ], {
		stdio: [ 'ignore', 2, 2 ],
		env,
	} );
	const dropin = join( site.wpDir, 'wp-content', 'object-cache.php' );
	try {
		siteEval(
			site,
			`wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_parent' => get_page_by_path( 'books-content' )->ID, 'post_name' => '${ BOOK }', 'post_title' => 'Bench Book', 'post_content' => "<!-- section:title -->\\n<p>The Bench Book</p>\\n<!-- section:release_date -->\\n<p>2024-02-01</p>\\n<!-- section:description -->\\n<p>A book to measure.</p>\\n" ) ) );`
		);
		const file = queryLog( site );
		const paths = [
			...ROUTES.map( ( { route } ) => route ),
			`/books/${ BOOK }/`,
		];
		log(
			`${ opts.connections } clients, ${ opts.seconds } s a path, past the page cache; with the object cache:`
		);
		const withCache = await measure( site, file, paths );
		renameSync( dropin, `${ dropin }.off` );
		log( 'without the object cache:' );
		const without = await measure( site, file, paths );
		renameSync( `${ dropin }.off`, dropin );
		const rows = paths.map( ( path, i ) => [
			path,
			without[ i ].rps.toFixed( 1 ),
			withCache[ i ].rps.toFixed( 1 ),
			without[ i ].p95.toFixed( 0 ),
			withCache[ i ].p95.toFixed( 0 ),
			without[ i ].queries.toFixed( 1 ),
			withCache[ i ].queries.toFixed( 1 ),
		] );
		const total = ( list ) => list.reduce( ( a, r ) => a + r.queries, 0 );
		const cut = 1 - total( withCache ) / total( without );
		console.log(
			table(
				[
					'path',
					'req/s without',
					'req/s with',
					'p95 ms without',
					'p95 ms with',
					'queries without',
					'queries with',
				],
				rows
			)
		);
		console.log(
			`The object cache takes ${ ( cut * 100 ).toFixed( 0 ) } % of the queries away (goal: 50 % or more).`
		);
		writeFileSync(
			join( ARTIFACTS, 'cluster.json' ),
			JSON.stringify( { opts, withCache, without, cut }, null, 2 )
		);
		process.exitCode = cut >= 0.5 ? 0 : 1;
	} finally {
		if ( existsSync( `${ dropin }.off` ) ) {
			renameSync( `${ dropin }.off`, dropin );
		}
		rmSync(
			join(
				site.wpDir,
				'wp-content',
				'mu-plugins',
				'zz-bench-queries.php'
			),
			{ force: true }
		);
		siteEval(
			site,
			`$p = get_page_by_path( 'books-content/${ BOOK }' ); if ( $p ) { wp_delete_post( $p->ID, true ); }`
		);
		await stop( site );
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
