/**
 * The contact form's WPForms Lite submit (docs/forms.md#wpforms-protocol and
 * #wpforms-answers). Pure: no React. Every rule here comes from the recordings in
 * `tests/fixtures/wp-recordings/wpforms-*.json` and their README-contact.md.
 */
import type { WpformsConfig } from '../config/config';
import { ajaxPostAfter, type SubmitServices } from '../api/ajaxPost';
import { isRecord } from '../api/isRecord';
import { parseInertHtml } from '../content/inertHtml';
import { nodeToText } from '../content/sections';
import { contactRules as rules } from '../i18n/copy';
import {
	trimContact,
	type ContactField,
	type ContactValues,
} from './validation';

/** docs/forms.md#wpforms-answers: any answer we cannot use. */
export const SUBMIT_FAILED: string = rules.answers.submitFailed;

/** docs/forms.md#wpforms-answers: no answer at all (network error, timeout). */
export const SEND_ERROR: string = rules.answers.sendError;

/** docs/forms.md#wpforms-token: refused for a token that is no longer valid. */
export const TOKEN_RENEWED: string = rules.answers.tokenRenewed;

/** docs/remote-calls.md#overview: the contact submit's timeout. */
export const WPFORMS_TIMEOUT_MS = 20_000;

/**
 * WPForms' time limit (`WPForms_Process::time_limit_check`, 2 s by default):
 * `end_timestamp - start_timestamp` must be at least this.
 */
export const WPFORMS_MIN_SECONDS = 2;

/**
 * The honeypot's field id is this far above the highest mapped id. Every
 * `wpforms[fields][K]` whose K is not a field of the form counts as a
 * honeypot (`AntiSpam::validate`); the real form may hold more fields than
 * the four we map (the server's own honeypot takes max id + 1), so the gap
 * keeps ours clear of them.
 */
export const HONEYPOT_GAP = 1000;

const FIELD_ORDER: ContactField[] = [ 'name', 'email', 'subject', 'message' ];

export type WpformsFieldErrors = Partial< Record< ContactField, string > >;

export type WpformsOutcome =
	| { ok: true; confirmation: string }
	| {
			ok: false;
			message: string;
			fieldErrors: WpformsFieldErrors;
			/** WPForms answered and said no (not a failed request). */
			refused?: true;
	  };

/** Where and when the form is sent from. */
export interface WpformsPage {
	url: string;
	title: string;
	/** The visitor's first input in the form (ms since the epoch). */
	startedAtMs: number;
	/** The moment of sending (ms since the epoch). */
	sentAtMs: number;
}

/**
 * A name for a First Last name field: the first word, then the rest.
 *
 * A one-word name has no `last` at all. WPForms' required check fires only
 * for a sub-field that is present and empty: an empty `[last]` is refused
 * "This field is required." while a missing `[last]` key is accepted
 * (`wpforms-submit-missing-required-name-last.json`, exchanges 1 and 2).
 *
 * @param name The visitor's name.
 */
export function splitName( name: string ): { first: string; last?: string } {
	const trimmed = name.trim();
	const match = /^(\S+)\s+(\S[\s\S]*)$/.exec( trimmed );
	return match
		? { first: match[ 1 ]!, last: match[ 2 ]! }
		: { first: trimmed };
}

/**
 * The honeypot's field id: never a field of the form (see HONEYPOT_GAP).
 *
 * @param config The form's configuration.
 */
export function honeypotFieldId( config: WpformsConfig ): number {
	const { name, email, subject = 0, message } = config.fields;
	return Math.max( name, email, subject, message ) + HONEYPOT_GAP;
}

/**
 * How long to wait before sending so that WPForms' time limit passes:
 * floor(sent / 1000) − floor(started / 1000) must reach WPFORMS_MIN_SECONDS.
 * 0 when it already does.
 *
 * @param startedAtMs The visitor's first input.
 * @param nowMs       Now.
 */
export function wpformsHoldMs( startedAtMs: number, nowMs: number ): number {
	const earliest =
		( Math.floor( startedAtMs / 1000 ) + WPFORMS_MIN_SECONDS ) * 1000;
	return Math.max( 0, earliest - nowMs );
}

/**
 * The multipart body WPForms' own script posts, without the optional parts
 * (analytics, url_referer, page_id, post_id). Line breaks are sent as CRLF,
 * as a browser sends a textarea.
 *
 * @param config The form's configuration.
 * @param values What the visitor typed (trimmed here).
 * @param page   Page address, title and the two moments.
 */
export function wpformsFormData(
	config: WpformsConfig,
	values: ContactValues,
	page: WpformsPage
): FormData {
	const v = trimContact( values );
	const { fields } = config;
	const field = ( id: number, sub = '' ) =>
		`wpforms[fields][${ id }]${ sub ? `[${ sub }]` : '' }`;
	const data = new FormData();
	data.append( 'action', 'wpforms_submit' );
	data.append( 'form_id', String( config.formId ) );
	data.append( 'wpforms[id]', String( config.formId ) );
	if ( config.nameFormat === 'first-last' ) {
		const { first, last } = splitName( v.name );
		data.append( field( fields.name, 'first' ), first );
		if ( last !== undefined ) {
			data.append( field( fields.name, 'last' ), last );
		}
	} else {
		data.append( field( fields.name ), v.name );
	}
	data.append( field( fields.email ), v.email );
	let message = v.message;
	if ( fields.subject ) {
		// A select is submitted by its choice label.
		data.append( field( fields.subject ), v.subject );
	} else {
		message = `Subject: ${ v.subject }\n${ message }`;
	}
	data.append( field( fields.message ), message.replace( /\r?\n/g, '\r\n' ) );
	data.append( field( honeypotFieldId( config ) ), '' );
	data.append( 'page_title', page.title );
	data.append( 'page_url', page.url );
	data.append( 'wpforms[submit]', 'wpforms-submit' );
	if ( config.token ) {
		data.append( 'wpforms[token]', config.token );
	}
	if ( config.nonce ) {
		data.append( 'wpforms[nonce]', config.nonce );
	}
	data.append(
		'start_timestamp',
		String( Math.floor( page.startedAtMs / 1000 ) )
	);
	data.append(
		'end_timestamp',
		String( Math.floor( page.sentAtMs / 1000 ) )
	);
	return data;
}

/**
 * Plain text of an HTML snippet from WPForms: its paragraphs, one line each
 * (line breaks kept, blank lines dropped), or its whole text when it has
 * none (text beside the paragraphs, such as the screen-reader label of an
 * error box, is left out). Read by the app's one HTML-to-text reading
 * (nodeToText), parsed inertly, never put in the page as HTML.
 *
 * @param html The snippet.
 */
function wpformsText( html: string ): string {
	const doc = parseInertHtml( html );
	const paragraphs = Array.from( doc.querySelectorAll( 'p' ) );
	const blocks = paragraphs.length ? paragraphs : [ doc.body ];
	return blocks
		.flatMap( ( block ) => nodeToText( block ).split( '\n' ) )
		.map( ( line ) => line.replace( /\s+/g, ' ' ).trim() )
		.filter( ( line ) => line !== '' )
		.join( '\n' );
}

function textOf( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return wpformsText( value );
	}
	if ( isRecord( value ) ) {
		// A sub-field error: { first: "…", last: "…" }; one line is enough.
		return Object.values( value ).map( textOf ).find( Boolean ) ?? '';
	}
	return '';
}

/**
 * Field errors keyed by input name (`wpforms[fields][2]`,
 * `wpforms[fields][1][last]`), mapped back to the form's four fields.
 *
 * @param config The form's configuration.
 * @param raw    `data.errors.field`.
 */
function fieldErrorsOf( config: WpformsConfig, raw: unknown ) {
	const errors: WpformsFieldErrors = {};
	if ( ! isRecord( raw ) ) {
		return errors;
	}
	for ( const [ key, value ] of Object.entries( raw ) ) {
		const id = Number( /^wpforms\[fields\]\[(\d+)\]/.exec( key )?.[ 1 ] );
		const name = FIELD_ORDER.find( ( f ) => config.fields[ f ] === id );
		const text = textOf( value );
		if ( name && text && ! errors[ name ] ) {
			errors[ name ] = text;
		}
	}
	return errors;
}

/**
 * What a WPForms answer means for the visitor.
 *
 * @param status      HTTP status.
 * @param contentType The Content-Type header.
 * @param body        The body as text.
 * @param config      The form's configuration (its field ids).
 */
export function readWpformsAnswer(
	status: number,
	contentType: string,
	body: string,
	config: WpformsConfig
): WpformsOutcome {
	const failed: WpformsOutcome = {
		ok: false,
		message: SUBMIT_FAILED,
		fieldErrors: {},
	};
	if ( status < 200 || status > 299 ) {
		return failed;
	}
	if ( ! /json/i.test( contentType ) && ! /^\s*\{/.test( body ) ) {
		return failed;
	}
	let answer: unknown;
	try {
		answer = JSON.parse( body );
	} catch {
		return failed;
	}
	if ( ! isRecord( answer ) || typeof answer.success !== 'boolean' ) {
		return failed;
	}
	const data = isRecord( answer.data ) ? answer.data : {};
	if ( answer.success ) {
		// A message confirmation, the AMP branch's data.message, or nothing:
		// the honeypot's fake success and a redirect answer (redirect_url).
		const confirmation = isRecord( data.confirmation )
			? textOf( data.confirmation.message )
			: textOf( data.confirmation );
		return {
			ok: true,
			confirmation: confirmation || textOf( data.message ),
		};
	}
	const errors = isRecord( data.errors ) ? data.errors : {};
	const general = isRecord( errors.general )
		? Object.values( errors.general ).map( textOf ).filter( Boolean )
		: [];
	return {
		ok: false,
		message: general.length ? general.join( '\n' ) : SUBMIT_FAILED,
		fieldErrors: fieldErrorsOf( config, errors.field ),
		refused: true,
	};
}

/**
 * The first of the form's fields (in form order) that has an error.
 *
 * @param errors Errors by field.
 */
export function firstErrorField(
	errors: WpformsFieldErrors
): ContactField | undefined {
	return FIELD_ORDER.find( ( f ) => errors[ f ] );
}

export interface WpformsSubmitOptions extends SubmitServices {
	ajaxUrl: string;
	pageUrl: string;
	pageTitle: string;
	/** The visitor's first input in the form (ms since the epoch). */
	startedAtMs: number;
}

/**
 * Sends the message to the author's WPForms form. Never rejects: every
 * failure is an outcome with the visitor's message.
 *
 * @param config  The form's configuration.
 * @param values  What the visitor typed.
 * @param options Endpoint, page, first-input moment and replaceable services.
 */
export async function submitWpforms(
	config: WpformsConfig,
	values: ContactValues,
	options: WpformsSubmitOptions
): Promise< WpformsOutcome > {
	const now = options.now ?? Date.now;
	try {
		const answer = await ajaxPostAfter( {
			url: options.ajaxUrl,
			holdMs: wpformsHoldMs( options.startedAtMs, now() ),
			body: () =>
				wpformsFormData( config, values, {
					url: options.pageUrl,
					title: options.pageTitle,
					startedAtMs: options.startedAtMs,
					sentAtMs: now(),
				} ),
			timeoutMs: options.timeoutMs ?? WPFORMS_TIMEOUT_MS,
			fetch: options.fetch,
			sleep: options.sleep,
		} );
		return readWpformsAnswer(
			answer.status,
			answer.contentType,
			answer.text,
			config
		);
	} catch {
		return { ok: false, message: SEND_ERROR, fieldErrors: {} };
	}
}
