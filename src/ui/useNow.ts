import { useEffect, useState } from '@wordpress/element';
import { getConfig } from '../config/config';

/**
 * "Now" for a view, in ms (docs/events.md#upcoming-and-past). While the app
 * hydrates the server's page it is the site's clock when that page was drawn
 * (`drawnAt`), so a page a cache kept past an event's start, or a visitor's
 * clock set wrong, hydrates unchanged; from the next render on it is the
 * visitor's clock.
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
