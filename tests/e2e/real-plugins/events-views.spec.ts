import { expect, test } from '../support/fixtures';

/*
 * The Events Calendar's own views under the theme, with the real plugin
 * (docs/whole-site.md#the-events-calendars-other-views): they lead to
 * /events for good; its iCal export stays the plugin's answer and lists the
 * upcoming events; the Events page offers it as "Subscribe to the calendar".
 */

type TecEvent = {
	title: string;
	url: string;
	utc_start_date: string;
	venue?: { url?: string } | [];
	organizer?: Array< { url?: string } >;
};

const decode = ( html: string ) =>
	html
		.replace( /&#0?38;|&amp;/g, '&' )
		.replace( /&#8217;/g, '’' )
		.trim();

async function tecEvents(
	request: import( '@playwright/test' ).APIRequestContext
): Promise< TecEvent[] > {
	const answer = await request.get(
		'/wp-json/tribe/events/v1/events?start_date=2000-01-01&per_page=50'
	);
	expect( answer.status() ).toBe( 200 );
	return ( ( await answer.json() ) as { events: TecEvent[] } ).events;
}

const VIEWS = [
	'/events/list/',
	'/events/month/',
	'/events/day/',
	'/events/today/',
	'/events/page/2/',
	'/events/list/page/2/',
	'/events/list/?tribe-bar-date=2030-01-01',
	'/events/month/2030-01/',
	'/?post_type=tribe_events&eventDisplay=month',
];

test( 'the plugin’s views, venues and organizers lead to /events with a 301', async ( {
	request,
} ) => {
	const events = await tecEvents( request );
	const venues = events
		.map( ( e ) => ( Array.isArray( e.venue ) ? undefined : e.venue?.url ) )
		.filter( ( url ): url is string => !! url );
	const organizers = events
		.flatMap( ( e ) => e.organizer ?? [] )
		.map( ( o ) => o.url )
		.filter( ( url ): url is string => !! url );
	expect( venues.length ).toBeGreaterThan( 0 );
	for ( const path of [
		...VIEWS,
		venues[ 0 ],
		...organizers.slice( 0, 1 ),
	] ) {
		const response = await request.get( path, { maxRedirects: 0 } );
		expect( response.status(), path ).toBe( 301 );
		expect(
			new URL( response.headers().location ?? '', response.url() )
				.pathname,
			path
		).toBe( '/events/' );
	}
	// A single event is not one of them.
	const single = await request.get( events[ 0 ].url, { maxRedirects: 0 } );
	expect( single.headers().location ?? '' ).not.toMatch( /\/events\/$/ );
} );

test( 'the iCal export is the plugin’s and lists the upcoming events', async ( {
	request,
} ) => {
	const now = Date.now();
	const events = await tecEvents( request );
	const upcoming = events.filter(
		( e ) => Date.parse( e.utc_start_date.replace( ' ', 'T' ) + 'Z' ) > now
	);
	expect( upcoming.length ).toBeGreaterThan( 0 );
	for ( const path of [ '/events/?ical=1', '/events/list/?ical=1' ] ) {
		const response = await request.get( path, { maxRedirects: 0 } );
		expect( response.status(), path ).toBe( 200 );
		expect( response.headers()[ 'content-type' ], path ).toContain(
			'text/calendar'
		);
		// Unfolded (RFC 5545), then the plugin's escaping undone.
		const ics = ( await response.text() ).replace( /\r?\n[ \t]/g, '' );
		expect( ics ).toContain( 'BEGIN:VCALENDAR' );
		for ( const event of upcoming ) {
			expect( ics.replace( /\\([,;\\])/g, '$1' ), path ).toContain(
				`SUMMARY:${ decode( event.title ) }`
			);
		}
	}
} );

test( 'the Events page offers Subscribe to the calendar, the plugin’s export', async ( {
	page,
	request,
} ) => {
	await page.goto( '/events' );
	const link = page.getByRole( 'link', {
		name: 'Subscribe to the calendar',
	} );
	await expect( link ).toBeVisible();
	const href = ( await link.getAttribute( 'href' ) ) ?? '';
	expect( new URL( href ).searchParams.get( 'ical' ) ).toBe( '1' );
	const response = await request.get( href );
	expect( response.headers()[ 'content-type' ] ).toContain( 'text/calendar' );
} );
