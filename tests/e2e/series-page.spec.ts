/**
 * Series pages at /series/<slug>/ (docs/books.md#series-pages), made through
 * REST as the author makes them (books and a series page under the Books
 * content page, a cover uploaded): every part of the page, hydrated with no
 * change, Books current, axe; a series with no page at the address WordPress
 * makes of its name; an unknown slug; the links from /books and from a book's
 * page, followed in the app (no reload, no REST read) and on a full load;
 * the head and its JSON-LD; screenshots at 375 and 1280 px. Everything made
 * is deleted after.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdClocks } from './support/clock';
import { SLUGS, blockContent, phpPage, putPage } from './support/content-pages';
import {
	appReady,
	axeViolations,
	expect,
	expectOnlyFailedStatus,
	firstDifference,
	rootAsServed,
	rootNow,
	test,
} from './support/fixtures';
import { authorSession, makePictures, upload } from './support/session';
import { restCreatePage, wpEval } from './support/wp';
import { allowTime } from './support/time-limit';

const FILES = mkdtempSync( join( tmpdir(), 'author-site-series-' ) );
const SHOTS = process.env.SERIES_SHOTS_DIR ?? 'artifacts/screenshots';
const PREFIX = 'e2e-series-';
const SERIES = `/series/${ PREFIX }harbor/`;
const made: number[] = [];

/** The Books content page's id (published with the built-in text when missing). */
function booksPageId(): number {
	const found = wpEval(
		`$p = ${ phpPage( SLUGS.books ) }; echo $p && 'publish' === $p->post_status ? $p->ID : 0;`
	);
	if ( Number( found ) === 0 ) {
		putPage( 'books', blockContent( { series: 'The Medallion Series' } ) );
	}
	return Number( wpEval( `echo ${ phpPage( SLUGS.books ) }->ID;` ) );
}

/** The JSON-LD graph of a page's HTML. */
function graphOf( html: string ): Array< Record< string, unknown > > {
	const script =
		/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(
			html
		);
	return JSON.parse( script![ 1 ]! )[ '@graph' ];
}

test.describe( 'series pages', () => {
	holdClocks();

	test.beforeAll( async ( { browser } ) => {
		// A handful of REST writes and an upload: more than a test's time on a busy machine.
		allowTime( 240_000 );
		makePictures( FILES );
		const parent = booksPageId();
		const page = await browser.newPage();
		const session = await authorSession( page );
		const media = await upload( session, join( FILES, 'cover.jpg' ), {
			name: 'first-tide.jpg',
		} );
		made.push( media );
		const child = async (
			slug: string,
			sections: Record< string, string | string[] >,
			fields: Record< string, unknown > = {}
		) =>
			made.push(
				await restCreatePage( session.page, session.headers, {
					slug: PREFIX + slug,
					title: slug,
					status: 'publish',
					parent,
					content: blockContent( sections ),
					...fields,
				} )
			);
		await child(
			'tide',
			{
				title: 'First Tide',
				series: 'E2E Harbor Lights',
				series_number: '1',
				release_date: '2024-03-01',
				description: 'A lighthouse keeper and a runaway heiress.',
				buy_links: [
					'ebook: https://www.amazon.com/dp/TIDE',
					'paperback: https://www.barnesandnoble.com/w/tide',
				].join( '\n' ),
			},
			{ featured_media: media }
		);
		await child( 'storm', {
			title: 'Second Storm',
			series: 'e2e harbor lights',
			series_number: '2',
			release_date: '2025-05-01',
			description: 'Second chances at sea.',
		} );
		await child( 'yule', {
			title: 'A Harbor Christmas',
			series: 'E2E Harbor Lights',
			series_number: '2.5',
			release_date: '2025-12-01',
		} );
		await child( 'light', {
			title: 'Last Light',
			series: 'E2E Harbor Lights',
			series_number: '3',
			release_date: '2027-03-05',
			description: 'The final storm.',
			buy_links: 'ebook: https://www.amazon.com/dp/LAST',
		} );
		await child( 'harbor', {
			series_title: 'E2E Harbor Lights',
			status: 'Ongoing',
			description: [
				'A town on the coast.',
				'Four couples, one lighthouse.',
			],
			reading_note:
				'Each book stands alone, but they are best read in order.',
		} );
		await child( 'night', {
			title: 'Night Garden',
			series: 'E2E Moonlit Nights',
			series_number: '1',
			release_date: '2023-01-01',
		} );
		await page.close();
	} );

	test.afterAll( () => {
		wpEval(
			`foreach ( array( ${ made.join( ',' ) } ) as $id ) { 'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true ); }`
		);
	} );

	test( 'every part, hydrated unchanged, Books current, axe, at 375 and 1280 px', async ( {
		page,
		request,
	} ) => {
		expect( ( await request.get( SERIES ) ).status() ).toBe( 200 );
		const served = await rootAsServed( page, request, SERIES );
		const main = page.locator( 'main' );
		await expect( main.locator( 'h1' ) ).toHaveText( 'E2E Harbor Lights' );
		await expect( main.locator( '.series-page__status' ) ).toHaveText(
			'Ongoing · Book 3 comes March 5, 2027'
		);
		await expect( main.locator( '.series-page__description' ) ).toHaveText(
			[ 'A town on the coast.', 'Four couples, one lighthouse.' ]
		);
		await expect( main.locator( '.series-page__note' ) ).toHaveText(
			'Each book stands alone, but they are best read in order.'
		);
		const start = page.getByRole( 'region', { name: 'Start here' } );
		await expect(
			start.getByRole( 'link', { name: 'First Tide' } )
		).toHaveAttribute( 'href', `/books/${ PREFIX }tide/` );
		await expect( start.locator( 'img.cover' ) ).toHaveAttribute(
			'src',
			/\/uploads\//
		);
		await expect(
			start.getByRole( 'link', {
				name: 'Barnes & Noble, Paperback (opens in a new tab)',
			} )
		).toHaveAttribute( 'target', '_blank' );
		const books = page.getByRole( 'region', {
			name: 'The books in order',
		} );
		await expect( books.locator( '.book-tile__title' ) ).toHaveText( [
			'First Tide',
			'Second Storm',
			'A Harbor Christmas',
			'Last Light',
		] );
		await expect( books.locator( '.book-tile__number' ) ).toHaveText( [
			'Book 1',
			'Book 2',
			'Book 2.5',
			'Book 3',
		] );
		await expect( books.locator( '.book-tile__status' ).last() ).toHaveText(
			'Pre-order now · Coming March 5, 2027'
		);
		const next = page.getByRole( 'region', { name: 'What’s next' } );
		await expect( next.locator( 'h3' ) ).toHaveText( 'Last Light' );
		await expect(
			next.getByRole( 'link', {
				name: 'Amazon, Ebook (opens in a new tab)',
			} )
		).toHaveAttribute( 'href', 'https://www.amazon.com/dp/LAST' );
		await expect(
			page.getByRole( 'heading', { name: 'Join the VIP List' } )
		).toBeVisible();
		await expect( page.locator( '#series-newsletter-email' ) ).toHaveCount(
			1
		);
		await expect(
			page
				.getByRole( 'navigation', { name: 'Main' } )
				.locator( '[aria-current="page"]' )
		).toHaveText( 'Books' );
		await expect( page ).toHaveTitle( /^E2E Harbor Lights · / );
		expect( firstDifference( await rootNow( page ), served ) ).toBe(
			'none'
		);
		expect( await axeViolations( page ) ).toEqual( [] );
		mkdirSync( SHOTS, { recursive: true } );
		for ( const width of [ 375, 1280 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			// Every lazy cover drawn before the picture is taken.
			for ( const cover of await page.locator( 'img.cover' ).all() ) {
				await cover.scrollIntoViewIfNeeded();
			}
			// The sticky header back at the top of the picture.
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await page.screenshot( {
				path: join( SHOTS, `series-page-${ width }.png` ),
				fullPage: true,
			} );
			const wider = await page.evaluate(
				() =>
					document.documentElement.scrollWidth >
					document.documentElement.clientWidth
			);
			expect( wider, `no sideways scroll at ${ width } px` ).toBe(
				false
			);
		}
	} );

	test( 'a series with no page: the address WordPress makes of its name, "Be the first to know"', async ( {
		page,
		request,
	} ) => {
		const served = await rootAsServed(
			page,
			request,
			'/series/e2e-moonlit-nights/'
		);
		const main = page.locator( 'main' );
		await expect( main.locator( 'h1' ) ).toHaveText( 'E2E Moonlit Nights' );
		await expect( main.locator( '.series-page__status' ) ).toHaveText(
			'1 book'
		);
		await expect(
			page.getByRole( 'heading', { name: 'Be the first to know' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'region', { name: 'What’s next' } )
		).toHaveCount( 0 );
		expect( firstDifference( await rootNow( page ), served ) ).toBe(
			'none'
		);
	} );

	test( 'an unknown series is the not-found view, a 404', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const answer = await request.get( `/series/${ PREFIX }nothing/` );
		expect( answer.status() ).toBe( 404 );
		await page.goto( `/series/${ PREFIX }nothing/` );
		await appReady( page );
		await expect( page.locator( 'main h1' ) ).toHaveText(
			'Page not found'
		);
		// The document's own 404, as the browser reports it.
		expectOnlyFailedStatus( consoleErrors, 404 );
	} );

	test( 'from /books and a book’s page to the series in the app, no reload, no REST read; a full load the same', async ( {
		page,
	} ) => {
		await page.goto( '/books' );
		await appReady( page );
		const heading = page.locator( 'section.catalogue h2', {
			hasText: 'E2E Harbor Lights',
		} );
		await expect(
			heading.locator( 'xpath=following-sibling::p[1]' )
		).toHaveText( 'Ongoing · Book 3 comes March 5, 2027' );
		await page.evaluate(
			() => ( ( window as unknown as { kept: boolean } ).kept = true )
		);
		const reads: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( sent.url().includes( '/wp-json/' ) ) {
				reads.push( sent.url() );
			}
		} );
		await heading
			.getByRole( 'link', { name: 'E2E Harbor Lights' } )
			.click();
		await expect( page ).toHaveURL( new RegExp( `${ SERIES }$` ) );
		await expect( page.locator( 'main h1' ) ).toHaveText(
			'E2E Harbor Lights'
		);
		await expect( page ).toHaveTitle( /^E2E Harbor Lights · / );
		await expect(
			page
				.getByRole( 'navigation', { name: 'Main' } )
				.locator( '[aria-current="page"]' )
		).toHaveText( 'Books' );
		await page
			.getByRole( 'link', { name: 'Second Storm' } )
			.first()
			.click();
		await expect( page.locator( 'main h1' ) ).toHaveText( 'Second Storm' );
		const line = page.getByRole( 'link', {
			name: 'Book 2 of e2e harbor lights',
		} );
		await expect( line ).toHaveAttribute( 'href', SERIES );
		await line.click();
		await expect( page.locator( 'main h1' ) ).toHaveText(
			'E2E Harbor Lights'
		);
		expect(
			await page.evaluate(
				() => ( window as unknown as { kept?: boolean } ).kept
			)
		).toBe( true );
		expect( reads ).toEqual( [] );
		await page.goto( `/books/${ PREFIX }storm/` );
		await appReady( page );
		await page
			.getByRole( 'link', { name: 'Book 2 of e2e harbor lights' } )
			.click();
		await expect( page.locator( 'main .series-page__status' ) ).toHaveText(
			'Ongoing · Book 3 comes March 5, 2027'
		);
		await page.reload();
		await appReady( page );
		await expect( page.locator( 'main h1' ) ).toHaveText(
			'E2E Harbor Lights'
		);
	} );

	test( 'its head: title, description, canonical, the first book’s cover, a BookSeries with its books in order', async ( {
		request,
	} ) => {
		const html = await ( await request.get( SERIES ) ).text();
		const url = new URL(
			SERIES,
			process.env.WP_URL ?? 'http://127.0.0.1:8881'
		).toString();
		expect( html ).toMatch( /<title>E2E Harbor Lights · [^<]+<\/title>/ );
		expect( html ).toContain( `<link rel="canonical" href="${ url }">` );
		expect( html ).toContain(
			'<meta name="description" content="A town on the coast.">'
		);
		expect( html ).toContain(
			`<meta property="og:url" content="${ url }">`
		);
		expect( html ).toMatch(
			/<meta property="og:image" content="[^"]*\/uploads\/[^"]*first-tide[^"]*">/
		);
		const series = graphOf( html ).find(
			( node ) => node[ '@type' ] === 'BookSeries'
		)!;
		expect( series.name ).toBe( 'E2E Harbor Lights' );
		expect( series.url ).toBe( url );
		expect( series[ '@id' ] ).toBe( `${ url }#series` );
		const parts = series.hasPart as Array< Record< string, unknown > >;
		expect( parts.map( ( part ) => [ part.name, part.position ] ) ).toEqual(
			[
				[ 'First Tide', 1 ],
				[ 'Second Storm', 2 ],
				[ 'A Harbor Christmas', 2.5 ],
				[ 'Last Light', 3 ],
			]
		);
		expect( parts[ 0 ]!.url ).toMatch(
			new RegExp( `/books/${ PREFIX }tide/$` )
		);
	} );
} );
