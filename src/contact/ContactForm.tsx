import { useEffect, useRef, useState } from '@wordpress/element';
import type { ChangeEvent, FormEvent } from 'react';
import type { WpformsConfig } from '../config/config';
import { SUBJECTS } from './subjects';
import {
	contactMailto,
	EMPTY_CONTACT,
	validateContact,
	type ContactField,
	type ContactValues,
} from './validation';
import {
	firstErrorField,
	submitWpforms,
	type WpformsFieldErrors,
	type WpformsSubmitOptions,
} from './wpforms';

/** Spec §8: the banner while the form is not connected to WPForms. */
export const UNCONFIGURED_BANNER =
	'This contact form still needs to be connected, so for now please email me directly: sending the form opens your email app with your message ready.';

/** The success panel's line when WPForms sends no confirmation text. */
export const DEFAULT_CONFIRMATION =
	'Thank you for your message. I will get back to you soon.';

interface ContactFormProps {
	/** The author's address (the drafted email's recipient). */
	to: string;
	/** Opens the drafted email (replaceable in tests). */
	openMail?: ( url: string ) => void;
	/** The author's WPForms form; null: the drafted-email fallback. */
	wpforms?: WpformsConfig | null;
	/** WordPress's admin-ajax.php. */
	ajaxUrl?: string;
	/** Replaceable services of the submit (tests). */
	services?: Pick< WpformsSubmitOptions, 'fetch' | 'now' | 'sleep' >;
}

type Mode = 'idle' | 'submitting' | 'success' | 'fallback';
type FocusTarget = ContactField | 'banner' | 'panel';

function openInMailApp( url: string ): void {
	window.location.href = url;
}

/**
 * The contact form (spec §2, §4, §5). Connected to the author's WPForms form,
 * a valid submit sends the message (src/contact/wpforms.ts) and shows Message
 * Sent; a refusal keeps every value and shows the errors. Not connected, a
 * valid submit opens a drafted email and shows the "email the author
 * directly" panel; every value typed stays for Go Back to Form.
 *
 * @param props          The author's address, the WPForms form and services.
 * @param props.to
 * @param props.openMail
 * @param props.wpforms
 * @param props.ajaxUrl
 * @param props.services
 */
export function ContactForm( {
	to,
	openMail = openInMailApp,
	wpforms = null,
	ajaxUrl = '/wp-admin/admin-ajax.php',
	services = {},
}: ContactFormProps ) {
	const [ values, setValues ] = useState< ContactValues >( EMPTY_CONTACT );
	const [ errors, setErrors ] = useState< WpformsFieldErrors >( {} );
	const [ banner, setBanner ] = useState< string | null >( null );
	const [ confirmation, setConfirmation ] = useState( '' );
	const [ mode, setMode ] = useState< Mode >( 'idle' );
	const [ focus, setFocus ] = useState< { target: FocusTarget } | null >(
		null
	);
	const form = useRef< HTMLFormElement >( null );
	const panel = useRef< HTMLHeadingElement >( null );
	const bannerRef = useRef< HTMLParagraphElement >( null );
	const sending = useRef( false );
	const startedAt = useRef< number | null >( null );
	const now = services.now ?? Date.now;

	useEffect( () => {
		const target = focus?.target;
		if ( target === 'panel' ) {
			panel.current?.focus();
		} else if ( target === 'banner' ) {
			bannerRef.current?.focus();
		} else if ( target ) {
			form.current
				?.querySelector< HTMLElement >( `#contact-${ target }` )
				?.focus();
		}
	}, [ focus ] );

	const change =
		( field: ContactField ) =>
		(
			event: ChangeEvent<
				HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
			>
		) => {
			startedAt.current ??= now();
			setValues( { ...values, [ field ]: event.target.value } );
			if ( errors[ field ] ) {
				setErrors( { ...errors, [ field ]: undefined } );
			}
		};

	const send = async ( config: WpformsConfig ) => {
		sending.current = true;
		setBanner( null );
		setMode( 'submitting' );
		const outcome = await submitWpforms( config, values, {
			...services,
			ajaxUrl,
			pageUrl: window.location.href,
			pageTitle: document.title,
			startedAtMs: startedAt.current ?? now(),
		} );
		sending.current = false;
		if ( outcome.ok ) {
			setConfirmation( outcome.confirmation );
			setMode( 'success' );
			setFocus( { target: 'panel' } );
			return;
		}
		setErrors( outcome.fieldErrors );
		setBanner( outcome.message );
		setMode( 'idle' );
		setFocus( {
			target: firstErrorField( outcome.fieldErrors ) ?? 'banner',
		} );
	};

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( sending.current ) {
			return;
		}
		const failed = validateContact( values );
		setErrors( failed ? { [ failed.field ]: failed.message } : {} );
		if ( failed ) {
			setFocus( { target: failed.field } );
			return;
		}
		if ( wpforms ) {
			send( wpforms );
			return;
		}
		openMail( contactMailto( to, values ) );
		setMode( 'fallback' );
		setFocus( { target: 'panel' } );
	};

	const startAgain = () => {
		setValues( EMPTY_CONTACT );
		setErrors( {} );
		setBanner( null );
		startedAt.current = null;
		setMode( 'idle' );
		setFocus( { target: 'name' } );
	};

	if ( mode === 'success' ) {
		return (
			<div className="fallback">
				<h3 className="fallback__title" tabIndex={ -1 } ref={ panel }>
					Message Sent
				</h3>
				{ ( confirmation || DEFAULT_CONFIRMATION )
					.split( '\n' )
					.map( ( line, index ) => (
						<p key={ index }>{ line }</p>
					) ) }
				<div className="actions">
					<button
						type="button"
						className="button button--primary"
						onClick={ startAgain }
					>
						Send Another Message
					</button>
				</div>
			</div>
		);
	}

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
		'aria-invalid': errors[ field ] ? ( 'true' as const ) : undefined,
		'aria-describedby': errors[ field ]
			? `contact-${ field }-error`
			: undefined,
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
			{ errors[ name ] && (
				<p id={ `contact-${ name }-error` } className="field__error">
					{ errors[ name ] }
				</p>
			) }
		</div>
	);

	return (
		<>
			{ ! wpforms && (
				<p className="notice" role="note">
					{ UNCONFIGURED_BANNER }
				</p>
			) }
			{ banner && (
				<p
					className="notice notice--error"
					role="alert"
					tabIndex={ -1 }
					ref={ bannerRef }
				>
					{ banner }
				</p>
			) }
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
				<button
					type="submit"
					className="button button--primary"
					disabled={ mode === 'submitting' }
					aria-busy={ mode === 'submitting' ? 'true' : undefined }
				>
					{ mode === 'submitting' ? 'Sending…' : 'Send Message' }
				</button>
			</form>
		</>
	);
}
