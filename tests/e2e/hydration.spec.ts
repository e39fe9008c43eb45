import {
	expect,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	ROUTES,
	test,
} from './support/fixtures';

/*
 * The first view is the theme's PHP markup; React hydrates it in place. This
 * proves the two agree: the server's #root, parsed by the browser, must equal
 * what the app renders by itself for the same route (reached by going back
 * after an in-app navigation), node for node, attribute for attribute.
 */

const PATHS = [ ...ROUTES.map( ( route ) => route.path ), '/no-such-page' ];

for ( const path of PATHS ) {
	test( `server markup of ${ path } equals the app's own render`, async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const server = await rootAsServed( page, request, path );
		const client = await rootAfterRevisit( page, path );
		expect( firstDifference( client, server ) ).toBe( 'none' );
		expect(
			consoleErrors.filter( ( e ) => ! e.includes( 'status of 404' ) )
		).toEqual( [] );
		consoleErrors.length = 0;
	} );
}
