/** Sends a signup to Constant Contact Forms (docs/forms.md#constant-contact-protocol). */
import { NEWSLETTER_MESSAGES, httpStatusMessage } from './messages';
import { ajaxPostAfter, type SubmitServices } from '../api/ajaxPost';
import { isRecord } from '../api/isRecord';
import { htmlToText } from '../content/sections';
import type { NewsletterFormConfig, NewsletterSubscriber } from './types';

export const NEWSLETTER_SUBMIT_TIMEOUT_MS = 20000;

/**
 * A signup leaves no sooner than this after the configuration arrived: the
 * plugin calls one within 5 s of the form's render "not human".
 */
export const NEWSLETTER_MIN_DELAY_MS = 6000;

export type NewsletterOutcome =
	| { ok: true; message: string }
	/** `refused`: the plugin said no (maybe an old verify key). */
	| { ok: false; message: string; refused?: true };

/** How long a signup must still wait before it may leave. */
export function newsletterHoldMs( loadedAt: number, now: number ): number {
	return Math.max( 0, loadedAt + NEWSLETTER_MIN_DELAY_MS - now );
}

/**
 * One `key=value` piece of the plugin's `data` string: values encoded twice,
 * an email's and the key once, as the plugin decodes them.
 */
function piece( key: string, value: string, email = false ): string {
	const once = encodeURIComponent( value );
	return `${ encodeURIComponent( key ) }=${
		email ? once : encodeURIComponent( once )
	}`;
}

/** The `data` string the plugin decodes; the values are trimmed here. */
export function newsletterData(
	config: NewsletterFormConfig,
	subscriber: NewsletterSubscriber
): string {
	const { fields } = config;
	const pieces = [ piece( fields.email, subscriber.email.trim(), true ) ];
	if ( fields.firstName ) {
		pieces.push( piece( fields.firstName, subscriber.firstName.trim() ) );
	}
	if ( fields.lastName ) {
		pieces.push( piece( fields.lastName, '' ) );
	}
	if ( fields.lists ) {
		for ( const list of config.lists ?? [] ) {
			pieces.push( piece( fields.lists, list ) );
		}
	}
	if ( config.optIn ) {
		pieces.push( piece( config.optIn.name, config.optIn.value ) );
	}
	// The honeypot stays empty; the plugin ignores the remaining keys.
	pieces.push(
		piece( 'ctct_usage_field', '' ),
		piece( 'ctct-id', String( config.formId ) ),
		piece( 'ctct-verify', config.verify ),
		piece( 'ctct-instance', config.instance )
	);
	if ( config.time !== undefined ) {
		pieces.push( piece( 'ctct_time', String( config.time ) ) );
	}
	pieces.push( piece( 'ctct-submitted', '1' ) );
	return pieces.join( '&' );
}

/** The form-encoded body: `action=ctct_process_form&data=…`. */
export function newsletterBody(
	config: NewsletterFormConfig,
	subscriber: NewsletterSubscriber
): URLSearchParams {
	return new URLSearchParams( {
		action: 'ctct_process_form',
		data: newsletterData( config, subscriber ),
	} );
}

/** The plugin's answer → the outcome (docs/forms.md#newsletter-answers). */
export function readNewsletterAnswer(
	status: number,
	text: string
): NewsletterOutcome {
	if ( status < 200 || status >= 300 ) {
		return { ok: false, message: httpStatusMessage( status ) };
	}
	let answer: unknown;
	try {
		answer = JSON.parse( text );
	} catch {
		// The plugin's bare `0` (no data, or an API error).
		return { ok: false, message: NEWSLETTER_MESSAGES.generic };
	}
	if ( ! isRecord( answer ) || ! ( 'status' in answer ) ) {
		return { ok: false, message: NEWSLETTER_MESSAGES.generic };
	}
	const { status: outcome, message } = answer;
	// The plugin's messages may hold markup or entities: shown as text, never as tags.
	const text2 = typeof message === 'string' ? htmlToText( message ) : '';
	if ( typeof outcome === 'string' && outcome.toLowerCase() === 'success' ) {
		return { ok: true, message: text2 || NEWSLETTER_MESSAGES.success };
	}
	return {
		ok: false,
		message: text2 || NEWSLETTER_MESSAGES.provider,
		refused: true,
	};
}

/** Whether a reloaded configuration is another form; the render time, new on every load, is not compared. */
export function newsletterConfigChanged(
	used: NewsletterFormConfig,
	fresh: NewsletterFormConfig
): boolean {
	const form = ( { time, ...rest }: NewsletterFormConfig ) =>
		JSON.stringify( rest );
	return form( used ) !== form( fresh );
}

/**
 * The new configuration to send again with, keeping the render time of the
 * form the visitor filled in so the "too fast" check measures the visitor.
 */
export function resendConfig(
	used: NewsletterFormConfig,
	loadedAt: number,
	fresh: NewsletterFormConfig,
	freshAt: number
): { config: NewsletterFormConfig; loadedAt: number } {
	return used.time === undefined
		? { config: fresh, loadedAt: freshAt }
		: { config: { ...fresh, time: used.time }, loadedAt };
}

export interface NewsletterSubmitDeps extends SubmitServices {
	ajaxUrl: string;
	/** When the configuration arrived (ms, the `now` clock). */
	loadedAt: number;
}

/** Sends the signup; never rejects, and sends nothing without a configuration. */
export async function submitNewsletter(
	config: NewsletterFormConfig | null,
	subscriber: NewsletterSubscriber,
	deps: NewsletterSubmitDeps
): Promise< NewsletterOutcome > {
	if ( ! config ) {
		return { ok: false, message: NEWSLETTER_MESSAGES.unavailable };
	}
	const now = deps.now ?? Date.now;
	try {
		const answer = await ajaxPostAfter( {
			url: deps.ajaxUrl,
			holdMs: newsletterHoldMs( deps.loadedAt, now() ),
			body: () => newsletterBody( config, subscriber ),
			timeoutMs: deps.timeoutMs ?? NEWSLETTER_SUBMIT_TIMEOUT_MS,
			fetch: deps.fetch,
			sleep: deps.sleep,
		} );
		return readNewsletterAnswer( answer.status, answer.text );
	} catch {
		return { ok: false, message: NEWSLETTER_MESSAGES.generic };
	}
}
