import {
	contactMailto,
	validateContact,
	type ContactValues,
} from '../../../src/contact/validation';

const VALID: ContactValues = {
	name: 'Megan Reyes',
	email: 'megan@example.com',
	subject: 'Reader Question',
	message: 'Loved the book — when is Book 2 out?',
};

describe( 'validateContact (docs/forms.md#contact-validation)', () => {
	it( 'accepts a complete, valid message', () => {
		expect( validateContact( VALID ) ).toBeNull();
	} );

	it.each( [
		[ { name: '' }, 'name', 'Name is required' ],
		[ { email: '' }, 'email', 'Email is required' ],
		[ { subject: '' }, 'subject', 'Subject is required' ],
		[ { message: '' }, 'message', 'Message is required' ],
		[
			{ email: 'megan@example' },
			'email',
			'Please enter a valid email address',
		],
		[
			{ email: 'me gan@example.com' },
			'email',
			'Please enter a valid email address',
		],
		[
			{ email: 'megan@@example.com' },
			'email',
			'Please enter a valid email address',
		],
		[
			{ message: 'Too short' },
			'message',
			'Message must be at least 10 characters long',
		],
	] )( '%o → %s: %s', ( change, field, message ) => {
		expect( validateContact( { ...VALID, ...change } ) ).toEqual( {
			field,
			message,
		} );
	} );

	it( 'shows only the first failure, in the documented order', () => {
		expect(
			validateContact( { name: '', email: '', subject: '', message: '' } )
		).toEqual( {
			field: 'name',
			message: 'Name is required',
		} );
		// An empty message comes before a malformed email.
		expect(
			validateContact( { ...VALID, email: 'bad', message: '' } )
		).toEqual( {
			field: 'message',
			message: 'Message is required',
		} );
		// A malformed email comes before a short message.
		expect(
			validateContact( { ...VALID, email: 'bad', message: 'short' } )
		).toEqual( {
			field: 'email',
			message: 'Please enter a valid email address',
		} );
	} );

	it( 'trims every value first', () => {
		expect( validateContact( { ...VALID, name: '   ' } )?.message ).toBe(
			'Name is required'
		);
		expect(
			validateContact( { ...VALID, email: '  megan@example.com  ' } )
		).toBeNull();
		expect(
			validateContact( { ...VALID, message: '   123456789   ' } )?.message
		).toBe( 'Message must be at least 10 characters long' );
	} );

	it( 'takes 10 characters, not 9', () => {
		expect(
			validateContact( { ...VALID, message: '123456789' } )?.field
		).toBe( 'message' );
		expect(
			validateContact( { ...VALID, message: '1234567890' } )
		).toBeNull();
	} );
} );

describe( 'contactMailto', () => {
	function parse( url: string ) {
		const [ to, query ] = url.replace( /^mailto:/, '' ).split( '?' );
		const params = Object.fromEntries(
			( query ?? '' ).split( '&' ).map( ( pair ) => {
				const [ key, value ] = pair.split( '=' );
				return [ key, decodeURIComponent( value ?? '' ) ];
			} )
		);
		return { to, params, query };
	}

	it( 'drafts the email with subject and body, trimmed', () => {
		const { to, params } = parse(
			contactMailto( 'claire@example.com', {
				...VALID,
				name: '  Megan Reyes ',
			} )
		);
		expect( to ).toBe( 'claire@example.com' );
		expect( params.subject ).toBe( 'Reader Question' );
		expect( params.body ).toBe(
			'Loved the book — when is Book 2 out?\r\n\r\n— Megan Reyes <megan@example.com>'
		);
	} );

	it( 'encodes unicode, line breaks and & so nothing splits the query', () => {
		const url = contactMailto( 'claire@example.com', {
			...VALID,
			name: 'Zoë & Ann',
			message: 'Line one & more\nLine two ✨\r\nLine three?=#',
		} );
		const { params, query } = parse( url );
		expect( query ).not.toMatch( /[ \n\r#]/ );
		expect( query?.split( '&' ) ).toHaveLength( 2 );
		expect( params.body ).toBe(
			'Line one & more\r\nLine two ✨\r\nLine three?=#\r\n\r\n— Zoë & Ann <megan@example.com>'
		);
	} );
} );
