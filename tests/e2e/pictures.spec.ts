import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import {
	appReady,
	expect,
	firstDifference,
	pageConfig,
	rootAfterRevisit,
	rootAsServed,
	test,
} from './support/fixtures';
import {
	SLUGS,
	blockContent,
	deletePage,
	pageId,
	pageIdBySlug,
	putPage,
} from './support/content-pages';
import {
	authorSession,
	makePictures,
	upload,
	type Session,
} from './support/session';
import { wpEval } from './support/wp';

/*
 * The author's own pictures (docs/pictures.md): a JPEG cover, a portrait and
 * a PNG logo uploaded through WordPress's media library over REST in the
 * author's session, set as the Books and About pages' featured images and
 * the Site Logo, as the block editor and the Site Logo block do. The routes,
 * the header and the share image use them; the first view equals the app's
 * render; without them the built-in art shows the current title and name.
 */

const FILES = mkdtempSync( join( tmpdir(), 'author-site-pictures-' ) );
const TITLE = 'Tides of Ash & <Ember>';
const AUTHOR = 'Nadia "Nell" Okafor';

test.beforeAll( () => makePictures( FILES ) );

/**
 * Sets a content page's featured image through REST (the editor's Featured
 * image panel saves the page so); 0 removes it.
 * @param session
 * @param slug
 * @param media
 */
async function setFeatured( session: Session, slug: string, media: number ) {
	const answer = await session.page.request.post(
		`/wp-json/wp/v2/pages/${ pageIdBySlug( slug ) }`,
		{ headers: session.headers, data: { featured_media: media } }
	);
	expect( answer.status(), await answer.text() ).toBe( 200 );
}

/**
 * Sets the Site Logo through REST (the Site Logo block's setting; WordPress
 * keeps it as the `custom_logo` theme mod); 0 removes it.
 * @param session
 * @param media
 */
async function setLogo( session: Session, media: number ) {
	const answer = await session.page.request.post( '/wp-json/wp/v2/settings', {
		headers: session.headers,
		data: { site_logo: media },
	} );
	expect( answer.status(), await answer.text() ).toBe( 200 );
}

async function html( request: APIRequestContext, path: string ) {
	const answer = await request.get( path );
	expect( answer.status() ).toBe( 200 );
	return answer.text();
}

/**
 * Scrolls to a picture and waits until the browser has decoded it (a broken
 * image never gets a natural width).
 * @param img
 */
async function expectLoaded( img: Locator ) {
	await img.scrollIntoViewIfNeeded();
	await expect
		.poll( () =>
			img.evaluate( ( el ) => ( el as HTMLImageElement ).naturalWidth )
		)
		.toBeGreaterThan( 0 );
}

function metaContent( page: string, property: string ): string | null {
	const match = new RegExp(
		`<meta (?:property|name)="${ property }" content="([^"]*)"`
	).exec( page );
	return match ? match[ 1 ]! : null;
}

/** Home and Books with this spec's title, About, and the author's name. */
function putPages() {
	putPage( 'home', blockContent( { book_title: TITLE } ) );
	putPage( 'books', blockContent( { title: TITLE } ) );
	putPage( 'about', blockContent( { story_title: 'My story' } ) );
	wpEval( `
		$s = get_option( 'author_site_settings', array() );
		$s = is_array( $s ) ? $s : array();
		$s['author_name'] = ${ JSON.stringify( AUTHOR ) };
		update_option( 'author_site_settings', $s );
	` );
}

function cleanUp() {
	wpEval( `
		foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'meta_key' => 'author_site_test_picture', 'fields' => 'ids' ) ) as $id ) { wp_delete_attachment( $id, true ); }
		delete_option( 'site_logo' );
		remove_theme_mod( 'custom_logo' );
		$s = get_option( 'author_site_settings', array() );
		if ( is_array( $s ) ) { unset( $s['author_name'] ); update_option( 'author_site_settings', $s ); }
	` );
	deletePage( 'home' );
	deletePage( 'books' );
	deletePage( 'about' );
}

/**
 * Marks uploads so cleanUp() finds them.
 * @param ids
 */
function markTestPictures( ids: number[] ) {
	wpEval(
		ids
			.map(
				( id ) =>
					`update_post_meta( ${ id }, 'author_site_test_picture', 1 );`
			)
			.join( '\n' )
	);
}

test.describe.serial( "the author's own pictures", () => {
	let cover = 0;
	let portrait = 0;
	let logo = 0;

	test.beforeAll( () => {
		cleanUp();
		putPages();
	} );

	test.afterAll( () => process.env.KEEP || cleanUp() );

	test( 'without them: the built-in cover and monogram show the current title and name', async ( {
		page,
	} ) => {
		await page.goto( '/books' );
		const builtIn = page.locator( '.book-card__cover .cover--built-in' );
		await expect( builtIn ).toHaveAttribute(
			'aria-label',
			`Cover of ${ TITLE } by ${ AUTHOR }`
		);
		await expect( builtIn.locator( '.cover__title' ) ).toHaveText( TITLE );
		await expect( builtIn.locator( '.cover__author' ) ).toHaveText(
			AUTHOR
		);
		// The monogram: the name's first letter and its last word's.
		await expect( page.locator( 'svg.brand__logo text' ) ).toHaveText(
			'NO'
		);
		await appReady( page );
		await expect( builtIn.locator( '.cover__title' ) ).toHaveText( TITLE );
	} );

	test( 'uploaded through the media library and set, they show on /, /books, /about and in the header', async ( {
		page,
		request,
	} ) => {
		const session = await authorSession( page );
		cover = await upload( session, join( FILES, 'cover.jpg' ) );
		portrait = await upload( session, join( FILES, 'portrait.jpg' ), {
			alt: 'The author at her desk',
		} );
		logo = await upload( session, join( FILES, 'logo.png' ), {
			type: 'image/png',
		} );
		markTestPictures( [ cover, portrait, logo ] );
		await setFeatured( session, SLUGS.books, cover );
		await setFeatured( session, SLUGS.about, portrait );
		await setLogo( session, logo );

		const uploads = /^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\//;
		for ( const path of [ '/', '/books' ] ) {
			const served = await html( request, path );
			expect( served ).not.toContain( 'class="cover cover--built-in"' );
			await page.goto( path );
			const img = page.locator( 'img.cover' );
			await expect( img ).toHaveAttribute( 'src', uploads );
			await expect( img ).toHaveAttribute( 'srcset', /\s\d+w,/ );
			await expect( img ).toHaveAttribute(
				'sizes',
				'(max-width: 502px) 70vw, 352px'
			);
			// WordPress's "large" size of a 1600×2400 upload.
			await expect( img ).toHaveAttribute( 'width', '683' );
			await expect( img ).toHaveAttribute( 'height', '1024' );
			await expect( img ).toHaveAttribute(
				'alt',
				`Cover of ${ TITLE } by ${ AUTHOR }`
			);
			await expectLoaded( img );
		}

		await page.goto( '/about' );
		const photo = page.locator( 'img.story__portrait' );
		await expect( photo ).toHaveAttribute( 'src', uploads );
		await expect( photo ).toHaveAttribute( 'srcset', /\s\d+w/ );
		// The image's own alt text wins over "Portrait of …".
		await expect( photo ).toHaveAttribute(
			'alt',
			'The author at her desk'
		);

		const header = page.locator( 'img.brand__logo' );
		await expect( header ).toHaveAttribute( 'src', uploads );
		// The site's name is written beside it in the link: no alt text.
		await expect( header ).toHaveAttribute( 'alt', '' );
		const { siteName } = ( await pageConfig< { siteName: string } >(
			page
		) )!;
		// Above About's heading: the site's name.
		await expect( page.locator( 'img.page-header__logo' ) ).toHaveAttribute(
			'alt',
			siteName
		);
		await expect( page.locator( 'svg.brand__logo' ) ).toHaveCount( 0 );
	} );

	test( 'the first view with the pictures equals the app’s render', async ( {
		page,
		request,
	} ) => {
		for ( const path of [ '/', '/books', '/about' ] ) {
			const server = await rootAsServed( page, request, path );
			expect( server ).toContain( '/wp-content/uploads/' );
			const client = await rootAfterRevisit( page, path );
			expect( firstDifference( client, server ) ).toBe( 'none' );
		}
	} );

	test( 'the share image is 1200×630, made from the cover when it was set', async ( {
		request,
	} ) => {
		const served = await html( request, '/books' );
		const image = metaContent( served, 'og:image' );
		expect( image ).toMatch(
			new RegExp( `/wp-content/uploads/author-site/share-${ cover }-` )
		);
		expect( metaContent( served, 'og:image:width' ) ).toBe( '1200' );
		expect( metaContent( served, 'og:image:height' ) ).toBe( '630' );
		expect( metaContent( served, 'og:image:alt' ) ).toBe(
			`Cover of ${ TITLE.replace( /&/g, '&amp;' ).replace( /</g, '&lt;' ).replace( />/g, '&gt;' ) } by ${ AUTHOR.replace( /"/g, '&quot;' ) }`
		);
		expect( metaContent( served, 'twitter:card' ) ).toBe(
			'summary_large_image'
		);
		expect( metaContent( served, 'twitter:image' ) ).toBe( image );
		const file = await request.get( image! );
		expect( file.status() ).toBe( 200 );
		expect( file.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
		const bytes = await file.body();
		// JPEG SOF0 marker: height then width.
		const sof = bytes.indexOf( Buffer.from( [ 0xff, 0xc0 ] ) );
		expect( bytes.readUInt16BE( sof + 5 ) ).toBe( 630 );
		expect( bytes.readUInt16BE( sof + 7 ) ).toBe( 1200 );
	} );

	test( 'the settings screen and Content Health show them, with where to change each and what to fix', async ( {
		page,
	} ) => {
		const session = await authorSession( page );
		for ( const screen of [ 'author-site', 'author-site-health' ] ) {
			await page.goto( `/wp-admin/themes.php?page=${ screen }` );
			const card = page.locator( '.author-site-pictures' );
			await expect(
				card.locator( 'tr[data-picture="cover"] img' )
			).toHaveAttribute( 'src', /\/wp-content\/uploads\// );
			await expect(
				card.locator( 'tr[data-picture="cover"] a' )
			).toHaveAttribute(
				'href',
				new RegExp(
					`post\\.php\\?post=${ pageId( 'books' ) }&action=edit`
				)
			);
			await expect(
				card.locator( 'tr[data-picture="logo"] a' )
			).toHaveAttribute(
				'href',
				/customize\.php\?autofocus%5Bcontrol%5D=custom_logo|customize\.php\?autofocus\[control\]=custom_logo/
			);
			await expect(
				card.locator( 'tr[data-picture="icon"]' )
			).toContainText( 'Not set: the built-in picture shows.' );
			await expect(
				card.locator( '.author-site-pictures__problem' )
			).toHaveCount( 0 );
		}
		// A small, wide picture as the cover: both warnings.
		await setFeatured( session, SLUGS.books, logo );
		await page.goto( '/wp-admin/themes.php?page=author-site-health' );
		const problems = page.locator(
			'tr[data-picture="cover"] .author-site-pictures__problem'
		);
		await expect( problems ).toHaveCount( 2 );
		await expect( problems.first() ).toContainText(
			'Your cover is 480 px wide'
		);
		await expect( problems.nth( 1 ) ).toContainText( 'about 2:3' );
		await setFeatured( session, SLUGS.books, cover );
	} );

	test( 'removed, the built-in art returns with the current title and name', async ( {
		page,
		request,
	} ) => {
		const session = await authorSession( page );
		await setFeatured( session, SLUGS.books, 0 );
		await setFeatured( session, SLUGS.about, 0 );
		await setLogo( session, 0 );
		const served = await html( request, '/books' );
		expect( served ).not.toMatch(
			/\/wp-content\/uploads\/(\d{4}|author-site)\//
		);
		expect( metaContent( served, 'og:image' ) ).toMatch(
			/\/build\/images\/share\.jpg$/
		);
		await page.goto( '/' );
		await expect(
			page.locator( '.feature__cover .cover--built-in .cover__title' )
		).toHaveText( TITLE );
		await expect( page.locator( 'svg.brand__logo text' ) ).toHaveText(
			'NO'
		);
		expect(
			wpEval(
				"echo wp_json_encode( get_option( 'author_site_share_image' ) );"
			)
		).toBe( 'false' );
	} );

	test( 'bad pictures: a deleted one, a PDF, an SVG upload, a 20,000 px one', async ( {
		page,
	} ) => {
		const session = await authorSession( page );
		const strip = await upload( session, join( FILES, 'strip.jpg' ) );
		const gone = await upload( session, join( FILES, 'portrait.jpg' ) );
		markTestPictures( [ strip, gone ] );
		const others = JSON.parse(
			wpEval( `
				$ids = array();
				foreach ( array( 'application/pdf' => 'book.pdf', 'image/svg+xml' => 'logo.svg' ) as $mime => $name ) {
					$id = wp_insert_attachment( array( 'post_mime_type' => $mime, 'post_title' => $name, 'post_status' => 'inherit' ), $name );
					update_post_meta( $id, 'author_site_test_picture', 1 );
					$ids[] = $id;
				}
				wp_delete_attachment( ${ gone }, true );
				echo wp_json_encode( $ids );
			` )
		) as number[];
		// Set as an import or another plugin would (REST refuses non-images).
		for ( const id of [ gone, ...others ] ) {
			wpEval(
				`update_post_meta( ${ pageId( 'books' ) }, '_thumbnail_id', ${ id } );`
			);
			await page.goto( '/books' );
			await expect(
				page.locator( '.book-card__cover .cover--built-in' )
			).toBeVisible();
			await expect( page.locator( 'img.cover' ) ).toHaveCount( 0 );
		}
		await setFeatured( session, SLUGS.books, strip );
		await page.goto( '/books' );
		const img = page.locator( 'img.cover' );
		await expectLoaded( img );
		// WordPress's scaled sizes, never the 20,000 px original.
		expect(
			Number( await img.getAttribute( 'width' ) )
		).toBeLessThanOrEqual( 1024 );
		expect( await img.getAttribute( 'srcset' ) ).not.toMatch(
			/strip\.jpg /
		);
		await setFeatured( session, SLUGS.books, 0 );
	} );
} );
