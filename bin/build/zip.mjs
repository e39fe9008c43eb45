/**
 * Packs the installable theme: dist/author-site.zip with one top folder,
 * author-site/, holding only what the theme needs at run time (PHP, the built
 * assets, the admin screens' scripts, the JSON files PHP reads, style.css,
 * screenshot.png), readme.txt and the author's guide, docs/authoring.md (the settings
 * screen links to it).
 * Run `npm run build` first.
 */
import {
	cpSync,
	existsSync,
	mkdirSync,
	readdirSync,
	rmSync,
	statSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const dist = join( root, 'dist' );
const stage = join( dist, 'author-site' );
const zipFile = join( dist, 'author-site.zip' );

const FILES = [
	'style.css',
	// The WordPress.org readme: description, FAQ, changelog, copyright and
	// the licences of the bundled font, packages and artwork.
	'readme.txt',
	'functions.php',
	'index.php',
	// Comments on WordPress views (docs/whole-site.md#posts-and-other-pages).
	'comments.php',
	'screenshot.png',
	'inc',
	'assets/admin',
	// The author's guide (the settings screen links to it); the rest of docs/ is
	// for developers.
	'docs/authoring.md',
	'build',
	// The translation template (npm run pot) and any translations beside it
	// (docs/i18n.md).
	'languages',
	// The JSON files under src/ hold the facts both renderers read (copy,
	// schema, defaults, navigation…): PHP reads them from the theme, so every
	// one ships, and a new one needs no entry here.
	...readdirSync( join( root, 'src' ), { recursive: true } )
		.filter( ( file ) => file.endsWith( '.json' ) )
		.map( ( file ) => join( 'src', file ) ),
];

if ( ! existsSync( join( root, 'build', 'index.asset.php' ) ) ) {
	console.error( 'zip: build/ is missing; run `npm run build` first.' );
	process.exit( 1 );
}

rmSync( stage, { recursive: true, force: true } );
rmSync( zipFile, { force: true } );
mkdirSync( stage, { recursive: true } );
for ( const file of FILES ) {
	const from = join( root, file );
	if ( ! existsSync( from ) ) {
		console.error( `zip: ${ file } is missing.` );
		process.exit( 1 );
	}
	cpSync( from, join( stage, file ), {
		recursive: true,
		filter: ( src ) => ! src.endsWith( '-rtl.css' ),
	} );
}
execFileSync( 'zip', [ '-q', '-r', '-X', zipFile, 'author-site' ], {
	cwd: dist,
	stdio: 'inherit',
} );
rmSync( stage, { recursive: true, force: true } );
console.log(
	`zip: ${ zipFile } (${ ( statSync( zipFile ).size / 1024 ).toFixed( 1 ) } KiB)`
);
