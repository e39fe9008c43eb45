/**
 * Runs tests/parity/render.php for a case inside the local test WordPress.
 */
import { execFile } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { homedir, tmpdir } from 'os';
import { join } from 'path';
import type { ParityCase } from './cases';

export interface ServerView {
	/** The theme's first-view markup for the route (#root's content). */
	html: string;
	/** The configuration it prints as #author-site-config. */
	config: unknown;
	/** The answers it prints as #author-site-preload. */
	preload: unknown;
}

const SITE_HOME =
	process.env.AUTHOR_SITE_HOME ?? join( homedir(), '.author-site' );
const WP_DIR = join( SITE_HOME, 'wordpress' );

/** Where the local test WordPress answers (bin/wp-up.sh writes it down). */
function siteUrl(): string {
	const file = join( SITE_HOME, 'run', 'url' );
	return existsSync( file )
		? readFileSync( file, 'utf8' ).trim()
		: `http://127.0.0.1:${ process.env.WP_PORT ?? '8881' }`;
}

/** Whether the local test WordPress is there to load. */
export function siteReady(): boolean {
	return existsSync( join( WP_DIR, 'wp-config.php' ) );
}

const folder = mkdtempSync( join( tmpdir(), 'author-site-parity-' ) );

/**
 * The server's view of one case.
 * @param parityCase The case.
 * @param index      Its number (names its file).
 */
export function renderOnServer(
	parityCase: ParityCase,
	index: number
): Promise< ServerView > {
	const file = join( folder, `case-${ index }.json` );
	writeFileSync( file, JSON.stringify( parityCase ) );
	return new Promise( ( resolve, reject ) => {
		execFile(
			'php',
			[ join( __dirname, 'render.php' ), WP_DIR, siteUrl(), file ],
			{ maxBuffer: 16 * 1024 * 1024 },
			( error, stdout, stderr ) => {
				if ( error || stderr.trim() ) {
					reject(
						new Error(
							`render.php failed for "${ parityCase.name }": ${
								error?.message ?? ''
							}\n${ stderr }`
						)
					);
					return;
				}
				resolve( JSON.parse( stdout ) as ServerView );
			}
		);
	} );
}
