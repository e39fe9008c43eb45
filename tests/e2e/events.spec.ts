import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	test,
	visitEveryRoute,
} from './support/fixtures';
import { RECORDINGS } from './support/content-pages';
import { nodesOfType, readHead } from './support/head';
import { wpEval } from './support/wp';
import { HELD_NOW, holdClocks } from './support/clock';

/*
 * Events from The Events Calendar (issue 4). The plugin is not in Debian: a
 * test-only mu-plugin serves a recorded answer of its REST archive at the real
 * route, so WordPress itself preloads it, as it would the plugin's.
 */

function useFixture( file: string | null ): void {
	wpEval(
		file
			? `update_option( 'author_site_test_events_fixture', '${ join( RECORDINGS, file ) }' );`
			: `delete_option( 'author_site_test_events_fixture' );`
	);
}

interface RecordedEvent {
	id: number;
	title: string;
	utc_start_date: string;
}

const recorded: RecordedEvent[] = JSON.parse(
	JSON.parse(
		readFileSync( join( RECORDINGS, 'events-relative.json' ), 'utf8' )
	).response.body
).events;

const startOf = ( e: RecordedEvent ) =>
	Date.parse( e.utc_start_date.replace( ' ', 'T' ) + 'Z' );

test.describe.serial( 'events from The Events Calendar', () => {
	holdClocks();

	test.beforeEach( async ( { page } ) => {
		// The recorded featured image lives on the recording site: serve a stand-in.
		await page.route( '**/wp-content/uploads/**', ( route ) =>
			route.fulfill( {
				contentType: 'image/svg+xml',
				body: '<svg xmlns="http://www.w3.org/2000/svg" width="768" height="480"/>',
			} )
		);
	} );

	test.afterAll( () => useFixture( null ) );

	test( 'recorded events: upcoming soonest first, past most recent first, no request on the first view', async ( {
		page,
		consoleErrors,
	} ) => {
		useFixture( 'events-relative.json' );
		const eventReads: string[] = [];
		page.on(
			'request',
			( r ) =>
				r.url().includes( 'tribe/events' ) && eventReads.push( r.url() )
		);
		await page.goto( '/events' );
		await appReady( page );

		const now = HELD_NOW;
		const upcoming = recorded
			.filter( ( e ) => startOf( e ) > now )
			.sort( ( a, b ) => startOf( a ) - startOf( b ) );
		const past = recorded
			.filter( ( e ) => startOf( e ) <= now )
			.sort( ( a, b ) => startOf( b ) - startOf( a ) );
		const ids = ( section: string ) =>
			page
				.locator(
					`section[aria-labelledby="${ section }"] .event-card article`
				)
				.evaluateAll( ( nodes ) =>
					nodes.map( ( n ) => n.getAttribute( 'aria-labelledby' ) )
				);
		expect( await ids( 'upcoming-title' ) ).toEqual(
			upcoming.map( ( e ) => `event-${ e.id }` )
		);
		expect( await ids( 'past-title' ) ).toEqual(
			past.map( ( e ) => `event-${ e.id }` )
		);
		expect( eventReads ).toEqual( [] );

		// Texturized title decoded; dates in the event's own zone; venue parts present.
		await expect( page.locator( '#event-13' ) ).toHaveText(
			'Readers’ Brunch & Q&A — “Meet the Author”…'
		);
		const summer = page.locator( 'article[aria-labelledby="event-9"]' );
		await expect( summer.locator( 'time' ) ).toHaveText(
			'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM EDT'
		);
		await expect( summer ).toContainText(
			'Lakeside Books, 123 Main Street, Rochester, NY'
		);
		await expect( summer.locator( 'img' ) ).toHaveAttribute(
			'alt',
			'Summer Signing at Lakeside Books'
		);
		const winter = page.locator( 'article[aria-labelledby="event-10"]' );
		await expect( winter.locator( 'time' ) ).toHaveText(
			'Wednesday, January 20, 2027 · 6:30 PM – 8:00 PM EST'
		);
		await expect(
			page.locator( 'article[aria-labelledby="event-11"] time' )
		).toHaveText( 'Friday, March 5, 2027' );
		await expect(
			page.locator( 'article[aria-labelledby="event-12"] time' )
		).toHaveText(
			'Sunday, February 14, 2027 · 9:00 PM EST – Monday, February 15, 2027 · 1:00 AM EST'
		);
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'the first view with events hydrates without a change', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		useFixture( 'events-relative.json' );
		const server = await rootAsServed( page, request, '/events' );
		const client = await rootAfterRevisit( page, '/events' );
		expect( firstDifference( client, server ) ).toBe( 'none' );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'a page drawn before an event’s start and opened after it hydrates unchanged, then shows it as past', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		useFixture( 'events-relative.json' );
		const soonest = recorded
			.filter( ( e ) => startOf( e ) > HELD_NOW )
			.sort( ( a, b ) => startOf( a ) - startOf( b ) )[ 0 ]!;
		const card = `article[aria-labelledby="event-${ soonest.id }"]`;
		// The server's page, as a cache would keep it: the event upcoming.
		const served = await ( await request.get( '/events' ) ).text();
		expect( served ).toMatch(
			new RegExp(
				`aria-labelledby="upcoming-title"[\\s\\S]*event-${ soonest.id }[\\s\\S]*aria-labelledby="past-title"`
			)
		);
		// The visitor opens it an hour after the event started.
		await page.clock.setFixedTime( startOf( soonest ) + 3_600_000 );
		await page.goto( '/events' );
		await appReady( page );
		await expect(
			page.locator( `section[aria-labelledby="past-title"] ${ card }` )
		).toBeVisible();
		await expect(
			page.locator(
				`section[aria-labelledby="upcoming-title"] ${ card }`
			)
		).toHaveCount( 0 );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'every upcoming event is described in JSON-LD', async ( {
		request,
	} ) => {
		useFixture( 'events-relative.json' );
		const html = await ( await request.get( '/events' ) ).text();
		const json =
			/<script[^>]*\stype="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(
				html
			)?.[ 1 ];
		expect( json ).toBeTruthy();
		// One graph per page (inc/meta/json-ld.php): the author, the site, the events.
		const graph = (
			JSON.parse( json! )[ '@graph' ] as Array< Record< string, any > >
		 ).filter( ( node ) => node[ '@type' ] === 'Event' );
		const now = HELD_NOW;
		expect( graph.map( ( e ) => e.name ) ).toEqual(
			recorded
				.filter( ( e ) => startOf( e ) > now )
				.sort( ( a, b ) => startOf( a ) - startOf( b ) )
				.map( ( e ) => e.title )
		);
		// What Google reads of every event (a place only where the event has a
		// venue or is online: none is made up), and the author beside them.
		for ( const event of graph ) {
			for ( const key of [
				'name',
				'startDate',
				'endDate',
				'url',
				'image',
				'eventStatus',
			] ) {
				expect(
					event[ key ],
					`${ event.name }: ${ key }`
				).toBeTruthy();
			}
			expect( Boolean( event.location ), event.name ).toBe(
				Boolean( event.eventAttendanceMode )
			);
		}
		expect(
			graph.filter( ( event ) => event.location ).map( ( e ) => e.name )
		).toEqual(
			expect.arrayContaining( [
				'Winter Reading Night',
				'Summer Signing at Lakeside Books',
			] )
		);
		expect(
			nodesOfType( await readHead( request, '/events' ), 'Person' )
		).toHaveLength( 1 );
		const summer = graph.find(
			( e ) => e.name === 'Summer Signing at Lakeside Books'
		)!;
		expect( summer ).toMatchObject( {
			'@type': 'Event',
			startDate: '2027-07-15T14:00:00-04:00',
			endDate: '2027-07-15T16:00:00-04:00',
			eventAttendanceMode:
				'https://schema.org/OfflineEventAttendanceMode',
			location: {
				'@type': 'Place',
				name: 'Lakeside Books',
				address: { addressLocality: 'Rochester' },
			},
		} );
		// A virtual event: online attendance.
		const online = JSON.parse(
			wpEval(
				`echo wp_json_encode( author_site_event_schema( author_site_default_event() ) );`
			)
		);
		expect( online ).toMatchObject( {
			'@type': 'Event',
			name: 'Virtual Book Launch: The Medallion Client',
			startDate: '2025-09-30T19:00:00-04:00',
			eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
			location: { '@type': 'VirtualLocation' },
		} );
	} );

	test( 'a visit to all five routes reads the events once, from the Events page’s document, and not again on revisits', async ( {
		page,
		consoleErrors,
	} ) => {
		useFixture( 'events-relative.json' );
		const eventReads: string[] = [];
		const eventsDocuments: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.url().includes( 'tribe/events/v1/events' ) ) {
				eventReads.push( r.url() );
			}
			if (
				r.resourceType() === 'fetch' &&
				new URL( r.url() ).pathname === '/events'
			) {
				eventsDocuments.push( r.url() );
			}
		} );
		await page.goto( '/' );
		await appReady( page );
		for ( let round = 1; round <= 2; round++ ) {
			await visitEveryRoute( page );
			await expect(
				page.locator( 'main' ).getByRole( 'heading', { level: 1 } )
			).toBeVisible();
			// Home does not preload the events: the Events page's document
			// brought them, once; no REST read went out.
			expect( eventsDocuments, `round ${ round }` ).toHaveLength( 1 );
			expect( eventReads, `round ${ round }` ).toEqual( [] );
		}
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'Add to calendar downloads an .ics file', async ( { page } ) => {
		useFixture( 'events-relative.json' );
		await page.goto( '/events' );
		await appReady( page );
		const card = page.locator( 'article[aria-labelledby="event-9"]' );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			card.getByRole( 'link', { name: /Add to calendar/ } ).click(),
		] );
		expect( download.suggestedFilename() ).toBe( 'event-9.ics' );
		const ics = readFileSync( ( await download.path() )!, 'utf8' );
		expect( ics ).toContain( 'BEGIN:VCALENDAR\r\n' );
		expect( ics ).toContain( 'DTSTART:20270715T180000Z\r\n' );
		expect( ics ).toContain(
			'SUMMARY:Summer Signing at Lakeside Books\r\n'
		);
		expect( ics ).toMatch( /UID:event-9@[\w.-]+\r\n/ );
		await expect(
			card.getByRole( 'link', { name: /Google Calendar/ } )
		).toHaveAttribute(
			'href',
			/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Summer%20Signing/
		);
	} );

	test( 'the API failing: the default launch event under Past, Stay Tuned under Upcoming', async ( {
		page,
		consoleErrors,
	} ) => {
		useFixture( 'events-spec-gte.json' ); // A real 400 answer.
		const warnings: string[] = [];
		page.on(
			'console',
			( m ) => m.type() === 'warning' && warnings.push( m.text() )
		);
		await page.goto( '/events' );
		await appReady( page );
		await expect(
			page.locator( 'section[aria-labelledby="upcoming-title"]' )
		).toContainText( 'Stay Tuned' );
		await expect(
			page.locator( 'section[aria-labelledby="past-title"] .event-card' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'section[aria-labelledby="past-title"]' )
		).toContainText( 'Virtual Book Launch: The Medallion Client' );
		await expect(
			page.locator( 'section[aria-labelledby="past-title"] time' )
		).toHaveText( 'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT' );
		expect(
			warnings.some( ( w ) => w.startsWith( 'Failed to load events' ) )
		).toBe( true );
		// The browser reports the failed request itself; nothing else may appear.
		expectOnlyFailedStatus( consoleErrors, 400 );
	} );

	test( 'without The Events Calendar: the default event, and no request for events', async ( {
		page,
		consoleErrors,
	} ) => {
		useFixture( null );
		const eventReads: string[] = [];
		page.on(
			'request',
			( r ) =>
				r.url().includes( 'tribe/events' ) && eventReads.push( r.url() )
		);
		for ( const start of [ '/events', '/' ] ) {
			await page.goto( start );
			await appReady( page );
			await page
				.getByRole( 'navigation', { name: 'Main' } )
				.getByRole( 'link', { name: 'Events' } )
				.click();
			await expect( page.locator( '.loading' ) ).toHaveCount( 0 );
			await expect(
				page.locator( 'section[aria-labelledby="past-title"]' )
			).toContainText( 'Virtual Book Launch: The Medallion Client' );
		}
		expect( eventReads ).toEqual( [] );
		expect( consoleErrors ).toEqual( [] );
	} );

	test( 'Subscribe to the calendar: the iCal export while The Events Calendar answers, nothing without it', async ( {
		page,
	} ) => {
		const subscribe = page.getByRole( 'link', {
			name: 'Subscribe to the calendar',
		} );
		useFixture( 'events-relative.json' );
		const response = await page.goto( '/events' );
		const served = await response!.text();
		expect( served ).toContain( '/events/?ical=1' );
		await appReady( page );
		await expect( subscribe ).toHaveAttribute(
			'href',
			new URL( '/events/?ical=1', page.url() ).href
		);
		useFixture( null );
		await page.goto( '/events' );
		await appReady( page );
		await expect(
			page.locator( '.event-list, .empty-state' ).first()
		).toBeVisible();
		await expect( subscribe ).toHaveCount( 0 );
	} );
} );
