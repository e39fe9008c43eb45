/**
 * Both forms as they start over the server's markup
 * (docs/forms.md#what-is-never-lost, #without-javascript): what was typed
 * before the app started is adopted at hydration, every field type
 * included, and a form posted without the app starts in the server's answer.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { resetConfigForTests } from '../../../src/config/config';
import { parseFormResult } from '../../../src/config/forms';
import { ContactForm } from '../../../src/contact/ContactForm';
import { NewsletterSignup } from '../../../src/newsletter/NewsletterSignup';
import { resetNewsletterConfigForTests } from '../../../src/newsletter/useNewsletterConfig';
import { NO_READS, WPFORMS } from '../support/form-fixtures';
import { setPageConfig } from '../../shared/page-config';

function answeringFetch() {
	return jest.fn(
		async ( ...args: Parameters< typeof window.fetch > ) =>
			( {
				status: args.length ? 200 : 0,
				headers: { get: () => 'application/json' },
				text: async () =>
					JSON.stringify( {
						success: true,
						data: { confirmation: '<p>Thanks!</p>' },
					} ),
			} ) as unknown as Response
	);
}

/**
 * Draws the element as the server would, lets `type` change the fields,
 * then hydrates.
 *
 * @param element The form.
 * @param type    What the visitor does before the app starts.
 */
async function hydrateAfter(
	element: ReactElement,
	type: ( container: HTMLElement ) => void
): Promise< HTMLElement > {
	const container = document.createElement( 'div' );
	container.innerHTML = renderToString( element );
	document.body.appendChild( container );
	type( container );
	await act( async () => {
		hydrateRoot( container, element );
	} );
	return container;
}

function field< T extends Element >( container: HTMLElement, id: string ): T {
	return container.querySelector( `#${ id }` ) as T;
}

beforeEach( () => {
	document.body.innerHTML = '';
	setPageConfig( { contactEmail: 'claire@example.com' } );
	resetConfigForTests();
	resetNewsletterConfigForTests();
} );

describe( 'typed before the app started', () => {
	it( 'the contact form adopts every field, the select included, keeps focus and sends it intact', async () => {
		const fetch = answeringFetch();
		const element = (
			<ContactForm
				to="claire@example.com"
				wpforms={ WPFORMS }
				services={ { fetch, sleep: async () => undefined } }
			/>
		);
		const errors = jest.spyOn( console, 'error' );
		const container = await hydrateAfter( element, ( root ) => {
			field< HTMLInputElement >( root, 'contact-name' ).value =
				'Zoë Early';
			field< HTMLInputElement >( root, 'contact-email' ).value =
				'zoe@example.test';
			field< HTMLSelectElement >( root, 'contact-subject' ).value =
				'Reader Question';
			const message = field< HTMLTextAreaElement >(
				root,
				'contact-message'
			);
			message.value = 'Typed before the app\nstarted.';
			message.focus();
			message.setSelectionRange( 5, 11 );
		} );
		const message = field< HTMLTextAreaElement >(
			container,
			'contact-message'
		);
		expect( message.ownerDocument.activeElement ).toBe( message );
		expect( message.selectionStart ).toBe( 5 );
		expect( message.selectionEnd ).toBe( 11 );
		expect(
			field< HTMLSelectElement >( container, 'contact-subject' ).value
		).toBe( 'Reader Question' );
		expect( errors ).not.toHaveBeenCalled();
		errors.mockRestore();

		await act( async () => {
			container
				.querySelector( 'form' )!
				.dispatchEvent(
					new Event( 'submit', { bubbles: true, cancelable: true } )
				);
		} );
		await waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 1 ) );
		const body = fetch.mock.calls[ 0 ]![ 1 ]!.body as FormData;
		expect( body.get( 'wpforms[fields][1]' ) ).toBe( 'Zoë Early' );
		expect( body.get( 'wpforms[fields][2]' ) ).toBe( 'zoe@example.test' );
		expect( body.get( 'wpforms[fields][3]' ) ).toBe( 'Reader Question' );
		expect( body.get( 'wpforms[fields][4]' ) ).toBe(
			'Typed before the app\r\nstarted.'
		);
		await screen.findByRole( 'heading', { name: 'Message Sent' } );
	} );

	it( 'the signup block adopts both fields', async () => {
		const element = (
			<NewsletterSignup
				idPrefix="home-newsletter"
				title="Join"
				description="News."
				reads={ NO_READS }
			/>
		);
		const container = await hydrateAfter( element, ( root ) => {
			field< HTMLInputElement >(
				root,
				'home-newsletter-first-name'
			).value = 'Zoë';
			field< HTMLInputElement >( root, 'home-newsletter-email' ).value =
				'bad-address';
		} );
		// The typed (invalid) email is what the app checks.
		await act( async () => {
			container
				.querySelector( 'form' )!
				.dispatchEvent(
					new Event( 'submit', { bubbles: true, cancelable: true } )
				);
		} );
		expect(
			await screen.findByText( 'Please enter a valid email address' )
		).toBeInTheDocument();
		expect(
			field< HTMLInputElement >( container, 'home-newsletter-first-name' )
				.value
		).toBe( 'Zoë' );
	} );
} );

describe( 'the server’s answer to a form posted without the app', () => {
	it( 'starts the contact form in its error state, values and errors kept', () => {
		setPageConfig( {
			forms: {
				token: '1.abc',
				result: {
					form: 'contact',
					ok: false,
					values: {
						name: 'Zoë',
						email: 'zoe@',
						subject: 'Other',
						message: 'Hello there!',
					},
					confirmation: '',
					banner: null,
					errors: { email: 'Please enter a valid email address' },
				},
			},
		} );
		resetConfigForTests();
		const container = document.createElement( 'div' );
		container.innerHTML = renderToString(
			<ContactForm to="claire@example.com" wpforms={ WPFORMS } />
		);
		const email = field< HTMLInputElement >( container, 'contact-email' );
		expect( email.value ).toBe( 'zoe@' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( container ).toHaveTextContent(
			'Please enter a valid email address'
		);
		expect(
			container.querySelector( 'input[name="author_site_token"]' )
		).toHaveAttribute( 'value', '1.abc' );
	} );

	it( 'starts the signup block in its success state', () => {
		setPageConfig( {
			forms: {
				token: '1.abc',
				result: {
					form: 'newsletter',
					block: 'home-newsletter',
					ok: true,
					values: { firstName: '', email: 'a@b.co' },
					message: 'Your information has been submitted.',
					banner: null,
					emailError: null,
				},
			},
		} );
		resetConfigForTests();
		const html = renderToString(
			<NewsletterSignup
				idPrefix="home-newsletter"
				title="Join"
				description="News."
				reads={ NO_READS }
			/>
		);
		expect( html ).toContain( 'Welcome to the VIP List!' );
		expect( html ).toContain( 'Your information has been submitted.' );
		expect( html ).toContain( 'Thank you for subscribing!' );
	} );

	it( 'refuses an unusable answer', () => {
		expect( parseFormResult( null ) ).toBeNull();
		expect( parseFormResult( { form: 'contact' } ) ).toBeNull();
		expect(
			parseFormResult( { form: 'newsletter', block: 'x y', values: {} } )
		).toBeNull();
		expect(
			parseFormResult( {
				form: 'contact',
				ok: true,
				drafted: true,
				values: { name: 1 },
			} )
		).toMatchObject( {
			ok: true,
			drafted: true,
			values: { name: '', email: '' },
			errors: {},
		} );
	} );
} );
