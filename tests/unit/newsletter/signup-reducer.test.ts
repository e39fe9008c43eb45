/**
 * A newsletter signup block's state and transitions
 * (src/newsletter/signupReducer.ts), without React.
 */
import {
	INITIAL_SIGNUP_STATE,
	signupReducer,
	signupStatus,
	type SignupAction,
	type SignupState,
} from '../../../src/newsletter/signupReducer';

const INVALID = 'Please enter a valid email address';

/**
 * The state after the actions, from the initial one.
 *
 * @param actions What happened, in order.
 */
function after( ...actions: SignupAction[] ): SignupState {
	return actions.reduce( signupReducer, INITIAL_SIGNUP_STATE );
}

const typed: SignupAction[] = [
	{ type: 'change', field: 'firstName', value: 'Zoë' },
	{ type: 'change', field: 'email', value: 'zoe@example.test' },
];

describe( 'signupReducer', () => {
	it( 'starts idle and empty', () => {
		expect( INITIAL_SIGNUP_STATE ).toEqual( {
			values: { email: '', firstName: '' },
			emailError: null,
			banner: null,
			phase: 'idle',
			successMessage: '',
			focus: null,
		} );
	} );

	it( 'refuses an invalid email at its field and asks for focus there', () => {
		const state = after( ...typed, { type: 'invalidEmail' } );
		expect( state.emailError ).toBe( INVALID );
		expect( state.focus ).toBe( 'email' );
		expect( state.phase ).toBe( 'idle' );
		expect( state.values ).toEqual( {
			firstName: 'Zoë',
			email: 'zoe@example.test',
		} );
	} );

	it( 'typing an email clears its error; typing a first name does not', () => {
		const invalid = after( { type: 'invalidEmail' } );
		expect(
			signupReducer( invalid, {
				type: 'change',
				field: 'firstName',
				value: 'Kat',
			} ).emailError
		).toBe( INVALID );
		expect(
			signupReducer( invalid, {
				type: 'change',
				field: 'email',
				value: 'k@example.test',
			} ).emailError
		).toBeNull();
	} );

	it( 'forgets the focus request once focus moved', () => {
		const state = after( { type: 'invalidEmail' }, { type: 'focused' } );
		expect( state.focus ).toBeNull();
		expect( state.emailError ).toBe( INVALID );
	} );

	it( 'sending clears the banner and keeps what was typed', () => {
		const failed = after( ...typed, {
			type: 'answered',
			outcome: { ok: false, message: 'No' },
		} );
		const sending = signupReducer( failed, { type: 'sending' } );
		expect( sending.phase ).toBe( 'submitting' );
		expect( sending.banner ).toBeNull();
		expect( sending.values ).toEqual( failed.values );
	} );

	it( 'a success welcomes the subscriber with the provider’s line', () => {
		const state = after(
			...typed,
			{ type: 'sending' },
			{
				type: 'answered',
				outcome: {
					ok: true,
					message: 'Your information has been submitted',
				},
			}
		);
		expect( state.phase ).toBe( 'success' );
		expect( state.successMessage ).toBe(
			'Your information has been submitted'
		);
		expect( state.focus ).toBe( 'success' );
	} );

	it( 'a failure shows the banner, focused, and keeps what was typed', () => {
		const state = after(
			...typed,
			{ type: 'sending' },
			{
				type: 'answered',
				outcome: {
					ok: false,
					message: 'We do not think you are human',
				},
			}
		);
		expect( state.phase ).toBe( 'idle' );
		expect( state.banner ).toBe( 'We do not think you are human' );
		expect( state.focus ).toBe( 'banner' );
		expect( state.values.email ).toBe( 'zoe@example.test' );
	} );

	it( '"Subscribe another email" gives back an empty form, focused on the email', () => {
		const state = after(
			...typed,
			{ type: 'sending' },
			{ type: 'answered', outcome: { ok: true, message: 'Yes' } },
			{ type: 'reset' }
		);
		expect( state ).toMatchObject( {
			values: { email: '', firstName: '' },
			emailError: null,
			banner: null,
			phase: 'idle',
			focus: 'email',
		} );
	} );
} );

describe( 'signupStatus', () => {
	it.each( [
		[ 'idle', 'loading', 'Loading the signup form…' ],
		[ 'idle', 'ready', '' ],
		[
			'idle',
			'missing',
			'Newsletter signup is temporarily unavailable while the form configuration is missing. Please try again later.',
		],
		[
			'idle',
			'failed',
			'Unable to load newsletter signup configuration. Please try again later.',
		],
		[ 'submitting', 'ready', 'Joining the VIP List…' ],
		[ 'success', 'ready', 'Thank you for subscribing!' ],
	] as const )( '%s with the configuration %s', ( phase, config, line ) => {
		expect( signupStatus( phase, config ) ).toBe( line );
	} );
} );
