import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

const ROOT = join( __dirname, '..', '..', '..' );

/**
 * Runs PHP in the local WordPress (bin/site/wp-eval.sh) and returns its output.
 * @param code The PHP code.
 * @param env  Environment for another site (AUTHOR_SITE_HOME, WP_PORT).
 */
export function wpEval( code: string, env: NodeJS.ProcessEnv = {} ): string {
	// On standard input: the code may be larger than a command line allows.
	return execFileSync(
		'bash',
		[ join( ROOT, 'bin', 'site', 'wp-eval.sh' ), '-' ],
		{
			encoding: 'utf8',
			input: code,
			maxBuffer: 64 * 1024 * 1024,
			env: { ...process.env, ...env },
		}
	).trim();
}

export const ZIP_PATH = join( ROOT, 'dist', 'author-site.zip' );

/**
 * Logs in to wp-admin through the real login form.
 * @param page
 * @param user
 * @param password
 */
export async function logIn(
	page: Page,
	user = 'admin',
	password = 'password'
): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user );
	await page.locator( '#user_pass' ).fill( password );
	await page.locator( '#wp-submit' ).click();
	// Seen once in CI: the click started no navigation at all (the form was
	// not submitted, nothing reached the server). Submit again if so; a
	// submitted form is on its way to wp-admin or back to the login screen.
	const submitted = await page
		.waitForURL( /\/wp-admin\//, { timeout: 10_000 } )
		.then( () => true )
		.catch( () => false );
	if ( ! submitted && new URL( page.url() ).pathname === '/wp-login.php' ) {
		await page.locator( '#user_login' ).fill( user );
		await page.locator( '#user_pass' ).fill( password );
		await page
			.locator( '#loginform' )
			.evaluate( ( form ) =>
				( form as HTMLFormElement ).requestSubmit()
			);
	}
	await page.waitForURL( /\/wp-admin\// );
}

/**
 * Makes a page through REST in the author's session; returns its id. A draft
 * or pending page gets its slug in a second save, as the block editor gives
 * it one: WordPress 7.1's create endpoint logs a PHP warning for a slug with
 * those statuses (it reads `$prepared_post->id`), which the editor never sends.
 *
 * @param page    Logged in.
 * @param headers The REST nonce header.
 * @param data    The page's fields.
 */
export async function restCreatePage(
	page: Page,
	headers: Record< string, string >,
	data: Record< string, unknown >
): Promise< number > {
	const later =
		( data.status === 'draft' || data.status === 'pending' ) &&
		typeof data.slug === 'string';
	const { slug, ...fields } = data;
	const answer = await page.request.post( '/wp-json/wp/v2/pages', {
		headers,
		data: later ? fields : data,
	} );
	expect( answer.status(), await answer.text() ).toBe( 201 );
	const id = ( await answer.json() ).id as number;
	if ( later ) {
		const named = await page.request.post( `/wp-json/wp/v2/pages/${ id }`, {
			headers,
			data: { slug },
		} );
		expect( named.status(), await named.text() ).toBe( 200 );
	}
	return id;
}
