/**
 * Fails when code, a test, a script or a doc names a path of the repository
 * that is not there (one from inc/, src/, bin/, tests/, docs/ or assets/, or
 * a Markdown link): one line per mention, its file:line and the path. Run by
 * `npm run lint` (`lint:paths`) and bin/test.sh's lint.
 *
 *   node bin/check/paths.mjs
 *
 * Not a path of ours: one after a letter, digit, `-`, `.`, `/`, `@`, `\` or
 * `$` (a URL, `node_modules/x/src/…`, `../shared/…`, a plugin's own `src/`, a
 * shell variable), unless after `./` or a quoted `/` (`'/src/…'` after a base
 * folder). What follows it (`.`, `:12`, `#anchor`) is cut. A glob must match
 * something; a placeholder (`src/<dir>/x.tsx`) needs the folder before it; a
 * path built in code (`'inc/' . $folder`) is the part written out. There
 * means tracked, or new and not ignored: not what a run makes (ALLOWED).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';

const ROOTS = [ 'inc', 'src', 'bin', 'tests', 'docs', 'assets' ];
const READ =
	/\.(ts|tsx|js|mjs|cjs|php|sh|json|css|md|yml|xml|txt|dist)$|^\.ci\//;
// Not read: npm's lock file; the recordings' notes, copied unchanged
// (tests/fixtures/wp-recordings/README.md), name the plugins' own files; the
// gate's tests name the paths of repositories they make up.
const LEFT_OUT = /^(package-lock\.json|tests\/fixtures\/|tests\/unit\/gate\/)/;
// A part: name characters, a `*`, a `{a,b}` choice or a `<placeholder>`.
const PART = String.raw`(?:[\w.@+~-]|\*|\{[\w.,*-]+\}|<[\w.-]+>)`;
// Not after a name, `-`, `.`, `/`, `@`, `\` or `$`; but after `./` or `'/`.
const BEFORE = String.raw`(?:(?<![\w\-./@\\$])|(?<=(?<![\w.])\./)|(?<=['"\`]/))`;
const PATH = new RegExp(
	String.raw`${ BEFORE }(?:${ ROOTS.join( '|' ) })/(?:${ PART }|/)*`,
	'g'
);
// A Markdown link's target, up to its anchor.
const LINK = /\]\(([^)#\s]+)/g;
// A glob's stars as regular expressions.
const STARS = { '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' };

/**
 * Paths a run makes that code or docs name on purpose, each with its reason.
 * None today: build/, dist/ and artifacts/ are outside the folders read.
 */
const ALLOWED = {};

/** The files git has: tracked, or new and not ignored (and on disk). */
function repositoryFiles() {
	return execFileSync(
		'git',
		[ 'ls-files', '-z', '--cached', '--others', '--exclude-standard' ],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	)
		.split( '\0' )
		.filter( ( file ) => file && existsSync( file ) );
}

/**
 * Every file and folder of the repository, folders ending in `/`.
 *
 * @param {string[]} files The repository's files.
 * @return {Set<string>} The paths.
 */
function allPaths( files ) {
	const paths = new Set( files );
	for ( const file of files ) {
		const names = file.split( '/' );
		for ( let end = 1; end < names.length; end++ ) {
			paths.add( `${ names.slice( 0, end ).join( '/' ) }/` );
		}
	}
	return paths;
}

/**
 * A glob (`**`, `*`, `?`, `{a,b}`) as a regular expression over whole paths.
 *
 * @param {string} glob The glob.
 * @return {RegExp} The expression.
 */
function globToRegExp( glob ) {
	const source = glob
		.replace( /[.+^$()|[\]\\]/g, '\\$&' )
		.replace(
			/\{([^}]*)\}/g,
			( _, choice ) => `(${ choice.replaceAll( ',', '|' ) })`
		)
		.replace( /\*\*\/|\*\*|\*|\?/g, ( star ) => STARS[ star ] );
	return new RegExp( `^${ source }/?$` );
}

/**
 * Whether a path as written names something there.
 *
 * @param {string}      written The path, what follows it cut.
 * @param {Set<string>} paths   allPaths().
 * @return {boolean} Whether it is there.
 */
function isThere( written, paths ) {
	const placeholder = written.indexOf( '<' );
	if ( placeholder >= 0 ) {
		return paths.has(
			written.slice( 0, written.lastIndexOf( '/', placeholder ) + 1 )
		);
	}
	if ( /[*?{]/.test( written ) ) {
		const glob = globToRegExp( written );
		return [ ...paths ].some( ( path ) => glob.test( path ) );
	}
	// A folder, or a module named without its extension.
	return [ '', '/', '.ts', '.tsx', '.js', '.mjs', '.php' ].some( ( end ) =>
		paths.has( written + end )
	);
}

/**
 * The paths one line names, from the root.
 *
 * @param {string} file Its file.
 * @param {string} line The line.
 * @return {string[]} The paths, what follows each cut.
 */
function namedIn( file, line ) {
	const named = [ ...line.matchAll( PATH ) ].map( ( [ token ] ) =>
		token.replace( /[.~-]+$/, '' )
	);
	if ( file.endsWith( '.md' ) ) {
		for ( const [ , target ] of line.matchAll( LINK ) ) {
			if ( ! /^([a-z]+:|\/)/.test( target ) ) {
				named.push( posix.join( posix.dirname( file ), target ) );
			}
		}
	}
	return [ ...new Set( named ) ];
}

const files = repositoryFiles();
const paths = allPaths( files );
const missing = files
	.filter( ( file ) => READ.test( file ) && ! LEFT_OUT.test( file ) )
	.flatMap( ( file ) =>
		readFileSync( file, 'utf8' )
			.split( '\n' )
			.flatMap( ( line, index ) =>
				namedIn( file, line )
					.filter(
						( path ) =>
							! ( path in ALLOWED ) && ! isThere( path, paths )
					)
					.map( ( path ) => `${ file }:${ index + 1 }: ${ path }` )
			)
	);
for ( const line of missing ) {
	console.log( `[check-paths] ${ line } is not in the repository` );
}
if ( missing.length ) {
	process.exit( 1 );
}
console.log( '[check-paths] every path the code and docs name is there' );
