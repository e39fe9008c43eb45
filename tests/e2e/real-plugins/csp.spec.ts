import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';
import { logIn } from '../support/wp';
import { violations, watchCsp } from '../support/csp-watch';
import { siteEval } from '../support/plugins-site';

/*
 * The security policy beside the author's other plugins. A fresh site with
 * the three plugins reports nothing. A plugin that prints a raw inline
 * script (tests/wp/real-plugins/…-raw-script.php, standing for analytics,
 * a cookie notice, a chat widget) is blocked, and the author is told: the
 * browser's report reaches the theme's endpoint, Content Health names the
 * script and the page, and the settings screen lets her switch to report
 * only, where the script runs and is still listed.
 */

type Reports = {
	entries: Record<
		string,
		{ source: string; sample: string; page: string; count: number }
	>;
};

function reports(): Reports {
	return JSON.parse(
		siteEval(
			'echo wp_json_encode( author_site_csp_reports(), JSON_FORCE_OBJECT );'
		)
	) as Reports;
}

/**
 * What the raw script set, if it ran.
 * @param page The page.
 */
function rawScriptRan( page: Page ): Promise< string | undefined > {
	return page.evaluate(
		() =>
			( window as unknown as { authorSiteTestRawScript?: string } )
				.authorSiteTestRawScript
	);
}

function setMode( mode: string ): void {
	siteEval( `
		$settings = author_site_settings();
		$settings['script_protection'] = '${ mode }';
		update_option( 'author_site_settings', $settings );
	` );
}

test.describe
	.serial( 'the security policy and a plugin’s raw inline script', () => {
	test.beforeAll( () => {
		siteEval( `
			delete_option( 'author_site_test_raw_script' );
			author_site_csp_reports_clear();
		` );
		setMode( 'enforce' );
	} );

	test.afterAll( () => {
		siteEval( `
			delete_option( 'author_site_test_raw_script' );
			author_site_csp_reports_clear();
		` );
		setMode( 'enforce' );
	} );

	test( 'with the three plugins alone, nothing is blocked or reported', async ( {
		page,
	} ) => {
		await watchCsp( page );
		for ( const path of [
			'/',
			'/books',
			'/about',
			'/events',
			'/contact',
		] ) {
			await page.goto( path );
			await appReady( page );
			expect( await violations( page ) ).toEqual( [] );
		}
		expect( Object.keys( reports().entries ) ).toEqual( [] );
	} );

	test( 'enforced: the raw script is blocked, reported, and named in Content Health', async ( {
		page,
		consoleErrors,
	} ) => {
		// A visit, a login and two wp-admin screens.
		test.slow();
		siteEval( "update_option( 'author_site_test_raw_script', 1 );" );
		await watchCsp( page );
		await page.goto( '/books' );
		await appReady( page );
		expect( await rawScriptRan( page ) ).toBeUndefined();
		expect( await violations( page ) ).toEqual( [
			expect.stringMatching(
				/^script-src-elem blocked inline \(.*\) window\.authorSiteTestRawScript = 'ran';$/
			),
		] );
		// The browser says so in the console too: that is the point here.
		expect( consoleErrors ).toEqual( [
			expect.stringContaining( 'Content Security Policy' ),
		] );
		consoleErrors.length = 0;

		await expect
			.poll( () => Object.values( reports().entries ) )
			.toEqual( [
				expect.objectContaining( {
					source: 'inline',
					sample: "window.authorSiteTestRawScript = 'ran';",
					page: '/books',
					count: 1,
				} ),
			] );

		await logIn( page );
		await page.goto( '/wp-admin/themes.php?page=author-site-health' );
		const section = page.locator( '[data-health-service="blocked"]' );
		await expect(
			section.locator( '[data-blocked-source="inline"]' )
		).toHaveText(
			"An inline script starting window.authorSiteTestRawScript = 'ran'; was blocked on /books, says 1 report."
		);
		await expect( section ).toContainText(
			'Reported by visitors’ browsers, unverified'
		);
		await expect( section ).toContainText( 'choose “Only report them”' );
		await page.goto( '/wp-admin/themes.php?page=author-site' );
		await expect(
			page.getByText( '1 script was blocked or reported lately.' )
		).toBeVisible();
	} );

	test( 'report only, chosen on the settings screen: the script runs and stays listed', async ( {
		page,
	} ) => {
		// A log-in, a saved setting and four page loads, on a machine that may be busy.
		test.slow();
		await logIn( page );
		await page.goto( '/wp-admin/themes.php?page=author-site' );
		await page.getByLabel( 'Only report them' ).check();
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

		const response = await page.goto( '/books' );
		expect(
			response?.headers()[ 'content-security-policy' ]
		).toBeUndefined();
		expect(
			response?.headers()[ 'content-security-policy-report-only' ]
		).toMatch( /script-src 'self' 'sha256-/ );
		await appReady( page );
		expect( await rawScriptRan( page ) ).toBe( 'ran' );
		await expect
			.poll( () => Object.values( reports().entries )[ 0 ]?.count )
			.toBe( 2 );
		await page.goto( '/wp-admin/themes.php?page=author-site-health' );
		await expect(
			page.locator( '[data-blocked-source="inline"]' )
		).toContainText( 'would have been blocked on /books, say 2 reports.' );

		// Cleared on request.
		await page.getByRole( 'link', { name: 'Clear the list' } ).click();
		await expect(
			page.getByText( 'The list of blocked scripts was cleared.' )
		).toBeVisible();
		expect( Object.keys( reports().entries ) ).toEqual( [] );
	} );

	test( 'off: no policy at all', async ( { page } ) => {
		setMode( 'off' );
		const response = await page.goto( '/books' );
		const headers = response?.headers() ?? {};
		expect( headers[ 'content-security-policy' ] ).toBeUndefined();
		expect(
			headers[ 'content-security-policy-report-only' ]
		).toBeUndefined();
		expect( headers[ 'x-content-type-options' ] ).toBe( 'nosniff' );
		await appReady( page );
	} );
} );
