import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support/fixtures';
import {
	blockContent,
	deletePage,
	pageId,
	putPage,
} from './support/content-pages';
import { restHeaders } from './support/session';
import { logIn, wpEval } from './support/wp';

/*
 * The editor's Preview of a content page (docs/whole-site.md#previews): an
 * autosave of homepage-content, made as the block editor makes it (the REST
 * autosaves endpoint, in the author's session, which answers the preview
 * link), shows on the home route for the author, first view and hydrated
 * app alike, never for a visitor, and is never cached.
 */

const PUBLISHED = 'The published subtitle';

/**
 * Autosaves homepage-content with a new subtitle in the logged-in page's
 * session; returns the preview link WordPress gives the editor.
 *
 * @param page     Logged in, on a theme view.
 * @param id       The page's id.
 * @param subtitle The unsaved subtitle.
 */
async function autosave( page: Page, id: number, subtitle: string ) {
	const headers = await restHeaders( page );
	const current = await (
		await page.request.get( `/wp-json/wp/v2/pages/${ id }?context=edit`, {
			headers,
		} )
	).json();
	const raw: string = current.content.raw;
	const marker = '<!-- section:hero_subtitle -->';
	expect( raw ).toContain( marker );
	// The paragraph after the marker's block holds the subtitle.
	const content = raw.replace(
		/(<!-- section:hero_subtitle -->[\s\S]*?<p>)[\s\S]*?(<\/p>)/,
		`$1${ subtitle }$2`
	);
	const saved = await page.request.post(
		`/wp-json/wp/v2/pages/${ id }/autosaves`,
		{ headers, data: { content, title: current.title.raw } }
	);
	expect( saved.status() ).toBe( 200 );
	return ( await saved.json() ).preview_link as string;
}

test.describe.serial( 'previews of a content page', () => {
	const subtitle = `Unsaved subtitle ${ Date.now() }`;
	let link = '';

	test.beforeAll( () =>
		putPage(
			'home',
			blockContent( {
				hero_title: 'Some Secrets Protect You.',
				hero_subtitle: PUBLISHED,
			} )
		)
	);

	// The page goes, its autosave with it (the install step leaves none).
	test.afterAll( () => deletePage( 'home' ) );

	test( 'the author sees the unsaved subtitle on the home route, never cached', async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto( '/' );
		await appReady( page );
		link = await autosave( page, pageId( 'home' ), subtitle );
		expect( link ).toContain( 'preview_nonce=' );

		const hop = await page.request.get( link, { maxRedirects: 0 } );
		expect( hop.status() ).toBe( 302 );
		expect( hop.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		const target = new URL( hop.headers().location ?? '', link );
		expect( target.pathname ).toBe( '/' );
		expect( target.searchParams.get( 'preview_id' ) ).toBe(
			String( pageId( 'home' ) )
		);

		const response = await page.goto( link );
		expect( response?.status() ).toBe( 200 );
		expect( response?.headers()[ 'cache-control' ] ).toContain(
			'no-store'
		);
		const served = await response!.text();
		expect( served ).toContain( subtitle );
		expect( served ).not.toContain( PUBLISHED );
		await appReady( page );
		// Any read the app may still make (or not: it may all be preloaded)
		// has answered; only network silence shows that.
		// eslint-disable-next-line playwright/no-networkidle
		await page.waitForLoadState( 'networkidle' );
		// The app hydrated over the same text and did not flip to the published one.
		await expect( page.locator( '#root' ) ).toContainText( subtitle );
		await expect( page.locator( '#root' ) ).not.toContainText( PUBLISHED );
	} );

	test( 'a visitor with the same link sees the published text', async ( {
		browser,
		baseURL,
	} ) => {
		expect( link ).not.toBe( '' );
		const visitor = await browser.newContext( { baseURL } );
		const page = await visitor.newPage();
		const response = await page.goto( link );
		expect( response?.status() ).toBe( 200 );
		expect( new URL( page.url() ).search ).toBe( '' );
		await appReady( page );
		await expect( page.locator( '#root' ) ).toContainText( PUBLISHED );
		await expect( page.locator( '#root' ) ).not.toContainText( subtitle );

		// The route with the author's parameters: the published text, never cached.
		const direct = await visitor.request.get(
			`/?preview_id=${ pageId( 'home' ) }&preview_nonce=${ new URL(
				link
			).searchParams.get( 'preview_nonce' ) }&preview=true`
		);
		expect( direct.status() ).toBe( 200 );
		expect( direct.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		const body = await direct.text();
		expect( body ).toContain( PUBLISHED );
		expect( body ).not.toContain( subtitle );
		await visitor.close();
	} );

	test( 'another editor’s newer autosave is not shown in the author’s preview', async ( {
		page,
	} ) => {
		// Her autosave and preview link, in this session.
		await logIn( page );
		await page.goto( '/' );
		await appReady( page );
		const own = await autosave( page, pageId( 'home' ), subtitle );
		const theirs = 'The other editor’s unsaved subtitle';
		// An editor's autosave of the same page, an hour newer than hers.
		const made = wpEval( `
			$editor = wp_insert_user( array( 'user_login' => 'preview-editor', 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );
			wp_set_current_user( $editor );
			$page                 = get_post( ${ pageId( 'home' ) }, ARRAY_A );
			$page['post_content'] = preg_replace( '~(section:hero_subtitle -->.*?<p>).*?(</p>)~s', '\${1}${ theirs }\${2}', $page['post_content'] );
			$autosave             = _wp_put_post_revision( $page, true );
			$later                = gmdate( 'Y-m-d H:i:s', time() + 3600 );
			wp_update_post( array( 'ID' => $autosave, 'post_date' => $later, 'post_date_gmt' => $later ) );
			echo wp_json_encode( array( $editor, $autosave, wp_get_post_autosave( ${ pageId( 'home' ) } )->ID ) );
		` );
		const [ editor, autosaveId, newest ] = JSON.parse( made ) as number[];
		try {
			// It is the page's newest autosave.
			expect( newest ).toBe( autosaveId );
			const response = await page.goto( own );
			const served = await response!.text();
			expect( served ).toContain( subtitle );
			expect( served ).not.toContain( theirs );
		} finally {
			wpEval(
				`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_post( ${ autosaveId }, true ); wp_delete_user( ${ editor } );`
			);
		}
	} );

	test( 'the published home page does not show the autosave to the author', async ( {
		page,
	} ) => {
		await logIn( page );
		const response = await page.goto( '/' );
		const served = await response!.text();
		expect( served ).toContain( PUBLISHED );
		expect( served ).not.toContain( subtitle );
	} );
} );
