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
const cache = createVisitCache< string, NewsletterConfigResult >(
	( result ) => result.state !== 'failed'
);

/** The cache's key of a form: the site's, or one a page names. */
function keyOf( formId: number | null ): string {
	return formId === null ? 'config' : `config:${ formId }`;
}

/** Loads a form's configuration once per page view (null: the site's form). */
export function sharedNewsletterConfig(
	site: AuthorSiteConfig,
	reads: NewsletterConfigDeps = NEWSLETTER_READS,
	formId: number | null = null
): Promise< NewsletterConfigResult > {
	return cache.load( keyOf( formId ), () =>
		loadNewsletterConfig( site, reads, formId )
			// Never rejects by design; should anything still throw, it failed.
			.catch( (): NewsletterConfigResult => ( { state: 'failed' } ) )
	);
}

/** Loads a form's configuration again for every block (after the plugin refused a signup). */
export function reloadNewsletterConfig(
	site: AuthorSiteConfig,
	reads: NewsletterConfigDeps = NEWSLETTER_READS,
	formId: number | null = null
): Promise< NewsletterConfigResult > {
	cache.forget( keyOf( formId ) );
	return sharedNewsletterConfig( site, reads, formId );
}

/** Forgets the loaded configuration (tests). */
export function resetNewsletterConfigForTests(): void {
	cache.reset();
}

export type NewsletterConfigState =
	NewsletterConfigResult | { state: 'loading' };

/**
 * A form's configuration state (null: the site's form); nothing is asked
 * until the block is `wanted`.
 */
export function useNewsletterConfig(
	site: AuthorSiteConfig,
	wanted: boolean,
	reads: NewsletterConfigDeps = NEWSLETTER_READS,
	formId: number | null = null
): NewsletterConfigState {
	const [ state, setState ] = useState< NewsletterConfigState >( () => {
		if ( ! site.newsletter.available ) {
			return { state: 'missing' };
		}
		return cache.peek( keyOf( formId ) ) ?? { state: 'loading' };
	} );
	const loading = state.state === 'loading';
	useEffect( () => {
		if ( ! loading || ! wanted ) {
			return;
		}
		let live = true;
		sharedNewsletterConfig( site, reads, formId ).then( ( result ) => {
			if ( live ) {
				setState( result );
			}
		} );
		return () => {
			live = false;
		};
	}, [ loading, wanted, site, reads, formId ] );
	return state;
}
