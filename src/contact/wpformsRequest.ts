/**
 * The contact form's WPForms Lite request (docs/forms.md#wpforms-protocol):
 * the fields WPForms' own form posts, its time limit and a honeypot. Every
 * rule comes from the recordings `tests/fixtures/wp-recordings/wpforms-*.json`.
 */
import type { WpformsConfig } from '../config/config';
import { trimContact, type ContactValues } from './validation';

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
