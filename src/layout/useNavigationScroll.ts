import { useEffect, useRef } from '@wordpress/element';
import { useLocation } from 'react-router-dom';

const WAIT_FOR_TARGET_MS = 10000;

/**
 * Calls `onFound` with the element of the id once it is in the document (its
 * page may still be loading); returns a cleanup.
 */
export function whenElement(
	id: string,
	onFound: ( element: HTMLElement ) => void
): () => void {
	const existing = document.getElementById( id );
	if ( existing ) {
		onFound( existing );
		return () => {};
	}
	const observer = new MutationObserver( () => {
		const element = document.getElementById( id );
		if ( element ) {
			stop();
			onFound( element );
		}
	} );
	const timer = window.setTimeout( () => stop(), WAIT_FOR_TARGET_MS );
	function stop() {
		observer.disconnect();
		window.clearTimeout( timer );
	}
	observer.observe( document.body, { childList: true, subtree: true } );
	return stop;
}

/**
 * After an in-app navigation, scrolls to the #anchor (else the top) and moves
 * focus so screen readers follow; the first view is left to the browser.
 */
export function useNavigationScroll(): void {
	const location = useLocation();
	const firstView = useRef( true );

	useEffect( () => {
		if ( firstView.current ) {
			firstView.current = false;
			return undefined;
		}
		const id = decodeURIComponent( location.hash.slice( 1 ) );
		if ( ! id ) {
			window.scrollTo( 0, 0 );
			document.getElementById( 'main' )?.focus( { preventScroll: true } );
			return undefined;
		}
		return whenElement( id, ( element ) => {
			element.scrollIntoView();
			element.focus( { preventScroll: true } );
		} );
	}, [ location.key, location.hash ] );
}
