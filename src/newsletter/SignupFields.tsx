/**
 * A signup block's two fields: first name and email.
 */
import limits from '../forms/limits.json';
import { newsletterCopy as copy } from '../i18n/copy';
import type { NewsletterSubscriber } from './types';

/** Each field's `maxlength`, the server's limit too (docs/forms.md#limits). */
const MAX = limits.fields.newsletter;

interface SignupFieldsProps {
	idPrefix: string;
	values: NewsletterSubscriber;
	emailError: string | null;
	disabled: boolean;
	change: (
		field: keyof NewsletterSubscriber
	) => ( event: { target: { value: string } } ) => void;
}

/** The first name and email fields. */
export function SignupFields( {
	idPrefix,
	values,
	emailError,
	disabled,
	change,
}: SignupFieldsProps ) {
	return (
		<>
			<div className="field">
				<label
					className="field__label"
					htmlFor={ `${ idPrefix }-first-name` }
				>
					{ copy.fields.firstName }
				</label>
				<input
					className="field__input"
					id={ `${ idPrefix }-first-name` }
					name="firstName"
					type="text"
					autoComplete="given-name"
					maxLength={ MAX.firstName }
					value={ values.firstName }
					disabled={ disabled }
					onChange={ change( 'firstName' ) }
				/>
			</div>
			<div className="field">
				<label
					className="field__label"
					htmlFor={ `${ idPrefix }-email` }
				>
					{ copy.fields.email }
				</label>
				<input
					className="field__input"
					id={ `${ idPrefix }-email` }
					name="email"
					type="email"
					autoComplete="email"
					maxLength={ MAX.email }
					required
					value={ values.email }
					disabled={ disabled }
					onChange={ change( 'email' ) }
					aria-invalid={ emailError ? true : undefined }
					aria-describedby={
						emailError ? `${ idPrefix }-email-error` : undefined
					}
				/>
				{ emailError && (
					<p
						id={ `${ idPrefix }-email-error` }
						className="field__error"
					>
						{ emailError }
					</p>
				) }
			</div>
		</>
	);
}
