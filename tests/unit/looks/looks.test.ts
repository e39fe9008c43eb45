/**
 * The looks file (src/looks/looks.json) and the CSS that reads it: every look
 * names every role in #rrggbb and fonts the file has; the theme's stylesheets
 * name no colour of their own, and every colour property they read is a
 * role's (inc/app/looks.php prints one per role).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import looks from '../../../src/looks/looks.json';

const SHEETS = [ 'style.css', 'wordpress/style.css', 'editor/editor.css' ];

/**
 * A stylesheet of src/, comments left out.
 * @param file Its path under src/.
 */
function sheet( file: string ): string {
	return readFileSync(
		join( __dirname, '..', '..', '..', 'src', file ),
		'utf8'
	).replace( /\/\*[\s\S]*?\*\//g, '' );
}

/**
 * A role's custom property, as inc/app/looks.php names it.
 * @param role The role, in camel case.
 */
const property = ( role: string ) =>
	`--color-${ role.replace( /[A-Z]/g, ( c ) => `-${ c.toLowerCase() }` ) }`;

describe( 'the looks', () => {
	const roles = Object.keys( looks.roles );

	it.each( Object.entries( looks.looks ) )(
		'%s names every role in #rrggbb and fonts of the file',
		( _id, look ) => {
			expect( Object.keys( look.colors ) ).toEqual( roles );
			for ( const color of Object.values( look.colors ) ) {
				expect( color ).toMatch( /^#[0-9a-f]{6}$/ );
			}
			expect( looks.fonts ).toHaveProperty( look.headingFont );
			expect( looks.fonts ).toHaveProperty( look.bodyFont );
		}
	);

	it( 'has four looks at least, the default among them, and pairs of known roles', () => {
		expect( Object.keys( looks.looks ).length ).toBeGreaterThanOrEqual( 4 );
		expect( looks.looks ).toHaveProperty( looks.default );
		for ( const [ fg, bg, min ] of looks.pairs ) {
			expect( roles ).toContain( fg );
			expect( roles ).toContain( bg );
			expect( [ 3, 4.5 ] ).toContain( min );
		}
	} );

	it( 'takes its web fonts from @fontsource packages, each with a fallback stack', () => {
		for ( const font of Object.values( looks.fonts ) ) {
			expect( font.package ).toMatch( /^(@fontsource\/[a-z-]+)?$/ );
			expect( font.fallback ).toMatch( /(serif|sans-serif)$/ );
		}
	} );

	it.each( SHEETS )(
		'%s names no colour and reads only the roles',
		( file ) => {
			const css = sheet( file ).replace(
				// The block editor's own sidebar, not the site: wp-admin's greys.
				/\.author-site-sections[^{]*\{[^}]*\}/g,
				''
			);
			expect( css ).not.toMatch( /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/ );
			const known = new Set( roles.map( property ) );
			const read = [ ...css.matchAll( /var\((--color-[a-z-]+)/g ) ].map(
				( match ) => match[ 1 ] ?? ''
			);
			expect( read.length ).toBeGreaterThan( 0 );
			expect( read.filter( ( name ) => ! known.has( name ) ) ).toEqual(
				[]
			);
		}
	);
} );
