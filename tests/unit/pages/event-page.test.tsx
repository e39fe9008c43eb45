/**
 * An event's own page (docs/events.md#event-page): the pure view for each
 * kind of event, and the page in the app's routes: drawn at once from the
 * Events list's event, completed from the plugin's single-event answer,
 * the not-found view when the plugin has no such event. The server's twin
 * (inc/render/pages/event-page.php) is held to the same markup by the parity test.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../../src/App';
import { resetConfigForTests } from '../../../src/config/config';
import { loadPageContent, resetContentStore } from '../../../src/content/store';
import type { PageKey } from '../../../src/content/types';
import {
	EVENTS_PAGE_PER_PAGE,
	fetchEvent,
	fetchEvents,
	resetEventsCache,
} from '../../../src/events/client';
import { mapEvent } from '../../../src/events/mapEvent';
import { registerEventLink } from '../../../src/events/eventLinks';
import type { SiteEvent } from '../../../src/events/types';
import { EventView } from '../../../src/pages/EventPage';
import { setPageConfig } from '../../shared/page-config';
import { answer } from '../../shared/recordings';

type Raw = Record< string, unknown >;

const HOME = 'http://127.0.0.1:8881/';
const BEFORE_2025 = Date.UTC( 2025, 0, 1 );
const AFTER_2028 = Date.UTC( 2028, 0, 1 );

/**
 * A recorded event, its permalink moved from the recording site to HOME.
 * @param id
 */
function rawEvent( id: number ): Raw {
	const found = (
		answer( 'events-absolute.json' ) as { events: Raw[] }
	 ).events.find( ( event ) => event.id === id );
	if ( ! found ) {
		throw new Error( `no event ${ id }` );
	}
	return JSON.parse(
		JSON.stringify( found ).replace( /https:\/\/example\.test\//g, HOME )
	) as Raw;
}

function mapped( raw: unknown ): SiteEvent {
	const event = mapEvent( raw );
	if ( ! event ) {
		throw new Error( 'dropped' );
	}
	return event;
}

function renderView( event: SiteEvent, now: number ) {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: false, v7_relativeSplatPath: true } }
		>
			<EventView event={ event } now={ now } host="127.0.0.1" />
		</MemoryRouter>
	);
}

describe( 'EventView', () => {
	it( 'a timed event with a venue and an image, upcoming', () => {
		const event = mapped( answer( 'events-single.json' ) );
		renderView( event, BEFORE_2025 );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Summer Signing at Lakeside Books',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( 'Upcoming event' ) ).toHaveClass( 'eyebrow' );
		const time = document.querySelector( 'time' );
		expect( time ).toHaveAttribute( 'datetime', '2027-07-15T18:00:00Z' );
		expect( time ).toHaveTextContent(
			'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM EDT'
		);
		const address = document.querySelector( 'address' );
		expect( address?.innerHTML ).toBe(
			'Lakeside Books<br>123 Main Street<br>Rochester, NY 14604<br>United States'
		);
		expect(
			screen.getByRole( 'img', {
				name: 'Summer Signing at Lakeside Books',
			} )
		).toHaveAttribute( 'width', '768' );
		expect(
			screen.getByText(
				'Meet the author, get your copy signed and enjoy a glass of lemonade.'
			).tagName
		).toBe( 'P' );
		expect(
			screen.getByRole( 'link', { name: 'Back to Events' } )
		).toHaveAttribute( 'href', '/events' );
		expect(
			screen.getByRole( 'link', { name: 'Add to calendar (.ics)' } )
		).toHaveAttribute( 'download', 'event-9.ics' );
		expect(
			screen
				.getByRole( 'link', { name: 'Google Calendar' } )
				.getAttribute( 'href' )
		).toMatch( /^https:\/\/calendar\.google\.com\/calendar\/render\?/ );
		// TEC's `website` is the permalink here: no website link.
		expect(
			screen.queryByRole( 'link', { name: /Join online|Event website/ } )
		).not.toBeInTheDocument();
	} );

	it( 'an online event with a website, past: Join online, no Add to calendar', () => {
		renderView( mapped( rawEvent( 8 ) ), AFTER_2028 );
		expect( screen.getByText( 'Past event' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Join online' } )
		).toHaveAttribute( 'href', `${ HOME }launch` );
		expect(
			screen.getByRole( 'link', { name: 'Read the first chapter' } )
		).toHaveAttribute( 'href', `${ HOME }books` );
		expect(
			screen.getByText( /Bring your questions & your/ ).tagName
		).toBe( 'P' );
		expect(
			screen.queryByRole( 'link', { name: /calendar/i } )
		).not.toBeInTheDocument();
		expect( document.querySelector( 'address' ) ).toBeNull();
	} );

	it( 'an event with a website of its own that is not online: Event website', () => {
		renderView(
			mapped( {
				...rawEvent( 11 ),
				website: 'https://release.example/',
			} ),
			BEFORE_2025
		);
		expect(
			screen.getByRole( 'link', { name: 'Event website' } )
		).toHaveAttribute( 'href', 'https://release.example/' );
		expect( document.querySelector( 'time' ) ).toHaveTextContent(
			/^Friday, March 5, 2027$/
		);
	} );

	it( 'shows nothing of a hostile description but its text and safe links', () => {
		const { container } = renderView(
			mapped( {
				...rawEvent( 10 ),
				description:
					'<p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(2)"><script>alert(3)</script>safe</p>',
				website: 'javascript:alert(4)',
			} ),
			BEFORE_2025
		);
		const description = container.querySelector(
			'.event-page__description'
		);
		expect( description?.innerHTML ).toBe( '<p>xsafe</p>' );
		expect( container.innerHTML ).not.toMatch(
			/javascript:|onerror|<script/
		);
	} );
} );

const CONTENT_PAGES: PageKey[] = [
	'home',
	'books',
	'about',
	'events',
	'contact',
];

describe( 'EventPage in the app', () => {
	beforeEach( async () => {
		// A navigation scrolls to the top (jsdom has no scrolling).
		jest.spyOn( window, 'scrollTo' ).mockImplementation( () => {} );
		setPageConfig( { homeUrl: HOME, newsletter: { available: false } } );
		resetConfigForTests();
		resetContentStore();
		resetEventsCache();
		await Promise.all(
			CONTENT_PAGES.map( ( page ) =>
				loadPageContent( page, () => Promise.resolve( [] ) )
			)
		);
	} );

	afterEach( () => {
		jest.restoreAllMocks();
		setPageConfig( undefined );
		resetConfigForTests();
		resetContentStore();
		resetEventsCache();
	} );

	function renderAt( path: string ) {
		return render(
			<MemoryRouter
				initialEntries={ [ path ] }
				future={ {
					v7_startTransition: false,
					v7_relativeSplatPath: true,
				} }
			>
				<AppRoutes />
			</MemoryRouter>
		);
	}

	function heading() {
		return within( screen.getByRole( 'main' ) ).getByRole( 'heading', {
			level: 1,
		} );
	}

	it( 'opens from the list at once with the list’s event, then takes the plugin’s answer', async () => {
		await fetchEvents( EVENTS_PAGE_PER_PAGE, () =>
			Promise.resolve( {
				events: [ 8, 9, 11, 13 ].map( rawEvent ),
			} )
		);
		let resolve: ( value: unknown ) => void = () => {};
		// The single answer is on its way: the page shares this read.
		const single = fetchEvent(
			'summer-signing-at-lakeside-books',
			() =>
				new Promise( ( done ) => {
					resolve = done;
				} )
		);
		renderAt( '/events' );
		const link = screen.getByRole( 'link', {
			name: /^Event details\s*: Summer Signing at Lakeside Books$/,
		} );
		expect( link ).toHaveAttribute(
			'href',
			'/event/summer-signing-at-lakeside-books/'
		);
		fireEvent.click( link );
		expect( heading() ).toHaveTextContent(
			'Summer Signing at Lakeside Books'
		);
		expect( document.title ).toBe(
			'Summer Signing at Lakeside Books · Claire Whitmore'
		);
		await act( async () => {
			resolve( {
				...rawEvent( 9 ),
				title: 'Summer Signing at Lakeside Books (moved indoors)',
			} );
			await single;
		} );
		expect( heading() ).toHaveTextContent(
			'Summer Signing at Lakeside Books (moved indoors)'
		);
		fireEvent.click(
			screen.getByRole( 'link', { name: 'Back to Events' } )
		);
		expect( heading() ).toHaveTextContent( 'Events & Appearances' );
	} );

	it( 'shows the website link on the list’s card', async () => {
		await fetchEvents( EVENTS_PAGE_PER_PAGE, () =>
			Promise.resolve( { events: [ rawEvent( 8 ) ] } )
		);
		renderAt( '/events' );
		expect(
			screen.getByRole( 'link', {
				name: /^Join online\s*: Virtual Book Launch/,
			} )
		).toHaveAttribute( 'href', `${ HOME }launch` );
	} );

	it( 'is the not-found view when the plugin has no such event', async () => {
		registerEventLink( '/event/gone/', { slug: 'gone' } );
		await fetchEvent( 'gone', () =>
			Promise.reject( {
				code: 'rest-event-not-found',
				data: { status: 404 },
			} )
		);
		renderAt( '/event/gone/' );
		expect( heading() ).toHaveTextContent( 'Page not found' );
	} );

	it( 'says the content is unavailable when the read failed and no list drew it', async () => {
		registerEventLink( '/event/later/', { slug: 'later' } );
		await fetchEvent( 'later', () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		expect( console ).toHaveWarned();
		let retry: ( value: unknown ) => void = () => {};
		// The page asks again (a failure is not kept): hold that read.
		fetchEvent(
			'later',
			() =>
				new Promise( ( done ) => {
					retry = done;
				} )
		);
		renderAt( '/event/later/' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading the event…'
		);
		await act( async () => {
			retry( Promise.reject( new TypeError( 'Failed to fetch' ) ) );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Content Unavailable'
		);
	} );
} );
