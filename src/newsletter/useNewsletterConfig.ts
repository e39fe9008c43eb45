/**
 * The newsletter form's configuration, loaded once per page view when a
 * signup block is about to be used (docs/forms.md#when-the-configuration-loads).
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { READ_TIMEOUT_MS } from '../api/apiFetch';
import { createVisitCache } from '../api/visitCache';
import type { AuthorSiteConfig } from '../config/config';
import {
	loadNewsletterConfig,
	type ConfigFileAnswer,
	type NewsletterConfigDeps,
	type NewsletterConfigResult,
} from './formConfig';

/**
 * A GET through api-fetch whose timeout covers reading the body too. `read`
 * gets the Response whatever its status (api-fetch throws non-2xx ones).
 */
function get< T >(
	url: string,
	options: {
		credentials: RequestCredentials;
		headers: Record< string, string >;
	},
	read: ( response: Response ) => Promise< T >
): Promise< T > {
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), READ_TIMEOUT_MS );
	return apiFetch< Response, false >( {
		url,
		parse: false,
		signal: controller.signal,
		...options,
		headers: { Accept: 'application/json', ...options.headers },
	} )
		.catch( ( error: unknown ) => {
			if ( error instanceof Response ) {
				return error;
			}
			throw error;
		} )
		.then( read )
		.finally( () => clearTimeout( timer ) );
}

async function json( response: Response ): Promise< unknown > {
	if ( ! response.ok ) {
		throw new Error( `HTTP ${ response.status }` );
	}
	return response.json();
}

export const NEWSLETTER_READS: NewsletterConfigDeps = {
	readPublic: ( url ) =>
		get( url, { credentials: 'omit', headers: {} }, json ),
	readAsEditor: ( url, nonce ) =>
		get(
			url,
			{ credentials: 'include', headers: { 'X-WP-Nonce': nonce } },
			json
		),
	readConfigFile: ( url ) =>
		get(
			url,
			{ credentials: 'omit', headers: {} },
			async ( response ): Promise< ConfigFileAnswer > => ( {
				status: response.status,
				contentType: response.headers.get( 'Content-Type' ) ?? '',
				text: await response.text(),
			} )
		),
	// eslint-disable-next-line no-console
	warn: ( message ) => console.warn( message ),
	now: () => Date.now(),
};

/** A failed load is not kept, so the next block tries again. */
const cache = createVisitCache< 'config', NewsletterConfigResult >(
	( result ) => result.state !== 'failed'
);

/** Loads the configuration once per page view. */
export function sharedNewsletterConfig(
	site: AuthorSiteConfig,
	reads: NewsletterConfigDeps = NEWSLETTER_READS
): Promise< NewsletterConfigResult > {
	return cache.load( 'config', () =>
		loadNewsletterConfig( site, reads )
			// Never rejects by design; should anything still throw, it failed.
			.catch( (): NewsletterConfigResult => ( { state: 'failed' } ) )
	);
}

/** Loads the configuration again for every block (after the plugin refused a signup). */
export function reloadNewsletterConfig(
	site: AuthorSiteConfig,
	reads: NewsletterConfigDeps = NEWSLETTER_READS
): Promise< NewsletterConfigResult > {
	cache.forget( 'config' );
	return sharedNewsletterConfig( site, reads );
}

/** Forgets the loaded configuration (tests). */
export function resetNewsletterConfigForTests(): void {
	cache.reset();
}

export type NewsletterConfigState =
	NewsletterConfigResult | { state: 'loading' };

/** The configuration's state; nothing is asked until the block is `wanted`. */
export function useNewsletterConfig(
	site: AuthorSiteConfig,
	wanted: boolean,
	reads: NewsletterConfigDeps = NEWSLETTER_READS
): NewsletterConfigState {
	const [ state, setState ] = useState< NewsletterConfigState >( () => {
		if ( ! site.newsletter.available ) {
			return { state: 'missing' };
		}
		return cache.peek( 'config' ) ?? { state: 'loading' };
	} );
	const loading = state.state === 'loading';
	useEffect( () => {
		if ( ! loading || ! wanted ) {
			return;
		}
		let live = true;
		sharedNewsletterConfig( site, reads ).then( ( result ) => {
			if ( live ) {
				setState( result );
			}
		} );
		return () => {
			live = false;
		};
	}, [ loading, wanted, site, reads ] );
	return state;
}
