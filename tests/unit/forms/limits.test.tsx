/**
 * The forms' limits and a logged-in user's nonces in the app's render
 * (docs/forms.md#limits, #without-javascript): the fields' maxlength is
 * src/forms/limits.json, which the server also reads; the hidden nonce
 * fields appear exactly when the page's configuration carries them (the
 * server draws them from the same values, so hydration matches); and a
 * form refused by the limit starts with its message, every value kept.
 */
import { renderToString } from 'react-dom/server';
import { getConfig, resetConfigForTests } from '../../../src/config/config';
import { ContactForm } from '../../../src/contact/ContactForm';
import rules from '../../../src/contact/rules.json';
import limits from '../../../src/forms/limits.json';
import { NewsletterSignup } from '../../../src/newsletter/NewsletterSignup';
import newsletterCopy from '../../../src/newsletter/copy.json';
import { resetNewsletterConfigForTests } from '../../../src/newsletter/useNewsletterConfig';
import { NO_READS, WPFORMS } from '../support/form-fixtures';
import { setPageConfig } from '../../shared/page-config';

/**
 * The two forms as the app first renders them, in one element.
 *
 * @param config The page's configuration.
 */
function renderForms( config: Record< string, unknown > ): HTMLElement {
	setPageConfig( config );
	resetConfigForTests();
	resetNewsletterConfigForTests();
	const container = document.createElement( 'div' );
	container.innerHTML =
		renderToString(
			<ContactForm
				to="claire@example.com"
				wpforms={ getConfig().contact.wpforms }
			/>
		) +
		renderToString(
			<NewsletterSignup
				idPrefix="home-newsletter"
				title="Join"
				description="News."
				reads={ NO_READS }
			/>
		);
	return container;
}

/**
 * The value of each hidden field of a form.
 *
 * @param form The form.
 */
function hiddenFields( form: Element ): Record< string, string > {
	return Object.fromEntries(
		Array.from(
			form.querySelectorAll< HTMLInputElement >( 'input[type="hidden"]' )
		).map( ( input ) => [ input.name, input.value ] )
	);
}

afterEach( () => {
	setPageConfig( undefined );
	resetConfigForTests();
} );

describe( 'the forms’ limits and nonces', () => {
	it( 'gives each field the maxlength of src/forms/limits.json', () => {
		const container = renderForms( { forms: { token: '1.abc' } } );
		const maxlength = ( id: string ) =>
			container.querySelector( `#${ id }` )?.getAttribute( 'maxlength' );
		expect( maxlength( 'contact-name' ) ).toBe(
			String( limits.fields.contact.name )
		);
		expect( maxlength( 'contact-email' ) ).toBe(
			String( limits.fields.contact.email )
		);
		expect( maxlength( 'contact-message' ) ).toBe(
			String( limits.fields.contact.message )
		);
		expect( maxlength( 'home-newsletter-first-name' ) ).toBe(
			String( limits.fields.newsletter.firstName )
		);
		expect( maxlength( 'home-newsletter-email' ) ).toBe(
			String( limits.fields.newsletter.email )
		);
		expect( limits.fields.contact ).toEqual( {
			name: 100,
			email: 254,
			subject: 100,
			message: 5000,
		} );
	} );

	it( 'carries a logged-in user’s nonce in both forms and WPForms’ nonce in the contact form', () => {
		const container = renderForms( {
			forms: { token: '1.abc', nonce: 'a1b2c3d4e5' },
			contact: { wpforms: { ...WPFORMS, nonce: 'f6e5d4c3b2' } },
		} );
		const [ contact, signup ] = Array.from(
			container.querySelectorAll( 'form' )
		);
		expect( hiddenFields( contact! ) ).toEqual( {
			author_site_form: 'contact',
			author_site_token: '1.abc',
			author_site_nonce: 'a1b2c3d4e5',
			author_site_wpforms_nonce: 'f6e5d4c3b2',
		} );
		expect( hiddenFields( signup! ) ).toEqual( {
			author_site_form: 'home-newsletter',
			author_site_token: '1.abc',
			author_site_nonce: 'a1b2c3d4e5',
		} );
	} );

	it( 'carries no nonce for a visitor', () => {
		const container = renderForms( {
			forms: { token: '1.abc', nonce: '' },
			contact: { wpforms: WPFORMS },
		} );
		for ( const form of Array.from(
			container.querySelectorAll( 'form' )
		) ) {
			expect( Object.keys( hiddenFields( form ) ) ).toEqual( [
				'author_site_form',
				'author_site_token',
			] );
		}
	} );

	it( 'starts a contact form refused by the limit with its message, every value kept', () => {
		const container = renderForms( {
			contact: { wpforms: WPFORMS },
			forms: {
				token: '1.abc',
				result: {
					form: 'contact',
					ok: false,
					values: {
						name: 'Zoë',
						email: 'zoe@example.test',
						subject: 'Other',
						message: 'Once more, with feeling.',
					},
					confirmation: '',
					banner: rules.answers.tooMany,
					errors: {},
				},
			},
		} );
		expect( container.querySelector( '[role="alert"]' ) ).toHaveTextContent(
			rules.answers.tooMany
		);
		expect(
			container.querySelector< HTMLTextAreaElement >( '#contact-message' )
				?.value
		).toBe( 'Once more, with feeling.' );
		expect(
			container.querySelector< HTMLInputElement >( '#contact-name' )
				?.value
		).toBe( 'Zoë' );
	} );

	it( 'starts a signup refused by the limit with its message, every value kept', () => {
		const container = renderForms( {
			forms: {
				token: '1.abc',
				result: {
					form: 'newsletter',
					block: 'home-newsletter',
					ok: false,
					values: { firstName: 'Zoë', email: 'zoe@example.test' },
					message: '',
					banner: newsletterCopy.messages.tooMany,
					emailError: null,
				},
			},
		} );
		expect(
			container.querySelector( '#home-newsletter-banner' )
		).toHaveTextContent( newsletterCopy.messages.tooMany );
		expect(
			container.querySelector< HTMLInputElement >(
				'#home-newsletter-email'
			)?.value
		).toBe( 'zoe@example.test' );
		expect(
			container.querySelector< HTMLInputElement >(
				'#home-newsletter-first-name'
			)?.value
		).toBe( 'Zoë' );
	} );
} );
