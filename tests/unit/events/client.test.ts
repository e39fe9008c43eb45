/**
 * The Events Calendar client (docs/events.md: #query, #mapping,
 * #failures), fed with what the real plugin answered
 * (tests/fixtures/wp-recordings/README-events.md).
 *
 * Every expected instant is written with Date.UTC, and the suite runs with
 * TZ=Asia/Tokyo, so nothing here can pass by accident on a New York machine.
 */
import {
	DEFAULT_PER_PAGE,
	EVENTS_PAGE_PER_PAGE,
	eventPath,
	eventsPath,
	fetchEvent,
	fetchEvents,
	peekEvent,
	peekEvents,
	resetEventsCache,
} from '../../../src/events/client';
import {
	eventsFromAnswer,
	mapEvent,
	parseUtc,
	validTimeZone,
} from '../../../src/events/mapEvent';
import { escapeIcsText } from '../../../src/events/calendar';
import { formatEventDate } from '../../../src/events/format';
import type { SiteEvent } from '../../../src/events/types';
import { answer, exchange } from '../../shared/recordings';

type Raw = Record< string, unknown >;

/**
 * The raw `events` of a recorded archive answer.
 *
 * @param file Recording file name.
 */
function rawEvents( file: string ): Raw[] {
	const body = answer( file ) as { events: Raw[] };
	return body.events;
}

/**
 * One raw event of a recorded archive answer, by post id.
 *
 * @param file Recording file name.
 * @param id   TEC post id.
 */
function rawEvent( file: string, id: number ): Raw {
	const found = rawEvents( file ).find( ( item ) => item.id === id );
	if ( ! found ) {
		throw new Error( `${ file } has no event ${ id }` );
	}
	// A deep copy, so a test may change it freely.
	return JSON.parse( JSON.stringify( found ) ) as Raw;
}

function mapped( raw: unknown ): SiteEvent {
	const event = mapEvent( raw );
	if ( ! event ) {
		throw new Error( 'The event was dropped' );
	}
	return event;
}

const NY = 'America/New_York';

/** What the client must make of each event of events-absolute.json. */
const EXPECTED: Record< number, SiteEvent > = {
	8: {
		id: '8',
		title: 'Virtual Book Launch: The Medallion Client',
		description:
			'Join me online to celebrate the release of The Medallion Client, book one of the series.\n\n' +
			'Bring your questions & your favourite mug. Read the first chapter before we start.',
		start: Date.UTC( 2025, 8, 30, 23, 0 ),
		end: Date.UTC( 2025, 9, 1, 0, 30 ),
		allDay: false,
		timezone: NY,
		timezoneAbbr: 'EDT',
		venue: null,
		url: 'https://example.test/event/virtual-book-launch-the-medallion-client/',
		slug: 'virtual-book-launch-the-medallion-client',
		website: 'https://example.test/launch',
		body: [
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
		],
	},
	13: {
		id: '13',
		title: 'Readers’ Brunch & Q&A — “Meet the Author”…',
		description: 'Brunch, questions and answers.',
		start: Date.UTC( 2026, 9, 18, 15, 0 ),
		end: Date.UTC( 2026, 9, 18, 17, 0 ),
		allDay: false,
		timezone: NY,
		timezoneAbbr: 'EDT',
		venue: null,
		url: 'https://example.test/event/readers-brunch-qa-meet-the-author/',
		slug: 'readers-brunch-qa-meet-the-author',
		body: [ [ { text: 'Brunch, questions and answers.' } ] ],
	},
	17: {
		id: '17',
		title: 'Online Read-Along Week',
		description: 'Read along with me all week in the reader group.',
		start: Date.UTC( 2026, 10, 21, 15, 0 ),
		end: Date.UTC( 2026, 10, 23, 21, 0 ),
		allDay: false,
		timezone: NY,
		timezoneAbbr: 'EST',
		venue: null,
		url: 'https://example.test/event/online-read-along-week/',
		slug: 'online-read-along-week',
		body: [
			[ { text: 'Read along with me all week in the reader group.' } ],
		],
	},
	10: {
		id: '10',
		title: 'Winter Reading Night',
		description: 'A cozy evening reading from the new chapter.',
		start: Date.UTC( 2027, 0, 20, 23, 30 ),
		end: Date.UTC( 2027, 0, 21, 1, 0 ),
		allDay: false,
		timezone: NY,
		timezoneAbbr: 'EST',
		venue: { venue: 'The Cozy Corner Cafe', city: 'Buffalo' },
		url: 'https://example.test/event/winter-reading-night/',
		slug: 'winter-reading-night',
		body: [ [ { text: 'A cozy evening reading from the new chapter.' } ] ],
	},
	12: {
		id: '12',
		title: 'Valentine Midnight Read-Along',
		description:
			'We read the balcony chapter together, right up to midnight and beyond.',
		start: Date.UTC( 2027, 1, 15, 2, 0 ),
		end: Date.UTC( 2027, 1, 15, 6, 0 ),
		allDay: false,
		timezone: NY,
		timezoneAbbr: 'EST',
		venue: null,
		url: 'https://example.test/event/valentine-midnight-read-along/',
		slug: 'valentine-midnight-read-along',
		body: [
			[
				{
					text: 'We read the balcony chapter together, right up to midnight and beyond.',
				},
			],
		],
	},
	11: {
		id: '11',
		title: 'Release Day Celebration',
		description: 'All day long: giveaways on social media.',
		start: Date.UTC( 2027, 2, 5, 5, 0 ),
		end: Date.UTC( 2027, 2, 6, 4, 59, 59 ),
		allDay: true,
		timezone: NY,
		timezoneAbbr: 'EST',
		venue: null,
		url: 'https://example.test/event/release-day-celebration/',
		slug: 'release-day-celebration',
		body: [ [ { text: 'All day long: giveaways on social media.' } ] ],
	},
	14: {
		id: '14',
		title: 'Romance Readers Festival',
		description: 'Three days of panels and signings.',
		start: Date.UTC( 2027, 4, 1, 4, 0 ),
		end: Date.UTC( 2027, 4, 4, 3, 59, 59 ),
		allDay: true,
		timezone: NY,
		timezoneAbbr: 'EDT',
		venue: null,
		url: 'https://example.test/event/romance-readers-festival/',
		slug: 'romance-readers-festival',
		body: [ [ { text: 'Three days of panels and signings.' } ] ],
	},
	9: {
		id: '9',
		title: 'Summer Signing at Lakeside Books',
		description:
			'Meet the author, get your copy signed and enjoy a glass of lemonade.',
		start: Date.UTC( 2027, 6, 15, 18, 0 ),
		end: Date.UTC( 2027, 6, 15, 20, 0 ),
		allDay: false,
		timezone: NY,
		timezoneAbbr: 'EDT',
		venue: {
			venue: 'Lakeside Books',
			address: '123 Main Street',
			city: 'Rochester',
			state: 'NY',
			zip: '14604',
			country: 'United States',
		},
		url: 'https://example.test/event/summer-signing-at-lakeside-books/',
		image: {
			url: 'https://example.test/wp-content/uploads/2026/11/summer-signing-768x480.jpg',
			alt: 'Summer Signing at Lakeside Books',
			width: 768,
			height: 480,
		},
		slug: 'summer-signing-at-lakeside-books',
		body: [
			[
				{
					text: 'Meet the author, get your copy signed and enjoy a glass of lemonade.',
				},
			],
		],
	},
};

function expected( ...ids: number[] ): SiteEvent[] {
	return ids.map( ( id ) => {
		const event = EXPECTED[ id ];
		if ( ! event ) {
			throw new Error( `No expectation for event ${ id }` );
		}
		return event;
	} );
}

/**
 * "YYYY-MM-DD HH:MM:SS" of an instant in New York, to compare with TEC's
 * site-local `start_date` / `end_date`.
 *
 * @param instant Epoch ms.
 */
function newYorkWallClock( instant: number ): string {
	const parts = new Intl.DateTimeFormat( 'en-US', {
		timeZone: NY,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
		hourCycle: 'h23',
	} ).formatToParts( new Date( instant ) );
	const get = ( type: string ) =>
		parts.find( ( part ) => part.type === type )?.value ?? '';
	return `${ get( 'year' ) }-${ get( 'month' ) }-${ get( 'day' ) } ${ get(
		'hour'
	) }:${ get( 'minute' ) }:${ get( 'second' ) }`;
}

describe( 'eventsFromAnswer with the recorded answers', () => {
	it( 'maps every field of all 8 published events (events-absolute.json)', () => {
		expect(
			eventsFromAnswer( answer( 'events-absolute.json' ) )
		).toStrictEqual( expected( 8, 13, 17, 10, 12, 11, 14, 9 ) );
	} );

	it( 'maps the 7 events of the site’s own query (events-relative.json)', () => {
		expect(
			eventsFromAnswer( answer( 'events-relative.json' ) )
		).toStrictEqual( expected( 13, 17, 10, 12, 11, 14, 9 ) );
	} );

	it( 'maps the 6 events of TEC’s default query (events-default.json)', () => {
		expect(
			eventsFromAnswer( answer( 'events-default.json' ) )
		).toStrictEqual( expected( 17, 10, 12, 11, 14, 9 ) );
	} );

	it( 'gives no events for an empty range (events-empty.json)', () => {
		expect( eventsFromAnswer( answer( 'events-empty.json' ) ) ).toEqual(
			[]
		);
	} );

	it( 'takes start and end from utc_*, the same instants as the site-local dates', () => {
		for ( const raw of rawEvents( 'events-absolute.json' ) ) {
			const event = mapped( raw );
			expect( event.start ).toBe(
				Date.parse(
					`${ String( raw.utc_start_date ).replace( ' ', 'T' ) }Z`
				)
			);
			expect( event.end ).toBe(
				Date.parse(
					`${ String( raw.utc_end_date ).replace( ' ', 'T' ) }Z`
				)
			);
			expect( newYorkWallClock( event.start ) ).toBe( raw.start_date );
			expect( newYorkWallClock( event.end ) ).toBe( raw.end_date );
		}
	} );
} );

describe( 'mapEvent field by field', () => {
	it( 'makes the id a string', () => {
		const event = mapped( rawEvent( 'events-relative.json', 9 ) );
		expect( event.id ).toBe( '9' );
		expect( typeof event.id ).toBe( 'string' );
	} );

	it( 'decodes the texturized title (id 13)', () => {
		const raw = rawEvent( 'events-relative.json', 13 );
		expect( raw.title ).toBe(
			'Readers&#8217; Brunch &#038; Q&#038;A &#8212; &#8220;Meet the Author&#8221;&#8230;'
		);
		expect( mapped( raw ).title ).toBe(
			'Readers’ Brunch & Q&A — “Meet the Author”…'
		);
	} );

	it( 'makes the description plain text, without tags or entities (id 8)', () => {
		const { description } = mapped( rawEvent( 'events-absolute.json', 8 ) );
		expect( description ).not.toMatch( /[<>]|&amp;|<\/?p>/ );
		expect( description ).toBe( EXPECTED[ 8 ]!.description );
	} );

	it( 'keeps markup-looking text as text, never as markup', () => {
		const raw = rawEvent( 'events-relative.json', 9 );
		raw.title = '<img src=x onerror=alert(1)>Signing &lt;b&gt;';
		raw.description = '<script>alert(1)</script><p>Hi <em>there</em></p>';
		const event = mapped( raw );
		expect( event.title ).toBe( 'Signing <b>' );
		expect( event.description ).toBe( 'Hi there' );
	} );

	it( 'marks only the all-day events (11 and 14) as all day', () => {
		const allDay = eventsFromAnswer( answer( 'events-absolute.json' ) )
			.filter( ( event ) => event.allDay )
			.map( ( event ) => event.id );
		expect( allDay ).toEqual( [ '11', '14' ] );
	} );

	it( 'keeps the time zone and WordPress’s abbreviation (EDT in summer, EST in winter)', () => {
		const summer = mapped( rawEvent( 'events-relative.json', 9 ) );
		const winter = mapped( rawEvent( 'events-relative.json', 10 ) );
		expect( summer.timezone ).toBe( NY );
		expect( summer.timezoneAbbr ).toBe( 'EDT' );
		expect( winter.timezone ).toBe( NY );
		expect( winter.timezoneAbbr ).toBe( 'EST' );
	} );

	it( 'falls back to UTC for an unknown time zone and drops a junk abbreviation', () => {
		const raw = rawEvent( 'events-relative.json', 9 );
		raw.timezone = 'Mars/Olympus_Mons';
		raw.timezone_abbr = '<b>EDT</b>';
		const event = mapped( raw );
		expect( event.timezone ).toBe( 'UTC' );
		expect( event ).not.toHaveProperty( 'timezoneAbbr' );
	} );

	describe( 'venue', () => {
		it( 'is null for TEC’s empty array', () => {
			const raw = rawEvent( 'events-relative.json', 12 );
			expect( raw.venue ).toEqual( [] );
			expect( mapped( raw ).venue ).toBeNull();
		} );

		it( 'has only the name and city for venue 7', () => {
			expect(
				mapped( rawEvent( 'events-relative.json', 10 ) ).venue
			).toStrictEqual( {
				venue: 'The Cozy Corner Cafe',
				city: 'Buffalo',
			} );
		} );

		it( 'has the address, city, state, zip and country for venue 6', () => {
			expect(
				mapped( rawEvent( 'events-relative.json', 9 ) ).venue
			).toStrictEqual( {
				venue: 'Lakeside Books',
				address: '123 Main Street',
				city: 'Rochester',
				state: 'NY',
				zip: '14604',
				country: 'United States',
			} );
		} );

		it( 'takes the first venue when an add-on links several', () => {
			const raw = rawEvent( 'events-relative.json', 9 );
			const other = rawEvent( 'events-relative.json', 10 ).venue;
			raw.venue = [ other, raw.venue ];
			expect( mapped( raw ).venue ).toStrictEqual( {
				venue: 'The Cozy Corner Cafe',
				city: 'Buffalo',
			} );
		} );
	} );

	describe( 'image', () => {
		it( 'is absent when TEC says false', () => {
			const raw = rawEvent( 'events-relative.json', 10 );
			expect( raw.image ).toBe( false );
			expect( mapped( raw ) ).not.toHaveProperty( 'image' );
		} );

		it( 'is the medium_large size, with its width and height and the title as alt', () => {
			expect(
				mapped( rawEvent( 'events-relative.json', 9 ) ).image
			).toStrictEqual( {
				url: 'https://example.test/wp-content/uploads/2026/11/summer-signing-768x480.jpg',
				alt: 'Summer Signing at Lakeside Books',
				width: 768,
				height: 480,
			} );
		} );

		it( 'falls back to the full size when there is no medium_large', () => {
			const raw = rawEvent( 'events-relative.json', 9 );
			( raw.image as Raw ).sizes = {};
			expect( mapped( raw ).image ).toStrictEqual( {
				url: 'https://example.test/wp-content/uploads/2026/11/summer-signing.jpg',
				alt: 'Summer Signing at Lakeside Books',
				width: 800,
				height: 500,
			} );
		} );

		it( 'falls back to the full size when medium_large is not http(s)', () => {
			const raw = rawEvent( 'events-relative.json', 9 );
			const image = raw.image as { sizes: { medium_large: Raw } };
			image.sizes.medium_large.url = 'javascript:alert(1)';
			expect( mapped( raw ).image ).toStrictEqual( {
				url: 'https://example.test/wp-content/uploads/2026/11/summer-signing.jpg',
				alt: 'Summer Signing at Lakeside Books',
				width: 800,
				height: 500,
			} );
		} );

		it( 'is dropped when no URL is http(s)', () => {
			const raw = rawEvent( 'events-relative.json', 9 );
			const image = raw.image as Raw & { sizes: { medium_large: Raw } };
			image.sizes.medium_large.url = 'javascript:alert(1)';
			image.url = 'data:image/png;base64,AAAA';
			expect( mapped( raw ) ).not.toHaveProperty( 'image' );
		} );
	} );

	describe( 'url', () => {
		it( 'is the event’s own page when it is http(s)', () => {
			expect( mapped( rawEvent( 'events-relative.json', 9 ) ).url ).toBe(
				'https://example.test/event/summer-signing-at-lakeside-books/'
			);
		} );

		it.each( [
			'javascript:alert(1)',
			'JavaScript:alert(1)',
			' javascript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'ftp://example.test/event/',
			'//example.test/event/',
			'/event/summer-signing/',
			'',
		] )( 'is dropped for %j, the rest of the event kept', ( url ) => {
			const raw = rawEvent( 'events-relative.json', 9 );
			// TEC's `website` is the permalink too when none was given.
			raw.url = url;
			raw.website = url;
			const event = mapped( raw );
			expect( event ).not.toHaveProperty( 'url' );
			const { url: _kept, ...rest } = EXPECTED[ 9 ]!;
			expect( event ).toStrictEqual( rest );
		} );
	} );

	describe( 'events that cannot be shown are dropped', () => {
		it.each( [
			[ 'without utc_start_date', { utc_start_date: undefined } ],
			[ 'with a null utc_start_date', { utc_start_date: null } ],
			[ 'with a garbage utc_start_date', { utc_start_date: 'soon' } ],
			[ 'without a title', { title: undefined } ],
			[ 'with an empty title', { title: '' } ],
			[ 'with a title of tags only', { title: '<b></b>' } ],
			[ 'without an id', { id: undefined } ],
		] )( '%s', ( _name, change ) => {
			const raw = { ...rawEvent( 'events-relative.json', 9 ), ...change };
			expect( mapEvent( raw ) ).toBeNull();
			const answerWithIt = answer( 'events-relative.json' ) as {
				events: unknown[];
			};
			answerWithIt.events.splice( 3, 0, raw );
			expect(
				eventsFromAnswer( answerWithIt ).map( ( event ) => event.id )
			).toEqual( [ '13', '17', '10', '12', '11', '14', '9' ] );
		} );

		it.each( [ null, undefined, 'event', 9, [] ] )(
			'%j is not an event',
			( raw ) => {
				expect( mapEvent( raw ) ).toBeNull();
			}
		);
	} );

	it( 'ends at the start when the end is missing or before the start', () => {
		const raw = rawEvent( 'events-relative.json', 9 );
		delete raw.utc_end_date;
		expect( mapped( raw ).end ).toBe( Date.UTC( 2027, 6, 15, 18, 0 ) );
		raw.utc_end_date = '2027-07-15 17:00:00';
		expect( mapped( raw ).end ).toBe( Date.UTC( 2027, 6, 15, 18, 0 ) );
	} );

	it( 'maps the single-event answer (events-single.json) like its archive item', () => {
		expect( mapEvent( answer( 'events-single.json' ) ) ).toStrictEqual(
			EXPECTED[ 9 ]
		);
	} );
} );

describe( 'parseUtc and validTimeZone', () => {
	it( 'reads TEC’s UTC wall clock as UTC, whatever the machine’s zone', () => {
		expect( parseUtc( '2027-07-15 18:00:00' ) ).toBe(
			Date.UTC( 2027, 6, 15, 18, 0, 0 )
		);
		expect( parseUtc( '2027-03-06 04:59:59' ) ).toBe(
			Date.UTC( 2027, 2, 6, 4, 59, 59 )
		);
	} );

	it.each( [ '', 'soon', '2027-07-15', '2027-07-15 18:00', null, 0 ] )(
		'gives NaN for %j',
		( value ) => {
			expect( parseUtc( value ) ).toBeNaN();
		}
	);

	it( 'accepts IANA zones only', () => {
		expect( validTimeZone( NY ) ).toBe( NY );
		expect( validTimeZone( 'Europe/Paris' ) ).toBe( 'Europe/Paris' );
		expect( validTimeZone( 'Mars/Olympus_Mons' ) ).toBeUndefined();
		expect( validTimeZone( '' ) ).toBeUndefined();
		expect( validTimeZone( 5 ) ).toBeUndefined();
	} );
} );

describe( 'eventsFromAnswer refuses what is not an archive answer', () => {
	it.each( [
		[ 'the single-event answer', answer( 'events-single.json' ) ],
		[ 'the 400 of start_date=gte', answer( 'events-spec-gte.json' ) ],
		[
			'the 404 of an inactive plugin',
			answer( 'events-plugin-inactive.json' ),
		],
		[ 'a page past the end', answer( 'events-bad-param.json', 3 ) ],
		[ 'events as a string', { events: 'x' } ],
		[ 'events as an object', { events: { 0: {} } } ],
		[ 'a bare array', [] ],
		[ 'null', null ],
		[ 'a string', '<html>' ],
	] )( '%s', ( _name, body ) => {
		expect( () => eventsFromAnswer( body ) ).toThrow();
	} );
} );

describe( 'eventsPath', () => {
	it( 'is the exact query of docs/events.md#query', () => {
		expect( eventsPath( 20 ) ).toBe(
			'/tribe/events/v1/events?per_page=20&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date'
		);
		expect( eventsPath() ).toBe(
			'/tribe/events/v1/events?per_page=10&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date'
		);
	} );

	it( 'is the query the relative recording was made with', () => {
		expect( exchange( 'events-relative.json' ).request.url ).toBe(
			`/wp-json${ eventsPath( EVENTS_PAGE_PER_PAGE ) }`
		);
	} );

	it( 'asks for 10 by default and 20 on the events page (docs/events.md#query)', () => {
		expect( DEFAULT_PER_PAGE ).toBe( 10 );
		expect( EVENTS_PAGE_PER_PAGE ).toBe( 20 );
	} );
} );

describe( 'fetchEvents', () => {
	beforeEach( () => {
		resetEventsCache();
	} );

	function reader( body: unknown = answer( 'events-relative.json' ) ) {
		return jest.fn< Promise< unknown >, [ string ] >( () =>
			Promise.resolve( body )
		);
	}

	it( 'reads the exact path for 20 and maps the answer', async () => {
		const read = reader();
		await expect( fetchEvents( 20, read ) ).resolves.toStrictEqual(
			expected( 13, 17, 10, 12, 11, 14, 9 )
		);
		expect( read ).toHaveBeenCalledTimes( 1 );
		expect( read ).toHaveBeenCalledWith(
			'/tribe/events/v1/events?per_page=20&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date'
		);
	} );

	it( 'asks for per_page=10 by default', async () => {
		const read = reader( answer( 'events-default.json' ) );
		await fetchEvents( undefined, read );
		expect( read ).toHaveBeenCalledWith(
			'/tribe/events/v1/events?per_page=10&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date'
		);
		expect( peekEvents() ).toHaveLength( 6 );
	} );

	it( 'caches per count: the same count reads once, another count reads again', async () => {
		const read = reader();
		const first = await fetchEvents( 20, read );
		const second = await fetchEvents( 20, read );
		expect( read ).toHaveBeenCalledTimes( 1 );
		expect( second ).toBe( first );

		await fetchEvents( 10, read );
		expect( read ).toHaveBeenCalledTimes( 2 );
		expect( read.mock.calls[ 1 ]![ 0 ] ).toContain( 'per_page=10&' );

		await fetchEvents( 10, read );
		await fetchEvents( 20, read );
		expect( read ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shares one read between concurrent calls', async () => {
		let resolve: ( value: unknown ) => void = () => {};
		const read = jest.fn(
			() =>
				new Promise< unknown >( ( done ) => {
					resolve = done;
				} )
		);
		const one = fetchEvents( 20, read );
		const two = fetchEvents( 20, read );
		expect( read ).toHaveBeenCalledTimes( 1 );
		expect( peekEvents( 20 ) ).toBeUndefined();
		resolve( answer( 'events-relative.json' ) );
		const [ a, b ] = await Promise.all( [ one, two ] );
		expect( a ).toHaveLength( 7 );
		expect( b ).toBe( a );
		expect( peekEvents( 20 ) ).toBe( a );
		expect( peekEvents( 10 ) ).toBeUndefined();
	} );

	it( 'forgets everything on resetEventsCache', async () => {
		const read = reader();
		await fetchEvents( 20, read );
		resetEventsCache();
		expect( peekEvents( 20 ) ).toBeUndefined();
		await fetchEvents( 20, read );
		expect( read ).toHaveBeenCalledTimes( 2 );
	} );

	describe( 'on failure: an empty list and "Failed to load events", never a rejection', () => {
		const apiFetchInvalidJson = {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		};

		it.each( [
			[
				'a network error',
				() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
			],
			[
				'the 400 of start_date=gte, rejected as api-fetch does',
				() => Promise.reject( answer( 'events-spec-gte.json' ) ),
			],
			[
				'the 404 rest_no_route of an inactive plugin, rejected',
				() => Promise.reject( answer( 'events-plugin-inactive.json' ) ),
			],
			[
				'a 400 body resolved as if it were an answer',
				() => Promise.resolve( answer( 'events-spec-gte.json' ) ),
			],
			[
				'an HTML page (api-fetch’s invalid_json)',
				() => Promise.reject( apiFetchInvalidJson ),
			],
			[
				'a reader that throws at once',
				() => {
					throw new Error( 'No api-fetch' );
				},
			],
			[ 'garbage', () => Promise.resolve( 'garbage' ) ],
			[ 'null', () => Promise.resolve( null ) ],
			[ '{ events: "x" }', () => Promise.resolve( { events: 'x' } ) ],
		] )( '%s', async ( _name, read ) => {
			const spy = jest.fn( read as () => Promise< unknown > );
			await expect( fetchEvents( 20, spy ) ).resolves.toEqual( [] );
			expect( console ).toHaveWarned();
			const warn = console.warn as unknown as jest.Mock;
			expect( warn ).toHaveBeenCalledTimes( 1 );
			expect( warn.mock.calls[ 0 ]![ 0 ] ).toBe(
				'Failed to load events'
			);
			expect( peekEvents( 20 ) ).toEqual( [] );
		} );

		it( 'passes the error along with the message', async () => {
			const error = answer( 'events-plugin-inactive.json' );
			await fetchEvents( 20, () => Promise.reject( error ) );
			expect( console ).toHaveWarnedWith(
				'Failed to load events',
				error
			);
		} );
	} );
} );

describe( 'fixes for edge cases of The Events Calendar', () => {
	it( 'shows a whole-hour "UTC+1" zone as that offset, with its name', () => {
		const raw = rawEvent( 'events-relative.json', 9 );
		raw.timezone = 'UTC+1';
		raw.timezone_abbr = 'UTC+1';
		raw.utc_start_date = '2027-07-15 13:00:00';
		raw.utc_end_date = '2027-07-15 15:00:00';
		const event = mapped( raw );
		expect( event.timezone ).toBe( 'Etc/GMT-1' );
		expect( formatEventDate( event ) ).toBe(
			'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM UTC+1'
		);
	} );

	it( 'drops WordPress’s zone name when the zone itself is unknown', () => {
		const raw = rawEvent( 'events-relative.json', 9 );
		raw.timezone = 'Mars/Olympus_Mons';
		raw.timezone_abbr = 'MOT';
		const event = mapped( raw );
		expect( event.timezone ).toBe( 'UTC' );
		expect( event ).not.toHaveProperty( 'timezoneAbbr' );
	} );

	it.each( [
		'2027-02-30 10:00:00',
		'2027-07-15 25:00:00',
		'2027-07-15 10:61:00',
	] )( 'refuses the impossible date %s', ( value ) => {
		expect( parseUtc( value ) ).toBeNaN();
	} );

	it( 'escapes a lone carriage return in calendar text', () => {
		expect( escapeIcsText( 'a\rb\r\nc\nd' ) ).toBe( 'a\\nb\\nc\\nd' );
	} );
} );

describe( 'fetchEvent: one event by slug (docs/events.md#event-page)', () => {
	beforeEach( () => {
		resetEventsCache();
	} );

	it( 'reads TEC’s by-slug route and maps the single answer, with its paragraphs', async () => {
		const read = jest.fn< Promise< unknown >, [ string ] >( () =>
			Promise.resolve( answer( 'events-single.json' ) )
		);
		const got = await fetchEvent(
			'summer-signing-at-lakeside-books',
			read
		);
		expect( read ).toHaveBeenCalledWith(
			'/tribe/events/v1/events/by-slug/summer-signing-at-lakeside-books'
		);
		expect( got ).toStrictEqual( { kind: 'found', event: EXPECTED[ 9 ] } );
		// Cached for the visit.
		expect( peekEvent( 'summer-signing-at-lakeside-books' ) ).toBe( got );
		await fetchEvent( 'summer-signing-at-lakeside-books', read );
		expect( read ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'encodes the slug in the path', () => {
		expect( eventPath( 'caf%c3%a9' ) ).toBe(
			'/tribe/events/v1/events/by-slug/caf%25c3%25a9'
		);
	} );

	it.each( [
		[
			'TEC’s 404',
			{
				code: 'rest-event-not-found',
				message: 'The requested event could not be found',
				data: { status: 404 },
			},
		],
		[
			'TEC’s 403 for a draft',
			{
				code: 'event-not-accessible',
				message: 'The requested event is not accessible',
				data: { status: 403 },
			},
		],
		[
			'the 404 of an inactive plugin',
			answer( 'events-plugin-inactive.json' ),
		],
	] )(
		'is missing (the 404 view) on %s, kept for the visit',
		async ( _name, error ) => {
			const read = jest.fn( () => Promise.reject( error ) );
			await expect( fetchEvent( 'gone', read ) ).resolves.toStrictEqual( {
				kind: 'missing',
			} );
			await fetchEvent( 'gone', read );
			expect( read ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'is missing when the answer is no event', async () => {
		await expect(
			fetchEvent( 'odd', () => Promise.resolve( { events: [] } ) )
		).resolves.toStrictEqual( { kind: 'missing' } );
	} );

	it( 'has failed on a network error (a warning, never a rejection) and asks again next time', async () => {
		const read = jest.fn( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		await expect( fetchEvent( 'later', read ) ).resolves.toStrictEqual( {
			kind: 'failed',
		} );
		expect( console ).toHaveWarned();
		expect( peekEvent( 'later' ) ).toBeUndefined();
		await fetchEvent( 'later', read );
		expect( read ).toHaveBeenCalledTimes( 2 );
	} );
} );
