/**
 * Shared by `npm run bench` (bin/bench.mjs) and `npm run bench:load`
 * (bin/bench-load.mjs): a separate, production-like local WordPress —
 * nginx + php-fpm on loopback, gzip on, static files with long cache headers —
 * in its own home and database, the five recorded content pages (block-editor
 * variant), theme switching, `wrk` runs and table printing.
 *
 * Environment: AUTHOR_SITE_BENCH_HOME (default ~/.author-site-bench),
 * BENCH_PORT (default 8889), BENCH_DB (default authorsite_bench).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
export const HOME =
	process.env.AUTHOR_SITE_BENCH_HOME ??
	join( homedir(), '.author-site-bench' );
export const PORT = Number( process.env.BENCH_PORT ?? 8889 );
export const DB = process.env.BENCH_DB ?? 'authorsite_bench';
export const ORIGIN = `http://127.0.0.1:${ PORT }`;
export const WP_DIR = join( HOME, 'wordpress' );
const RUN = join( HOME, 'run' );
const CONF = join( HOME, 'bench' );
export const BARE_DIR = join( HOME, 'bare' );
export const ARTIFACTS = join( ROOT, 'artifacts', 'bench' );
const RECORDINGS = join( ROOT, 'tests', 'fixtures', 'wp-recordings' );

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
 * Runs PHP inside the bench WordPress (bin/wp-eval.sh) and returns stdout.
 * @param {string} code
 */
export function wpEval( code ) {
	return execFileSync( 'bash', [ join( ROOT, 'bin', 'wp-eval.sh' ), '-' ], {
		encoding: 'utf8',
		input: code,
		env: {
			...process.env,
			AUTHOR_SITE_HOME: HOME,
			WP_PORT: String( PORT ),
		},
		maxBuffer: 64 * 1024 * 1024,
	} ).trim();
}

// ------------------------------------------------------------------ processes
const children = new Set();
let stopping = null;

/** Stops every server this process started (idempotent). */
export async function stopServers() {
	if ( stopping ) {
		return stopping;
	}
	stopping = ( async () => {
		for ( const child of children ) {
			if ( child.exitCode === null && child.signalCode === null ) {
				child.kill( 'SIGQUIT' ); // graceful for both nginx and php-fpm
			}
		}
		const deadline = Date.now() + 5000;
		for ( const child of children ) {
			while (
				child.exitCode === null &&
				child.signalCode === null &&
				Date.now() < deadline
			) {
				await sleep( 100 );
			}
			if ( child.exitCode === null && child.signalCode === null ) {
				child.kill( 'SIGKILL' );
			}
		}
		children.clear();
		if ( existsSync( join( RUN, 'nginx.pid' ) ) ) {
			rmSync( join( RUN, 'nginx.pid' ) );
		}
		log( 'nginx and php-fpm stopped (the bench database stays)' );
	} )();
	return stopping;
}

/**
 * Runs `main` with the servers up and stops them afterwards, also on failure,
 * Ctrl-C or SIGTERM.
 * @param {() => Promise<void>} main
 */
export async function withServers( main ) {
	const onSignal = ( signal ) => {
		log( `${ signal }: stopping` );
		stopServers().finally( () => process.exit( 130 ) );
	};
	process.on( 'SIGINT', onSignal );
	process.on( 'SIGTERM', onSignal );
	let status = 0;
	try {
		await startServers();
		await main();
	} catch ( error ) {
		console.error( error?.stack ?? error );
		status = 1;
	} finally {
		await stopServers();
	}
	process.exit( status || process.exitCode || 0 );
}

export const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

/**
 * A pid from a file, if that process is alive and its command line matches.
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

/** Stops what an earlier, killed bench run or wp-up.sh left on our port. */
function stopLeftovers() {
	const php = livePid( join( RUN, 'server.pid' ), `127.0.0.1:${ PORT }` );
	if ( php ) {
		// wp-up.sh starts the PHP built-in server with setsid: kill its group.
		log(
			`stopping the PHP built-in server wp-up.sh started (pid ${ php })`
		);
		try {
			process.kill( -php, 'SIGTERM' );
		} catch {
			process.kill( php, 'SIGTERM' );
		}
	}
	rmSync( join( RUN, 'server.pid' ), { force: true } );
	rmSync( join( RUN, 'server.state' ), { force: true } );
	for ( const [ file, needle ] of [
		[ join( RUN, 'nginx.pid' ), 'nginx' ],
		[ join( RUN, 'php-fpm.pid' ), 'php-fpm' ],
	] ) {
		const pid = livePid( file, needle );
		if ( pid ) {
			log( `stopping a leftover ${ needle } (pid ${ pid })` );
			process.kill( pid, 'SIGQUIT' );
		}
	}
}

async function waitFree( port ) {
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
 * The nginx configuration: bench-lib's own servers by default; bin/cache-site.mjs
 * passes its own paths, port and a full-page cache (`cache`: the http-level
 * the server-level and the PHP-location directives, with an access log that
 * records the cache status and the upstream).
 *
 * @param {Object}                                             [o]
 * @param {string}                                             [o.run]   Folder for the pid, logs, socket and temp files.
 * @param {number}                                             [o.port]
 * @param {string}                                             [o.root]  The WordPress docroot.
 * @param {boolean}                                            [o.bare]  Whether to serve the bare page (bench only).
 * @param {{ http: string, server: string, php: string }|null} [o.cache]
 */
export function nginxConf( {
	run = RUN,
	port = PORT,
	root = WP_DIR,
	bare = true,
	cache = null,
} = {} ) {
	const temp = join( run, 'nginx-temp' );
	const barePage = `
		location ^~ ${ BARE_PATH } {
			alias ${ BARE_DIR }/;
			location ~* \\.(svg|ico)$ { add_header Cache-Control "public, max-age=31536000, immutable"; }
		}`;
	return `# Written by bin/${ cache ? 'cache-site' : 'bench-lib' }.mjs on every start.
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

	gzip on;
	gzip_vary on;
	gzip_proxied any;
	gzip_comp_level 5;
	gzip_min_length 256;
	gzip_types text/css text/plain text/xml application/javascript application/json application/ld+json application/xml image/svg+xml;
${ cache ? cache.http : '' }
	server {
		listen 127.0.0.1:${ port };
		server_name 127.0.0.1 localhost;
		root ${ root };
		index index.php index.html;
${ bare ? barePage : '' }${ cache ? cache.server : '' }
		location ~* \\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif|gif|ico)$ {
			try_files $uri /index.php?$args;
			add_header Cache-Control "public, max-age=31536000, immutable";
		}
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's fastcgi_params drops the port: WordPress would redirect to itself.
			fastcgi_param HTTP_HOST $host:$server_port;
			fastcgi_pass unix:${ run }/php-fpm.sock;
${ cache ? cache.php : '' }		}
	}
}
`;
}

/**
 * The php-fpm configuration (four static workers, opcache on).
 *
 * @param {Object} [o]
 * @param {string} [o.run] Folder for the pid, logs and socket.
 */
export function fpmConf( { run = RUN } = {} ) {
	return `; Written by bin/bench-lib.mjs or bin/cache-site.mjs on every start.
[global]
pid = ${ run }/php-fpm.pid
error_log = ${ run }/php-fpm.log
daemonize = no

[bench]
user = root
group = root
listen = ${ run }/php-fpm.sock
pm = static
pm.max_children = 4
php_admin_value[memory_limit] = 256M
php_admin_value[error_log] = ${ run }/debug.log
php_admin_flag[log_errors] = on
php_admin_flag[display_errors] = off
php_admin_flag[opcache.enable] = on
php_admin_value[opcache.validate_timestamps] = 1
${ movedClock() }`;
}

/**
 * The pool's line that keeps bin/moved-clock.sh's offset for PHP: php-fpm
 * clears its workers' environment, and libfaketime, which reads `FAKETIME`
 * again as it runs, would then give them the real clock.
 */
function movedClock() {
	return process.env.FAKETIME
		? `env[FAKETIME] = ${ process.env.FAKETIME }\n`
		: '';
}

function spawnServer( name, cmd, args ) {
	const out = join( RUN, `${ name }.out` );
	const child = spawn( cmd, args, {
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	const chunks = [];
	child.stdout.on( 'data', ( d ) => chunks.push( d ) );
	child.stderr.on( 'data', ( d ) => chunks.push( d ) );
	child.on( 'exit', ( code, signal ) => {
		writeFileSync( out, Buffer.concat( chunks ) );
		if ( ! stopping ) {
			log( `${ name } exited (${ code ?? signal }); see ${ out }` );
		}
	} );
	children.add( child );
	return child;
}

/**
 * WordPress through bin/wp-up.sh (bench home, port and database), whose PHP
 * built-in server is then replaced by nginx + php-fpm on the same port.
 */
export async function startServers() {
	if ( ! existsSync( join( ROOT, 'build', 'index.js' ) ) ) {
		log( 'build/ is missing: npm run build' );
		execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: ROOT,
			stdio: [ 'ignore', 2, 2 ],
		} );
	}
	mkdirSync( RUN, { recursive: true } );
	stopLeftovers();
	log( `bin/wp-up.sh for ${ HOME } (port ${ PORT }, database ${ DB })` );
	execFileSync( 'bash', [ join( ROOT, 'bin', 'wp-up.sh' ) ], {
		stdio: [ 'ignore', 2, 2 ],
		env: {
			...process.env,
			AUTHOR_SITE_HOME: HOME,
			WP_PORT: String( PORT ),
			WP_DB_NAME: DB,
		},
	} );
	stopLeftovers();
	await waitFree( PORT );

	mkdirSync( CONF, { recursive: true } );
	for ( const dir of [ 'body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ] ) {
		mkdirSync( join( RUN, 'nginx-temp', dir ), { recursive: true } );
	}
	writeFileSync( join( CONF, 'nginx.conf' ), nginxConf() );
	writeFileSync( join( CONF, 'php-fpm.conf' ), fpmConf() );
	execFileSync(
		'nginx',
		[
			'-t',
			'-q',
			'-e',
			join( RUN, 'nginx-error.log' ),
			'-c',
			join( CONF, 'nginx.conf' ),
		],
		{ stdio: [ 'ignore', 2, 2 ] }
	);
	spawnServer( 'php-fpm', 'php-fpm8.2', [
		'--nodaemonize',
		'--allow-to-run-as-root',
		'--fpm-config',
		join( CONF, 'php-fpm.conf' ),
	] );
	spawnServer( 'nginx', 'nginx', [
		'-e',
		join( RUN, 'nginx-error.log' ),
		'-c',
		join( CONF, 'nginx.conf' ),
		'-g',
		'daemon off;',
	] );
	for ( let i = 0; i < 100; i++ ) {
		try {
			const res = await fetch( `${ ORIGIN }/wp-login.php`, {
				signal: AbortSignal.timeout( 2000 ),
			} );
			if ( res.status === 200 ) {
				log(
					`nginx + php-fpm up on ${ ORIGIN } (configs in ${ CONF })`
				);
				return;
			}
		} catch {}
		await sleep( 200 );
	}
	throw new Error( `nginx + php-fpm did not answer on ${ ORIGIN }` );
}

// ------------------------------------------------------------------ content
/** The five content pages from the recordings (block-editor variant). */
export function putContentPages() {
	const pages = ROUTES.map( ( { slug } ) => {
		const recording = JSON.parse(
			readFileSync(
				join( RECORDINGS, `pages-block-${ slug }.json` ),
				'utf8'
			)
		);
		const page = JSON.parse( recording.response.body )[ 0 ];
		return {
			slug,
			title: page.title.rendered,
			content: page.content.rendered,
		};
	} );
	const data = Buffer.from( JSON.stringify( pages ) ).toString( 'base64' );
	wpEval( `
		foreach ( json_decode( base64_decode( '${ data }' ), true ) as $p ) {
			$fields = array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $p['slug'],
				'post_title' => html_entity_decode( $p['title'] ), 'post_content' => $p['content'] );
			$existing = get_page_by_path( $p['slug'], OBJECT, 'page' );
			if ( $existing ) { $fields['ID'] = $existing->ID; }
			$id = wp_insert_post( wp_slash( $fields ), true );
			if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }
		}
	` );
	log( 'content pages: the five recorded block-editor pages' );
}

/**
 * BENCH_PICTURES=1: the author's own pictures, as a real author's are: a
 * 1600×2400 JPEG cover of a few hundred KB, a 1200×1500 photo and a PNG logo
 * (bin/make-pictures.php), uploaded into the media library (WordPress makes
 * its sizes) and set as the Books and About pages' featured images and the
 * Site Logo. Without it, pictures a previous run set are taken off.
 *
 * @param {boolean} on Whether to set them.
 */
export function putPictures( on ) {
	const folder = join( HOME, 'pictures' );
	if ( on ) {
		execFileSync(
			'php',
			[ join( ROOT, 'bin', 'make-pictures.php' ), folder ],
			{
				stdio: [ 'ignore', 2, 2 ],
			}
		);
	}
	log(
		wpEval( `
			require_once ABSPATH . 'wp-admin/includes/image.php';
			require_once ABSPATH . 'wp-admin/includes/file.php';
			require_once ABSPATH . 'wp-admin/includes/media.php';
			foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'meta_key' => 'author_site_bench_picture', 'fields' => 'ids' ) ) as $id ) {
				wp_delete_attachment( $id, true );
			}
			remove_theme_mod( 'custom_logo' );
			delete_option( 'site_logo' );
			if ( ! ${ on ? 'true' : 'false' } ) { echo 'pictures: none (the built-in art)'; return; }
			$set = array( 'books' => 'cover.jpg', 'about' => 'portrait.jpg', 'logo' => 'logo.png' );
			foreach ( $set as $where => $file ) {
				copy( '${ folder }/' . $file, '${ folder }/upload-' . $file );
				$id = media_handle_sideload( array( 'name' => $file, 'tmp_name' => '${ folder }/upload-' . $file ), 0 );
				if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }
				update_post_meta( $id, 'author_site_bench_picture', 1 );
				if ( 'logo' === $where ) {
					set_theme_mod( 'custom_logo', $id );
				} else {
					set_post_thumbnail( get_page_by_path( author_site_content_slugs()[ $where ], OBJECT, 'page' ), $id );
				}
			}
			echo 'pictures: a 1600x2400 JPEG cover, a 1200x1500 photo and a PNG logo, uploaded and set';
		` )
	);
}

const REAL_PLUGINS = [
	'the-events-calendar/the-events-calendar.php',
	'constant-contact-forms/constant-contact-forms.php',
	'wpforms-lite/wpforms.php',
];

/**
 * BENCH_PLUGINS=1: the real plugins (bin/install-plugins.sh) active, with
 * the real-plugin site's events and forms (bin/site-setup) and
 * the content pages the theme seeds from its own defaults, not the
 * recordings. Throws when the plugin zips are missing.
 */
export function putPluginsSite() {
	execFileSync( 'bash', [ join( ROOT, 'bin', 'install-plugins.sh' ) ], {
		stdio: [ 'ignore', 2, 2 ],
		env: { ...process.env, AUTHOR_SITE_HOME: HOME },
	} );
	switchTheme( 'author-site' );
	for ( const step of [ '1-activate.php', '2-content.php' ] ) {
		log(
			wpEval(
				readFileSync( join( ROOT, 'bin', 'site-setup', step ), 'utf8' )
			)
		);
	}
	wpEval( `
		foreach ( author_site_content_slugs() as $slug ) {
			$page = get_page_by_path( $slug, OBJECT, 'page' );
			if ( $page ) { wp_delete_post( $page->ID, true ); }
		}
		author_site_seed_content_pages();
	` );
	log( 'content: the theme’s own pages, the real plugins’ events and forms' );
}

/** Without BENCH_PLUGINS: the real plugins, if a plugin run left them, off. */
export function deactivateRealPlugins() {
	wpEval( `
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		deactivate_plugins( ${ JSON.stringify( REAL_PLUGINS ) } ); // A JSON list is a PHP array.
	` );
}

/**
 * Activates a theme (author-site or twentytwentyfive).
 * @param {string} slug
 */
export function switchTheme( slug ) {
	const active = wpEval( `
		wp_clean_themes_cache();
		if ( get_stylesheet() !== '${ slug }' ) { switch_theme( '${ slug }' ); }
		delete_option( 'rewrite_rules' );
		echo get_stylesheet();
	` );
	if ( active !== slug ) {
		throw new Error( `could not activate ${ slug } (active: ${ active })` );
	}
	log( `theme: ${ slug }` );
}

/** The URLs measured for each theme, in ROUTES order. */
export const themeUrls = {
	'author-site': ROUTES.map( ( { route } ) => route ),
	twentytwentyfive: ROUTES.map( ( { slug } ) => `/${ slug }/` ),
};

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

// ------------------------------------------------------------------ bare page
/**
 * A static page with the same text as the theme's Home (its server HTML with
 * every script, style, image, icon and attribute removed), a favicon, no JS
 * and no web font. Call while author-site is active.
 */
export async function writeBarePage() {
	const html = await ( await fetchRetry( `${ ORIGIN }/` ) ).text();
	const title = /<title>([^<]*)<\/title>/.exec( html )?.[ 1 ] ?? 'Home';
	let body = /<body[^>]*>([\s\S]*)<\/body>/.exec( html )?.[ 1 ] ?? '';
	for ( const tag of [
		'script',
		'style',
		'noscript',
		'template',
		'svg',
		'button',
		'form',
		'picture',
	] ) {
		body = body.replace(
			new RegExp( `<${ tag }\\b[\\s\\S]*?<\\/${ tag }>`, 'gi' ),
			''
		);
	}
	body = body
		.replace( /<(img|input|link|meta|source)\b[^>]*>/gi, '' )
		// Every element without its attributes (links keep a target, hidden stays hidden).
		.replace( /<([a-z][a-z0-9]*)\b([^>]*)>/gi, ( _, tag, attrs ) => {
			if ( /\bhidden\b/.test( attrs ) ) {
				return `<${ tag } hidden>`;
			}
			return tag.toLowerCase() === 'a' ? '<a href="#">' : `<${ tag }>`;
		} )
		.replace( /\n\s*\n+/g, '\n' );
	// Drop what is left empty (icon-only links, their list items, lists).
	for ( let before = ''; before !== body; ) {
		before = body;
		body = body.replace( /<(a|li|ul|span|div)\b[^>]*>\s*<\/\1>/g, '' );
	}
	const description =
		/<meta name="description" content="([^"]*)"/.exec( html )?.[ 1 ] ??
		'A bare static page with the same text as the home page.';
	mkdirSync( BARE_DIR, { recursive: true } );
	copyFileSync(
		join( ROOT, 'assets', 'images', 'favicon.svg' ),
		join( BARE_DIR, 'favicon.svg' )
	);
	writeFileSync(
		join( BARE_DIR, 'index.html' ),
		`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ title }</title>
<meta name="description" content="${ description }">
<link rel="icon" href="favicon.svg" type="image/svg+xml">
<style>body{margin:0 auto;max-width:40rem;padding:1rem;font:1rem/1.5 system-ui,sans-serif;color:#222;background:#fff}a{color:#0645ad}</style>
</head>
<body>
${ body.trim() }
</body>
</html>
`
	);
	log( `bare page: ${ join( BARE_DIR, 'index.html' ) } at ${ BARE_PATH }` );
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
