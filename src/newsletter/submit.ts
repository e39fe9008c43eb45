/**
 * Sends a signup to the Constant Contact Forms plugin
 * (docs/forms.md#constant-contact-protocol) and reads its answer. Pure apart from the
 * `fetch` and clocks passed in. Never rejects.
 */
import { NEWSLETTER_MESSAGES, httpStatusMessage } from './messages';
import { ajaxPostAfter, type SubmitServices } from '../api/ajaxPost';
import { isRecord } from '../api/isRecord';
import { htmlToText } from '../content/sections';
import type { NewsletterFormConfig, NewsletterSubscriber } from './types';

/** docs/remote-calls.md#overview: a submit gives up after 20 s. */
export const NEWSLETTER_SUBMIT_TIMEOUT_MS = 20000;

/**
 * The plugin calls a signup that arrives 5 s or less after it rendered the
 * form "not human" (`current_time() - ctct_time <= 5`, whole seconds). The
 * form was rendered at the latest when its configuration arrived, so a
 * signup leaves no sooner than 6 s after that: a fast typist waits a moment
 * (the form shows it is sending) instead of being refused, and the plugin's
 * check stays on for everybody else.
 */
export const NEWSLETTER_MIN_DELAY_MS = 6000;

export type NewsletterOutcome =
	| { ok: true; message: string }
	/**
	 * `refused`: the plugin answered and said no (it may hold an old verify
	 * key: useNewsletterSignup asks for the configuration again).
	 */
	| { ok: false; message: string; refused?: true };

/**
 * How long a signup must still wait before it may leave.
 *
 * @param loadedAt When the configuration arrived (ms).
 * @param now      Now (ms, same clock).
 */
export function newsletterHoldMs( loadedAt: number, now: number ): number {
	return Math.max( 0, loadedAt + NEWSLETTER_MIN_DELAY_MS - now );
}

/**
 * One `key=value` piece of the plugin's `data` string. The plugin splits
 * `data` at `&`, URL-decodes each piece, splits it at the first `=`, then
 * URL-decodes every value but an email's once more. So a value is encoded
 * twice (a `+` typed in a name arrives as `+`, not as a space), an email
 * once, a key once.
 *
 * @param key   Input name.
 * @param value Value.
 * @param email Whether the plugin decodes this value only once.
 */
function piece( key: string, value: string, email = false ): string {
	const once = encodeURIComponent( value );
	return `${ encodeURIComponent( key ) }=${
		email ? once : encodeURIComponent( once )
	}`;
}

/**
 * The `data` string the plugin decodes (README-newsletter note 9).
 *
 * @param config     The form's configuration.
 * @param subscriber What the visitor typed (trimmed here).
 */
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

/**
 * The form-encoded body: `action=ctct_process_form&data=…`.
 *
 * @param config     The form's configuration.
 * @param subscriber What the visitor typed.
 */
export function newsletterBody(
	config: NewsletterFormConfig,
	subscriber: NewsletterSubscriber
): URLSearchParams {
	return new URLSearchParams( {
		action: 'ctct_process_form',
		data: newsletterData( config, subscriber ),
	} );
}

/**
 * The plugin's answer → the outcome (docs/forms.md#newsletter-answers): `{status, message}` with
 * `status` compared case-insensitively; anything else is a failure.
 *
 * @param status HTTP status.
 * @param text   Response body.
 */
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
	// The plugin's messages are the author's settings and may hold markup or
	// entities: shown as the text they mean, never as tags.
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

/**
 * Whether a configuration loaded again describes another form than the one a
 * signup was sent with (the author saved it: a new verify key, other field
 * names or lists). The render time is not compared: it is new on every load.
 *
 * @param used  The configuration the signup was sent with.
 * @param fresh The configuration loaded again.
 */
export function newsletterConfigChanged(
	used: NewsletterFormConfig,
	fresh: NewsletterFormConfig
): boolean {
	const form = ( { time, ...rest }: NewsletterFormConfig ) =>
		JSON.stringify( rest );
	return form( used ) !== form( fresh );
}

/**
 * The configuration to send again with after the form changed: the new one,
 * but with the render time of the form the visitor has been filling in, so
 * the plugin's "too fast" check measures the visitor, not the reload.
 *
 * @param used     The configuration the signup was sent with.
 * @param loadedAt When it arrived (ms).
 * @param fresh    The configuration loaded again.
 * @param freshAt  When that arrived (ms).
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

/**
 * Sends the signup: same-origin POST to admin-ajax, form-encoded, with
 * credentials. Without a configuration nothing is sent.
 *
 * @param config     The form's configuration, or null.
 * @param subscriber What the visitor typed.
 * @param deps       Where and how to send.
 */
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
