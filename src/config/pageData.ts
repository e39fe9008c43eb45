/**
 * Data the theme's PHP prints into the page as
 * `<script type="application/json" id="…">` (inc/assets.php): the runtime
 * configuration and the preloaded REST answers. Data in the page is there
 * before any script runs, whatever order or timing the scripts start in.
 */

export const CONFIG_ELEMENT_ID = 'author-site-config';
export const PRELOAD_ELEMENT_ID = 'author-site-preload';

/**
 * The parsed JSON of a data element, or undefined when the element is
 * missing or does not hold valid JSON.
 *
 * @param id The element's id.
 */
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
