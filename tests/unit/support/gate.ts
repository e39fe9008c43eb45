/**
 * Runs the gate's scripts in bin/ (docs/testing.md#the-gate) the way
 * bin/test.sh does, in a folder of the test's making: no test here runs
 * bin/test.sh itself.
 */
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';

export const REPO = join( __dirname, '..', '..', '..' );

/** How a script ended and the lines it printed (stdout, then stderr). */
export interface ScriptRun {
	status: number | null;
	lines: string[];
	/** The last line printed. */
	last: string | undefined;
}

/**
 * Runs a script of bin/ (bash for `.sh`, node otherwise).
 *
 * @param script Path in bin/ (`check/zips.sh`).
 * @param args   Its arguments.
 * @param cwd    Where it runs.
 * @param env    Variables set (a string) or unset (undefined) over this
 *               process's own, so a CI run's CI=true never leaks in.
 */
export function runScript(
	script: string,
	args: string[],
	cwd: string,
	env: Record< string, string | undefined >
): ScriptRun {
	const merged: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( {
		...process.env,
		...env,
	} ) ) {
		if ( value !== undefined ) {
			merged[ name ] = value;
		}
	}
	const result = spawnSync(
		script.endsWith( '.sh' ) ? 'bash' : 'node',
		[ join( REPO, 'bin', script ), ...args ],
		{ cwd, env: merged, encoding: 'utf8' }
	);
	const lines = `${ result.stdout }${ result.stderr }`
		.split( '\n' )
		.filter( ( line ) => line.trim() !== '' );
	return { status: result.status, lines, last: lines[ lines.length - 1 ] };
}

/**
 * A new folder holding the given files.
 *
 * @param files Path in the folder → content.
 */
export function folderWith( files: Record< string, string > ): string {
	const folder = mkdtempSync( join( tmpdir(), 'author-site-gate-' ) );
	for ( const [ path, content ] of Object.entries( files ) ) {
		mkdirSync( dirname( join( folder, path ) ), { recursive: true } );
		writeFileSync( join( folder, path ), content );
	}
	return folder;
}
