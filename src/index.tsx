import { createRoot, hydrateRoot } from '@wordpress/element';
import { App } from './App';
import './style.css';

/**
 * The theme's PHP prints the current route's markup inside #root, so the text
 * paints before any script runs; React then hydrates that markup in place.
 * Without server markup (a build used outside WordPress) it renders.
 */
function start(): void {
	const root = document.getElementById( 'root' );
	if ( ! root ) {
		return;
	}
	if ( root.hasChildNodes() ) {
		hydrateRoot( root, <App />, {
			onRecoverableError: ( error ) => {
				// The server markup and the app disagreed; React has re-rendered.
				// eslint-disable-next-line no-console
				console.error( 'author-site: hydration mismatch', error );
			},
		} );
	} else {
		createRoot( root ).render( <App /> );
	}
}

start();
