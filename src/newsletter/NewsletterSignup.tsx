import { useEffect, useRef, useState } from '@wordpress/element';
import type { FormEvent } from 'react';
import { EMAIL_PATTERN, getConfig } from '../config/config';
import type { NewsletterConfigDeps } from './formConfig';
import { NEWSLETTER_MESSAGES } from './messages';
import { submitNewsletter, type NewsletterSubmitDeps } from './submit';
import type { NewsletterSubscriber } from './types';
import { useNewsletterConfig } from './useNewsletterConfig';

interface NewsletterSignupProps {
	idPrefix: string;
	title: string;
	description: string;
	/** Replaceable in tests. */
	reads?: NewsletterConfigDeps;
	/** Replaceable in tests. */
	send?: Pick< NewsletterSubmitDeps, 'fetch' | 'now' | 'sleep' >;
}

const EMPTY: NewsletterSubscriber = { email: '', firstName: '' };

/** The status line under the form, by situation (announced politely). */
const STATUS = {
	loading: 'Loading the signup form…',
	submitting: 'Joining the VIP List…',
	success: NEWSLETTER_MESSAGES.successAnnouncement,
	missing: NEWSLETTER_MESSAGES.missing,
	failed: NEWSLETTER_MESSAGES.loadFailed,
} as const;

/**
 * The VIP newsletter signup block (spec §2, §4, §5): loading configuration →
 * ready → submitting → success or an error banner; disabled while loading,
 * while submitting and without a configuration; what was typed stays on
 * any error.
 *
 * @param props             Ids, texts and (in tests) the reads and sending.
 * @param props.idPrefix    Prefix of the element ids.
 * @param props.title       Heading.
 * @param props.description Text under the heading.
 * @param props.reads       The configuration reads.
 * @param props.send        How the signup is sent.
 */
export function NewsletterSignup( {
	idPrefix,
	title,
	description,
	reads,
	send,
}: NewsletterSignupProps ) {
	const site = getConfig();
	const config = useNewsletterConfig( site, reads );
	const [ values, setValues ] = useState( EMPTY );
	const [ emailError, setEmailError ] = useState< string | null >( null );
	const [ banner, setBanner ] = useState< string | null >( null );
	const [ phase, setPhase ] = useState< 'idle' | 'submitting' | 'success' >(
		'idle'
	);
	const [ successMessage, setSuccessMessage ] = useState( '' );
	const [ focus, setFocus ] = useState<
		'email' | 'banner' | 'success' | null
	>( null );
	const sending = useRef( false );
	const root = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( focus ) {
			root.current
				?.querySelector< HTMLElement >( `#${ idPrefix }-${ focus }` )
				?.focus();
			setFocus( null );
		}
	}, [ focus, idPrefix ] );

	const ready = config.state === 'ready';
	const disabled = ! ready || phase === 'submitting';
	const status =
		phase === 'submitting' || phase === 'success'
			? STATUS[ phase ]
			: ( ( STATUS as Record< string, string > )[ config.state ] ?? '' );

	const change =
		( field: keyof NewsletterSubscriber ) =>
		( event: { target: { value: string } } ) => {
			setValues( { ...values, [ field ]: event.target.value } );
			if ( field === 'email' ) {
				setEmailError( null );
			}
		};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( sending.current || disabled ) {
			return;
		}
		if ( ! EMAIL_PATTERN.test( values.email.trim() ) ) {
			setEmailError( NEWSLETTER_MESSAGES.invalidEmail );
			setFocus( 'email' );
			return;
		}
		sending.current = true;
		setBanner( null );
		setPhase( 'submitting' );
		const outcome = await submitNewsletter(
			ready ? config.config : null,
			values,
			{
				ajaxUrl: site.ajaxUrl,
				loadedAt: ready ? config.loadedAt : 0,
				...send,
			}
		);
		sending.current = false;
		if ( outcome.ok ) {
			setSuccessMessage( outcome.message );
			setPhase( 'success' );
			setFocus( 'success' );
		} else {
			setBanner( outcome.message );
			setPhase( 'idle' );
			setFocus( 'banner' );
		}
	};

	const reset = () => {
		setValues( EMPTY );
		setEmailError( null );
		setBanner( null );
		setPhase( 'idle' );
		setFocus( 'email' );
	};

	return (
		<div className="newsletter" ref={ root }>
			<h2 id={ `${ idPrefix }-title` } className="newsletter__title">
				{ title }
			</h2>
			<p className="newsletter__description">{ description }</p>
			{ phase === 'success' ? (
				<div className="newsletter__success">
					<h3
						id={ `${ idPrefix }-success` }
						className="newsletter__success-title"
						tabIndex={ -1 }
					>
						Welcome to the VIP List!
					</h3>
					<p>{ successMessage }</p>
					<button
						type="button"
						className="button button--primary"
						onClick={ reset }
					>
						Subscribe another email
					</button>
				</div>
			) : (
				<form
					className="form newsletter__form"
					noValidate
					aria-labelledby={ `${ idPrefix }-title` }
					aria-busy={
						config.state === 'loading' || phase === 'submitting'
					}
					onSubmit={ submit }
				>
					{ banner && (
						<p
							id={ `${ idPrefix }-banner` }
							className="notice notice--error"
							role="alert"
							tabIndex={ -1 }
						>
							{ banner }
						</p>
					) }
					<div className="field">
						<label
							className="field__label"
							htmlFor={ `${ idPrefix }-first-name` }
						>
							First name (optional)
						</label>
						<input
							className="field__input"
							id={ `${ idPrefix }-first-name` }
							name="firstName"
							type="text"
							autoComplete="given-name"
							maxLength={ 100 }
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
							Email address
						</label>
						<input
							className="field__input"
							id={ `${ idPrefix }-email` }
							name="email"
							type="email"
							autoComplete="email"
							maxLength={ 254 }
							required
							value={ values.email }
							disabled={ disabled }
							onChange={ change( 'email' ) }
							aria-invalid={ emailError ? true : undefined }
							aria-describedby={
								emailError
									? `${ idPrefix }-email-error`
									: undefined
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
					<button
						type="submit"
						className="button button--primary"
						disabled={ disabled }
					>
						{ phase === 'submitting'
							? 'Joining…'
							: 'Join the VIP List' }
					</button>
				</form>
			) }
			<p className="newsletter__status" role="status">
				{ status }
			</p>
		</div>
	);
}
