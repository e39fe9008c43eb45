/**
 * A signup block's state and transitions (docs/forms.md#newsletter-states);
 * useNewsletterSignup.ts drives it.
 */
import type { SignupResult } from '../config/config';
import { newsletterCopy as copy } from '../i18n/copy';
import { NEWSLETTER_MESSAGES } from './messages';
import type { NewsletterOutcome } from './submit';
import type { NewsletterSubscriber } from './types';
import type { NewsletterConfigState } from './useNewsletterConfig';

export type SignupPhase = 'idle' | 'submitting' | 'success';
/** The element (`#<idPrefix>-<target>`) that takes focus next. */
export type SignupFocusTarget = 'email' | 'banner' | 'success';

export interface SignupState {
	values: NewsletterSubscriber;
	emailError: string | null;
	/** The error banner in the form (a failed submit). */
	banner: string | null;
	phase: SignupPhase;
	successMessage: string;
	/** Where focus goes next; null once it went there. */
	focus: SignupFocusTarget | null;
}

export type SignupAction =
	| { type: 'change'; field: keyof NewsletterSubscriber; value: string }
	| { type: 'adopt'; values: NewsletterSubscriber }
	| { type: 'invalidEmail' }
	| { type: 'sending' }
	| { type: 'answered'; outcome: NewsletterOutcome }
	| { type: 'reset' }
	| { type: 'focused' };

export const INITIAL_SIGNUP_STATE: SignupState = {
	values: { email: '', firstName: '' },
	emailError: null,
	banner: null,
	phase: 'idle',
	successMessage: '',
	focus: null,
};

/**
 * The state the server drew after a signup without the app
 * (docs/forms.md#without-javascript), or the empty form.
 */
export function initialSignupState( result: SignupResult | null ): SignupState {
	if ( ! result ) {
		return INITIAL_SIGNUP_STATE;
	}
	return {
		...INITIAL_SIGNUP_STATE,
		values: result.values,
		emailError: result.ok ? null : result.emailError,
		banner: result.ok ? null : result.banner,
		phase: result.ok ? 'success' : 'idle',
		successMessage: result.message,
	};
}

/** The polite status line under the form, by situation. */
const STATUS: Partial< Record< string, string > > = {
	loading: copy.status.loading,
	submitting: copy.status.submitting,
	success: NEWSLETTER_MESSAGES.successAnnouncement,
	missing: NEWSLETTER_MESSAGES.missing,
	failed: NEWSLETTER_MESSAGES.loadFailed,
};

/** The status line: the submit's phase first, then the configuration's state. */
export function signupStatus(
	phase: SignupPhase,
	config: NewsletterConfigState[ 'state' ]
): string {
	return STATUS[ phase === 'idle' ? config : phase ] ?? '';
}

/** The next state. */
export function signupReducer(
	state: SignupState,
	action: SignupAction
): SignupState {
	switch ( action.type ) {
		case 'change':
			return {
				...state,
				values: { ...state.values, [ action.field ]: action.value },
				emailError: action.field === 'email' ? null : state.emailError,
			};
		case 'adopt':
			return action.values.email === state.values.email &&
				action.values.firstName === state.values.firstName
				? state
				: { ...state, values: { ...action.values } };
		case 'invalidEmail':
			return {
				...state,
				emailError: NEWSLETTER_MESSAGES.invalidEmail,
				focus: 'email',
			};
		case 'sending':
			return { ...state, banner: null, phase: 'submitting' };
		case 'answered':
			return action.outcome.ok
				? {
						...state,
						successMessage: action.outcome.message,
						phase: 'success',
						focus: 'success',
					}
				: {
						...state,
						banner: action.outcome.message,
						phase: 'idle',
						focus: 'banner',
					};
		case 'reset':
			return { ...INITIAL_SIGNUP_STATE, focus: 'email' };
		case 'focused':
			return { ...state, focus: null };
	}
}
