import { expect, type Page } from '@playwright/test';
import { FACES_KEY } from '../../../src/looks/faces';

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
				page.evaluate(
					( key ) => localStorage.getItem( key ),
					FACES_KEY
				),
			{ timeout: 15_000 }
		)
		.toMatch( /^[0-9a-f]{12}$/ );
}

/**
 * The page's layout shift so far, its first view's included, once its fonts
 * are in, two frames drawn with them and half a second more: what CLS counts
 * (no shift just after an input), and all of it.
 *
 * @param page The page.
 */
export function layoutShifts(
	page: Page
): Promise< { cls: number; all: number } > {
	return page.evaluate( async () => {
		await document.fonts.ready;
		await new Promise( ( resolve ) =>
			requestAnimationFrame( () => requestAnimationFrame( resolve ) )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
		const shift = { cls: 0, all: 0 };
		const observer = new PerformanceObserver( () => {} );
		observer.observe( { type: 'layout-shift', buffered: true } );
		for ( const entry of observer.takeRecords() ) {
			const { value, hadRecentInput } = entry as unknown as {
				value: number;
				hadRecentInput: boolean;
			};
			shift.all += value;
			shift.cls += hadRecentInput ? 0 : value;
		}
		observer.disconnect();
		return shift;
	} );
}
