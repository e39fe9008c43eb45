import { expect, type Page } from '@playwright/test';

/**
 * The fonts Chromium really drew an element's text with (not what the CSS
 * asks for): DevTools' platform fonts of its first text node.
 *
 * @param page     The page.
 * @param selector The element.
 */
export async function renderedFonts(
	page: Page,
	selector: string
): Promise< string[] > {
	const cdp = await page.context().newCDPSession( page );
	try {
		await cdp.send( 'DOM.enable' );
		await cdp.send( 'CSS.enable' );
		const { root } = await cdp.send( 'DOM.getDocument', { depth: -1 } );
		const { nodeId } = await cdp.send( 'DOM.querySelector', {
			nodeId: root.nodeId,
			selector,
		} );
		const { fonts } = await cdp.send( 'CSS.getPlatformFontsForNode', {
			nodeId,
		} );
		return fonts.map( ( font ) => font.familyName );
	} finally {
		await cdp.detach();
	}
}

/**
 * Waits until the app has loaded the look's faces after the first paint: it
 * notes their version for the next page (src/looks/faces.ts).
 *
 * @param page The page.
 */
export async function facesLoaded( page: Page ): Promise< void > {
	await expect
		.poll(
			() =>
				page.evaluate( () =>
					localStorage.getItem( 'author-site-fonts' )
				),
			{ timeout: 15_000 }
		)
		.toMatch( /^[0-9a-f]{12}$/ );
}
