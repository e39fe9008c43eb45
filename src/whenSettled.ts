/**
 * Runs `task` once the page has loaded and the browser is idle (at the
 * latest `idleTimeout` ms later; without requestIdleCallback, `fallbackDelay`
 * ms after the load); returns a cancel.
 * @param task
 * @param idleTimeout
 * @param fallbackDelay
 */
export function whenSettled(
	task: () => void,
	idleTimeout = 2000,
	fallbackDelay = 200
): () => void {
	let idle: number | undefined;
	let timer: number | undefined;
	const idleThen = () => {
		if ( typeof window.requestIdleCallback === 'function' ) {
			idle = window.requestIdleCallback( task, { timeout: idleTimeout } );
		} else {
			timer = window.setTimeout( task, fallbackDelay );
		}
	};
	if ( document.readyState === 'complete' ) {
		idleThen();
	} else {
		window.addEventListener( 'load', idleThen, { once: true } );
	}
	return () => {
		window.removeEventListener( 'load', idleThen );
		if ( idle !== undefined ) {
			window.cancelIdleCallback( idle );
		}
		window.clearTimeout( timer );
	};
}
