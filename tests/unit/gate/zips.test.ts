/**
 * bin/check/zips.sh (docs/testing.md#the-gate): under CI a release zip that
 * is missing or unreadable fails, with one line naming it; elsewhere the
 * same line is a note.
 */
import { execFileSync } from 'child_process';
import { copyFileSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';
import { folderWith, REPO, runScript } from '../support/gate';

/** The zips bin/site/zips.sh names, read from it. */
const ZIP_NAMES = execFileSync(
	'bash',
	[
		'-c',
		'source bin/site/zips.sh && printf "%s\\n" "${PLUGIN_ZIPS[@]#*:}" "${REDIS_CACHE_ZIP#*:}" "$THEME_CHECK_ZIP"',
	],
	{ cwd: REPO, encoding: 'utf8', env: { ...process.env, REPO_ROOT: REPO } }
)
	.trim()
	.split( '\n' );

/** A folder holding every zip, each a real (tiny) zip archive. */
function fullFolder(): string {
	const folder = folderWith( { 'readme.txt': 'a plugin' } );
	execFileSync( 'zip', [ '-q', '-j', 'one.zip', 'readme.txt' ], {
		cwd: folder,
	} );
	for ( const name of ZIP_NAMES ) {
		copyFileSync( join( folder, 'one.zip' ), join( folder, name ) );
	}
	return folder;
}

/**
 * Runs the check on a folder of zips.
 *
 * @param folder The folder (AUTHOR_SITE_PLUGINS).
 * @param ci     CI's value.
 */
function check( folder: string, ci: string ) {
	return runScript( 'check/zips.sh', [], REPO, {
		AUTHOR_SITE_PLUGINS: folder,
		CI: ci,
	} );
}

test( 'bin/site/zips.sh names the three plugins, Redis Object Cache and Theme Check', () => {
	expect( ZIP_NAMES ).toHaveLength( 5 );
	expect( ZIP_NAMES ).toContain( 'redis-cache.2.6.3.zip' );
	expect( ZIP_NAMES ).toContain( 'theme-check.zip' );
} );

test( 'every zip there: passes under CI', () => {
	expect( check( fullFolder(), 'true' ).status ).toBe( 0 );
} );

test.each( ZIP_NAMES )(
	'%s missing under CI: fails, one line naming it',
	( name ) => {
		const folder = fullFolder();
		rmSync( join( folder, name ) );
		const run = check( folder, 'true' );
		expect( run.status ).toBe( 1 );
		expect( run.lines ).toEqual( [
			`[check-zips] FAILED: ${ join( folder, name ) } missing`,
		] );
	}
);

test.each( ZIP_NAMES )(
	'%s unreadable (not a zip) under CI: fails, one line naming it',
	( name ) => {
		const folder = fullFolder();
		writeFileSync( join( folder, name ), 'not a zip' );
		const run = check( folder, '1' );
		expect( run.status ).toBe( 1 );
		expect( run.lines ).toEqual( [
			`[check-zips] FAILED: ${ join(
				folder,
				name
			) } unreadable (not a file unzip can list)`,
		] );
	}
);

test( 'another version in its place under CI: fails, naming both', () => {
	const folder = fullFolder();
	const [ wanted ] = ZIP_NAMES as [ string ];
	const other = wanted.replace( /\.\d[\d.]*\.zip$/, '.99.0.zip' );
	expect( other ).not.toBe( wanted );
	copyFileSync( join( folder, wanted ), join( folder, other ) );
	rmSync( join( folder, wanted ) );
	const run = check( folder, 'true' );
	expect( run.status ).toBe( 1 );
	expect( run.lines ).toEqual( [
		`[check-zips] FAILED: ${ join(
			folder,
			wanted
		) } missing (found instead: ${ other })`,
	] );
} );

test( 'no folder of zips at all under CI: fails, one line per zip', () => {
	const folder = join( folderWith( {} ), 'nothing-here' );
	const run = check( folder, 'true' );
	expect( run.status ).toBe( 1 );
	expect( run.lines ).toEqual(
		ZIP_NAMES.map(
			( name ) => `[check-zips] FAILED: ${ join( folder, name ) } missing`
		)
	);
} );

test.each( [ '', 'false', '0' ] )(
	'a zip missing outside CI (CI=%j): a note, exit 3',
	( ci ) => {
		const folder = fullFolder();
		const name = ZIP_NAMES[ 0 ] as string;
		rmSync( join( folder, name ) );
		const run = check( folder, ci );
		expect( run.status ).toBe( 3 );
		expect( run.lines ).toEqual( [
			`[check-zips] note: ${ join( folder, name ) } missing`,
		] );
	}
);
