import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { deleteContentPages } from './support/content-pages';
import { logIn, wpEval, ZIP_PATH } from './support/wp';

/**
 * The theme as an author gets it: the zip uploaded through wp-admin's theme
 * upload screen, then activated. Every other end-to-end test runs against
 * this install.
 */
test( 'the theme zip installs through wp-admin and activates', async ( {
	page,
	request,
} ) => {
	// An upload, an activation and the first visits of a cold site: 28 s of
	// the 30 s default on a clean CI run.
	test.slow();
	expect( existsSync( ZIP_PATH ), `${ ZIP_PATH } (run npm run zip)` ).toBe(
		true
	);

	// Start from a site without the theme (the default theme active, no
	// author-site folder) and without content pages left by an earlier run.
	deleteContentPages();
	const removed = wpEval( `
		switch_theme( 'twentytwentyfive' );
		$dir = get_theme_root() . '/author-site';
		if ( is_link( $dir ) ) { unlink( $dir ); }
		elseif ( is_dir( $dir ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
			WP_Filesystem();
			$GLOBALS['wp_filesystem']->delete( $dir, true );
		}
		// None of the theme's settings, logo or share image an interrupted
		// earlier run left: the site as a new author has it.
		foreach ( array( 'author_site_settings', 'author_site_share_image', 'site_logo', 'theme_mods_author-site' ) as $option ) {
			delete_option( $option );
		}
		// The site's language: English (the i18n project switches it to French).
		delete_option( 'WPLANG' );
		// A fresh PHP log: the last project checks the theme wrote nothing to it.
		if ( is_string( WP_DEBUG_LOG ) && file_exists( WP_DEBUG_LOG ) ) {
			file_put_contents( WP_DEBUG_LOG, '' );
		}
		echo file_exists( $dir ) ? 'still there' : 'removed';
	` );
	expect( removed ).toBe( 'removed' );

	await logIn( page );
	await page.goto( '/wp-admin/theme-install.php' );
	await page.getByRole( 'button', { name: 'Upload Theme' } ).click();
	await page.locator( '#themezip' ).setInputFiles( ZIP_PATH );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Theme installed successfully.' )
	).toBeVisible( { timeout: 20_000 } );
	await page.getByRole( 'link', { name: /^Activate/ } ).click();
	await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();

	expect( wpEval( 'echo get_stylesheet();' ) ).toBe( 'author-site' );
	// Activation seeded the content pages (the admin project tests that); the
	// other specs start from none: the site showing its built-in texts.
	deleteContentPages();
	expect(
		wpEval(
			"echo is_link( get_theme_root() . '/author-site' ) ? 'link' : 'folder';"
		)
	).toBe( 'folder' );
	const home = await request.get( '/' );
	expect( home.status() ).toBe( 200 );
	expect( await home.text() ).toContain(
		'wp-content/themes/author-site/build/index.js'
	);
} );
