import looks from '../../src/looks/looks.json';
import pictures from '../../src/ui/pictures.json';
import { expect, test } from './support/fixtures';
import { readHead } from './support/head';
import { clearLook, setLook } from './support/looks';

/*
 * Issue 54: the favicon and the browser's bar wear her look
 * (inc/app/assets.php, inc/meta/tags.php): the theme's favicon.svg, printed
 * as a data: URL, drawn in her colours, the touch icon drawn in them
 * (inc/pictures/touch-icon.php), and `theme-color` her accent, on the
 * next request after her look is stored (theme mods, as the Customizer
 * publishes them); a stored colour under AA is not used there either. It sets
 * theme mods, so it runs in the `admin` project, and removes them after.
 */

const FAVICON = '/wp-content/themes/author-site/build/images/favicon.svg';
const DATA = 'data:image/svg+xml,';

test.describe.serial( 'her look in the icons', () => {
	test.beforeAll( () => clearLook() );

	test.afterAll( () => clearLook() );

	test( 'the favicon and theme-color follow her look on the next request', async ( {
		request,
	} ) => {
		const file = await ( await request.get( FAVICON ) ).text();
		const icon = async () => {
			const head = await readHead( request, '/' );
			expect( head.links.icon.startsWith( DATA ) ).toBe( true );
			const touch = await request.get( head.links[ 'apple-touch-icon' ] );
			expect( touch.headers()[ 'content-type' ] ).toBe( 'image/png' );
			return {
				svg: decodeURIComponent( head.links.icon.slice( DATA.length ) ),
				themeColor: head.meta[ 'theme-color' ],
				touchIcon: new URL( head.links[ 'apple-touch-icon' ] ).pathname
					.split( '/' )
					.slice( -2 )
					.join( '/' )
					.replace( /-[0-9a-f]{12}\.png$/, '' ),
			};
		};
		/**
		 * The file with each role's colour swapped for the palette's.
		 * @param palette Role → colour.
		 */
		const drawn = ( palette: Record< string, string > ) =>
			Object.entries( pictures.favicon ).reduce(
				( svg, [ role, color ] ) =>
					svg.split( color ).join( palette[ role ] ),
				file
			);

		expect( await icon() ).toEqual( {
			svg: file,
			themeColor: looks.looks.suspense.colors.accent,
			touchIcon: 'images/apple-touch-icon.png',
		} );

		setLook( 'historical', { accent: '#1f3a5c' } );
		const historical = {
			...looks.looks.historical.colors,
			accent: '#1f3a5c',
		};
		expect( await icon() ).toEqual( {
			svg: drawn( historical ),
			themeColor: '#1f3a5c',
			// Drawn in her colours (inc/pictures/touch-icon.php).
			touchIcon: 'author-site/touch-icon',
		} );
		expect( file ).toContain( `fill="${ pictures.favicon.accent }"` );
		expect( drawn( historical ) ).toContain( 'fill="#1f3a5c"' );

		// Stored past the Customizer: white on the white letter fails, the look's own is drawn.
		clearLook();
		setLook( 'romcom', { accent: '#fafafa' } );
		expect( await icon() ).toEqual( {
			svg: drawn( looks.looks.romcom.colors ),
			themeColor: looks.looks.romcom.colors.accent,
			touchIcon: 'author-site/touch-icon',
		} );
	} );
} );
