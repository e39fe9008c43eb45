import { useEffect, useState } from '@wordpress/element';
import { getConfig } from '../config/config';

/**
 * "Now" for a view, in ms. While hydrating it is when the server drew the page,
 * so a cached page or a wrong clock hydrates unchanged; then the visitor's clock.
 */
export function useNow(): number {
	const [ now, setNow ] = useState( () => {
		const { drawnAt } = getConfig();
		const hydrating =
			typeof document !== 'undefined' &&
			document.documentElement.dataset.app !== 'ready';
		return drawnAt !== undefined && hydrating ? drawnAt * 1000 : Date.now();
	} );
	useEffect( () => setNow( Date.now() ), [] );
	return now;
}
