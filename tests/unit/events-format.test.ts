/**
 * Event dates (spec §9: US English, long weekday date, 12-hour time, in the
 * event's own time zone) and the Upcoming / Past split (spec §4).
 *
 * Every instant here is absolute (Date.UTC), so the results must not depend on
 * the machine's time zone: run also with `TZ=Asia/Tokyo npm run test:unit -- events`.
 */
import { DEFAULT_EVENT } from '../../src/events/defaultEvent';
import { formatEventDate, isoInstant } from '../../src/events/format';
import { splitEvents } from '../../src/events/split';
import type { SiteEvent } from '../../src/events/types';

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

describe( 'the default launch event (spec §4, §9)', () => {
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
