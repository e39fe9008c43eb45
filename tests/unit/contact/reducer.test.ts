/**
 * The contact form's state and transitions (src/contact/contactReducer.ts),
 * without React.
 */
import {
	contactReducer,
	INITIAL_CONTACT_STATE,
	type ContactAction,
	type ContactState,
} from '../../../src/contact/contactReducer';

const MEGAN = {
	name: 'Megan Reyes',
	email: 'megan@example.com',
	subject: 'Book Signing Request',
	message: 'Could you sign at our library in May?',
};

/**
 * The state after the actions, from the initial one.
 *
 * @param actions What happened, in order.
 */
function after( ...actions: ContactAction[] ): ContactState {
	return actions.reduce( contactReducer, INITIAL_CONTACT_STATE );
}

const typed: ContactAction[] = Object.entries( MEGAN ).map(
	( [ field, value ] ) => ( {
		type: 'change',
		field: field as keyof typeof MEGAN,
		value,
	} )
);

describe( 'contactReducer', () => {
	it( 'starts idle, empty, with nothing to focus', () => {
		expect( INITIAL_CONTACT_STATE ).toEqual( {
			values: { name: '', email: '', subject: '', message: '' },
			errors: {},
			banner: null,
			confirmation: '',
			mode: 'idle',
			focus: null,
		} );
	} );

	it( 'keeps what is typed, and leaves focus where it is', () => {
		const state = after( ...typed );
		expect( state.values ).toEqual( MEGAN );
		expect( state.focus ).toBeNull();
	} );

	it( 'shows one validation error at its field and focuses it; typing there clears it', () => {
		const invalid = after( ...typed, {
			type: 'invalid',
			error: { field: 'email', message: 'Please enter a valid email' },
		} );
		expect( invalid.errors ).toEqual( {
			email: 'Please enter a valid email',
		} );
		expect( invalid.focus ).toEqual( { target: 'email' } );
		expect( invalid.mode ).toBe( 'idle' );
		const retyped = contactReducer( invalid, {
			type: 'change',
			field: 'email',
			value: 'megan@example.org',
		} );
		expect( retyped.errors.email ).toBeUndefined();
		expect( retyped.focus ).toBe( invalid.focus );
	} );

	it( 'typing in another field keeps the other errors', () => {
		const refused = after( ...typed, {
			type: 'answered',
			outcome: {
				ok: false,
				message: 'Form has not been submitted',
				fieldErrors: { email: 'Bad', message: 'Short' },
			},
		} );
		const state = contactReducer( refused, {
			type: 'change',
			field: 'email',
			value: 'x@example.org',
		} );
		expect( state.errors.email ).toBeUndefined();
		expect( state.errors.message ).toBe( 'Short' );
	} );

	it( 'a new focus request is a new object even to the same place', () => {
		const error = { field: 'name' as const, message: 'Name is required' };
		const first = after( { type: 'invalid', error } );
		const second = contactReducer( first, { type: 'invalid', error } );
		expect( second.focus ).toEqual( first.focus );
		expect( second.focus ).not.toBe( first.focus );
	} );

	it( 'drafts the email: the fallback panel, focused; Go Back keeps every value', () => {
		const drafted = after( ...typed, { type: 'drafted' } );
		expect( drafted.mode ).toBe( 'fallback' );
		expect( drafted.errors ).toEqual( {} );
		expect( drafted.focus ).toEqual( { target: 'panel' } );
		const back = contactReducer( drafted, { type: 'back' } );
		expect( back.mode ).toBe( 'idle' );
		expect( back.values ).toEqual( MEGAN );
		expect( back.focus ).toBe( drafted.focus );
	} );

	it( 'sending clears the errors and the banner', () => {
		const refused = after( ...typed, {
			type: 'answered',
			outcome: { ok: false, message: 'No', fieldErrors: { name: 'x' } },
		} );
		const sending = contactReducer( refused, { type: 'sending' } );
		expect( sending.mode ).toBe( 'submitting' );
		expect( sending.errors ).toEqual( {} );
		expect( sending.banner ).toBeNull();
		expect( sending.values ).toEqual( MEGAN );
	} );

	it( 'a success shows Message Sent, focused, with the confirmation', () => {
		const sent = after(
			...typed,
			{ type: 'sending' },
			{
				type: 'answered',
				outcome: { ok: true, confirmation: 'Thank you!' },
			}
		);
		expect( sent.mode ).toBe( 'success' );
		expect( sent.confirmation ).toBe( 'Thank you!' );
		expect( sent.focus ).toEqual( { target: 'panel' } );
	} );

	it( 'a refusal keeps every value, shows the banner and focuses the first field in error', () => {
		const refused = after(
			...typed,
			{ type: 'sending' },
			{
				type: 'answered',
				outcome: {
					ok: false,
					message: 'Form has not been submitted',
					fieldErrors: { message: 'Short', email: 'Bad' },
				},
			}
		);
		expect( refused.mode ).toBe( 'idle' );
		expect( refused.values ).toEqual( MEGAN );
		expect( refused.banner ).toBe( 'Form has not been submitted' );
		expect( refused.focus ).toEqual( { target: 'email' } );
	} );

	it( 'a failure with no field errors focuses the banner', () => {
		const failed = after(
			...typed,
			{ type: 'sending' },
			{
				type: 'answered',
				outcome: { ok: false, message: 'Failed', fieldErrors: {} },
			}
		);
		expect( failed.focus ).toEqual( { target: 'banner' } );
		expect( failed.errors ).toEqual( {} );
	} );

	it( 'Send Another Message empties the form and focuses the name', () => {
		const again = after(
			...typed,
			{ type: 'sending' },
			{ type: 'answered', outcome: { ok: true, confirmation: '' } },
			{ type: 'startAgain' }
		);
		expect( again ).toMatchObject( {
			values: INITIAL_CONTACT_STATE.values,
			errors: {},
			banner: null,
			mode: 'idle',
			focus: { target: 'name' },
		} );
	} );
} );
