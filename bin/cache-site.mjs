/**
 * nginx with the common WordPress full-page cache (`fastcgi_cache`, see
 * docs/caching.md) in front of php-fpm, for the cache-fronted site
 * (bin/cache-site-up.sh) and `npm run bench:cache`. The configuration is
 * bench-lib's (bin/bench-lib.mjs) plus the cache; both servers run as
 * daemons, so they outlive the command that started them.
 *
 *   node bin/cache-site.mjs start   # (re)writes the configs, empties the
 *                                   # cache, (re)starts php-fpm and nginx
 *   node bin/cache-site.mjs stop
 *   node bin/cache-site.mjs purge   # empties the cache
 *
 * Environment: CACHE_SITE_HOME (default ~/.author-site-cache: wordpress/,
 * run/ with the logs, conf/, cache/), CACHE_SITE_PORT (default 8883).
 * The access log, run/access.log, has one line a request:
 *   127.0.0.1 [time] "GET / HTTP/1.1" 200 1234 cache=HIT upstream=- rt=0.000 "UA"
 * where `upstream` is php-fpm's socket when the request reached PHP (and
 * `-` when it did not: a cache hit or a static file).
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
import { fileURLToPath } from 'node:url';
import { fpmConf, nginxConf, sleep } from './bench-lib.mjs';

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
 * A live pid from a pid file whose command line contains `needle`.
 *
 * @param {string} file
 * @param {string} needle
 */
function livePid( file, needle ) {
	if ( ! existsSync( file ) ) {
		return null;
	}
	const pid = Number( readFileSync( file, 'utf8' ).trim() );
	try {
		return readFileSync( `/proc/${ pid }/cmdline`, 'utf8' ).includes(
			needle
		)
			? pid
			: null;
	} catch {
		return null;
	}
}

const alive = ( pid ) => {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
};

/**
 * Sends a signal and waits (5 s at most, then SIGKILL) until the process is
 * gone.
 *
 * @param {number}  pid
 * @param {string}  signal
 * @param {boolean} group  Whether to signal its process group.
 */
async function end( pid, signal, group = false ) {
	try {
		process.kill( group ? -pid : pid, signal );
	} catch {
		process.kill( pid, signal );
	}
	for ( let i = 0; i < 50 && alive( pid ); i++ ) {
		await sleep( 100 );
	}
	if ( alive( pid ) ) {
		process.kill( pid, 'SIGKILL' );
	}
}

/**
 * Stops this site's nginx and php-fpm, and the PHP built-in server that
 * bin/wp-up.sh starts on the same port.
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export async function stop( site ) {
	const server = livePid(
		join( site.run, 'server.pid' ),
		`127.0.0.1:${ site.port }`
	);
	if ( server ) {
		log( `stopping wp-up.sh's PHP built-in server (pid ${ server })` );
		await end( server, 'SIGTERM', true );
	}
	rmSync( join( site.run, 'server.pid' ), { force: true } );
	rmSync( join( site.run, 'server.state' ), { force: true } );
	for ( const name of [ 'nginx', 'php-fpm' ] ) {
		const pid = livePid( join( site.run, `${ name }.pid` ), name );
		if ( pid ) {
			log( `stopping ${ name } (pid ${ pid })` );
			await end( pid, 'SIGQUIT' );
		}
	}
}

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
	mkdirSync( site.conf, { recursive: true } );
	for ( const dir of [ 'body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ] ) {
		mkdirSync( join( site.run, 'nginx-temp', dir ), { recursive: true } );
	}
	purge( site );
	if ( existsSync( site.accessLog ) ) {
		renameSync( site.accessLog, `${ site.accessLog }.1` );
	}
	const nginx = join( site.conf, 'nginx.conf' );
	const fpm = join( site.conf, 'php-fpm.conf' );
	const errorLog = join( site.run, 'nginx-error.log' );
	writeFileSync(
		nginx,
		nginxConf( {
			run: site.run,
			port: site.port,
			root: site.wpDir,
			bare: false,
			cache: cacheConf( site ),
		} )
	);
	writeFileSync( fpm, fpmConf( { run: site.run } ) );
	const quiet = { stdio: [ 'ignore', 2, 2 ] };
	execFileSync( 'nginx', [ '-t', '-q', '-e', errorLog, '-c', nginx ], quiet );
	execFileSync(
		'php-fpm8.2',
		[ '--daemonize', '--allow-to-run-as-root', '--fpm-config', fpm ],
		quiet
	);
	execFileSync( 'nginx', [ '-e', errorLog, '-c', nginx ], quiet );
	for ( let i = 0; i < 100; i++ ) {
		try {
			const res = await fetch( `${ site.url }/wp-login.php`, {
				signal: AbortSignal.timeout( 2000 ),
			} );
			if ( res.status === 200 ) {
				log(
					`nginx (full-page cache) + php-fpm up on ${ site.url } (configs in ${ site.conf }, access log ${ site.accessLog })`
				);
				return;
			}
		} catch {}
		await sleep( 200 );
	}
	throw new Error( `nginx + php-fpm did not answer on ${ site.url }` );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const site = cacheSite();
	const command = process.argv[ 2 ];
	const commands = { start, stop, purge };
	if ( ! commands[ command ] ) {
		console.error( 'usage: node bin/cache-site.mjs start|stop|purge' );
		process.exit( 2 );
	}
	Promise.resolve( commands[ command ]( site ) ).catch( ( error ) => {
		console.error( error?.message ?? error );
		process.exit( 1 );
	} );
}
