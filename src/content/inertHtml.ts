/**
 * Parses untrusted HTML (WordPress content, plugin answers) into an inert
 * document for reading text and attributes. DOMParser never runs scripts, but
 * Chromium still checks every inline event handler it meets (`<img
 * onerror=…>`) against the page's Content-Security-Policy and reports each
 * as a violation. Event-handler attribute names are renamed first (`onerror`
 * → `data-onerror`), inside tags only: the tree and its text stay the same.
 * Pure: no React.
 */

/** A tag, from `<` and a letter to the next `>`. */
const TAG = /<[a-zA-Z][^<>]*>?/g;

/**
 * An attribute name starting with `on`, after HTML white space or a slash.
 * ASCII classes only: inc/content-parser.php applies the same two patterns
 * (author_site_without_event_handlers()) before it parses, so both parsers
 * read the same markup.
 */
const HANDLER = /([\t\n\f\r /])(on[A-Za-z0-9_-]*)(?=[\t\n\f\r />=]|$)/gi;

/**
 * The HTML with every event-handler attribute renamed.
 *
 * @param html Untrusted HTML.
 */
export function withoutEventHandlers( html: string ): string {
	return html.replace( TAG, ( tag ) => tag.replace( HANDLER, '$1data-$2' ) );
}

/**
 * An inert document of the HTML, its event handlers renamed.
 *
 * @param html Untrusted HTML.
 */
export function parseInertHtml( html: string ): Document {
	return new DOMParser().parseFromString(
		withoutEventHandlers( html ),
		'text/html'
	);
}
