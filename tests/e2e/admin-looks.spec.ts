import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import looks from '../../src/looks/looks.json';
import { holdClocks } from './support/clock';
import {
	blockContent,
	deletePage,
	pageId,
	putPage,
} from './support/content-pages';
import {
	appReady,
	axeViolations,
	expect,
	ROUTES,
	test,
} from './support/fixtures';
import { clearLook, type LookId, rootProperty, setLook } from './support/looks';
import { allowTime } from './support/time-limit';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 54: her look (src/looks/looks.json, inc/app/looks.php) chosen in the
 * Customizer's Look section (inc/app/customizer.php). Each bundled look and a
 * look with her own colours, on the five routes, a book page and /books with
 * the catalogue, at 375 and 1280 px: the page wears it and axe finds no
 * violation, contrast included. The real Customizer refuses a colour under AA
 * with the pair, its ratio and the nearest colour that passes, whose button
 * uses it; the preview shows a look before it is published, and visitors see
 * it only after. It sets theme mods, so it runs in the `admin` project, and
 * puts back what it changed.
 */

const SHOTS = process.env.SHOTS_DIR ?? join( 'artifacts', 'shots' );
const CUSTOMIZER =
	'/wp-admin/customize.php?autofocus[section]=author_site_look';
const BOOK = 'e2e-look-heir';
/**
 * A visitor's fresh page (no login, no cookies) at a path.
 * @param browser
 * @param path
 */
async function visitor( browser: Browser, path: string ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( path );
	return { page, close: () => context.close() };
}

const PATHS = [ ...ROUTES.map( ( route ) => route.path ), `/books/${ BOOK }/` ];

test.describe( 'her look on every route', () => {
	holdClocks();
	let madeBooks = false;
	let book = 0;

	test.beforeAll( () => {
		clearLook();
		// The Books page with a book under it: /books with the catalogue.
		if ( pageId( 'books' ) === 0 ) {
			putPage(
				'books',
				blockContent( { series: 'The Medallion Series' } )
			);
			madeBooks = true;
		}
		book = Number(
			wpEval(
				`echo wp_insert_post( wp_slash( json_decode( base64_decode( '${ Buffer.from(
					JSON.stringify( {
						post_type: 'page',
						post_status: 'publish',
						post_name: BOOK,
						post_title: 'The Heir',
						post_parent: pageId( 'books' ),
						post_content: blockContent( {
							title: 'The Heir',
							series: 'The Medallion Series',
							series_number: '2',
							release_date: '2026-03-05',
							description: 'Her brother’s secrets come due.',
							heat_level: '3',
							content_notes: 'grief, violence',
							buy_links: 'ebook: https://www.amazon.com/dp/HEIR',
						} ),
					} )
				).toString( 'base64' ) }' ), true ) ) );`
			)
		);
		mkdirSync( SHOTS, { recursive: true } );
	} );

	test.afterAll( () => {
		clearLook();
		wpEval( `wp_delete_post( ${ book }, true );` );
		if ( madeBooks ) {
			deletePage( 'books' );
		}
	} );

	const choices: Array< [ string, LookId, Record< string, string > ] > = [
		...( Object.keys( looks.looks ) as LookId[] ).map(
			( id ): [ string, LookId, Record< string, string > ] => [
				id,
				id,
				{},
			]
		),
		// Her own colours over a look: a deep teal accent and a warmer text.
		[ 'custom', 'historical', { accent: '#1d5c63', text: '#3a2e22' } ],
	];

	for ( const [ name, look, colors ] of choices ) {
		test( `${ name }: every route wears it, with no contrast violation at 375 and 1280 px`, async ( {
			page,
		} ) => {
			allowTime( 240_000 );
			setLook( look, colors );
			const palette = { ...looks.looks[ look ].colors, ...colors };
			for ( const width of [ 375, 1280 ] ) {
				await page.setViewportSize( { width, height: 900 } );
				for ( const path of PATHS ) {
					await page.goto( path );
					await appReady( page );
					expect(
						await rootProperty( page, '--color-background' )
					).toBe( palette.background );
					expect( await rootProperty( page, '--color-accent' ) ).toBe(
						palette.accent
					);
					expect( await rootProperty( page, '--color-text' ) ).toBe(
						palette.text
					);
					const slug =
						path.replace( /\//g, '-' ).replace( /^-|-$/g, '' ) ||
						'home';
					await page.screenshot( {
						path: join(
							SHOTS,
							`look-${ name }-${ slug }-${ width }.png`
						),
						fullPage: true,
					} );
					expect(
						await axeViolations( page ),
						`${ path } at ${ width } px`
					).toEqual( [] );
				}
			}
			await page.setViewportSize( { width: 1280, height: 900 } );
			await page.goto( '/books' );
			await expect( page.locator( '.book-list' ) ).toBeVisible();
		} );
	}
} );

// The Customizer's own clock and nonces need the real time.
test.describe( 'her look in the Customizer', () => {
	test( 'the Customizer refuses a colour under AA, says why, and one click uses the nearest that passes', async ( {
		page,
	} ) => {
		allowTime( 120_000 );
		clearLook();
		await logIn( page );
		await page.goto( CUSTOMIZER );
		const control = page.locator(
			'#customize-control-author_site_color_text'
		);
		// The section opens once the preview is ready.
		await expect( control ).toBeVisible( { timeout: 60_000 } );
		await control.locator( '.wp-color-result' ).click();
		await control.locator( 'input.wp-color-picker' ).fill( '#cccccc' );
		await control.locator( 'input.wp-color-picker' ).press( 'Enter' );
		await page.locator( '#save' ).click();
		const notice = control.locator(
			'[data-code="author_site_color_text:author_site_contrast"]'
		);
		await expect( notice.locator( '.notification-message' ) ).toHaveText(
			/^Text on Soft bands and badges would be 1\.39:1; it needs at least 4\.5:1\. The nearest colour that passes is #[0-9a-f]{6}\./
		);
		const suggestion =
			( ( await notice.textContent() ) ?? '' ).match(
				/#[0-9a-f]{6}/
			)?.[ 0 ] ?? '';
		await page.screenshot( {
			path: join( SHOTS, 'look-refused-colour.png' ),
		} );
		// Refused: nothing stored.
		expect(
			wpEval( "echo get_theme_mod( 'author_site_color_text', '' );" )
		).toBe( '' );

		await notice
			.getByRole( 'button', { name: `Use ${ suggestion }` } )
			.click();
		await expect( control.locator( 'input.wp-color-picker' ) ).toHaveValue(
			suggestion
		);
		await page.locator( '#save' ).click();
		await expect( page.locator( '#save' ) ).toHaveValue( 'Published' );
		expect(
			wpEval( "echo get_theme_mod( 'author_site_color_text', '' );" )
		).toBe( suggestion );
		clearLook();
	} );

	test( 'the preview shows her choice before it is published; visitors see it only after', async ( {
		page,
		browser,
	} ) => {
		allowTime( 120_000 );
		clearLook();
		const dark = looks.looks.dark.colors.background;
		const today = looks.looks.suspense.colors.background;
		await logIn( page );
		await page.goto( CUSTOMIZER );
		// The preview reloads into a new frame: the last one is the newest.
		const preview = page.frameLocator(
			'#customize-preview iframe >> nth=-1'
		);
		await expect( preview.locator( '.site-header' ) ).toBeVisible( {
			timeout: 60_000,
		} );
		await page.getByLabel( looks.looks.dark.label ).check();
		await expect
			.poll(
				() =>
					preview
						.locator( 'html' )
						.evaluate( () =>
							getComputedStyle( document.documentElement )
								.getPropertyValue( '--color-background' )
								.trim()
						)
						// A frame replaced while it is read: read again.
						.catch( () => '' ),
				{ timeout: 60_000 }
			)
			.toBe( dark );
		await page.screenshot( {
			path: join( SHOTS, 'look-preview-dark.png' ),
		} );

		const before = await visitor( browser, '/' );
		expect( await rootProperty( before.page, '--color-background' ) ).toBe(
			today
		);
		await before.close();

		await page.locator( '#save' ).click();
		await expect( page.locator( '#save' ) ).toHaveValue( 'Published' );
		const after = await visitor( browser, '/' );
		expect( await rootProperty( after.page, '--color-background' ) ).toBe(
			dark
		);
		await after.close();
		clearLook();
	} );
} );
