import { useLocation } from 'react-router-dom';

/**
 * A WordPress view (a post, another page, search, an archive, the posts
 * page) as the server printed it into <main>: its markup, kind and title
 * (docs/whole-site.md#posts-and-other-pages). The app does not draw these
 * views; it keeps the server's markup, taken from the page before hydration.
 */
export interface ServerViewSnapshot {
	/** The address it was printed for (path and query). */
	address: string;
	/** `data-wp-view`: blog (the posts page), singular or list. */
	kind: string;
	html: string;
	title: string;
}

let snapshot: ServerViewSnapshot | null = null;

/**
 * The address the server answered with its "Page not found" view, which the
 * app's routes cannot tell from the path alone (`/?page_id=999` is `/` to
 * them): there the app draws that view too, so hydration changes nothing.
 */
let notFoundAddress: string | null = null;

/**
 * The address the browser shows (path and query; `/?s=…` is a search).
 * @param where          A location.
 * @param where.pathname Its path.
 * @param where.search   Its query.
 */
function addressOf( where: { pathname: string; search: string } ): string {
	return where.pathname + where.search;
}

/**
 * Takes the WordPress view out of the server's page, before the app hydrates
 * it (src/firstView.ts); none on the five routes and the not-found view.
 * @param doc The page.
 */
export function captureServerView( doc: Document = document ): void {
	notFoundAddress = doc.querySelector( '#main > .not-found' )
		? addressOf( doc.location )
		: null;
	const view = doc.querySelector( '#main > .wp-view' );
	snapshot = view
		? {
				address: addressOf( doc.location ),
				kind: view.getAttribute( 'data-wp-view' ) ?? '',
				html: view.innerHTML,
				title: doc.title,
			}
		: null;
}

/**
 * The server's WordPress view when the app is at its address (again, after
 * in-app navigation and Back), else null. Re-read on every navigation.
 */
export function useServerView(): ServerViewSnapshot | null {
	useLocation();
	return snapshot && snapshot.address === addressOf( window.location )
		? snapshot
		: null;
}

/**
 * Whether the app is at the address the server answered "Page not found"
 * for (again after in-app navigation and Back). Re-read on every navigation.
 */
export function useServerNotFound(): boolean {
	useLocation();
	return notFoundAddress === addressOf( window.location );
}
