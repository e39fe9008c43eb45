/**
 * Adds up the test results of one bin/test.sh run: one line per suite
 * (passed and failed), then the closing line "N passed, N failed", always
 * the last (the checks bin/test.sh counted: the gate, lint, typecheck,
 * build, zip, Theme Check; Jest, PHPUnit and Playwright results from
 * artifacts/). Exits non-zero if anything failed or no test ran.
 *
 * A test that did not run as a plain pass counts as failed: skipped, pending,
 * todo or (Playwright) flaky. So does a suite whose count of passing tests
 * falls below its floor in tests/baseline.json (a stray `.only`, a
 * `describe.skip` or a lost spec file would otherwise leave the run green
 * with fewer tests), and a baseline that is missing or malformed
 * (bin/check/baseline.mjs); raise the floors there when tests are added.
 *
 *   node bin/check/test-summary.mjs CHECKS_PASSED CHECKS_FAILED [FAILED_STEP …]
 *
 * The real-plugin suite must have run when REAL_PLUGINS_URL is set, and the
 * behind-cache suite (key `behindCache`) when CACHE_SITE_URL is, the
 * Playground smoke test (key `playground`, its own report
 * artifacts/playground-results.json) when PLAYGROUND_RUN is; under CI (CI
 * set, not "false" or "0") all three must have run whatever is set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SUITES, readBaseline } from './baseline.mjs';

const [ checksPassed, checksFailed, ...failedSteps ] = process.argv.slice( 2 );
const UNDER_CI = ! [ undefined, '', 'false', '0' ].includes( process.env.CI );
const BASELINE = readBaseline();

/** Rows: [ name, passed, failed ]. */
const rows = [
	[
		'checks (gate, lint, typecheck, build, zip, Theme Check, sites)',
		Number( checksPassed ),
		Number( checksFailed ),
	],
	...BASELINE.problems.map( ( problem ) => [
		`baseline: ${ problem }`,
		0,
		1,
	] ),
];

/**
 * A report, or null when there is none or it is not JSON (a suite cut off).
 *
 * @param {string} file The report.
 */
function readJson( file ) {
	try {
		return JSON.parse( readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * Adds a suite's rows: its passes and failures, what did not run, and the
 * floor check.
 *
 * @param {string}      key      Its key in tests/baseline.json (bin/check/baseline.mjs).
 * @param {Object|null} counts   { passed, failed, notRun }, or null: no report.
 * @param {boolean}     expected Whether the suite should have run.
 */
function addSuite( key, counts, expected = true ) {
	const name = SUITES[ key ];
	if ( ! counts ) {
		rows.push(
			expected
				? [ `${ name }: no results`, 0, 1 ]
				: [ `${ name } (did not run)`, 0, 0 ]
		);
		return;
	}
	rows.push( [ name, counts.passed, counts.failed ] );
	if ( counts.notRun > 0 ) {
		rows.push( [
			`${ name }: skipped, pending, todo or flaky (${ counts.notRun })`,
			0,
			counts.notRun,
		] );
	}
	const floor = BASELINE.floors[ key ];
	if ( expected && typeof floor === 'number' && counts.passed < floor ) {
		rows.push( [
			`${ name }: ${ counts.passed } passing, below the baseline of ${ floor } (tests/baseline.json)`,
			0,
			1,
		] );
	}
}

/**
 * A Jest run's counts from its --json report.
 *
 * @param {string} file The report.
 */
function jestCounts( file ) {
	const report = readJson( file );
	return (
		report && {
			passed: report.numPassedTests,
			failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
			notRun: report.numPendingTests + report.numTodoTests,
		}
	);
}

/**
 * PHPUnit's counts from its JUnit XML (the attributes of the outermost
 * <testsuite>), or null when there is no complete report.
 *
 * @param {string} file The report.
 */
function phpunitCounts( file ) {
	if ( ! existsSync( file ) ) {
		return null;
	}
	const suite = /<testsuite\b([^>]*)>/.exec( readFileSync( file, 'utf8' ) );
	const count = {};
	for ( const name of [
		'tests',
		'errors',
		'failures',
		'warnings',
		'skipped',
	] ) {
		const value = new RegExp( `\\b${ name }="(\\d+)"` ).exec(
			suite?.[ 1 ] ?? ''
		);
		if ( ! value ) {
			return null;
		}
		count[ name ] = Number( value[ 1 ] );
	}
	const failed = count.errors + count.failures + count.warnings;
	return {
		passed: count.tests - failed - count.skipped,
		failed,
		notRun: count.skipped,
	};
}

/**
 * Playwright's counts per group of projects from its JSON report: the
 * real-plugin and the behind-cache projects apart from the others.
 *
 * @param {string} file The report.
 */
function playwrightCounts( file ) {
	const report = readJson( file );
	if ( ! report ) {
		return null;
	}
	const empty = () => ( { passed: 0, failed: 0, notRun: 0 } );
	const groups = {
		site: empty(),
		realPlugins: empty(),
		behindCache: empty(),
		playground: empty(),
	};
	const groupOf = {
		'real-plugins': groups.realPlugins,
		'behind-cache': groups.behindCache,
		playground: groups.playground,
	};
	const walk = ( suite ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ) {
				const group = groupOf[ test.projectName ] ?? groups.site;
				if ( test.status === 'expected' ) {
					group.passed++;
				} else if ( test.status === 'unexpected' ) {
					group.failed++;
				} else {
					// 'skipped' or 'flaky' (passed only on a retry).
					group.notRun++;
				}
			}
		}
		( suite.suites ?? [] ).forEach( walk );
	};
	( report.suites ?? [] ).forEach( walk );
	groups.site.failed += report.errors?.length ?? 0;
	return groups;
}

addSuite( 'jest', jestCounts( 'artifacts/jest-results.json' ) );
addSuite( 'parity', jestCounts( 'artifacts/parity-results.json' ) );
addSuite( 'phpunit', phpunitCounts( 'artifacts/phpunit.xml' ) );
const e2e = playwrightCounts( 'artifacts/e2e-results.json' );
addSuite( 'e2e', e2e?.site ?? null );
// A suite beside the main site: expected when its site was up (its address
// set) and always under CI; counted whenever it ran.
for ( const [ key, variable ] of [
	[ 'realPlugins', 'REAL_PLUGINS_URL' ],
	[ 'behindCache', 'CACHE_SITE_URL' ],
] ) {
	const expected = UNDER_CI || Boolean( process.env[ variable ] );
	const ran = e2e && ( expected || e2e[ key ].passed > 0 );
	addSuite( key, ran ? e2e[ key ] : null, expected );
}
// The Playground smoke test: a step and a report of its own (bin/test.sh);
// an error outside its tests (Playground never came up) counts as failed.
const playground = playwrightCounts( 'artifacts/playground-results.json' );
const playgroundExpected = UNDER_CI || Boolean( process.env.PLAYGROUND_RUN );
addSuite(
	'playground',
	playground && {
		...playground.playground,
		failed: playground.playground.failed + playground.site.failed,
	},
	playgroundExpected
);

console.log( '\n=== summary' );
for ( const [ name, passed, failed ] of rows ) {
	console.log( `  ${ name }: ${ passed } passed, ${ failed } failed` );
}
if ( failedSteps.length ) {
	console.log( `  failed steps: ${ failedSteps.join( ', ' ) }` );
}
const passed = rows.reduce( ( sum, row ) => sum + row[ 1 ], 0 );
const failed = rows.reduce( ( sum, row ) => sum + row[ 2 ], 0 );
console.log( `${ passed } passed, ${ failed } failed` );
process.exit( failed === 0 && passed > 0 ? 0 : 1 );
