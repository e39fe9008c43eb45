import { join } from 'node:path';
import type { Page } from '@playwright/test';
import looks from '../../src/looks/looks.json';
import { appReady, expect, test } from './support/fixtures';
import { facesLoaded, layoutShifts, renderedFonts } from './support/fonts';
import { deleteContentPages, pageId } from './support/content-pages';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 54: her fonts on a reader's very first page (inc/app/fonts.php). In
 * a fresh browser, `/` draws its heading in the look's face once the faces
 * are in, asked for after its first paint, and Books, reached in the app,
 * too; a page downloads its look's faces and no other; and when the faces
 * arrive, the local faces sized to their metrics have held their room: no
 * more than a hair of layout shift; the block editor draws
 * a page's labelled sections in the same faces. It sets theme mods,
 * so it runs in the `admin` project, and puts back what it changed.
 */

const SHOTS = process.env.SHOTS_DIR ?? join( 'artifacts', 'shots' );
type LookId = keyof typeof looks.looks;
type FontId = keyof typeof looks.fonts;
const MODS = [
	'author_site_look',
	'author_site_heading_font',
	'author_site_body_font',
];

/**
 * Stores a look and her fonts as the Customizer publishes them (theme mods).
 * @param mods Theme mod → value.
 */
function setMods( mods: Record< string, string > ) {
	wpEval(
		`foreach ( json_decode( base64_decode( '${ Buffer.from(
			JSON.stringify( mods )
		).toString(
			'base64'
		) }' ), true ) as $k => $v ) { set_theme_mod( $k, $v ); }`
	);
}

/** Removes the look's theme mods: the default look again. */
function clearMods() {
	wpEval(
		`foreach ( ${ JSON.stringify( MODS )
			.replace( /^\[/, 'array(' )
			.replace( /\]$/, ')' ) } as $k ) { remove_theme_mod( $k ); }`
	);
}

/**
 * The file name prefix of a font's bundled files (`playfair-display-latin-`).
 * @param font A font of the looks file.
 */
function filePrefix( font: FontId ): string {
	return `${ looks.fonts[ font ].package.split( '/' ).pop() }-latin-`;
}

/**
 * Waits until the app has loaded the look's faces (their version noted
 * for the next page), then presses a key as a reader would: the page draws
 * with them from then on (`has-web-fonts`).
 * @param page
 */
async function facesIn( page: Page ) {
	await facesLoaded( page );
	await page.keyboard.press( 'Shift' );
	await expect( page.locator( 'html' ) ).toHaveClass( /has-web-fonts/ );
	await page.evaluate( () => document.fonts.ready );
}

/**
 * When the page first painted, and when each of its font files had come.
 * @param page
 */
function fontArrivals(
	page: Page
): Promise< { fcp: number; ends: number[] } > {
	return page.evaluate( () => ( {
		fcp: performance.getEntriesByName( 'first-contentful-paint' )[ 0 ]!
			.startTime,
		ends: performance
			.getEntriesByType( 'resource' )
			.filter( ( entry ) => /\.woff2$/.test( entry.name ) )
			.map(
				( entry ) => ( entry as PerformanceResourceTiming ).responseEnd
			),
	} ) );
}

test.describe( 'her fonts', () => {
	test.afterEach( () => clearMods() );

	for ( const look of Object.keys( looks.looks ) as LookId[] ) {
		const { headingFont, bodyFont } = looks.looks[ look ];
		const heading = looks.fonts[ headingFont as FontId ];

		test( `${ look }: a first visit fetches the look's faces after its first paint, draws with them from the reader's first tap, Books in the app too, and fetches no other`, async ( {
			browser,
		} ) => {
			setMods( { author_site_look: look } );
			const context = await browser.newContext();
			const page = await context.newPage();
			const fonts: string[] = [];
			page.on( 'request', ( request ) => {
				if ( /\.woff2$/.test( request.url() ) ) {
					fonts.push( request.url().split( '/' ).pop()! );
				}
			} );
			await page.goto( '/' );
			await appReady( page );
			await facesLoaded( page );
			// In, but the first view keeps the stand-in until the reader acts.
			const h1 = page.locator( 'h1' ).first();
			expect(
				await h1.evaluate( ( el ) => getComputedStyle( el ).fontFamily )
			).toMatch( new RegExp( `^"?${ heading.face } fallback"?,` ) );
			// The faces were asked for after the first paint, never before it.
			const asked = await page.evaluate( () => ( {
				fcp: performance.getEntriesByName(
					'first-contentful-paint'
				)[ 0 ]!.startTime,
				starts: performance
					.getEntriesByType( 'resource' )
					.filter( ( entry ) => /\.woff2$/.test( entry.name ) )
					.map( ( entry ) => entry.startTime ),
			} ) );
			expect( asked.starts.length ).toBeGreaterThan( 0 );
			for ( const start of asked.starts ) {
				expect( start ).toBeGreaterThan( asked.fcp );
			}

			await page
				.getByRole( 'navigation', { name: 'Main' } )
				.getByRole( 'link', { name: 'Books' } )
				.click();
			await expect( page.locator( 'h1' ) ).toHaveText( 'Books' );
			await expect( page.locator( 'html' ) ).toHaveClass(
				/has-web-fonts/
			);
			expect(
				await page.evaluate(
					( face ) =>
						document.fonts.ready.then(
							() =>
								document.fonts.status === 'loaded' &&
								document.fonts.check( `600 1em "${ face }"` )
						),
					heading.face
				)
			).toBe( true );
			expect(
				await page
					.locator( 'h1' )
					.evaluate( ( el ) => getComputedStyle( el ).fontFamily )
			).toMatch( new RegExp( `^"?${ heading.face }"?,` ) );
			expect( ( await renderedFonts( page, 'h1' ) ).join() ).toMatch(
				new RegExp( `^${ heading.face }` )
			);

			const own = [ headingFont, bodyFont ]
				.filter( ( font ) => looks.fonts[ font as FontId ].package )
				.map( ( font ) => filePrefix( font as FontId ) );
			expect( fonts.length ).toBeGreaterThan( 0 );
			for ( const file of fonts ) {
				expect(
					own.some( ( prefix ) => file.startsWith( prefix ) ),
					`${ file } is not one of ${ look }'s faces`
				).toBe( true );
			}
			await context.close();
		} );
	}

	test( 'a page prints the @font-face rules of her own heading and body fonts only, the same for every visitor', async ( {
		request,
	} ) => {
		setMods( {
			author_site_look: 'dark',
			author_site_heading_font: 'fraunces',
			author_site_body_font: 'nunito-sans',
		} );
		const html = await ( await request.get( '/' ) ).text();
		const families = [
			...html.matchAll( /@font-face\{font-family:"([^"]+)"/g ),
		].map( ( [ , family ] ) => family );
		expect( [ ...new Set( families ) ].sort() ).toEqual( [
			'Fraunces',
			'Fraunces fallback',
			'Nunito Sans',
			'Nunito Sans fallback',
		] );
		// Nothing is preloaded with a first visit; the head's switch preloads,
		// once the browser holds them, the faces its first view draws with:
		// the heading's upright face, its italic where the view has some
		// (Home), the body's.
		expect( html ).not.toMatch( /<link\b[^>]*preload/ );
		const preloads = async ( path: string ) =>
			[
				...(
					( await ( await request.get( path ) ).text() ).match(
						/<script id="author-site-font-switch">[\s\S]*?<\/script>/
					)?.[ 0 ] ?? ''
				).matchAll( /\/build\/fonts\/([^"]+\.woff2)"/g ),
			].map( ( [ , file ] ) => file );
		expect( await preloads( '/' ) ).toEqual( [
			'fraunces-latin-600-normal.woff2',
			'fraunces-latin-600-italic.woff2',
			'nunito-sans-latin-400-normal.woff2',
		] );
		expect( await preloads( '/books' ) ).toEqual( [
			'fraunces-latin-600-normal.woff2',
			'nunito-sans-latin-400-normal.woff2',
		] );
		const again = await ( await request.get( '/' ) ).text();
		expect(
			again.match(
				/<style id="author-site-inline-css">.*?<\/style>/s
			)?.[ 0 ]
		).toBe(
			html.match(
				/<style id="author-site-inline-css">.*?<\/style>/s
			)?.[ 0 ]
		);
	} );

	for ( const look of [ 'suspense', 'romcom' ] as LookId[] ) {
		for ( const width of [ 375, 1280 ] ) {
			test( `${ look } at ${ width } px: a first visit's layout shift is 0, the faces' arrival with the reader's first key included`, async ( {
				browser,
			} ) => {
				setMods( { author_site_look: look } );
				const context = await browser.newContext( {
					viewport: { width, height: 800 },
				} );
				const page = await context.newPage();
				await page.goto( '/' );
				await appReady( page );
				await facesIn( page );
				const shift = await layoutShifts( page );
				const { fcp, ends } = await fontArrivals( page );
				test.info().annotations.push( {
					type: 'layout shift',
					description: `${ JSON.stringify( shift ) } (faces in ${ ends.join( ', ' ) } ms, first paint ${ fcp } ms)`,
				} );
				// What CLS counts: the faces come in with an input, as the
				// page changes under the reader's hand.
				expect( shift.cls ).toBe( 0 );
				await context.close();
			} );
		}

		test( `${ look }: faces arriving a second after the first paint barely move it`, async ( {
			browser,
		} ) => {
			setMods( { author_site_look: look } );
			const context = await browser.newContext( {
				viewport: { width: 375, height: 800 },
			} );
			const page = await context.newPage();
			// The faces come a second late, and the page swaps to them at
			// the reader's first key. Sized to the faces' metrics, the
			// stand-ins hold their room: a centred heading still moves by
			// the difference of its own letters' widths (0.0007 here; 0.013
			// with the plain fallback stack), which CLS does not count as it
			// follows an input.
			await page.route( /\.woff2$/, async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
				await route.continue();
			} );
			await page.goto( '/' );
			await appReady( page );
			const { headingFont, bodyFont } = looks.looks[ look ];
			const faces = [ headingFont, bodyFont ]
				.map( ( font ) => looks.fonts[ font as FontId ].face )
				.filter( Boolean );
			await facesIn( page );
			const shift = await layoutShifts( page );
			expect( shift.all ).toBeLessThan( 0.0025 );
			expect( shift.cls ).toBe( 0 );
			// The faces did arrive after the first paint, and are drawn.
			const { fcp, ends } = await fontArrivals( page );
			const late = ends.every( ( end ) => end > fcp );
			expect( late ).toBe( true );
			expect( ( await renderedFonts( page, 'h1' ) ).join() ).toMatch(
				new RegExp( `^${ faces[ 0 ] }` )
			);
			// The body's face where the look has one (the reader's own sans otherwise).
			expect(
				( await renderedFonts( page, '#root p' ) )
					.join()
					.startsWith( faces[ 1 ] ?? '' )
			).toBe( true );
			await context.close();
		} );
	}

	test.describe( 'in the block editor', () => {
		// The editor asks the internet for things (none of the theme's): offline, those fail.
		test.use( { allowedConsoleErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

		// From the seeded pages; leaves none, as the specs start.
		test.beforeAll( () => {
			deleteContentPages();
			wpEval( 'author_site_seed_content_pages();' );
		} );

		test.afterAll( () => deleteContentPages() );

		test( "the block editor draws About's labelled sections in the darkest look's faces", async ( {
			page,
		} ) => {
			setMods( { author_site_look: 'dark' } );
			await logIn( page );
			await page.goto(
				`/wp-admin/post.php?post=${ pageId( 'about' ) }&action=edit`
			);
			await page
				.frameLocator( 'iframe[name="editor-canvas"]' )
				.locator( '.author-site-section' )
				.first()
				.waitFor();
			const drawn = await page
				.frame( { name: 'editor-canvas' } )!
				.evaluate( async () => {
					await document.fonts.ready;
					const title =
						document.querySelector( '.editor-post-title' )!;
					return {
						family: getComputedStyle( title ).fontFamily,
						loaded: document.fonts.check( '600 1em "Cinzel"' ),
					};
				} );
			expect( drawn.family ).toMatch( /^"?Cinzel"?,/ );
			expect( drawn.loaded ).toBe( true );
			// The welcome guide closed, for the picture.
			await page.keyboard.press( 'Escape' );
			await page.screenshot( {
				path: join( SHOTS, 'fonts-editor-dark-1280.png' ),
			} );
		} );
	} );
} );
