/**
 * The configuration's forms: the WPForms contact form's ids and token, and
 * what a form posted without the app answered (docs/forms.md#without-javascript).
 */
import { isRecord } from '../api/isRecord';
import type {
	AuthorSiteConfig,
	ContactResult,
	FormResult,
	WpformsConfig,
} from './types';
import { optionalString, positiveInt, text, textOrNull } from './values';

export function parseWpforms( value: unknown ): WpformsConfig | null {
	if ( ! isRecord( value ) || ! isRecord( value.fields ) ) {
		return null;
	}
	const formId = positiveInt( value.formId );
	const name = positiveInt( value.fields.name );
	const emailField = positiveInt( value.fields.email );
	const message = positiveInt( value.fields.message );
	// docs/runtime-config.md#keys: configured only with a form id and field ids for name, email and message.
	if ( ! formId || ! name || ! emailField || ! message ) {
		return null;
	}
	const subject = positiveInt( value.fields.subject );
	const config: WpformsConfig = {
		formId,
		nameFormat: value.nameFormat === 'first-last' ? 'first-last' : 'simple',
		fields: {
			name,
			email: emailField,
			message,
			...( subject ? { subject } : {} ),
		},
	};
	const token = optionalString( value.token );
	const tokenTime = positiveInt( value.tokenTime );
	const tokenLifetime = positiveInt( value.tokenLifetime );
	const nonce = optionalString( value.nonce );
	return {
		...config,
		...( token ? { token } : {} ),
		...( token && tokenTime ? { tokenTime } : {} ),
		...( token && tokenLifetime ? { tokenLifetime } : {} ),
		...( nonce ? { nonce } : {} ),
	};
}

/**
 * A form's answer printed by the server, or null when it is unusable.
 * @param value The untrusted value.
 */
export function parseFormResult( value: unknown ): FormResult | null {
	if ( ! isRecord( value ) || ! isRecord( value.values ) ) {
		return null;
	}
	const { values } = value;
	const ok = value.ok === true;
	if ( value.form === 'contact' ) {
		const raw = isRecord( value.errors ) ? value.errors : {};
		const errors: ContactResult[ 'errors' ] = {};
		for ( const field of [
			'name',
			'email',
			'subject',
			'message',
		] as const ) {
			const message = textOrNull( raw[ field ] );
			if ( message ) {
				errors[ field ] = message;
			}
		}
		return {
			form: 'contact',
			ok,
			drafted: ok && value.drafted === true,
			values: {
				name: text( values.name ),
				email: text( values.email ),
				subject: text( values.subject ),
				message: text( values.message ),
			},
			confirmation: text( value.confirmation ),
			banner: textOrNull( value.banner ),
			errors,
		};
	}
	if (
		value.form === 'newsletter' &&
		typeof value.block === 'string' &&
		/^[a-z-]{1,40}$/.test( value.block )
	) {
		return {
			form: 'newsletter',
			block: value.block,
			ok,
			values: {
				firstName: text( values.firstName ),
				email: text( values.email ),
			},
			message: text( value.message ),
			banner: textOrNull( value.banner ),
			emailError: textOrNull( value.emailError ),
		};
	}
	return null;
}

export function parseForms( value: unknown ): AuthorSiteConfig[ 'forms' ] {
	const forms = isRecord( value ) ? value : {};
	const nonce = optionalString( forms.nonce );
	return {
		token: text( forms.token ),
		...( nonce ? { nonce } : {} ),
		result: parseFormResult( forms.result ),
	};
}
