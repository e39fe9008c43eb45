/**
 * Adds up the test results of one bin/test.sh run and prints the closing
 * line "N passed, N failed" (Jest, PHPUnit and Playwright results from
 * artifacts/). Exits non-zero if anything failed or no test ran.
 *
 *   node bin/test-summary.mjs CHECKS_PASSED CHECKS_FAILED [FAILED_STEP …]
 */
import { existsSync, readFileSync } from 'node:fs';

const [ checksPassed, checksFailed, ...failedSteps ] = process.argv.slice( 2 );
const rows = [
	[
		'checks (lint, typecheck, build, zip)',
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
 * A Jest run's row from its --json report.
 *
 * @param {string} name The run's name.
 * @param {string} file The report.
 */
function jestRow( name, file ) {
	const report = readJson( file );
	return report
		? [
				name,
				report.numPassedTests,
				report.numFailedTests + report.numRuntimeErrorTestSuites,
			]
		: [ `${ name }: no results`, 0, 1 ];
}

rows.push( jestRow( 'unit tests (Jest)', 'artifacts/jest-results.json' ) );
rows.push(
	jestRow( 'server/app parity (Jest)', 'artifacts/parity-results.json' )
);

/**
 * PHPUnit's counts from its JUnit XML (the attributes of the outermost
 * <testsuite>), or null when there is no complete report.
 *
 * @param {string} file The report.
 */
function readPhpunit( file ) {
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
	return { passed: count.tests - failed - count.skipped, failed };
}

const phpunit = readPhpunit( 'artifacts/phpunit.xml' );
rows.push(
	phpunit
		? [ 'PHP unit tests (PHPUnit)', phpunit.passed, phpunit.failed ]
		: [ 'PHP unit tests (PHPUnit): no results', 0, 1 ]
);

const e2e = readJson( 'artifacts/e2e-results.json' );
if ( e2e ) {
	rows.push( [
		'end-to-end tests (Playwright)',
		e2e.stats.expected + e2e.stats.flaky,
		e2e.stats.unexpected,
	] );
	if ( e2e.errors?.length ) {
		rows.push( [ 'end-to-end run errors', 0, e2e.errors.length ] );
	}
} else {
	rows.push( [ 'end-to-end tests (Playwright): no results', 0, 1 ] );
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
