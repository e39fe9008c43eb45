import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = join( __dirname, '..', '..' );

/**
 * Runs PHP in the local WordPress (bin/wp-eval.sh) and returns its output.
 * @param code
 */
export function wpEval( code: string ): string {
	// On standard input: the code may be larger than a command line allows.
	return execFileSync( 'bash', [ join( ROOT, 'bin', 'wp-eval.sh' ), '-' ], {
		encoding: 'utf8',
		input: code,
		maxBuffer: 64 * 1024 * 1024,
	} ).trim();
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
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', password );
	await page.click( '#wp-submit' );
	await page.waitForURL( /\/wp-admin\// );
}
