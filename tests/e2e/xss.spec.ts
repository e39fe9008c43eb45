import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appReady, expect, ROUTES, test } from './support/fixtures';
import {
	deleteContentPages,
	putPage,
	SLUGS,
	type Page as PageKey,
} from './support/content-pages';
import { wpEval } from './support/wp';
import schema from '../../src/content/schema.json';
import { XSS_PAYLOADS } from '../shared/hostile-html';

/*
 * Hostile content (issue 9): every section of every content page, and every
 * field of an event, holds script payloads. Each payload, if it ever ran,
 * would set `window.__xss` or open a dialog; visiting every route (server
 * render, hydration, and the app's own render after in-app navigation) must
 * run none, and no link may lead anywhere but http(s), mailto:, tel: or the
 * site itself (and the app's own calendar files, data:text/calendar).
 */

const PAYLOADS = XSS_PAYLOADS;
const HOSTILE = `Hostile ${ PAYLOADS.join( ' ' ) } end`;

/**
 * Raw page content: every section of the page, its text a hostile paragraph
 * (and for url sections a javascript: link first). Stored without kses, as a
 * compromised account or an import would.
 *
 * @param page Page key.
 */
function hostileContent( page: PageKey ): string {
	const sections = ( schema.sections as Record< string, object > )[ page ]!;
	return Object.keys( sections )
		.map(
			( name ) =>
				`<!-- section:${ name } -->\n<p><a href="javascript:window.__xss='url'">${ name }</a> ${ HOSTILE }</p>\n<ul><li>${ HOSTILE }</li></ul>`
		)
		.join( '\n' );
}

/**
 * An event with a payload in every field and non-http(s) URLs.
 * @param id
 * @param url
 */
function hostileEvent( id: number, url: string ) {
	return {
		id,
		title: `Event ${ id } ${ HOSTILE }`,
		description: `<p>${ HOSTILE }</p>`,
		excerpt: `<p>${ HOSTILE }</p>`,
		url,
		website: url,
		image: {
			url,
			width: 800,
			height: 500,
			sizes: { medium_large: { url, width: 768, height: 480 } },
		},
		all_day: false,
		utc_start_date: `2030-0${ id }-15 18:00:00`,
		utc_end_date: `2030-0${ id }-15 20:00:00`,
		timezone: `America/New_York${ PAYLOADS[ 3 ] }`,
		timezone_abbr: PAYLOADS[ 1 ],
		venue: {
			venue: HOSTILE,
			address: HOSTILE,
			city: HOSTILE,
			state: HOSTILE,
			url,
		},
	};
}

const BAD_URLS = [
	"javascript:window.__xss='event-url'",
	'data:text/html,<script>parent.__xss=1</script>',
	'  JaVaScRiPt:window.__xss=1',
	'vbscript:msgbox(1)',
	'//evil.example/x',
];

let tempDir = '';

test.beforeAll( () => {
	for ( const page of Object.keys( SLUGS ) as PageKey[] ) {
		putPage(
			page,
			hostileContent( page ),
			{ post_title: HOSTILE, post_excerpt: HOSTILE },
			true
		);
	}
	tempDir = mkdtempSync( join( tmpdir(), 'author-site-xss-' ) );
	const fixture = join( tempDir, 'events-hostile.json' );
	const events = BAD_URLS.map( ( url, i ) => hostileEvent( i + 1, url ) );
	writeFileSync(
		fixture,
		JSON.stringify( {
			response: {
				status: 200,
				body: JSON.stringify( {
					events,
					total: events.length,
					total_pages: 1,
				} ),
			},
		} )
	);
	wpEval(
		`update_option( 'author_site_test_events_fixture', ${ JSON.stringify( fixture ) } );`
	);
} );

test.afterAll( () => {
	deleteContentPages();
	wpEval( `delete_option( 'author_site_test_events_fixture' );` );
	rmSync( tempDir, { recursive: true, force: true } );
} );

/**
 * Fails on any sign that a payload ran.
 * @param page
 */
function trap( page: Page ): () => Promise< void > {
	const signs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		signs.push( `dialog: ${ dialog.message() }` );
		return dialog.dismiss();
	} );
	page.on( 'pageerror', ( error ) =>
		signs.push( `uncaught: ${ error.message }` )
	);
	// Any console error, a hydration mismatch included.
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			signs.push( message.text().slice( 0, 200 ) );
		}
	} );
	return async () => {
		const flag = await page.evaluate(
			() => ( window as unknown as { __xss?: unknown } ).__xss
		);
		expect( flag, 'window.__xss' ).toBeUndefined();
		expect( signs ).toEqual( [] );
	};
}

/**
 * Every link and image source on the page: only http(s), mailto:, tel:, the
 * site's own paths or fragments. The one exception is the theme's fallback
 * favicon, a percent-encoded SVG data: URL made from its own file.
 * @param page
 */
async function expectSafeUrls( page: Page ): Promise< void > {
	const icon = await page
		.locator( 'head link[rel="icon"]' )
		.getAttribute( 'href' );
	expect( icon ).toMatch(
		/^data:image\/svg\+xml,%3Csvg[A-Za-z0-9%!*'()._~-]+$/
	);
	const urls = await page.evaluate( () =>
		[
			...Array.from(
				document.querySelectorAll( '[href]:not(head link[rel="icon"])' )
			).map( ( e ) => e.getAttribute( 'href' ) ?? '' ),
			...Array.from(
				document.querySelectorAll( '#root [src], #root [srcset]' )
			).map(
				( e ) =>
					e.getAttribute( 'src' ) ?? e.getAttribute( 'srcset' ) ?? ''
			),
		].filter( Boolean )
	);
	const unsafe = urls.filter(
		( url ) =>
			! /^(https?:\/\/[^/]|mailto:|tel:|\/(?!\/)|#|data:text\/calendar;)/i.test(
				url.trim()
			)
	);
	expect( unsafe ).toEqual( [] );
	await expect(
		page.locator( '#root script, #root iframe, #root svg[onload]' )
	).toHaveCount( 0 );
	expect(
		await page.evaluate( () =>
			Array.from( document.querySelectorAll( '#root *' ) ).some( ( e ) =>
				Array.from( e.attributes ).some( ( a ) =>
					/^on/i.test( a.name )
				)
			)
		)
	).toBe( false );
}

test.describe( 'hostile WordPress content and events', () => {
	for ( const route of ROUTES ) {
		test( `${ route.path }: served, hydrated and revisited, nothing runs`, async ( {
			page,
		} ) => {
			const check = trap( page );
			await page.goto( route.path );
			await appReady( page );
			// The payloads are shown as text.
			await expect( page.locator( '#root' ) ).toContainText( 'Hostile' );
			await expectSafeUrls( page );
			// The app's own render of every other route (REST, not preloaded).
			const nav = page.getByRole( 'navigation', { name: 'Main' } );
			for ( const other of ROUTES ) {
				await nav.getByRole( 'link', { name: other.nav } ).click();
				await expect(
					nav.locator( '[aria-current="page"]' )
				).toHaveText( other.nav );
				await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
				await expectSafeUrls( page );
			}
			await check();
		} );
	}

	test( 'the events show as text, with no unsafe event link or image', async ( {
		page,
	} ) => {
		const check = trap( page );
		await page.goto( '/events' );
		await appReady( page );
		for ( let id = 1; id <= BAD_URLS.length; id++ ) {
			await expect(
				page
					.getByText( `Event ${ id } Hostile`, { exact: false } )
					.first()
			).toBeVisible();
		}
		await expectSafeUrls( page );
		await check();
	} );

	// The server's first view (inc/content/parser.php) and the app's parse
	// (src/content/sections.ts) read hostile markup the same way, so React
	// hydrates every route without a mismatch.
	test( 'the server’s text and the app’s text agree on hostile content', async ( {
		page,
	} ) => {
		const mismatches: string[] = [];
		page.on( 'console', ( message ) => {
			if (
				message.text().startsWith( 'author-site: hydration mismatch' )
			) {
				mismatches.push( message.text() );
			}
		} );
		for ( const route of ROUTES ) {
			await page.goto( route.path );
			await appReady( page );
		}
		expect( mismatches ).toEqual( [] );
	} );
} );
