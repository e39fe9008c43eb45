/**
 * A signup block's behaviour: its configuration, the submit and where focus
 * goes (docs/forms.md#newsletter-signup).
 */
import { useEffect, useReducer, useRef, useState } from '@wordpress/element';
import type { FormEvent, RefObject } from 'react';
import {
	getConfig,
	serverFormResult,
	serverFormResultShown,
} from '../config/config';
import { EMAIL_PATTERN } from '../config/values';
import type {
	NewsletterConfigDeps,
	NewsletterConfigResult,
} from './formConfig';
import {
	initialSignupState,
	signupReducer,
	signupStatus,
	type SignupState,
} from './signupReducer';
import {
	newsletterConfigChanged,
	resendConfig,
	submitNewsletter,
	type NewsletterSubmitDeps,
} from './submit';
import type { NewsletterSubscriber } from './types';
import {
	reloadNewsletterConfig,
	useNewsletterConfig,
} from './useNewsletterConfig';
import { useNear } from '../ui/useNear';

/** Replaceable in tests. */
export interface NewsletterSignupServices {
	/** The Constant Contact form a page names; null or absent: the site's form. */
	formId?: number | null;
	reads?: NewsletterConfigDeps;
	send?: Pick< NewsletterSubmitDeps, 'fetch' | 'now' | 'sleep' >;
}

export interface NewsletterSignupApi {
	state: SignupState;
	root: RefObject< HTMLDivElement >;
	/** The fields are disabled (no form, or sending). */
	disabled: boolean;
	/** The button is disabled also while the configuration loads; the fields stay editable. */
	sendDisabled: boolean;
	busy: boolean;
	status: string;
	change: (
		field: keyof NewsletterSubscriber
	) => ( event: { target: { value: string } } ) => void;
	submit: ( event: FormEvent ) => Promise< void >;
	reset: () => void;
}

/** What a block's fields hold now (null without its form). */
function readSignupFields(
	root: HTMLElement | null,
	idPrefix: string
): NewsletterSubscriber | null {
	const value = ( id: string ) => {
		const input = root?.querySelector( `#${ idPrefix }-${ id }` );
		return input instanceof HTMLInputElement ? input.value : null;
	};
	const email = value( 'email' );
	const firstName = value( 'first-name' );
	return email === null || firstName === null ? null : { email, firstName };
}

/** One signup block's state and handlers. */
export function useNewsletterSignup(
	idPrefix: string,
	{ reads, send, formId = null }: NewsletterSignupServices
): NewsletterSignupApi {
	const site = getConfig();
	const root = useRef< HTMLDivElement >( null );
	const [ state, dispatch ] = useReducer( signupReducer, null, () => {
		const result = serverFormResult();
		return initialSignupState(
			result?.form === 'newsletter' && result.block === idPrefix
				? result
				: null
		);
	} );
	// Loaded once the block is near or already used (docs/forms.md#when-the-configuration-loads).
	const near = useNear( root );
	const used = state.values.email !== '' || state.values.firstName !== '';
	const wanted = near || used;
	const config = useNewsletterConfig( site, wanted, reads, formId );
	// The configuration loaded again after a refusal, when it had changed.
	const reloaded = useRef< NewsletterConfigResult | null >( null );
	const sending = useRef( false );

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

	// Adopt what was typed before the app started (docs/forms.md#what-is-never-lost).
	useEffect( () => {
		serverFormResultShown();
		const values = readSignupFields( root.current, idPrefix );
		if ( values && ( values.email !== '' || values.firstName !== '' ) ) {
			dispatch( { type: 'adopt', values } );
		}
		// Once, when the block starts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The first render must match the server's form; the loading state shows
	// from the next one.
	const [ started, setStarted ] = useState( false );
	useEffect( () => setStarted( true ), [] );

	const ready = config.state === 'ready';
	const usable = ready || config.state === 'loading';
	const disabled = ! usable || state.phase === 'submitting';
	const loading = started && wanted && config.state === 'loading';

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( sending.current || disabled ) {
			return;
		}
		if ( ! EMAIL_PATTERN.test( state.values.email.trim() ) ) {
			dispatch( { type: 'invalidEmail' } );
			return;
		}
		if ( ! ready ) {
			return;
		}
		sending.current = true;
		dispatch( { type: 'sending' } );
		const current =
			reloaded.current?.state === 'ready' ? reloaded.current : config;
		let outcome = await submitNewsletter( current.config, state.values, {
			ajaxUrl: site.ajaxUrl,
			loadedAt: current.loadedAt,
			...send,
		} );
		// Refused: the form may have been saved since (a new verify key); send
		// once more if its configuration changed.
		if ( ! outcome.ok && outcome.refused ) {
			const fresh = await reloadNewsletterConfig( site, reads, formId );
			if (
				fresh.state === 'ready' &&
				newsletterConfigChanged( current.config, fresh.config )
			) {
				const again = resendConfig(
					current.config,
					current.loadedAt,
					fresh.config,
					fresh.loadedAt
				);
				reloaded.current = { state: 'ready', ...again };
				outcome = await submitNewsletter( again.config, state.values, {
					ajaxUrl: site.ajaxUrl,
					loadedAt: again.loadedAt,
					...send,
				} );
			}
		}
		sending.current = false;
		dispatch( { type: 'answered', outcome } );
	};

	return {
		state,
		root,
		disabled,
		sendDisabled: disabled || loading,
		busy: loading || state.phase === 'submitting',
		// The server's form says nothing while the app is not there yet.
		status:
			! loading && state.phase === 'idle' && config.state === 'loading'
				? ''
				: signupStatus( state.phase, config.state ),
		change: ( field ) => ( event ) =>
			dispatch( { type: 'change', field, value: event.target.value } ),
		submit,
		reset: () => dispatch( { type: 'reset' } ),
	};
}
