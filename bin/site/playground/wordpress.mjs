/**
 * Which WordPress Playground runs: its own download, or local files packed once into a zip and served on loopback.
 */
import { createHash } from 'node:crypto';
import {
	cpSync,
	createReadStream,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	renameSync,
	rmSync,
	statSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';

import { die, log } from './log.mjs';

/**
 * The local WordPress folder to run (--wp, or Debian's when wordpress.org does
 * not answer), or null for Playground's own download.
 *
 * @param {string}  option   The --wp option ('auto' or a folder).
 * @param {boolean} isOnline Whether wordpress.org answers.
 * @return {string|null} The folder, or null.
 */
export function wordpressFolder( option, isOnline ) {
	let wpFolder = option === 'auto' ? null : resolve( option );
	if ( ! wpFolder && ! isOnline ) {
		wpFolder = '/usr/share/wordpress';
		if ( ! existsSync( join( wpFolder, 'wp-includes', 'version.php' ) ) ) {
			die(
				'no WordPress: wordpress.org does not answer and there is no /usr/share/wordpress; name an unpacked WordPress with --wp=FOLDER'
			);
		}
	}
	return wpFolder;
}

/**
 * The WordPress version of an unpacked WordPress; stops the runner when it is none.
 *
 * @param {string} wpFolder The folder.
 * @return {string} The version.
 */
function versionOf( wpFolder ) {
	const version = existsSync( join( wpFolder, 'wp-includes', 'version.php' ) )
		? /\$wp_version = '([^']+)'/.exec(
				readFileSync(
					join( wpFolder, 'wp-includes', 'version.php' ),
					'utf8'
				)
			)?.[ 1 ]
		: null;
	if ( ! version ) {
		die(
			`${ wpFolder } is not an unpacked WordPress (no wp-includes/version.php)`
		);
	}
	return version;
}

/**
 * Zips a WordPress folder as Playground's downloads are: Debian's links
 * followed; its wp-config.php and wp-content left out but for the default themes.
 *
 * @param {string} wpFolder The folder.
 * @param {string} localZip The zip to make.
 * @param {string} home     The site's folder (the zip is staged there).
 */
function pack( wpFolder, localZip, home ) {
	const stage = join( home, 'stage' );
	const wordpress = join( stage, 'wordpress' );
	rmSync( stage, { recursive: true, force: true } );
	for ( const entry of readdirSync( wpFolder ) ) {
		if (
			! [ 'wp-config.php', 'wp-content', '.htaccess' ].includes( entry )
		) {
			cpSync( join( wpFolder, entry ), join( wordpress, entry ), {
				recursive: true,
				dereference: true,
			} );
		}
	}
	for ( const folder of [ 'plugins', 'themes', 'mu-plugins', 'uploads' ] ) {
		mkdirSync( join( wordpress, 'wp-content', folder ), {
			recursive: true,
		} );
	}
	const themes = join( wpFolder, 'wp-content', 'themes' );
	for ( const theme of existsSync( themes ) ? readdirSync( themes ) : [] ) {
		if ( theme.startsWith( 'twenty' ) ) {
			cpSync(
				join( themes, theme ),
				join( wordpress, 'wp-content', 'themes', theme ),
				{ recursive: true, dereference: true }
			);
		}
	}
	const zipped = spawnSync(
		'zip',
		[ '-qr', '-X', `${ localZip }.tmp`, 'wordpress' ],
		{ cwd: stage, stdio: 'inherit' }
	);
	rmSync( stage, { recursive: true, force: true } );
	if ( zipped.status !== 0 ) {
		rmSync( `${ localZip }.tmp`, { force: true } );
		die( 'could not pack the WordPress files (is `zip` installed?)' );
	}
	renameSync( `${ localZip }.tmp`, localZip );
}

/**
 * The zip of a local WordPress folder (made once per folder and version), and
 * the words for where WordPress comes from; no zip for Playground's download.
 *
 * @param {string|null} wpFolder The folder, or null.
 * @param {string}      home     The site's folder, where the zip is kept.
 * @return {{localZip: string|null, wpFrom: string}} The zip and the words.
 */
export function wordpressZip( wpFolder, home ) {
	if ( ! wpFolder ) {
		return {
			localZip: null,
			wpFrom: "WordPress from Playground's download (latest)",
		};
	}
	const version = versionOf( wpFolder );
	// The files as a zip, which Playground unpacks as it does its own
	// download, into a fresh site of its own each start (mounted instead, the
	// copy received Playground's wp-config.php and database, and was no faster).
	const key = createHash( 'sha1' )
		.update( `${ wpFolder }\n${ version }` )
		.digest( 'hex' )
		.slice( 0, 8 );
	const localZip = join( home, `wordpress-${ version }-${ key }.zip` );
	if ( ! existsSync( localZip ) ) {
		log( `packing ${ wpFolder } (WordPress ${ version }) once` );
		pack( wpFolder, localZip, home );
	}
	return { localZip, wpFrom: `WordPress ${ version } from ${ wpFolder }` };
}

/**
 * Serves the zip on loopback for Playground to "download" (it keeps a copy per
 * address in ~/.wordpress-playground, to be removed once the site is up).
 *
 * @param {string} localZip The zip.
 * @return {Promise<{address: string, playgroundCopy: string}>} Its address, and Playground's copy.
 */
export async function serveWordPressZip( localZip ) {
	const server = createServer( ( request, answer ) => {
		answer.writeHead( 200, {
			'content-type': 'application/zip',
			'content-length': statSync( localZip ).size,
		} );
		createReadStream( localZip ).pipe( answer );
	} );
	await new Promise( ( done ) => server.listen( 0, '127.0.0.1', done ) );
	server.unref();
	const address = `http://127.0.0.1:${ server.address().port }/${ basename(
		localZip
	) }`;
	const hash = createHash( 'sha1' ).update( address ).digest( 'hex' );
	const playgroundCopy = join(
		homedir(),
		'.wordpress-playground',
		`custom-${ hash.slice( 0, 8 ) }.zip`
	);
	return { address, playgroundCopy };
}
