import { createRoot, hydrateRoot, startTransition } from '@wordpress/element';
import { App } from './App';
import { hasPageConfig } from './config/config';
import { prepareFirstView } from './firstView';
import { loadFacesWhenIdle } from './looks/faces';
import { nextTask } from './nextTask';
import { stylesheetSettled } from './stylesheet';
import './style.css';
import './wordpress/style.css';

/**
 * Hydrates the server's markup from its preloaded answers, or renders where
 * there is none (docs/first-paint.md#hydration).
 */
async function start(): Promise< void > {
	// Evaluating the bundle is one task already: reading starts in the next.
	await nextTask();
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
	await prepareFirstView( nextTask );
	// A later state or route must find its rules: the inline CSS has only the first view's.
	await stylesheetSettled();
	await nextTask();

	if ( root.hasChildNodes() ) {
		// As a transition, hydration yields to the browser instead of holding
		// the main thread.
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
	loadFacesWhenIdle();
}

start().catch( ( error: unknown ) => {
	// Never an unhandled rejection: the server's markup stays as it is.
	// eslint-disable-next-line no-console
	console.warn( 'author-site: the app did not start', error );
} );
