/**
 * The answers the theme preloaded into the page, served to api-fetch's GETs
 * of the exact paths they were preloaded under (docs/remote-calls.md#preloading).
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { isRecord } from './isRecord';

/** Where an answer not preloaded may be found (the route's document), else undefined. */
export type LaterAnswers = (
	path: string,
	signal?: AbortSignal | null
) => Promise< { body: unknown } | undefined >;

/**
 * A middleware that answers a GET of a preloaded path once, with its body, as
 * api-fetch's createPreloadingMiddleware does. That one normalizes each path by
 * sorting its query with localeCompare, and the first localeCompare loads the
 * browser's collation data: about 20 ms of the app's start wherever a path has
 * two or more arguments (the catalogue, the events). Both sides write each path
 * the same way (src/books/pages.ts and inc/books/pages.php…), so an exact match
 * finds it.
 *
 * @param preload Path → `{ body, headers }`, as the theme printed them.
 * @param later   Asked for a GET the page did not preload.
 */
export function preloadedAnswers(
	preload: Record< string, unknown >,
	later?: LaterAnswers
): APIFetchMiddleware {
	const answers = new Map( Object.entries( preload ) );
	return ( options, next ) => {
		const { path, method = 'GET', parse = true } = options;
		if ( method !== 'GET' || ! parse || typeof path !== 'string' ) {
			return next( options );
		}
		const answer = answers.get( path );
		if ( isRecord( answer ) ) {
			answers.delete( path );
			return Promise.resolve( answer.body );
		}
		if ( ! later ) {
			return next( options );
		}
		return later( path, options.signal ).then( ( found ) =>
			found ? found.body : next( options )
		);
	};
}
