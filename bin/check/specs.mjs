/**
 * Fails when a test file under Playwright's test folders is run by no
 * project: one line naming each. A spec whose name no project's testMatch
 * takes (or every project's testIgnore drops) would otherwise never run, and
 * a floor in tests/baseline.json notices only if it was counted once.
 *
 *   node bin/check/specs.mjs [CONFIG]      (default: playwright.config.ts)
 *
 * The config is loaded by Playwright's own loader and each project's files
 * found by Playwright's own matcher (its testDir, testMatch and testIgnore),
 * so what counts as run is what `playwright test` runs; no test file is
 * loaded, so it takes about a second. The projects that exist only with
 * their site's address (REAL_PLUGINS_URL, CACHE_SITE_URL) are loaded with a
 * placeholder address, and the Playground project (left out of a run with
 * SKIP_PLAYGROUND) with that variable unset, so their files count as run.
 *
 * A test file: a name ending in .spec, .test, .setup, .teardown or .check
 * and one of the script extensions Playwright loads.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const TEST_FILE = /\.(spec|test|setup|teardown|check)\.[cm]?[jt]sx?$/;
const SITE_VARIABLES = [ 'REAL_PLUGINS_URL', 'CACHE_SITE_URL' ];

// The playwright package @playwright/test runs on, found from it.
const playwright = createRequire(
	createRequire( import.meta.url ).resolve( '@playwright/test' )
);

/**
 * Every test file under a folder (node_modules and dot folders left out).
 *
 * @param {string} folder Absolute path.
 * @return {string[]} Absolute paths.
 */
function testFilesUnder( folder ) {
	return readdirSync( folder, { withFileTypes: true } ).flatMap(
		( entry ) => {
			const path = join( folder, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'node_modules' ||
					entry.name.startsWith( '.' )
					? []
					: testFilesUnder( path );
			}
			return TEST_FILE.test( entry.name ) ? [ path ] : [];
		}
	);
}

/**
 * The test files no project runs, relative to the working directory.
 *
 * @param {string} configFile The Playwright config.
 * @return {Promise<string[]>} Sorted paths.
 */
async function orphans( configFile ) {
	for ( const name of SITE_VARIABLES ) {
		process.env[ name ] ||= 'http://127.0.0.1:9';
	}
	delete process.env.SKIP_PLAYGROUND;
	// Playwright's loader and matcher (exported by the package, not its
	// documented API: if they move, this check fails rather than passes).
	const { configLoader } = playwright( 'playwright/lib/common' );
	const { projectUtils } = playwright( 'playwright/lib/runner' );
	const config = await configLoader.loadConfigFromFile( configFile );
	const run = new Set();
	const folders = new Set();
	for ( const project of config.projects ) {
		folders.add( project.project.testDir );
		for ( const file of await projectUtils.collectFilesForProject(
			project
		) ) {
			run.add( file );
		}
	}
	return [ ...folders ]
		.flatMap( testFilesUnder )
		.filter( ( file ) => ! run.has( file ) )
		.map( ( file ) => relative( process.cwd(), file ) )
		.sort();
}

const configFile = resolve( process.argv[ 2 ] ?? 'playwright.config.ts' );
try {
	const found = await orphans( configFile );
	for ( const file of found ) {
		console.log(
			`[check-specs] no Playwright project runs ${ file } (${ relative(
				process.cwd(),
				configFile
			) }: testMatch, testIgnore)`
		);
	}
	if ( found.length ) {
		process.exit( 1 );
	}
	console.log( `[check-specs] every test file is in a Playwright project` );
} catch ( error ) {
	console.log(
		`[check-specs] could not list the projects' files: ${ error.message }`
	);
	process.exit( 1 );
}
