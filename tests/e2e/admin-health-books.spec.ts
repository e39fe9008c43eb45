import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page as PlaywrightPage } from '@playwright/test';
import catalogue from '../../src/books/catalogue.json';
import {
	blockContent,
	deleteContentPages,
	pageId,
} from './support/content-pages';
import { holdServerClock } from './support/clock';
import { expect, test } from './support/fixtures';
import {
	authorSession,
	makePictures,
	upload,
	type Session,
} from './support/session';
import { restCreatePage, wpEval } from './support/wp';

/*
 * Issue 30, the author's side of the catalogue: books made through REST as
 * the block editor makes them (pages whose parent is the Books content page,
 * covers uploaded to the media library), and Content Health saying, for each
 * book, what was read and what is wrong, in words; the "New book" pattern
 * registered for pages and inserted in the real block editor. The server's
 * "today" is held; everything made is deleted after.
 */

const SCREEN = '/wp-admin/themes.php?page=author-site-health';
const ROOT = join( __dirname, '..', '..' );
const FILES = mkdtempSync( join( tmpdir(), 'author-site-books-' ) );

const made = { pages: [] as number[], media: [] as number[] };

/**
 * Uploads one of bin/build/pictures.php's files to the media library; returns its id.
 * @param session
 * @param file
 */
async function uploadPicture(
	session: Session,
	file: string
): Promise< number > {
	const id = await upload( session, join( FILES, file ) );
	made.media.push( id );
	return id;
}

/**
 * Makes a page under the Books content page through REST, as the editor saves it; returns its id.
 * @param session
 * @param slug
 * @param sections Section name → text (lines separated by \n).
 * @param fields   More page fields (status, featured_media, password).
 */
async function makeBook(
	session: Session,
	slug: string,
	sections: Record< string, string >,
	fields: Record< string, unknown > = {}
): Promise< number > {
	const parent = pageId( 'books' );
	const id = await restCreatePage( session.page, session.headers, {
		slug,
		title: slug,
		status: 'publish',
		parent,
		content: blockContent( sections ),
		...fields,
	} );
	made.pages.push( id );
	return id;
}

/**
 * The kinds of the warning lines on one book's card.
 * @param page
 * @param slug
 */
function warnings( page: PlaywrightPage, slug: string ): Promise< string[] > {
	return page
		.locator(
			`[data-health-book="${ slug }"] .author-site-health__warning`
		)
		.evaluateAll( ( items ) =>
			items.map( ( item ) => item.getAttribute( 'data-kind' ) ?? '' )
		);
}

test.describe.serial( 'Content Health: the books', () => {
	test.describe.configure( { timeout: 90_000 } );

	test.beforeAll( () => {
		makePictures( FILES );
		holdServerClock( true );
		deleteContentPages();
		wpEval( 'author_site_seed_content_pages();' );
	} );

	test.afterAll( () => {
		wpEval( `
			foreach ( json_decode( '${ JSON.stringify( made.pages ) }' ) as $id ) { wp_delete_post( $id, true ); }
			foreach ( json_decode( '${ JSON.stringify( made.media ) }' ) as $id ) { wp_delete_attachment( $id, true ); }
		` );
		deleteContentPages();
		holdServerClock( false );
	} );

	test( 'each book made as the author makes it is listed with what was read and each problem in words', async ( {
		page,
	} ) => {
		const session = await authorSession( page );
		const cover = await uploadPicture( session, 'cover.jpg' );
		const portrait = await uploadPicture( session, 'portrait.jpg' );
		await makeBook(
			session,
			'harbor-two',
			{
				title: 'Harbor Lights <script>alert(1)</script>',
				series: 'Harbor',
				series_number: '2',
				release_date: '2024-02-14',
				buy_links:
					'ebook: https://www.amazon.com/dp/B0HARBOR\naudiobook: https://www.audible.com/pd/harbor',
			},
			{ featured_media: cover }
		);
		await makeBook( session, 'harbor-three', {
			title: 'Harbor Three',
			series: 'Harbor',
			series_number: '3',
			release_date: 'the thirty-second of Smarch',
			buy_links: 'javascript:alert(document.cookie)',
		} );
		await makeBook(
			session,
			'harbor-three-again',
			{
				title: 'Harbor Three Again',
				series: 'harbor',
				series_number: '3',
				buy_links: 'nook: https://www.barnesandnoble.com/w/harbor',
				isbn: 'paperback: 978-3-16-148410-1',
			},
			{ featured_media: portrait }
		);
		await makeBook(
			session,
			'still-drafting',
			{ title: 'Still Drafting' },
			{ status: 'draft' }
		);
		await makeBook(
			session,
			'locked',
			{ title: 'Locked' },
			{ password: 'secret' }
		);
		await makeBook( session, 'nameless', { subtitle: 'No title yet' } );

		await page.goto( SCREEN );
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Your books' } )
		).toBeVisible();

		// The good book: what was read, its address, no problem.
		const good = page.locator( '[data-health-book="harbor-two"]' );
		await expect( good ).toHaveAttribute( 'data-state', 'listed' );
		await expect( good.getByRole( 'heading', { level: 3 } ) ).toContainText(
			'Harbor Lights <script>alert(1)</script>'
		);
		await expect(
			good.getByRole( 'row', { name: /Series/ } )
		).toContainText( 'Book 2 of “Harbor”' );
		await expect(
			good.getByRole( 'row', { name: /Release/ } )
		).toContainText( 'available' );
		await expect(
			good.getByRole( 'row', { name: /Formats and stores/ } )
		).toContainText( 'Ebook: Amazon; Audiobook: Audible' );
		await expect(
			good.getByRole( 'row', { name: /Cover/ } )
		).toContainText( '1600 × 2400 px' );
		await expect( good.locator( '[data-kind="listed"]' ) ).toContainText(
			'/books/harbor-two/'
		);
		expect( await warnings( page, 'harbor-two' ) ).toEqual( [] );

		expect( await warnings( page, 'harbor-three' ) ).toEqual( [
			'unreadable-date',
			'not-http-link',
			'duplicate-series-number',
			'no-cover',
		] );
		const three = page.locator( '[data-health-book="harbor-three"]' );
		await expect(
			three.locator( '[data-kind="unreadable-date"]' )
		).toHaveText(
			'release_date holds “the thirty-second of Smarch”, which is not a date the site can read, so the book has no release date: it shows as available and never as coming soon. Write it as 2027-03-05 or March 5, 2027.'
		);
		await expect(
			three.locator( '[data-kind="not-http-link"]' )
		).toHaveText(
			'The store link “javascript:alert(document.cookie)” in buy_links is not a web address starting with http:// or https://, so it is left out. Copy the full address from the store’s page.'
		);
		await expect(
			three.locator( '[data-kind="duplicate-series-number"]' )
		).toHaveText(
			'Number 3 of “Harbor” is given to more than one book: “Harbor Three”, “Harbor Three Again”. Give each book its own number (2.5 for a novella between books 2 and 3).'
		);
		await expect( three.locator( '[data-kind="no-cover"]' ) ).toContainText(
			'This book has no cover'
		);

		expect( await warnings( page, 'harbor-three-again' ) ).toEqual( [
			'unknown-format',
			'invalid-isbn',
			'duplicate-series-number',
			'cover-shape',
		] );
		const again = page.locator( '[data-health-book="harbor-three-again"]' );
		await expect(
			again.locator( '[data-kind="unknown-format"]' )
		).toContainText(
			'names a format the site does not know, so it is shown for every format'
		);
		await expect(
			again.locator( '[data-kind="cover-shape"]' )
		).toContainText( 'Book covers are about 2:3' );

		expect( await warnings( page, 'still-drafting' ) ).toEqual( [
			'unpublished',
			'no-cover',
		] );
		await expect(
			page.locator(
				'[data-health-book="still-drafting"] [data-kind="unpublished"]'
			)
		).toContainText(
			'This page is not published (Draft), so the book is not listed'
		);
		expect( await warnings( page, 'locked' ) ).toEqual( [
			'protected',
			'no-cover',
		] );
		expect( await warnings( page, 'nameless' ) ).toEqual( [
			'no-title',
			'no-cover',
		] );
		await expect(
			page.locator(
				'[data-health-book="nameless"] [data-kind="no-title"]'
			)
		).toContainText( 'so it is not listed on the site' );
		// Author text is text: nothing of it ran or became markup.
		await expect(
			page.locator( '.author-site-health script' )
		).toHaveCount( 0 );
		await page.screenshot( {
			path: join( ROOT, 'artifacts', 'admin-health-books.png' ),
			fullPage: true,
		} );
	} );

	test( 'the “New book” pattern is registered for pages and inserts every book section in the block editor', async ( {
		page,
		consoleErrors,
	} ) => {
		const session = await authorSession( page );
		const answer = await page.request.get(
			'/wp-json/wp/v2/block-patterns/patterns',
			{ headers: session.headers }
		);
		expect( answer.status() ).toBe( 200 );
		const patterns = ( await answer.json() ) as {
			name: string;
			title: string;
			content: string;
			post_types?: string[];
		}[];
		const pattern = patterns.find(
			( item ) => item.name === 'author-site/new-book'
		);
		expect( pattern?.title ).toBe( 'New book' );
		const names = Object.keys( catalogue.sections );
		const labelled = ( content: string ) =>
			[ ...content.matchAll( /"authorSiteSection":"([a-z_]+)"/g ) ].map(
				( match ) => match[ 1 ]
			);
		expect( labelled( pattern!.content ) ).toEqual( names );

		// A new page in the real block editor: WordPress offers the pattern
		// in its "Choose a pattern" window (Block Types: core/post-content),
		// and the author picks it.
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		const chooser = page.getByRole( 'dialog', {
			name: 'Choose a pattern',
		} );
		await chooser.getByRole( 'option', { name: 'New book' } ).click();
		await expect( chooser ).toBeHidden();
		// The post as the editor saves it: every section labelled, no marker to see.
		const [ draft, saved ] = await page.evaluate( () => {
			const editor = (
				window as unknown as {
					wp: { data: { select: ( store: string ) => any } };
				}
			 ).wp.data.select( 'core/editor' );
			return [
				Number( editor.getCurrentPostId() ),
				String( editor.getEditedPostContent() ),
			] as const;
		} );
		// The editor's auto-draft, deleted with the rest.
		made.pages.push( draft );
		expect( labelled( saved ) ).toEqual( names );
		expect( saved ).not.toContain( 'section:' );
		await page.screenshot( {
			path: join( ROOT, 'artifacts', 'new-book-pattern.png' ),
		} );
		// The editor asks the internet for things (none of the theme's): offline, those fail.
		expect(
			consoleErrors.filter(
				( error ) => ! error.includes( 'ERR_NAME_NOT_RESOLVED' )
			)
		).toEqual( [] );
		consoleErrors.length = 0;
	} );
} );
