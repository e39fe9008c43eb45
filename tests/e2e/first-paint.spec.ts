import type { Page } from '@playwright/test';
import { appReady, expect, ROUTES, test } from './support/fixtures';
import { facesLoaded, layoutShifts, renderedFonts } from './support/fonts';

/*
 * The first view paints from the server's HTML alone (issue 8): no script
 * and no font file is fetched before the first contentful paint, the logo is
 * drawn inline (the app draws the same markup) and the icon is a data: URL,
 * and the pictures beside the text are fetched at low priority. The app's
 * scripts wait, as WordPress printed them, in an inert <template> and start
 * after that paint (inc/app/app-loader.js); the look's faces are fetched when
 * the page is idle and drawn from the reader's first key, and from the first
 * paint of the next page (src/looks/faces.ts, inc/app/fonts.php;
 * tests/e2e/admin-fonts.spec.ts for each look).
 */

for ( const { path } of ROUTES ) {
	test( `${ path }: no script, font or logo is fetched before the first paint`, async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const html = await ( await request.get( path ) ).text();
		const outsideTemplate = html.replace(
			/<template id="author-site-app-scripts">[\s\S]*?<\/template>/,
			''
		);
		expect( outsideTemplate ).not.toMatch( /<script\b[^>]*\ssrc=/i );
		expect( outsideTemplate ).not.toMatch(
			/<link\b[^>]*(preload|modulepreload)/i
		);
		expect( html ).toMatch(
			/<template id="author-site-app-scripts">[\s\S]*build\/index\.js[\s\S]*<\/template>/
		);
		expect( html ).toMatch(
			/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]*"/
		);
		expect( html ).toMatch(
			/<svg class="brand__logo"[^>]*>[\s\S]*?<\/svg>/
		);
		for ( const [ tag ] of html.matchAll( /<img\b[^>]*>/g ) ) {
			expect( tag ).toContain( ' fetchpriority="low"' );
		}

		await page.goto( path );
		await appReady( page );
		const timing = await page.evaluate( () => {
			const fcp = performance.getEntriesByName(
				'first-contentful-paint'
			)[ 0 ]?.startTime;
			const resources = performance
				.getEntriesByType( 'resource' )
				.filter( ( entry ) =>
					/\.js$|\.woff2$|\/(logo|favicon)\.svg$/.test(
						new URL( entry.name ).pathname
					)
				)
				.map( ( entry ) => ( {
					name: new URL( entry.name ).pathname,
					start: entry.startTime,
				} ) );
			return { fcp, resources };
		} );
		expect( timing.fcp ).toBeGreaterThan( 0 );
		expect( timing.resources.map( ( r ) => r.name ).join( ' ' ) ).toContain(
			'build/index.js'
		);
		expect(
			timing.resources.map( ( r ) => r.name ).join( ' ' )
		).not.toMatch( /(logo|favicon)\.svg/ );
		for ( const resource of timing.resources ) {
			expect(
				resource.start,
				`${ resource.name } started before the first paint`
			).toBeGreaterThan( timing.fcp! );
		}
		// A first visit paints its headings in the face's stand-in: the
		// face is named only under the class the loader sets once it is in.
		expect( html ).toMatch(
			/:root\{[^}]*--font-heading:"Playfair Display fallback",/
		);
		expect( html ).toMatch(
			/:root\.has-web-fonts\{--font-heading:"Playfair Display",/
		);
		expect( consoleErrors ).toEqual( [] );
	} );
}

/**
 * Each font instance (family, size, weight, style) a page draws text with
 * costs its first layout a font lookup, in Chromium on Linux a synchronous
 * call to the browser (docs/first-paint.md#type): the visible text of the
 * server's page, by instance.
 *
 * @param page The page.
 */
function fontInstances( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const found = new Set< string >();
		const walker = document.createTreeWalker(
			document.body,
			NodeFilter.SHOW_TEXT
		);
		for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
			const element = node.parentElement;
			if (
				! node.textContent?.trim() ||
				! element ||
				element.getClientRects().length === 0
			) {
				continue;
			}
			const style = getComputedStyle( element );
			const family = style.fontFamily.split( ',' )[ 0 ]!.toLowerCase();
			found.add(
				`${ family }|${ style.fontSize }|${ style.fontWeight }|${ style.fontStyle }`
			);
		}
		return [ ...found ].sort();
	} );
}

for ( const { path } of ROUTES ) {
	test( `${ path }: the first view's text keeps to the type scale (four sizes, two weights)`, async ( {
		page,
	} ) => {
		for ( const width of [ 375, 1280 ] ) {
			await page.setViewportSize( { width, height: 800 } );
			await page.goto( path );
			const instances = await fontInstances( page );
			const fields = instances.map( ( instance ) =>
				instance.split( '|' )
			);
			const weights = fields.map( ( [ , , weight ] ) => weight );
			const bodySizes = fields
				.filter( ( [ family ] ) => family === 'system-ui' )
				.map( ( [ , size ] ) => size );
			expect( [ '400', '600' ], instances.join( '\n' ) ).toEqual(
				expect.arrayContaining( weights )
			);
			// --text-small, --text-body and --text-lead at a 16 px rem.
			expect(
				[ '14px', '17px', '19.2px' ],
				instances.join( '\n' )
			).toEqual( expect.arrayContaining( bodySizes ) );
			expect(
				instances.length,
				instances.join( '\n' )
			).toBeLessThanOrEqual( 15 );
		}
	} );
}

test( 'the app draws the logo exactly as the server did', async ( {
	page,
	request,
	consoleErrors,
} ) => {
	const serverAbout = await ( await request.get( '/about' ) ).text();
	await page.goto( '/' );
	await appReady( page );
	// The header's logo was hydrated; the About page's is drawn by the app
	// after an in-app navigation.
	await page
		.getByRole( 'navigation', { name: 'Main' } )
		.getByRole( 'link', { name: 'About' } )
		.click();
	await expect( page.locator( '.page-header__logo' ) ).toBeVisible();
	const logos = await page.evaluate( ( html ) => {
		const server = new DOMParser().parseFromString( html, 'text/html' );
		return [ '.brand__logo', '.page-header__logo' ].map( ( selector ) => ( {
			server: server.querySelector( selector )?.outerHTML,
			app: document.querySelector( selector )?.outerHTML,
		} ) );
	}, serverAbout );
	for ( const { server, app } of logos ) {
		// The built-in frame, then the initials of the author's name.
		expect( server ).toMatch(
			/^<svg [^>]*aria-hidden="true"[^>]*><g><circle[^]*<\/g><text [^>]*>CW<\/text><\/svg>$/
		);
		expect( server ).not.toContain( '<title' );
		expect( app ).toBe( server );
	}
	expect( consoleErrors ).toEqual( [] );
} );

test( 'the scripts run in WordPress’s order, with their inline data', async ( {
	page,
	consoleErrors,
} ) => {
	await page.goto( '/' );
	await appReady( page );
	const state = await page.evaluate( () => {
		const w = window as unknown as {
			wp?: { i18n?: { isRTL: () => boolean } };
		};
		return {
			// wp-i18n's inline "after" script ran after i18n and before the app.
			rtl: w.wp?.i18n?.isRTL(),
			config: typeof JSON.parse(
				document.getElementById( 'author-site-config' )?.textContent ||
					'null'
			),
			scripts: [
				...document.querySelectorAll( 'body > script[src]' ),
			].map(
				( s ) => new URL( ( s as HTMLScriptElement ).src ).pathname
			),
		};
	} );
	expect( state.rtl ).toBe( false );
	expect( state.config ).toBe( 'object' );
	expect( state.scripts.at( -1 ) ).toMatch( /build\/index\.js$/ );
	expect(
		state.scripts.indexOf( '/wp-includes/js/dist/vendor/react.min.js' )
	).toBe( 0 );
	expect( consoleErrors ).toEqual( [] );
} );

/**
 * Expects the heading face, and its italic where the view uses it.
 * @param page On /about.
 */
async function expectHeadingFace( page: Page ) {
	const heading = await renderedFonts( page, 'h1' );
	expect( heading.length ).toBeGreaterThan( 0 );
	for ( const font of heading ) {
		expect( font ).toMatch( /^Playfair Display/ );
	}
	expect(
		( await renderedFonts( page, '.philosophy__quote' ) ).join( ' ' )
	).toMatch( /Playfair Display/ );
}

test( 'a first visit draws the heading face from the first key once it is in, the next page from its first paint, with no shift', async ( {
	page,
	consoleErrors,
} ) => {
	await page.goto( '/about' );
	await appReady( page );
	// Fetched when the page is idle, its version noted for the next page…
	await facesLoaded( page );
	await expect( page.locator( 'html' ) ).not.toHaveClass( /has-web-fonts/ );
	// …and drawn on this page from the reader's first key.
	await page.keyboard.press( 'Shift' );
	await expect( page.locator( 'html' ) ).toHaveClass( /has-web-fonts/ );
	await page.evaluate( () => document.fonts.ready );
	await expectHeadingFace( page );
	expect( ( await layoutShifts( page ) ).cls ).toBe( 0 );

	await page.goto( '/about' );
	await appReady( page );
	await page.evaluate( () => document.fonts.ready );
	await expectHeadingFace( page );
	// …from the first paint, from the browser's cache.
	const faces = await page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.filter( ( entry ) => /playfair[^/]*\.woff2$/.test( entry.name ) )
			.map( ( entry ) => ( {
				name: entry.name,
				transferSize: ( entry as PerformanceResourceTiming )
					.transferSize,
			} ) )
	);
	expect( faces.length ).toBeGreaterThan( 0 );
	for ( const face of faces ) {
		expect( face.transferSize, `${ face.name } from the network` ).toBe(
			0
		);
	}
	expect( ( await layoutShifts( page ) ).cls ).toBe( 0 );
	expect( consoleErrors ).toEqual( [] );
} );
