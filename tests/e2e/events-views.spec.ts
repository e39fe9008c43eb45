import { expect, test } from './support/fixtures';

/*
 * The Events Calendar's own views lead to /events for good
 * (docs/whole-site.md#the-events-calendars-other-views). The test site's
 * stand-in (tests/wp/mu-plugins/author-site-test-events-archive.php) owns
 * /events/ as the plugin does; tests/e2e/real-plugins/events-views.spec.ts
 * checks the same against the real plugin.
 */

export const TEC_VIEWS = [
	'/events/list/',
	'/events/month/',
	'/events/month/2026-11/',
	'/events/day/',
	'/events/today/',
	'/events/page/2/',
	'/events/list/page/2/',
	'/events/2026-11/',
	'/events/2026-11-24/',
	'/events/photo/',
	'/events/category/signings/',
	'/venue/the-bookstore/',
	'/organizer/claire/',
	'/?post_type=tribe_events',
];

for ( const path of TEC_VIEWS ) {
	test( `${ path } leads to /events with a permanent redirect`, async ( {
		request,
	} ) => {
		const response = await request.get( path, { maxRedirects: 0 } );
		expect( [ 301, 308 ] ).toContain( response.status() );
		expect(
			new URL( response.headers().location ?? '', response.url() )
				.pathname
		).toBe( '/events/' );
	} );
}

test( 'the Events route itself, a single event and an unknown URL are not redirected', async ( {
	request,
} ) => {
	for ( const [ path, status ] of [
		[ '/events', 200 ],
		[ '/events/', 200 ],
		[ '/event/a-signing/', 404 ],
		[ '/no-such-page/', 404 ],
	] as const ) {
		const response = await request.get( path, { maxRedirects: 0 } );
		expect( response.status(), path ).toBe( status );
	}
} );

test( 'a redirected view lands on the Events page', async ( { page } ) => {
	const response = await page.goto( '/events/month/' );
	expect( response?.status() ).toBe( 200 );
	expect( new URL( page.url() ).pathname ).toBe( '/events/' );
	await expect( page.locator( '#upcoming-title' ) ).toBeVisible();
} );
