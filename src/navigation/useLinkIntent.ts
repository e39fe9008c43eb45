/**
 * Prefetches a route when the visitor shows intent to open it: a link pointed
 * at, focused or touched; on a fast connection, a link in view once the page
 * has loaded and the browser is idle (docs/remote-calls.md#prefetching). A
 * press on a link reads its route at once, before the view asks.
 */
import { useEffect } from '@wordpress/element';
import { useLocation } from 'react-router-dom';
import { appLinkOf } from './appLinks';
import { markDrawn } from './documents';
import { mayPrefetchInView, prefetchRoute, readOnPress } from './prefetch';
import { whenSettled } from '../whenSettled';

/** Links in view fetched ahead from one page, at most. */
export const IN_VIEW_MAX = 4;

/** Prefetches the route of the link an event happened in. */
function onIntent( event: Event ): void {
	const link = appLinkOf( event.target );
	if ( link ) {
		prefetchRoute( link.href );
	}
}

/** Reads the route of a link pressed as a plain click would follow it. */
function onPress( event: MouseEvent ): void {
	const link = appLinkOf( event.target );
	if (
		link &&
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	) {
		readOnPress( link.href );
	}
}

/** Prefetches up to IN_VIEW_MAX app links as they come into view; returns a stop. */
function prefetchInView(): () => void {
	if ( typeof IntersectionObserver !== 'function' ) {
		return () => {};
	}
	let left = IN_VIEW_MAX;
	const seen = new Set< string >();
	const observer = new IntersectionObserver( ( entries ) => {
		for ( const entry of entries ) {
			const link = appLinkOf( entry.target );
			if ( ! entry.isIntersecting || ! link ) {
				continue;
			}
			observer.unobserve( entry.target );
			if ( left > 0 && ! seen.has( link.href ) ) {
				seen.add( link.href );
				left--;
				prefetchRoute( link.href );
			}
		}
	} );
	document.querySelectorAll( 'a[href]' ).forEach( ( link ) => {
		if ( appLinkOf( link ) ) {
			observer.observe( link );
		}
	} );
	return () => observer.disconnect();
}

/** Watches the whole document for intent; links in view are looked at again on each route. */
export function useLinkIntent(): void {
	const location = useLocation();

	useEffect( () => {
		const options = { capture: true, passive: true };
		document.addEventListener( 'pointerover', onIntent, options );
		document.addEventListener( 'focusin', onIntent, options );
		document.addEventListener( 'touchstart', onIntent, options );
		document.addEventListener( 'pointerdown', onPress, options );
		document.addEventListener( 'click', onPress, options );
		return () => {
			document.removeEventListener( 'pointerover', onIntent, options );
			document.removeEventListener( 'focusin', onIntent, options );
			document.removeEventListener( 'touchstart', onIntent, options );
			document.removeEventListener( 'pointerdown', onPress, options );
			document.removeEventListener( 'click', onPress, options );
		};
	}, [] );

	useEffect( () => {
		markDrawn( window.location.href );
	}, [ location.key ] );

	useEffect( () => {
		if ( ! mayPrefetchInView() ) {
			return undefined;
		}
		let stop = () => {};
		const cancel = whenSettled( () => {
			stop = prefetchInView();
		} );
		return () => {
			cancel();
			stop();
		};
	}, [ location.key ] );
}
