import { appReady, expect, test } from '../support/fixtures';

/*
 * /events lists what The Events Calendar's own REST API answers for the
 * events an author made with its API (bin/site/setup): each
 * upcoming one under Upcoming, the past one under Past, in the server's
 * markup and after the app has taken over.
 */

type TecEvent = { title: string; start_date: string };

test( 'the events are the plugin’s: its REST answer, shown by title', async ( {
	page,
	request,
} ) => {
	const answer = ( await (
		await request.get(
			'/wp-json/tribe/events/v1/events?start_date=2000-01-01&per_page=50'
		)
	).json() ) as { events: TecEvent[] };
	const decode = ( html: string ) =>
		html
			.replace( /&#0?38;|&amp;/g, '&' )
			.replace( /&#8217;/g, '’' )
			.trim();
	const titles = answer.events.map( ( event ) => decode( event.title ) );
	expect( titles ).toEqual(
		expect.arrayContaining( [
			'Launch Party: The Medallion Client',
			'Live Q&A with Readers (online)',
			'Romance Readers Festival',
			'Library Talk: Writing Secrets',
		] )
	);

	await page.goto( '/events' );
	const server = await page.locator( 'main' ).innerText();
	await appReady( page );
	for ( const title of titles ) {
		expect( server ).toContain( title );
		await expect(
			page.getByRole( 'heading', { name: title, exact: true } )
		).toBeVisible();
	}
	const upcoming = page.getByRole( 'region', { name: 'Upcoming Events' } );
	const past = page.getByRole( 'region', { name: 'Past Events' } );
	await expect(
		upcoming.getByRole( 'heading', { name: 'Romance Readers Festival' } )
	).toBeVisible();
	await expect(
		past.getByRole( 'heading', { name: 'Library Talk: Writing Secrets' } )
	).toBeVisible();
} );

test( 'the cards’ pictures are fetched after the text, in the server’s markup and the app’s', async ( {
	page,
	request,
} ) => {
	const html = await ( await request.get( '/events' ) ).text();
	const served = [
		...html.matchAll( /<img\b[^>]*event-card__image[^>]*>/g ),
	];
	expect( served.length ).toBeGreaterThan( 0 );
	for ( const [ tag ] of served ) {
		expect( tag ).toContain( ' fetchpriority="low"' );
		expect( tag ).toContain( ' loading="lazy"' );
	}

	// The app's own render: /events reached by a link from the home page.
	await page.goto( '/' );
	await appReady( page );
	await page
		.getByRole( 'navigation', { name: 'Main' } )
		.getByRole( 'link', { name: 'Events' } )
		.click();
	const drawn = page.locator( 'main img.event-card__image' );
	// The plugin's site answers through PHP's built-in server, shared with the
	// other suite: its document can take longer than the 5 s default.
	await expect( drawn.first() ).toBeVisible( { timeout: 20_000 } );
	for ( const img of await drawn.all() ) {
		await expect( img ).toHaveAttribute( 'fetchpriority', 'low' );
		await expect( img ).toHaveAttribute( 'loading', 'lazy' );
	}
} );
