/**
 * The contact form's state and transitions (docs/forms.md#contact-states);
 * useContactForm.ts drives it.
 */
import type { ContactResult } from '../config/config';
import type { ContactError, ContactField, ContactValues } from './validation';
import { EMPTY_CONTACT } from './validation';
import {
	firstErrorField,
	type WpformsFieldErrors,
	type WpformsOutcome,
} from './wpformsAnswer';

export type ContactMode = 'idle' | 'submitting' | 'success' | 'fallback';
export type ContactFocusTarget = ContactField | 'banner' | 'panel';

export interface ContactState {
	values: ContactValues;
	errors: WpformsFieldErrors;
	/** The error banner above the form (a refused or failed submit). */
	banner: string | null;
	/** WPForms' confirmation text ('' when it sent none). */
	confirmation: string;
	mode: ContactMode;
	/** Where focus goes next: a new object each time, even to the same place. */
	focus: { target: ContactFocusTarget } | null;
}

export type ContactAction =
	| { type: 'change'; field: ContactField; value: string }
	| { type: 'adopt'; values: ContactValues }
	| { type: 'invalid'; error: ContactError }
	| { type: 'drafted' }
	| { type: 'sending' }
	| { type: 'answered'; outcome: WpformsOutcome }
	| { type: 'back' }
	| { type: 'startAgain' };

export const INITIAL_CONTACT_STATE: ContactState = {
	values: EMPTY_CONTACT,
	errors: {},
	banner: null,
	confirmation: '',
	mode: 'idle',
	focus: null,
};

const mode = ( drafted: boolean ): ContactMode =>
	drafted ? 'fallback' : 'success';

/**
 * The state the server drew after a submit without the app
 * (docs/forms.md#without-javascript), or the empty form.
 */
export function initialContactState(
	result: ContactResult | null
): ContactState {
	if ( ! result ) {
		return INITIAL_CONTACT_STATE;
	}
	return {
		...INITIAL_CONTACT_STATE,
		values: result.values,
		errors: result.ok ? {} : result.errors,
		banner: result.ok ? null : result.banner,
		confirmation: result.confirmation,
		mode: result.ok ? mode( result.drafted ) : 'idle',
	};
}

/** Keeps text typed into the server's form before the app started. */
function adopted( state: ContactState, values: ContactValues ): ContactState {
	const same = ( Object.keys( values ) as ContactField[] ).every(
		( field ) => values[ field ] === state.values[ field ]
	);
	return same ? state : { ...state, values: { ...values } };
}

/** A typed value: kept, and its field's error (only its own) cleared. */
function changed(
	state: ContactState,
	field: ContactField,
	value: string
): ContactState {
	return {
		...state,
		values: { ...state.values, [ field ]: value },
		errors: state.errors[ field ]
			? { ...state.errors, [ field ]: undefined }
			: state.errors,
	};
}

/** A submit's answer: Message Sent, or the server's errors with every value kept. */
function answered(
	state: ContactState,
	outcome: WpformsOutcome
): ContactState {
	if ( outcome.ok ) {
		return {
			...state,
			confirmation: outcome.confirmation,
			mode: 'success',
			focus: { target: 'panel' },
		};
	}
	return {
		...state,
		errors: outcome.fieldErrors,
		banner: outcome.message,
		mode: 'idle',
		focus: {
			target: firstErrorField( outcome.fieldErrors ) ?? 'banner',
		},
	};
}

/** The next state. */
export function contactReducer(
	state: ContactState,
	action: ContactAction
): ContactState {
	switch ( action.type ) {
		case 'change':
			return changed( state, action.field, action.value );
		case 'adopt':
			return adopted( state, action.values );
		case 'invalid':
			return {
				...state,
				errors: { [ action.error.field ]: action.error.message },
				focus: { target: action.error.field },
			};
		case 'drafted':
			return {
				...state,
				errors: {},
				mode: 'fallback',
				focus: { target: 'panel' },
			};
		case 'sending':
			return { ...state, errors: {}, banner: null, mode: 'submitting' };
		case 'answered':
			return answered( state, action.outcome );
		case 'back':
			return { ...state, mode: 'idle' };
		case 'startAgain':
			return { ...INITIAL_CONTACT_STATE, focus: { target: 'name' } };
	}
}
