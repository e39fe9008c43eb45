/**
 * Parses untrusted HTML into an inert document. Event-handler attributes are
 * renamed first (`onerror` → `data-onerror`): Chromium's DOMParser runs no
 * script but still reports each inline handler as a CSP violation.
 */

const TAG = /<[a-zA-Z][^<>]*>?/g;

/**
 * An attribute name starting with `on`. ASCII classes only, as
 * author_site_without_event_handlers() in inc/content/parser.php, so both
 * parsers read the same markup.
 */
const HANDLER = /([\t\n\f\r /])(on[A-Za-z0-9_-]*)(?=[\t\n\f\r />=]|$)/gi;

/** The HTML with every event-handler attribute renamed. */
export function withoutEventHandlers( html: string ): string {
	return html.replace( TAG, ( tag ) => tag.replace( HANDLER, '$1data-$2' ) );
}

/** An inert document of the HTML, its event handlers renamed. */
export function parseInertHtml( html: string ): Document {
	return new DOMParser().parseFromString(
		withoutEventHandlers( html ),
		'text/html'
	);
}
