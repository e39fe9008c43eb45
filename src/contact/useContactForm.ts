/**
 * The contact form's behaviour: the submit (through WPForms, else a drafted
 * email), the token and where focus goes (docs/forms.md#contact-form).
 */
import { useEffect, useReducer, useRef } from '@wordpress/element';
import type { ChangeEvent, FormEvent, RefObject } from 'react';
import {
	serverFormResult,
	serverFormResultShown,
	type WpformsConfig,
} from '../config/config';
import {
	contactReducer,
	initialContactState,
	type ContactFocusTarget,
	type ContactState,
} from './contactReducer';
import {
	contactMailto,
	EMPTY_CONTACT,
	validateContact,
	type ContactField,
	type ContactValues,
} from './validation';
import { submitWpforms, type WpformsSubmitOptions } from './wpforms';
import { TOKEN_RENEWED } from './wpformsAnswer';
import { pageToken, requestToken, tokenDue, type WpformsToken } from './token';

export interface ContactFormSetup {
	/** The author's address (the drafted email's recipient). */
	to: string;
	/** Opens the drafted email (replaceable in tests). */
	openMail?: ( url: string ) => void;
	/** The author's WPForms form; null: the drafted-email fallback. */
	wpforms?: WpformsConfig | null;
	ajaxUrl?: string;
	/** Replaceable services of the submit (tests). */
	services?: Pick< WpformsSubmitOptions, 'fetch' | 'now' | 'sleep' >;
}

export type ContactControlEvent = ChangeEvent<
	HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
>;

export interface ContactFormRefs {
	form: RefObject< HTMLFormElement >;
	panel: RefObject< HTMLHeadingElement >;
	banner: RefObject< HTMLParagraphElement >;
}

export interface ContactFormApi {
	state: ContactState;
	refs: ContactFormRefs;
	change: ( field: ContactField ) => ( event: ContactControlEvent ) => void;
	submit: ( event: FormEvent ) => void;
	startAgain: () => void;
	goBack: () => void;
}

function openInMailApp( url: string ): void {
	window.location.href = url;
}

/** Moves focus to the panel's heading, the banner or a field. */
function moveFocus(
	target: ContactFocusTarget | undefined,
	refs: ContactFormRefs
): void {
	if ( target === 'panel' ) {
		refs.panel.current?.focus();
	} else if ( target === 'banner' ) {
		refs.banner.current?.focus();
	} else if ( target ) {
		refs.form.current
			?.querySelector< HTMLElement >( `#contact-${ target }` )
			?.focus();
	}
}

const FIELDS: ContactField[] = [ 'name', 'email', 'subject', 'message' ];

/** What the form's fields hold now (null without the form). */
export function readContactFields(
	form: HTMLFormElement | null
): ContactValues | null {
	if ( ! form ) {
		return null;
	}
	const values = { ...EMPTY_CONTACT };
	for ( const field of FIELDS ) {
		const control = form.elements.namedItem( field );
		if (
			control instanceof HTMLInputElement ||
			control instanceof HTMLSelectElement ||
			control instanceof HTMLTextAreaElement
		) {
			values[ field ] = control.value;
		}
	}
	return values;
}

/** The contact form's state and handlers. */
export function useContactForm( setup: ContactFormSetup ): ContactFormApi {
	const { to, openMail = openInMailApp, wpforms = null } = setup;
	const { ajaxUrl = '/wp-admin/admin-ajax.php', services = {} } = setup;
	const [ state, dispatch ] = useReducer( contactReducer, null, () => {
		const result = serverFormResult();
		return initialContactState(
			result?.form === 'contact' ? result : null
		);
	} );
	const form = useRef< HTMLFormElement >( null );
	const panel = useRef< HTMLHeadingElement >( null );
	const banner = useRef< HTMLParagraphElement >( null );
	const sending = useRef( false );
	const startedAt = useRef< number | null >( null );
	const now = services.now ?? Date.now;

	useEffect( () => {
		moveFocus( state.focus?.target, { form, panel, banner } );
	}, [ state.focus ] );

	// Adopt what was typed into the server's form before hydration, before a
	// later render could overwrite it (docs/forms.md#what-is-never-lost).
	useEffect( () => {
		serverFormResultShown();
		const values = readContactFields( form.current );
		if ( values && FIELDS.some( ( field ) => values[ field ] !== '' ) ) {
			startedAt.current ??= now();
			dispatch( { type: 'adopt', values } );
		}
		// Once, when the form starts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The WPForms token, renewed on focus when due (docs/forms.md#wpforms-token).
	const token = useRef< WpformsToken | null | undefined >( undefined );
	const renewing = useRef< Promise< string | null > | null >( null );
	const currentToken = ( config: WpformsConfig ) => {
		if ( token.current === undefined ) {
			token.current = pageToken( config, now() );
		}
		return token.current;
	};
	const renew = ( config: WpformsConfig ) => {
		renewing.current ??= requestToken(
			ajaxUrl,
			config.formId,
			services.fetch
		).then( ( fresh ) => {
			renewing.current = null;
			if ( fresh ) {
				token.current = { token: fresh, madeAtMs: now() };
			}
			return fresh;
		} );
		return renewing.current;
	};
	useEffect( () => {
		const element = form.current;
		if ( ! element || ! wpforms ) {
			return;
		}
		const focused = () => {
			if ( tokenDue( wpforms, currentToken( wpforms ), now() ) ) {
				renew( wpforms );
			}
		};
		element.addEventListener( 'focusin', focused );
		return () => element.removeEventListener( 'focusin', focused );
		// The form element and the configuration are fixed for the page.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ wpforms ] );

	const send = async ( config: WpformsConfig ) => {
		sending.current = true;
		dispatch( { type: 'sending' } );
		if ( tokenDue( config, currentToken( config ), now() ) ) {
			await renew( config );
		}
		await renewing.current;
		const sent = currentToken( config )?.token;
		let outcome = await submitWpforms(
			sent ? { ...config, token: sent } : config,
			state.values,
			{
				...services,
				ajaxUrl,
				pageUrl: window.location.href,
				pageTitle: document.title,
				startedAtMs: startedAt.current ?? now(),
			}
		);
		// Refused with no field at fault: if WPForms now gives another token,
		// the one sent had expired and the visitor is asked to send again.
		if (
			! outcome.ok &&
			outcome.refused &&
			sent &&
			Object.keys( outcome.fieldErrors ).length === 0
		) {
			const fresh = await renew( config );
			if ( fresh && fresh !== sent ) {
				outcome = {
					ok: false,
					message: TOKEN_RENEWED,
					fieldErrors: {},
				};
			}
		}
		sending.current = false;
		dispatch( { type: 'answered', outcome } );
	};

	return {
		state,
		refs: { form, panel, banner },
		change: ( field ) => ( event ) => {
			startedAt.current ??= now();
			dispatch( { type: 'change', field, value: event.target.value } );
		},
		submit: ( event ) => {
			event.preventDefault();
			if ( sending.current ) {
				return;
			}
			const failed = validateContact( state.values );
			if ( failed ) {
				dispatch( { type: 'invalid', error: failed } );
			} else if ( wpforms ) {
				send( wpforms );
			} else {
				openMail( contactMailto( to, state.values ) );
				dispatch( { type: 'drafted' } );
			}
		},
		startAgain: () => {
			startedAt.current = null;
			dispatch( { type: 'startAgain' } );
		},
		goBack: () => dispatch( { type: 'back' } ),
	};
}
