/**
 * The whole stylesheet the loader links after the first paint
 * (inc/app-loader.js linkStylesheet()): the server's inline CSS holds only
 * what its markup uses (inc/used-css.php).
 */

const SETTLED = 'data-settled';
/** How long a request that neither loads nor fails (a stalled host) may hold the app. */
export const STYLESHEET_WAIT_MS = 5000;

/**
 * Resolves once the whole stylesheet has loaded or failed, or at once when
 * none is linked; at the latest after STYLESHEET_WAIT_MS.
 */
export function stylesheetSettled(): Promise< void > {
	const link = document.getElementById( 'author-site-stylesheet' );
	if ( ! link || link.hasAttribute( SETTLED ) ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const done = () => {
			window.clearTimeout( timer );
			link.removeEventListener( 'load', done );
			link.removeEventListener( 'error', done );
			resolve();
		};
		const timer = window.setTimeout( done, STYLESHEET_WAIT_MS );
		link.addEventListener( 'load', done );
		link.addEventListener( 'error', done );
	} );
}
