import { fireEvent, render, screen } from '@testing-library/react';
import {
	ContactForm,
	UNCONFIGURED_BANNER,
} from '../../src/contact/ContactForm';

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
