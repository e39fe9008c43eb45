/**
 * What an event's page shows beyond its card (docs/events.md#event-page):
 * the description reduced to paragraphs of text and safe links, the venue's
 * address, the website and whether the event is online, and which
 * locations are event pages. The PHP twins are checked on the same inputs
 * in tests/php/EventPageTest.php.
 */
import { mapEvent } from '../../../src/events/mapEvent';
import { descriptionParagraphs } from '../../../src/events/description';
import {
	eventWebsite,
	isOnlineEvent,
	paragraphsOf,
	venueLines,
} from '../../../src/events/details';
import {
	appPathOf,
	eventAppPath,
	eventLinkAt,
	registerEventLink,
	registerEvents,
	resetEventLinks,
} from '../../../src/events/eventLinks';
import type { SiteEvent } from '../../../src/events/types';
import { answer } from '../../shared/recordings';

type Raw = Record< string, unknown >;

function rawEvent( id: number ): Raw {
	const found = (
		answer( 'events-absolute.json' ) as { events: Raw[] }
	 ).events.find( ( event ) => event.id === id );
	if ( ! found ) {
		throw new Error( `no event ${ id }` );
	}
	return JSON.parse( JSON.stringify( found ) ) as Raw;
}

function mapped( raw: unknown ): SiteEvent {
	const event = mapEvent( raw );
	if ( ! event ) {
		throw new Error( 'dropped' );
	}
	return event;
}

describe( 'descriptionParagraphs', () => {
	it( 'keeps paragraphs and http(s) links (the recorded launch, id 8)', () => {
		expect(
			descriptionParagraphs( String( rawEvent( 8 ).description ) )
		).toStrictEqual( [
			[
				{
					text: 'Join me online to celebrate the release of The Medallion Client, book one of the series.',
				},
			],
			[
				{ text: 'Bring your questions & your favourite mug. ' },
				{
					text: 'Read the first chapter',
					href: 'https://example.test/books',
				},
				{ text: ' before we start.' },
			],
		] );
	} );

	it( 'reduces a hostile description to text and safe links only', () => {
		const html =
			'<p>Tickets <a href="javascript:alert(1)">here</a> &amp; <a href="https://example.test/t" onclick="alert(2)">there</a>.<img src=x onerror="alert(3)"></p>' +
			'<script>alert(4)</script><style>p{}</style><p>Line one<br>line two <a href="/relative">relative</a> <a href=" data:text/html,x">data</a>.</p>';
		const paragraphs = descriptionParagraphs( html );
		expect( paragraphs ).toStrictEqual( [
			[
				{ text: 'Tickets here & ' },
				{ text: 'there', href: 'https://example.test/t' },
				{ text: '.' },
			],
			[ { text: 'Line one\nline two relative data.' } ],
		] );
		expect( JSON.stringify( paragraphs ) ).not.toMatch( /alert|</ );
	} );

	it( 'moves white space at a link’s edges outside it and drops the marks in the text', () => {
		expect(
			descriptionParagraphs(
				'<p>a<a href="https://x.test/"> b </a>c\uE000\uE001</p>'
			)
		).toStrictEqual( [
			[
				{ text: 'a ' },
				{ text: 'b', href: 'https://x.test/' },
				{ text: ' c' },
			],
		] );
		expect( descriptionParagraphs( '' ) ).toStrictEqual( [] );
		expect(
			descriptionParagraphs( '<p><a href="https://x.test/"> </a></p>' )
		).toStrictEqual( [] );
	} );

	it( 'keeps the text of a link that runs on into the next paragraph', () => {
		expect(
			descriptionParagraphs(
				'<p>one <a href="https://x.test/">two</p><p>three</a> four</p>'
			)
				.map( ( runs ) => runs.map( ( run ) => run.text ).join( '' ) )
				.join( '\n\n' )
		).toBe( 'one two\n\nthree four' );
	} );

	it( 'is what the mapping keeps as the event’s body; the built-in event falls back on its text', () => {
		const event = mapped( rawEvent( 9 ) );
		expect( event.body ).toStrictEqual( [
			[
				{
					text: 'Meet the author, get your copy signed and enjoy a glass of lemonade.',
				},
			],
		] );
		const { body: _body, ...plain } = event;
		expect(
			paragraphsOf( { ...plain, description: 'One.\n\nTwo.' } )
		).toStrictEqual( [ [ { text: 'One.' } ], [ { text: 'Two.' } ] ] );
	} );
} );

describe( 'venue, website, online', () => {
	it( 'writes the venue as address lines', () => {
		const single = mapped( answer( 'events-single.json' ) );
		expect( venueLines( single ) ).toStrictEqual( [
			'Lakeside Books',
			'123 Main Street',
			'Rochester, NY 14604',
			'United States',
		] );
		expect( venueLines( mapped( rawEvent( 10 ) ) ) ).toStrictEqual( [
			'The Cozy Corner Cafe',
			'Buffalo',
		] );
		expect( venueLines( mapped( rawEvent( 8 ) ) ) ).toStrictEqual( [] );
		expect(
			venueLines( { ...single, venue: { state: 'NY' } } )
		).toStrictEqual( [ 'NY' ] );
	} );

	it( 'keeps the website only when one was given, labelled for an online event', () => {
		expect( eventWebsite( mapped( rawEvent( 8 ) ) ) ).toStrictEqual( {
			url: 'https://example.test/launch',
			online: true,
		} );
		// TEC's fallback to the permalink is no website.
		expect( eventWebsite( mapped( rawEvent( 9 ) ) ) ).toBeUndefined();
		const raw = rawEvent( 9 );
		raw.website = 'https://lakeside.example/signing?day=1&amp;time=2';
		expect( eventWebsite( mapped( raw ) ) ).toStrictEqual( {
			url: 'https://lakeside.example/signing?day=1&time=2',
			online: false,
		} );
		raw.website = 'javascript:alert(1)';
		expect( eventWebsite( mapped( raw ) ) ).toBeUndefined();
		expect( isOnlineEvent( mapped( rawEvent( 17 ) ) ) ).toBe( true );
		expect( isOnlineEvent( mapped( rawEvent( 11 ) ) ) ).toBe( false );
	} );
} );

describe( 'event pages’ locations', () => {
	const HOME = 'http://127.0.0.1:8881/';

	afterEach( resetEventLinks );

	it( 'makes an in-app path of a permalink on this site', () => {
		expect( appPathOf( `${ HOME }event/summer-signing/`, HOME ) ).toBe(
			'/event/summer-signing/'
		);
		expect(
			appPathOf( `${ HOME }?tribe_events=summer-signing`, HOME )
		).toBe( '/?tribe_events=summer-signing' );
		expect( appPathOf( `${ HOME }event/x/#top`, HOME ) ).toBe(
			'/event/x/'
		);
		expect(
			appPathOf( 'https://elsewhere.example/event/x/', HOME )
		).toBeUndefined();
		expect( appPathOf( HOME, HOME ) ).toBeUndefined();
		expect( appPathOf( `${ HOME }/evil.example/`, HOME ) ).toBeUndefined();
		expect( appPathOf( undefined, HOME ) ).toBeUndefined();
		expect(
			appPathOf( 'http://x.test/blog/event/a/', 'http://x.test/blog' )
		).toBe( '/event/a/' );
		// No home URL to compare with (a build outside WordPress).
		expect( appPathOf( `${ HOME }event/x/`, '/' ) ).toBeUndefined();
	} );

	it( 'knows the pages of the events a list showed, with or without the trailing slash', () => {
		const event = {
			...mapped( rawEvent( 9 ) ),
			url: `${ HOME }event/summer-signing-at-lakeside-books/`,
		};
		expect( eventAppPath( event, HOME ) ).toBe(
			'/event/summer-signing-at-lakeside-books/'
		);
		expect(
			eventLinkAt( '/event/summer-signing-at-lakeside-books/', '', HOME )
		).toBeUndefined();
		registerEvents( [ event ] );
		for ( const path of [
			'/event/summer-signing-at-lakeside-books/',
			'/event/summer-signing-at-lakeside-books',
		] ) {
			expect( eventLinkAt( path, '', HOME ) ).toStrictEqual( {
				slug: 'summer-signing-at-lakeside-books',
				event,
			} );
		}
		expect( eventLinkAt( '/event/other/', '', HOME ) ).toBeUndefined();
		expect( eventLinkAt( '/events', '', HOME ) ).toBeUndefined();
		// An event without a slug has no page the app can load.
		const { slug: _slug, ...noSlug } = event;
		expect( eventAppPath( noSlug, HOME ) ).toBeUndefined();
	} );

	it( 'knows the page the server drew, with its query', () => {
		registerEventLink( '/?tribe_events=summer', { slug: 'summer' } );
		expect(
			eventLinkAt( '/', '?tribe_events=summer', HOME )
		).toStrictEqual( { slug: 'summer' } );
		expect( eventLinkAt( '/', '', HOME ) ).toBeUndefined();
		resetEventLinks();
		expect(
			eventLinkAt( '/', '?tribe_events=summer', HOME )
		).toBeUndefined();
	} );
} );
