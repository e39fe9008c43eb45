/**
 * The contact form's four fields, each error linked to its control.
 */
import type { ReactNode } from 'react';
import limits from '../forms/limits.json';
import { contactCopy as copy } from '../i18n/copy';
import { SUBJECTS } from './subjects';
import type { ContactField, ContactValues } from './validation';
import type { WpformsFieldErrors } from './wpformsAnswer';
import type { ContactControlEvent } from './useContactForm';

interface ContactFieldsProps {
	values: ContactValues;
	errors: WpformsFieldErrors;
	change: ( field: ContactField ) => ( event: ContactControlEvent ) => void;
}

/** Each field's `maxlength`, the server's limit too (docs/forms.md#limits). */
const MAX = limits.fields.contact;

const TEXT_INPUTS = [
	{
		name: 'name',
		label: copy.fields.name,
		type: 'text',
		autoComplete: 'name',
		maxLength: MAX.name,
	},
	{
		name: 'email',
		label: copy.fields.email,
		type: 'email',
		autoComplete: 'email',
		maxLength: MAX.email,
	},
] as const;

interface FieldProps {
	name: ContactField;
	label: string;
	error: string | undefined;
	children: ReactNode;
}

/** One field: label, control and its error. */
function Field( { name, label, error, children }: FieldProps ) {
	return (
		<div className="field">
			<label className="field__label" htmlFor={ `contact-${ name }` }>
				{ label }
			</label>
			{ children }
			{ error && (
				<p id={ `contact-${ name }-error` } className="field__error">
					{ error }
				</p>
			) }
		</div>
	);
}

/** The four fields of the form. */
export function ContactFields( {
	values,
	errors,
	change,
}: ContactFieldsProps ) {
	const control = ( field: ContactField ) => ( {
		id: `contact-${ field }`,
		name: field,
		className: 'field__input',
		value: values[ field ],
		onChange: change( field ),
		'aria-invalid': errors[ field ] ? ( 'true' as const ) : undefined,
		'aria-describedby': errors[ field ]
			? `contact-${ field }-error`
			: undefined,
	} );
	return (
		<>
			<div className="form__row">
				{ TEXT_INPUTS.map( ( input ) => (
					<Field
						key={ input.name }
						name={ input.name }
						label={ input.label }
						error={ errors[ input.name ] }
					>
						<input
							{ ...control( input.name ) }
							type={ input.type }
							autoComplete={ input.autoComplete }
							maxLength={ input.maxLength }
						/>
					</Field>
				) ) }
			</div>
			<Field
				name="subject"
				label={ copy.fields.subject }
				error={ errors.subject }
			>
				<select { ...control( 'subject' ) }>
					<option value="">{ copy.fields.subjectPlaceholder }</option>
					{ SUBJECTS.map( ( subject ) => (
						<option key={ subject } value={ subject }>
							{ subject }
						</option>
					) ) }
				</select>
			</Field>
			<Field
				name="message"
				label={ copy.fields.message }
				error={ errors.message }
			>
				<textarea
					{ ...control( 'message' ) }
					rows={ 6 }
					maxLength={ MAX.message }
				/>
			</Field>
		</>
	);
}
