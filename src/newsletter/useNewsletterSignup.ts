/**
 * A newsletter signup block's behaviour (see docs/forms.md): the shared
 * configuration (./useNewsletterConfig.ts), the block's own state
 * (./signupReducer.ts), the submit and where focus goes. Disabled while
 * loading, while submitting and without a configuration.
 */
import { useEffect, useReducer, useRef } from '@wordpress/element';
import type { FormEvent, RefObject } from 'react';
import { EMAIL_PATTERN, getConfig } from '../config/config';
import type { NewsletterConfigDeps } from './formConfig';
import {
	INITIAL_SIGNUP_STATE,
	signupReducer,
	signupStatus,
	type SignupState,
} from './signupReducer';
import { submitNewsletter, type NewsletterSubmitDeps } from './submit';
import type { NewsletterSubscriber } from './types';
import { useNewsletterConfig } from './useNewsletterConfig';

export interface NewsletterSignupServices {
	/** Replaceable in tests. */
	reads?: NewsletterConfigDeps;
	/** Replaceable in tests. */
	send?: Pick< NewsletterSubmitDeps, 'fetch' | 'now' | 'sleep' >;
}

export interface NewsletterSignupApi {
	state: SignupState;
	/** The block's root (focus targets are found in it by id). */
	root: RefObject< HTMLDivElement >;
	/** The fields and the button are disabled. */
	disabled: boolean;
	/** The form is busy (loading its configuration, or sending). */
	busy: boolean;
	/** The status line. */
	status: string;
	change: (
		field: keyof NewsletterSubscriber
	) => ( event: { target: { value: string } } ) => void;
	submit: ( event: FormEvent ) => Promise< void >;
	reset: () => void;
}

/**
 * One signup block's state and handlers.
 *
 * @param idPrefix       The prefix of the block's element ids.
 * @param services       The reads and the sending (tests).
 * @param services.reads
 * @param services.send
 */
export function useNewsletterSignup(
	idPrefix: string,
	{ reads, send }: NewsletterSignupServices
): NewsletterSignupApi {
	const site = getConfig();
	const config = useNewsletterConfig( site, reads );
	const [ state, dispatch ] = useReducer(
		signupReducer,
		INITIAL_SIGNUP_STATE
	);
	const sending = useRef( false );
	const root = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( state.focus ) {
			root.current
				?.querySelector< HTMLElement >(
					`#${ idPrefix }-${ state.focus }`
				)
				?.focus();
			dispatch( { type: 'focused' } );
		}
	}, [ state.focus, idPrefix ] );

	const ready = config.state === 'ready';
	const disabled = ! ready || state.phase === 'submitting';

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( sending.current || disabled ) {
			return;
		}
		if ( ! EMAIL_PATTERN.test( state.values.email.trim() ) ) {
			dispatch( { type: 'invalidEmail' } );
			return;
		}
		sending.current = true;
		dispatch( { type: 'sending' } );
		const outcome = await submitNewsletter(
			ready ? config.config : null,
			state.values,
			{
				ajaxUrl: site.ajaxUrl,
				loadedAt: ready ? config.loadedAt : 0,
				...send,
			}
		);
		sending.current = false;
		dispatch( { type: 'answered', outcome } );
	};

	return {
		state,
		root,
		disabled,
		busy: config.state === 'loading' || state.phase === 'submitting',
		status: signupStatus( state.phase, config.state ),
		change: ( field ) => ( event ) =>
			dispatch( { type: 'change', field, value: event.target.value } ),
		submit,
		reset: () => dispatch( { type: 'reset' } ),
	};
}
