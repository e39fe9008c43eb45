/**
 * bin/check/baseline.mjs (docs/testing.md#the-gate): a missing or malformed
 * tests/baseline.json fails the run, one line per problem.
 */
import { folderWith, runScript } from '../support/gate';

const GOOD = {
	jest: 1204,
	parity: 44,
	phpunit: 451,
	e2e: 289,
	realPlugins: 44,
	behindCache: 22,
	playground: 6,
};

/**
 * Runs the check in a folder holding tests/baseline.json, or none.
 *
 * @param baseline The file's text, or null: no file.
 */
function check( baseline: string | null ) {
	return runScript(
		'check/baseline.mjs',
		[],
		folderWith(
			baseline === null ? {} : { 'tests/baseline.json': baseline }
		),
		{}
	);
}

test( 'every floor a positive whole number: passes', () => {
	const run = check( JSON.stringify( GOOD ) );
	expect( run.lines ).toEqual( [
		'[check-baseline] tests/baseline.json: jest 1204, parity 44, phpunit 451, e2e 289, realPlugins 44, behindCache 22, playground 6',
	] );
	expect( run.status ).toBe( 0 );
} );

test( 'no baseline: fails, one line naming it', () => {
	const run = check( null );
	expect( run.lines ).toEqual( [
		'[check-baseline] tests/baseline.json is missing',
	] );
	expect( run.status ).toBe( 1 );
} );

test.each( [
	[ 'not JSON', '{ "jest": 1204,', /tests\/baseline\.json is not JSON/ ],
	[ 'an array', '[ 1204 ]', /tests\/baseline\.json is not a JSON object/ ],
	[ 'null', 'null', /tests\/baseline\.json is not a JSON object/ ],
] )( 'a baseline that is %s: fails, one line', ( _what, text, line ) => {
	const run = check( text );
	expect( run.lines ).toHaveLength( 1 );
	expect( run.lines[ 0 ] ).toMatch( line );
	expect( run.status ).toBe( 1 );
} );

test.each( Object.keys( GOOD ) )(
	'"%s" left out: fails, one line naming it',
	( key ) => {
		const run = check( JSON.stringify( { ...GOOD, [ key ]: undefined } ) );
		expect( run.lines ).toEqual( [
			`[check-baseline] tests/baseline.json: "${ key }" is missing`,
		] );
		expect( run.status ).toBe( 1 );
	}
);

test.each( [ 0, -3, 1.5, '289', null, true ] )(
	'a floor of %j: fails, one line naming it',
	( floor ) => {
		const run = check( JSON.stringify( { ...GOOD, e2e: floor } ) );
		expect( run.lines ).toEqual( [
			`[check-baseline] tests/baseline.json: "e2e" must be a positive whole number, not ${ JSON.stringify(
				floor
			) }`,
		] );
		expect( run.status ).toBe( 1 );
	}
);

test( 'a key no suite has (a misspelt floor): fails, one line naming it', () => {
	const run = check( JSON.stringify( { ...GOOD, realplugins: 44 } ) );
	expect( run.lines ).toHaveLength( 1 );
	expect( run.lines[ 0 ] ).toMatch(
		/^\[check-baseline\] tests\/baseline\.json: "realplugins" is no suite's key/
	);
	expect( run.status ).toBe( 1 );
} );
