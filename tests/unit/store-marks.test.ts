/**
 * The stores' marks (src/ui/storeMarks.ts): the app bundles exactly the Simple
 * Icons that src/books/store-marks.json names, which bin/copy-assets.mjs
 * writes for PHP; every store of the catalogue has the theme's icon, a mark,
 * or none on purpose.
 */
import * as simpleIcons from 'simple-icons';
import catalogue from '../../src/books/catalogue.json';
import marks from '../../src/books/store-marks.json';
import icons from '../../src/ui/icons.json';
import { STORE_MARKS } from '../../src/ui/storeMarks';

const ALL = simpleIcons as unknown as Record< string, { path: string } >;

it( 'bundles the marks store-marks.json names, path for path', () => {
	expect( STORE_MARKS ).toEqual(
		Object.fromEntries(
			Object.entries( marks ).map( ( [ name, icon ] ) => [
				name,
				ALL[ icon ]!.path,
			] )
		)
	);
} );

it( 'draws each store with the theme’s icon or a mark, where one is free to use', () => {
	const drawn = catalogue.stores.map( ( store ) => [
		store.name,
		store.icon === null
			? 'none'
			: ( store.icon in icons && 'theme' ) ||
				( store.icon in STORE_MARKS && 'Simple Icons' ) ||
				'none',
	] );
	expect( Object.fromEntries( drawn ) ).toEqual( {
		Amazon: 'theme',
		Audible: 'Simple Icons',
		'Apple Books': 'none',
		'Barnes & Noble': 'none',
		Kobo: 'Simple Icons',
		'Google Play Books': 'Simple Icons',
		'Bookshop.org': 'none',
		'Libro.fm': 'none',
		'All stores': 'none',
	} );
} );
