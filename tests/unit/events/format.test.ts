/**
 * Event dates (docs/events.md#dates: US English, long weekday date, 12-hour
 * time, in the event's own time zone) and the Upcoming / Past split
 * (docs/events.md#upcoming-and-past).
 *
 * Every instant here is absolute (Date.UTC), so the results must not depend on
 * the machine's time zone: run also with `TZ=Asia/Tokyo npm run test:unit -- events`.
 */
import { eventsFromAnswer } from '../../../src/events/mapEvent';
import { DEFAULT_EVENT } from '../../../src/events/defaultEvent';
import { formatEventDate, isoInstant } from '../../../src/events/format';
import { splitEvents } from '../../../src/events/split';
import type { SiteEvent } from '../../../src/events/types';
import { answer } from '../../shared/recordings';

function event( overrides: Partial< SiteEvent > ): SiteEvent {
	return {
		id: 'test',
		title: 'Test event',
		description: '',
		start: Date.UTC( 2026, 0, 1, 12, 0 ),
		end: Date.UTC( 2026, 0, 1, 13, 0 ),
		allDay: false,
		timezone: 'America/New_York',
		venue: null,
		...overrides,
	};
}

describe( 'the default launch event (docs/events.md#default-event)', () => {
	it( 'runs 2025-09-30 19:00 to 20:30 in New York', () => {
		expect( DEFAULT_EVENT.timezone ).toBe( 'America/New_York' );
		expect( isoInstant( DEFAULT_EVENT.start ) ).toBe(
			'2025-09-30T23:00:00Z'
		);
		expect( isoInstant( DEFAULT_EVENT.end ) ).toBe(
			'2025-10-01T00:30:00Z'
		);
		expect( DEFAULT_EVENT.allDay ).toBe( false );
	} );
} );

describe( 'formatEventDate', () => {
	it( 'formats the default event exactly', () => {
		expect( formatEventDate( DEFAULT_EVENT ) ).toBe(
			'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT'
		);
	} );

	it( 'uses standard time in winter (EST)', () => {
		expect(
			formatEventDate(
				event( {
					start: Date.UTC( 2025, 11, 12, 23, 30 ),
					end: Date.UTC( 2025, 11, 13, 1, 0 ),
				} )
			)
		).toBe( 'Friday, December 12, 2025 · 6:30 PM – 8:00 PM EST' );
	} );

	it( 'writes morning and noon hours in 12-hour time', () => {
		expect(
			formatEventDate(
				event( {
					start: Date.UTC( 2026, 1, 14, 16, 0 ),
					end: Date.UTC( 2026, 1, 14, 17, 30 ),
				} )
			)
		).toBe( 'Saturday, February 14, 2026 · 11:00 AM – 12:30 PM EST' );
	} );

	it( "uses the event's own time zone", () => {
		expect(
			formatEventDate(
				event( {
					timezone: 'America/Los_Angeles',
					start: Date.UTC( 2026, 6, 10, 18, 0 ),
					end: Date.UTC( 2026, 6, 10, 19, 0 ),
				} )
			)
		).toBe( 'Friday, July 10, 2026 · 11:00 AM – 12:00 PM PDT' );
	} );

	it( 'shows no times for an all-day event', () => {
		expect(
			formatEventDate(
				event( {
					allDay: true,
					start: Date.UTC( 2025, 9, 18, 4, 0 ),
					end: Date.UTC( 2025, 9, 19, 3, 59, 59 ),
				} )
			)
		).toBe( 'Saturday, October 18, 2025' );
	} );

	it( 'shows both dates for an all-day event over several days', () => {
		expect(
			formatEventDate(
				event( {
					allDay: true,
					start: Date.UTC( 2025, 9, 18, 4, 0 ),
					end: Date.UTC( 2025, 9, 20, 3, 59, 59 ),
				} )
			)
		).toBe( 'Saturday, October 18, 2025 – Sunday, October 19, 2025' );
	} );

	it( 'shows both dates for an event crossing midnight', () => {
		expect(
			formatEventDate(
				event( {
					start: Date.UTC( 2025, 10, 1, 2, 0 ),
					end: Date.UTC( 2025, 10, 1, 5, 0 ),
				} )
			)
		).toBe(
			'Friday, October 31, 2025 · 10:00 PM EDT – Saturday, November 1, 2025 · 1:00 AM EDT'
		);
	} );

	it( 'shows both zones for an event across the end of daylight saving time', () => {
		expect(
			formatEventDate(
				event( {
					start: Date.UTC( 2025, 10, 2, 3, 0 ),
					end: Date.UTC( 2025, 10, 2, 6, 30 ),
				} )
			)
		).toBe(
			'Saturday, November 1, 2025 · 11:00 PM EDT – Sunday, November 2, 2025 · 1:30 AM EST'
		);
	} );

	it( 'uses plain spaces only (no ICU narrow no-break space)', () => {
		expect( formatEventDate( DEFAULT_EVENT ) ).not.toMatch(
			/[\u202f\u00a0]/
		);
	} );
} );

describe( 'isoInstant', () => {
	it( 'is the UTC ISO 8601 text without milliseconds', () => {
		expect( isoInstant( Date.UTC( 2025, 8, 30, 23, 0 ) ) ).toBe(
			'2025-09-30T23:00:00Z'
		);
		expect( isoInstant( Date.UTC( 2026, 0, 1, 0, 0, 0, 999 ) ) ).toBe(
			'2026-01-01T00:00:00Z'
		);
		expect( isoInstant( 0 ) ).toBe( '1970-01-01T00:00:00Z' );
	} );
} );

describe( 'splitEvents', () => {
	const now = Date.UTC( 2026, 0, 15, 12, 0 );

	it( 'puts an event starting exactly now in Past', () => {
		const { upcoming, past } = splitEvents(
			[ event( { id: 'now', start: now, end: now + 3600000 } ) ],
			now
		);
		expect( upcoming ).toEqual( [] );
		expect( past.map( ( e ) => e.id ) ).toEqual( [ 'now' ] );
	} );

	it( 'puts an event starting one millisecond from now in Upcoming', () => {
		const { upcoming, past } = splitEvents(
			[ event( { id: 'soon', start: now + 1, end: now + 3600000 } ) ],
			now
		);
		expect( upcoming.map( ( e ) => e.id ) ).toEqual( [ 'soon' ] );
		expect( past ).toEqual( [] );
	} );

	it( 'goes by the start, not the end (an event under way is Past)', () => {
		const { upcoming, past } = splitEvents(
			[
				event( {
					id: 'running',
					start: now - 60000,
					end: now + 60000,
				} ),
			],
			now
		);
		expect( upcoming ).toEqual( [] );
		expect( past.map( ( e ) => e.id ) ).toEqual( [ 'running' ] );
	} );

	it( 'orders Upcoming soonest first and Past most recent first', () => {
		const day = 86400000;
		const events = [
			event( { id: 'past-old', start: now - 30 * day } ),
			event( { id: 'future-far', start: now + 30 * day } ),
			event( { id: 'past-now', start: now } ),
			event( { id: 'future-near', start: now + 1 } ),
			event( { id: 'past-recent', start: now - day } ),
			event( { id: 'future-mid', start: now + day } ),
		];
		const before = events.map( ( e ) => e.id );
		const { upcoming, past } = splitEvents( events, now );
		expect( upcoming.map( ( e ) => e.id ) ).toEqual( [
			'future-near',
			'future-mid',
			'future-far',
		] );
		expect( past.map( ( e ) => e.id ) ).toEqual( [
			'past-now',
			'past-recent',
			'past-old',
		] );
		// The input is left as it was.
		expect( events.map( ( e ) => e.id ) ).toEqual( before );
	} );

	it( 'splits the default event by the launch instant', () => {
		expect(
			splitEvents( [ DEFAULT_EVENT ], DEFAULT_EVENT.start - 1 ).upcoming
		).toEqual( [ DEFAULT_EVENT ] );
		expect(
			splitEvents( [ DEFAULT_EVENT ], DEFAULT_EVENT.start ).past
		).toEqual( [ DEFAULT_EVENT ] );
	} );

	it( 'returns two empty lists for no events', () => {
		expect( splitEvents( [], now ) ).toEqual( { upcoming: [], past: [] } );
	} );
} );

describe( 'formatEventDate with the recorded events (events-absolute.json)', () => {
	const recorded = eventsFromAnswer( answer( 'events-absolute.json' ) );

	function recordedEvent( id: string ): SiteEvent {
		const found = recorded.find( ( item ) => item.id === id );
		if ( ! found ) {
			throw new Error( `No recorded event ${ id }` );
		}
		return found;
	}

	it.each( [
		[
			'the default launch, recorded (8)',
			'8',
			'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT',
		],
		[
			'a summer event, EDT (9)',
			'9',
			'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM EDT',
		],
		[
			'a winter event, EST (10)',
			'10',
			'Wednesday, January 20, 2027 · 6:30 PM – 8:00 PM EST',
		],
		[
			'a morning event (13)',
			'13',
			'Sunday, October 18, 2026 · 11:00 AM – 1:00 PM EDT',
		],
		[ 'an all-day event (11)', '11', 'Friday, March 5, 2027' ],
		[
			'a multi-day all-day event (14)',
			'14',
			'Saturday, May 1, 2027 – Monday, May 3, 2027',
		],
		[
			'an event crossing midnight (12)',
			'12',
			'Sunday, February 14, 2027 · 9:00 PM EST – Monday, February 15, 2027 · 1:00 AM EST',
		],
		[
			'an event over several days (17)',
			'17',
			'Saturday, November 21, 2026 · 10:00 AM EST – Monday, November 23, 2026 · 4:00 PM EST',
		],
	] )( '%s', ( _name, id, text ) => {
		expect( formatEventDate( recordedEvent( id ) ) ).toBe( text );
	} );

	it( 'shows the same text without WordPress’s abbreviation (Intl agrees in New York)', () => {
		for ( const item of recorded ) {
			const { timezoneAbbr, ...withoutAbbr } = item;
			expect( timezoneAbbr ).toMatch( /^E[DS]T$/ );
			expect( formatEventDate( withoutAbbr ) ).toBe(
				formatEventDate( item )
			);
		}
	} );
} );

describe( 'the zone name in formatEventDate', () => {
	const paris = event( {
		timezone: 'Europe/Paris',
		start: Date.UTC( 2027, 6, 15, 16, 0 ),
		end: Date.UTC( 2027, 6, 15, 18, 0 ),
	} );

	it( 'is WordPress’s abbreviation when there is one', () => {
		expect( formatEventDate( { ...paris, timezoneAbbr: 'CEST' } ) ).toBe(
			'Thursday, July 15, 2027 · 6:00 PM – 8:00 PM CEST'
		);
		expect(
			formatEventDate( {
				...paris,
				timezoneAbbr: 'CEST',
				start: Date.UTC( 2027, 6, 15, 20, 0 ),
				end: Date.UTC( 2027, 6, 15, 23, 30 ),
			} )
		).toBe(
			'Thursday, July 15, 2027 · 10:00 PM CEST – Friday, July 16, 2027 · 1:30 AM CEST'
		);
	} );

	it( 'is Intl’s name for a zone outside the US without one', () => {
		expect( formatEventDate( paris ) ).toBe(
			'Thursday, July 15, 2027 · 6:00 PM – 8:00 PM GMT+2'
		);
		expect(
			formatEventDate( {
				...paris,
				start: Date.UTC( 2027, 0, 15, 17, 0 ),
				end: Date.UTC( 2027, 0, 15, 19, 0 ),
			} )
		).toBe( 'Friday, January 15, 2027 · 6:00 PM – 8:00 PM GMT+1' );
		expect(
			formatEventDate(
				event( {
					timezone: 'Asia/Kolkata',
					start: Date.UTC( 2027, 0, 15, 12, 30 ),
					end: Date.UTC( 2027, 0, 15, 14, 0 ),
				} )
			)
		).toBe( 'Friday, January 15, 2027 · 6:00 PM – 7:30 PM GMT+5:30' );
	} );

	it( 'keeps Intl’s name for the end when the zone changes (WordPress’s is the start’s)', () => {
		expect(
			formatEventDate(
				event( {
					timezoneAbbr: 'EDT',
					start: Date.UTC( 2025, 10, 2, 3, 0 ),
					end: Date.UTC( 2025, 10, 2, 6, 30 ),
				} )
			)
		).toBe(
			'Saturday, November 1, 2025 · 11:00 PM EDT – Sunday, November 2, 2025 · 1:30 AM EST'
		);
	} );

	it( 'is not shown for all-day events', () => {
		expect(
			formatEventDate( {
				...paris,
				allDay: true,
				timezoneAbbr: 'CEST',
				start: Date.UTC( 2027, 6, 14, 22, 0 ),
				end: Date.UTC( 2027, 6, 15, 21, 59, 59 ),
			} )
		).toBe( 'Thursday, July 15, 2027' );
	} );
} );
