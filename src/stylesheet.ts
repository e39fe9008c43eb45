/**
 * The whole stylesheet the loader links after the first paint
 * (inc/app-loader.js linkStylesheet()): the server's inline CSS holds only
 * what its markup uses (inc/used-css.php).
 */

const SETTLED = 'data-settled';

/** Resolves once the whole stylesheet has loaded or failed, or at once when none is linked. */
export function stylesheetSettled(): Promise< void > {
	const link = document.getElementById( 'author-site-stylesheet' );
	if ( ! link || link.hasAttribute( SETTLED ) ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const done = () => {
			link.removeEventListener( 'load', done );
			link.removeEventListener( 'error', done );
			resolve();
		};
		link.addEventListener( 'load', done );
		link.addEventListener( 'error', done );
	} );
}
