/**
 * Makes screenshot.png (1200×900, WordPress's theme screenshot size) from the
 * real home page of the running local WordPress (bin/site/wp-up.sh).
 *
 *   node bin/build/theme-screenshot.mjs [url]
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';

const url = process.argv[ 2 ] ?? process.env.WP_URL ?? 'http://127.0.0.1:8881/';
const browser = await chromium.launch( chromiumLaunchOptions );
const page = await browser.newPage( {
	viewport: { width: 1200, height: 900 },
} );
await page.goto( url, { waitUntil: 'networkidle' } );
await page.screenshot( {
	path: new URL( '../../screenshot.png', import.meta.url ).pathname,
} );
await browser.close();
console.log( 'screenshot.png written from', url );
