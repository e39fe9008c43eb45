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

/** Where the local test WordPress answers (bin/site/wp-up.sh writes it down). */
export function siteUrl(): string {
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
 * Runs one of this folder's PHP scripts on a JSON file inside the local test
 * WordPress (`php SCRIPT <wordpress dir> <site url> <file>`): its output.
 * @param script The script's file name in tests/parity.
 * @param file   The JSON file it reads.
 * @param name   What it runs, for the error message.
 */
export function runPhp(
	script: string,
	file: string,
	name: string
): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		execFile(
			'php',
			[ join( __dirname, script ), WP_DIR, siteUrl(), file ],
			{ maxBuffer: 16 * 1024 * 1024 },
			( error, stdout, stderr ) => {
				if ( error || stderr.trim() ) {
					reject(
						new Error(
							`${ script } failed for "${ name }": ${
								error?.message ?? ''
							}\n${ stderr }`
						)
					);
					return;
				}
				resolve( stdout );
			}
		);
	} );
}

/**
 * Writes a case as JSON into this run's folder: the file's path.
 * @param name  The file's name.
 * @param value The case.
 */
export function caseFile( name: string, value: unknown ): string {
	const file = join( folder, name );
	writeFileSync( file, JSON.stringify( value ) );
	return file;
}

/**
 * The server's view of one case.
 * @param parityCase The case.
 * @param index      Its number (names its file).
 */
export async function renderOnServer(
	parityCase: ParityCase,
	index: number
): Promise< ServerView > {
	const file = caseFile( `case-${ index }.json`, parityCase );
	return JSON.parse(
		await runPhp( 'render.php', file, parityCase.name )
	) as ServerView;
}

/**
 * A value decoded from PHP's JSON with every object key in camelCase
 * (`series_key` → `seriesKey`), to compare with the app's.
 * @param value The value.
 */
export function camelKeys( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( camelKeys );
	}
	if ( value === null || typeof value !== 'object' ) {
		return value;
	}
	return Object.fromEntries(
		Object.entries( value ).map( ( [ key, item ] ) => [
			key.replace( /_([a-z])/g, ( _m, c: string ) => c.toUpperCase() ),
			camelKeys( item ),
		] )
	);
}
