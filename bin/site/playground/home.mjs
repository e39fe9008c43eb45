/**
 * The Playground site's folder: what each start makes anew there, and its mail and PHP log folders mounted into Playground.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes what an earlier start made (only that) and makes the mail and log folders again.
 *
 * @param {string} home The site's folder.
 */
export function freshHome( home ) {
	for ( const made of [ 'mail', 'log', 'blueprint.json' ] ) {
		rmSync( join( home, made ), { recursive: true, force: true } );
	}
	for ( const folder of [ 'mail', 'log' ] ) {
		mkdirSync( join( home, folder ), { recursive: true } );
	}
}

/**
 * Where the mail catcher keeps every message, on this machine.
 *
 * @param {string} home The site's folder.
 */
export const mailLog = ( home ) => join( home, 'mail', 'mail.jsonl' );

/**
 * Where PHP's log is, on this machine.
 *
 * @param {string} home The site's folder.
 */
export const phpLog = ( home ) => join( home, 'log', 'php.log' );

/**
 * Playground's arguments that mount the mail and log folders and send PHP's log there.
 *
 * @param {string} home The site's folder.
 * @return {string[]} The arguments.
 */
export function homeMounts( home ) {
	return [
		`--mount-dir=${ join( home, 'mail' ) }`,
		'/author-site-mail',
		`--mount-dir=${ join( home, 'log' ) }`,
		'/author-site-log',
		// What PHP logs, on this machine too (PHP_LOG). The CLI's own debug
		// constants (WP_DEBUG on, shown nowhere) stand for the rest.
		'--define',
		'WP_DEBUG_LOG',
		'/author-site-log/php.log',
	];
}
