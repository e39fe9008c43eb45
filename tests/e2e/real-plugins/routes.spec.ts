import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	ROUTES,
	test,
} from '../support/fixtures';
import type { Page } from '@playwright/test';
import { logIn } from '../support/wp';
import { violations, watchCsp } from '../support/csp-watch';
import { logMark, phpNoticesSince, siteEval } from '../support/plugins-site';

/*
 * Every view of the theme with The Events Calendar, Constant Contact Forms
 * and WPForms Lite active: no console error (the fixture), no CSP
 * violation, no failed request, no PHP notice; and none of the plugins'
 * front-end assets, which the theme's views do not use.
 */

const PATHS = [ ...ROUTES.map( ( route ) => route.path ), '/no-such-page' ];

/**
 * The status each path answers with.
 * @param path
 */
const statusOf = ( path: string ) => ( path === '/no-such-page' ? 404 : 200 );

/**
 * Logs the page in for the logged-in visitor, once nothing of wp-admin's is
 * still loading.
 *
 * @param page    The page.
 * @param visitor Who visits.
 */
async function visitAs(
	page: Page,
	visitor: 'logged out' | 'logged in'
): Promise< void > {
	if ( visitor === 'logged in' ) {
		await logIn( page );
		// Nothing of wp-admin's still loading when the view starts: only
		// network silence shows it.
		// eslint-disable-next-line playwright/no-networkidle
		await page.waitForLoadState( 'networkidle' );
	}
}

for ( const visitor of [ 'logged out', 'logged in' ] as const ) {
	test.describe( visitor, () => {
		for ( const path of PATHS ) {
			test( `${ path }: no console error, violation, failed request or PHP notice; no plugin asset`, async ( {
				page,
				consoleErrors,
			} ) => {
				await visitAs( page, visitor );
				const mark = logMark();
				await watchCsp( page );
				const failed: string[] = [];
				page.on( 'requestfailed', ( request ) =>
					failed.push(
						`${ request.url() } ${ request.failure()?.errorText }`
					)
				);
				page.on( 'response', ( response ) => {
					// The not-found view's own 404 is the view itself.
					if (
						response.status() >= 400 &&
						! response.request().isNavigationRequest()
					) {
						failed.push(
							`${ response.url() } ${ response.status() }`
						);
					}
				} );
				const response = await page.goto( path );
				expect( response?.status() ).toBe( statusOf( path ) );
				await appReady( page );
				// Every request the view makes has had its chance to fail.
				// eslint-disable-next-line playwright/no-networkidle
				await page.waitForLoadState( 'networkidle' );

				expect( await violations( page ) ).toEqual( [] );
				expect( failed ).toEqual( [] );
				const assets = await page.evaluate( () => ( {
					scripts: [ ...document.querySelectorAll( 'script[src]' ) ]
						.map( ( s ) => ( s as HTMLScriptElement ).src )
						.filter( ( src ) => src.includes( '/plugins/' ) ),
					styles: [
						...document.querySelectorAll(
							'link[rel="stylesheet"]'
						),
					]
						.map( ( l ) => ( l as HTMLLinkElement ).href )
						.filter(
							( href ) =>
								href.includes( '/plugins/' ) &&
								// The admin bar's Events menu keeps its icon.
								! /the-events-calendar\/build\/css\/admin-menu\.css|wpforms-lite\/assets\/css\/admin-bar\.min\.css/.test(
									href
								)
						),
					rawInline: [ ...document.querySelectorAll( 'script' ) ]
						.filter( ( s ) =>
							/tribe_l10n_datatables|tribe-no-js|wpforms_settings/.test(
								s.textContent ?? ''
							)
						)
						.map( ( s ) => ( s.textContent ?? '' ).slice( 0, 60 ) ),
					bodyClass: document.body.className,
				} ) );
				expect( assets.scripts ).toEqual( [] );
				expect( assets.styles ).toEqual( [] );
				expect( assets.rawInline ).toEqual( [] );
				expect( assets.bodyClass ).not.toMatch( /tribe-no-js/ );
				expect( phpNoticesSince( mark ) ).toEqual( [] );
				// The browser's own line for a 404 document, and nothing else.
				expectOnlyFailedStatus( consoleErrors, statusOf( path ) );
			} );
		}
	} );
}

test( 'the plugins are the real ones, active', () => {
	// On the cluster (bin/site/cache-up.sh, its Redis named in wp-config.php)
	// Redis Object Cache too, from its release zip.
	const cluster =
		siteEval( "echo defined( 'WP_REDIS_PATH' ) ? 1 : 0;" ) === '1';
	expect(
		JSON.parse(
			siteEval( `
				require_once ABSPATH . 'wp-admin/includes/plugin.php';
				$out = array();
				foreach ( get_option( 'active_plugins' ) as $file ) {
					$out[ $file ] = get_plugin_data( WP_PLUGIN_DIR . '/' . $file, false, false )['Version'];
				}
				echo wp_json_encode( $out );
			` )
		)
	).toEqual( {
		'the-events-calendar/the-events-calendar.php': '6.17.2',
		'constant-contact-forms/constant-contact-forms.php': '2.21.0',
		'wpforms-lite/wpforms.php': '2.0.0.2',
		...( cluster ? { 'redis-cache/redis-cache.php': '2.6.3' } : {} ),
	} );
} );

test( 'the theme’s admin screens: no console error or PHP notice, the plugins seen as connected', async ( {
	page,
} ) => {
	siteEval( 'author_site_csp_reports_clear();' );
	await logIn( page );
	const mark = logMark();
	await page.goto( '/wp-admin/themes.php?page=author-site' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Author Site' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Script protection' } )
	).toBeVisible();
	await page.goto( '/wp-admin/themes.php?page=author-site-health' );
	for ( const [ service, text ] of [
		[ 'events', 'The Events Calendar is active.' ],
		[ 'newsletter', 'The site reads the form and can send sign-ups.' ],
		[ 'contact', 'Its Subject dropdown offers the site’s seven subjects.' ],
		[ 'blocked', 'Nothing has been blocked on your site’s pages.' ],
	] ) {
		await expect(
			page.locator( `[data-health-service="${ service }"]` )
		).toContainText( text! );
	}
	expect( phpNoticesSince( mark ) ).toEqual( [] );
} );
