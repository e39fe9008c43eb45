/**
 * bin/check/test-summary.mjs: one line per suite, then "N passed, N failed" last;
 * a missing or malformed baseline, a suite below its floor, and under CI a
 * suite beside the main site that did not run, all fail the run.
 */
import { folderWith, runScript } from '../support/gate';

const FLOORS = {
	jest: 3,
	parity: 2,
	phpunit: 2,
	e2e: 2,
	realPlugins: 1,
	behindCache: 1,
	playground: 1,
};

/**
 * A Jest --json report.
 *
 * @param passed Tests passed.
 * @param failed Tests failed.
 */
function jestReport( passed: number, failed: number ): string {
	return JSON.stringify( {
		numPassedTests: passed,
		numFailedTests: failed,
		numRuntimeErrorTestSuites: 0,
		numPendingTests: 0,
		numTodoTests: 0,
	} );
}

const PHPUNIT = `<?xml version="1.0"?><testsuites><testsuite name="all" tests="3" errors="0" failures="1" warnings="0" skipped="0"></testsuite></testsuites>`;

/**
 * A Playwright JSON report: one passing test per entry.
 *
 * @param projects Project name of each test.
 */
function e2eReport( projects: string[] ): string {
	return JSON.stringify( {
		suites: [
			{
				specs: projects.map( ( projectName ) => ( {
					tests: [ { projectName, status: 'expected' } ],
				} ) ),
			},
		],
		errors: [],
	} );
}

/** Every report of a run where each suite ran, the real plugins' too. */
const REPORTS = {
	'artifacts/jest-results.json': jestReport( 4, 0 ),
	'artifacts/parity-results.json': jestReport( 2, 0 ),
	'artifacts/phpunit.xml': PHPUNIT,
	'artifacts/e2e-results.json': e2eReport( [
		'install',
		'chromium',
		'real-plugins',
		'behind-cache',
	] ),
	// The Playground smoke test's own report (bin/test.sh).
	'artifacts/playground-results.json': e2eReport( [ 'playground' ] ),
};

/**
 * Runs the summary in a folder holding the given files, after 5 checks
 * passed.
 *
 * @param files Path → content.
 * @param env   Variables set (or unset: undefined).
 */
function summary(
	files: Record< string, string >,
	env: Record< string, string | undefined > = {}
) {
	return runScript(
		'check/test-summary.mjs',
		[ '5', '0' ],
		folderWith( files ),
		{
			CI: 'true',
			REAL_PLUGINS_URL: 'http://127.0.0.1:9',
			CACHE_SITE_URL: 'http://127.0.0.1:9',
			...env,
		}
	);
}

const BASELINE = { 'tests/baseline.json': JSON.stringify( FLOORS ) };

test( 'one line per suite with its counts, then the closing line last', () => {
	const run = summary( { ...BASELINE, ...REPORTS } );
	expect( run.lines ).toEqual( [
		'=== summary',
		'  checks (gate, lint, typecheck, build, zip, Theme Check, sites): 5 passed, 0 failed',
		'  unit tests (Jest): 4 passed, 0 failed',
		'  server/app parity (Jest): 2 passed, 0 failed',
		'  PHP unit tests (PHPUnit): 2 passed, 1 failed',
		'  end-to-end tests (Playwright): 2 passed, 0 failed',
		'  real-plugin tests (Playwright): 1 passed, 0 failed',
		'  behind-cache tests (Playwright): 1 passed, 0 failed',
		'  Playground smoke test (Playwright): 1 passed, 0 failed',
		'18 passed, 1 failed',
	] );
	expect( run.status ).toBe( 1 );
} );

test( 'everything passing at its floor: exits 0', () => {
	const run = summary( {
		...BASELINE,
		...REPORTS,
		'artifacts/phpunit.xml': PHPUNIT.replace(
			'failures="1"',
			'failures="0"'
		),
	} );
	expect( run.last ).toBe( '19 passed, 0 failed' );
	expect( run.status ).toBe( 0 );
} );

test( 'no baseline: fails, one line naming it, the closing line last', () => {
	const run = summary( REPORTS );
	expect( run.lines ).toContain(
		'  baseline: tests/baseline.json is missing: 0 passed, 1 failed'
	);
	expect( run.last ).toBe( '18 passed, 2 failed' );
	expect( run.status ).toBe( 1 );
} );

test( 'a malformed baseline: fails, one line per problem', () => {
	const run = summary( {
		...REPORTS,
		'tests/baseline.json': JSON.stringify( { ...FLOORS, e2e: 'many' } ),
	} );
	expect( run.lines ).toContain(
		'  baseline: tests/baseline.json: "e2e" must be a positive whole number, not "many": 0 passed, 1 failed'
	);
	expect( run.last ).toBe( '18 passed, 2 failed' );
} );

test( 'a suite below its floor: fails', () => {
	const run = summary( {
		...REPORTS,
		'tests/baseline.json': JSON.stringify( { ...FLOORS, e2e: 3 } ),
	} );
	expect( run.lines ).toContain(
		'  end-to-end tests (Playwright): 2 passing, below the baseline of 3 (tests/baseline.json): 0 passed, 1 failed'
	);
	expect( run.status ).toBe( 1 );
} );

const WITHOUT_OTHER_SITES = {
	...BASELINE,
	...REPORTS,
	'artifacts/e2e-results.json': e2eReport( [ 'install', 'chromium' ] ),
};

test( 'under CI, the real-plugin and behind-cache suites not run: fails', () => {
	const run = summary( WITHOUT_OTHER_SITES, {
		REAL_PLUGINS_URL: undefined,
		CACHE_SITE_URL: undefined,
	} );
	expect( run.lines ).toContain(
		'  real-plugin tests (Playwright): 0 passing, below the baseline of 1 (tests/baseline.json): 0 passed, 1 failed'
	);
	expect( run.lines ).toContain(
		'  behind-cache tests (Playwright): 0 passing, below the baseline of 1 (tests/baseline.json): 0 passed, 1 failed'
	);
	expect( run.status ).toBe( 1 );
} );

test( 'outside CI, the same: said, counted neither way', () => {
	const run = summary( WITHOUT_OTHER_SITES, {
		CI: '',
		REAL_PLUGINS_URL: undefined,
		CACHE_SITE_URL: undefined,
	} );
	expect( run.lines ).toContain(
		'  real-plugin tests (Playwright) (did not run): 0 passed, 0 failed'
	);
	expect( run.lines ).toContain(
		'  behind-cache tests (Playwright) (did not run): 0 passed, 0 failed'
	);
	expect( run.last ).toBe( '16 passed, 1 failed' );
} );

test( 'no Playwright report under CI: each Playwright suite fails', () => {
	const { 'artifacts/e2e-results.json': _left, ...rest } = REPORTS;
	const run = summary( { ...BASELINE, ...rest } );
	expect( run.lines ).toEqual(
		expect.arrayContaining( [
			'  end-to-end tests (Playwright): no results: 0 passed, 1 failed',
			'  real-plugin tests (Playwright): no results: 0 passed, 1 failed',
			'  behind-cache tests (Playwright): no results: 0 passed, 1 failed',
		] )
	);
	expect( run.status ).toBe( 1 );
} );

test( 'under CI, no Playground report: the Playground suite fails', () => {
	const { 'artifacts/playground-results.json': _left, ...rest } = REPORTS;
	const run = summary( { ...BASELINE, ...rest } );
	expect( run.lines ).toContain(
		'  Playground smoke test (Playwright): no results: 0 passed, 1 failed'
	);
	expect( run.status ).toBe( 1 );
} );

test( 'outside CI, the Playground step not run: said, counted neither way', () => {
	const { 'artifacts/playground-results.json': _left, ...rest } = REPORTS;
	const run = summary( { ...BASELINE, ...rest }, { CI: '' } );
	expect( run.lines ).toContain(
		'  Playground smoke test (Playwright) (did not run): 0 passed, 0 failed'
	);
} );

test( 'the Playground report with an error outside its tests: counted failed', () => {
	const report = JSON.parse( REPORTS[ 'artifacts/playground-results.json' ] );
	report.errors = [ { message: 'Playground never came up' } ];
	const run = summary( {
		...BASELINE,
		...REPORTS,
		'artifacts/playground-results.json': JSON.stringify( report ),
	} );
	expect( run.lines ).toContain(
		'  Playground smoke test (Playwright): 1 passed, 1 failed'
	);
} );
