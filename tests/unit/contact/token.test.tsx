/**
 * The WPForms token (docs/forms.md#wpforms-token): renewed as WPForms' own
 * script renews it (due after its lifetime, asked with `wpforms_get_token`
 * on focus and before sending), and a clear error plus sending again when
 * WPForms calls the token invalid.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import type { WpformsConfig } from '../../../src/config/config';
import { ContactForm } from '../../../src/contact/ContactForm';
import {
	pageToken,
	readTokenAnswer,
	tokenDue,
} from '../../../src/contact/token';
import { exchange } from '../../shared/recordings';

const OLD = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const NEW = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const NOW = 1_800_000_000_000;
const DAY = 86_400;

const WPFORMS: WpformsConfig = {
	formId: 6,
	nameFormat: 'first-last',
	fields: { name: 1, email: 2, subject: 3, message: 4 },
	token: OLD,
	tokenTime: NOW / 1000 - 60,
	tokenLifetime: DAY,
};

const RENEWED =
	'This form had expired, so your message was not sent. It has been renewed: please press Send Message again.';

describe( 'the token rules', () => {
	it( 'is due once as old as its lifetime', () => {
		const token = pageToken( WPFORMS, NOW )!;
		expect( token ).toEqual( { token: OLD, madeAtMs: NOW - 60_000 } );
		expect( tokenDue( WPFORMS, token, NOW ) ).toBe( false );
		expect(
			tokenDue( WPFORMS, token, NOW - 60_000 + DAY * 1000 - 1 )
		).toBe( false );
		expect( tokenDue( WPFORMS, token, NOW - 60_000 + DAY * 1000 ) ).toBe(
			true
		);
		expect( tokenDue( WPFORMS, null, NOW + DAY * 2000 ) ).toBe( false );
	} );

	it( 'reads WPForms’ answer to wpforms_get_token', () => {
		expect(
			readTokenAnswer(
				200,
				`{"success":true,"data":{"token":"${ NEW }"}}`
			)
		).toBe( NEW );
		for ( const text of [
			'0',
			'{"success":false}',
			'{"success":true,"data":{"token":"<b>"}}',
			'<html>',
		] ) {
			expect( readTokenAnswer( 200, text ) ).toBeNull();
		}
		expect(
			readTokenAnswer(
				500,
				`{"success":true,"data":{"token":"${ NEW }"}}`
			)
		).toBeNull();
	} );
} );

describe( 'ContactForm keeping its token valid', () => {
	/**
	 * A fetch answering admin-ajax by action: the token, or the submit's
	 * answers in turn.
	 *
	 * @param submits The submit answers, in order.
	 */
	function ajax( submits: string[] ) {
		const sent: Array< { action: string; token?: string | null } > = [];
		const fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
			const body = init?.body;
			const action =
				body instanceof URLSearchParams
					? body.get( 'action' )
					: ( body as FormData ).get( 'action' );
			if ( action === 'wpforms_get_token' ) {
				sent.push( {
					action,
					token: ( body as URLSearchParams ).get( 'formId' ),
				} );
				return {
					status: 200,
					headers: { get: () => 'application/json' },
					text: async () =>
						`{"success":true,"data":{"token":"${ NEW }"}}`,
				} as unknown as Response;
			}
			sent.push( {
				action: String( action ),
				token: ( body as FormData ).get( 'wpforms[token]' ) as string,
			} );
			return {
				status: 200,
				headers: { get: () => 'application/json; charset=UTF-8' },
				text: async () => submits.shift() ?? '0',
			} as unknown as Response;
		} );
		return { fetch, sent };
	}

	function renderForm(
		config: WpformsConfig,
		fetch: typeof window.fetch,
		now: () => number
	) {
		render(
			<ContactForm
				to="claire@example.com"
				openMail={ jest.fn() }
				wpforms={ config }
				ajaxUrl="/wp-admin/admin-ajax.php"
				services={ { fetch, now, sleep: async () => undefined } }
			/>
		);
	}

	function fillAndSend() {
		fireEvent.change( screen.getByLabelText( 'Name' ), {
			target: { value: 'Megan Reyes' },
		} );
		fireEvent.change( screen.getByLabelText( 'Email' ), {
			target: { value: 'megan@example.com' },
		} );
		fireEvent.change( screen.getByLabelText( 'Subject' ), {
			target: { value: 'Book Signing Request' },
		} );
		fireEvent.change( screen.getByLabelText( 'Message' ), {
			target: { value: 'Could you sign at our library in May?' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Send Message' } )
		);
	}

	const SUCCESS = exchange( 'wpforms-submit-success.json' ).response.body;
	// WPForms' refusal of a token it does not know, with the classic
	// anti-spam on (Token::validate → errors.header): the recorded general
	// error's shape, with the plugin's own words for this case.
	const STALE = exchange(
		'wpforms-submit-too-fast.json'
	).response.body.replace(
		/Please wait a little longer[^<]*/,
		'Antispam token is invalid. Please reload the page and try submitting the form again.'
	);

	it( 'sends the page’s token while it is young, asking for none', async () => {
		const { fetch, sent } = ajax( [ SUCCESS ] );
		renderForm(
			WPFORMS,
			fetch as unknown as typeof window.fetch,
			() => NOW
		);
		act( () => screen.getByLabelText( 'Name' ).focus() );
		fillAndSend();
		await screen.findByRole( 'heading', { name: 'Message Sent' } );
		expect( sent ).toEqual( [ { action: 'wpforms_submit', token: OLD } ] );
	} );

	it( 'asks for a new token when the form gets focus a day later, and sends it', async () => {
		const { fetch, sent } = ajax( [ SUCCESS ] );
		renderForm(
			WPFORMS,
			fetch as unknown as typeof window.fetch,
			() => NOW + DAY * 1000
		);
		act( () => screen.getByLabelText( 'Name' ).focus() );
		await waitFor( () => expect( sent ).toHaveLength( 1 ) );
		expect( sent[ 0 ] ).toEqual( {
			action: 'wpforms_get_token',
			token: '6',
		} );
		fillAndSend();
		await screen.findByRole( 'heading', { name: 'Message Sent' } );
		expect( sent ).toHaveLength( 2 );
		expect( sent[ 1 ] ).toEqual( { action: 'wpforms_submit', token: NEW } );
	} );

	it( 'renews a due token before sending even without focus', async () => {
		const { fetch, sent } = ajax( [ SUCCESS ] );
		renderForm(
			WPFORMS,
			fetch as unknown as typeof window.fetch,
			() => NOW + DAY * 2000
		);
		fillAndSend();
		await screen.findByRole( 'heading', { name: 'Message Sent' } );
		expect( sent.map( ( s ) => s.action ) ).toEqual( [
			'wpforms_get_token',
			'wpforms_submit',
		] );
		expect( sent[ 1 ]!.token ).toBe( NEW );
	} );

	it( 'refused for its token: a clear error, values kept, and sent again with the new one', async () => {
		const { fetch, sent } = ajax( [ STALE, SUCCESS ] );
		renderForm(
			WPFORMS,
			fetch as unknown as typeof window.fetch,
			() => NOW
		);
		fillAndSend();
		const banner = await screen.findByRole( 'alert' );
		expect( banner ).toHaveTextContent( RENEWED );
		expect( screen.getByLabelText( 'Message' ) ).toHaveValue(
			'Could you sign at our library in May?'
		);
		expect( sent.map( ( s ) => s.action ) ).toEqual( [
			'wpforms_submit',
			'wpforms_get_token',
		] );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Send Message' } )
		);
		await screen.findByRole( 'heading', { name: 'Message Sent' } );
		expect( sent[ 2 ] ).toEqual( { action: 'wpforms_submit', token: NEW } );
	} );

	it( 'refused while its token is the current one: WPForms’ own message', async () => {
		const { fetch } = ajax( [ STALE ] );
		renderForm(
			{ ...WPFORMS, token: NEW },
			fetch as unknown as typeof window.fetch,
			() => NOW
		);
		fillAndSend();
		const banner = await screen.findByRole( 'alert' );
		expect( banner ).toHaveTextContent( 'Antispam token is invalid.' );
	} );
} );
