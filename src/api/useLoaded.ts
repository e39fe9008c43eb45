import { useEffect, useState } from '@wordpress/element';

/**
 * A value from a once-per-visit cache, `undefined` while loading. Starts from
 * `peek` so a preloaded first view renders without a loading state. `load`
 * must never reject.
 */
export function useLoaded< T >(
	key: string,
	peek: () => T | undefined,
	load: () => Promise< T >
): T | undefined {
	const [ state, setState ] = useState( () => ( { key, value: peek() } ) );
	const value = state.key === key ? state.value : peek();

	useEffect( () => {
		if ( value !== undefined ) {
			return undefined;
		}
		let active = true;
		load().then( ( loaded ) => {
			if ( active ) {
				setState( { key, value: loaded } );
			}
		} );
		return () => {
			active = false;
		};
		// `peek` and `load` are read fresh for the key; only the key decides.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, value ] );

	return value;
}
