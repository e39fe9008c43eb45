/**
 * Fails when tests/baseline.json is missing or malformed (bin/baseline.mjs):
 * one line per problem. bin/test.sh runs it first, so a run without floors
 * stops being green before anything else runs.
 *
 *   node bin/check-baseline.mjs
 */
import { BASELINE_FILE, readBaseline } from './baseline.mjs';

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
