import { useEffect, useRef, useState } from '@wordpress/element';
import type { ChangeEvent, FormEvent } from 'react';
import { SUBJECTS } from './subjects';
import {
	contactMailto,
	EMPTY_CONTACT,
	validateContact,
	type ContactError,
	type ContactField,
	type ContactValues,
} from './validation';

/** Spec §8: the banner while the form is not connected to WPForms. */
export const UNCONFIGURED_BANNER =
	'This contact form still needs to be connected, so for now please email me directly: sending the form opens your email app with your message ready.';

interface ContactFormProps {
	/** The author's address (the drafted email's recipient). */
	to: string;
	/** Opens the drafted email (replaceable in tests). */
	openMail?: ( url: string ) => void;
}

function openInMailApp( url: string ): void {
	window.location.href = url;
}

/**
 * The contact form (spec §2, §4, §5). Until the site's WPForms form is
 * connected (its settings come with the admin screens), a valid submit opens
 * a drafted email and shows the "email the author directly" panel; every
 * value typed stays for Go Back to Form.
 *
 * @param props          The author's address and how to open the drafted email.
 * @param props.to
 * @param props.openMail
 */
export function ContactForm( {
	to,
	openMail = openInMailApp,
}: ContactFormProps ) {
	const [ values, setValues ] = useState< ContactValues >( EMPTY_CONTACT );
	const [ error, setError ] = useState< ContactError | null >( null );
	const [ mode, setMode ] = useState< 'idle' | 'fallback' >( 'idle' );
	const form = useRef< HTMLFormElement >( null );
	const panel = useRef< HTMLHeadingElement >( null );

	useEffect( () => {
		if ( error ) {
			form.current
				?.querySelector< HTMLElement >( `#contact-${ error.field }` )
				?.focus();
		}
	}, [ error ] );

	useEffect( () => {
		if ( mode === 'fallback' ) {
			panel.current?.focus();
		}
	}, [ mode ] );

	const change =
		( field: ContactField ) =>
		(
			event: ChangeEvent<
				HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
			>
		) => {
			setValues( { ...values, [ field ]: event.target.value } );
			if ( error?.field === field ) {
				setError( null );
			}
		};

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const failed = validateContact( values );
		setError( failed );
		if ( failed ) {
			return;
		}
		openMail( contactMailto( to, values ) );
		setMode( 'fallback' );
	};

	if ( mode === 'fallback' ) {
		return (
			<div className="fallback">
				<h3 className="fallback__title" tabIndex={ -1 } ref={ panel }>
					Email the Author Directly
				</h3>
				<p>Contact form integration is not configured.</p>
				<p>
					{ `Your email app should have opened with your message to ${ to }. If it did not, use Compose Email.` }
				</p>
				<div className="actions">
					<a
						className="button button--primary"
						href={ contactMailto( to, values ) }
					>
						Compose Email
					</a>
					<button
						type="button"
						className="button button--ghost"
						onClick={ () => setMode( 'idle' ) }
					>
						Go Back to Form
					</button>
				</div>
			</div>
		);
	}

	const fieldProps = ( field: ContactField ) => ( {
		id: `contact-${ field }`,
		name: field,
		className: 'field__input',
		value: values[ field ],
		onChange: change( field ),
		'aria-invalid':
			error?.field === field ? ( 'true' as const ) : undefined,
		'aria-describedby':
			error?.field === field ? `contact-${ field }-error` : undefined,
	} );
	const field = (
		name: ContactField,
		label: string,
		control: JSX.Element
	) => (
		<div className="field">
			<label className="field__label" htmlFor={ `contact-${ name }` }>
				{ label }
			</label>
			{ control }
			{ error?.field === name && (
				<p id={ `contact-${ name }-error` } className="field__error">
					{ error.message }
				</p>
			) }
		</div>
	);

	return (
		<>
			<p className="notice" role="note">
				{ UNCONFIGURED_BANNER }
			</p>
			<form
				className="form contact-form"
				noValidate
				onSubmit={ submit }
				ref={ form }
			>
				<div className="form__row">
					{ field(
						'name',
						'Name',
						<input
							{ ...fieldProps( 'name' ) }
							type="text"
							autoComplete="name"
							maxLength={ 100 }
						/>
					) }
					{ field(
						'email',
						'Email',
						<input
							{ ...fieldProps( 'email' ) }
							type="email"
							autoComplete="email"
							maxLength={ 254 }
						/>
					) }
				</div>
				{ field(
					'subject',
					'Subject',
					<select { ...fieldProps( 'subject' ) }>
						<option value="">Select a subject</option>
						{ SUBJECTS.map( ( subject ) => (
							<option key={ subject } value={ subject }>
								{ subject }
							</option>
						) ) }
					</select>
				) }
				{ field(
					'message',
					'Message',
					<textarea
						{ ...fieldProps( 'message' ) }
						rows={ 6 }
						maxLength={ 5000 }
					/>
				) }
				<button type="submit" className="button button--primary">
					Send Message
				</button>
			</form>
		</>
	);
}
