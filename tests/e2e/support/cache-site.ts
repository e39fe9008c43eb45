import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Response } from '@playwright/test';
import { expect } from './fixtures';
import { wpEval } from './wp';
import { mailLogOf } from './mail-log';

/*
 * The cache-fronted site (bin/site/cache-up.sh): the real-plugin site's
 * WordPress behind nginx's full-page cache, the common WordPress
 * fastcgi_cache setup (docs/caching.md). Its answers say X-Cache-Status
 * (MISS, HIT, BYPASS); its access log says which requests reached PHP.
 */

export const SITE_HOME =
	process.env.CACHE_SITE_HOME ?? join( homedir(), '.author-site-cache' );
export const SITE_URL = process.env.CACHE_SITE_URL ?? 'http://127.0.0.1:8883';
const CACHE_DIR = join( SITE_HOME, 'cache' );
const ACCESS_LOG = join( SITE_HOME, 'run', 'access.log' );

/** The mail the site's plugins sent (the mail catcher's log). */
export const mail = mailLogOf( SITE_HOME );

/**
 * Runs PHP in the cache-fronted site.
 * @param code The PHP code.
 */
export function siteEval( code: string ): string {
	return wpEval( code, {
		AUTHOR_SITE_HOME: SITE_HOME,
		WP_PORT: new URL( SITE_URL ).port,
	} );
}

/**
 * Takes one page out of the cache: the file nginx keeps for a GET of it
 * (key `$scheme$request_method$host$request_uri`, levels 1:2). nginx takes
 * a missing file for a miss.
 *
 * @param path The request URI.
 */
export function purge( path: string ): void {
	const { protocol, hostname } = new URL( SITE_URL );
	const md5 = createHash( 'md5' )
		.update( `${ protocol.replace( ':', '' ) }GET${ hostname }${ path }` )
		.digest( 'hex' );
	rmSync( join( CACHE_DIR, md5.slice( -1 ), md5.slice( -3, -1 ), md5 ), {
		force: true,
	} );
}

/**
 * The cache's word on an answer.
 *
 * @param response The answer.
 */
export const cacheStatus = ( response: Response | null ): string | undefined =>
	response?.headers()[ 'x-cache-status' ];

/**
 * Puts a page in the cache afresh: taken out, asked for once (a miss, PHP
 * renders it), asked for again (a hit). Leaves it cached.
 *
 * @param request A request context without cookies.
 * @param path    The page.
 */
export async function cachePage(
	request: APIRequestContext,
	path: string
): Promise< void > {
	purge( path );
	const first = await request.get( path );
	expect( first.status() ).toBe( 200 );
	expect( first.headers()[ 'x-cache-status' ], `${ path } first` ).toBe(
		'MISS'
	);
	const second = await request.get( path );
	expect( second.headers()[ 'x-cache-status' ], `${ path } next` ).toBe(
		'HIT'
	);
}

/** One line of the access log (bin/site/cache.mjs). */
export interface Hit {
	request: string;
	status: number;
	cache: string;
	/** php-fpm's socket when it reached PHP, else undefined. */
	upstream?: string;
	userAgent: string;
}

/** Where the access log ends now (for requestsSince()). */
export function logMark(): number {
	try {
		return statSync( ACCESS_LOG ).size;
	} catch {
		return 0;
	}
}

/**
 * The requests nginx logged since a mark.
 *
 * @param mark logMark() before.
 */
export function requestsSince( mark: number ): Hit[] {
	const text = readFileSync( ACCESS_LOG ).subarray( mark ).toString( 'utf8' );
	return text
		.split( '\n' )
		.map( ( line ) =>
			/^\S+ \[[^\]]*\] "([^"]*)" (\d+) \d+ cache=(\S*) upstream=(\S*) rt=\S+ "(.*)"$/.exec(
				line
			)
		)
		.filter( ( match ) => match !== null )
		.map( ( [ , request, status, cache, upstream, userAgent ] ) => ( {
			request,
			status: Number( status ),
			cache,
			upstream:
				upstream === '-' || upstream === '' ? undefined : upstream,
			userAgent,
		} ) );
}
