import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	ROUTES,
	test,
} from './support/fixtures';
import {
	connectWpforms,
	restoreSettings,
	routeNewsletter,
	setUpNewsletter,
	tearDownNewsletter,
	fillContact,
} from './support/forms';
import { exchange, RECORDINGS } from '../shared/recordings';
import { expectNoViolations, violations, watchCsp } from './support/csp-watch';
import { logIn, wpEval } from './support/wp';
import { HELD_NOW, holdServerClock } from './support/clock';
import { allowTime } from './support/time-limit';

/*
 * The strict security headers of the theme's views (inc/security/security.php): every
 * route and the not-found view send a Content-Security-Policy that allows
 * exactly the page's inline scripts WordPress printed, by hash (no nonce: a
 * cached copy keeps a true policy), and the pages — hydration, api-fetch, both forms' submits — run with no
 * violation reported. wp-admin and REST get no theme policy.
 */

const VIEWS = [
	...ROUTES.map( ( route ) => route.path ),
	'/no-such-page-for-csp',
];

/**
 * A CSP header as directive → source list.
 *
 * @param header The header's value.
 */
function directives( header: string ): Map< string, string[] > {
	const map = new Map< string, string[] >();
	for ( const part of header.split( ';' ) ) {
		const [ name, ...sources ] = part.trim().split( /\s+/ );
		if ( name ) {
			map.set( name.toLowerCase(), sources );
		}
	}
	return map;
}

/**
 * Whether a `<script>` of these attributes runs (not a data block).
 *
 * @param attributes The tag's attributes, as written.
 */
function runs( attributes: string ): boolean {
	const type = /\btype=["']?([^"'\s>]*)/i.exec( attributes )?.[ 1 ] ?? '';
	return /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i.test(
		type
	);
}

/**
 * The CSP hash source of an inline script's text as the browser reads it.
 *
 * @param text The text between the tags.
 */
function hashSource( text: string ): string {
	const normal = text.replace( /\r\n?/g, '\n' );
	return `'sha256-${ createHash( 'sha256' )
		.update( normal, 'utf8' )
		.digest( 'base64' ) }'`;
}

/**
 * Checks a theme view's headers and that every inline script of its HTML
 * that runs is allowed by its hash, and nothing else inline is; returns the
 * script sources.
 *
 * @param response The view's response.
 */
async function checkHeaders( response: Response ): Promise< string[] > {
	const headers = response.headers();
	const csp = headers[ 'content-security-policy' ] ?? '';
	const policy = directives( csp );
	const scriptSrc = policy.get( 'script-src' ) ?? [];
	// Cache-safe: no per-response nonce (docs/security.md#behind-a-page-cache).
	expect( csp ).not.toContain( "'nonce-" );
	expect( scriptSrc ).not.toContain( "'unsafe-inline'" );
	expect( scriptSrc ).not.toContain( "'unsafe-eval'" );
	expect( scriptSrc ).not.toContain( "'strict-dynamic'" );
	expect( scriptSrc[ 0 ] ).toBe( "'self'" );
	expect( policy.get( 'default-src' ) ).toEqual( [ "'self'" ] );
	expect( policy.get( 'frame-ancestors' ) ).toEqual( [ "'self'" ] );
	expect( policy.get( 'object-src' ) ).toEqual( [ "'none'" ] );
	expect( policy.get( 'base-uri' ) ).toEqual( [ "'self'" ] );
	expect( policy.get( 'form-action' ) ).toEqual( [ "'self'" ] );
	// Blocked scripts are reported to the theme (inc/security/csp-reports.php).
	expect( policy.get( 'report-uri' ) ).toEqual( [
		expect.stringMatching( /\/author-site\/v1\/csp-report$/ ),
	] );
	expect( scriptSrc ).toContain( "'report-sample'" );
	expect( headers[ 'x-content-type-options' ] ).toBe( 'nosniff' );
	expect( headers[ 'referrer-policy' ] ).toBe(
		'strict-origin-when-cross-origin'
	);
	expect( headers[ 'permissions-policy' ] ).toBe(
		'camera=(), microphone=(), geolocation=(), payment=(), usb=()'
	);

	const html = await response.text();
	const inline = [
		...html.matchAll( /<script\b([^>]*)>([\s\S]*?)<\/script>/gi ),
	].filter( ( [ , attributes ] ) => ! /\bsrc=/i.test( attributes! ) );
	const expected = new Set(
		inline
			.filter( ( [ , attributes ] ) => runs( attributes! ) )
			.map( ( [ , , text ] ) => hashSource( text! ) )
	);
	// The loader, the font switch, speculation rules, translations…
	expect( expected.size ).toBeGreaterThan( 1 );
	const hashes = scriptSrc.filter( ( source ) =>
		source.startsWith( "'sha256-" )
	);
	expect( new Set( hashes ), csp ).toEqual( expected );
	return scriptSrc;
}

/**
 * Accepts the console errors that contain `text` and nothing else, then
 * empties the list (for a test that expects some).
 *
 * @param consoleErrors The fixture's list.
 * @param text          What each accepted error contains.
 */
function acceptOnly( consoleErrors: string[], text: string ): void {
	expect( consoleErrors.filter( ( e ) => ! e.includes( text ) ) ).toEqual(
		[]
	);
	consoleErrors.length = 0;
}

let savedSettings = 'null';

test.describe( 'strict security headers', () => {
	// Both forms configured, as in newsletter.spec.ts and contact-submit.spec.ts.
	test.beforeAll( () => {
		setUpNewsletter();
		savedSettings = connectWpforms();
	} );

	test.afterAll( () => {
		tearDownNewsletter();
		restoreSettings( savedSettings );
	} );

	test( 'every route and the not-found view: headers, hashes, the same policy again, no violation', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 90_000 );
		const reports = await watchCsp( page );
		for ( const path of VIEWS ) {
			const response = await page.goto( path );
			expect( response, path ).not.toBeNull();
			const csp = response!.headers()[ 'content-security-policy' ]!;
			await checkHeaders( response! );
			// No data: fonts for visitors (only the admin bar needs them).
			expect( directives( csp ).get( 'font-src' ) ).toEqual( [
				"'self'",
			] );
			// The same page again gets the same policy: a page cache that
			// stores the first answer serves a policy true for it.
			const again = await page.request.get( path );
			expect( again.headers()[ 'content-security-policy' ], path ).toBe(
				csp
			);
			await appReady( page );
			expect( await violations( page ), path ).toEqual( [] );
		}
		expect( reports ).toEqual( [] );
		// The not-found view's own 404s, and nothing else.
		expectOnlyFailedStatus( consoleErrors, 404 );
	} );

	test( 'a script in the page that WordPress did not print is not allowed', async ( {
		page,
		consoleErrors,
	} ) => {
		const reports = await watchCsp( page );
		// The author's own words may hold a script (an administrator has
		// unfiltered_html); the parser keeps it inert, and the policy never
		// allows it, even in the server's HTML.
		wpEval(
			`update_option( 'author_site_test_footer_script', '<script>window.__printed = true;</script>' );`
		);
		try {
			const response = await page.goto( '/books' );
			const html = await response!.text();
			expect( html ).toContain( 'window.__printed = true;' );
			const sources = await checkHeaders( response! ).catch( () => null );
			// checkHeaders wants every inline script allowed: this one is not.
			expect( sources ).toBeNull();
			expect(
				directives(
					response!.headers()[ 'content-security-policy' ]!
				).get( 'script-src' )
			).not.toContain( hashSource( 'window.__printed = true;' ) );
			await appReady( page );
			expect(
				await page.evaluate(
					() =>
						( window as unknown as { __printed?: boolean } )
							.__printed
				)
			).toBeUndefined();
			await expect.poll( () => reports.length ).toBe( 1 );
			acceptOnly( consoleErrors, 'Content Security Policy' );
		} finally {
			wpEval( `delete_option( 'author_site_test_footer_script' );` );
		}
	} );

	test( 'the newsletter signup submits under the policy', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 60_000 );
		const reports = await watchCsp( page );
		const submits = await routeNewsletter(
			page,
			'ctct-submit-success.json'
		);
		await checkHeaders( ( await page.goto( '/' ) )! );
		await appReady( page );
		const block = page.locator( '.newsletter' );
		const email = block.getByLabel( 'Email address' );
		await expect( email ).toBeEnabled( { timeout: 15_000 } );
		await block.getByLabel( 'First name (optional)' ).fill( 'Zoë' );
		await email.fill( 'zoe.csp@example.test' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect(
			block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
		).toBeVisible( { timeout: 15_000 } );
		await expect( block.getByRole( 'status' ) ).toHaveText(
			'Thank you for subscribing!'
		);
		expect( submits ).toHaveLength( 1 );
		expect(
			new URLSearchParams( submits[ 0 ]!.postData() ?? '' ).get(
				'action'
			)
		).toBe( 'ctct_process_form' );
		await expectNoViolations( page, reports );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'the contact form submits under the policy', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 60_000 );
		const reports = await watchCsp( page );
		const posted: string[] = [];
		await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
			const request = route.request();
			if ( request.method() !== 'POST' ) {
				return route.continue();
			}
			posted.push( request.postDataBuffer()?.toString( 'utf8' ) ?? '' );
			const answer = exchange( 'wpforms-submit-success.json' ).response;
			await route.fulfill( {
				status: answer.status,
				contentType: answer.headers[ 'Content-Type' ],
				body: answer.body,
			} );
		} );
		await checkHeaders( ( await page.goto( '/contact' ) )! );
		await appReady( page );
		await fillContact( page, {
			name: "Zoë O'Brien",
			email: 'zoe.csp@example.test',
			subject: 'General Inquiry',
			message: 'Checking the security headers.',
		} );
		await page.getByRole( 'button', { name: 'Send Message' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible( { timeout: 15_000 } );
		await expect(
			page.getByText( 'Thank you! Your message has been sent.' )
		).toBeVisible();
		expect( posted ).toHaveLength( 1 );
		expect( posted[ 0 ] ).toContain( 'wpforms_submit' );
		await expectNoViolations( page, reports );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'events: images show (also from another https host), Add to calendar downloads', async ( {
		page,
		consoleErrors,
	} ) => {
		const reports = await watchCsp( page );
		// The featured image (the test stand-in serves it from this site's
		// uploads) and an image from another https host: stand-ins.
		for ( const pattern of [
			'**/wp-content/uploads/**',
			'https://images.example.test/**',
		] ) {
			await page.route( pattern, ( route ) =>
				route.fulfill( {
					contentType: 'image/svg+xml',
					body: '<svg xmlns="http://www.w3.org/2000/svg" width="768" height="480"/>',
				} )
			);
		}
		wpEval(
			`update_option( 'author_site_test_events_fixture', ${ JSON.stringify(
				join( RECORDINGS, 'events-relative.json' )
			) } );`
		);
		// Event 9 stays upcoming (it has Add to calendar) whatever the date.
		holdServerClock( true );
		await page.clock.setFixedTime( HELD_NOW );
		try {
			await checkHeaders( ( await page.goto( '/events' ) )! );
			await appReady( page );
			const card = page.locator( 'article[aria-labelledby="event-9"]' );
			const image = card.locator( 'img' );
			await expect
				.poll( () =>
					image.evaluate(
						( img: HTMLImageElement ) => img.naturalWidth
					)
				)
				.toBeGreaterThan( 0 );
			// An event image on another host (`img-src https:`).
			expect(
				await page.evaluate(
					() =>
						new Promise( ( resolve ) => {
							const img = new Image();
							img.onload = () => resolve( img.naturalWidth );
							img.onerror = () => resolve( 0 );
							img.src = 'https://images.example.test/event.svg';
						} )
				)
			).toBeGreaterThan( 0 );
			const [ download ] = await Promise.all( [
				page.waitForEvent( 'download' ),
				card.getByRole( 'link', { name: /Add to calendar/ } ).click(),
			] );
			expect( download.suggestedFilename() ).toBe( 'event-9.ics' );
			await expectNoViolations( page, reports );
			expect( consoleErrors ).toEqual( [] );
		} finally {
			holdServerClock( false );
			wpEval( `delete_option( 'author_site_test_events_fixture' );` );
		}
	} );

	test( 'an inline script added by another script is refused and reported', async ( {
		page,
		consoleErrors,
	} ) => {
		const reports = await watchCsp( page );
		await page.goto( '/books' );
		await appReady( page );
		expect( await violations( page ) ).toEqual( [] );
		const ran = await page.evaluate( async () => {
			( window as unknown as { __injected?: boolean } ).__injected =
				false;
			const script = document.createElement( 'script' );
			script.textContent = 'window.__injected = true;';
			document.body.append( script );
			// The violation event is queued as a task.
			await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
			return ( window as unknown as { __injected?: boolean } ).__injected;
		} );
		expect( ran ).toBe( false );
		const seen = await violations( page );
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ] ).toMatch( /^script-src-elem blocked inline/ );
		await expect.poll( () => reports.length ).toBe( 1 );
		// The browser's own console error for it, and nothing else.
		acceptOnly( consoleErrors, 'Content Security Policy' );
	} );

	test( 'logged in (admin bar): every inline script is still allowed', async ( {
		page,
		consoleErrors,
	} ) => {
		allowTime( 60_000 );
		const reports = await watchCsp( page );
		await logIn( page );
		const admin = await page.request.get( '/wp-admin/' );
		expect( admin.status() ).toBe( 200 );
		expect(
			admin.headers()[ 'content-security-policy' ] ?? ''
		).not.toContain( 'script-src' );
		const response = await page.goto( '/events' );
		await checkHeaders( response! );
		expect(
			directives( response!.headers()[ 'content-security-policy' ]! ).get(
				'font-src'
			)
		).toEqual( [ "'self'", 'data:' ] );
		await appReady( page );
		await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 1 );
		await expectNoViolations( page, reports );
		// The admin bar's Gravatar: this machine resolves no outside host.
		acceptOnly( consoleErrors, 'ERR_NAME_NOT_RESOLVED' );
	} );

	test( 'a HEAD request gets the same security headers as GET, on every view', async ( {
		request,
	} ) => {
		const SECURITY_HEADERS = [
			'content-security-policy',
			'x-content-type-options',
			'referrer-policy',
			'permissions-policy',
		];
		// The routes, the not-found view and a WordPress view (search).
		for ( const path of [ ...VIEWS, '/?s=medallion' ] ) {
			const get = await request.get( path );
			const head = await request.head( path );
			const pick = ( response: Response ) =>
				SECURITY_HEADERS.map(
					( name ) => `${ name }: ${ response.headers()[ name ] }`
				);
			expect( get.headers()[ 'content-security-policy' ], path ).toMatch(
				/script-src 'self' 'sha256-/
			);
			expect( head.status(), path ).toBe( get.status() );
			expect( pick( head ), path ).toEqual( pick( get ) );
			expect( await head.body(), path ).toHaveLength( 0 );
		}
	} );

	test( 'the REST API answers no JSONP: `_jsonp` gets a JSON error, never a script', async ( {
		request,
	} ) => {
		for ( const path of [
			'/wp-json/?_jsonp=alert',
			'/wp-json/wp/v2/pages?_jsonp=alert',
			'/?rest_route=/wp/v2/types&_jsonp=alert',
		] ) {
			const response = await request.get( path );
			expect( response.status(), path ).toBe( 400 );
			expect( response.headers()[ 'content-type' ], path ).toMatch(
				/^application\/json/
			);
			expect( await response.json(), path ).toEqual(
				expect.objectContaining( { code: 'rest_callback_disabled' } )
			);
		}
	} );

	test( 'wp-admin, the login screen, REST and admin-ajax get no theme policy', async ( {
		request,
	} ) => {
		for ( const path of [
			'/wp-login.php',
			'/wp-json/',
			'/?rest_route=/',
			'/wp-admin/admin-ajax.php',
			'/constant-contact-config.json',
		] ) {
			const response = await request.get( path, { maxRedirects: 0 } );
			const csp = response.headers()[ 'content-security-policy' ] ?? '';
			expect( csp, path ).not.toContain( 'script-src' );
			expect( csp, path ).not.toContain( 'nonce-' );
			expect( response.headers()[ 'permissions-policy' ], path ).toBe(
				undefined
			);
		}
		const config = await request.get( '/constant-contact-config.json' );
		expect( config.headers()[ 'x-content-type-options' ] ).toBe(
			'nosniff'
		);
	} );
} );
