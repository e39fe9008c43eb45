/**
 * bin/check/phpcs.sh (docs/testing.md#phpcs): without the tools' zip, it says
 * where it looked; under CI that fails the lint, elsewhere PHPCS is skipped.
 */
import { folderWith, REPO, runScript } from '../support/gate';

const EMPTY = folderWith( { 'README.md': 'no zip here' } );

test( 'no zip under CI: fails, naming the folder', () => {
	const run = runScript( 'check/phpcs.sh', [], REPO, {
		AUTHOR_SITE_TOOLS: EMPTY,
		CI: 'true',
	} );
	expect( run.last ).toBe(
		`[phpcs] FAILED: PHPCS could not run: phpcs-wordpress.zip is not in ${ EMPTY } (set AUTHOR_SITE_TOOLS to the folder that holds it).`
	);
	expect( run.status ).toBe( 1 );
} );

test( 'no zip outside CI: skipped, saying so', () => {
	const run = runScript( 'check/phpcs.sh', [], REPO, {
		AUTHOR_SITE_TOOLS: EMPTY,
		CI: undefined,
	} );
	expect( run.last ).toMatch(
		/^\[phpcs\] PHPCS was skipped: phpcs-wordpress\.zip is not in /
	);
	expect( run.status ).toBe( 0 );
} );
