/**
 * bin/check/paths.mjs (docs/testing.md#paths-the-code-and-docs-name): a path
 * of the repository that code or a doc names and that is not there fails the
 * lint, one line per mention; someone else's folder is not read.
 */
import { spawnSync } from 'child_process';
import { folderWith, runScript } from '../support/gate';

/** A repository's files: the ones named below, and .gitignore. */
const FILES = {
	'.gitignore': '/src/generated.json\n',
	'src/ui/Picture.tsx': '',
	'src/books/catalogue.json': '{}',
	'inc/lib/files.php': '',
	'tests/e2e/routes.spec.ts': '',
	'tests/e2e/support/time-limit.ts': '',
	'docs/testing.md': '',
	'bin/chromium.mjs': '',
	// Someone else's notes, not read.
	'tests/fixtures/README.md': 'src/Forms/Token.php',
};

/**
 * Runs the check in a new git repository of FILES and the given files.
 *
 * @param files Path → content.
 */
function check( files: Record< string, string > ) {
	const folder = folderWith( { ...FILES, ...files } );
	spawnSync( 'git', [ 'init', '-q' ], { cwd: folder } );
	return runScript( 'check/paths.mjs', [], folder, {} );
}

test( 'paths that are there, as written in code and docs: passes', () => {
	const run = check( {
		'README.md': [
			'`src/ui/Picture.tsx`, src/ui/Picture.tsx:12, (inc/lib/files.php#x).',
			'inc/lib/, src/<dir>/<Name>.tsx, tests/e2e/*.spec.ts, src/**/*.tsx',
			'[Testing](docs/testing.md#the-gate), src/{ui,books}/',
		].join( '\n' ),
		'docs/more.md': 'See [the README](../README.md).',
		'tests/php/a.php': `$dir . '/src/books/catalogue.json'; 'inc/' . $folder;`,
		'playwright.config.ts': `import './bin/chromium.mjs';\nimport './tests/e2e/support/time-limit';`,
	} );
	expect( run.lines ).toEqual( [
		'[check-paths] every path the code and docs name is there',
	] );
	expect( run.status ).toBe( 0 );
} );

test( 'someone else’s folders: not read', () => {
	const run = check( {
		'README.md': [
			'https://example.test/src/a.ts node_modules/x/src/b.js',
			'wp-includes/c.php ../shared/src/d.md the-events-calendar/src/e.php',
			'$src/index.php @scope/src/f.ts',
		].join( '\n' ),
	} );
	expect( run.status ).toBe( 0 );
} );

test( 'paths that are not there: fails, one line per mention', () => {
	const run = check( {
		'README.md':
			'src/gone.ts, tests/e2e/*.test.ts\n\nbin/gone/ and src/gone/<x>.ts',
		'docs/a.md': '[Gone](gone.md), src/generated.json',
		'jest.config.js': `require( './tests/gone' ); $dir . '/inc/gone.php';`,
	} );
	expect( run.lines ).toEqual(
		[
			'README.md:1: src/gone.ts',
			'README.md:1: tests/e2e/*.test.ts',
			'README.md:3: bin/gone/',
			'README.md:3: src/gone/<x>.ts',
			'docs/a.md:1: src/generated.json',
			'docs/a.md:1: docs/gone.md',
			'jest.config.js:1: tests/gone',
			'jest.config.js:1: inc/gone.php',
		].map( ( line ) => `[check-paths] ${ line } is not in the repository` )
	);
	expect( run.status ).toBe( 1 );
} );
