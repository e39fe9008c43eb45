/**
 * The press kit at /press (docs/content-format.md#the-press-kit), against the
 * real WordPress: 404 while its page is a draft, then published with images
 * uploaded through WordPress (an author photo WordPress scales down, a cover,
 * a logo): each download link points at the original file with its real
 * pixel size, the first view hydrates without a change, axe finds nothing,
 * in-app navigation reaches it, screenshots at 375 and 1280 px go to
 * SHOTS_DIR. Everything it changes is put back after.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockContent, pageIdBySlug } from './support/content-pages';
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
import { authorSession, upload } from './support/session';
import { wpEval } from './support/wp';

const SHOTS = process.env.SHOTS_DIR ?? join( 'artifacts', 'shots' );
const FILES = mkdtempSync( join( tmpdir(), 'author-site-press-' ) );

/** The pictures uploaded: file name → [width, height, type]. */
const PICTURES: Record< string, [ number, number, string ] > = {
	'e2e-press-photo.jpg': [ 3000, 2000, 'image/jpeg' ],
	'e2e-press-cover.png': [ 1600, 2400, 'image/png' ],
	'e2e-press-logo.png': [ 1200, 400, 'image/png' ],
};

/** Draws a picture of that size with PHP's GD into FILES. */
function draw(
	name: string,
	[ width, height, type ]: [ number, number, string ]
) {
	const file = join( FILES, name );
	const save = type === 'image/png' ? 'imagepng' : 'imagejpeg';
	execFileSync( 'php', [
		'-r',
		`$i = imagecreatetruecolor( ${ width }, ${ height } ); imagefill( $i, 0, 0, imagecolorallocate( $i, 120, 30, 50 ) ); ${ save }( $i, $argv[1] );`,
		file,
	] );
	return file;
}

/** The width and height a PNG or JPEG's bytes say. */
function pixelSize( bytes: Buffer ): [ number, number ] {
	if ( bytes.readUInt32BE( 0 ) === 0x89504e47 ) {
		return [ bytes.readUInt32BE( 16 ), bytes.readUInt32BE( 20 ) ];
	}
	let at = 2;
	while ( at < bytes.length ) {
		const marker = bytes[ at + 1 ]!;
		if ( marker >= 0xc0 && marker <= 0xc3 ) {
			return [
				bytes.readUInt16BE( at + 7 ),
				bytes.readUInt16BE( at + 5 ),
			];
		}
		at += 2 + bytes.readUInt16BE( at + 2 );
	}
	throw new Error( 'no frame header' );
}

const ids: Record< string, number > = {};
let saved = '';

test.describe.serial( 'the press kit', () => {
	test.beforeAll( () => {
		// What is put back after: the press page, the About and Books pages'
		// featured images, the Site Logo.
		saved = wpEval( `
			$press = get_page_by_path( 'press-content', OBJECT, 'page' );
			echo wp_json_encode( array(
				'press' => $press ? array( $press->ID, $press->post_status, $press->post_content ) : null,
				'about' => get_post_thumbnail_id( get_page_by_path( 'about-content', OBJECT, 'page' ) ),
				'books' => get_post_thumbnail_id( get_page_by_path( 'books-content', OBJECT, 'page' ) ),
				'logo'  => get_theme_mod( 'custom_logo' ),
			) );
		` );
		// A press kit as the theme seeds it: a draft.
		wpEval( `
			$press = get_page_by_path( 'press-content', OBJECT, 'page' );
			if ( $press ) { wp_update_post( array( 'ID' => $press->ID, 'post_status' => 'draft' ) ); }
			else { author_site_seed_content_pages(); }
		` );
	} );

	test.afterAll( () => {
		const data = Buffer.from( saved ).toString( 'base64' );
		wpEval( `
			$saved = json_decode( base64_decode( '${ data }' ), true );
			$press = get_page_by_path( 'press-content', OBJECT, 'page' );
			if ( null === $saved['press'] ) { wp_delete_post( $press->ID, true ); }
			else { wp_update_post( wp_slash( array( 'ID' => $saved['press'][0], 'post_status' => $saved['press'][1], 'post_content' => $saved['press'][2] ) ) ); }
			foreach ( array( 'about', 'books' ) as $key ) {
				$page = get_page_by_path( $key . '-content', OBJECT, 'page' );
				$saved[ $key ] ? set_post_thumbnail( $page, $saved[ $key ] ) : delete_post_thumbnail( $page );
			}
			$saved['logo'] ? set_theme_mod( 'custom_logo', $saved['logo'] ) : remove_theme_mod( 'custom_logo' );
			foreach ( array( ${ Object.values( ids ).join( ', ' ) } ) as $id ) { wp_delete_attachment( $id, true ); }
		` );
	} );

	test( 'a draft press kit is the not-found view with a 404', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		expect( ( await request.get( '/press' ) ).status() ).toBe( 404 );
		const sitemap = await (
			await request.get( '/wp-sitemap-routes-routes-1.xml' )
		).text();
		expect( sitemap ).not.toContain( '/press' );
		await page.goto( '/press' );
		await appReady( page );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Page not found'
		);
		expectOnlyFailedStatus( consoleErrors, 404 );
	} );

	test( 'published: every original to download with its pixel size', async ( {
		page,
		request,
	} ) => {
		const session = await authorSession( page );
		for ( const [ name, picture ] of Object.entries( PICTURES ) ) {
			ids[ name ] = await upload( session, draw( name, picture ), {
				type: picture[ 2 ],
			} );
		}
		const press = pageIdBySlug( 'press-content' );
		const content = Buffer.from(
			blockContent( {
				pronunciation: 'Claire WIT-more',
				press_email: 'press@example.com',
				photo_credit: 'Jo Lens',
			} )
		).toString( 'base64' );
		wpEval( `
			set_post_thumbnail( get_page_by_path( 'about-content', OBJECT, 'page' ), ${ ids[ 'e2e-press-photo.jpg' ] } );
			set_post_thumbnail( get_page_by_path( 'books-content', OBJECT, 'page' ), ${ ids[ 'e2e-press-cover.png' ] } );
			set_theme_mod( 'custom_logo', ${ ids[ 'e2e-press-logo.png' ] } );
			wp_update_post( wp_slash( array( 'ID' => ${ press }, 'post_status' => 'publish', 'post_content' => base64_decode( '${ content }' ) ) ) );
		` );
		await page.context().clearCookies();
		expect( ( await request.get( '/press' ) ).status() ).toBe( 200 );
		await page.goto( '/press' );
		await appReady( page );
		await expect(
			page.getByText( 'Pronounced Claire WIT-more' )
		).toBeVisible();
		await expect( page.getByText( 'Photo: Jo Lens' ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'press@example.com' } )
		).toHaveAttribute( 'href', 'mailto:press@example.com' );
		const links: Array< [ string, string, [ number, number ] ] > = [
			[ 'the author photo', 'e2e-press-photo.jpg', [ 3000, 2000 ] ],
			[
				'the cover of The Medallion Client',
				'e2e-press-cover.png',
				[ 1600, 2400 ],
			],
			[ 'the logo', 'e2e-press-logo.png', [ 1200, 400 ] ],
		];
		for ( const [ what, file, [ width, height ] ] of links ) {
			// The visible text is the whole name (WCAG 2.5.3, label in name).
			const link = page.getByRole( 'link', {
				name: `Download ${ what } (${ width } × ${ height } px)`,
			} );
			await expect( link ).toHaveText(
				`Download ${ what } (${ width } × ${ height } px)`
			);
			const href = ( await link.getAttribute( 'href' ) )!;
			// The file uploaded, not the copy WordPress scaled (`-scaled`).
			expect( href ).toMatch(
				new RegExp( `/${ file.replace( '.', '\\.' ) }$` )
			);
			const answer = await request.get( href );
			expect( answer.status() ).toBe( 200 );
			expect( pixelSize( await answer.body() ) ).toEqual( [
				width,
				height,
			] );
		}
		expect(
			wpEval(
				`echo basename( wp_get_attachment_url( ${ ids[ 'e2e-press-photo.jpg' ] } ) );`
			),
			'WordPress scaled the photo'
			// The theme makes a JPEG's sizes WebP where it can (docs/pictures.md).
		).toMatch( /^e2e-press-photo-scaled\.(jpg|webp)$/ );
	} );

	test( 'the first view hydrates without a change, in-app navigation reaches it, axe, screenshots', async ( {
		page,
		request,
	} ) => {
		const served = await rootAsServed( page, request, '/press' );
		expect( firstDifference( await rootNow( page ), served ) ).toBe(
			'none'
		);
		expect( await axeViolations( page ) ).toEqual( [] );
		mkdirSync( SHOTS, { recursive: true } );
		for ( const width of [ 1280, 375 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.screenshot( {
				path: join( SHOTS, `press-${ width }.png` ),
				fullPage: true,
			} );
		}
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page
			.getByRole( 'link', { name: 'The Medallion Client', exact: true } )
			.click();
		await expect( page ).toHaveURL( /\/books$/ );
		await page.goBack();
		await expect( page ).toHaveURL( /\/press$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Press Kit'
		);
		expect( firstDifference( await rootNow( page ), served ) ).toBe(
			'none'
		);
	} );
} );
