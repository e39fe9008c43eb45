/**
 * Upcoming / Past (docs/events.md#upcoming-and-past: upcoming when its start
 * is after now, else past; upcoming soonest first, past most
 * recent first) and the default launch event, with a frozen clock, on the
 * recorded events.
 *
 * The suite runs with TZ=Asia/Tokyo on purpose (package.json `test:unit`):
 * the first test proves it, so every date below is checked far from New York.
 */
import { eventsFromAnswer } from '../../../src/events/mapEvent';
import { DEFAULT_EVENT } from '../../../src/events/defaultEvent';
import { formatEventDate } from '../../../src/events/format';
import { splitEvents } from '../../../src/events/split';
import type { SiteEvent } from '../../../src/events/types';
import { eventsToShow } from '../../../src/events/useEvents';
import { answer } from '../../shared/recordings';

/** When the recordings were made: 2026-11-22 04:27 in New York. */
const RECORDED_AT = Date.UTC( 2026, 10, 22, 9, 27 );
const HOUR = 3600000;
const DAY = 24 * HOUR;

function recorded( file = 'events-relative.json' ): SiteEvent[] {
	return eventsFromAnswer( answer( file ) );
}

function byId( events: SiteEvent[], id: string ): SiteEvent {
	const found = events.find( ( event ) => event.id === id );
	if ( ! found ) {
		throw new Error( `No event ${ id }` );
	}
	return found;
}

function ids( events: SiteEvent[] ): string[] {
	return events.map( ( event ) => event.id );
}

function at( start: number, id = 'probe' ): SiteEvent {
	return { ...DEFAULT_EVENT, id, start, end: start + HOUR };
}

describe( 'the machine’s time zone', () => {
	it( 'is Asia/Tokyo, far from New York (npm run test:unit sets TZ)', () => {
		expect( process.env.TZ ).toBe( 'Asia/Tokyo' );
		// And it really took effect: Tokyo is UTC+9 all year, no DST.
		expect( new Date( Date.UTC( 2027, 0, 1 ) ).getTimezoneOffset() ).toBe(
			-540
		);
		expect( new Date( Date.UTC( 2027, 6, 1 ) ).getTimezoneOffset() ).toBe(
			-540
		);
	} );

	it( 'does not leak into the dates shown: they are New York times', () => {
		const events = recorded();
		expect( formatEventDate( byId( events, '9' ) ) ).toBe(
			'Thursday, July 15, 2027 · 2:00 PM – 4:00 PM EDT'
		);
		expect( formatEventDate( byId( events, '10' ) ) ).toBe(
			'Wednesday, January 20, 2027 · 6:30 PM – 8:00 PM EST'
		);
		// It ends at 13:59:59 on March 6 in Tokyo: a day taken from the
		// machine's zone would show two days.
		expect( formatEventDate( byId( events, '11' ) ) ).toBe(
			'Friday, March 5, 2027'
		);
		expect( formatEventDate( DEFAULT_EVENT ) ).toBe(
			'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT'
		);
	} );
} );

describe( 'splitEvents with a frozen clock', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( RECORDED_AT );
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'puts an event starting one millisecond from now in Upcoming', () => {
		const { upcoming, past } = splitEvents(
			[ at( Date.now() + 1 ) ],
			Date.now()
		);
		expect( ids( upcoming ) ).toEqual( [ 'probe' ] );
		expect( past ).toEqual( [] );
	} );

	it( 'puts an event starting exactly now in Past', () => {
		const { upcoming, past } = splitEvents(
			[ at( Date.now() ) ],
			Date.now()
		);
		expect( upcoming ).toEqual( [] );
		expect( ids( past ) ).toEqual( [ 'probe' ] );
	} );

	it( 'puts an event that started one millisecond ago in Past', () => {
		const { upcoming, past } = splitEvents(
			[ at( Date.now() - 1 ) ],
			Date.now()
		);
		expect( upcoming ).toEqual( [] );
		expect( ids( past ) ).toEqual( [ 'probe' ] );
	} );

	it( 'puts the ongoing event 17 (started yesterday, ends tomorrow) in Past', () => {
		const ongoing = byId( recorded(), '17' );
		expect( ongoing.start ).toBeLessThan( Date.now() );
		expect( ongoing.end ).toBeGreaterThan( Date.now() + DAY );
		const { upcoming, past } = splitEvents( [ ongoing ], Date.now() );
		expect( upcoming ).toEqual( [] );
		expect( ids( past ) ).toEqual( [ '17' ] );
	} );

	it( 'sorts the site’s own query (events-relative.json): Upcoming soonest first, Past most recent first', () => {
		const { upcoming, past } = splitEvents( recorded(), Date.now() );
		expect( ids( upcoming ) ).toEqual( [ '10', '12', '11', '14', '9' ] );
		expect( ids( past ) ).toEqual( [ '17', '13' ] );
	} );

	it( 'sorts whatever order the answer came in', () => {
		const events = recorded( 'events-absolute.json' );
		const shuffled = [ 5, 0, 7, 2, 6, 1, 4, 3 ].map(
			( index ) => events[ index ]!
		);
		const before = ids( shuffled );
		const { upcoming, past } = splitEvents( shuffled, Date.now() );
		expect( ids( upcoming ) ).toEqual( [ '10', '12', '11', '14', '9' ] );
		expect( ids( past ) ).toEqual( [ '17', '13', '8' ] );
		// The input is not sorted in place.
		expect( ids( shuffled ) ).toEqual( before );
	} );

	it( 'moves events to Past as the clock runs', () => {
		const events = recorded();
		jest.setSystemTime( Date.UTC( 2027, 2, 5, 5, 0 ) ); // Release day, 00:00 EST.
		const { upcoming, past } = splitEvents( events, Date.now() );
		expect( ids( upcoming ) ).toEqual( [ '14', '9' ] );
		expect( ids( past ) ).toEqual( [ '11', '12', '10', '17', '13' ] );
	} );

	it( 'keeps every event exactly once', () => {
		const events = recorded( 'events-absolute.json' );
		const { upcoming, past } = splitEvents( events, Date.now() );
		expect( [ ...ids( upcoming ), ...ids( past ) ].sort() ).toEqual(
			ids( events ).sort()
		);
	} );
} );

describe( 'eventsToShow (docs/events.md#default-event)', () => {
	it( 'shows the default launch event when WordPress returned none', () => {
		expect( eventsToShow( [] ) ).toEqual( [ DEFAULT_EVENT ] );
	} );

	it( 'shows the remote events, and only them, when there is at least one', () => {
		const remote = recorded();
		expect( eventsToShow( remote ) ).toBe( remote );
		const one = [ byId( remote, '9' ) ];
		expect( eventsToShow( one ) ).toEqual( one );
		expect( eventsToShow( one ) ).not.toContain( DEFAULT_EVENT );
	} );

	it( 'puts the default launch event (2025-09-30) in Past now', () => {
		jest.useFakeTimers();
		jest.setSystemTime( RECORDED_AT );
		const { upcoming, past } = splitEvents(
			eventsToShow( [] ),
			Date.now()
		);
		jest.useRealTimers();
		expect( upcoming ).toEqual( [] );
		expect( past ).toEqual( [ DEFAULT_EVENT ] );
	} );
} );
