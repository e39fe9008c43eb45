/** The contact form's checks (docs/forms.md#contact-validation). */
import { EMAIL_PATTERN } from '../config/values';
import { contactRules as rules } from '../i18n/copy';

export interface ContactValues {
	name: string;
	email: string;
	subject: string;
	message: string;
}

export type ContactField = keyof ContactValues;

export interface ContactError {
	field: ContactField;
	message: string;
}

/** The shortest message accepted. */
export const MESSAGE_MIN_LENGTH: number = rules.messageMinLength;

export const EMPTY_CONTACT: ContactValues = {
	name: '',
	email: '',
	subject: '',
	message: '',
};

/** Every value trimmed. */
export function trimContact( values: ContactValues ): ContactValues {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		subject: values.subject.trim(),
		message: values.message.trim(),
	};
}

/** The first failing check, or null when the message can be sent. */
export function validateContact( values: ContactValues ): ContactError | null {
	const v = trimContact( values );
	// inc/forms/post.php runs the same checks without the app.
	const text = rules.errors;
	const checks: Array< [ boolean, ContactField, string ] > = [
		[ v.name === '', 'name', text.nameRequired ],
		[ v.email === '', 'email', text.emailRequired ],
		[ v.subject === '', 'subject', text.subjectRequired ],
		[ v.message === '', 'message', text.messageRequired ],
		[ ! EMAIL_PATTERN.test( v.email ), 'email', text.emailInvalid ],
		[
			v.message.length < MESSAGE_MIN_LENGTH,
			'message',
			text.messageTooShort,
		],
	];
	const failed = checks.find( ( [ fails ] ) => fails );
	return failed ? { field: failed[ 1 ], message: failed[ 2 ] } : null;
}

/**
 * A drafted email to the author (the fallback while the form is not
 * connected); line breaks as CRLF (RFC 6068).
 */
export function contactMailto( to: string, values: ContactValues ): string {
	const v = trimContact( values );
	const body = `${ v.message }\n\n— ${ v.name } <${ v.email }>`.replace(
		/\r?\n/g,
		'\r\n'
	);
	return `mailto:${ encodeURIComponent( to ).replace( '%40', '@' ) }?subject=${ encodeURIComponent(
		v.subject
	) }&body=${ encodeURIComponent( body ) }`;
}
