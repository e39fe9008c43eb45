import { expect, test } from './support/fixtures';
import { wpEval } from './support/wp';

/*
 * Issue 9: a visitor who is not logged in gets nothing from wp-admin through
 * the theme. admin-settings.spec.ts and admin-health.spec.ts prove the same
 * for a subscriber; newsletter-config.spec.ts proves (logged out) that
 * /constant-contact-config.json holds exactly the plugin's public form
 * (formId, verify, instance, time, fields).
 */

const SETTINGS = '/wp-admin/themes.php?page=author-site';
const HEALTH = '/wp-admin/themes.php?page=author-site-health';

/** The saved settings option, as JSON. */
const savedOption = () =>
	wpEval(
		"echo wp_json_encode( get_option( 'author_site_settings', null ) );"
	);

const FIELDS = {
	'author_site_settings[author_name]': 'Logged-out visitor was here',
	'author_site_settings[contact_email]': 'visitor@evil.example',
	'author_site_settings[social][instagram]': 'https://evil.example/',
};

test.describe( 'logged out', () => {
	for ( const [ name, path ] of [
		[ 'the settings screen', SETTINGS ],
		[ 'the Content Health panel', HEALTH ],
	] ) {
		test( `${ name } redirects to the login form and shows nothing`, async ( {
			page,
			request,
		} ) => {
			const answer = await request.get( path, { maxRedirects: 0 } );
			expect( answer.status() ).toBe( 302 );
			const location = answer.headers().location ?? '';
			expect( location ).toContain( '/wp-login.php' );
			expect( decodeURIComponent( location ) ).toContain( path );
			const body = await answer.text();
			expect( body ).not.toContain( 'author_site_settings' );
			expect( body ).not.toContain( 'data-health-page' );

			await page.goto( path );
			await expect( page ).toHaveURL( /\/wp-login\.php/ );
			await expect( page.locator( '#user_login' ) ).toBeVisible();
			await expect(
				page.locator(
					'[name^="author_site_settings"], [data-health-page]'
				)
			).toHaveCount( 0 );
		} );
	}

	test( 'a POST of the settings fields changes nothing, wherever it goes', async ( {
		request,
	} ) => {
		const before = savedOption();
		const options = await request.post( '/wp-admin/options.php', {
			form: {
				option_page: 'author-site',
				action: 'update',
				_wpnonce: '0123456789',
				_wp_http_referer: SETTINGS,
				...FIELDS,
			},
			maxRedirects: 0,
		} );
		expect( options.status() ).toBe( 302 );
		expect( options.headers().location ?? '' ).toContain( '/wp-login.php' );

		// The screen posts to options.php; admin-post.php and admin-ajax.php
		// have no handler of the theme's (see the next test), for anyone.
		const adminPost = await request.post( '/wp-admin/admin-post.php', {
			form: { action: 'update', option_page: 'author-site', ...FIELDS },
			maxRedirects: 0,
		} );
		expect( adminPost.status() ).toBeGreaterThanOrEqual( 400 );
		const ajax = await request.post( '/wp-admin/admin-ajax.php', {
			form: { action: 'author_site_settings', ...FIELDS },
		} );
		expect( ajax.status() ).toBe( 400 );
		expect( await ajax.text() ).toBe( '0' );

		expect( savedOption() ).toBe( before );
	} );

	test( 'the theme adds no admin-ajax or admin-post handler of its own (only the limit’s guard before Constant Contact’s), one REST route (CSP reports), and REST refuses writes', async ( {
		request,
	} ) => {
		// Every handler of those entry points, by the file that defines it.
		const inventory = JSON.parse(
			wpEval( `
				$theme = wp_normalize_path( realpath( get_stylesheet_directory() ) );
				$file  = function ( $callback ) {
					try {
						if ( is_string( $callback ) && str_contains( $callback, '::' ) ) {
							$callback = explode( '::', $callback );
						}
						$reflection = is_array( $callback )
							? new ReflectionMethod( $callback[0], $callback[1] )
							: new ReflectionFunction( Closure::fromCallable( $callback ) );
						return wp_normalize_path( (string) $reflection->getFileName() );
					} catch ( Throwable $e ) {
						return '';
					}
				};
				$ours = array();
				foreach ( $GLOBALS['wp_filter'] as $hook => $filter ) {
					if ( ! preg_match( '/^(wp_ajax_|admin_post)/', $hook ) ) {
						continue;
					}
					foreach ( $filter->callbacks as $callbacks ) {
						foreach ( $callbacks as $callback ) {
							if ( str_starts_with( $file( $callback['function'] ), $theme ) ) {
								$ours[] = $hook;
							}
						}
					}
				}
				foreach ( rest_get_server()->get_routes() as $route => $handlers ) {
					foreach ( $handlers as $handler ) {
						if ( isset( $handler['callback'] ) && str_starts_with( $file( $handler['callback'] ), $theme ) ) {
							$ours[] = $route;
						}
					}
				}
				echo wp_json_encode( array( 'ours' => $ours ) );
			` )
		);
		// The one route: browsers post CSP violation reports there without
		// cookies; it keeps a bounded list and is tested as harmless in
		// csp-reports.spec.ts.
		// The guard: the limit per client runs before Constant Contact
		// Forms' own signup handler (inc/forms/ajax-limit.php), an action the
		// plugin owns; it only refuses, and opens nothing new.
		expect( inventory.ours ).toEqual( [
			'wp_ajax_ctct_process_form',
			'wp_ajax_nopriv_ctct_process_form',
			'/author-site/v1/csp-report',
		] );
		const probe = await request.get(
			'/?rest_route=/author-site/v1/csp-report'
		);
		expect( probe.status() ).toBe( 404 ); // POST only.

		// The theme's one REST addition is a read-only field of the pages.
		const page = Number(
			wpEval(
				"echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Logged-out REST test' ) );"
			)
		);
		try {
			const write = await request.post(
				`/?rest_route=/wp/v2/pages/${ page }`,
				{
					data: {
						title: 'Changed by a visitor',
						author_site_unreadable: [ 'content' ],
					},
				}
			);
			expect( write.status() ).toBe( 401 );
			const settings = await request.post(
				'/?rest_route=/wp/v2/settings',
				{ data: { author_site_settings: { author_name: 'x' } } }
			);
			expect( settings.status() ).toBe( 401 );
			expect( wpEval( `echo get_the_title( ${ page } );` ) ).toBe(
				'Logged-out REST test'
			);
		} finally {
			wpEval( `wp_delete_post( ${ page }, true );` );
		}
	} );
} );
