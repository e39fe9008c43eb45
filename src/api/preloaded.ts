/**
 * The answers the theme preloaded into the page, served to api-fetch's GETs
 * of the exact paths they were preloaded under (docs/remote-calls.md#preloading).
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { isRecord } from './isRecord';

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
 */
export function preloadedAnswers(
	preload: Record< string, unknown >
): APIFetchMiddleware {
	const answers = new Map( Object.entries( preload ) );
	return ( options, next ) => {
		const { path, method = 'GET', parse = true } = options;
		const answer = typeof path === 'string' ? answers.get( path ) : null;
		if ( method !== 'GET' || ! parse || ! isRecord( answer ) ) {
			return next( options );
		}
		answers.delete( path as string );
		return Promise.resolve( answer.body );
	};
}
