/**
 * A once-per-visit cache: a key's first load is shared by every caller and its
 * value kept for the visit. Components read it through `useLoaded`.
 */

export interface VisitCache< K, V > {
	/** The value of a key if it has already arrived. */
	peek: ( key: K ) => V | undefined;
	/** The key's value: the load under way or done, else `start()`'s (never rejecting). */
	load: ( key: K, start: () => Promise< V > ) => Promise< V >;
	/** Keeps a value read another way (a route's document) as the key's. */
	keep: ( key: K, value: V ) => void;
	/** Forgets a key: its next load starts afresh. */
	forget: ( key: K ) => void;
	/** Forgets everything (tests). */
	reset: () => void;
}

/**
 * A new, empty cache.
 *
 * @param keep Whether a value is kept; one that is not is loaded again next time.
 */
export function createVisitCache< K, V >(
	keep: ( value: V ) => boolean = () => true
): VisitCache< K, V > {
	const requests = new Map< K, Promise< V > >();
	const loaded = new Map< K, V >();
	return {
		peek: ( key ) => loaded.get( key ),
		load: ( key, start ) => {
			let request = requests.get( key );
			if ( ! request ) {
				request = start().then( ( value ) => {
					if ( keep( value ) ) {
						loaded.set( key, value );
					} else if ( requests.get( key ) === request ) {
						requests.delete( key );
					}
					return value;
				} );
				requests.set( key, request );
			}
			return request;
		},
		keep: ( key, value ) => {
			requests.set( key, Promise.resolve( value ) );
			loaded.set( key, value );
		},
		forget: ( key ) => {
			requests.delete( key );
			loaded.delete( key );
		},
		reset: () => {
			requests.clear();
			loaded.clear();
		},
	};
}
