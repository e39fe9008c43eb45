import { createRoot, hydrateRoot, startTransition } from '@wordpress/element';
import { App } from './App';
import { hasPageConfig } from './config/config';
import { prepareFirstView } from './firstView';
import './style.css';
import './wordpress/style.css';

/**
 * Lets the browser run other work (input, paint) before the next step, so
 * starting the app is a row of short tasks rather than one long one.
 */
function nextTask(): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}

/**
 * The theme's PHP prints the current route's markup inside #root, so the text
 * paints before any script runs, and preloads the REST answers that markup
 * came from. The app takes those answers (no request), so its first render is
 * the same markup, and hydrates it in place. Without server markup (a build
 * used outside WordPress) it simply renders.
 */
async function start(): Promise< void > {
	const root = document.getElementById( 'root' );
	if ( ! root ) {
		return;
	}
	if ( root.hasChildNodes() && ! hasPageConfig() ) {
		// Hydrating with the defaults would draw another site (its email
		// address, no connected contact form): keep the server's page.
		// eslint-disable-next-line no-console
		console.error(
			'author-site: the page has no readable configuration (#author-site-config); the app did not start and the page stays as the server sent it.'
		);
		return;
	}
	// Each read is preloaded (or started at once); its parsing gets a task
	// of its own.
	await prepareFirstView( nextTask );
	await nextTask();

	if ( root.hasChildNodes() ) {
		// As a transition, hydration yields to the browser every few
		// milliseconds instead of holding the main thread until it is done;
		// a click or key press on a part not yet hydrated is replayed.
		startTransition( () => {
			hydrateRoot( root, <App />, {
				onRecoverableError: ( error ) => {
					// The server markup and the app disagreed; React has re-rendered.
					// eslint-disable-next-line no-console
					console.error( 'author-site: hydration mismatch', error );
				},
			} );
		} );
	} else {
		createRoot( root ).render( <App /> );
	}
}

start().catch( ( error: unknown ) => {
	// Never an unhandled rejection: the server's markup stays as it is.
	// eslint-disable-next-line no-console
	console.warn( 'author-site: the app did not start', error );
} );
