/**
 * What a WPForms Lite answer means for the visitor (docs/forms.md#wpforms-answers),
 * read from the recordings `tests/fixtures/wp-recordings/wpforms-*.json`.
 */
import type { WpformsConfig } from '../config/config';
import { isRecord } from '../api/isRecord';
import { parseInertHtml } from '../content/inertHtml';
import { nodeToText } from '../content/sections';
import { contactRules as rules } from '../i18n/copy';
import type { ContactField } from './validation';

/** docs/forms.md#wpforms-answers: any answer we cannot use. */
export const SUBMIT_FAILED: string = rules.answers.submitFailed;

/** docs/forms.md#wpforms-token: refused for a token that is no longer valid. */
export const TOKEN_RENEWED: string = rules.answers.tokenRenewed;

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
