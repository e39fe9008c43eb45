/**
 * The cache bench's site (bin/site/cache.mjs on port 8884, with its own home
 * and database): where it lives, the environment its scripts take, bringing
 * it up and stopping it, and reading nginx's access log, which says which
 * requests reached PHP.
 *
 * Environment: BENCH_CACHE_PORT (default 8884), BENCH_CACHE_DB (default
 * authorsite_cache_bench), BENCH_CACHE_HOME (default
 * ~/.author-site-cache-bench).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ROOT, log } from './lib.mjs';
import { cacheSite, stop } from '../site/cache.mjs';

/** The cache bench's site and the environment its scripts take. */
export function cacheBenchSite() {
	const env = {
		...process.env,
		CACHE_SITE_PORT: process.env.BENCH_CACHE_PORT ?? '8884',
		CACHE_SITE_DB: process.env.BENCH_CACHE_DB ?? 'authorsite_cache_bench',
		CACHE_SITE_HOME:
			process.env.BENCH_CACHE_HOME ??
			join( homedir(), '.author-site-cache-bench' ),
	};
	const site = cacheSite( env );
	env.CACHE_SITE_URL = site.url;
	return { site, env };
}

/**
 * Brings the site up with bin/site/cache-up.sh, without the real plugins'
 * set-up.
 * @param {ReturnType<typeof cacheSite>} site
 * @param {NodeJS.ProcessEnv}            env  cacheBenchSite()'s environment.
 */
export function cacheSiteUp( site, env ) {
	log( `bin/site/cache-up.sh on ${ site.url } (${ site.home })` );
	execFileSync(
		'bash',
		[ join( ROOT, 'bin', 'site', 'cache-up.sh' ), '--without-plugins' ],
		{ stdio: [ 'ignore', 2, 2 ], env }
	);
}

/** dist/author-site.zip from build/ when missing or older (the cache site's theme). */
function freshZip() {
	const zip = join( ROOT, 'dist', 'author-site.zip' );
	const built = join( ROOT, 'build', 'index.js' );
	if (
		! existsSync( zip ) ||
		statSync( zip ).mtimeMs < statSync( built ).mtimeMs
	) {
		log( 'dist/author-site.zip is missing or older than build/: zipping' );
		execFileSync( 'node', [ join( ROOT, 'bin', 'build', 'zip.mjs' ) ], {
			cwd: ROOT,
			stdio: [ 'ignore', 2, 2 ],
		} );
	}
}

/**
 * Runs a task on the cache bench's site: brought up (its theme zip fresh),
 * the task, the site stopped.
 * @template T
 * @param {(site: ReturnType<typeof cacheSite>) => Promise<T>} task
 * @return {Promise<T>} The task's result.
 */
export async function withCacheBenchSite( task ) {
	const { site, env } = cacheBenchSite();
	freshZip();
	try {
		cacheSiteUp( site, env );
		return await task( site );
	} finally {
		await stop( site );
	}
}

/**
 * The access log's size in bytes (0 before it exists), to read from later.
 * @param {ReturnType<typeof cacheSite>} site
 */
export const accessLogSize = ( site ) =>
	existsSync( site.accessLog ) ? statSync( site.accessLog ).size : 0;

/**
 * The access log's lines from a byte offset on.
 * @param {ReturnType<typeof cacheSite>} site
 * @param {number}                       from
 */
export function accessLogLines( site, from ) {
	return readFileSync( site.accessLog )
		.subarray( from )
		.toString( 'utf8' )
		.split( '\n' )
		.filter( ( line ) => line !== '' );
}

/**
 * Whether a log line's request reached php-fpm.
 * @param {string} line
 */
export const reachedPhp = ( line ) => ! / upstream=- /.test( line );
