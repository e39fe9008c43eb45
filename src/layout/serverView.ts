import { useLocation } from 'react-router-dom';

/**
 * A WordPress view (a post, search, an archive…) as the server printed it
 * into <main>; the app keeps that markup (docs/whole-site.md#posts-and-other-pages).
 */
export interface ServerViewSnapshot {
	address: string;
	/** `data-wp-view`: blog (the posts page), singular or list. */
	kind: string;
	html: string;
	title: string;
}

let snapshot: ServerViewSnapshot | null = null;

/**
 * The address the server answered "Page not found" for, which the routes
 * cannot tell from the path alone (`/?page_id=999` is `/` to them); the app
 * draws that view there too, so hydration changes nothing.
 */
let notFoundAddress: string | null = null;

/** The address the browser shows (path and query; `/?s=…` is a search). */
function addressOf( where: { pathname: string; search: string } ): string {
	return where.pathname + where.search;
}

/** Takes the WordPress view out of the server's page before hydration. */
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
 * The server's WordPress view when the app is at its address, else null;
 * `useLocation()` makes it re-read on every navigation.
 */
export function useServerView(): ServerViewSnapshot | null {
	useLocation();
	return snapshot && snapshot.address === addressOf( window.location )
		? snapshot
		: null;
}

/** Whether the app is at the address the server answered "Page not found" for (re-read on navigation). */
export function useServerNotFound(): boolean {
	useLocation();
	return notFoundAddress === addressOf( window.location );
}
