import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_HOME, type Mail } from './site';

/*
 * The mail catcher's race-free log (tests/wp/real-plugins/…-mail.php): one
 * JSON line per message, appended under a lock, so messages mailed at the
 * same moment are all there.
 */

const MAIL_LOG = join(
	SITE_HOME,
	'wordpress',
	'wp-content',
	'author-site-test-mail.jsonl'
);

/** Forgets the logged mail. */
export function clearMailLog(): void {
	rmSync( MAIL_LOG, { force: true } );
}

/** Every logged message, oldest first. */
export function loggedMail(): Mail[] {
	if ( ! existsSync( MAIL_LOG ) ) {
		return [];
	}
	return readFileSync( MAIL_LOG, 'utf8' )
		.split( '\n' )
		.filter( ( line ) => line !== '' )
		.map( ( line ) => JSON.parse( line ) as Mail );
}

/**
 * How many logged messages contain the text.
 *
 * @param text The text (an address, a marker).
 */
export function mailCount( text: string ): number {
	return loggedMail().filter( ( mail ) => mail.message.includes( text ) )
		.length;
}
