/**
 * Where the newsletter form's configuration comes from: the forms list, the
 * block renderer (editors only), then the theme's configuration file
 * (docs/forms.md#newsletter-configuration).
 */
import type { AuthorSiteConfig } from '../config/config';
import { positiveInt } from '../config/values';
import { isRecord } from '../api/isRecord';
import { parseNewsletterFormHtml } from './formHtml';
import type { NewsletterFormConfig } from './types';

export const NEWSLETTER_FORMS_PER_PAGE = 5;

export type NewsletterConfigResult =
	| {
			state: 'ready';
			config: NewsletterFormConfig;
			/** When it arrived (ms, the `now` clock). */
			loadedAt: number;
	  }
	| { state: 'missing' }
	| { state: 'failed' };

export interface ConfigFileAnswer {
	status: number;
	contentType: string;
	text: string;
}

export interface NewsletterConfigDeps {
	/** A public REST read (no cookies); rejects on any failure. */
	readPublic: ( url: string ) => Promise< unknown >;
	/** A REST read with the editor's cookies and nonce; rejects on any failure. */
	readAsEditor: ( url: string, nonce: string ) => Promise< unknown >;
	/** GET of the configuration file; rejects only when no answer came. */
	readConfigFile: ( url: string ) => Promise< ConfigFileAnswer >;
	warn: ( message: string ) => void;
	now: () => number;
}

export const EMPTY_VERIFY_WARNING =
	'The newsletter form configuration has an empty verify value; Constant Contact Forms may refuse signups until the form is saved again.';

const nonEmpty = ( value: unknown ): value is string =>
	typeof value === 'string' && value.trim() !== '';

/** The URL of a REST route in the `?rest_route=` form (works with any permalink setting). */
export function restRouteUrl( homeUrl: string, route: string ): string {
	return `${ homeUrl.replace( /\/?$/, '/' ) }?rest_route=${ route }`;
}

/**
 * Step 1's answer → the chosen form id, or undefined. With `only` (a form a
 * page names), that form when listed, never another.
 */
export function chooseForm(
	answer: unknown,
	preferred: number | null,
	only: number | null = null
): number | undefined {
	if ( ! Array.isArray( answer ) ) {
		return undefined;
	}
	const ids = answer
		.map( ( form ) =>
			isRecord( form ) ? positiveInt( form.id ) : undefined
		)
		.filter( ( form ): form is number => form !== undefined );
	if ( only !== null ) {
		return ids.includes( only ) ? only : undefined;
	}
	return preferred !== null && ids.includes( preferred )
		? preferred
		: ids[ 0 ];
}

/** The configuration file's JSON → a configuration, or null without `formId` or `fields.email`. */
export function parseNewsletterConfigJson(
	value: unknown
): NewsletterFormConfig | null {
	if ( ! isRecord( value ) || ! isRecord( value.fields ) ) {
		return null;
	}
	const formId = positiveInt( value.formId );
	const { email, firstName, lastName, lists: listsField } = value.fields;
	if ( ! formId || ! nonEmpty( email ) ) {
		return null;
	}
	const lists = Array.isArray( value.lists )
		? value.lists.filter( nonEmpty )
		: [];
	const time =
		typeof value.time === 'number' && Number.isSafeInteger( value.time )
			? value.time
			: positiveInt( value.time );
	const instance =
		typeof value.instance === 'number'
			? String( value.instance )
			: value.instance;
	const optIn = isRecord( value.optIn ) ? value.optIn : undefined;
	return {
		formId,
		verify: typeof value.verify === 'string' ? value.verify : '',
		instance: typeof instance === 'string' ? instance : '0',
		...( time !== undefined ? { time } : {} ),
		fields: {
			email,
			...( nonEmpty( firstName ) ? { firstName } : {} ),
			...( nonEmpty( lastName ) ? { lastName } : {} ),
			...( lists.length && nonEmpty( listsField )
				? { lists: listsField }
				: {} ),
		},
		...( lists.length && nonEmpty( listsField ) ? { lists } : {} ),
		...( optIn && nonEmpty( optIn.name )
			? {
					optIn: {
						name: optIn.name,
						value: nonEmpty( optIn.value ) ? optIn.value : '1',
					},
				}
			: {} ),
	};
}

/**
 * The configuration file's address with a query of its own, which no page
 * cache shares (docs/caching.md), so the verify key is never an old one.
 */
export function freshConfigUrl( url: string, now: number ): string {
	return `${ url }${ url.includes( '?' ) ? '&' : '?' }_=${ now }`;
}

/** The configuration file's address for a form a page names (null: the site's form). */
export function formConfigUrl( url: string, formId: number | null ): string {
	return formId === null
		? url
		: `${ url }${ url.includes( '?' ) ? '&' : '?' }form=${ formId }`;
}

/** Step 3: the configuration file. */
async function fromConfigFile(
	site: AuthorSiteConfig,
	deps: NewsletterConfigDeps,
	formId: number | null
): Promise< NewsletterFormConfig | 'missing' | 'failed' > {
	let answer: ConfigFileAnswer;
	try {
		answer = await deps.readConfigFile(
			freshConfigUrl(
				formConfigUrl( site.newsletter.configUrl, formId ),
				deps.now()
			)
		);
	} catch {
		return 'failed';
	}
	if ( answer.status >= 500 ) {
		return 'failed';
	}
	if (
		answer.status < 200 ||
		answer.status >= 300 ||
		! /\bjson\b/i.test( answer.contentType )
	) {
		return 'missing';
	}
	let json: unknown;
	try {
		json = JSON.parse( answer.text );
	} catch {
		return 'failed';
	}
	return parseNewsletterConfigJson( json ) ?? 'missing';
}

/**
 * Runs the three steps (docs/forms.md#newsletter-configuration) for the
 * site's form, or for the form a page names (`formId`).
 */
export async function loadNewsletterConfig(
	site: AuthorSiteConfig,
	deps: NewsletterConfigDeps,
	formId: number | null = null
): Promise< NewsletterConfigResult > {
	if ( ! site.newsletter.available ) {
		return { state: 'missing' };
	}
	const ready = ( config: NewsletterFormConfig ): NewsletterConfigResult => {
		if ( config.verify === '' ) {
			deps.warn( EMPTY_VERIFY_WARNING );
		}
		return { state: 'ready', config, loadedAt: deps.now() };
	};

	// A visitor has no nonce for step 2, so step 3 leaves with step 1.
	let list: Promise< unknown >;
	try {
		list = deps.readPublic(
			restRouteUrl(
				site.homeUrl,
				`/wp/v2/ctct_forms&per_page=${ NEWSLETTER_FORMS_PER_PAGE }&status=publish${
					formId === null ? '' : `&include=${ formId }`
				}`
			)
		);
	} catch ( error ) {
		list = Promise.reject( error );
	}
	const early = site.restNonce ? null : fromConfigFile( site, deps, formId );
	let chosen: number | undefined;
	try {
		chosen = chooseForm( await list, site.newsletter.formId, formId );
	} catch {
		chosen = undefined;
	}

	if ( chosen !== undefined && site.restNonce ) {
		try {
			const answer = await deps.readAsEditor(
				restRouteUrl(
					site.homeUrl,
					`/wp/v2/block-renderer/constant-contact/single-contact-form&context=edit&attributes[selectedForm]=${ chosen }&attributes[displayTitle]=false`
				),
				site.restNonce
			);
			const config = parseNewsletterFormHtml(
				isRecord( answer ) ? answer.rendered : undefined
			);
			if ( config ) {
				return ready( config );
			}
		} catch {
			// Step 3 below.
		}
	}

	const fallback = await ( early ?? fromConfigFile( site, deps, formId ) );
	return typeof fallback === 'string'
		? { state: fallback }
		: ready( fallback );
}
