/**
 * The inline CSS holds only the rules a page's markup uses (inc/app/used-css.php),
 * and the whole stylesheet comes after the first paint
 * (docs/first-paint.md#css-the-page-uses): nothing drawn changes when it
 * arrives, on every route, a book page, a post and the not-found view, at
 * 375 px with the menu open and at 1280 px; the app starts only once it has
 * applied it, less the inline CSS's rules, so a later state or route finds its
 * rules, drawn as the whole stylesheet would draw them.
 */
import type { Page } from '@playwright/test';
import {
	blockContent,
	deletePage,
	pageId,
	putPage,
} from './support/content-pages';
import { appReady, expect, ROUTES, test } from './support/fixtures';
import { wpEval } from './support/wp';

const STAMP = 'e2e-used-css';
const NOT_FOUND = '/no-such-page-used-css/';

/** Every element's and pseudo-element's computed style, and its box. */
function drawn( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		// A running animation (a spinner) would differ between two looks.
		document.getAnimations().forEach( ( animation ) => {
			animation.pause();
			animation.currentTime = 0;
		} );
		const out: string[] = [];
		const all = [
			document.documentElement,
			...document.querySelectorAll( 'body *' ),
		];
		all.forEach( ( element, index ) => {
			const box = element.getBoundingClientRect();
			for ( const pseudo of [ null, '::before', '::after' ] ) {
				const style = getComputedStyle( element, pseudo );
				const values = Array.from(
					style,
					( name ) => `${ name }:${ style.getPropertyValue( name ) }`
				);
				out.push(
					`${ index } ${ element.tagName }${ pseudo ?? '' } ${ values.join( ';' ) }`
				);
			}
			out.push(
				`${ index } box ${ [ box.x, box.y, box.width, box.height ].map( Math.round ).join( ',' ) }`
			);
		} );
		return out;
	} );
}

/** Opens `from`, lets the app start, and follows its link to `to`. */
async function reach( page: Page, from: string, to: string ): Promise< void > {
	await page.goto( from );
	await appReady( page );
	await page
		.locator( `a[href$="${ to }"], a[href$="${ to }/"]` )
		.first()
		.click();
	await expect( page ).toHaveURL(
		new RegExp( `${ to.replace( /\/$/, '' ) }/?$` )
	);
}

/** What is drawn once two looks a moment apart agree (the app has settled). */
async function steady( page: Page ): Promise< string[] > {
	let before = await drawn( page );
	for ( let i = 0; i < 20; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
		const now = await drawn( page );
		if ( null === difference( before, now ) ) {
			return now;
		}
		before = now;
	}
	return before;
}

/** Links the whole stylesheet, applied, and waits for it. */
async function linkWholeStylesheet( page: Page ): Promise< void > {
	const href = await page
		.locator( '#author-site-app-loader' )
		.getAttribute( 'data-styles' );
	expect( href ).toMatch( /build\/style-index\.css\?ver=/ );
	// Page scripts are off: no load event runs, so its rules are polled for.
	await page.evaluate( ( url ) => {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.id = 'e2e-whole-stylesheet';
		link.href = url as string;
		document.head.appendChild( link );
	}, href );
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					(
						document.getElementById(
							'e2e-whole-stylesheet'
						) as HTMLLinkElement
					 ).sheet?.cssRules.length ?? 0
			)
		)
		.toBeGreaterThan( 100 );
}

/** The first element drawn differently and how, or null. */
function difference( before: string[], after: string[] ): string | null {
	const at = before.findIndex( ( line, i ) => line !== after[ i ] );
	if ( at < 0 ) {
		return before.length === after.length ? null : 'another element count';
	}
	const now = new Set( after[ at ].split( ';' ) );
	const changed = before[ at ].split( ';' ).filter( ( v ) => ! now.has( v ) );
	return `${ before[ at ].split( ' ', 2 ).join( ' ' ) }: ${ changed.join(
		'; '
	) } (inline only)`;
}

test.describe( 'the inline CSS is what the page uses', () => {
	let paths: string[] = [];
	let hadBooksPage = false;

	test.beforeAll( () => {
		hadBooksPage = pageId( 'books' ) !== 0;
		if ( ! hadBooksPage ) {
			putPage(
				'books',
				blockContent( { series: 'The Medallion Series' } )
			);
		}
		const made = wpEval( `
			$parent = ${ pageId( 'books' ) };
			$book = wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_parent' => $parent, 'post_name' => '${ STAMP }-heir', 'post_title' => 'The Heir', 'post_content' => base64_decode( '${ Buffer.from(
				blockContent( {
					title: 'The Heir',
					tropes: 'enemies to lovers',
					heat_level: '3',
					content_notes: 'grief, violence',
					series: 'The Medallion Series',
					series_number: '2',
					release_date: '2026-03-05',
					description: 'A book whose parts all show.',
					buy_links:
						'ebook: https://www.amazon.com/dp/HEIR\npaperback: https://www.kobo.com/heir',
				} )
			).toString( 'base64' ) }' ) ) ), true );
			$post = wp_insert_post( wp_slash( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_name' => '${ STAMP }-post', 'post_title' => 'Used CSS', 'post_content' => '<!-- wp:paragraph --><p>A post.</p><!-- /wp:paragraph --><!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Quoted.</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->' ) ), true );
			echo wp_make_link_relative( get_permalink( $post ) );
		` ).trim();
		paths = [
			...ROUTES.map( ( route ) => route.path ),
			`/books/${ STAMP }-heir/`,
			made,
			NOT_FOUND,
		];
	} );

	test.afterAll( () => {
		wpEval( `
			foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'post_status' => 'any', 'numberposts' => -1, 'post_name__in' => array( '${ STAMP }-heir', '${ STAMP }-post' ) ) ) as $p ) {
				wp_delete_post( $p->ID, true );
			}
		` );
		if ( ! hadBooksPage ) {
			deletePage( 'books' );
		}
	} );

	for ( const width of [ 375, 1280 ] ) {
		test.describe( `at ${ width } px`, () => {
			test.use( {
				viewport: { width, height: 800 },
				// The loader would link the whole stylesheet itself.
				javaScriptEnabled: false,
				allowedConsoleErrors: [ /status of 404/ ],
			} );

			test( 'nothing drawn changes when the whole stylesheet arrives', async ( {
				page,
			} ) => {
				test.setTimeout( 120_000 );
				for ( const path of paths ) {
					await page.goto( path );
					await page.evaluate( () => {
						// What the loader sets once the faces are in, and the open menu.
						document.documentElement.classList.add(
							'has-web-fonts'
						);
						document
							.querySelector( 'details' )
							?.setAttribute( 'open', '' );
					} );
					// The look's faces the class asks for must be in before
					// the first look, or their arrival reads as a change.
					await page.evaluate( async () => {
						void document.body.offsetHeight;
						await document.fonts.ready;
					} );
					const inline = await drawn( page );
					await linkWholeStylesheet( page );
					expect(
						difference( inline, await drawn( page ) ),
						path
					).toBeNull();
				}
			} );
		} );
	}

	test( 'the inline CSS leaves out what the page does not use', async ( {
		request,
	} ) => {
		const inline = async ( path: string ) =>
			/<style id="author-site-inline-css">([\s\S]*?)<\/style>/.exec(
				await ( await request.get( path ) ).text()
			)?.[ 1 ] ?? '';
		const events = await inline( '/events' );
		const href = /data-styles="([^"]+)"/.exec(
			await ( await request.get( '/events' ) ).text()
		)?.[ 1 ];
		const whole = await (
			await request.get( ( href ?? '' ).replace( /&amp;/g, '&' ) )
		).text();
		expect( whole ).toContain( '.book-page' );
		expect( events ).toContain( '.site-header' );
		expect( events ).not.toContain( '.book-page' );
		expect( events.length ).toBeLessThan( whole.length / 2 );
		expect( await inline( `/books/${ STAMP }-heir/` ) ).toContain(
			'.book-page'
		);
	} );

	test( 'the app starts once the stylesheet is applied, less what the inline CSS has', async ( {
		page,
	} ) => {
		await page.goto( '/events' );
		await appReady( page );
		const sheet = await page.evaluate( () => {
			const selectors = ( rules: CSSRuleList | undefined ) =>
				Array.from( rules ?? [], ( rule ) =>
					rule instanceof CSSStyleRule ? rule.selectorText : ''
				).filter( Boolean );
			const link = document.getElementById(
				'author-site-stylesheet'
			) as HTMLLinkElement | null;
			const inline = new Set(
				selectors(
					(
						document.getElementById(
							'author-site-inline-css'
						) as HTMLStyleElement
					 ).sheet?.cssRules
				)
			);
			return link
				? {
						settled: link.hasAttribute( 'data-settled' ),
						media: link.media,
						rules: link.sheet?.cssRules.length ?? 0,
						inInline: selectors( link.sheet?.cssRules ).filter(
							( selector ) => inline.has( selector )
						),
					}
				: null;
		} );
		expect( sheet?.settled ).toBe( true );
		expect( sheet?.media ).toBe( 'all' );
		expect( sheet?.rules ).toBeGreaterThan( 100 );
		expect( sheet?.inInline ).toEqual( [] );
	} );

	test.describe( 'at 1280 px, in the app', () => {
		test.use( { viewport: { width: 1280, height: 800 } } );

		test( 'every route, and the contact form with errors, reached in the app, draw as with the whole stylesheet', async ( {
			page,
		} ) => {
			test.setTimeout( 180_000 );
			const book = `/books/${ STAMP }-heir/`;
			// Each route reached from another one, whose inline CSS lacked its rules.
			const steps: Array< [ string, string ] > = [
				[ '/contact', '/' ],
				[ '/', '/books' ],
				[ '/books', book ],
				[ book, '/about' ],
				[ '/about', '/events' ],
				[ '/events', '/contact' ],
			];
			for ( const [ from, to ] of steps ) {
				await reach( page, from, to );
				const now = await steady( page );
				await linkWholeStylesheet( page );
				expect(
					difference( now, await drawn( page ) ),
					`${ from } → ${ to }`
				).toBeNull();
			}

			await reach( page, '/', '/contact' );
			// The app's own check of an empty form: its error states.
			await page.locator( 'form button[type="submit"]' ).first().click();
			await expect(
				page.locator( '[aria-invalid="true"]' ).first()
			).toBeVisible();
			const errors = await steady( page );
			await linkWholeStylesheet( page );
			expect(
				difference( errors, await drawn( page ) ),
				'the contact form with errors'
			).toBeNull();
		} );
	} );
} );
