/**
 * The contact form's checks (docs/forms.md#contact-validation): values trimmed, six checks in order,
 * only the first failure reported. Pure: no React.
 */
import { EMAIL_PATTERN } from '../config/config';
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

/** docs/forms.md#contact-validation: the shortest message accepted. */
export const MESSAGE_MIN_LENGTH: number = rules.messageMinLength;

export const EMPTY_CONTACT: ContactValues = {
	name: '',
	email: '',
	subject: '',
	message: '',
};

/**
 * Every value trimmed.
 *
 * @param values What the visitor typed.
 */
export function trimContact( values: ContactValues ): ContactValues {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		subject: values.subject.trim(),
		message: values.message.trim(),
	};
}

/**
 * The first failing check, or null when the message can be sent.
 *
 * @param values What the visitor typed.
 */
export function validateContact( values: ContactValues ): ContactError | null {
	const v = trimContact( values );
	// The same checks and texts without the app: inc/forms-post.php reads
	// ./rules.json too.
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
 * A drafted email to the author (the form's fallback while it is not
 * connected): subject and body filled in, every part percent-encoded, line
 * breaks as CRLF (RFC 6068).
 *
 * @param to     The author's address.
 * @param values What the visitor typed.
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
