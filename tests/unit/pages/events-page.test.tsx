/**
 * The Events page's view (docs/product.md#events-page): Upcoming and Past lists with
 * the recorded events, the loading state, the Stay Tuned empty state and the
 * Add to calendar links (upcoming events only).
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { eventsFromAnswer, mapEvent } from '../../../src/events/mapEvent';
import type { SiteEvent } from '../../../src/events/types';
import { EventsView } from '../../../src/pages/EventsPage';
import { answer } from '../../shared/recordings';

const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
} as const;

/** When the recordings were made: 2026-11-22 04:27 in New York. */
const RECORDED_AT = Date.UTC( 2026, 10, 22, 9, 27 );

const CONTENT = {
	pageTitle: 'Events & Appearances',
	pageDescription: 'Signings, readings and virtual chats.',
	noEventsMessage: 'No events on the calendar yet: check back soon.',
};

const recorded = eventsFromAnswer( answer( 'events-relative.json' ) );
const UPCOMING_IDS = [ '10', '12', '11', '14', '9' ];
const PAST_IDS = [ '17', '13' ];

function only( ids: string[] ): SiteEvent[] {
	return recorded.filter( ( event ) => ids.includes( event.id ) );
}

function renderView(
	events: SiteEvent[],
	{
		eventsLoading = false,
		now = RECORDED_AT,
		icalUrl = null as string | null,
	} = {}
) {
	return render(
		<MemoryRouter initialEntries={ [ '/events' ] } future={ ROUTER_FUTURE }>
			<EventsView
				content={ CONTENT }
				events={ events }
				eventsLoading={ eventsLoading }
				now={ now }
				host="example.test"
				icalUrl={ icalUrl }
			/>
		</MemoryRouter>
	);
}

/**
 * The <section> labelled by the heading with this text.
 *
 * @param name The heading's text.
 */
function sectionOf( name: string ): HTMLElement {
	const section = screen.getByRole( 'region', { name } );
	expect( section.tagName ).toBe( 'SECTION' );
	return section;
}

function articleIds( section: HTMLElement ): string[] {
	return within( section )
		.queryAllByRole( 'article' )
		.map( ( card ) =>
			( card.getAttribute( 'aria-labelledby' ) ?? '' ).replace(
				/^event-/,
				''
			)
		);
}

/**
 * A link's accessible name: the visible label, then ": title" (visually hidden).
 *
 * @param label The visible label.
 * @param title The event's title.
 */
function linkName( label: string, title: string ): RegExp {
	const escape = ( text: string ) =>
		text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	return new RegExp( `^${ escape( label ) }\\s*: ${ escape( title ) }$` );
}

function article( title: string ): HTMLElement {
	return screen.getByRole( 'article', { name: title } );
}

describe( 'EventsView with the recorded events', () => {
	it( 'lists Upcoming soonest first and Past most recent first', () => {
		renderView( recorded );
		expect( articleIds( sectionOf( 'Upcoming Events' ) ) ).toEqual(
			UPCOMING_IDS
		);
		expect( articleIds( sectionOf( 'Past Events' ) ) ).toEqual( PAST_IDS );
		expect( screen.queryByText( 'Stay Tuned' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'No past events yet.' )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'offers Add to calendar (.ics) and Google Calendar for each upcoming event', () => {
		renderView( recorded );
		const upcoming = sectionOf( 'Upcoming Events' );
		for ( const event of only( UPCOMING_IDS ) ) {
			const card = within( upcoming ).getByRole( 'article', {
				name: event.title,
			} );
			const ics = within( card ).getByRole( 'link', {
				name: linkName( 'Add to calendar (.ics)', event.title ),
			} );
			expect( ics ).toHaveAttribute(
				'download',
				`event-${ event.id }.ics`
			);
			const href = ics.getAttribute( 'href' ) ?? '';
			expect( href ).toMatch( /^data:text\/calendar;charset=utf-8,/ );
			const file = decodeURIComponent(
				href.slice( href.indexOf( ',' ) + 1 )
			);
			expect( file ).toContain(
				`\r\nUID:event-${ event.id }@example.test\r\n`
			);

			const google = within( card ).getByRole( 'link', {
				name: linkName( 'Google Calendar', event.title ),
			} );
			const url = new URL( google.getAttribute( 'href' ) ?? '' );
			expect( url.origin ).toBe( 'https://calendar.google.com' );
			expect( url.searchParams.get( 'text' ) ).toBe( event.title );
		}
		expect(
			within( upcoming ).getAllByRole( 'link', {
				name: /^Add to calendar \(\.ics\)/,
			} )
		).toHaveLength( UPCOMING_IDS.length );
	} );

	it( 'offers no calendar links for past events', () => {
		renderView( recorded );
		const past = sectionOf( 'Past Events' );
		expect(
			within( past ).queryByRole( 'link', { name: /Add to calendar/ } )
		).not.toBeInTheDocument();
		expect(
			within( past ).queryByRole( 'link', { name: /Google Calendar/ } )
		).not.toBeInTheDocument();
		expect( past.querySelector( 'a[download]' ) ).toBeNull();
		// The past events still link to their own page.
		expect(
			within( past ).getAllByRole( 'link', { name: /^Event details/ } )
		).toHaveLength( PAST_IDS.length );
	} );

	it( 'shows the recorded dates in New York time', () => {
		renderView( recorded );
		const festival = article( 'Romance Readers Festival' );
		expect( festival.querySelector( 'time' ) ).toHaveTextContent(
			'Saturday, May 1, 2027 – Monday, May 3, 2027'
		);
		expect( festival.querySelector( 'time' ) ).toHaveAttribute(
			'datetime',
			'2027-05-01T04:00:00Z'
		);
		expect(
			article( 'Valentine Midnight Read-Along' ).querySelector( 'time' )
		).toHaveTextContent(
			'Sunday, February 14, 2027 · 9:00 PM EST – Monday, February 15, 2027 · 1:00 AM EST'
		);
	} );

	it( 'shows the image with the title as alt, from the medium_large size', () => {
		renderView( recorded );
		const card = article( 'Summer Signing at Lakeside Books' );
		const image = within( card ).getByRole( 'img', {
			name: 'Summer Signing at Lakeside Books',
		} );
		expect( image ).toHaveAttribute(
			'src',
			'https://example.test/wp-content/uploads/2026/11/summer-signing-768x480.jpg'
		);
		expect( image ).toHaveAttribute( 'width', '768' );
		expect( image ).toHaveAttribute( 'height', '480' );
		expect(
			within( article( 'Winter Reading Night' ) ).queryByRole( 'img' )
		).not.toBeInTheDocument();
	} );

	it( 'shows the venue line with the parts that are present', () => {
		renderView( recorded );
		expect(
			article( 'Summer Signing at Lakeside Books' )
		).toHaveTextContent( 'Lakeside Books, 123 Main Street, Rochester, NY' );
		expect( article( 'Winter Reading Night' ) ).toHaveTextContent(
			'The Cozy Corner Cafe, Buffalo'
		);
		expect(
			article( 'Release Day Celebration' ).querySelectorAll(
				'.event-card__meta'
			)
		).toHaveLength( 1 );
	} );

	it( 'shows the decoded title and the description as text', () => {
		renderView( recorded );
		const brunch = article( 'Readers’ Brunch & Q&A — “Meet the Author”…' );
		expect(
			within( brunch ).getByRole( 'heading', { level: 3 } )
		).toHaveTextContent( 'Readers’ Brunch & Q&A — “Meet the Author”…' );
		expect( brunch ).toHaveTextContent( 'Brunch, questions and answers.' );
		expect(
			brunch.querySelector( '.event-card__description p' )
		).toBeNull();
	} );

	it( 'links Event details only for an http(s) url', () => {
		const raw = (
			answer( 'events-relative.json' ) as { events: unknown[] }
		 ).events;
		const withBadUrl = raw
			.map( ( item ) => {
				const copy = { ...( item as Record< string, unknown > ) };
				if ( copy.id === 9 ) {
					copy.url = 'javascript:alert(1)';
				}
				if ( copy.id === 13 ) {
					copy.url = 'data:text/html,hi';
				}
				return mapEvent( copy );
			} )
			.filter( ( item ): item is SiteEvent => item !== null );
		renderView( withBadUrl );

		for ( const title of [
			'Summer Signing at Lakeside Books',
			'Readers’ Brunch & Q&A — “Meet the Author”…',
		] ) {
			expect(
				within( article( title ) ).queryByRole( 'link', {
					name: /^Event details/,
				} )
			).not.toBeInTheDocument();
		}
		expect( document.querySelector( 'a[href^="javascript:"]' ) ).toBeNull();
		expect(
			document.querySelector( 'a[href^="data:text/html"]' )
		).toBeNull();
		expect(
			within( article( 'Winter Reading Night' ) ).getByRole( 'link', {
				name: linkName( 'Event details', 'Winter Reading Night' ),
			} )
		).toHaveAttribute(
			'href',
			'https://example.test/event/winter-reading-night/'
		);
		// The calendar links stay for the upcoming event without a url.
		expect(
			within( article( 'Summer Signing at Lakeside Books' ) ).getByRole(
				'link',
				{
					name: /^Add to calendar/,
				}
			)
		).toBeInTheDocument();
	} );
} );

describe( 'EventsView states', () => {
	it( 'shows "Loading events…" and no lists while the events load', () => {
		renderView( [], { eventsLoading: true } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading events…'
		);
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'article' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'Stay Tuned' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( CONTENT.noEventsMessage )
		).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'No past events yet.' )
		).not.toBeInTheDocument();
		// The rest of the page is there already.
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Events & Appearances'
		);
		expect(
			screen.getByRole( 'link', { name: 'Never Miss an Event' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
	} );

	it( 'shows no lists while loading even when events are passed', () => {
		renderView( recorded, { eventsLoading: true } );
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Loading events…' ) ).toBeInTheDocument();
	} );

	it( 'shows Stay Tuned and the no-events message with only past events', () => {
		renderView( only( PAST_IDS ) );
		const upcoming = sectionOf( 'Upcoming Events' );
		expect(
			within( upcoming ).getByRole( 'heading', { name: 'Stay Tuned' } )
		).toBeInTheDocument();
		expect( upcoming ).toHaveTextContent( CONTENT.noEventsMessage );
		expect(
			within( upcoming ).queryByRole( 'list' )
		).not.toBeInTheDocument();
		expect( articleIds( sectionOf( 'Past Events' ) ) ).toEqual( PAST_IDS );
		expect(
			screen.queryByText( 'No past events yet.' )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'shows "No past events yet." with only upcoming events', () => {
		renderView( only( UPCOMING_IDS ) );
		const past = sectionOf( 'Past Events' );
		expect( past ).toHaveTextContent( 'No past events yet.' );
		expect( within( past ).queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect( articleIds( sectionOf( 'Upcoming Events' ) ) ).toEqual(
			UPCOMING_IDS
		);
		expect( screen.queryByText( 'Stay Tuned' ) ).not.toBeInTheDocument();
	} );

	it( 'moves an event from Upcoming to Past at its start', () => {
		const [ signing ] = only( [ '9' ] );
		const { unmount } = renderView( [ signing! ], {
			now: signing!.start - 1,
		} );
		expect( articleIds( sectionOf( 'Upcoming Events' ) ) ).toEqual( [
			'9',
		] );
		unmount();
		renderView( [ signing! ], { now: signing!.start } );
		expect( articleIds( sectionOf( 'Past Events' ) ) ).toEqual( [ '9' ] );
		expect( screen.getByText( 'Stay Tuned' ) ).toBeInTheDocument();
	} );
} );

describe( 'EventsView: Subscribe to the calendar (docs/events.md#subscribe-to-the-calendar)', () => {
	const ICAL = 'https://example.test/events/?ical=1';

	it( "links The Events Calendar's iCal export under Upcoming when it is active", () => {
		renderView( recorded, { icalUrl: ICAL } );
		const link = within( sectionOf( 'Upcoming Events' ) ).getByRole(
			'link',
			{
				name: 'Subscribe to the calendar',
			}
		);
		expect( link ).toHaveAttribute( 'href', ICAL );
	} );

	it( 'shows it with no upcoming event too', () => {
		renderView( only( PAST_IDS ), { icalUrl: ICAL } );
		expect(
			screen.getByRole( 'link', { name: 'Subscribe to the calendar' } )
		).toHaveAttribute( 'href', ICAL );
	} );

	it( 'offers nothing without the plugin', () => {
		renderView( recorded );
		expect(
			screen.queryByRole( 'link', { name: 'Subscribe to the calendar' } )
		).toBeNull();
	} );
} );
