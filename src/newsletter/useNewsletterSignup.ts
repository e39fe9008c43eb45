/**
 * A newsletter signup block's behaviour (see docs/forms.md): the shared
 * configuration (./useNewsletterConfig.ts), the block's own state
 * (./signupReducer.ts), the submit and where focus goes. Disabled while
 * loading, while submitting and without a configuration.
 */
import { useEffect, useReducer, useRef, useState } from '@wordpress/element';
import type { FormEvent, RefObject } from 'react';
import {
	EMAIL_PATTERN,
	getConfig,
	serverFormResult,
	serverFormResultShown,
} from '../config/config';
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
	/** The fields are disabled (no form, or sending). */
	disabled: boolean;
	/**
	 * The form cannot be sent: disabled as its fields are, and while its
	 * configuration loads (docs/product.md: the form is disabled while
	 * loading; what is being typed is never cut off).
	 */
	sendDisabled: boolean;
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
/**
 * What a block's fields hold now (null without its form).
 *
 * @param root     The block.
 * @param idPrefix The prefix of its element ids.
 */
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

export function useNewsletterSignup(
	idPrefix: string,
	{ reads, send }: NewsletterSignupServices
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
	// Loaded when the block comes near or gets focus, or at once when the
	// visitor has already used it (typed before the app started, or sent it
	// without the app): docs/forms.md#when-the-configuration-loads.
	const near = useNear( root );
	const used = state.values.email !== '' || state.values.firstName !== '';
	const wanted = near || used;
	const config = useNewsletterConfig( site, wanted, reads );
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

	// Nothing typed is lost (docs/forms.md#what-is-never-lost): what the
	// server's fields hold when the app starts is adopted.
	useEffect( () => {
		serverFormResultShown();
		const values = readSignupFields( root.current, idPrefix );
		if ( values && ( values.email !== '' || values.firstName !== '' ) ) {
			dispatch( { type: 'adopt', values } );
		}
		// Once, when the block starts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The first render hydrates the server's form, which can be sent without
	// the app; the loading state shows from the next one, once the block is
	// about to be used (until then it is the server's form, unchanged).
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
		// Not sendable before its configuration is there (the button says so).
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
		// Refused: the form may have been saved since this page got its
		// configuration (a new verify key). Once, with the new one; a signup
		// that landed is never sent again.
		if ( ! outcome.ok && outcome.refused ) {
			const fresh = await reloadNewsletterConfig( site, reads );
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
