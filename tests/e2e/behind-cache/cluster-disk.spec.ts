import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '../support/fixtures';
import { SITE_HOME } from '../support/cache-site';
import { SERVERS, fromEach } from '../support/cluster';
import { clientHeaders, drawnToken, typing } from '../support/form-posts';

/*
 * Nothing the theme writes at request time goes to one server's own disk
 * (docs/hosting.md#nothing-stored-per-server): after each server answered
 * the five routes and a contact message, no file changed in WordPress's
 * folder (uploads and the test mail catcher's log aside) nor in the
 * servers' own temp and session folders.
 */

/** The folders a server could keep something in. */
const FOLDERS = [
	join( SITE_HOME, 'wordpress' ),
	...SERVERS.map( ( server ) => join( SITE_HOME, 'run', server.name ) ),
];

/** What may change: uploads, and the test mu-plugins' logs (`*.jsonl`). */
const ASIDE =
	/^wordpress\/wp-content\/(uploads\/|[^/]+\.jsonl$)|\.sock$|\.pid$|\.log$/;

/** Every file under the folders with its size and modification time. */
function files(): Map< string, string > {
	const found = new Map< string, string >();
	const walk = ( dir: string ) => {
		for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
			const path = join( dir, entry.name );
			const name = relative( SITE_HOME, path ).replace( /^run\//, '' );
			if ( ASIDE.test( name ) ) {
				continue;
			}
			if ( entry.isDirectory() ) {
				walk( path );
			} else if ( entry.isFile() ) {
				const stat = statSync( path );
				found.set( name, `${ stat.size } ${ stat.mtimeMs }` );
			}
		}
	};
	FOLDERS.forEach( walk );
	return found;
}

test( 'the routes and a contact message on each server write no file of their own', async ( {
	request,
} ) => {
	const before = files();
	for ( const path of [ '/', '/books/', '/about', '/events', '/contact' ] ) {
		await fromEach( request, path );
	}
	for ( const server of SERVERS ) {
		const headers = clientHeaders( `cluster-disk-${ server.name }` );
		const token = await drawnToken(
			request,
			`${ server.url }/contact`,
			headers
		);
		await typing( 2100 );
		const answer = await request.post( `${ server.url }/contact`, {
			headers,
			form: {
				author_site_form: 'contact',
				author_site_token: token,
				name: 'Cluster Disk',
				email: `cluster-disk-${ Date.now() }@example.test`,
				subject: 'Other',
				message: 'A message that must leave no file behind.',
			},
		} );
		expect( await answer.text() ).toContain( '>Message Sent</h3>' );
	}
	const after = files();
	const changed = [ ...after ]
		.filter( ( [ name, seen ] ) => before.get( name ) !== seen )
		.map( ( [ name ] ) => name );
	expect( changed ).toEqual( [] );
} );
