/**
 * Copies the theme's run-time assets into build/: the artwork from
 * assets/images, the looks' web fonts (Latin subsets, from @fontsource) and
 * their fallbacks' metrics, the icons below the first screen as
 * one sprite (build/images/icons.svg, which both renderers point at), and
 * the app's loader
 * minified (build/app-loader.js, inlined in every page by inc/app/assets.php).
 * Runs after `wp-scripts build`.
 */
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fromFile } from '@capsizecss/unpack/fs';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import * as simpleIcons from 'simple-icons';
import { minify } from 'terser';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const build = join( root, 'build' );

mkdirSync( join( build, 'images' ), { recursive: true } );
for ( const file of readdirSync( join( root, 'assets', 'images' ) ) ) {
	copyFileSync(
		join( root, 'assets', 'images', file ),
		join( build, 'images', file )
	);
}

// The looks' web fonts (src/looks/looks.json): the Latin faces, in the weight
// the look draws each font with, of each font whose @fontsource package is
// installed; inc/app/fonts.php declares the files it finds, and a look whose
// font is not here draws its fallback. Beside them, build/fonts/metrics.json:
// for each font, the overrides that make a metric-compatible local face
// (Times New Roman's for a serif, Arial's for a sans-serif) take the room
// its face will, read from the face's own file, so that the face's arrival
// moves nothing (docs/first-paint.md#her-fonts-on-the-first-page).
// The local faces that share a face's metrics, upright and italic: Times New
// Roman's and Arial's own, and their metric-compatible clones on Linux
// (Liberation) and ChromeOS (Tinos, Arimo), by full and PostScript name.
const LOCAL_FACES = {
	'Times New Roman': {
		normal: [
			'Times New Roman',
			'TimesNewRomanPSMT',
			'Liberation Serif',
			'Tinos',
		],
		italic: [
			'Times New Roman Italic',
			'TimesNewRomanPS-ItalicMT',
			'Liberation Serif Italic',
			'Tinos Italic',
		],
	},
	Arial: {
		normal: [ 'Arial', 'ArialMT', 'Liberation Sans', 'Arimo' ],
		italic: [
			'Arial Italic',
			'Arial-ItalicMT',
			'Liberation Sans Italic',
			'Arimo Italic',
		],
	},
};

mkdirSync( join( build, 'fonts' ), { recursive: true } );
const looks = JSON.parse(
	readFileSync( join( root, 'src', 'looks', 'looks.json' ), 'utf8' )
);
const metrics = {};
for ( const [ id, font ] of Object.entries( looks.fonts ) ) {
	if ( ! font.package ) {
		continue;
	}
	const files = join( root, 'node_modules', font.package, 'files' );
	const name = font.package.split( '/' ).pop();
	for ( const style of [ 'normal', 'italic' ] ) {
		const file = `${ name }-latin-${ font.weight }-${ style }.woff2`;
		if ( existsSync( join( files, file ) ) ) {
			copyFileSync( join( files, file ), join( build, 'fonts', file ) );
		}
	}
	const face = join( files, `${ name }-latin-${ font.weight }-normal.woff2` );
	if ( existsSync( face ) ) {
		metrics[ id ] = fallbackMetrics(
			await fromFile( face ),
			/sans-serif$/.test( font.fallback ) ? arial : timesNewRoman
		);
	}
}
writeFileSync(
	join( build, 'fonts', 'metrics.json' ),
	JSON.stringify( metrics, null, '\t' ) + '\n'
);

// The icons that sit below the first screen, as one sprite they show as a
// mask picture (docs/first-paint.md#icons-below-the-first-screen), so their
// paths cost a page nothing: the footer's profiles and email
// (src/layout/social.json), and the stores' (the theme's own icon, else the
// Simple Icons mark src/books/store-marks.json names). Each icon has a
// <view> of its own, `icons.svg#name`, 8 units clear of the next.
const read = ( ...path ) =>
	JSON.parse( readFileSync( join( root, 'src', ...path ), 'utf8' ) );
const marks = read( 'books', 'store-marks.json' );
const icons = read( 'ui', 'icons.json' );
const names = new Set( [
	...Object.keys( read( 'layout', 'social.json' ).labels ),
	'mail',
	...read( 'books', 'catalogue.json' )
		.stores.map( ( { icon } ) => icon )
		.filter(
			( icon ) => icon !== null && ( icon in icons || icon in marks )
		),
] );
const views = [ ...names ].map( ( name, i ) => {
	const paths = icons[ name ] ?? [ simpleIcons[ marks[ name ] ].path ];
	return `<view id="${ name }" viewBox="${ i * 32 } 0 24 24"/><svg x="${
		i * 32
	}" width="24" height="24" viewBox="0 0 24 24">${ paths
		.map( ( d ) => `<path d="${ d }"/>` )
		.join( '' ) }</svg>`;
} );
writeFileSync(
	join( build, 'images', 'icons.svg' ),
	`<svg xmlns="http://www.w3.org/2000/svg">${ views.join( '' ) }</svg>\n`
);

const loader = await minify(
	readFileSync( join( root, 'inc', 'app', 'app-loader.js' ), 'utf8' ),
	{ format: { comments: false } }
);
writeFileSync( join( build, 'app-loader.js' ), loader.code );

/**
 * The overrides of a local face standing in for a web face: the local face
 * scaled to the web face's average Latin width, and the web face's ascent,
 * descent and line gap, in percent of the font size.
 *
 * @param {Object} face  The web face's metrics (@capsizecss/unpack).
 * @param {Object} local The local face's metrics (@capsizecss/metrics).
 * @return {Object} The local faces' names and the overrides.
 */
function fallbackMetrics( face, local ) {
	const scale =
		face.subsets.latin.xWidthAvg /
		face.unitsPerEm /
		( local.subsets.latin.xWidthAvg / local.unitsPerEm );
	const percent = ( value ) =>
		Math.round( ( value / face.unitsPerEm / scale ) * 1e6 ) / 1e4;
	return {
		local: LOCAL_FACES[ local.familyName ],
		sizeAdjust: Math.round( scale * 1e6 ) / 1e4,
		ascent: percent( face.ascent ),
		descent: percent( Math.abs( face.descent ) ),
		lineGap: percent( face.lineGap ),
	};
}
