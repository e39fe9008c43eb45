/**
 * What the benches share: where the bench's site lives and answers (its
 * WordPress is bin/bench/site.mjs, nginx + php-fpm as bin/site/nginx.mjs
 * serves it), the five routes, fetching a page, `wrk` runs, medians and
 * table printing, the `[bench]` log.
 *
 * Environment: AUTHOR_SITE_BENCH_HOME (default ~/.author-site-bench),
 * BENCH_PORT (default 8889), BENCH_DB (default authorsite_bench).
 */
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from '../site/nginx.mjs';

export { sleep };

export const ROOT = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
export const HOME =
	process.env.AUTHOR_SITE_BENCH_HOME ??
	join( homedir(), '.author-site-bench' );
export const PORT = Number( process.env.BENCH_PORT ?? 8889 );
export const DB = process.env.BENCH_DB ?? 'authorsite_bench';
export const ORIGIN = `http://127.0.0.1:${ PORT }`;
export const WP_DIR = join( HOME, 'wordpress' );
export const BARE_DIR = join( HOME, 'bare' );
export const ARTIFACTS = join( ROOT, 'artifacts', 'bench' );

/** The five routes and the content page each one reads (same order). */
export const ROUTES = [
	{ route: '/', slug: 'homepage-content' },
	{ route: '/books', slug: 'books-content' },
	{ route: '/about', slug: 'about-content' },
	{ route: '/events', slug: 'events-content' },
	{ route: '/contact', slug: 'contact-content' },
];
export const BARE_PATH = '/bench-bare/';

export const log = ( ...args ) => console.error( '[bench]', ...args );

/**
 * fetch() without following redirects, tried again on a network error (after
 * a long wrk run, a kept-alive connection may have been closed by nginx).
 * @param {string} url
 */
export async function fetchRetry( url ) {
	for ( let attempt = 1; ; attempt++ ) {
		try {
			return await fetch( url, { redirect: 'manual' } );
		} catch ( error ) {
			if ( attempt >= 3 ) {
				throw new Error(
					`${ url }: ${ error.cause?.message ?? error }`
				);
			}
			await sleep( 500 );
		}
	}
}

/**
 * Fails unless every URL answers 200 (no redirect) under the active theme.
 * @param {string[]} paths
 */
export async function checkUrls( paths ) {
	for ( const path of paths ) {
		const res = await fetchRetry( ORIGIN + path );
		if ( res.status !== 200 ) {
			throw new Error( `${ path } answered ${ res.status }` );
		}
	}
}

// ------------------------------------------------------------------ wrk
/**
 * Runs wrk against one URL and parses requests/s, p50/p99 latency and errors.
 * Sends the Accept-Encoding a browser sends (so gzip is exercised).
 * @param {string} path
 * @param {Object} root0
 * @param {number} root0.seconds
 * @param {number} root0.connections
 * @param {number} root0.threads
 * @param {string} [root0.origin]    Another server than the bench's.
 * @param {string} [root0.script]    A wrk Lua script (e.g. one that cycles
 *                                   through several paths).
 */
export function runWrk(
	path,
	{ seconds, connections, threads = 2, origin = ORIGIN, script }
) {
	const out = execFileSync(
		'wrk',
		[
			`-t${ Math.min( threads, connections ) }`,
			`-c${ connections }`,
			`-d${ seconds }s`,
			'--latency',
			'--timeout',
			'10s',
			'-H',
			'Accept-Encoding: gzip, deflate, br',
			...( script ? [ '-s', script ] : [] ),
			origin + path,
		],
		{ encoding: 'utf8' }
	);
	const num = ( re ) => Number( re.exec( out )?.[ 1 ] ?? 0 );
	const ms = ( label ) => {
		const m = new RegExp(
			`^\\s*${ label }%\\s+([\\d.]+)(us|ms|s)`,
			'm'
		).exec( out );
		if ( ! m ) {
			return NaN;
		}
		return Number( m[ 1 ] ) * { us: 0.001, ms: 1, s: 1000 }[ m[ 2 ] ];
	};
	const socket =
		/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
			out
		);
	const socketErrors = socket
		? socket.slice( 1 ).reduce( ( a, b ) => a + Number( b ), 0 )
		: 0;
	return {
		path,
		requests: num( /(\d+) requests in/ ),
		rps: num( /Requests\/sec:\s+([\d.]+)/ ),
		p50: ms( '50' ),
		p99: ms( '99' ),
		non2xx3xx: num( /Non-2xx or 3xx responses: (\d+)/ ),
		socketErrors,
		raw: out,
	};
}

// ------------------------------------------------------------------ figures
/**
 * The median of the finite values (NaN when there are none).
 * @param {number[]} values
 */
export function median( values ) {
	const v = values.filter( Number.isFinite ).sort( ( a, b ) => a - b );
	if ( ! v.length ) {
		return NaN;
	}
	const mid = Math.floor( v.length / 2 );
	return v.length % 2 ? v[ mid ] : ( v[ mid - 1 ] + v[ mid ] ) / 2;
}

// ------------------------------------------------------------------ printing
/**
 * A Markdown table (first column left-aligned, the others right-aligned).
 * @param {string[]}   header
 * @param {string[][]} rows
 */
export function table( header, rows ) {
	const lines = [
		`| ${ header.join( ' | ' ) } |`,
		`|${ header.map( ( _, i ) => ( i === 0 ? '---' : '--:' ) ).join( '|' ) }|`,
		...rows.map( ( r ) => `| ${ r.join( ' | ' ) } |` ),
	];
	return lines.join( '\n' );
}

export const fmtMs = ( v ) =>
	Number.isFinite( v ) ? `${ v.toFixed( 1 ) } ms` : '–';
