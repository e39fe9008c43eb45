/**
 * JSON data the theme prints into the page (inc/app/assets.php): the runtime
 * configuration and the preloaded REST answers (docs/first-paint.md#data-in-the-page).
 */

export const CONFIG_ELEMENT_ID = 'author-site-config';
export const PRELOAD_ELEMENT_ID = 'author-site-preload';

/** The parsed JSON of a data element, or undefined when missing or invalid. */
export function readPageData( id: string ): unknown {
	if ( typeof document === 'undefined' ) {
		return undefined;
	}
	const element = document.getElementById( id );
	if ( ! element || element.getAttribute( 'type' ) !== 'application/json' ) {
		return undefined;
	}
	try {
		return JSON.parse( element.textContent ?? '' ) as unknown;
	} catch {
		return undefined;
	}
}
