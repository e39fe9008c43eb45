/**
 * The theme's build for the Playground runner: made once (npm run build) when build/ is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { die, log } from './log.mjs';

/**
 * Runs `npm run build` in the checkout when it has no build yet.
 *
 * @param {string} root The checkout.
 */
export function ensureBuild( root ) {
	if ( ! existsSync( join( root, 'build', 'index.asset.php' ) ) ) {
		log( 'no build/ yet: npm run build (a minute or two, once)' );
		const built = spawnSync( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: root,
			stdio: 'inherit',
			shell: process.platform === 'win32',
		} );
		if ( built.status !== 0 ) {
			die( 'the build failed' );
		}
	}
}
