/**
 * nginx with the common WordPress full-page cache (`fastcgi_cache`, see
 * docs/caching.md) in front of php-fpm, for the cache-fronted site
 * (bin/site/cache-up.sh) and `npm run bench:cache`. The configuration is
 * the local nginx + php-fpm site's (bin/site/nginx.mjs) plus the cache; both
 * servers run as daemons, so they outlive the command that started them.
 *
 *   node bin/site/cache.mjs start   # (re)writes the configs, empties the
 *                                   # cache, (re)starts php-fpm and nginx
 *   node bin/site/cache.mjs stop
 *   node bin/site/cache.mjs purge   # empties the cache
 *
 * Environment: CACHE_SITE_HOME (default ~/.author-site-cache: wordpress/,
 * run/ with the logs, conf/, cache/), CACHE_SITE_PORT (default 8883).
 * The access log, run/access.log, has one line a request:
 *   127.0.0.1 [time] "GET / HTTP/1.1" 200 1234 cache=HIT upstream=- rt=0.000 "UA"
 * where `upstream` is php-fpm's socket when the request reached PHP (and
 * `-` when it did not: a cache hit or a static file).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopSite, waitAnswer, writeConfigs } from './nginx.mjs';

/**
 * Where a cache site lives.
 *
 * @param {NodeJS.ProcessEnv} [env]
 */
export function cacheSite( env = process.env ) {
	const home = env.CACHE_SITE_HOME ?? join( homedir(), '.author-site-cache' );
	const port = Number( env.CACHE_SITE_PORT ?? 8883 );
	const run = join( home, 'run' );
	return {
		home,
		port,
		url: `http://127.0.0.1:${ port }`,
		run,
		conf: join( home, 'conf' ),
		cacheDir: join( home, 'cache' ),
		accessLog: join( run, 'access.log' ),
		wpDir: join( home, 'wordpress' ),
	};
}

const log = ( ...args ) => console.error( '[cache-site]', ...args );

/**
 * The cache, as the common nginx setup for WordPress has it: 200 answers for
 * 10 minutes whatever their Cache-Control, Expires or Set-Cookie say; never
 * for POST, a query string, wp-admin, `/wp-*.php`, feeds, sitemaps, or a
 * visitor with a comment, login or password cookie.
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export function cacheConf( site ) {
	return {
		http: `
	# The full-page cache (docs/caching.md).
	fastcgi_cache_path ${ site.cacheDir } levels=1:2 keys_zone=WORDPRESS:16m inactive=60m max_size=256m;
	fastcgi_cache_key "$scheme$request_method$host$request_uri";
	fastcgi_cache_use_stale error timeout invalid_header http_500;
	fastcgi_ignore_headers Cache-Control Expires Set-Cookie;
	# Which requests reached PHP: those with an upstream.
	log_format cache '$remote_addr [$time_local] "$request" $status $body_bytes_sent cache=$upstream_cache_status upstream=$upstream_addr rt=$request_time "$http_user_agent"';
`,
		server: `
		access_log ${ site.accessLog } cache;
		set $skip_cache 0;
		if ($request_method = POST) { set $skip_cache 1; }
		if ($query_string != "") { set $skip_cache 1; }
		if ($request_uri ~* "/wp-admin/|/xmlrpc\\.php|/wp-[^/]*\\.php|/feed/|/wp-sitemap|sitemap(_index)?\\.xml") { set $skip_cache 1; }
		if ($http_cookie ~* "comment_author|wordpress_[a-f0-9]+|wp-postpass|wordpress_no_cache|wordpress_logged_in") { set $skip_cache 1; }
`,
		php: `			fastcgi_cache WORDPRESS;
			fastcgi_cache_valid 200 10m;
			fastcgi_cache_bypass $skip_cache;
			fastcgi_no_cache $skip_cache;
			add_header X-Cache-Status $upstream_cache_status;
`,
	};
}

/**
 * Stops this site's nginx and php-fpm, and the PHP built-in server that
 * bin/site/wp-up.sh starts on the same port.
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export const stop = ( site ) => stopSite( site, log );

/**
 * Empties the cache (nginx treats a missing file as a miss).
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export function purge( site ) {
	rmSync( site.cacheDir, { recursive: true, force: true } );
	mkdirSync( site.cacheDir, { recursive: true } );
}

/**
 * Writes the configs, empties the cache and (re)starts php-fpm and nginx on
 * the site's port; resolves once WordPress answers through nginx.
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export async function start( site ) {
	if ( ! existsSync( join( site.wpDir, 'wp-config.php' ) ) ) {
		throw new Error( `no WordPress in ${ site.wpDir } (run wp-up.sh)` );
	}
	await stop( site );
	purge( site );
	if ( existsSync( site.accessLog ) ) {
		renameSync( site.accessLog, `${ site.accessLog }.1` );
	}
	const { nginx, fpm, errorLog } = writeConfigs( site, cacheConf( site ) );
	const quiet = { stdio: [ 'ignore', 2, 2 ] };
	execFileSync(
		'php-fpm8.2',
		[ '--daemonize', '--allow-to-run-as-root', '--fpm-config', fpm ],
		quiet
	);
	execFileSync( 'nginx', [ '-e', errorLog, '-c', nginx ], quiet );
	await waitAnswer( site );
	log(
		`nginx (full-page cache) + php-fpm up on ${ site.url } (configs in ${ site.conf }, access log ${ site.accessLog })`
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const site = cacheSite();
	const command = process.argv[ 2 ];
	const commands = { start, stop, purge };
	if ( ! commands[ command ] ) {
		console.error( 'usage: node bin/site/cache.mjs start|stop|purge' );
		process.exit( 2 );
	}
	Promise.resolve( commands[ command ]( site ) ).catch( ( error ) => {
		console.error( error?.message ?? error );
		process.exit( 1 );
	} );
}
