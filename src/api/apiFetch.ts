/**
 * REST reads through @wordpress/api-fetch (bundled), served from the answers
 * the theme preloaded into the page where it can (docs/remote-calls.md#preloading).
 */
import apiFetch from '@wordpress/api-fetch';
import { isRecord } from './isRecord';
import { preloadedAnswers, type LaterAnswers } from './preloaded';

/** Content and events reads give up after 8 s (docs/remote-calls.md#overview). */
export const READ_TIMEOUT_MS = 8000;

let configured = false;

/** Where WordPress's REST API answers: the configuration's `restUrl`. */
export interface RestRoot {
	restUrl: string;
}

/**
 * Configures api-fetch once per page view; `preload` maps path → response,
 * `later` answers what it does not hold.
 */
export function configureApiFetch(
	root: RestRoot,
	preload: unknown,
	later?: LaterAnswers
): void {
	if ( configured ) {
		return;
	}
	configured = true;
	apiFetch.use( apiFetch.createRootURLMiddleware( root.restUrl ) );
	// Registered last, so it runs first and sees the path as the app wrote it.
	apiFetch.use(
		preloadedAnswers( isRecord( preload ) ? preload : {}, later )
	);
}

/** A JSON read of a REST path (`readJson`, or a stand-in in tests). */
export type ReadJson = ( path: string ) => Promise< unknown >;

/**
 * A public read with a timeout: no cookies, no nonce (a stale nonce would earn
 * a 403 even for public data). Rejects on any failure.
 */
export function readJson(
	path: string,
	timeoutMs = READ_TIMEOUT_MS
): Promise< unknown > {
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), timeoutMs );
	return apiFetch( {
		path,
		credentials: 'omit',
		headers: { Accept: 'application/json' },
		signal: controller.signal,
	} ).finally( () => clearTimeout( timer ) );
}

/**
 * Starts a read now; a reader that throws at once becomes a rejected promise,
 * so the caller's fallback handles it like any other failure.
 */
export function startRead( read: ReadJson, path: string ): Promise< unknown > {
	try {
		return read( path );
	} catch ( error ) {
		return Promise.reject( error );
	}
}
