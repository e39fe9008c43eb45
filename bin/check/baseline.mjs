/**
 * The floors of tests/baseline.json: each suite bin/check/test-summary.mjs
 * counts, by its key there, and the file read and checked. Every key must be
 * there with a positive whole number: a floor left out or mistyped would let
 * that suite shrink unnoticed.
 *
 * Run, it fails when tests/baseline.json is missing or malformed: one line
 * per problem. bin/test.sh runs it first, so a run without floors stops
 * being green before anything else runs.
 *
 *   node bin/check/baseline.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BASELINE_FILE = 'tests/baseline.json';

/** Suite key in tests/baseline.json → its name in the summary. */
export const SUITES = {
	jest: 'unit tests (Jest)',
	parity: 'server/app parity (Jest)',
	phpunit: 'PHP unit tests (PHPUnit)',
	e2e: 'end-to-end tests (Playwright)',
	realPlugins: 'real-plugin tests (Playwright)',
	behindCache: 'behind-cache tests (Playwright)',
	playground: 'Playground smoke test (Playwright)',
};

/**
 * Reads the floors, relative to the working directory.
 *
 * @param {string} file The baseline file.
 * @return {{floors: Object<string, number>, problems: string[]}} The floors
 * (only when there is no problem) and one line per problem.
 */
export function readBaseline( file = BASELINE_FILE ) {
	if ( ! existsSync( file ) ) {
		return { floors: {}, problems: [ `${ file } is missing` ] };
	}
	let floors;
	try {
		floors = JSON.parse( readFileSync( file, 'utf8' ) );
	} catch ( error ) {
		return {
			floors: {},
			problems: [ `${ file } is not JSON (${ error.message })` ],
		};
	}
	if ( ! floors || typeof floors !== 'object' || Array.isArray( floors ) ) {
		return { floors: {}, problems: [ `${ file } is not a JSON object` ] };
	}
	const problems = [];
	for ( const key of Object.keys( SUITES ) ) {
		if ( ! ( key in floors ) ) {
			problems.push( `${ file }: "${ key }" is missing` );
		} else if ( ! Number.isInteger( floors[ key ] ) || floors[ key ] < 1 ) {
			problems.push(
				`${ file }: "${ key }" must be a positive whole number, not ${ JSON.stringify(
					floors[ key ]
				) }`
			);
		}
	}
	for ( const key of Object.keys( floors ) ) {
		if ( ! ( key in SUITES ) ) {
			problems.push(
				`${ file }: "${ key }" is no suite's key (${ Object.keys(
					SUITES
				).join( ', ' ) })`
			);
		}
	}
	return { floors: problems.length ? {} : floors, problems };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const { floors, problems } = readBaseline();
	for ( const problem of problems ) {
		console.log( `[check-baseline] ${ problem }` );
	}
	if ( problems.length ) {
		process.exit( 1 );
	}
	console.log(
		`[check-baseline] ${ BASELINE_FILE }: ${ Object.entries( floors )
			.map( ( [ key, floor ] ) => `${ key } ${ floor }` )
			.join( ', ' ) }`
	);
}
