import type { Page } from '@playwright/test';
import {
	appReady,
	expect,
	expectEventWebsite,
	test,
} from '../support/fixtures';
import { violations, watchCsp } from '../support/csp-watch';
import { nodesOfType, readHead } from '../support/head';
import { logMark, phpNoticesSince, siteEval } from '../support/plugins-site';

/*
 * Each event's own page (docs/events.md#event-page) at the permalink The
 * Events Calendar gives it, for the events an author made with the
 * plugin's API (bin/site/setup): served in the site's design,
 * hydrated without a console error, a CSP violation, a failed request or a
 * PHP notice; and opened from the Events list without a reload.
 */

type Details = {
	year: string;
	month: string;
	day: string;
	hour: string;
	minutes: string;
};
type TecEvent = {
	id: number;
	title: string;
	url: string;
	website: string;
	all_day: boolean;
	utc_start_date: string;
	start_date_details: Details;
	end_date_details: Details;
};

const decode = ( html: string ) =>
	html
		.replace( /&#0?38;|&amp;/g, '&' )
		.replace( /&#8217;/g, '’' )
		.trim();

const KINDS = [
	{
		kind: 'upcoming, timed, with a venue and an image',
		title: 'Launch Party: The Medallion Client',
		address: [
			'Harbor Books & Café',
			'12 Water Street',
			'Portland, ME 04101',
			'United States',
		],
		website: null,
		image: true,
	},
	{
		kind: 'upcoming, online, with a website',
		title: 'Live Q&A with Readers (online)',
		address: null,
		website: {
			name: 'Join online',
			href: 'https://meet.example.com/claire-live',
		},
		image: false,
	},
	{
		kind: 'upcoming, all-day',
		title: 'Romance Readers Festival',
		address: [
			'Harbor Books & Café',
			'12 Water Street',
			'Portland, ME 04101',
			'United States',
		],
		website: null,
		image: false,
	},
	{
		kind: 'past',
		title: 'Library Talk: Writing Secrets',
		address: null,
		website: null,
		image: false,
	},
];

/**
 * The date as the page writes it, from the plugin's site-local details.
 * @param details
 */
function dateText( details: Details ): string {
	return new Date(
		Date.UTC( +details.year, +details.month - 1, +details.day )
	).toLocaleDateString( 'en-US', {
		timeZone: 'UTC',
		weekday: 'long',
		year: 'numeric',
		month: 'long',
		day: 'numeric',
	} );
}

/**
 * "6:30 PM" from the plugin's site-local details.
 * @param details
 */
function timeText( details: Details ): string {
	const hour = +details.hour;
	return `${ hour % 12 || 12 }:${ details.minutes } ${ hour < 12 ? 'AM' : 'PM' }`;
}

let events: TecEvent[] = [];

test.beforeAll( async ( { request } ) => {
	events = (
		( await (
			await request.get(
				'/wp-json/tribe/events/v1/events?start_date=2000-01-01&per_page=50'
			)
		).json() ) as { events: TecEvent[] }
	 ).events;
} );

function eventTitled( title: string ): TecEvent {
	const found = events.find( ( event ) => decode( event.title ) === title );
	if ( ! found ) {
		throw new Error( `the plugin has no event "${ title }"` );
	}
	return found;
}

/**
 * Records failed requests (the page's own navigation aside).
 * @param page
 */
function watchFailures( page: Page ): string[] {
	const failed: string[] = [];
	page.on( 'requestfailed', ( request ) =>
		failed.push( `${ request.url() } ${ request.failure()?.errorText }` )
	);
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			failed.push( `${ response.url() } ${ response.status() }` );
		}
	} );
	return failed;
}

for ( const { kind, title, address, website, image } of KINDS ) {
	test( `${ kind }: its page at the plugin’s permalink`, async ( {
		page,
		request,
	} ) => {
		const event = eventTitled( title );
		const path = new URL( event.url ).pathname;
		const upcoming =
			Date.parse( event.utc_start_date.replace( ' ', 'T' ) + 'Z' ) >
			Date.now();
		const mark = logMark();

		const head = await readHead( request, path );
		expect( head.status ).toBe( 200 );
		expect( head.title ).toBe( `${ title } · Claire Whitmore` );
		expect( head.links.canonical ).toBe( event.url );
		expect( head.meta[ 'og:url' ] ).toBe( event.url );
		const schema = nodesOfType( head, 'Event' );
		expect( schema ).toHaveLength( 1 );
		expect( schema[ 0 ] ).toMatchObject( { name: title, url: event.url } );

		await watchCsp( page );
		const failed = watchFailures( page );
		const response = await page.goto( path );
		expect( response?.status() ).toBe( 200 );
		// The server's page, before any script.
		const served = await page.locator( 'main' ).innerText();
		expect( served ).toContain( title );
		await appReady( page );
		// Every request the page makes has had its chance to fail.
		// eslint-disable-next-line playwright/no-networkidle
		await page.waitForLoadState( 'networkidle' );

		const main = page.locator( 'main' );
		await expect(
			main.getByRole( 'heading', { level: 1, name: title } )
		).toBeVisible();
		await expect(
			main.getByText( upcoming ? 'Upcoming event' : 'Past event' )
		).toBeVisible();
		const when = main.locator( 'time' );
		await expect( when ).toContainText(
			dateText( event.start_date_details )
		);
		// An all-day event shows no time of day.
		await expect( when ).toContainText(
			event.all_day
				? dateText( event.start_date_details )
				: `${ timeText( event.start_date_details ) } – ${ timeText(
						event.end_date_details
					) }`
		);
		await expect( when ).not.toContainText(
			event.all_day ? ':' : '\u0000'
		);
		await expect( main.locator( 'address' ) ).toHaveCount(
			address ? 1 : 0
		);
		expect(
			( await main.locator( 'address' ).allInnerTexts() ).map( ( text ) =>
				text.split( '\n' )
			)
		).toEqual( address ? [ address ] : [] );
		await expect( main.locator( 'img.event-page__image' ) ).toHaveCount(
			image ? 1 : 0
		);
		await expect(
			main.getByRole( 'link', { name: 'Back to Events' } )
		).toHaveAttribute( 'href', '/events' );
		await expectEventWebsite( main, website );
		await expect(
			main.getByRole( 'link', { name: 'Add to calendar (.ics)' } )
		).toHaveCount( upcoming ? 1 : 0 );
		await expect(
			main.getByRole( 'link', { name: 'Google Calendar' } )
		).toHaveCount( upcoming ? 1 : 0 );

		expect( await violations( page ) ).toEqual( [] );
		expect( failed ).toEqual( [] );
		expect( phpNoticesSince( mark ) ).toEqual( [] );
	} );
}

test( 'opened from the Events list without a reload, and back', async ( {
	page,
} ) => {
	const launch = eventTitled( 'Launch Party: The Medallion Client' );
	const online = eventTitled( 'Live Q&A with Readers (online)' );
	await watchCsp( page );
	await page.goto( '/events' );
	await appReady( page );
	const card = page.locator( '.event-card', {
		has: page.getByRole( 'heading', { name: decode( online.title ) } ),
	} );
	await expect(
		card.getByRole( 'link', { name: /^Join online/ } )
	).toHaveAttribute( 'href', 'https://meet.example.com/claire-live' );
	await page.evaluate( () => {
		( window as unknown as { sameDocument: boolean } ).sameDocument = true;
	} );

	await page
		.getByRole( 'link', {
			name: /^Event details\s*: Launch Party: The Medallion Client$/,
		} )
		.click();
	await expect( page ).toHaveURL( launch.url );
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Launch Party: The Medallion Client',
		} )
	).toBeVisible();
	await expect( page.locator( 'main address' ) ).toContainText(
		'12 Water Street'
	);
	await page.getByRole( 'link', { name: 'Back to Events' } ).click();
	await expect( page ).toHaveURL( /\/events$/ );
	await expect(
		page.getByRole( 'region', { name: 'Upcoming Events' } )
	).toBeVisible();
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { sameDocument?: boolean } )
					.sameDocument === true
		)
	).toBe( true );
	expect( await violations( page ) ).toEqual( [] );
} );

test( 'the plugin’s own iCal file of an event still answers', async ( {
	request,
} ) => {
	const launch = eventTitled( 'Launch Party: The Medallion Client' );
	const answer = await request.get(
		`${ new URL( launch.url ).pathname }ical/`
	);
	expect( answer.status() ).toBe( 200 );
	expect( answer.headers()[ 'content-type' ] ).toContain( 'text/calendar' );
	expect( await answer.text() ).toContain( 'SUMMARY:Launch Party' );
} );

test( 'an event the plugin does not have is the 404 view', async ( {
	request,
} ) => {
	const head = await readHead( request, '/event/no-such-event/' );
	expect( head.status ).toBe( 404 );
	expect( head.meta.robots ).toContain( 'noindex' );
} );

test( 'hostile event content runs nothing and links nowhere unsafe, on its page and in the list', async ( {
	page,
} ) => {
	// As an author allowed unfiltered HTML saves it, through the plugin's API.
	const id = Number(
		siteEval( `
			kses_remove_filters();
			$day = gmdate( 'Y-m-d', current_time( 'timestamp' ) + 12 * DAY_IN_SECONDS );
			echo (int) tribe_create_event( array(
				'post_status'    => 'publish',
				'post_title'     => 'Hostile <img src=x onerror="window.__pwned=1"> night',
				'post_content'   => '<script>window.__pwned=2</script><p>Safe words <a href="javascript:window.__pwned=3">click</a> <img src=x onerror="window.__pwned=4"></p>',
				'EventStartDate' => $day,
				'EventStartTime' => '18:00:00',
				'EventEndDate'   => $day,
				'EventEndTime'   => '19:00:00',
				'EventURL'       => 'javascript:window.__pwned=5',
			) );
		` )
	);
	expect( id ).toBeGreaterThan( 0 );
	try {
		const mark = logMark();
		const path = new URL( siteEval( `echo get_permalink( ${ id } );` ) )
			.pathname;
		await watchCsp( page );
		for ( const where of [ path, '/events' ] ) {
			await page.goto( where );
			await appReady( page );
			await expect( page.locator( '#main' ) ).toContainText( 'night' );
			expect(
				await page.evaluate(
					() => ( window as unknown as { __pwned?: number } ).__pwned
				)
			).toBeUndefined();
			await expect(
				page.locator(
					'#main script, #main [onerror], #main a[href^="javascript:" i]'
				)
			).toHaveCount( 0 );
		}
		await page.goto( path );
		await appReady( page );
		await expect( page.locator( '#main' ) ).toContainText( 'Safe words' );
		expect( await violations( page ) ).toEqual( [] );
		expect( phpNoticesSince( mark ) ).toEqual( [] );
	} finally {
		siteEval( `wp_delete_post( ${ id }, true );` );
	}
} );
