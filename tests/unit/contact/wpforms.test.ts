import type { WpformsConfig } from '../../../src/config/config';
import type { ContactValues } from '../../../src/contact/validation';
import {
	SEND_ERROR,
	submitWpforms,
	type WpformsSubmitOptions,
} from '../../../src/contact/wpforms';
import {
	HONEYPOT_GAP,
	splitName,
	wpformsFormData,
	wpformsHoldMs,
} from '../../../src/contact/wpformsRequest';
import {
	readWpformsAnswer,
	SUBMIT_FAILED,
	type WpformsOutcome,
} from '../../../src/contact/wpformsAnswer';
import { exchange, multipartParts } from '../../shared/recordings';

/*
 * The WPForms Lite submit, against the recordings of the real plugin
 * (tests/fixtures/wp-recordings/wpforms-*.json, README-contact.md).
 */

const FIELDS = { name: 1, email: 2, subject: 3, message: 4 };
const FIRST_LAST: WpformsConfig = {
	formId: 6,
	nameFormat: 'first-last',
	fields: FIELDS,
	token: 'e3eea9b35dd542651bc9cde1248cc534',
};
const SIMPLE: WpformsConfig = {
	formId: 10,
	nameFormat: 'simple',
	fields: FIELDS,
	token: '1815854657cda9a0fdb87b0920f74c8d',
};

/** What the visitor typed in the recorded Chromium submissions. */
const ZOE: ContactValues = {
	name: " Zoë O'Brien ",
	email: 'zoe.obrien@example.test',
	subject: 'Book Signing Request',
	message:
		'Hi! I loved The Medallion Client & would love a signed copy.\nIs there a signing near Boston?\n',
};

type Parts = Array< [ string, string ] >;

/**
 * The parts of a recorded multipart body, in order.
 *
 * @param file  A recording.
 * @param index Which exchange.
 */
function recordedParts( file: string, index = 0 ): Parts {
	const { request } = exchange( file, index ) as unknown as {
		request: { headers: Record< string, string >; body: string };
	};
	return multipartParts(
		request.headers[ 'Content-Type' ] ?? '',
		request.body
	);
}

function parts( data: FormData ): Parts {
	return Array.from( data.entries() ).map( ( [ name, value ] ) => [
		name,
		String( value ),
	] );
}

const sorted = ( list: Parts ) =>
	[ ...list ].sort( ( a, b ) => a[ 0 ].localeCompare( b[ 0 ] ) );

/** Parts we do not send: optional metadata the plugin's script adds. */
const NOT_SENT = [
	'wpforms[analytics]',
	'page_id',
	'wpforms[post_id]',
	'url_referer',
];

/**
 * A recorded body as we send it: the optional parts and the plugin's own
 * (empty) honeypots left out, `form_id` (docs/forms.md#wpforms-protocol) added.
 *
 * @param file A success recording.
 */
function expectedParts( file: string ): Parts {
	const real = Object.values( FIELDS );
	const kept = recordedParts( file ).filter( ( [ name, value ] ) => {
		const id = /^wpforms\[fields\]\[(\d+)\]/.exec( name )?.[ 1 ];
		if ( id && ! real.includes( Number( id ) ) ) {
			expect( value ).toBe( '' ); // The plugin's honeypots are empty.
			return false;
		}
		return ! NOT_SENT.includes( name );
	} );
	const formId = kept.find( ( [ name ] ) => name === 'wpforms[id]' )![ 1 ];
	return [ ...kept, [ 'form_id', formId ] ];
}

const timesOf = ( file: string ) => {
	const recorded = new Map( recordedParts( file ) );
	return {
		startedAtMs: Number( recorded.get( 'start_timestamp' ) ) * 1000 + 999,
		sentAtMs: Number( recorded.get( 'end_timestamp' ) ) * 1000 + 1,
	};
};

/**
 * Our parts without our honeypot, which must be there, empty, at the
 * highest field id + HONEYPOT_GAP.
 *
 * @param data Our body.
 */
function withoutHoneypot( data: FormData ): Parts {
	const honeypot = `wpforms[fields][${ 4 + HONEYPOT_GAP }]`;
	expect( data.getAll( honeypot ) ).toEqual( [ '' ] );
	return parts( data ).filter( ( [ name ] ) => name !== honeypot );
}

describe( 'wpformsFormData', () => {
	it( 'sends a First Last form what the plugin’s own script sent', () => {
		const data = wpformsFormData( FIRST_LAST, ZOE, {
			url: 'https://example.test/contact-form/',
			title: 'Contact',
			...timesOf( 'wpforms-submit-success.json' ),
		} );
		expect( sorted( withoutHoneypot( data ) ) ).toEqual(
			sorted( expectedParts( 'wpforms-submit-success.json' ) )
		);
	} );

	it( 'sends a Simple form what the plugin’s own script sent', () => {
		const data = wpformsFormData( SIMPLE, ZOE, {
			url: 'https://example.test/contact-form-simple/',
			title: 'Contact simple',
			...timesOf( 'wpforms-submit-success-simple.json' ),
		} );
		expect( sorted( withoutHoneypot( data ) ) ).toEqual(
			sorted( expectedParts( 'wpforms-submit-success-simple.json' ) )
		);
		expect( data.get( 'wpforms[fields][1]' ) ).toBe( "Zoë O'Brien" );
		expect( data.has( 'wpforms[fields][1][first]' ) ).toBe( false );
	} );

	it( 'leaves out [last] for a one-word name (an empty one is refused)', () => {
		const data = wpformsFormData(
			FIRST_LAST,
			{ ...ZOE, name: ' Zoë ' },
			{ url: '/', title: 'Contact', startedAtMs: 0, sentAtMs: 5000 }
		);
		expect( data.get( 'wpforms[fields][1][first]' ) ).toBe( 'Zoë' );
		expect( data.has( 'wpforms[fields][1][last]' ) ).toBe( false );
		// The accepted recorded body has the same two name parts.
		const accepted = recordedParts(
			'wpforms-submit-missing-required-name-last.json',
			1
		).filter( ( [ name ] ) => name.startsWith( 'wpforms[fields][1]' ) );
		expect( accepted ).toEqual( [
			[ 'wpforms[fields][1][first]', 'Zoë' ],
		] );
	} );

	it( 'sends only the mapped fields and one empty honeypot, clear of the form’s ids', () => {
		const config: WpformsConfig = {
			formId: 3,
			nameFormat: 'simple',
			fields: { name: 7, email: 12, message: 9 },
			nonce: 'abc123',
		};
		const data = wpformsFormData(
			config,
			{ ...ZOE, subject: 'Other', message: 'Line one\r\nline two' },
			{ url: '/c', title: 'T', startedAtMs: 1500, sentAtMs: 4999 }
		);
		const fields = parts( data ).filter( ( [ name ] ) =>
			name.startsWith( 'wpforms[fields]' )
		);
		expect( fields ).toEqual( [
			[ 'wpforms[fields][7]', "Zoë O'Brien" ],
			[ 'wpforms[fields][12]', 'zoe.obrien@example.test' ],
			[ 'wpforms[fields][9]', 'Subject: Other\r\nLine one\r\nline two' ],
			[ `wpforms[fields][${ 12 + HONEYPOT_GAP }]`, '' ],
		] );
		expect( HONEYPOT_GAP ).toBeGreaterThanOrEqual( 1000 );
		expect( data.get( 'wpforms[nonce]' ) ).toBe( 'abc123' );
		expect( data.has( 'wpforms[token]' ) ).toBe( false );
		expect( data.get( 'start_timestamp' ) ).toBe( '1' );
		expect( data.get( 'end_timestamp' ) ).toBe( '4' );
		expect( data.get( 'action' ) ).toBe( 'wpforms_submit' );
	} );
} );

describe( 'splitName', () => {
	it.each( [
		[ "Zoë O'Brien", { first: 'Zoë', last: "O'Brien" } ],
		[ '  Mary Ann  van Dyke ', { first: 'Mary', last: 'Ann  van Dyke' } ],
		[ 'Cher', { first: 'Cher' } ],
	] )( '%j', ( name, expected ) => {
		expect( splitName( name ) ).toEqual( expected );
	} );
} );

describe( 'wpformsHoldMs', () => {
	it.each( [
		[ 1_000_900, 1_001_100, 900 ],
		[ 1_000_000, 1_001_999, 1 ],
		[ 1_000_999, 1_002_000, 0 ],
		[ 1_000_000, 1_009_000, 0 ],
	] )( 'started %d, now %d: waits %d ms', ( started, now, hold ) => {
		expect( wpformsHoldMs( started, now ) ).toBe( hold );
		const sent = now + hold;
		expect(
			Math.floor( sent / 1000 ) - Math.floor( started / 1000 )
		).toBeGreaterThanOrEqual( 2 );
	} );
} );

const THANKS =
	'Thank you! Your message has been sent.\nI read every note and will reply within a few days.';
const NOT_SUBMITTED =
	'Form has not been submitted, please see the errors below.';

function recordedAnswer(
	file: string,
	index = 0,
	config = FIRST_LAST
): WpformsOutcome {
	const { response } = exchange( file, index );
	return readWpformsAnswer(
		response.status,
		response.headers[ 'Content-Type' ] ?? '',
		response.body,
		config
	);
}

describe( 'readWpformsAnswer', () => {
	it( 'reads the confirmation HTML as plain text', () => {
		expect( recordedAnswer( 'wpforms-submit-success.json' ) ).toEqual( {
			ok: true,
			confirmation: THANKS,
		} );
		expect(
			recordedAnswer( 'wpforms-submit-success-simple.json', 0, SIMPLE )
		).toEqual( { ok: true, confirmation: THANKS } );
	} );

	it( 'never keeps markup from the confirmation', () => {
		const answer = readWpformsAnswer(
			200,
			'application/json',
			JSON.stringify( {
				success: true,
				data: {
					confirmation:
						'<p>Hi <img src=x onerror="alert(1)"><script>alert(2)</script>there</p>',
				},
			} ),
			FIRST_LAST
		);
		expect( answer ).toEqual( { ok: true, confirmation: 'Hi there' } );
	} );

	it( 'takes confirmation.message, then data.message, then nothing', () => {
		const read = ( data: unknown ) =>
			readWpformsAnswer(
				200,
				'application/json; charset=UTF-8',
				JSON.stringify( { success: true, data } ),
				FIRST_LAST
			);
		expect(
			read( { confirmation: { message: '<p>A</p><p>B</p>' } } )
		).toEqual( { ok: true, confirmation: 'A\nB' } );
		expect( read( { message: 'Thanks &amp; bye' } ) ).toEqual( {
			ok: true,
			confirmation: 'Thanks & bye',
		} );
		expect(
			read( { form_id: 6, redirect_url: 'https://example.test/t/' } )
		).toEqual( { ok: true, confirmation: '' } );
		expect( recordedAnswer( 'wpforms-submit-honeypot.json' ) ).toEqual( {
			ok: true,
			confirmation: '',
		} );
	} );

	it.each( [
		[
			'wpforms-submit-invalid-email.json',
			0,
			{ email: 'The provided email is not valid.' },
		],
		[
			'wpforms-submit-bad-subject.json',
			0,
			{ subject: 'The selected option is invalid.' },
		],
		[
			'wpforms-submit-missing-required-name-last.json',
			0,
			{ name: 'This field is required.' },
		],
		[
			'wpforms-submit-empty.json',
			1,
			{
				name: 'This field is required.',
				email: 'This field is required.',
				subject: 'This field is required.',
				message: 'This field is required.',
			},
		],
	] )(
		'%s (exchange %d): field errors at our fields',
		( file, index, fieldErrors ) => {
			expect( recordedAnswer( file, index ) ).toEqual( {
				ok: false,
				message: NOT_SUBMITTED,
				fieldErrors,
				refused: true,
			} );
		}
	);

	it( 'ignores field errors of fields it does not map', () => {
		expect(
			recordedAnswer( 'wpforms-submit-bad-subject.json', 0, {
				...FIRST_LAST,
				fields: { name: 1, email: 2, message: 4 },
			} )
		).toEqual( {
			ok: false,
			message: NOT_SUBMITTED,
			fieldErrors: {},
			refused: true,
		} );
	} );

	it.each( [
		[ 'wpforms-submit-bad-form-id.json', 0, 'Invalid form.' ],
		[
			'wpforms-submit-too-fast.json',
			0,
			'Please wait a little longer before submitting. We’re running a quick security check.',
		],
		[
			'wpforms-submit-logged-in.json',
			0,
			'The form could not be submitted due to a security issue.',
		],
		[ 'wpforms-submit-empty.json', 0, SUBMIT_FAILED ], // HTTP 500 HTML.
	] )( '%s (exchange %d): the banner says %s', ( file, index, message ) => {
		// WPForms answered and refused (`refused`), but for the HTTP 500.
		const refused = message !== SUBMIT_FAILED;
		expect( recordedAnswer( file, index ) ).toEqual( {
			ok: false,
			message,
			fieldErrors: {},
			...( refused ? { refused } : {} ),
		} );
	} );

	it.each( [
		[ 200, 'application/json', '{"success":false}' ],
		[ 200, 'text/html; charset=UTF-8', '0' ],
		[ 200, 'application/json', '0' ],
		[ 200, 'application/json', '{"success":"yes"}' ],
		[ 200, 'application/json', '[1]' ],
		[ 200, 'application/json', '{not json' ],
		[ 502, 'application/json', '{"success":true,"data":{}}' ],
	] )( 'HTTP %d %s %s: the generic failure', ( status, type, body ) => {
		// `{"success":false}` is WPForms' own refusal without a reason.
		const refused = body === '{"success":false}';
		expect( readWpformsAnswer( status, type, body, FIRST_LAST ) ).toEqual( {
			ok: false,
			message: SUBMIT_FAILED,
			fieldErrors: {},
			...( refused ? { refused } : {} ),
		} );
	} );
} );

describe( 'submitWpforms', () => {
	/**
	 * A recorded answer as fetch's Response.
	 *
	 * @param file  A recording.
	 * @param index Which exchange.
	 */
	const fakeResponse = ( file: string, index = 0 ) => {
		const { response } = exchange( file, index );
		const headers = new Map(
			Object.entries( response.headers ).map( ( [ k, v ] ) => [
				k.toLowerCase(),
				v,
			] )
		);
		return {
			status: response.status,
			headers: {
				get: ( name: string ) =>
					headers.get( name.toLowerCase() ) ?? null,
			},
			text: async () => response.body,
		} as unknown as Response;
	};

	it( 'holds until the time limit passes, then posts the multipart body', async () => {
		let clock = 1_795_339_239_900;
		const sleep = jest.fn( async ( ms: number ) => {
			clock += ms;
		} );
		const fetch = jest.fn<
			Promise< Response >,
			Parameters< typeof window.fetch >
		>( async () => fakeResponse( 'wpforms-submit-success.json' ) );
		const outcome = await submitWpforms( FIRST_LAST, ZOE, {
			ajaxUrl: 'https://example.test/wp-admin/admin-ajax.php',
			pageUrl: 'https://example.test/contact',
			pageTitle: 'Contact',
			startedAtMs: 1_795_339_239_500,
			fetch,
			now: () => clock,
			sleep,
		} );
		expect( outcome ).toEqual( { ok: true, confirmation: THANKS } );
		expect( sleep ).toHaveBeenCalledWith( 1100 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ]!;
		expect( url ).toBe( 'https://example.test/wp-admin/admin-ajax.php' );
		expect( init ).toMatchObject( {
			method: 'POST',
			credentials: 'include',
			headers: { Accept: 'application/json' },
		} );
		expect( init?.signal ).toBeInstanceOf( AbortSignal );
		const body = init?.body as FormData;
		expect( body ).toBeInstanceOf( FormData );
		expect( body.get( 'start_timestamp' ) ).toBe( '1795339239' );
		expect( body.get( 'end_timestamp' ) ).toBe( '1795339241' );
		expect( body.get( 'page_url' ) ).toBe( 'https://example.test/contact' );
	} );

	/**
	 * A submit whose visitor started long ago (no hold), through `fetch`.
	 *
	 * @param fetch   The transport.
	 * @param options Other options.
	 */
	const sendThrough = (
		fetch: typeof window.fetch,
		options: Partial< WpformsSubmitOptions > = {}
	) =>
		submitWpforms( FIRST_LAST, ZOE, {
			ajaxUrl: '/a',
			pageUrl: '/c',
			pageTitle: 'Contact',
			startedAtMs: 1_000_000,
			now: () => 1_030_000,
			fetch,
			...options,
		} );
	const sendError = { ok: false, message: SEND_ERROR, fieldErrors: {} };

	it( 'does not wait when the visitor took long enough', async () => {
		const sleep = jest.fn( async () => undefined );
		expect(
			await sendThrough(
				async () => fakeResponse( 'wpforms-submit-success.json' ),
				{ sleep }
			)
		).toEqual( { ok: true, confirmation: THANKS } );
		expect( sleep ).not.toHaveBeenCalled();
	} );

	it( 'turns a network error into the sending error', async () => {
		expect(
			await sendThrough( async () => {
				throw new TypeError( 'Failed to fetch' );
			} )
		).toEqual( sendError );
	} );

	it( 'gives up after the timeout', async () => {
		const never: typeof window.fetch = ( _url, init ) =>
			new Promise( ( _resolve, reject ) =>
				init?.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'aborted', 'AbortError' ) )
				)
			);
		expect( await sendThrough( never, { timeoutMs: 20 } ) ).toEqual(
			sendError
		);
	} );

	it( 'reads the recorded 500 page as the generic failure', async () => {
		expect(
			await sendThrough( async () =>
				fakeResponse( 'wpforms-submit-empty.json', 0 )
			)
		).toEqual( { ok: false, message: SUBMIT_FAILED, fieldErrors: {} } );
	} );
} );
