/**
 * Playground's CLI, run as the runner's child: its first arguments, and the run itself (ready when it says so, stopped with the runner).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { die, log } from './log.mjs';

/**
 * The server's arguments that every start has: port, workers, PHP, the admin's
 * login link, and the checkout mounted as the theme.
 *
 * @param {Object<string,string>} options The runner's options.
 * @param {string}                root    The checkout.
 * @return {string[]} The arguments.
 */
export function serverArgs( options, root ) {
	return [
		'server',
		`--port=${ options.port }`,
		`--workers=${ options.workers }`,
		'--php=8.2',
		// The admin is logged in by the link printed at the start, not on every
		// first request (`--login`): that one answers any request without
		// cookies, as the app's reads are, with a redirect that loops.
		'--define-bool',
		'PLAYGROUND_FORCE_AUTO_LOGIN_ENABLED',
		'true',
		`--mount-dir=${ root }`,
		'/wordpress/wp-content/themes/author-site',
	];
}

/**
 * Runs Playground's CLI in the site's folder, passing its output on; calls
 * onReady once WordPress runs, stops it on Ctrl+C or SIGTERM, and exits with it.
 *
 * @param {string}     root    The checkout (its node_modules has the CLI).
 * @param {string}     home    The site's folder.
 * @param {string[]}   cli     The CLI's arguments.
 * @param {() => void} onReady Called once, when WordPress is up.
 */
export function runPlayground( root, home, cli, onReady ) {
	const child = spawn(
		process.execPath,
		[
			join(
				root,
				'node_modules',
				'@wp-playground',
				'cli',
				'wp-playground.js'
			),
			...cli,
		],
		{ cwd: home, stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	let ready = false;
	child.stdout.setEncoding( 'utf8' );
	child.stdout.on( 'data', ( text ) => {
		process.stdout.write( text );
		if ( ! ready && text.includes( 'WordPress is running on' ) ) {
			ready = true;
			onReady();
		}
	} );
	for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
		process.on( signal, () => child.kill( 'SIGTERM' ) );
	}
	child.on( 'exit', ( code, signal ) => {
		if ( ! ready ) {
			die(
				`Playground stopped before the site was up (${ signal ?? code })`
			);
		}
		log( 'stopped' );
		process.exit( 0 );
	} );
}
