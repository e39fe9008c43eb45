import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pageConfig } from './fixtures';
import { logIn } from './wp';

/*
 * The author's session as the block editor has it: logged in, with the REST
 * nonce the app's configuration gives her, and what she does through REST
 * with it (uploads to the media library).
 */

const ROOT = join( __dirname, '..', '..', '..' );

/** A logged-in page and the REST nonce header its requests send. */
export interface Session {
	page: Page;
	headers: Record< string, string >;
}

/**
 * The REST nonce header of a logged-in page on a theme view, read from the
 * app's configuration (which gives one only to a logged-in user).
 * @param page Logged in, on a theme view.
 */
export async function restHeaders(
	page: Page
): Promise< Record< string, string > > {
	const config = await pageConfig< { restNonce?: string } >( page );
	expect( config?.restNonce ).toBeTruthy();
	return { 'X-WP-Nonce': config!.restNonce! };
}

/**
 * Logs in and returns the page with the REST nonce the app's configuration
 * gives a logged-in author.
 * @param page
 */
export async function authorSession( page: Page ): Promise< Session > {
	await logIn( page );
	await page.goto( '/books' );
	return { page, headers: await restHeaders( page ) };
}

/**
 * Writes bin/build/pictures.php's files (cover.jpg, portrait.jpg, logo.png,
 * strip.jpg) into a folder.
 * @param folder
 */
export function makePictures( folder: string ): void {
	execFileSync( 'php', [
		join( ROOT, 'bin', 'build', 'pictures.php' ),
		folder,
	] );
}

/**
 * Uploads a file to the media library as the editor does (POST /wp/v2/media
 * with the file as the body), with an alt text when given; returns its id.
 * @param session
 * @param file         The file's path.
 * @param options
 * @param options.type Its content type.
 * @param options.name The file name the upload says (the file's own by default).
 * @param options.alt  An alt text, saved after.
 */
export async function upload(
	session: Session,
	file: string,
	{
		type = 'image/jpeg',
		name = basename( file ),
		alt = '',
	}: { type?: string; name?: string; alt?: string } = {}
): Promise< number > {
	const answer = await session.page.request.post( '/wp-json/wp/v2/media', {
		headers: {
			...session.headers,
			'Content-Type': type,
			'Content-Disposition': `attachment; filename="${ name }"`,
		},
		data: readFileSync( file ),
	} );
	expect( answer.status(), await answer.text() ).toBe( 201 );
	const id = ( await answer.json() ).id as number;
	if ( alt ) {
		const saved = await session.page.request.post(
			`/wp-json/wp/v2/media/${ id }`,
			{ headers: session.headers, data: { alt_text: alt } }
		);
		expect( saved.status() ).toBe( 200 );
	}
	return id;
}
