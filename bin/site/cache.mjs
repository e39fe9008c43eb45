/**
 * The cluster site (bin/site/cache-up.sh, docs/hosting.md): nginx with the
 * common WordPress full-page cache (`fastcgi_cache`, see docs/caching.md) in
 * front of two php-fpm masters, balanced round-robin by an nginx
 * `upstream`, each with its own pool, socket, temp and session folders
 * (run/fpm-1/, run/fpm-2/) and so its own OPcache; the site's Redis
 * (bin/site/redis.mjs) beside them. Also `npm run bench:cache`'s site. The
 * configuration is the local nginx + php-fpm site's (bin/site/nginx.mjs)
 * plus the cache; the servers run as daemons, so they outlive the command
 * that started them.
 *
 *   node bin/site/cache.mjs start   # (re)writes the configs, empties the
 *                                   # cache, (re)starts php-fpm and nginx
 *   node bin/site/cache.mjs redis   # starts the site's Redis, emptied
 *   node bin/site/cache.mjs stop    # nginx, both masters and Redis
 *   node bin/site/cache.mjs purge   # empties the cache
 *
 * Environment: CACHE_SITE_HOME (default ~/.author-site-cache: wordpress/,
 * run/ with the logs, conf/, cache/), CACHE_SITE_PORT (default 8883),
 * CACHE_SITE_SERVER_PORTS (default port+1000,port+2000: nginx also listens
 * there, each port straight to one master with no page cache, for the
 * tests' "next request to each server"). A request with the header
 * NO_PAGE_CACHE is the cluster's entrance without the page cache (the
 * real-plugin suite's).
 * The access log, run/access.log, has one line a request:
 *   127.0.0.1 [time] "GET / HTTP/1.1" 200 1234 cache=HIT upstream=- rt=0.000 "UA"
 * where `upstream` is the socket of the master that answered when the
 * request reached PHP (and `-` when it did not: a cache hit or a static
 * file). Answers that reached PHP say the same in `X-Upstream`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phpLocations, stopSite, waitAnswer, writeConfigs } from './nginx.mjs';
import { startRedis } from './redis.mjs';
import { NO_PAGE_CACHE } from './entrance.mjs';

/**
 * Where a cache site lives.
 *
 * @param {NodeJS.ProcessEnv} [env]
 */
export function cacheSite( env = process.env ) {
	const home = env.CACHE_SITE_HOME ?? join( homedir(), '.author-site-cache' );
	const port = Number( env.CACHE_SITE_PORT ?? 8883 );
	const run = join( home, 'run' );
	const serverPorts = ( env.CACHE_SITE_SERVER_PORTS ?? '' )
		.split( ',' )
		.filter( Boolean )
		.map( Number );
	return {
		home,
		port,
		/** Each master's own port (no page cache), in the masters' order. */
		serverPorts:
			serverPorts.length === 2
				? serverPorts
				: [ port + 1000, port + 2000 ],
		/** The two php-fpm masters. */
		masters: [ 1, 2 ].map( ( n ) => ( {
			name: `fpm-${ n }`,
			dir: join( run, `fpm-${ n }` ),
			workers: 3,
		} ) ),
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
		# The entrance without the page cache: round-robin like the rest.
		if ($http_${ NO_PAGE_CACHE.toLowerCase().replaceAll( '-', '_' ) }) { set $skip_cache 1; }
`,
		php: `			fastcgi_cache WORDPRESS;
			fastcgi_cache_valid 200 10m;
			fastcgi_cache_bypass $skip_cache;
			fastcgi_no_cache $skip_cache;
			add_header X-Cache-Status $upstream_cache_status;
			add_header X-Upstream $upstream_addr;
`,
		pass: 'php_cluster',
	};
}

/**
 * The cluster: the upstream of both masters (round-robin, nginx's default),
 * and one server per master on its own port, straight to it, with no page
 * cache. These answer as the site (its Host), so WordPress serves them as
 * it serves the site, and say which master they are in `X-Php-Server`.
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export function clusterConf( site ) {
	const sockets = site.masters.map(
		( master ) => `unix:${ master.dir }/php-fpm.sock`
	);
	const direct = site.masters
		.map(
			( master, i ) => `
	server {
		listen 127.0.0.1:${ site.serverPorts[ i ] };
		server_name 127.0.0.1 localhost;
		root ${ site.wpDir };
		index index.php index.html;
		access_log ${ site.accessLog } cache;
		add_header X-Php-Server ${ master.name } always;
${ phpLocations( sockets[ i ], `127.0.0.1:${ site.port }` ) }	}
`
		)
		.join( '' );
	return `
	# The cluster's PHP servers, round-robin (docs/hosting.md).
	upstream php_cluster {
${ sockets.map( ( socket ) => `		server ${ socket };` ).join( '\n' ) }
	}
${ direct }`;
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
	await stopSite( site, log, true );
	purge( site );
	if ( existsSync( site.accessLog ) ) {
		renameSync( site.accessLog, `${ site.accessLog }.1` );
	}
	const conf = cacheConf( site );
	const { nginx, fpm, errorLog } = writeConfigs(
		site,
		{ ...conf, http: conf.http + clusterConf( site ) },
		site.masters
	);
	const quiet = { stdio: [ 'ignore', 2, 2 ] };
	for ( const file of fpm ) {
		execFileSync(
			'php-fpm8.2',
			[ '--daemonize', '--allow-to-run-as-root', '--fpm-config', file ],
			quiet
		);
	}
	execFileSync( 'nginx', [ '-e', errorLog, '-c', nginx ], quiet );
	await waitAnswer( site );
	log(
		`nginx (full-page cache) + 2 php-fpm masters up on ${ site.url }, each alone on ${ site.serverPorts
			.map( ( port ) => `:${ port }` )
			.join(
				' and '
			) } (configs in ${ site.conf }, access log ${ site.accessLog })`
	);
}

/**
 * Starts the site's Redis, emptied.
 *
 * @param {ReturnType<typeof cacheSite>} site
 */
export const redis = ( site ) => startRedis( site, log );

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const site = cacheSite();
	const command = process.argv[ 2 ];
	const commands = { start, stop, purge, redis };
	if ( ! commands[ command ] ) {
		console.error(
			'usage: node bin/site/cache.mjs start|stop|purge|redis'
		);
		process.exit( 2 );
	}
	Promise.resolve( commands[ command ]( site ) ).catch( ( error ) => {
		console.error( error?.message ?? error );
		process.exit( 1 );
	} );
}
