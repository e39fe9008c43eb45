/**
 * The stores' icons: every store of the catalogue has the theme's icon, a
 * Simple Icons mark (src/books/store-marks.json, each a real Simple Icon), or
 * none on purpose. bin/build/copy-assets.mjs draws them into one sprite
 * (tests/php/SpriteIconsTest.php holds it to these).
 */
import * as simpleIcons from 'simple-icons';
import catalogue from '../../../src/books/catalogue.json';
import marks from '../../../src/books/store-marks.json';
import icons from '../../../src/ui/icons.json';

const ALL = simpleIcons as unknown as Record< string, { path?: string } >;

it( 'names only real Simple Icons', () => {
	for ( const icon of Object.values( marks ) ) {
		expect( typeof ALL[ icon ]?.path ).toBe( 'string' );
	}
} );

it( 'draws each store with the theme’s icon or a mark, where one is free to use', () => {
	const drawn = catalogue.stores.map( ( store ) => [
		store.name,
		store.icon === null
			? 'none'
			: ( store.icon in icons && 'theme' ) ||
				( store.icon in marks && 'Simple Icons' ) ||
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
