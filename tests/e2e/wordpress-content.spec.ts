import type { Page } from '@playwright/test';
import {
	appReady,
	axeViolations,
	expect,
	expectOnlyFailedStatus,
	test,
} from './support/fixtures';
import { phpPage, SLUGS } from './support/content-pages';
import { logIn, wpEval } from './support/wp';

/*
 * WordPress's own views in the site's layout (issue 17,
 * docs/whole-site.md#posts-and-other-pages): posts, pages, the privacy
 * policy, search, archives, attachments, password-protected posts, comments,
 * the posts page and its menu item, hostile post content, the sitemap. The
 * content is made through wp-eval and removed at the end.
 */

const STAMP = `wpc${ Date.now() }`;

const POST_CONTENT = `
<!-- wp:heading --><h2 class="wp-block-heading">Chapter one ${ STAMP }</h2><!-- /wp:heading -->
<!-- wp:paragraph --><p>The cover reveal is here.</p><!-- /wp:paragraph -->
<!-- wp:list --><ul class="wp-block-list"><li>First clue</li><li>Second clue</li></ul><!-- /wp:list -->
<!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/themes/author-site/build/images/cover.jpg" alt="The new cover" width="600" height="900"/><figcaption class="wp-element-caption">The cover, at last</figcaption></figure><!-- /wp:image -->
<!-- wp:gallery --><figure class="wp-block-gallery has-nested-images columns-default"><!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/themes/author-site/build/images/cover.jpg" alt="Gallery one" width="600" height="900"/></figure><!-- /wp:image --><!-- wp:image --><figure class="wp-block-image"><img src="/wp-content/themes/author-site/build/images/cover.jpg" alt="Gallery two" width="600" height="900"/></figure><!-- /wp:image --></figure><!-- /wp:gallery -->
<!-- wp:quote --><blockquote class="wp-block-quote"><p>A quote to remember.</p></blockquote><!-- /wp:quote -->
<!-- wp:embed {"url":"SAMPLE_URL","type":"wp-embed","providerNameSlug":"claire-whitmore"} --><figure class="wp-block-embed is-type-wp-embed"><div class="wp-block-embed__wrapper">
SAMPLE_URL
</div></figure><!-- /wp:embed -->`;

const HOSTILE = `<p>Hostile <script>window.__xss='script'</script><img src="x" onerror="window.__xss='onerror'" alt=""><a href="javascript:window.__xss='link'">a link</a></p>`;

interface Made {
	post: string;
	/** The post's year on the site's clock, its date archive's. */
	year: string;
	page: string;
	locked: string;
	closed: string;
	hostile: string;
	news: string;
	privacy: string;
	attachment: string;
}

let made: Made;

/**
 * Runs PHP that returns JSON and parses it.
 * @param code PHP code ending with an echo of JSON.
 */
function evalJson< T >( code: string ): T {
	return JSON.parse( wpEval( code ) ) as T;
}

test.beforeAll( () => {
	made = evalJson< Made >( `
		$sample = get_permalink( ${ phpPage( 'sample-page' ) } );
		$content = str_replace( 'SAMPLE_URL', $sample, ${ JSON.stringify(
			POST_CONTENT
		) } );
		kses_remove_filters();
		$add = function ( $args ) {
			return wp_insert_post( array_merge( array( 'post_status' => 'publish', 'post_type' => 'post', 'comment_status' => 'open' ), $args ), true );
		};
		$post    = $add( array( 'post_title' => 'Cover reveal ${ STAMP }', 'post_content' => $content, 'post_excerpt' => 'The excerpt ${ STAMP }' ) );
		$page    = $add( array( 'post_type' => 'page', 'post_title' => 'Reading group ${ STAMP }', 'post_content' => '<!-- wp:paragraph --><p>Questions for book clubs.</p><!-- /wp:paragraph -->', 'comment_status' => 'closed' ) );
		$locked  = $add( array( 'post_title' => 'Secret ${ STAMP }', 'post_content' => '<p>Hidden words ${ STAMP }</p>', 'post_password' => 'letmein' ) );
		$closed  = $add( array( 'post_title' => 'Closed ${ STAMP }', 'post_content' => '<p>No talking.</p><!--nextpage--><p>Second part ${ STAMP }</p>', 'comment_status' => 'closed' ) );
		$hostile = $add( array( 'post_title' => 'Hostile ${ STAMP }', 'post_content' => ${ JSON.stringify(
			HOSTILE
		) } ) );
		$news    = $add( array( 'post_type' => 'page', 'post_title' => 'News ${ STAMP }', 'post_name' => 'news-${ STAMP }' ) );
		$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
		wp_update_post( array( 'ID' => $privacy, 'post_status' => 'publish' ) );
		$upload = wp_upload_bits( 'cover-${ STAMP }.jpg', null, file_get_contents( get_theme_file_path( 'build/images/cover.jpg' ) ) );
		$attachment = wp_insert_attachment( array( 'post_title' => 'Cover file ${ STAMP }', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), $upload['file'], $post );
		update_post_meta( $attachment, '_wp_attachment_image_alt', 'The cover file' );
		update_option( 'wp_attachment_pages_enabled', 1 );
		foreach ( compact( 'post', 'page', 'locked', 'closed', 'hostile', 'news', 'privacy', 'attachment' ) as $key => $id ) {
			$out[ $key ] = wp_make_link_relative( get_permalink( $id ) );
		}
		$out['year'] = get_the_date( 'Y', $post );
		echo wp_json_encode( $out );
	` );
} );

test.afterAll( () => {
	wpEval( `
		foreach ( get_posts( array( 'post_type' => array( 'post', 'page', 'attachment' ), 'post_status' => 'any', 's' => '${ STAMP }', 'numberposts' => -1 ) ) as $p ) {
			wp_delete_post( $p->ID, true );
		}
		foreach ( get_posts( array( 'post_type' => 'page', 'name' => 'news-${ STAMP }', 'post_status' => 'any' ) ) as $p ) {
			wp_delete_post( $p->ID, true );
		}
		wp_update_post( array( 'ID' => (int) get_option( 'wp_page_for_privacy_policy' ), 'post_status' => 'draft' ) );
		update_option( 'show_on_front', 'posts' );
		delete_option( 'page_for_posts' );
		delete_option( 'wp_attachment_pages_enabled' );
		update_option( 'posts_per_page', 10 );
		$tag = get_term_by( 'slug', 'tag-${ STAMP }', 'post_tag' );
		if ( $tag ) {
			wp_delete_term( $tag->term_id, 'post_tag' );
		}
	` );
} );

/**
 * Opens a WordPress view and checks it is in the layout, hydrated, with no
 * CSP violation and no console error (the fixture).
 * @param page The page.
 * @param path The view's path.
 */
async function openView( page: Page, path: string ) {
	const violations: string[] = [];
	page.on( 'console', ( m ) => {
		if ( m.text().includes( 'Content Security Policy' ) ) {
			violations.push( m.text() );
		}
	} );
	const response = await page.goto( path );
	expect( response?.status(), path ).toBe( 200 );
	await appReady( page );
	await expect(
		page.getByRole( 'navigation', { name: 'Main' } )
	).toBeVisible();
	await expect( page.locator( 'footer.site-footer' ) ).toBeVisible();
	await expect( page.locator( '#main > .wp-view' ) ).toBeVisible();
	return violations;
}

test( 'a post with blocks: 200 in the layout, content, axe clean, no CSP violation', async ( {
	page,
} ) => {
	const violations = await openView( page, made.post );
	const main = page.locator( '#main' );
	await expect(
		main.getByRole( 'heading', {
			level: 1,
			name: `Cover reveal ${ STAMP }`,
		} )
	).toBeVisible();
	await expect(
		main.getByRole( 'heading', {
			level: 2,
			name: `Chapter one ${ STAMP }`,
		} )
	).toBeVisible();
	await expect( main.getByText( 'Second clue' ) ).toBeVisible();
	await expect( main.getByText( 'The cover, at last' ) ).toBeVisible();
	await expect( main.getByAltText( 'Gallery two' ) ).toBeVisible();
	await expect( main.locator( '.wp-block-embed' ) ).toBeVisible();
	// Core's wp-embed (the theme leaves wp_oembed_add_host_js in place) shows
	// the embedded post's frame.
	await expect( page.locator( 'script[src*="/wp-embed"]' ) ).toHaveCount( 1 );
	await expect( main.locator( 'iframe.wp-embedded-content' ) ).toBeVisible();
	await expect( main.locator( 'article.post' ) ).toHaveClass( /type-post/ );
	await expect( main.locator( '#commentform' ) ).toBeVisible();
	// Not inside the embedded post: core's embed template in a sandboxed frame
	// (shown by core's wp-embed once loaded), where axe's stylesheet preload
	// is refused by CORS (origin null).
	expect(
		await axeViolations( page, [ 'iframe.wp-embedded-content' ] )
	).toEqual( [] );
	expect( violations ).toEqual( [] );
	// The server's markup is kept: hydration replaced no node.
	await expect( main.locator( 'article.post' ) ).toHaveCount( 1 );
} );

for ( const width of [ 375, 1280 ] ) {
	test( `a post is readable at ${ width } px (nothing wider than the screen)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await openView( page, made.post );
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - window.innerWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
	} );
}

test( 'a page, the privacy page and an attachment: 200 in the layout, axe clean', async ( {
	page,
} ) => {
	for ( const [ path, heading ] of [
		[ made.page, `Reading group ${ STAMP }` ],
		[ made.privacy, 'Privacy Policy' ],
		[ made.attachment, `Cover file ${ STAMP }` ],
	] as const ) {
		const violations = await openView( page, path );
		await expect(
			page.locator( '#main' ).getByRole( 'heading', { level: 1 } )
		).toHaveText( heading );
		expect( await axeViolations( page ), path ).toEqual( [] );
		expect( violations ).toEqual( [] );
	}
	// Comments closed on the page: no form.
	await page.goto( made.page );
	await expect( page.locator( '#commentform' ) ).toHaveCount( 0 );
} );

test( 'the privacy policy is linked in the footer while published', async ( {
	page,
} ) => {
	await page.goto( '/books' );
	await appReady( page );
	const footer = page.locator( 'footer.site-footer' );
	await expect(
		footer.getByRole( 'link', { name: 'Privacy Policy' } )
	).toHaveAttribute( 'href', new RegExp( made.privacy ) );
	// Beside both forms, one consent line each (the home page's newsletter too).
	for ( const path of [ '/contact', '/' ] ) {
		await page.goto( path );
		await appReady( page );
		const notes = page.locator( 'form .form__privacy' );
		await expect( notes ).toHaveCount( path === '/contact' ? 2 : 1 );
		await expect(
			notes.first().getByRole( 'link', { name: 'Privacy Policy' } )
		).toHaveAttribute( 'href', new RegExp( made.privacy ) );
		expect( await axeViolations( page ), path ).toEqual( [] );
	}
	await page.goto( '/books' );
	await appReady( page );
	wpEval(
		`wp_update_post( array( 'ID' => (int) get_option( 'wp_page_for_privacy_policy' ), 'post_status' => 'draft' ) );`
	);
	await page.reload();
	await appReady( page );
	await expect(
		footer.getByRole( 'link', { name: 'Privacy Policy' } )
	).toHaveCount( 0 );
	await page.goto( '/contact' );
	await appReady( page );
	await expect( page.locator( '.form__privacy' ) ).toHaveCount( 0 );
	wpEval(
		`wp_update_post( array( 'ID' => (int) get_option( 'wp_page_for_privacy_policy' ), 'post_status' => 'publish' ) );`
	);
} );

test( 'comments: open shows the form, closed hides the section', async ( {
	page,
} ) => {
	await openView( page, made.closed );
	await expect( page.locator( '#comments' ) ).toHaveCount( 0 );
	await openView( page, made.post );
	await expect(
		page.getByRole( 'button', { name: 'Post Comment' } )
	).toBeVisible();
	// Threaded replies: core's comment-reply script runs under the CSP and
	// moves the form under the comment (no reload: the URL keeps no ?replytocom).
	wpEval(
		`wp_insert_comment( array( 'comment_post_ID' => url_to_postid( home_url( '${ made.post }' ) ), 'comment_content' => 'First! ${ STAMP }', 'comment_approved' => 1, 'comment_author' => 'Reader' ) );`
	);
	await openView( page, made.post );
	await page.getByRole( 'link', { name: 'Reply to Reader' } ).click();
	await expect(
		page.locator( '.comment #respond #commentform' )
	).toBeVisible();
	expect( page.url() ).not.toContain( 'replytocom' );
} );

test( 'a post in parts links its pages (wp_link_pages)', async ( { page } ) => {
	await openView( page, made.closed );
	const parts = page.getByRole( 'navigation', {
		name: 'Pages of this post',
	} );
	await parts.getByRole( 'link', { name: '2' } ).click();
	await expect( page.getByText( `Second part ${ STAMP }` ) ).toBeVisible();
} );

test( 'search finds the post; category, tag, author and date archives list it', async ( {
	page,
} ) => {
	await openView( page, `/?s=${ STAMP }` );
	await expect(
		page
			.locator( '#main' )
			.getByRole( 'link', { name: `Cover reveal ${ STAMP }` } )
	).toBeVisible();
	// No route is marked current on a WordPress view (not even Home at /?s=).
	await expect(
		page
			.getByRole( 'navigation', { name: 'Main' } )
			.locator( '[aria-current]' )
	).toHaveCount( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );
	// Category, tag, author and date archives list it too.
	wpEval(
		`wp_set_post_tags( url_to_postid( home_url( '${ made.post }' ) ), 'tag-${ STAMP }' );`
	);
	for ( const archive of [
		'/category/uncategorized/',
		`/tag/tag-${ STAMP }/`,
		'/author/admin/',
		`/${ made.year }/`,
	] ) {
		await openView( page, archive );
		await expect(
			page
				.locator( '#main' )
				.getByRole( 'link', { name: `Cover reveal ${ STAMP }` } ),
			archive
		).toBeVisible();
	}
	const nothing = await page.goto( `/?s=nothing-${ STAMP }-zz` );
	expect( nothing?.status() ).toBe( 200 );
	await expect( page.locator( '#main .search-form' ) ).toBeVisible();
} );

test( 'a password-protected post asks for the password, then shows the text', async ( {
	page,
} ) => {
	await openView( page, made.locked );
	await expect( page.getByText( `Hidden words ${ STAMP }` ) ).toHaveCount(
		0
	);
	await page.getByLabel( 'Password' ).fill( 'letmein' );
	await page.getByRole( 'button', { name: 'Enter' } ).click();
	await expect( page.getByText( `Hidden words ${ STAMP }` ) ).toBeVisible();
} );

test( 'in-app navigation from a WordPress view and Back keep the view', async ( {
	page,
} ) => {
	await openView( page, made.post );
	const nav = page.getByRole( 'navigation', { name: 'Main' } );
	await page.evaluate( () => {
		( window as unknown as { __stay: boolean } ).__stay = true;
	} );
	await nav.getByRole( 'link', { name: 'Books' } ).click();
	await expect( page ).toHaveURL( /\/books$/ );
	await page.goBack();
	await expect(
		page.locator( '#main' ).getByText( 'The cover, at last' )
	).toBeVisible();
	expect(
		await page.evaluate(
			() => ( window as unknown as { __stay?: boolean } ).__stay
		),
		'no reload'
	).toBe( true );
} );

test( 'the posts page: a blog list, and a menu item only while it exists', async ( {
	page,
} ) => {
	const nav = page.getByRole( 'navigation', { name: 'Main' } );
	await page.goto( '/books' );
	await appReady( page );
	await expect(
		nav.getByRole( 'link', { name: `News ${ STAMP }` } )
	).toHaveCount( 0 );
	wpEval( `
		update_option( 'show_on_front', 'page' );
		$front = ${ phpPage( SLUGS.home ) };
		update_option( 'page_on_front', $front ? $front->ID : wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Front ${ STAMP }' ) ) );
		update_option( 'page_for_posts', ${ phpPage( `news-${ STAMP }` ) }->ID );
	` );
	await openView( page, made.news );
	const item = nav.getByRole( 'link', { name: `News ${ STAMP }` } );
	await expect( item ).toHaveAttribute( 'aria-current', 'page' );
	await expect(
		page
			.locator( '#main' )
			.getByRole( 'link', { name: `Cover reveal ${ STAMP }` } )
	).toBeVisible();
	await expect( page.getByText( `The excerpt ${ STAMP }` ) ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
	// Pagination: one post a page.
	wpEval( `update_option( 'posts_per_page', 1 );` );
	await openView( page, made.news );
	const more = page.getByRole( 'navigation', { name: 'More posts' } );
	await more.getByRole( 'link', { name: /Next/ } ).click();
	await expect( page ).toHaveURL( /\/page\/2\/$/ );
	await expect( page.locator( '#main article' ) ).toHaveCount( 1 );
	wpEval( `update_option( 'posts_per_page', 10 );` );
	await page.goto( '/books' );
	await appReady( page );
	await expect( item ).toBeVisible();
	await expect( item ).not.toHaveAttribute( 'aria-current', 'page' );
	// The home route stays the app's Home.
	await page.goto( '/' );
	await appReady( page );
	await expect( page.locator( '#main > .wp-view' ) ).toHaveCount( 0 );
	wpEval(
		`update_option( 'show_on_front', 'posts' ); delete_option( 'page_for_posts' );`
	);
} );

test( 'hostile post content runs nothing under the CSP', async ( {
	page,
	consoleErrors,
} ) => {
	const signs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		signs.push( dialog.message() );
		return dialog.dismiss();
	} );
	await page.goto( made.hostile );
	await appReady( page );
	await page.getByRole( 'link', { name: 'a link' } ).click();
	// Only time shows that nothing ran.
	// eslint-disable-next-line playwright/no-wait-for-timeout
	await page.waitForTimeout( 300 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { __xss?: unknown } ).__xss
		)
	).toBeUndefined();
	expect( signs ).toEqual( [] );
	// The browser reports what the CSP blocked; nothing else may be logged.
	expect(
		consoleErrors.filter(
			( e ) => ! /Content Security Policy|ERR_|status of 404/.test( e )
		)
	).toEqual( [] );
	consoleErrors.length = 0;
} );

test( 'the sitemap lists the routes and the public posts and pages, not the content pages', async ( {
	request,
} ) => {
	const posts = await (
		await request.get( '/wp-sitemap-posts-post-1.xml' )
	).text();
	expect( posts ).toContain( made.post );
	const pages = await (
		await request.get( '/wp-sitemap-posts-page-1.xml' )
	).text();
	expect( pages ).toContain( made.page );
	expect( pages ).not.toContain( 'books-content' );
	const routes = await (
		await request.get( '/wp-sitemap-routes-1.xml' )
	).text();
	expect( routes ).toContain( '/books' );
} );

test( 'unknown URLs still get the 404 view', async ( {
	page,
	consoleErrors,
} ) => {
	const response = await page.goto( `/no-such-${ STAMP }/` );
	expect( response?.status() ).toBe( 404 );
	await expect( page.locator( '#main > .wp-view' ) ).toHaveCount( 0 );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toContainText(
		/not found/i
	);
	expectOnlyFailedStatus( consoleErrors, 404 );
} );

test( 'embeds may frame https pages on WordPress views only', async ( {
	request,
} ) => {
	const post = ( await request.get( made.post ) ).headers()[
		'content-security-policy'
	];
	expect( post ).toContain( "frame-src 'self' https:" );
	const books = ( await request.get( '/books' ) ).headers()[
		'content-security-policy'
	];
	expect( books ).not.toContain( 'frame-src' );
} );

test( 'a draft post’s preview shows to its author in the layout, never to a visitor', async ( {
	page,
	browser,
} ) => {
	const id = Number(
		wpEval(
			`echo (int) wp_insert_post( array( 'post_title' => 'Draft ${ STAMP }', 'post_content' => '<p>Unpublished words ${ STAMP }</p>', 'post_status' => 'draft' ) );`
		)
	);
	expect( id ).toBeGreaterThan( 0 );
	try {
		await logIn( page );
		// The link the editor's Preview button opens for a draft.
		const response = await page.goto( `/?p=${ id }&preview=true` );
		expect( response?.status() ).toBe( 200 );
		await appReady( page );
		await expect(
			page.locator( '#main' ).getByRole( 'heading', { level: 1 } )
		).toHaveText( `Draft ${ STAMP }` );
		await expect( page.locator( '#main' ) ).toContainText(
			`Unpublished words ${ STAMP }`
		);
		await expect( page.locator( 'header.site-header' ) ).toBeVisible();
		const visitor = await browser.newPage();
		try {
			const answer = await visitor.goto( `/?p=${ id }&preview=true` );
			expect( answer?.status() ).toBe( 404 );
			await expect( visitor.locator( '#main' ) ).not.toContainText(
				`Unpublished words ${ STAMP }`
			);
		} finally {
			await visitor.close();
		}
	} finally {
		wpEval( `wp_delete_post( ${ id }, true );` );
	}
} );
