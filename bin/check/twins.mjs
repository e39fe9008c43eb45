/**
 * Fails when a PHP twin is not where its name says (docs/twins.md): one line
 * naming each.
 *
 *   node bin/check/twins.mjs
 *
 * - A view src/<dir>/<Name>.tsx has its twin at inc/render/<dir>/<name-kebab>.php,
 *   which defines author_site_<name_snake>(); a file in inc/render/<dir>/ has
 *   its view.
 * - A "Twin: X" in a PHP docblock names X in the file the rule gives: the view
 *   of a render file, else the module src/<dir>/<nameCamel>.ts of
 *   inc/<dir>/<name-kebab>.php; a component X is followed by
 *   author_site_<x_snake>().
 * - What the rule cannot say is listed once, in docs/twins.md's tables.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The repository checked: where it runs (bin/check/lint-php.sh runs it from the root).
const ROOT = process.cwd();
const LIST = 'docs/twins.md';

/**
 * Every file under a folder.
 *
 * @param {string} folder Relative to the root.
 * @return {string[]} Relative to the root.
 */
function filesUnder( folder ) {
	return readdirSync( join( ROOT, folder ), { withFileTypes: true } ).flatMap(
		( entry ) =>
			entry.isDirectory()
				? filesUnder( join( folder, entry.name ) )
				: [ join( folder, entry.name ) ]
	);
}

/**
 * A name in kebab case: 'SiteHeader' → 'site-header', 'sectionBlock' → 'section-block'.
 *
 * @param {string} name A component's or module's name.
 * @return {string} Its file name in inc/.
 */
function kebab( name ) {
	return name.replace( /([a-z0-9])([A-Z])/g, '$1-$2' ).toLowerCase();
}

/**
 * A kebab-case name in camel case: 'site-header' → 'SiteHeader' or 'siteHeader'.
 *
 * @param {string}  name  A file name in inc/.
 * @param {boolean} upper Whether it starts with a capital (a view).
 * @return {string} Its name in src/.
 */
function camel( name, upper ) {
	const joined = name.replace( /-([a-z0-9])/g, ( _, c ) => c.toUpperCase() );
	return upper ? joined[ 0 ].toUpperCase() + joined.slice( 1 ) : joined;
}

/**
 * A file of the repository's text.
 *
 * @param {string} file Relative to the root.
 * @return {string} Its text.
 */
function read( file ) {
	return readFileSync( join( ROOT, file ), 'utf8' );
}

/** The backticked paths (not names) of each table row of docs/twins.md, by section heading. */
function listed() {
	const sections = {};
	let heading = '';
	for ( const line of read( LIST ).split( '\n' ) ) {
		if ( line.startsWith( '## ' ) ) {
			heading = line.slice( 3 ).trim();
			sections[ heading ] = [];
		} else if ( line.startsWith( '| `' ) && heading ) {
			const paths = [ ...line.matchAll( /`([^`]+\/[^`]+)`/g ) ].map(
				( m ) => m[ 1 ]
			);
			sections[ heading ].push( paths );
		}
	}
	return sections;
}

/**
 * The problems with the views and their render twins.
 *
 * @param {string[]} clientOnly Views listed as the app's alone.
 * @param {string[]} serverOnly Render files listed as the server's alone.
 * @param {string[]} byParts    Views listed as named by their parts.
 * @return {string[]} One line each.
 */
function viewProblems( clientOnly, serverOnly, byParts ) {
	const problems = [];
	const views = filesUnder( 'src' ).filter( ( file ) =>
		/^src\/[^/]+\/[A-Z]\w*\.tsx$/.test( file )
	);
	for ( const view of views ) {
		const [ , dir, name ] = view.match( /^src\/([^/]+)\/(\w+)\.tsx$/ );
		const twin = `inc/render/${ dir }/${ kebab( name ) }.php`;
		if ( clientOnly.includes( view ) ) {
			if ( existsSync( join( ROOT, twin ) ) ) {
				problems.push(
					`${ view } is listed as the app's alone in ${ LIST }, but ${ twin } exists`
				);
			}
		} else if ( ! existsSync( join( ROOT, twin ) ) ) {
			problems.push(
				`${ view } has no twin at ${ twin } (or list it in ${ LIST })`
			);
		} else if ( ! byParts.includes( view ) ) {
			const fn = `author_site_${ kebab( name ).replace( /-/g, '_' ) }`;
			if (
				! new RegExp( `^function ${ fn }\\(`, 'm' ).test( read( twin ) )
			) {
				problems.push(
					`${ twin } does not define ${ fn }(), the twin of ${ view }`
				);
			}
		}
	}
	for ( const file of filesUnder( 'inc/render' ) ) {
		const match = file.match( /^inc\/render\/([^/]+)\/([\w-]+)\.php$/ );
		const view =
			match && `src/${ match[ 1 ] }/${ camel( match[ 2 ], true ) }.tsx`;
		if (
			! serverOnly.includes( file ) &&
			! ( view && existsSync( join( ROOT, view ) ) )
		) {
			problems.push(
				`${ file } twins no view at ${ view ?? 'src/<dir>/<Name>.tsx' } (or list it in ${ LIST })`
			);
		}
	}
	return problems;
}

/**
 * The TypeScript file the rule pairs with a PHP file.
 *
 * @param {string} file A PHP file under inc/.
 * @return {string|null} Its view or module, or null outside a folder.
 */
function twinSource( file ) {
	const view = file.match( /^inc\/render\/([^/]+)\/([\w-]+)\.php$/ );
	if ( view ) {
		return `src/${ view[ 1 ] }/${ camel( view[ 2 ], true ) }.tsx`;
	}
	const module = file.match( /^inc\/([^/]+)\/([\w-]+)\.php$/ );
	return module
		? `src/${ module[ 1 ] }/${ camel( module[ 2 ], false ) }.ts`
		: null;
}

/**
 * The problems with the "Twin: X" markers of one PHP file.
 *
 * @param {string}                    file  A PHP file under inc/.
 * @param {{ts:string, php:string}[]} pairs The twins across files.
 * @return {string[]} One line each.
 */
function markerProblems( file, pairs ) {
	const text = read( file );
	const problems = [];
	const sources = [
		twinSource( file ),
		...pairs
			.filter( ( pair ) => pair.php === file )
			.map( ( pair ) => pair.ts ),
	].filter( ( source ) => source && existsSync( join( ROOT, source ) ) );
	for ( const marker of text.matchAll( /Twin: ([A-Za-z]\w*)/g ) ) {
		const name = marker[ 1 ];
		const defined = new RegExp( `(function|const|class) ${ name }\\b` );
		const line = text.slice( 0, marker.index ).split( '\n' ).length;
		if ( ! sources.some( ( source ) => defined.test( read( source ) ) ) ) {
			problems.push(
				`${ file }:${ line } "Twin: ${ name }" names nothing in ${ sources.join( ' or ' ) || twinSource( file ) || 'a twin file' }`
			);
			continue;
		}
		const next = text.slice( marker.index ).match( /^function (\w+)\(/m );
		const expected = `author_site_${ kebab( name ).replace( /-/g, '_' ) }`;
		if ( /^[A-Z]/.test( name ) && next && next[ 1 ] !== expected ) {
			problems.push(
				`${ file }:${ line } ${ next[ 1 ] }() twins ${ name }, so is named ${ expected }()`
			);
		}
	}
	return problems;
}

const sections = listed();
const rows = ( heading ) => {
	if ( ! sections[ heading ] ) {
		throw new Error( `${ LIST } has no section "${ heading }"` );
	}
	return sections[ heading ];
};
const section = ( heading ) => rows( heading ).flat();
// A row's first two paths: the TypeScript and its PHP (a path in the "what"
// column, such as split.ts's URL rule, is not a twin).
const pairs = rows( 'Twins across files' )
	.filter( ( paths ) => paths.length >= 2 )
	.map( ( [ ts, php ] ) => ( { ts, php } ) );
const problems = [
	...viewProblems(
		section( 'Views only the app draws' ),
		section( 'Markup only the server prints' ),
		section( 'Views named by their parts' )
	),
	...filesUnder( 'inc' )
		.filter( ( file ) => file.endsWith( '.php' ) )
		.flatMap( ( file ) => markerProblems( file, pairs ) ),
	...Object.values( sections )
		.flat( 2 )
		.filter( ( path ) => ! existsSync( join( ROOT, path ) ) )
		.map( ( path ) => `${ LIST } lists ${ path }, which is not there` ),
];
for ( const problem of problems ) {
	console.log( problem );
}
console.log( `twins: ${ problems.length } problem(s)` );
process.exitCode = problems.length ? 1 : 0;
