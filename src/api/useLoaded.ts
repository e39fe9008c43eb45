import { useEffect, useState } from '@wordpress/element';

/**
 * A value from a once-per-visit cache: what `peek` already holds (so a
 * preloaded first view renders at once, with no loading state), else what
 * `load` brings, while `undefined` means still loading. `load` must never
 * reject (the loaders fall back on their own).
 *
 * @param key  What is loaded (reloads when it changes).
 * @param peek The cached value, if any.
 * @param load Loads the value.
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
