import { CONFIG_ELEMENT_ID } from '../../src/config/pageData';

/**
 * Puts a configuration into the page as the theme prints it (JSON data in
 * `#author-site-config`), or takes it out (`undefined`). In <head>, so a
 * test that empties the body keeps it. Raw text is written as it is.
 *
 * @param value The configuration object, raw JSON text, or undefined.
 */
export function setPageConfig( value: unknown ): void {
	document.getElementById( CONFIG_ELEMENT_ID )?.remove();
	if ( value === undefined ) {
		return;
	}
	const element = document.createElement( 'script' );
	element.type = 'application/json';
	element.id = CONFIG_ELEMENT_ID;
	element.textContent =
		typeof value === 'string' ? value : JSON.stringify( value );
	document.head.appendChild( element );
}
