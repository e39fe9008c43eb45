/**
 * The Playground runner's command line: its options with their defaults, checked.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

import { die } from './log.mjs';

/**
 * The options from the arguments (`--name=value`), after `--help` has printed
 * the usage and left, and the site's folder, which must not be in the checkout.
 *
 * @param {string[]} args  The command line's arguments.
 * @param {string}   usage What `--help` prints.
 * @param {string}   root  The checkout.
 * @return {{options: Object<string,string>, home: string}} The options and the site's folder.
 */
export function readOptions( args, usage, root ) {
	const options = {
		plugins: 'auto',
		wp: 'auto',
		port: '9400',
		home: join( homedir(), '.author-site-playground' ),
		workers: '2',
	};
	for ( const arg of args ) {
		const match = /^--(plugins|wp|port|home|workers)=(.+)$/.exec( arg );
		if ( arg === '--help' || arg === '-h' ) {
			console.log( usage );
			process.exit( 0 );
		}
		if ( ! match ) {
			die( `unknown argument: ${ arg } (try --help)` );
		}
		options[ match[ 1 ] ] = match[ 2 ];
	}
	for ( const name of [ 'port', 'workers' ] ) {
		if ( ! /^[1-9]\d*$/.test( options[ name ] ) ) {
			die( `--${ name } must be a positive whole number` );
		}
	}
	const home = resolve( options.home );
	if ( `${ home }/`.startsWith( `${ root }/` ) ) {
		die( `--home (${ home }) must not be inside the repository` );
	}
	return { options, home };
}
