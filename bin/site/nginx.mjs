/**
 * A local WordPress served as a production host serves it: nginx + php-fpm
 * on loopback, gzip on, static files with long cache headers, in front of
 * the WordPress bin/site/wp-up.sh made. Both such sites use it: the bench's
 * (bin/bench/site.mjs) and the cache-fronted site (bin/site/cache.mjs,
 * which adds the full-page cache).
 *
 * A site here is where it lives and answers:
 *   { run, conf, port, url, wpDir }
 * run/ holds the pid files, logs, php-fpm's socket and nginx's temp files;
 * conf/ the two configurations, written on every start.
 */
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {Object} NginxSite
 * @property {string} run   Pid files, logs, socket, temp files.
 * @property {string} conf  nginx.conf and php-fpm.conf.
 * @property {number} port  Where nginx listens on loopback.
 * @property {string} url   http://127.0.0.1:port
 * @property {string} wpDir The WordPress docroot.
 */

export const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

// ------------------------------------------------------------------ processes
/**
 * A pid from a pid file, if that process is alive and its command line
 * contains `needle`.
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
		const cmd = readFileSync( `/proc/${ pid }/cmdline`, 'utf8' );
		return cmd.includes( needle ) ? pid : null;
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
 * Stops what runs on a site's port from its pid files: the PHP built-in
 * server bin/site/wp-up.sh starts there (with setsid: its whole group), and
 * nginx and php-fpm (gracefully, SIGQUIT).
 *
 * @param {NginxSite}                site
 * @param {(...args: any[]) => void} log
 * @param {boolean}                  [keepRedis] Leave the cluster's Redis running.
 */
export async function stopSite( site, log, keepRedis = false ) {
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
	// The cluster's two php-fpm masters and its Redis too (bin/site/cache.mjs).
	for ( const [ file, name, signal ] of [
		[ 'nginx', 'nginx', 'SIGQUIT' ],
		[ 'php-fpm', 'php-fpm', 'SIGQUIT' ],
		[ 'fpm-1/php-fpm', 'php-fpm', 'SIGQUIT' ],
		[ 'fpm-2/php-fpm', 'php-fpm', 'SIGQUIT' ],
		...( keepRedis ? [] : [ [ 'redis', 'redis-server', 'SIGTERM' ] ] ),
	] ) {
		const pid = livePid( join( site.run, `${ file }.pid` ), name );
		if ( pid ) {
			log( `stopping ${ file } (pid ${ pid })` );
			await end( pid, signal );
		}
	}
}

/**
 * Resolves once nothing answers on the port (5 s at most).
 *
 * @param {number} port
 */
export async function waitFree( port ) {
	for ( let i = 0; i < 50; i++ ) {
		try {
			await fetch( `http://127.0.0.1:${ port }/`, {
				signal: AbortSignal.timeout( 500 ),
			} );
		} catch ( error ) {
			if ( error?.cause?.code === 'ECONNREFUSED' ) {
				return;
			}
		}
		await sleep( 200 );
	}
	throw new Error( `port ${ port } is still in use` );
}

/**
 * Resolves once WordPress answers through nginx (20 s at most).
 *
 * @param {NginxSite} site
 */
export async function waitAnswer( site ) {
	for ( let i = 0; i < 100; i++ ) {
		try {
			const res = await fetch( `${ site.url }/wp-login.php`, {
				signal: AbortSignal.timeout( 2000 ),
			} );
			if ( res.status === 200 ) {
				return;
			}
		} catch {}
		await sleep( 200 );
	}
	throw new Error( `nginx + php-fpm did not answer on ${ site.url }` );
}

// ------------------------------------------------------------------ configs
/**
 * The nginx configuration. A site adds its own directives: `http` at the
 * http level (the cluster's upstream and its servers), `server` in the
 * server block before the locations (the bench's bare page, the cache's
 * rules), `php` in the PHP location, and `pass`, where PHP requests go
 * (php-fpm's socket, or the cluster's upstream).
 *
 * @param {NginxSite}                                                       site
 * @param {{ http?: string, server?: string, php?: string, pass?: string }} [extra]
 */
export function nginxConf(
	site,
	{ http = '', server = '', php = '', pass = '' } = {}
) {
	const { run } = site;
	const temp = join( run, 'nginx-temp' );
	return `# Written by bin/site/nginx.mjs on every start.
user root root;
worker_processes 2;
pid ${ run }/nginx.pid;
error_log ${ run }/nginx-error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	client_body_temp_path ${ temp }/body;
	fastcgi_temp_path ${ temp }/fastcgi;
	proxy_temp_path ${ temp }/proxy;
	uwsgi_temp_path ${ temp }/uwsgi;
	scgi_temp_path ${ temp }/scgi;
	sendfile on;
	tcp_nopush on;
	keepalive_timeout 65;
	keepalive_requests 100000;
	server_tokens off;
	# As a WordPress host has it: PHP's post_max_size (8M) decides, not nginx's 1M.
	client_max_body_size 8m;

	gzip on;
	gzip_vary on;
	gzip_proxied any;
	gzip_comp_level 5;
	gzip_min_length 256;
	gzip_types text/css text/plain text/xml application/javascript application/json application/ld+json application/xml image/svg+xml;
${ http }
	server {
		listen 127.0.0.1:${ site.port };
		server_name 127.0.0.1 localhost;
		root ${ site.wpDir };
		index index.php index.html;
${ server }
		location ~* \\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif|gif|ico)$ {
			try_files $uri /index.php?$args;
			add_header Cache-Control "public, max-age=31536000, immutable";
		}
${ phpLocations(
	pass || `unix:${ run }/php-fpm.sock`,
	'$host:$server_port',
	php
) }	}
}
`;
}

/**
 * The locations every server block of a site shares: WordPress's pretty
 * permalinks and its PHP, passed to `pass` (a php-fpm socket or the
 * cluster's upstream) as the host `host` (nginx's variables or a fixed
 * `127.0.0.1:port`), with `php`'s directives added in the PHP location.
 *
 * @param {string} pass  Where PHP requests go.
 * @param {string} host  The HTTP_HOST WordPress is given.
 * @param {string} [php] More directives for the PHP location.
 */
export function phpLocations( pass, host, php = '' ) {
	return `		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's fastcgi_params drops the port: WordPress would redirect to itself.
			fastcgi_param HTTP_HOST ${ host };
			fastcgi_pass ${ pass };
${ php }		}
`;
}

/**
 * A php-fpm configuration (static workers, opcache on): the site's one
 * master in run/, or one of the cluster's, each in a folder of its own
 * (pid, socket, log, temp and session directories).
 *
 * @param {NginxSite}                                         site
 * @param {{ dir?: string, name?: string, workers?: number }} [master]
 */
export function fpmConf(
	{ run },
	{ dir = run, name = 'bench', workers = 4 } = {}
) {
	const own =
		dir === run
			? ''
			: `php_admin_value[upload_tmp_dir] = ${ dir }/tmp
php_admin_value[sys_temp_dir] = ${ dir }/tmp
php_admin_value[session.save_path] = ${ dir }/sessions
env[TMPDIR] = ${ dir }/tmp
`;
	return `; Written by bin/site/nginx.mjs on every start.
[global]
pid = ${ dir }/php-fpm.pid
error_log = ${ dir }/php-fpm.log
daemonize = no

[${ name }]
user = root
group = root
listen = ${ dir }/php-fpm.sock
pm = static
pm.max_children = ${ workers }
php_admin_value[memory_limit] = 256M
php_admin_value[error_log] = ${ run }/debug.log
${ own }php_admin_flag[log_errors] = on
php_admin_flag[display_errors] = off
php_admin_flag[opcache.enable] = on
php_admin_value[opcache.validate_timestamps] = 1
${ movedClock() }`;
}

/**
 * The pool's line that keeps bin/site/moved-clock.sh's offset for PHP:
 * php-fpm clears its workers' environment, and libfaketime, which reads
 * `FAKETIME` again as it runs, would then give them the real clock.
 */
function movedClock() {
	return process.env.FAKETIME
		? `env[FAKETIME] = ${ process.env.FAKETIME }\n`
		: '';
}

/**
 * Writes the configurations into conf/ (nginx's, and php-fpm's: the one
 * master's, or one per cluster master), makes nginx's temp folders and the
 * masters' own folders, and has nginx test its configuration (throws when
 * it fails).
 *
 * @param {NginxSite}                                                       site
 * @param {{ http?: string, server?: string, php?: string, pass?: string }} [extra]   nginxConf()'s.
 * @param {{ dir: string, name: string, workers?: number }[]}               [masters] The cluster's php-fpm masters.
 * @return {{ nginx: string, fpm: string[], errorLog: string }} The files.
 */
export function writeConfigs( site, extra, masters ) {
	mkdirSync( site.conf, { recursive: true } );
	for ( const dir of [ 'body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ] ) {
		mkdirSync( join( site.run, 'nginx-temp', dir ), { recursive: true } );
	}
	const files = {
		nginx: join( site.conf, 'nginx.conf' ),
		fpm: /** @type {string[]} */ ( [] ),
		errorLog: join( site.run, 'nginx-error.log' ),
	};
	writeFileSync( files.nginx, nginxConf( site, extra ) );
	for ( const master of masters ?? [ undefined ] ) {
		const file = join(
			site.conf,
			master ? `php-fpm-${ master.name }.conf` : 'php-fpm.conf'
		);
		if ( master ) {
			for ( const sub of [ 'tmp', 'sessions' ] ) {
				mkdirSync( join( master.dir, sub ), { recursive: true } );
			}
		}
		writeFileSync( file, fpmConf( site, master ) );
		files.fpm.push( file );
	}
	execFileSync(
		'nginx',
		[ '-t', '-q', '-e', files.errorLog, '-c', files.nginx ],
		{ stdio: [ 'ignore', 2, 2 ] }
	);
	return files;
}
