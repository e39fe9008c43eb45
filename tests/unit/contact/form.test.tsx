import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import type { WpformsConfig } from '../../../src/config/config';
import {
	ContactForm,
	DEFAULT_CONFIRMATION,
	UNCONFIGURED_BANNER,
} from '../../../src/contact/ContactForm';
import { exchange } from '../../shared/recordings';

function fill(
	values: Partial<
		Record< 'Name' | 'Email' | 'Subject' | 'Message', string >
	>
) {
	for ( const [ label, value ] of Object.entries( values ) ) {
		fireEvent.change( screen.getByLabelText( label ), {
			target: { value },
		} );
	}
}

const submit = () =>
	fireEvent.click( screen.getByRole( 'button', { name: 'Send Message' } ) );

describe( 'ContactForm without a connected form', () => {
	it( 'says it still needs configuration and asks for a direct email', () => {
		render(
			<ContactForm to="claire@example.com" openMail={ jest.fn() } />
		);
		expect( screen.getByRole( 'note' ) ).toHaveTextContent(
			UNCONFIGURED_BANNER
		);
		expect( UNCONFIGURED_BANNER ).toMatch( /needs to be connected/ );
		expect( UNCONFIGURED_BANNER ).toMatch( /email me directly/ );
	} );

	it( 'shows only the first failure at its field, linked and focused', () => {
		const openMail = jest.fn();
		render( <ContactForm to="claire@example.com" openMail={ openMail } /> );
		fill( { Name: 'Megan', Email: 'not-an-email', Message: 'short' } );
		submit();
		const subject = screen.getByLabelText( 'Subject' );
		expect( subject ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( subject ).toHaveAccessibleDescription( 'Subject is required' );
		expect( subject ).toHaveFocus();
		expect(
			screen.queryByText( 'Please enter a valid email address' )
		).toBeNull();
		expect( screen.getByLabelText( 'Email' ) ).not.toHaveAttribute(
			'aria-invalid'
		);
		expect( openMail ).not.toHaveBeenCalled();
	} );

	it( 'drafts the email, shows the fallback panel, and Go Back keeps every value', () => {
		const openMail = jest.fn();
		render( <ContactForm to="claire@example.com" openMail={ openMail } /> );
		fill( {
			Name: 'Megan Reyes',
			Email: 'megan@example.com',
			Subject: 'Book Signing Request',
			Message: 'Could you sign at our library in May?',
		} );
		submit();
		expect( openMail ).toHaveBeenCalledTimes( 1 );
		const url = openMail.mock.calls[ 0 ][ 0 ] as string;
		expect( url ).toMatch(
			/^mailto:claire@example\.com\?subject=Book%20Signing%20Request&body=/
		);
		expect(
			screen.getByRole( 'heading', { name: 'Email the Author Directly' } )
		).toHaveFocus();
		expect(
			screen.getByText( 'Contact form integration is not configured.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Compose Email' } )
		).toHaveAttribute( 'href', url );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Go Back to Form' } )
		);
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( 'Megan Reyes' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'megan@example.com'
		);
		expect( screen.getByLabelText( 'Subject' ) ).toHaveValue(
			'Book Signing Request'
		);
		expect( screen.getByLabelText( 'Message' ) ).toHaveValue(
			'Could you sign at our library in May?'
		);
	} );
} );

describe( 'ContactForm connected to WPForms', () => {
	const WPFORMS: WpformsConfig = {
		formId: 6,
		nameFormat: 'first-last',
		fields: { name: 1, email: 2, subject: 3, message: 4 },
	};
	const MEGAN = {
		Name: 'Megan Reyes',
		Email: 'megan@example.com',
		Subject: 'Book Signing Request',
		Message: 'Could you sign at our library in May?',
	};

	/**
	 * A fetch whose answers the test releases one by one.
	 */
	function pendingFetch() {
		const answers: Array< ( body: string ) => void > = [];
		const fetch = jest.fn<
			Promise< Response >,
			Parameters< typeof window.fetch >
		>(
			() =>
				new Promise< Response >( ( resolve ) =>
					answers.push( ( body ) =>
						resolve( {
							status: 200,
							headers: {
								get: () => 'application/json; charset=UTF-8',
							},
							text: async () => body,
						} as unknown as Response )
					)
				)
		);
		const answer = async ( body: string ) => {
			await act( async () => answers.shift()?.( body ) );
		};
		return { fetch, answer };
	}

	function renderConnected( fetch: typeof window.fetch ) {
		render(
			<ContactForm
				to="claire@example.com"
				openMail={ jest.fn() }
				wpforms={ WPFORMS }
				ajaxUrl="/wp-admin/admin-ajax.php"
				services={ { fetch, sleep: async () => undefined } }
			/>
		);
	}

	/**
	 * Fills the form and submits; resolves once the request went out.
	 *
	 * @param fetch The fetch mock.
	 */
	async function send( fetch: jest.Mock ) {
		fill( MEGAN );
		submit();
		await waitFor( () => expect( fetch ).toHaveBeenCalled() );
	}

	it( 'shows no unconfigured banner', () => {
		renderConnected( pendingFetch().fetch );
		expect( screen.queryByRole( 'note' ) ).toBeNull();
	} );

	it( 'sends once while submitting, then shows Message Sent and starts again', async () => {
		const { fetch, answer } = pendingFetch();
		renderConnected( fetch );
		await send( fetch );

		const button = screen.getByRole( 'button', { name: 'Sending…' } );
		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		fireEvent.submit( button.closest( 'form' )! ); // Enter in a field.
		fireEvent.click( button );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ]!;
		expect( url ).toBe( '/wp-admin/admin-ajax.php' );
		const body = init?.body as FormData;
		expect( body.get( 'wpforms[fields][1][first]' ) ).toBe( 'Megan' );
		expect( body.get( 'wpforms[fields][1][last]' ) ).toBe( 'Reyes' );
		expect( body.get( 'wpforms[fields][3]' ) ).toBe(
			'Book Signing Request'
		);

		await answer( exchange( 'wpforms-submit-success.json' ).response.body );
		expect(
			screen.getByRole( 'heading', { name: 'Message Sent' } )
		).toHaveFocus();
		expect(
			screen.getByText( 'Thank you! Your message has been sent.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'I read every note and will reply within a few days.'
			)
		).toBeInTheDocument();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Send Another Message' } )
		);
		for ( const label of [ 'Name', 'Email', 'Subject', 'Message' ] ) {
			expect( screen.getByLabelText( label ) ).toHaveValue( '' );
		}
		expect( screen.getByLabelText( 'Name' ) ).toHaveFocus();
		expect(
			screen.getByRole( 'button', { name: 'Send Message' } )
		).toBeEnabled();
	} );

	it( 'shows a default line when the confirmation is empty', async () => {
		const { fetch, answer } = pendingFetch();
		renderConnected( fetch );
		await send( fetch );
		await answer( '{"success":true,"data":{"confirmation":""}}' );
		expect( screen.getByText( DEFAULT_CONFIRMATION ) ).toBeInTheDocument();
	} );

	it( 'keeps every value and shows the banner when the submit fails', async () => {
		const { fetch, answer } = pendingFetch();
		renderConnected( fetch );
		await send( fetch );
		await answer( '0' );
		const banner = screen.getByRole( 'alert' );
		expect( banner ).toHaveTextContent( 'Failed to submit contact form.' );
		expect( banner ).toHaveFocus();
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( MEGAN.Name );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue( MEGAN.Email );
		expect( screen.getByLabelText( 'Subject' ) ).toHaveValue(
			MEGAN.Subject
		);
		expect( screen.getByLabelText( 'Message' ) ).toHaveValue(
			MEGAN.Message
		);
		expect(
			screen.getByRole( 'button', { name: 'Send Message' } )
		).toBeEnabled();
	} );

	it( 'shows the server’s field errors at their fields', async () => {
		const { fetch, answer } = pendingFetch();
		renderConnected( fetch );
		await send( fetch );
		await answer(
			exchange( 'wpforms-submit-empty.json', 1 ).response.body
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Form has not been submitted, please see the errors below.'
		);
		for ( const label of [ 'Name', 'Email', 'Subject', 'Message' ] ) {
			const control = screen.getByLabelText( label );
			expect( control ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( control ).toHaveAccessibleDescription(
				'This field is required.'
			);
		}
		expect( screen.getByLabelText( 'Name' ) ).toHaveFocus();

		// Typing in a field clears its error only.
		fill( { Email: 'megan@example.org' } );
		expect( screen.getByLabelText( 'Email' ) ).not.toHaveAttribute(
			'aria-invalid'
		);
		expect( screen.getByLabelText( 'Message' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );

	it( 'says so when the message cannot be sent at all', async () => {
		const fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		renderConnected( fetch );
		fill( MEGAN );
		submit();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'There was an error sending your message. Please try again.'
		);
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( MEGAN.Name );
	} );
} );
