import type { Page } from '@playwright/test';

/*
 * What a spec of in-app navigation needs to see (docs/remote-calls.md#prefetching):
 * the connection the page believes it has, the documents the app fetched
 * itself, and whether a loading state showed.
 */

/** The Network Information API's answer, as a page's scripts will read it. */
export interface ConnectionInfo {
	saveData: boolean;
	effectiveType: string;
}

/** A fast connection that fetches links in view. */
export const FAST: ConnectionInfo = { saveData: false, effectiveType: '4g' };
/** A connection too slow for links in view: only intent fetches ahead. */
export const INTENT_ONLY: ConnectionInfo = {
	saveData: false,
	effectiveType: '3g',
};
/** A connection that asks to save data: nothing is fetched ahead. */
export const SAVE_DATA: ConnectionInfo = {
	saveData: true,
	effectiveType: '4g',
};

/**
 * Makes `navigator.connection` say `info` before the page's scripts run.
 * @param page The page.
 * @param info The connection.
 */
export async function emulateConnection(
	page: Page,
	info: ConnectionInfo
): Promise< void > {
	await page.addInitScript( ( value ) => {
		Object.defineProperty( Navigator.prototype, 'connection', {
			configurable: true,
			get: () => ( {
				...value,
				addEventListener() {},
				removeEventListener() {},
			} ),
		} );
	}, info );
}

/**
 * The paths of the documents the app fetches itself from now on (a fetch
 * asking for HTML; the browser's own navigations are not fetches).
 * @param page The page.
 */
export function documentFetches( page: Page ): string[] {
	const fetched: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.resourceType() === 'fetch' &&
			( request.headers().accept ?? '' ).startsWith( 'text/html' )
		) {
			fetched.push( new URL( request.url() ).pathname );
		}
	} );
	return fetched;
}

/**
 * Waits until the app's fetch of a document has finished, and a few of the
 * page's tasks after it (its reads are each a task of their own).
 * @param page The page.
 * @param path The document's path.
 */
export async function documentFetched(
	page: Page,
	path: string
): Promise< void > {
	await page.waitForEvent(
		'requestfinished',
		( request ) =>
			request.resourceType() === 'fetch' &&
			new URL( request.url() ).pathname === path
	);
	await page.evaluate(
		() => new Promise( ( done ) => setTimeout( done, 300 ) )
	);
}

/**
 * From now on, notes whether <main> shows a loading state at any moment;
 * returns a function that says whether it did.
 * @param page The page.
 */
export async function watchLoading(
	page: Page
): Promise< () => Promise< boolean > > {
	await page.evaluate( () => {
		const seen = { loading: false };
		( window as unknown as { seenLoading: typeof seen } ).seenLoading =
			seen;
		new MutationObserver( () => {
			if ( document.querySelector( 'main .loading' ) ) {
				seen.loading = true;
			}
		} ).observe( document.body, { childList: true, subtree: true } );
	} );
	return () =>
		page.evaluate(
			() =>
				( window as unknown as { seenLoading: { loading: boolean } } )
					.seenLoading.loading
		);
}
