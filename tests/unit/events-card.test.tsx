/**
 * One event in the Upcoming / Past lists of the Events page.
 */
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_EVENT } from '../../src/events/defaultEvent';
import { EventCard, venueText } from '../../src/events/EventCard';
import type { SiteEvent } from '../../src/events/types';

function renderCard( event: SiteEvent ) {
	return render(
		<ul>
			<EventCard event={ event } />
		</ul>
	);
}

describe( 'EventCard', () => {
	it( 'shows the default launch event', () => {
		renderCard( DEFAULT_EVENT );
		const card = screen.getByRole( 'article', {
			name: 'Virtual Book Launch: The Medallion Client',
		} );
		expect(
			within( card ).getByRole( 'heading', {
				level: 3,
				name: 'Virtual Book Launch: The Medallion Client',
			} )
		).toBeInTheDocument();
		const time = card.querySelector( 'time' );
		expect( time ).toHaveAttribute( 'datetime', '2025-09-30T23:00:00Z' );
		expect( time ).toHaveTextContent(
			'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT'
		);
		expect( card ).toHaveTextContent( 'Online' );
		expect( card ).toHaveTextContent( DEFAULT_EVENT.description );
		expect( within( card ).queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( within( card ).queryByRole( 'img' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the venue, a details link and an image when present', () => {
		renderCard( {
			...DEFAULT_EVENT,
			id: 'signing',
			title: 'Signing at the Library',
			description: '',
			venue: {
				venue: 'Central Library',
				address: '115 South Ave',
				city: 'Rochester',
				state: 'NY',
			},
			url: 'https://example.test/events/signing/',
			image: {
				url: 'https://example.test/signing.jpg',
				alt: 'The library',
				width: 800,
				height: 600,
			},
		} );
		const card = screen.getByRole( 'article', {
			name: 'Signing at the Library',
		} );
		expect( card ).toHaveTextContent(
			'Central Library, 115 South Ave, Rochester, NY'
		);
		expect(
			within( card ).getByRole( 'link', {
				name: /^Event details\s*: Signing at the Library$/,
			} )
		).toHaveAttribute( 'href', 'https://example.test/events/signing/' );
		expect(
			within( card ).getByRole( 'img', { name: 'The library' } )
		).toHaveAttribute( 'src', 'https://example.test/signing.jpg' );
		expect( card.querySelector( '.event-card__description' ) ).toBeNull();
	} );
} );

describe( 'venueText', () => {
	it( 'joins the parts that are present', () => {
		expect(
			venueText( {
				...DEFAULT_EVENT,
				venue: { city: 'Rochester', state: 'NY' },
			} )
		).toBe( 'Rochester, NY' );
		expect( venueText( { ...DEFAULT_EVENT, venue: {} } ) ).toBe( '' );
		expect( venueText( { ...DEFAULT_EVENT, venue: null } ) ).toBe( '' );
	} );
} );
