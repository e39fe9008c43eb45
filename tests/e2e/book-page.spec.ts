/**
 * Book pages at /books/<slug>/ (docs/books.md#book-pages), made through REST
 * as the author makes them (pages under the Books content page, a featured
 * image uploaded) and in every state that is no book: the status codes, the
 * page, hydration with no console error, client navigation between the
 * series' books and /books, the JSON-LD field by field, the 301 from
 * WordPress's own address. Everything made is deleted after.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdClocks } from './support/clock';
import {
	SLUGS,
	blockContent,
	pageId,
	phpPage,
	putPage,
} from './support/content-pages';
import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	firstDifference,
	rootAsServed,
	rootNow,
	test,
} from './support/fixtures';
import {
	authorSession,
	makePictures,
	upload,
	type Session,
} from './support/session';
import { restCreatePage, wpEval } from './support/wp';
import { allowTime } from './support/time-limit';

const FILES = mkdtempSync( join( tmpdir(), 'author-site-books-' ) );
const PREFIX = 'e2e-book-';

const made: number[] = [];

/**
 * Makes a page through REST as the editor saves it; returns its id.
 * @param session The author's session.
 * @param data    The page's fields.
 */
async function makePage(
	session: Session,
	data: Record< string, unknown >
): Promise< number > {
	const id = await restCreatePage( session.page, session.headers, data );
	made.push( id );
	return id;
}

/** The Books content page's id (made with the built-in text when missing). */
function booksPageId(): number {
	const found = wpEval(
		`$p = ${ phpPage( SLUGS.books ) }; echo $p && 'publish' === $p->post_status ? $p->ID : 0;`
	);
	if ( Number( found ) === 0 ) {
		putPage( 'books', blockContent( { series: 'The Medallion Series' } ) );
	}
	return pageId( 'books' );
}

/**
 * Inserts pages with wp_insert_post() in one PHP run; returns their ids, comma-separated.
 * @param pages The posts' fields.
 */
function insertPages( pages: Array< Record< string, unknown > > ): string {
	const data = Buffer.from( JSON.stringify( pages ) ).toString( 'base64' );
	return wpEval(
		`$ids = array(); foreach ( json_decode( base64_decode( '${ data }' ), true ) as $p ) { $ids[] = wp_insert_post( wp_slash( $p ) ); } echo implode( ',', $ids );`
	);
}

/**
 * Deletes the pages insertPages() made.
 * @param ids Their ids, comma-separated.
 */
function deletePages( ids: string ): void {
	wpEval(
		`foreach ( array( ${ ids } ) as $id ) { wp_delete_post( $id, true ); }`
	);
}

const HEIR = {
	title: 'The Heir',
	subtitle: 'A Medallion Novel — Book Two',
	series: 'The Medallion Series',
	series_number: '2',
	release_date: '2026-03-05',
	description: 'Her brother’s secrets come due.',
	heat_level: '3',
	content_notes: 'grief, violence',
	buy_links: [
		'ebook: https://www.amazon.com/dp/HEIR',
		'paperback: https://www.kobo.com/heir',
		'javascript:alert(1)',
		'/relative/buy',
	].join( '\n' ),
	isbn: 'ebook: 978-0-306-40615-7',
};

test.describe( 'with no listed book', () => {
	holdClocks();

	test( '/ and /books: unlisted children of the Books page change no byte', async ( {
		request,
	} ) => {
		const parent = booksPageId();
		// The forms' signed token (docs/forms.md) aside: it carries the moment it was signed.
		const page = async ( path: string ) =>
			( await ( await request.get( path ) ).text() ).replace(
				/\b\d{1,12}\.[0-9a-f]{32}\b/g,
				'TOKEN'
			);
		const served = async () => ( {
			home: await page( '/' ),
			books: await page( '/books' ),
		} );
		const before = await served();
		expect( before.books ).not.toContain( 'class="book-list"' );
		expect( before.books ).not.toContain( '"catalogue"' );
		expect( before.books ).not.toContain( `pages?parent=${ parent }` );
		const pages = [
			{
				post_status: 'draft',
				post_title: 'Draft',
				content: { title: 'A draft book' },
			},
			{
				post_status: 'publish',
				post_title: 'Untitled',
				content: { subtitle: 'No title' },
			},
			{
				post_status: 'publish',
				post_title: 'Locked',
				post_password: 'secret',
				content: { title: 'Locked book' },
			},
		].map( ( { content, ...fields } ) => ( {
			...fields,
			post_type: 'page',
			post_parent: parent,
			post_name: `${ PREFIX }unlisted-${ fields.post_title.toLowerCase() }`,
			post_content: blockContent( content ),
		} ) );
		const ids = insertPages( pages );
		try {
			expect( await served() ).toEqual( before );
		} finally {
			deletePages( ids );
		}
	} );

	test( 'a first view of /books with no listed book asks for no book pages', async ( {
		page,
	} ) => {
		const reads: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( sent.url().includes( 'parent=' ) ) {
				reads.push( sent.url() );
			}
		} );
		await page.goto( '/books' );
		await appReady( page );
		// A read the app would start after hydration goes out within this.
		await page.evaluate(
			() => new Promise( ( done ) => setTimeout( done, 1000 ) )
		);
		expect( reads ).toEqual( [] );
	} );
} );

test.describe( 'book pages', () => {
	holdClocks();
	let parent = 0;
	let heirId = 0;

	test.beforeAll( async ( { browser } ) => {
		// A dozen REST writes and an upload: more than a test's time on a busy machine.
		allowTime( 240_000 );
		makePictures( FILES );
		parent = booksPageId();
		const page = await browser.newPage();
		const session = await authorSession( page );
		const media = await upload( session, join( FILES, 'cover.jpg' ), {
			name: 'heir.jpg',
		} );
		made.push( media );
		const book = ( slug: string, sections: Record< string, string > ) =>
			makePage( session, {
				slug: PREFIX + slug,
				title: slug,
				status: 'publish',
				parent,
				content: blockContent( sections ),
			} );
		heirId = await makePage( session, {
			slug: `${ PREFIX }heir`,
			title: 'The Heir',
			status: 'publish',
			parent,
			featured_media: media,
			content: blockContent( HEIR ),
		} );
		await book( 'ring', {
			title: 'The Ring',
			series: 'the medallion series',
			series_number: '3',
			release_date: '2099-09-01',
		} );
		const states: Array< [ string, Record< string, unknown > ] > = [
			[ 'draft', { status: 'draft' } ],
			[ 'pending', { status: 'pending' } ],
			[ 'future', { status: 'future', date: '2099-01-01T10:00:00' } ],
			[ 'private', { status: 'private' } ],
			[ 'password', { status: 'publish', password: 'secret' } ],
			[ 'trash', { status: 'publish' } ],
		];
		for ( const [ slug, fields ] of states ) {
			const id = await makePage( session, {
				slug: PREFIX + slug,
				title: slug,
				parent,
				content: blockContent( { title: `State ${ slug }` } ),
				...fields,
			} );
			if ( slug === 'trash' ) {
				await page.request.delete( `/wp-json/wp/v2/pages/${ id }`, {
					headers: session.headers,
				} );
			}
		}
		await book( 'untitled', { subtitle: 'No title' } );
		const elsewhere = await makePage( session, {
			slug: `${ PREFIX }elsewhere`,
			title: 'Elsewhere',
			status: 'publish',
			content: 'An ordinary page.',
		} );
		await makePage( session, {
			slug: `${ PREFIX }stray`,
			title: 'Stray',
			status: 'publish',
			parent: elsewhere,
			content: blockContent( { title: 'Stray book' } ),
		} );
		await page.close();
	} );

	test.afterAll( () => {
		wpEval(
			`foreach ( array( ${ made.join( ',' ) } ) as $id ) { 'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true ); }`
		);
	} );

	test( 'a listed book: its page, hydrated unchanged, Books current', async ( {
		page,
		request,
	} ) => {
		const answer = await request.get( `/books/${ PREFIX }heir/` );
		expect( answer.status() ).toBe( 200 );
		const served = await rootAsServed(
			page,
			request,
			`/books/${ PREFIX }heir/`
		);
		const main = page.locator( 'main' );
		await expect( main.locator( 'h1' ) ).toHaveText( 'The Heir' );
		await expect( main ).toContainText( 'Book 2 of The Medallion Series' );
		await expect( main ).toContainText( 'Released March 5, 2026' );
		await expect( main ).toContainText( 'Heat level 3 of 5' );
		await expect(
			main.locator( 'details.content-notes' )
		).not.toHaveAttribute( 'open' );
		await expect(
			main.getByRole( 'link', {
				name: 'Amazon, Ebook (opens in a new tab)',
			} )
		).toHaveAttribute( 'target', '_blank' );
		await expect(
			main.locator( 'a[href^="javascript:"], a[href="/relative/buy"]' )
		).toHaveCount( 0 );
		await expect( main.locator( 'img.cover' ) ).toHaveAttribute(
			'src',
			/\/uploads\//
		);
		await expect(
			page
				.getByRole( 'navigation', { name: 'Main' } )
				.locator( '[aria-current="page"]' )
		).toHaveText( 'Books' );
		const hydrated = await rootNow( page );
		expect( firstDifference( hydrated, served ) ).toBe( 'none' );
	} );

	test( 'client navigation: to the next book, back, and to /books without a reload', async ( {
		page,
	} ) => {
		await page.goto( `/books/${ PREFIX }heir/` );
		await appReady( page );
		await page.evaluate(
			() => ( ( window as unknown as { kept: boolean } ).kept = true )
		);
		await page.getByRole( 'link', { name: 'The Ring' } ).click();
		await expect( page ).toHaveURL(
			new RegExp( `/books/${ PREFIX }ring/$` )
		);
		await expect( page.locator( 'main h1' ) ).toHaveText( 'The Ring' );
		await expect( page.locator( 'main' ) ).toContainText(
			'Coming September 1, 2099'
		);
		await expect( page ).toHaveTitle( /^The Ring · / );
		await page.goBack();
		await expect( page.locator( 'main h1' ) ).toHaveText( 'The Heir' );
		await page.getByRole( 'link', { name: 'All books' } ).click();
		await expect( page ).toHaveURL( /\/books$/ );
		expect(
			await page.evaluate(
				() => ( window as unknown as { kept?: boolean } ).kept
			)
		).toBe( true );
	} );

	test( 'its head: title, description, canonical, cover, JSON-LD field by field', async ( {
		request,
	} ) => {
		const html = await (
			await request.get( `/books/${ PREFIX }heir/` )
		).text();
		const url = new URL(
			`/books/${ PREFIX }heir/`,
			process.env.WP_URL ?? 'http://127.0.0.1:8881'
		).toString();
		expect( html ).toContain( '<title>The Heir · ' );
		expect( html ).toContain( `<link rel="canonical" href="${ url }">` );
		expect( html ).toContain(
			'<meta name="description" content="Her brother’s secrets come due.">'
		);
		expect( html ).toMatch(
			/<meta property="og:image" content="[^"]*\/uploads\/[^"]*">/
		);
		expect( html ).not.toContain( 'grief, violence"' );
		const script =
			/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(
				html
			);
		const graph = JSON.parse( script![ 1 ]! )[ '@graph' ] as Array<
			Record< string, unknown >
		>;
		const book = graph.find(
			( node ) => node[ '@id' ] === `${ url }#book`
		)!;
		expect( book[ '@type' ] ).toBe( 'Book' );
		expect( book.name ).toBe( 'The Heir' );
		expect( book.url ).toBe( url );
		expect( book.description ).toBe( 'Her brother’s secrets come due.' );
		expect( book.datePublished ).toBe( '2026-03-05' );
		expect( book.image ).toMatch( /\/uploads\// );
		expect( book.isPartOf ).toEqual( {
			'@type': 'BookSeries',
			name: 'The Medallion Series',
		} );
		expect( book.position ).toBe( 2 );
		expect( book.author ).toEqual( {
			'@id': expect.stringMatching( /\/#author$/ ),
		} );
		const editions = book.workExample as Array< Record< string, unknown > >;
		expect( editions.map( ( e ) => e.bookFormat ) ).toEqual( [
			'https://schema.org/EBook',
			'https://schema.org/Paperback',
		] );
		expect( editions[ 0 ]!.isbn ).toBe( '9780306406157' );
		expect( editions[ 0 ]!.offers ).toEqual( [
			{
				'@type': 'Offer',
				url: 'https://www.amazon.com/dp/HEIR',
				availability: 'https://schema.org/InStock',
			},
		] );
	} );

	test( 'WordPress’s own address of a listed book answers 301 to its page', async ( {
		request,
	} ) => {
		const answer = await request.get(
			`/${ SLUGS.books }/${ PREFIX }heir/`,
			{ maxRedirects: 0 }
		);
		expect( answer.status() ).toBe( 301 );
		expect( answer.headers().location ).toMatch(
			new RegExp( `/books/${ PREFIX }heir/$` )
		);
	} );

	test( '/books: the series in reading order, Coming Soon from the soonest upcoming book, hydrated unchanged', async ( {
		page,
		request,
	} ) => {
		const served = await rootAsServed( page, request, '/books' );
		const series = page.locator(
			'section.catalogue:has(h2 > a:text-is("The Medallion Series"))'
		);
		const titles = await series
			.locator( '.book-tile__title' )
			.allTextContents();
		expect( titles.slice( -2 ) ).toEqual( [ 'The Heir', 'The Ring' ] );
		await expect( series.locator( 'ol.book-list' ) ).toHaveCount( 1 );
		const heir = series.locator( 'li', { hasText: 'The Heir' } );
		await expect( heir.locator( '.book-tile__number' ) ).toHaveText(
			'Book 2'
		);
		await expect( heir.locator( '.book-tile__status' ) ).toHaveText(
			'Available now'
		);
		await expect( heir.locator( 'img.cover' ) ).toHaveAttribute(
			'loading',
			'lazy'
		);
		await expect(
			series
				.locator( 'li', { hasText: 'The Ring' } )
				.locator( '.book-tile__status' )
		).toHaveText( 'Coming September 1, 2099' );
		const main = page.locator( 'main' );
		await expect( main ).not.toContainText( 'State draft' );
		await expect( main ).not.toContainText( 'Stray book' );
		await expect( main ).not.toContainText( 'grief' );
		await expect(
			main.locator( '.book-card img.cover, .book-card .cover' ).first()
		).not.toHaveAttribute( 'loading', 'lazy' );
		const coming = page.locator(
			'section[aria-labelledby="coming-soon-title"]'
		);
		await expect( coming.locator( 'h3' ) ).toHaveText( 'The Ring' );
		await expect( coming ).toContainText( 'Coming September 1, 2099' );
		await expect(
			coming.getByRole( 'link', { name: 'Get Notified' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
		const hydrated = await rootNow( page );
		expect( firstDifference( hydrated, served ) ).toBe( 'none' );
	} );

	test( '/books with 40 more books in three series: every one listed in order, hydrated unchanged, no list cover loaded eagerly', async ( {
		page,
		request,
	} ) => {
		const many = Array.from( { length: 40 }, ( _, index ) => ( {
			post_type: 'page',
			post_status: 'publish',
			post_parent: parent,
			post_name: `${ PREFIX }many-${ index }`,
			post_title: `Many ${ index }`,
			post_content: blockContent( {
				title: `Many ${ index }`,
				series: [ 'Alpha', 'Beta', 'Gamma' ][ index % 3 ]!,
				series_number: String( Math.floor( index / 3 ) + 1 ),
				release_date: `20${ 10 + ( index % 10 ) }-01-01`,
			} ),
		} ) );
		const ids = insertPages( many );
		try {
			const served = await rootAsServed( page, request, '/books' );
			expect( firstDifference( await rootNow( page ), served ) ).toBe(
				'none'
			);
			const gamma = page.locator(
				'section.catalogue:has(h2 > a:text-is("Gamma"))'
			);
			await expect( gamma.locator( '.book-tile__title' ) ).toHaveText(
				Array.from( { length: 13 }, ( _, i ) => `Many ${ 3 * i + 2 }` )
			);
			// The 40, The Heir and The Ring (the featured book links to /books).
			await expect(
				page.locator( '.book-tile a[href^="/books/"]' )
			).toHaveCount( 40 + 2 );
			// The built-in artwork is the featured card's one file, fetched once.
			const eager = await page
				.locator( '.book-list img, .coming-soon img' )
				.evaluateAll(
					( images ) =>
						images.filter(
							( image ) =>
								! image.classList.contains( 'cover__art' ) &&
								image.getAttribute( 'loading' ) !== 'lazy'
						).length
				);
			expect( eager ).toBe( 0 );
		} finally {
			deletePages( ids );
		}
	} );

	test( '/books: each series as a BookSeries in the JSON-LD, its books in reading order', async ( {
		request,
	} ) => {
		const html = await ( await request.get( '/books' ) ).text();
		const script =
			/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(
				html
			);
		const graph = JSON.parse( script![ 1 ]! )[ '@graph' ] as Array<
			Record< string, unknown >
		>;
		const series = graph.find(
			( node ) =>
				node[ '@type' ] === 'BookSeries' &&
				node.name === 'The Medallion Series'
		)!;
		const parts = series.hasPart as Array< Record< string, unknown > >;
		expect(
			parts.slice( -2 ).map( ( part ) => [ part.name, part.position ] )
		).toEqual( [
			[ 'The Heir', 2 ],
			[ 'The Ring', 3 ],
		] );
		expect( parts.at( -1 )!.url ).toMatch(
			new RegExp( `/books/${ PREFIX }ring/$` )
		);
	} );

	test( 'a book opened from /books draws from the list’s data and its own document', async ( {
		page,
	} ) => {
		await page.goto( '/books' );
		await appReady( page );
		const reads: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( sent.url().includes( '/wp-json/' ) ) {
				reads.push( sent.url() );
			}
		} );
		await page
			.locator( '.book-list' )
			.getByRole( 'link', { name: 'The Heir' } )
			.click();
		await expect( page.locator( 'main h1' ) ).toHaveText( 'The Heir' );
		await expect(
			page
				.getByRole( 'navigation', { name: 'Main' } )
				.locator( '[aria-current="page"]' )
		).toHaveText( 'Books' );
		// Its own text in full, from its page's document (the list has none of it).
		await expect( page.locator( 'main' ) ).toContainText(
			'A Medallion Novel — Book Two'
		);
		await expect( page.locator( 'main' ) ).toContainText( '9780306406157' );
		expect( reads ).toEqual( [] );
	} );

	test( '/books preloads the list’s sections only, a book’s page its own text in full', async ( {
		request,
	} ) => {
		// What the list does not show (docs/books.md#what-a-first-view-preloads).
		const unlisted = [
			'A Medallion Novel',
			'grief, violence',
			'9780306406157',
		];
		const books = await ( await request.get( '/books' ) ).text();
		expect( books ).toContain( 'author_site_sections=list' );
		expect( books ).toContain( 'Her brother’s secrets come due.' );
		for ( const text of unlisted ) {
			expect( books ).not.toContain( text );
		}
		const own = await (
			await request.get( `/books/${ PREFIX }heir/` )
		).text();
		expect( own ).toContain( `slug=${ PREFIX }heir` );
		expect( own ).toContain( 'A Medallion Novel' );
	} );

	test( 'the author’s Preview of a book shows its unsaved text on its page, a visitor the published one', async ( {
		browser,
		page: visitor,
	} ) => {
		const { page: author, headers } = await authorSession(
			await browser.newPage()
		);
		const current = await (
			await author.request.get(
				`/wp-json/wp/v2/pages/${ heirId }?context=edit`,
				{ headers }
			)
		).json();
		const saved = await author.request.post(
			`/wp-json/wp/v2/pages/${ heirId }/autosaves`,
			{
				headers,
				data: {
					title: current.title.raw,
					content: ( current.content.raw as string ).replace(
						HEIR.description,
						'An unsaved hook.'
					),
				},
			}
		);
		expect( saved.status() ).toBe( 200 );
		const link = ( await saved.json() ).preview_link as string;
		expect( link ).toContain( 'preview_nonce=' );
		await author.goto( link );
		await expect( author ).toHaveURL(
			new RegExp( `/books/${ PREFIX }heir/\\?.*preview=true` )
		);
		await appReady( author );
		await expect( author.locator( 'main .lead' ) ).toHaveText(
			'An unsaved hook.'
		);
		await author.close();
		await visitor.goto( link );
		await expect( visitor ).toHaveURL(
			new RegExp( `/books/${ PREFIX }heir/$` )
		);
		await appReady( visitor );
		await expect( visitor.locator( 'main .lead' ) ).toHaveText(
			HEIR.description
		);
	} );

	for ( const slug of [
		'draft',
		'pending',
		'future',
		'private',
		'password',
		'trash',
		'untitled',
		'stray',
		'elsewhere',
		'unknown',
	] ) {
		test( `/books/${ slug }/ is the not-found view, 404`, async ( {
			page,
			request,
			consoleErrors,
		} ) => {
			const answer = await request.get( `/books/${ PREFIX }${ slug }/` );
			expect( answer.status() ).toBe( 404 );
			await page.goto( `/books/${ PREFIX }${ slug }/` );
			await appReady( page );
			await expect( page.locator( 'main .not-found' ) ).toBeVisible();
			await expect(
				page
					.getByRole( 'navigation', { name: 'Main' } )
					.locator( '[aria-current="page"]' )
			).toHaveCount( 0 );
			// The document's own 404, and nothing else (no hydration mismatch).
			expectOnlyFailedStatus( consoleErrors, 404 );
		} );
	}
} );
