/**
 * One event in the Upcoming / Past lists of the Events page.
 */
import { render, screen, within } from '@testing-library/react';
import { eventsFromAnswer } from '../../../src/events/mapEvent';
import { DEFAULT_EVENT } from '../../../src/events/defaultEvent';
import { EventCard } from '../../../src/events/EventCard';
import { venueText } from '../../../src/events/venue';
import type { SiteEvent } from '../../../src/events/types';
import { answer } from '../../shared/recordings';

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
		const picture = within( card ).getByRole( 'img', {
			name: 'The library',
		} );
		expect( picture ).toHaveAttribute(
			'src',
			'https://example.test/signing.jpg'
		);
		// A card's picture is fetched after the text, when scrolled near.
		expect( picture ).toHaveAttribute( 'fetchpriority', 'low' );
		expect( picture ).toHaveAttribute( 'loading', 'lazy' );
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

describe( 'EventCard with a recorded event (events-relative.json, id 9)', () => {
	const signing = eventsFromAnswer( answer( 'events-relative.json' ) ).find(
		( item ) => item.id === '9'
	)!;

	function icsText( card: HTMLElement ): string {
		const link = within( card ).getByRole( 'link', {
			name: /^Add to calendar \(\.ics\)\s*: Summer Signing at Lakeside Books$/,
		} );
		expect( link ).toHaveAttribute( 'download', 'event-9.ics' );
		const href = link.getAttribute( 'href' ) ?? '';
		return decodeURIComponent( href.slice( href.indexOf( ',' ) + 1 ) );
	}

	it( 'shows the image (alt = title), the venue line and the details link', () => {
		renderCard( signing );
		const card = screen.getByRole( 'article', {
			name: 'Summer Signing at Lakeside Books',
		} );
		expect(
			within( card ).getByRole( 'img', {
				name: 'Summer Signing at Lakeside Books',
			} )
		).toHaveAttribute(
			'src',
			'https://example.test/wp-content/uploads/2026/11/summer-signing-768x480.jpg'
		);
		expect( card ).toHaveTextContent(
			'Lakeside Books, 123 Main Street, Rochester, NY'
		);
		expect(
			within( card ).getByRole( 'link', { name: /^Event details/ } )
		).toHaveAttribute(
			'href',
			'https://example.test/event/summer-signing-at-lakeside-books/'
		);
		expect( card.querySelector( 'time' ) ).toHaveTextContent(
			'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM EDT'
		);
	} );

	it( 'offers no calendar links unless upcoming', () => {
		renderCard( signing );
		expect(
			screen.queryByRole( 'link', { name: /Add to calendar/ } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: /Google Calendar/ } )
		).not.toBeInTheDocument();
	} );

	it( 'offers the .ics file and Google Calendar when upcoming, with the host in the UID', () => {
		render(
			<ul>
				<EventCard event={ signing } upcoming host="example.test" />
			</ul>
		);
		const card = screen.getByRole( 'article' );
		const ics = icsText( card );
		expect( ics ).toMatch( /^BEGIN:VCALENDAR\r\n/ );
		expect( ics ).toContain( '\r\nUID:event-9@example.test\r\n' );
		expect( ics ).toContain( '\r\nDTSTART:20270715T180000Z\r\n' );
		const google = new URL(
			within( card )
				.getByRole( 'link', { name: /^Google Calendar/ } )
				.getAttribute( 'href' ) ?? ''
		);
		expect( google.searchParams.get( 'dates' ) ).toBe(
			'20270715T180000Z/20270715T200000Z'
		);
	} );

	it( 'uses localhost in the UID when no host is given', () => {
		render(
			<ul>
				<EventCard event={ signing } upcoming />
			</ul>
		);
		expect( icsText( screen.getByRole( 'article' ) ) ).toContain(
			'\r\nUID:event-9@localhost\r\n'
		);
	} );
} );
