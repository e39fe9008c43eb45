import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	appReady,
	expect,
	expectEventWebsite,
	expectOnlyFailedStatus,
	rootAsServed,
	rootNow,
	test,
} from './support/fixtures';
import { RECORDINGS } from './support/content-pages';
import { violations, watchCsp } from './support/csp-watch';
import { nodesOfType, readHead } from './support/head';
import { wpEval } from './support/wp';
import { HELD_NOW, holdClocks } from './support/clock';

/*
 * Event pages (docs/events.md#event-page) at The Events Calendar's own
 * permalinks, on the test site: the plugin's stand-in
 * (tests/wp/mu-plugins/author-site-test-events-*.php) claims `/event/SLUG/`
 * as the plugin does and answers its archive and single-event REST routes
 * from a recording (events-absolute.json: every published event).
 */

interface RecordedEvent {
	id: number;
	slug: string;
	title: string;
	url: string;
	website: string;
	utc_start_date: string;
}

const RECORDING = 'events-absolute.json';
const recorded: RecordedEvent[] = JSON.parse(
	JSON.parse( readFileSync( join( RECORDINGS, RECORDING ), 'utf8' ) ).response
		.body
).events;

function byId( id: number ): RecordedEvent {
	return recorded.find( ( event ) => event.id === id )!;
}

const upcoming = ( event: RecordedEvent ) =>
	Date.parse( event.utc_start_date.replace( ' ', 'T' ) + 'Z' ) > HELD_NOW;

/**
 * The path of a recorded event's permalink on this site.
 * @param event
 */
const pathOf = ( event: RecordedEvent ) => new URL( event.url ).pathname;

const KINDS = [
	{
		kind: 'timed, with a venue',
		event: byId( 9 ),
		title: 'Summer Signing at Lakeside Books',
		date: 'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM EDT',
		venue: 'Lakeside Books\n123 Main Street\nRochester, NY 14604\nUnited States',
		website: null,
	},
	{
		kind: 'online, with a website',
		event: byId( 8 ),
		title: 'Virtual Book Launch: The Medallion Client',
		date: 'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT',
		venue: null,
		website: { name: 'Join online', path: '/launch' },
	},
	{
		kind: 'all-day',
		event: byId( 11 ),
		title: 'Release Day Celebration',
		date: 'Friday, March 5, 2027',
		venue: null,
		website: null,
	},
	{
		kind: 'past',
		event: byId( 13 ),
		title: 'Readers’ Brunch & Q&A — “Meet the Author”…',
		date: 'Sunday, October 18, 2026 · 11:00 AM – 1:00 PM EDT',
		venue: null,
		website: null,
	},
];

test.describe.serial( 'event pages', () => {
	holdClocks();

	test.beforeAll( () => {
		wpEval(
			`update_option( 'author_site_test_events_fixture', '${ join( RECORDINGS, RECORDING ) }' );`
		);
	} );

	test.beforeEach( async ( { page } ) => {
		// The recorded featured image lives on the recording site: serve a stand-in.
		await page.route( '**/wp-content/uploads/**', ( route ) =>
			route.fulfill( {
				contentType: 'image/svg+xml',
				body: '<svg xmlns="http://www.w3.org/2000/svg" width="768" height="480"/>',
			} )
		);
	} );

	test.afterAll( () =>
		wpEval( `delete_option( 'author_site_test_events_fixture' );` )
	);

	for ( const { kind, event, title, date, venue, website } of KINDS ) {
		test( `${ kind }: 200, its title, date, venue and links, its head tags, hydrated as served`, async ( {
			page,
			request,
		} ) => {
			const path = pathOf( event );
			const head = await readHead( request, path );
			expect( head.status ).toBe( 200 );
			expect( head.title ).toBe( `${ title } · Claire Whitmore` );
			const url = new URL( path, head.links.canonical ).href;
			expect( head.links.canonical ).toBe( url );
			expect( head.meta[ 'og:url' ] ).toBe( url );
			expect( head.meta[ 'og:title' ] ).toBe( head.title );
			expect( head.meta.robots ?? '' ).not.toContain( 'noindex' );
			const [ schema ] = nodesOfType( head, 'Event' );
			expect( schema ).toMatchObject( { name: title, url } );
			expect( nodesOfType( head, 'Event' ) ).toHaveLength( 1 );

			await watchCsp( page );
			const served = await rootAsServed( page, request, path );
			// Hydration kept the server's markup as it was.
			expect( await rootNow( page ) ).toEqual( served );

			const main = page.locator( 'main' );
			await expect(
				main.getByRole( 'heading', { level: 1, name: title } )
			).toBeVisible();
			await expect( main.locator( 'time' ) ).toHaveText( date );
			await expect( main.locator( 'address' ) ).toHaveText(
				venue ? [ venue ] : [],
				{ useInnerText: true }
			);
			await expect(
				main.getByRole( 'link', { name: 'Back to Events' } )
			).toHaveAttribute( 'href', '/events' );
			await expectEventWebsite(
				main,
				website && {
					name: website.name,
					href: new URL( website.path, url ).href,
				}
			);
			await expect(
				main.getByRole( 'link', { name: 'Add to calendar (.ics)' } )
			).toHaveCount( upcoming( event ) ? 1 : 0 );
			await expect(
				main.getByRole( 'link', { name: 'Google Calendar' } )
			).toHaveCount( upcoming( event ) ? 1 : 0 );
			await expect( page ).toHaveTitle( head.title! );
			expect( await violations( page ) ).toEqual( [] );
		} );
	}

	test( 'from the Events list and back, without a reload', async ( {
		page,
	} ) => {
		const summer = byId( 9 );
		// From the start: a link in view may be fetched ahead as the page settles.
		const requests: string[] = [];
		const documents: string[] = [];
		page.on( 'request', ( r ) => {
			requests.push( r.url() );
			if ( r.resourceType() === 'fetch' ) {
				documents.push( new URL( r.url() ).pathname );
			}
		} );
		await page.goto( '/events' );
		await appReady( page );
		await page.evaluate( () => {
			( window as unknown as { sameDocument: boolean } ).sameDocument =
				true;
		} );
		const same = () =>
			page.evaluate(
				() =>
					( window as unknown as { sameDocument?: boolean } )
						.sameDocument === true
			);

		await page
			.getByRole( 'link', {
				name: /^Event details\s*: Summer Signing at Lakeside Books$/,
			} )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `${ pathOf( summer ) }$` )
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: summer.title } )
		).toBeVisible();
		await expect( page.locator( 'main address' ) ).toContainText(
			'123 Main Street'
		);
		await expect( page ).toHaveTitle(
			`${ summer.title } · Claire Whitmore`
		);
		expect( await same() ).toBe( true );
		// Completed from the plugin's single-event answer, by slug, as the
		// event's own document preloads it: no REST read goes out.
		await expect.poll( () => documents ).toContain( pathOf( summer ) );
		expect(
			requests.filter( ( url ) =>
				decodeURIComponent( url ).includes( 'tribe/events/v1/events' )
			)
		).toEqual( [] );

		await page.getByRole( 'link', { name: 'Back to Events' } ).click();
		await expect( page ).toHaveURL( /\/events$/ );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Events & Appearances',
			} )
		).toBeVisible();
		await page.goBack();
		await expect(
			page.getByRole( 'heading', { level: 1, name: summer.title } )
		).toBeVisible();
		expect( await same() ).toBe( true );
	} );

	test( 'the list links each card to its page, and shows the website', async ( {
		page,
	} ) => {
		await page.goto( '/events' );
		await appReady( page );
		for ( const { event, title } of KINDS ) {
			const card = page.locator( '.event-card', {
				has: page.getByRole( 'heading', { name: title, exact: true } ),
			} );
			await expect(
				card.getByRole( 'link', { name: /^Event details/ } )
			).toHaveAttribute( 'href', pathOf( event ) );
		}
		const launch = page.locator( '.event-card', {
			has: page.getByRole( 'heading', { name: byId( 8 ).title } ),
		} );
		await expect(
			launch.getByRole( 'link', { name: /^Join online/ } )
		).toHaveAttribute( 'href', /\/launch$/ );
	} );

	test( 'an unknown event gets the 404 view', async ( {
		page,
		request,
		consoleErrors,
	} ) => {
		const path = '/event/no-such-event/';
		const head = await readHead( request, path );
		expect( head.status ).toBe( 404 );
		expect( head.meta.robots ).toContain( 'noindex' );
		await page.goto( path );
		await appReady( page );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Page not found' } )
		).toBeVisible();
		// The view's own 404, and nothing else.
		expectOnlyFailedStatus( consoleErrors, 404 );
	} );
} );
