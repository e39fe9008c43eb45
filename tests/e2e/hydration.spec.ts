import { appReady, expect, ROUTES, test } from './fixtures';

/**
 * The first view is the theme's PHP markup; React hydrates it in place. This
 * proves the two agree: the server's #root, parsed by the browser, must equal
 * what the app renders by itself for the same route (reached by going back
 * after an in-app navigation), node for node, attribute for attribute.
 * @param root
 */
function canonical( root: Element | null ): string {
	const walk = ( node: Node ): string => {
		if ( node.nodeType === Node.TEXT_NODE ) {
			return JSON.stringify( node.textContent );
		}
		if ( node.nodeType !== Node.ELEMENT_NODE ) {
			return '';
		}
		const element = node as Element;
		const attributes = Array.from( element.attributes )
			.map( ( a ) => `${ a.name }=${ JSON.stringify( a.value ) }` )
			.sort()
			.join( ' ' );
		const children = Array.from( element.childNodes )
			.map( walk )
			.join( '' );
		return `<${ element.tagName.toLowerCase() } ${ attributes }>${ children }</>`;
	};
	return root ? walk( root ) : 'no root';
}

/**
 * Where two canonical renders part, with some context, or 'none'.
 * @param a
 * @param b
 */
function firstDifference( a: string, b: string ): string {
	if ( a === b ) {
		return 'none';
	}
	let i = 0;
	while ( a[ i ] === b[ i ] ) {
		i++;
	}
	const from = Math.max( 0, i - 120 );
	return `at ${ i }:\n  app:    …${ a.slice( from, i + 120 ) }\n  server: …${ b.slice( from, i + 120 ) }`;
}

const PATHS = [ ...ROUTES.map( ( route ) => route.path ), '/no-such-page' ];

for ( const path of PATHS ) {
	test( `server markup of ${ path } equals the app's own render`, async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const html = await ( await request.get( path ) ).text();
		await page.goto( path );
		await appReady( page );
		const server = await page.evaluate(
			( [ source, fn ] ) => {
				const doc = new DOMParser().parseFromString(
					source,
					'text/html'
				);

				return new Function( `return (${ fn })` )()(
					doc.getElementById( 'root' )
				);
			},
			[ html, canonical.toString() ]
		);

		const away = path === '/' ? 'Books' : 'Home';
		await page
			.getByRole( 'navigation', { name: 'Main' } )
			.getByRole( 'link', { name: away } )
			.click();
		await expect(
			page
				.getByRole( 'navigation', { name: 'Main' } )
				.locator( '[aria-current="page"]' )
		).toHaveText( away );
		await page.goBack();
		await expect( page ).toHaveURL(
			new RegExp( `${ path.replace( /\//g, '\\/' ) }$` )
		);
		const client = await page.evaluate(
			( fn ) =>
				new Function( `return (${ fn })` )()(
					document.getElementById( 'root' )
				),
			canonical.toString()
		);
		expect( firstDifference( client, server ) ).toBe( 'none' );
		expect(
			consoleErrors.filter( ( e ) => ! e.includes( 'status of 404' ) )
		).toEqual( [] );
		consoleErrors.length = 0;
	} );
}
