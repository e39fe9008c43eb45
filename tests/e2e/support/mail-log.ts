import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_HOME, type Mail } from './plugins-site';

/*
 * The mail catcher's race-free log (tests/wp/real-plugins/…-mail.php): one
 * JSON line per message, appended under a lock, so messages mailed at the
 * same moment are all there.
 */

/**
 * The mail log of a site that has the mail catcher (the real-plugin site's,
 * below; the cache-fronted site's, tests/e2e/behind-cache).
 *
 * @param home The site's home (its AUTHOR_SITE_HOME).
 */
export function mailLogOf( home: string ) {
	const file = join(
		home,
		'wordpress',
		'wp-content',
		'author-site-test-mail.jsonl'
	);
	/** Every logged message, oldest first. */
	const all = (): Mail[] =>
		existsSync( file )
			? readFileSync( file, 'utf8' )
					.split( '\n' )
					.filter( ( line ) => line !== '' )
					.map( ( line ) => JSON.parse( line ) as Mail )
			: [];
	return {
		/** Forgets the logged mail. */
		clear: (): void => rmSync( file, { force: true } ),
		all,
		/**
		 * How many logged messages contain the text.
		 *
		 * @param text The text (an address, a marker).
		 */
		count: ( text: string ): number =>
			all().filter( ( mail ) => mail.message.includes( text ) ).length,
	};
}

const log = mailLogOf( SITE_HOME );

/** Forgets the logged mail. */
export const clearMailLog = log.clear;

/** Every logged message, oldest first. */
export const loggedMail = log.all;

/**
 * How many logged messages contain the text.
 *
 * @param text The text (an address, a marker).
 */
export const mailCount = log.count;
