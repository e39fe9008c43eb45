/**
 * Sending a signup to the Constant Contact Forms plugin and reading its
 * answer (docs/forms.md#constant-contact-protocol, #newsletter-answers), checked
 * against what the real plugin received and answered
 * (tests/fixtures/wp-recordings/README-newsletter.md notes 7–9, 12, 15).
 */
import { NEWSLETTER_MESSAGES } from '../../../src/newsletter/messages';
import {
	NEWSLETTER_MIN_DELAY_MS,
	NEWSLETTER_SUBMIT_TIMEOUT_MS,
	newsletterBody,
	newsletterData,
	newsletterHoldMs,
	readNewsletterAnswer,
	submitNewsletter,
} from '../../../src/newsletter/submit';
import type { NewsletterFormConfig } from '../../../src/newsletter/types';
import { RECORDINGS, exchange } from '../../shared/recordings';
import { readdirSync } from 'fs';

const EMAIL = 'email___ecd412e904309dcce66177488240b016';
const FIRST = 'first_name___185b795264e09a98fe0f4e47e70e8e90';
const LAST = 'last_name___7844763b59c9491b69645b716220aad7';
const AJAX = 'https://example.test/wp-admin/admin-ajax.php';

/** The recorded form, with the `ctct_time` of the recorded submit. */
const CONFIG: NewsletterFormConfig = {
	formId: 7,
	verify: 'igymfgNpUSBZloT3m3ZsKfySy',
	instance: '0',
	time: 1795321159,
	fields: { email: EMAIL, firstName: FIRST, lastName: LAST },
};

/** What the visitor typed in the recorded success. */
const ZOE = { email: 'zoe.ann@example.test', firstName: 'Zoë+Ann & Co 100%' };

/* ------------------------------------------------------------------ */
/* A simulator of the plugin's PHP decoding (README note 9).          */
/* ------------------------------------------------------------------ */

/**
 * PHP's `urldecode()`: `+` → space, `%XX` → that byte, a `%` not followed by
 * two hex digits left alone; the bytes read as UTF-8.
 *
 * @param text Encoded text.
 */
function phpUrldecode( text: string ): string {
	const bytes: number[] = [];
	const encoder = new TextEncoder();
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( char === '+' ) {
			bytes.push( 0x20 );
		} else if (
			char === '%' &&
			/^[0-9a-fA-F]{2}$/.test( text.slice( i + 1, i + 3 ) )
		) {
			bytes.push( parseInt( text.slice( i + 1, i + 3 ), 16 ) );
			i += 2;
		} else {
			bytes.push( ...encoder.encode( char ) );
		}
	}
	return new TextDecoder().decode( new Uint8Array( bytes ) );
}

/**
 * Splits at the first `=`.
 *
 * @param pair `key=value`.
 */
function splitPair( pair: string ): [ string, string ] {
	const at = pair.indexOf( '=' );
	return at === -1
		? [ pair, '' ]
		: [ pair.slice( 0, at ), pair.slice( at + 1 ) ];
}

/**
 * What PHP puts in `$_POST` for a form-encoded body (keys and values
 * urldecoded once).
 *
 * @param body The raw body.
 */
function phpPost( body: string ): Record< string, string | undefined > {
	return Object.fromEntries(
		body
			.split( '&' )
			.map( splitPair )
			.map( ( [ key, value ] ) => [
				phpUrldecode( key ),
				phpUrldecode( value ),
			] )
	);
}

/**
 * `ConstantContact_Process_Form::process_form_ajax_wrapper`: explode on `&`,
 * urldecode each piece, split at the first `=`, an email value kept as is
 * (decoded once), every other value urldecoded again. In order.
 *
 * @param data `$_POST['data']`.
 */
function pluginDecode( data: string ): Array< [ string, string ] > {
	return data.split( '&' ).map( ( piece ) => {
		const [ key, value ] = splitPair( phpUrldecode( piece ) );
		return [
			key,
			key.includes( 'email__' ) ? value : phpUrldecode( value ),
		];
	} );
}

const decoded = ( data: string ) => Object.fromEntries( pluginDecode( data ) );

/**
 * The `data` part of a recorded multipart request body.
 *
 * @param file Recording file name.
 */
function multipartData( file: string ): string {
	const body = exchange( file ).request as { body?: string };
	const found = /name="data"\r\n\r\n([^\r]*)\r\n/.exec( body.body ?? '' );
	if ( ! found ) {
		throw new Error( `${ file } has no data part` );
	}
	return found[ 1 ] ?? '';
}

/**
 * A recorded request body.
 *
 * @param file Recording file name.
 */
const requestBody = ( file: string ) =>
	( exchange( file ).request as { body: string } ).body;

/* ------------------------------------------------------------------ */

describe( 'the simulator itself', () => {
	it.each( [
		[ 'a+b', 'a b' ],
		[ '100%', '100%' ],
		[ '100%2', '100%2' ],
		[ '%zz%41', '%zzA' ],
		[ 'Zo%C3%AB', 'Zoë' ],
		[ '%F0%9F%92%96', '💖' ],
		[ '%252B', '%2B' ],
	] )( 'urldecodes %s as %s', ( text, plain ) => {
		expect( phpUrldecode( text ) ).toBe( plain );
	} );

	it( 'decodes the recorded plugin submit the way the admin email showed it', () => {
		expect(
			decoded( multipartData( 'ctct-submit-success.json' ) )
		).toEqual( {
			[ EMAIL ]: 'zoe.ann@example.test',
			[ FIRST ]: 'Zoë Ann & Co 100%',
			[ LAST ]: "O'Hara",
			ctct_usage_field: '',
			'ctct-id': '7',
			'ctct-verify': 'igymfgNpUSBZloT3m3ZsKfySy',
			'ctct-instance': '0',
			ctct_time: '1795321159',
		} );
	} );

	it.each( [
		[ 'ctct-submit-plus-unencoded.json', 'Zoë Ann & Co 100%' ],
		[ 'ctct-submit-plus-double-encoded.json', 'Zoë+Ann & Co 100%' ],
	] )( 'decodes the first name of %s as %s', ( file, name ) => {
		expect( decoded( multipartData( file ) )[ FIRST ] ).toBe( name );
	} );

	it.each( [
		[ 'ctct-submit-email-plus.json', 'zoe.ann+news@example.test' ],
		[
			'ctct-submit-email-plus-unencoded.json',
			'zoe.ann news@example.test',
		],
	] )( 'decodes the email of %s as %s', ( file, email ) => {
		expect( decoded( multipartData( file ) )[ EMAIL ] ).toBe( email );
	} );
} );

describe( 'newsletterData / newsletterBody', () => {
	it( 'keeps the + that the plugin’s own front end loses', () => {
		const ours = decoded( newsletterData( CONFIG, ZOE ) );
		const theirs = decoded( multipartData( 'ctct-submit-success.json' ) );
		expect( theirs[ FIRST ] ).toBe( 'Zoë Ann & Co 100%' );
		expect( ours[ FIRST ] ).toBe( 'Zoë+Ann & Co 100%' );
		expect( ours[ EMAIL ] ).toBe( 'zoe.ann@example.test' );
	} );

	it( 'sends the recorded keys in the recorded order, plus ctct-submitted', () => {
		const keys = ( data: string ) =>
			pluginDecode( data ).map( ( [ key ] ) => key );
		const recorded = keys( multipartData( 'ctct-submit-success.json' ) );
		expect( recorded ).toEqual( [
			EMAIL,
			FIRST,
			LAST,
			'ctct_usage_field',
			'ctct-id',
			'ctct-verify',
			'ctct-instance',
			'ctct_time',
		] );
		expect( keys( newsletterData( CONFIG, ZOE ) ) ).toEqual( [
			...recorded,
			'ctct-submitted',
		] );
	} );

	it( 'gives the plugin the same values as the recorded form-encoded submit, bar the name', () => {
		const recordedPost = phpPost(
			requestBody( 'ctct-submit-urlencoded.json' )
		);
		const ourPost = phpPost( newsletterBody( CONFIG, ZOE ).toString() );
		expect( Object.keys( ourPost ) ).toEqual( [ 'action', 'data' ] );
		expect( ourPost.action ).toBe( recordedPost.action );
		expect( ourPost.action ).toBe( 'ctct_process_form' );

		const recorded = decoded( recordedPost.data ?? '' );
		const ours = decoded( ourPost.data ?? '' );
		expect( recorded[ FIRST ] ).toBe( 'Zoë Ann & Co 100%' );
		expect( ours ).toEqual( {
			...recorded,
			[ FIRST ]: 'Zoë+Ann & Co 100%',
			// The site has no last-name input.
			[ LAST ]: '',
			'ctct-submitted': '1',
		} );
	} );

	it( 'writes the exact data string (email once, other values twice)', () => {
		expect(
			newsletterData( CONFIG, {
				email: ' zoe.ann@example.test ',
				firstName: ' Zoë ',
			} )
		).toBe(
			`${ EMAIL }=zoe.ann%40example.test` +
				`&${ FIRST }=Zo%25C3%25AB` +
				`&${ LAST }=` +
				'&ctct_usage_field=' +
				'&ctct-id=7' +
				'&ctct-verify=igymfgNpUSBZloT3m3ZsKfySy' +
				'&ctct-instance=0' +
				'&ctct_time=1795321159' +
				'&ctct-submitted=1'
		);
	} );

	it.each( [
		'Zoë+Ann',
		'Tom & Jerry',
		'100% Romance',
		'%41nna',
		'a=b',
		'Renée',
		'Kat 💖',
		'  a+b & c=d %41 100% é 💖  ',
	] )( 'delivers the first name %p intact (trimmed)', ( firstName ) => {
		const body = newsletterBody( CONFIG, {
			email: 'zoe.ann@example.test',
			firstName,
		} );
		const values = decoded( phpPost( body.toString() ).data ?? '' );
		expect( values[ FIRST ] ).toBe( firstName.trim() );
		expect( values[ EMAIL ] ).toBe( 'zoe.ann@example.test' );
		expect( values[ 'ctct-id' ] ).toBe( '7' );
	} );

	it( 'delivers an email with a + (decoded once)', () => {
		const body = newsletterBody( CONFIG, {
			email: 'zoe.ann+news@example.test',
			firstName: '',
		} );
		const data = phpPost( body.toString() ).data ?? '';
		expect( data ).toContain( `${ EMAIL }=zoe.ann%2Bnews%40example.test&` );
		expect( decoded( data )[ EMAIL ] ).toBe( 'zoe.ann+news@example.test' );
	} );

	it( 'leaves the honeypot empty and sends action=ctct_process_form', () => {
		const body = newsletterBody( CONFIG, ZOE );
		expect( body.get( 'action' ) ).toBe( 'ctct_process_form' );
		expect( [ ...body.keys() ] ).toEqual( [ 'action', 'data' ] );
		const values = decoded( body.get( 'data' ) ?? '' );
		expect( values ).toHaveProperty( 'ctct_usage_field', '' );
	} );

	it( 'sends lists and the opt-in when the form has them', () => {
		const data = newsletterData(
			{
				...CONFIG,
				fields: { email: EMAIL, lists: 'lists___abc[]' },
				lists: [ 'list-1', 'list 2' ],
				optIn: { name: 'ctct-opt-in', value: '1' },
			},
			ZOE
		);
		expect( pluginDecode( data ) ).toEqual( [
			[ EMAIL, 'zoe.ann@example.test' ],
			[ 'lists___abc[]', 'list-1' ],
			[ 'lists___abc[]', 'list 2' ],
			[ 'ctct-opt-in', '1' ],
			[ 'ctct_usage_field', '' ],
			[ 'ctct-id', '7' ],
			[ 'ctct-verify', 'igymfgNpUSBZloT3m3ZsKfySy' ],
			[ 'ctct-instance', '0' ],
			[ 'ctct_time', '1795321159' ],
			[ 'ctct-submitted', '1' ],
		] );
	} );

	it( 'leaves out the names and the time the form does not have', () => {
		const { time, ...untimed } = CONFIG;
		expect( time ).toBe( 1795321159 );
		const data = newsletterData(
			{ ...untimed, fields: { email: EMAIL } },
			ZOE
		);
		expect( pluginDecode( data ).map( ( [ key ] ) => key ) ).toEqual( [
			EMAIL,
			'ctct_usage_field',
			'ctct-id',
			'ctct-verify',
			'ctct-instance',
			'ctct-submitted',
		] );
	} );
} );

describe( 'readNewsletterAnswer', () => {
	const SUBMITTED = 'Your information has been submitted';
	const HUMAN = 'We do not think you are human';
	const REQUIRED = 'Please properly fill out all required fields';
	// `refused`: the plugin answered and said no (the app then asks whether
	// the form changed); a bare `0` is no answer.
	const EXPECTED: Record<
		string,
		{ ok: boolean; message: string; refused?: true }
	> = {
		'ctct-submit-bad-verify.json': {
			ok: false,
			message:
				"We had trouble processing your submission. Make sure you haven't changed the required form ID and try again.",
			refused: true,
		},
		'ctct-submit-email-plus-unencoded.json': {
			ok: false,
			message: REQUIRED,
			refused: true,
		},
		'ctct-submit-email-plus.json': { ok: true, message: SUBMITTED },
		'ctct-submit-honeypot.json': {
			ok: false,
			message: HUMAN,
			refused: true,
		},
		'ctct-submit-invalid-email.json': {
			ok: false,
			message: REQUIRED,
			refused: true,
		},
		'ctct-submit-missing-email.json': {
			ok: false,
			message: REQUIRED,
			refused: true,
		},
		'ctct-submit-no-data.json': {
			ok: false,
			message: 'Failed to subscribe. Please try again.',
		},
		'ctct-submit-no-email-field.json': { ok: true, message: SUBMITTED },
		'ctct-submit-no-time.json': { ok: true, message: SUBMITTED },
		'ctct-submit-plus-double-encoded.json': {
			ok: true,
			message: SUBMITTED,
		},
		'ctct-submit-plus-unencoded.json': { ok: true, message: SUBMITTED },
		'ctct-submit-success.json': { ok: true, message: SUBMITTED },
		'ctct-submit-time-unix-now.json': {
			ok: false,
			message: HUMAN,
			refused: true,
		},
		'ctct-submit-too-fast.json': {
			ok: false,
			message: HUMAN,
			refused: true,
		},
		'ctct-submit-urlencoded.json': { ok: true, message: SUBMITTED },
	};

	it( 'covers every recorded submit', () => {
		const files = readdirSync( RECORDINGS )
			.filter( ( file ) => /^ctct-submit-.*\.json$/.test( file ) )
			.sort();
		expect( files ).toEqual( Object.keys( EXPECTED ).sort() );
	} );

	it.each( Object.entries( EXPECTED ) )( 'reads %s', ( file, outcome ) => {
		const { response } = exchange( file );
		expect(
			readNewsletterAnswer( response.status, response.body )
		).toEqual( outcome );
	} );

	it.each( [
		[ '{"status":"SUCCESS","message":"Done"}', true, 'Done' ],
		[ '{"status":"Success","message":"  Done  "}', true, 'Done' ],
		[ '{"status":"success"}', true, 'Thanks for subscribing!' ],
		[
			'{"status":"success","message":""}',
			true,
			'Thanks for subscribing!',
		],
		[ '{"status":"success","message":7}', true, 'Thanks for subscribing!' ],
		// The plugin's messages are settings the author may write with markup:
		// the text they mean, never tags on screen.
		[
			'{"status":"success","message":"<p><strong>Thank you</strong> &amp; welcome!</p>"}',
			true,
			'Thank you & welcome!',
		],
		[
			'{"status":"named_error","message":"<img src=x onerror=alert(1)>"}',
			false,
			'There was a problem submitting the form. Please try again or contact support.',
		],
		[
			'{"status":"named_error"}',
			false,
			'There was a problem submitting the form. Please try again or contact support.',
		],
		[
			'{"status":"named_error","message":"   "}',
			false,
			'There was a problem submitting the form. Please try again or contact support.',
		],
		[
			'{"status":false,"message":"There was an error sending your form."}',
			false,
			'There was an error sending your form.',
		],
		[
			'{"status":true}',
			false,
			'There was a problem submitting the form. Please try again or contact support.',
		],
		[ '0', false, 'Failed to subscribe. Please try again.' ],
		[ '', false, 'Failed to subscribe. Please try again.' ],
		[ 'null', false, 'Failed to subscribe. Please try again.' ],
		[ '"success"', false, 'Failed to subscribe. Please try again.' ],
		[
			'{"message":"Done"}',
			false,
			'Failed to subscribe. Please try again.',
		],
		[
			'<b>Warning</b>: Undefined array key "ctct_time"{"status":"success"}',
			false,
			'Failed to subscribe. Please try again.',
		],
	] )( 'reads 200 %s', ( text, ok, message ) => {
		const refused = ! ok && text.trimStart().startsWith( '{"status"' );
		expect( readNewsletterAnswer( 200, text ) ).toEqual( {
			ok,
			message,
			...( refused ? { refused } : {} ),
		} );
	} );

	it.each( [
		[ 500, '{"status":"success"}' ],
		[ 403, '-1' ],
		[ 404, '<html></html>' ],
		[ 302, '' ],
	] )( 'reads HTTP %d as a status error', ( status, text ) => {
		expect( readNewsletterAnswer( status, text ) ).toEqual( {
			ok: false,
			message: `Unable to submit form (status ${ status }).`,
		} );
	} );
} );

describe( 'newsletterHoldMs', () => {
	it( 'waits until 6 s after the configuration arrived', () => {
		expect( NEWSLETTER_MIN_DELAY_MS ).toBe( 6000 );
	} );

	it.each( [
		[ 1000, 1000, 6000 ],
		[ 1000, 3000, 4000 ],
		[ 1000, 6999, 1 ],
		[ 1000, 7000, 0 ],
		[ 1000, 11000, 0 ],
		[ 1000, 0, 7000 ],
	] )( 'loaded at %d, now %d → %d ms', ( loadedAt, now, hold ) => {
		expect( newsletterHoldMs( loadedAt, now ) ).toBe( hold );
	} );
} );

describe( 'submitNewsletter', () => {
	const LOADED = 1_800_000_000_000;

	/**
	 * A fetch answering once with this status and body.
	 *
	 * @param status HTTP status.
	 * @param text   Body.
	 */
	function answering( status: number, text: string ) {
		return jest.fn( async () => ( {
			status,
			ok: status >= 200 && status < 300,
			text: async () => text,
		} ) ) as unknown as jest.MockedFunction< typeof fetch >;
	}

	const SUCCESS = exchange( 'ctct-submit-success.json' ).response.body;

	it( 'sends nothing without a configuration', async () => {
		const fetch = answering( 200, SUCCESS );
		await expect(
			submitNewsletter( null, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 10000,
			} )
		).resolves.toEqual( {
			ok: false,
			message: 'Newsletter signup is currently unavailable.',
		} );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'POSTs the form-encoded body to admin-ajax with credentials', async () => {
		const fetch = answering( 200, SUCCESS );
		await expect(
			submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 10000,
			} )
		).resolves.toEqual( {
			ok: true,
			message: 'Your information has been submitted',
		} );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ] ?? [];
		expect( url ).toBe( AJAX );
		expect( init?.method ).toBe( 'POST' );
		expect( init?.credentials ).toBe( 'include' );
		expect( init?.body ).toBeInstanceOf( URLSearchParams );
		expect( String( init?.body ) ).toBe(
			newsletterBody( CONFIG, ZOE ).toString()
		);
		expect( init?.signal ).toBeInstanceOf( AbortSignal );
	} );

	it.each( [
		[ 'ctct-submit-too-fast.json', 'We do not think you are human', true ],
		[
			'ctct-submit-no-data.json',
			'Failed to subscribe. Please try again.',
			false,
		],
	] )( 'gives the outcome of %s', async ( file, message, refused ) => {
		const { response } = exchange( file );
		await expect(
			submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch: answering( response.status, response.body ),
				now: () => LOADED + 10000,
			} )
		).resolves.toEqual( {
			ok: false,
			message,
			...( refused ? { refused } : {} ),
		} );
	} );

	it( 'gives the HTTP status message for a 500', async () => {
		await expect(
			submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch: answering( 500, '<h1>Error</h1>' ),
				now: () => LOADED + 10000,
			} )
		).resolves.toEqual( {
			ok: false,
			message: 'Unable to submit form (status 500).',
		} );
	} );

	it( 'gives the generic message on a network error', async () => {
		const fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		await expect(
			submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 10000,
			} )
		).resolves.toEqual( {
			ok: false,
			message: NEWSLETTER_MESSAGES.generic,
		} );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'gives the generic message when the body cannot be read', async () => {
		const fetch = jest.fn( async () => ( {
			status: 200,
			text: async () => {
				throw new TypeError( 'network error' );
			},
		} ) ) as unknown as typeof window.fetch;
		await expect(
			submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 10000,
			} )
		).resolves.toEqual( {
			ok: false,
			message: NEWSLETTER_MESSAGES.generic,
		} );
	} );

	describe( 'timeout', () => {
		beforeEach( () => {
			jest.useFakeTimers();
		} );

		afterEach( () => {
			jest.useRealTimers();
		} );

		/** A fetch that never answers but honours its abort signal. */
		function hanging() {
			return jest.fn(
				( _url: unknown, init?: RequestInit ) =>
					new Promise< Response >( ( _resolve, reject ) => {
						init?.signal?.addEventListener( 'abort', () =>
							reject(
								new DOMException(
									'The operation was aborted.',
									'AbortError'
								)
							)
						);
					} )
			);
		}

		it( 'gives up after 20 s with the generic message', async () => {
			expect( NEWSLETTER_SUBMIT_TIMEOUT_MS ).toBe( 20000 );
			const fetch = hanging();
			let settled: unknown;
			const outcome = submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 10000,
			} ).then( ( result ) => ( settled = result ) );
			await jest.advanceTimersByTimeAsync( 19999 );
			expect( settled ).toBeUndefined();
			expect( fetch ).toHaveBeenCalledTimes( 1 );
			const signal = fetch.mock.calls[ 0 ]?.[ 1 ]?.signal;
			expect( signal?.aborted ).toBe( false );
			await jest.advanceTimersByTimeAsync( 1 );
			expect( signal?.aborted ).toBe( true );
			await expect( outcome ).resolves.toEqual( {
				ok: false,
				message: 'Failed to subscribe. Please try again.',
			} );
		} );

		it( 'honours a shorter timeoutMs', async () => {
			let settled: unknown;
			const outcome = submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch: hanging(),
				now: () => LOADED + 10000,
				timeoutMs: 50,
			} ).then( ( result ) => ( settled = result ) );
			await jest.advanceTimersByTimeAsync( 49 );
			expect( settled ).toBeUndefined();
			await jest.advanceTimersByTimeAsync( 1 );
			await expect( outcome ).resolves.toEqual( {
				ok: false,
				message: NEWSLETTER_MESSAGES.generic,
			} );
		} );

		it( 'leaves no timer behind after an answer', async () => {
			await submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch: answering( 200, SUCCESS ),
				now: () => LOADED + 10000,
			} );
			expect( jest.getTimerCount() ).toBe( 0 );
		} );
	} );

	describe( 'the 6 s hold', () => {
		it( 'waits the remaining 4 s when sent 2 s after the configuration arrived', async () => {
			const order: string[] = [];
			const sleep = jest.fn( async () => {
				order.push( 'sleep' );
			} );
			const fetch = jest.fn( async () => {
				order.push( 'fetch' );
				return { status: 200, text: async () => SUCCESS };
			} ) as unknown as typeof window.fetch;
			await expect(
				submitNewsletter( CONFIG, ZOE, {
					ajaxUrl: AJAX,
					loadedAt: LOADED,
					fetch,
					now: () => LOADED + 2000,
					sleep,
				} )
			).resolves.toEqual( {
				ok: true,
				message: 'Your information has been submitted',
			} );
			expect( sleep ).toHaveBeenCalledTimes( 1 );
			expect( sleep ).toHaveBeenCalledWith( 4000 );
			expect( order ).toEqual( [ 'sleep', 'fetch' ] );
		} );

		it( 'does not wait when sent 10 s after', async () => {
			const sleep = jest.fn( async () => undefined );
			const fetch = answering( 200, SUCCESS );
			await submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 10000,
				sleep,
			} );
			expect( sleep ).not.toHaveBeenCalled();
			expect( fetch ).toHaveBeenCalledTimes( 1 );
		} );

		it( 'sends nothing until the wait is over', async () => {
			let wake: () => void = () => undefined;
			const sleep = jest.fn(
				() =>
					new Promise< void >( ( resolve ) => {
						wake = resolve;
					} )
			);
			const fetch = answering( 200, SUCCESS );
			const outcome = submitNewsletter( CONFIG, ZOE, {
				ajaxUrl: AJAX,
				loadedAt: LOADED,
				fetch,
				now: () => LOADED + 5500,
				sleep,
			} );
			await Promise.resolve();
			expect( sleep ).toHaveBeenCalledWith( 500 );
			expect( fetch ).not.toHaveBeenCalled();
			wake();
			await expect( outcome ).resolves.toEqual( {
				ok: true,
				message: 'Your information has been submitted',
			} );
			expect( fetch ).toHaveBeenCalledTimes( 1 );
		} );
	} );
} );
