import { appReady, expect, test } from './support/fixtures';
import { wpEval } from './support/wp';

/*
 * The app's scripts wait in an inert <template> until the first paint
 * (inc/app/assets.php). A plugin's own footer script that needs one of the same
 * WordPress packages must still find it when it runs: the shared package is
 * printed the ordinary way, the rest of the app still waits.
 */

test.afterEach( () => {
	wpEval( `delete_option( 'author_site_test_plugin_script' );` );
} );

test( 'a plugin footer script that needs wp-i18n still finds it, and the app still starts', async ( {
	page,
	request,
	consoleErrors,
} ) => {
	wpEval( `update_option( 'author_site_test_plugin_script', 1 );` );
	const html = await ( await request.get( '/' ) ).text();
	const template =
		/<template id="author-site-app-scripts">([\s\S]*?)<\/template>/.exec(
			html
		)?.[ 1 ] ?? '';
	const outside = html.replace( template, '' );
	// wp-i18n (and what it needs) outside the template, before the plugin's script…
	expect( outside ).toMatch( /<script[^>]+id="wp-i18n-js"/ );
	expect( outside.indexOf( 'id="wp-i18n-js"' ) ).toBeLessThan(
		outside.indexOf( 'authorSiteTestPlugin' )
	);
	// …and nothing twice; React and the bundle still wait in the template.
	expect( html.match( /id="wp-i18n-js"/g ) ).toHaveLength( 1 );
	expect( template ).toMatch( /id="react-js"/ );
	expect( template ).toMatch( /build\/index\.js/ );

	await page.goto( '/' );
	await appReady( page );
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { authorSiteTestPlugin?: string } )
					.authorSiteTestPlugin
		)
	).toBe( 'function' );
	expect( consoleErrors ).toEqual( [] );
} );

test( 'without such a script, every app script waits in the template', async ( {
	request,
} ) => {
	const html = await ( await request.get( '/' ) ).text();
	expect(
		html.replace(
			/<template id="author-site-app-scripts">[\s\S]*?<\/template>/,
			''
		)
	).not.toMatch( /<script\b[^>]*\ssrc=/ );
} );
