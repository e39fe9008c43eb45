/**
 * Adds up the test results of one bin/test.sh run and prints the closing
 * line "N passed, N failed" (the checks bin/test.sh counted: lint, typecheck,
 * build, zip, Theme Check; Jest, PHPUnit and Playwright results from
 * artifacts/). Exits non-zero if anything failed or no test ran.
 *
 * A test that did not run as a plain pass counts as failed: skipped, pending,
 * todo or (Playwright) flaky. So does a suite whose count of passing tests
 * falls below its baseline in tests/baseline.json (a stray `.only`, a
 * `describe.skip` or a lost spec file would otherwise leave the run green
 * with fewer tests); raise the baseline there when tests are added.
 *
 *   node bin/test-summary.mjs CHECKS_PASSED CHECKS_FAILED [FAILED_STEP …]
 *
 * The real-plugin suite's baseline applies when it ran (REAL_PLUGINS_URL set),
 * and the behind-cache suite's (key `behindCache`) when it ran (CACHE_SITE_URL
 * set).
 */
import { existsSync, readFileSync } from 'node:fs';

const [ checksPassed, checksFailed, ...failedSteps ] = process.argv.slice( 2 );
const BASELINE = readJson( 'tests/baseline.json' ) ?? {};

/** Rows: [ name, passed, failed ]. */
const rows = [
	[
		'checks (lint, typecheck, build, zip, Theme Check)',
		Number( checksPassed ),
		Number( checksFailed ),
	],
];

function readJson( file ) {
	return existsSync( file )
		? JSON.parse( readFileSync( file, 'utf8' ) )
		: null;
}

/**
 * Adds a suite's rows: its passes and failures, what did not run, and the
 * baseline check.
 *
 * @param {string}      name     The suite's name.
 * @param {string}      key      Its key in tests/baseline.json.
 * @param {Object|null} counts   { passed, failed, notRun }, or null: no report.
 * @param {boolean}     expected Whether the suite should have run.
 */
function addSuite( name, key, counts, expected = true ) {
	if ( ! counts ) {
		if ( expected ) {
			rows.push( [ `${ name }: no results`, 0, 1 ] );
		}
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
	const floor = BASELINE[ key ];
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
	};
	const groupOf = {
		'real-plugins': groups.realPlugins,
		'behind-cache': groups.behindCache,
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

addSuite(
	'unit tests (Jest)',
	'jest',
	jestCounts( 'artifacts/jest-results.json' )
);
addSuite(
	'server/app parity (Jest)',
	'parity',
	jestCounts( 'artifacts/parity-results.json' )
);
addSuite(
	'PHP unit tests (PHPUnit)',
	'phpunit',
	phpunitCounts( 'artifacts/phpunit.xml' )
);
const e2e = playwrightCounts( 'artifacts/e2e-results.json' );
addSuite( 'end-to-end tests (Playwright)', 'e2e', e2e?.site ?? null );
const realPlugins = Boolean( process.env.REAL_PLUGINS_URL );
if ( e2e && ( realPlugins || e2e.realPlugins.passed > 0 ) ) {
	addSuite(
		'real-plugin tests (Playwright)',
		'realPlugins',
		e2e.realPlugins,
		realPlugins
	);
}
const behindCache = Boolean( process.env.CACHE_SITE_URL );
if ( e2e && ( behindCache || e2e.behindCache.passed > 0 ) ) {
	addSuite(
		'behind-cache tests (Playwright)',
		'behindCache',
		e2e.behindCache,
		behindCache
	);
}

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
