/**
 * Copies the theme's run-time assets into build/: the artwork from
 * assets/images, the one web font the theme uses (Playfair Display 600,
 * Latin subset, from @fontsource), and the stores' marks PHP draws
 * (build/store-marks.json: src/books/store-marks.json's Simple Icons, by icon
 * name, the same paths src/ui/storeMarks.ts bundles), and the app's loader
 * minified (build/app-loader.js, inlined in every page by inc/assets.php).
 * Runs after `wp-scripts build`.
 */
import {
	copyFileSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as simpleIcons from 'simple-icons';
import { minify } from 'terser';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const build = join( root, 'build' );

mkdirSync( join( build, 'images' ), { recursive: true } );
for ( const file of readdirSync( join( root, 'assets', 'images' ) ) ) {
	copyFileSync(
		join( root, 'assets', 'images', file ),
		join( build, 'images', file )
	);
}

const fonts = join(
	root,
	'node_modules',
	'@fontsource',
	'playfair-display',
	'files'
);
mkdirSync( join( build, 'fonts' ), { recursive: true } );
for ( const file of [
	'playfair-display-latin-600-normal.woff2',
	'playfair-display-latin-600-italic.woff2',
] ) {
	copyFileSync( join( fonts, file ), join( build, 'fonts', file ) );
}

const marks = JSON.parse(
	readFileSync( join( root, 'src', 'books', 'store-marks.json' ), 'utf8' )
);
writeFileSync(
	join( build, 'store-marks.json' ),
	JSON.stringify(
		Object.fromEntries(
			Object.entries( marks ).map( ( [ name, icon ] ) => [
				name,
				simpleIcons[ icon ].path,
			] )
		)
	)
);

const loader = await minify(
	readFileSync( join( root, 'inc', 'app-loader.js' ), 'utf8' ),
	{ format: { comments: false } }
);
writeFileSync( join( build, 'app-loader.js' ), loader.code );
