/**
 * bin/check/specs.mjs (docs/testing.md#the-gate): a test file no Playwright
 * project runs fails the run, with one line naming it; the projects that
 * exist only with their site's address still count as running theirs.
 */
import { folderWith, runScript } from '../support/gate';

/*
 * A config shaped like playwright.config.ts: a project that takes every
 * spec but the other site's, a setup project, and the other site's project
 * only when its address is set.
 */
const CONFIG = `export default {
	testDir: 'e2e',
	projects: [
		{ name: 'install', testMatch: /install\\.setup\\.ts/ },
		{ name: 'site', testMatch: /.*\\.spec\\.ts/, testIgnore: /real-plugins\\// },
		...( process.env.REAL_PLUGINS_URL
			? [ { name: 'real-plugins', testMatch: /real-plugins\\/.*\\.spec\\.ts/ } ]
			: [] ),
	],
};
`;

const OWNED = {
	'playwright.config.mjs': CONFIG,
	'e2e/install.setup.ts': '',
	'e2e/routes.spec.ts': '',
	'e2e/nested/menus.spec.ts': '',
	'e2e/real-plugins/forms.spec.ts': '',
	'e2e/helpers.ts': '',
	'e2e/real-plugins/site.ts': '',
};

/**
 * Runs the check on a folder (its own config), no site address set.
 *
 * @param files The folder's files.
 */
function check( files: Record< string, string > ) {
	return runScript(
		'check/specs.mjs',
		[ 'playwright.config.mjs' ],
		folderWith( files ),
		{ REAL_PLUGINS_URL: undefined, CACHE_SITE_URL: undefined }
	);
}

test( 'every test file in a project, the other site’s too: passes', () => {
	const run = check( OWNED );
	expect( run.lines ).toEqual( [
		'[check-specs] every test file is in a Playwright project',
	] );
	expect( run.status ).toBe( 0 );
} );

/** Test files no project of CONFIG takes, each for its own reason. */
const ORPHANS = [
	'e2e/contact.test.ts',
	'e2e/nested/forms.spec.js',
	'e2e/real-plugins/events.test.ts',
	'e2e/routes.spec.mjs',
	'e2e/teardown.check.ts',
];

test( 'files no project takes: fails, one line naming each', () => {
	const run = check( {
		...OWNED,
		...Object.fromEntries( ORPHANS.map( ( file ) => [ file, '' ] ) ),
	} );
	expect( run.lines ).toEqual(
		ORPHANS.map(
			( file ) =>
				`[check-specs] no Playwright project runs ${ file } (playwright.config.mjs: testMatch, testIgnore)`
		)
	);
	expect( run.status ).toBe( 1 );
} );

test( 'a config that does not load: fails, saying so', () => {
	const run = check( {
		...OWNED,
		'playwright.config.mjs': 'export default { projects: [ oops',
	} );
	expect( run.lines ).toHaveLength( 1 );
	expect( run.lines[ 0 ] ).toMatch(
		/^\[check-specs\] could not list the projects' files: /
	);
	expect( run.status ).toBe( 1 );
} );
