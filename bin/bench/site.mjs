/**
 * The bench's own WordPress, production-like: made by bin/site/wp-up.sh in
 * its own home and database, then served by nginx + php-fpm
 * (bin/site/nginx.mjs) on the same port, both run as this process's
 * children and stopped with it; PHP run inside it.
 *
 * Environment: those of bin/bench/lib.mjs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	stopSite,
	waitAnswer,
	waitFree,
	writeConfigs,
} from '../site/nginx.mjs';
import {
	BARE_DIR,
	BARE_PATH,
	DB,
	HOME,
	ORIGIN,
	PORT,
	ROOT,
	WP_DIR,
	log,
	sleep,
} from './lib.mjs';

/** The bench's site, as bin/site/nginx.mjs takes it. */
const SITE = {
	run: join( HOME, 'run' ),
	conf: join( HOME, 'bench' ),
	port: PORT,
	url: ORIGIN,
	wpDir: WP_DIR,
};

/** The bare page (bin/bench/content.mjs writes it), at BARE_PATH. */
const BARE_PAGE = `
		location ^~ ${ BARE_PATH } {
			alias ${ BARE_DIR }/;
			location ~* \\.(svg|ico)$ { add_header Cache-Control "public, max-age=31536000, immutable"; }
		}`;

/**
 * Runs PHP inside the bench WordPress (bin/site/wp-eval.sh) and returns
 * stdout.
 * @param {string} code
 */
export function wpEval( code ) {
	const script = join( ROOT, 'bin', 'site', 'wp-eval.sh' );
	return execFileSync( 'bash', [ script, '-' ], {
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
		if ( existsSync( join( SITE.run, 'nginx.pid' ) ) ) {
			rmSync( join( SITE.run, 'nginx.pid' ) );
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

function spawnServer( name, cmd, args ) {
	const out = join( SITE.run, `${ name }.out` );
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
 * WordPress through bin/site/wp-up.sh (bench home, port and database), whose
 * PHP built-in server is then replaced by nginx + php-fpm on the same port.
 */
export async function startServers() {
	if ( ! existsSync( join( ROOT, 'build', 'index.js' ) ) ) {
		log( 'build/ is missing: npm run build' );
		execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: ROOT,
			stdio: [ 'ignore', 2, 2 ],
		} );
	}
	mkdirSync( SITE.run, { recursive: true } );
	// What an earlier, killed bench run or wp-up.sh left on the port.
	await stopSite( SITE, log );
	log( `bin/site/wp-up.sh for ${ HOME } (port ${ PORT }, database ${ DB })` );
	execFileSync( 'bash', [ join( ROOT, 'bin', 'site', 'wp-up.sh' ) ], {
		stdio: [ 'ignore', 2, 2 ],
		env: {
			...process.env,
			AUTHOR_SITE_HOME: HOME,
			WP_PORT: String( PORT ),
			WP_DB_NAME: DB,
		},
	} );
	await stopSite( SITE, log );
	await waitFree( PORT );

	const { nginx, fpm, errorLog } = writeConfigs( SITE, {
		server: BARE_PAGE,
	} );
	spawnServer( 'php-fpm', 'php-fpm8.2', [
		'--nodaemonize',
		'--allow-to-run-as-root',
		'--fpm-config',
		fpm[ 0 ],
	] );
	spawnServer( 'nginx', 'nginx', [
		'-e',
		errorLog,
		'-c',
		nginx,
		'-g',
		'daemon off;',
	] );
	await waitAnswer( SITE );
	log( `nginx + php-fpm up on ${ ORIGIN } (configs in ${ SITE.conf })` );
}
