/**
 * The contact form's behaviour (see docs/forms.md): its state
 * (./contactReducer.ts), the submit, and where focus goes. Connected to the
 * author's WPForms form, a valid submit sends the message
 * (src/contact/wpforms.ts); not connected, it opens a drafted email.
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

export interface ContactFormSetup {
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

/**
 * Moves focus to the panel's heading, the banner or a field.
 *
 * @param target Where to.
 * @param refs   The form's elements.
 */
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

/**
 * What the form's fields hold now (null without the form).
 *
 * @param form The form element.
 */
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

/**
 * The contact form's state and handlers.
 *
 * @param setup The author's address, the WPForms form and services.
 */
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

	// Nothing typed is lost (docs/forms.md#what-is-never-lost): what the
	// server's form holds when the app starts is adopted. Hydration leaves
	// the fields' values as the visitor left them, and this runs before any
	// later render could set them (a select's value is set on every update).
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

	const send = async ( config: WpformsConfig ) => {
		sending.current = true;
		dispatch( { type: 'sending' } );
		const outcome = await submitWpforms( config, state.values, {
			...services,
			ajaxUrl,
			pageUrl: window.location.href,
			pageTitle: document.title,
			startedAtMs: startedAt.current ?? now(),
		} );
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
