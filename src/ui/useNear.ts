/** Whether an element is about to be used (docs/forms.md#when-the-configuration-loads). */
import { useEffect, useState } from '@wordpress/element';
import type { RefObject } from 'react';

/** How far outside the viewport an element counts as near (px). */
export const NEAR_MARGIN_PX = 300;

/**
 * True once the element comes within `margin` of the viewport or gets focus,
 * and from then on; at once without IntersectionObserver.
 */
export function useNear(
	ref: RefObject< HTMLElement >,
	margin: number = NEAR_MARGIN_PX
): boolean {
	const [ near, setNear ] = useState( false );
	useEffect( () => {
		const element = ref.current;
		if ( near || ! element ) {
			return;
		}
		const done = () => setNear( true );
		element.addEventListener( 'focusin', done );
		if ( element.contains( element.ownerDocument.activeElement ) ) {
			done();
		}
		let observer: IntersectionObserver | undefined;
		if ( typeof IntersectionObserver === 'function' ) {
			observer = new IntersectionObserver(
				( entries ) => {
					if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
						done();
					}
				},
				{ rootMargin: `${ margin }px 0px ${ margin }px 0px` }
			);
			observer.observe( element );
		} else {
			done();
		}
		return () => {
			element.removeEventListener( 'focusin', done );
			observer?.disconnect();
		};
	}, [ ref, margin, near ] );
	return near;
}
