import { CONFIG_ELEMENT_ID } from '../../src/config/pageData';

/**
 * Puts JSON data into the page as the theme prints it (`<script
 * type="application/json" id=…>`), or takes it out (`undefined`). In <head>,
 * so a test that empties the body keeps it. Raw text is written as it is.
 *
 * @param id    The element's id.
 * @param value The data, raw JSON text, or undefined.
 */
export function setPageData( id: string, value: unknown ): void {
	document.getElementById( id )?.remove();
	if ( value === undefined ) {
		return;
	}
	const element = document.createElement( 'script' );
	element.type = 'application/json';
	element.id = id;
	element.textContent =
		typeof value === 'string' ? value : JSON.stringify( value );
	document.head.appendChild( element );
}

/**
 * Puts a configuration into the page (`#author-site-config`), or takes it out.
 *
 * @param value The configuration object, raw JSON text, or undefined.
 */
export function setPageConfig( value: unknown ): void {
	setPageData( CONFIG_ELEMENT_ID, value );
}
