import type { Page } from '@playwright/test';

/**
 * Holds the app's bundle (build/index.js) until the returned function is
 * called: the page stays as the server drew it, before the app.
 *
 * @param page The page.
 */
export async function holdApp( page: Page ): Promise< () => void > {
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( /\/build\/index\.js/, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}
