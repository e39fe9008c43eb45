/**
 * Add to calendar: the .ics file (RFC 5545), read back by an independent
 * parser (ical.js), and the Google Calendar link. The events are the
 * recorded ones (events-absolute.json), mapped by the client.
 */
import ICAL from 'ical.js';
import {
	escapeIcsText,
	eventToIcs,
	foldLine,
	googleCalendarUrl,
	icsDataUrl,
	siteHost,
} from '../../../src/events/calendar';
import { eventsFromAnswer } from '../../../src/events/mapEvent';
import { DEFAULT_EVENT } from '../../../src/events/defaultEvent';
import type { SiteEvent } from '../../../src/events/types';
import { answer } from '../../shared/recordings';

const HOST = 'example.test';
const recorded = eventsFromAnswer( answer( 'events-absolute.json' ) );

function recordedEvent( id: string ): SiteEvent {
	const found = recorded.find( ( item ) => item.id === id );
	if ( ! found ) {
		throw new Error( `No recorded event ${ id }` );
	}
	return found;
}

/**
 * The VEVENT of an iCalendar text, parsed by ical.js.
 *
 * @param ics The file's text.
 */
function parse( ics: string ) {
	const calendar = new ICAL.Component( ICAL.parse( ics ) );
	const vevent = calendar.getFirstSubcomponent( 'vevent' );
	if ( ! vevent ) {
		throw new Error( 'No VEVENT' );
	}
	return { calendar, vevent, event: new ICAL.Event( vevent ) };
}

/**
 * The physical lines of an iCalendar text (it must end with CRLF).
 *
 * @param ics The file's text.
 */
function physicalLines( ics: string ): string[] {
	expect( ics.endsWith( '\r\n' ) ).toBe( true );
	return ics.slice( 0, -2 ).split( '\r\n' );
}

/**
 * The logical (unfolded) lines of an iCalendar text.
 *
 * @param ics The file's text.
 */
function logicalLines( ics: string ): string[] {
	return ics.replace( /\r\n /g, '' ).slice( 0, -2 ).split( '\r\n' );
}

function octets( text: string ): number {
	return new TextEncoder().encode( text ).length;
}

const LONE_SURROGATE =
	/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * RFC 5545 §3.1 on every line: CRLF only, at most 75 octets, continuation
 * lines start with one space, and no line holds half a character.
 *
 * @param ics The file's text.
 */
function expectWellFolded( ics: string ): void {
	for ( const line of physicalLines( ics ) ) {
		expect( line ).not.toMatch( /[\r\n]/ );
		expect( octets( line ) ).toBeLessThanOrEqual( 75 );
		expect( line ).not.toMatch( LONE_SURROGATE );
		expect( line ).not.toContain( '\uFFFD' );
		// Each line is valid UTF-8 on its own.
		expect(
			new TextDecoder( 'utf-8', { fatal: true } ).decode(
				new TextEncoder().encode( line )
			)
		).toBe( line );
	}
}

describe( 'eventToIcs, read back with ical.js', () => {
	it( 'holds a timed event: summary, description, location, url, uid, UTC times', () => {
		const source = recordedEvent( '9' );
		const ics = eventToIcs( source, HOST );
		const { calendar, vevent, event } = parse( ics );

		expect( calendar.getFirstPropertyValue( 'version' ) ).toBe( '2.0' );
		expect( calendar.getFirstPropertyValue( 'prodid' ) ).toBeTruthy();
		expect( event.summary ).toBe( 'Summer Signing at Lakeside Books' );
		expect( event.description ).toBe(
			'Meet the author, get your copy signed and enjoy a glass of lemonade.'
		);
		expect( event.location ).toBe(
			'Lakeside Books, 123 Main Street, Rochester, NY'
		);
		expect( vevent.getFirstPropertyValue( 'url' ) ).toBe(
			'https://example.test/event/summer-signing-at-lakeside-books/'
		);
		expect( event.uid ).toBe( 'event-9@example.test' );

		expect( event.startDate.isDate ).toBe( false );
		expect( event.startDate.zone ).toBe( ICAL.Timezone.utcTimezone );
		expect( event.startDate.toString() ).toBe( '2027-07-15T18:00:00Z' );
		expect( event.startDate.toJSDate().getTime() ).toBe( source.start );
		expect( event.endDate.zone ).toBe( ICAL.Timezone.utcTimezone );
		expect( event.endDate.toString() ).toBe( '2027-07-15T20:00:00Z' );
		expect( event.endDate.toJSDate().getTime() ).toBe( source.end );

		const lines = logicalLines( ics );
		expect( lines ).toContain( 'DTSTART:20270715T180000Z' );
		expect( lines ).toContain( 'DTEND:20270715T200000Z' );
		// DTSTAMP is required in a VEVENT; it is a UTC date-time.
		expect(
			lines.some( ( line ) => /^DTSTAMP:\d{8}T\d{6}Z$/.test( line ) )
		).toBe( true );
	} );

	it( 'writes UTC times for an event crossing midnight (12) and in winter (10)', () => {
		const midnight = parse( eventToIcs( recordedEvent( '12' ), HOST ) );
		expect( midnight.event.startDate.toString() ).toBe(
			'2027-02-15T02:00:00Z'
		);
		expect( midnight.event.endDate.toString() ).toBe(
			'2027-02-15T06:00:00Z'
		);
		const winter = parse( eventToIcs( recordedEvent( '10' ), HOST ) );
		expect( winter.event.startDate.toString() ).toBe(
			'2027-01-20T23:30:00Z'
		);
		expect( winter.event.location ).toBe( 'The Cozy Corner Cafe, Buffalo' );
	} );

	it( 'gives an all-day event (11) dates with an exclusive end: March 5 → March 6', () => {
		const ics = eventToIcs( recordedEvent( '11' ), HOST );
		const { vevent, event } = parse( ics );
		expect( logicalLines( ics ) ).toEqual(
			expect.arrayContaining( [
				'DTSTART;VALUE=DATE:20270305',
				'DTEND;VALUE=DATE:20270306',
			] )
		);
		expect( vevent.getFirstProperty( 'dtstart' )?.type ).toBe( 'date' );
		expect( event.startDate.isDate ).toBe( true );
		expect( event.startDate.toString() ).toBe( '2027-03-05' );
		expect( event.endDate.isDate ).toBe( true );
		expect( event.endDate.toString() ).toBe( '2027-03-06' );
	} );

	it( 'gives the festival (14, May 1–3) DTEND May 4', () => {
		const { event } = parse( eventToIcs( recordedEvent( '14' ), HOST ) );
		expect( event.startDate.toString() ).toBe( '2027-05-01' );
		expect( event.endDate.toString() ).toBe( '2027-05-04' );
	} );

	it( 'leaves out LOCATION without a venue and URL without a url', () => {
		const { url: _url, ...noUrl } = recordedEvent( '12' );
		const ics = eventToIcs( noUrl, HOST );
		const { vevent } = parse( ics );
		expect( vevent.getFirstProperty( 'location' ) ).toBeNull();
		expect( vevent.getFirstProperty( 'url' ) ).toBeNull();
		expect( ics ).not.toMatch( /^(LOCATION|URL)[:;]/m );
	} );

	it( 'ends every line with CRLF and has no bare CR or LF', () => {
		const ics = eventToIcs( recordedEvent( '8' ), HOST );
		expect( ics.endsWith( '\r\n' ) ).toBe( true );
		expect( ics.replace( /\r\n/g, '' ) ).not.toMatch( /[\r\n]/ );
		const lines = physicalLines( ics );
		expect( lines[ 0 ] ).toBe( 'BEGIN:VCALENDAR' );
		expect( lines[ lines.length - 1 ] ).toBe( 'END:VCALENDAR' );
	} );

	it( 'keeps every recorded event’s lines within 75 octets', () => {
		for ( const item of [ ...recorded, DEFAULT_EVENT ] ) {
			const ics = eventToIcs( item, HOST );
			expectWellFolded( ics );
			expect( parse( ics ).event.summary ).toBe( item.title );
		}
	} );

	it( 'has a stable UID (the same file on every call)', () => {
		const first = eventToIcs( recordedEvent( '9' ), HOST );
		const second = eventToIcs( { ...recordedEvent( '9' ) }, HOST );
		expect( second ).toBe( first );
		expect( parse( first ).event.uid ).toBe( 'event-9@example.test' );
		expect( parse( eventToIcs( DEFAULT_EVENT, HOST ) ).event.uid ).toBe(
			'event-book-launch-2025-09-30@example.test'
		);
		expect(
			parse( eventToIcs( recordedEvent( '9' ), 'other.test' ) ).event.uid
		).toBe( 'event-9@other.test' );
	} );
} );

describe( 'folding', () => {
	const longTitle =
		'Soirée été '.repeat( 4 ) +
		'é'.repeat( 45 ) +
		'😀💕📚'.repeat( 12 ) +
		' Ω≈ç√∫ '.repeat( 6 ) +
		'e\u0301'.repeat( 10 );

	it( 'never splits a multi-byte character, and ical.js reads the title back whole', () => {
		const source: SiteEvent = {
			...recordedEvent( '9' ),
			title: longTitle,
			description: 'ü'.repeat( 200 ),
		};
		const ics = eventToIcs( source, HOST );
		expectWellFolded( ics );
		expect( physicalLines( ics ).length ).toBeGreaterThan(
			logicalLines( ics ).length
		);
		const { event } = parse( ics );
		expect( event.summary ).toBe( longTitle );
		expect( event.description ).toBe( 'ü'.repeat( 200 ) );
		expect( logicalLines( ics ) ).toContain( `SUMMARY:${ longTitle }` );
	} );

	it( 'folds ASCII at exactly 75 octets, continuation lines 1 space + 74', () => {
		const line = `DESCRIPTION:${ 'a'.repeat( 300 ) }`;
		const folded = foldLine( line ).split( '\r\n' );
		expect( folded.map( octets ) ).toEqual( [ 75, 75, 75, 75, 16 ] );
		expect(
			folded.slice( 1 ).every( ( part ) => part.startsWith( ' ' ) )
		).toBe( true );
		expect( folded.join( '\r\n' ).replace( /\r\n /g, '' ) ).toBe( line );
	} );

	it( 'folds 4-octet characters before they would cross 75 octets', () => {
		const line = `SUMMARY:${ '😀'.repeat( 40 ) }`;
		const folded = foldLine( line ).split( '\r\n' );
		for ( const part of folded ) {
			expect( octets( part ) ).toBeLessThanOrEqual( 75 );
			expect( part ).not.toMatch( LONE_SURROGATE );
		}
		// 8 + 16 × 4 = 72 octets fit, a 17th emoji would make 76.
		expect( octets( folded[ 0 ]! ) ).toBe( 72 );
		expect( folded.join( '\r\n' ).replace( /\r\n /g, '' ) ).toBe( line );
	} );

	it( 'counts 2- and 3-octet characters as UTF-8 does', () => {
		const line = `SUMMARY:${ 'é€'.repeat( 30 ) }`;
		const folded = foldLine( line ).split( '\r\n' );
		// 8 + 13 × (2 + 3) = 73 octets; the next é would make 75, its € 78.
		expect( octets( folded[ 0 ]! ) ).toBe( 75 );
		for ( const part of folded ) {
			expect( octets( part ) ).toBeLessThanOrEqual( 75 );
		}
		expect( folded.join( '\r\n' ).replace( /\r\n /g, '' ) ).toBe( line );
	} );

	it( 'leaves a short line alone', () => {
		expect( foldLine( 'SUMMARY:Short' ) ).toBe( 'SUMMARY:Short' );
		expect( foldLine( '' ) ).toBe( '' );
	} );
} );

describe( 'escaping', () => {
	const tricky: SiteEvent = {
		...DEFAULT_EVENT,
		id: 'tricky',
		title: 'Q&A; books, tea: C:\\new \\n \\, done\\',
		description:
			'Line one; with, punctuation\nLine two\n\nBackslash \\ and \\n literal\r\nWindows line',
		venue: {
			venue: 'Books, Tea; More',
			address: '1\\2 Main St',
			city: 'Rochester',
			state: 'NY',
		},
	};

	it( 'round-trips backslash, semicolon, comma and newlines exactly through ical.js', () => {
		const ics = eventToIcs( tricky, HOST );
		expectWellFolded( ics );
		const { event } = parse( ics );
		expect( event.summary ).toBe( tricky.title );
		expect( event.description ).toBe(
			'Line one; with, punctuation\nLine two\n\nBackslash \\ and \\n literal\nWindows line'
		);
		expect( event.location ).toBe(
			'Books, Tea; More, 1\\2 Main St, Rochester, NY'
		);
	} );

	it( 'escapes per RFC 5545 §3.3.11', () => {
		expect( escapeIcsText( 'a\\b;c,d\ne\r\nf' ) ).toBe(
			'a\\\\b\\;c\\,d\\ne\\nf'
		);
		expect( escapeIcsText( 'C:\\new' ) ).toBe( 'C:\\\\new' );
		expect( escapeIcsText( 'plain: text' ) ).toBe( 'plain: text' );
	} );

	it( 'writes the escaped text on the logical line', () => {
		expect( logicalLines( eventToIcs( tricky, HOST ) ) ).toContain(
			'SUMMARY:Q&A\\; books\\, tea: C:\\\\new \\\\n \\\\\\, done\\\\'
		);
		expect( logicalLines( eventToIcs( tricky, HOST ) ) ).toContain(
			'LOCATION:Books\\, Tea\\; More\\, 1\\\\2 Main St\\, Rochester\\, NY'
		);
	} );
} );

describe( 'icsDataUrl', () => {
	it( 'is a text/calendar data: URL that decodes back to the same file', () => {
		for ( const item of [
			recordedEvent( '9' ),
			recordedEvent( '13' ),
			DEFAULT_EVENT,
		] ) {
			const url = icsDataUrl( item, HOST );
			const prefix = 'data:text/calendar;charset=utf-8,';
			expect( url.startsWith( prefix ) ).toBe( true );
			const body = url.slice( prefix.length );
			// Fully percent-encoded: nothing that would end or split the URL.
			expect( body ).toMatch( /^(?:[\w\-.!~*'()]|%[0-9A-F]{2})*$/ );
			expect( decodeURIComponent( body ) ).toBe(
				eventToIcs( item, HOST )
			);
		}
	} );
} );

describe( 'googleCalendarUrl', () => {
	function params( url: string ) {
		const parsed = new URL( url );
		expect( `${ parsed.origin }${ parsed.pathname }` ).toBe(
			'https://calendar.google.com/calendar/render'
		);
		return parsed.searchParams;
	}

	it( 'fills in a timed event (9): title, UTC dates, details, location', () => {
		const query = params( googleCalendarUrl( recordedEvent( '9' ) ) );
		expect( query.get( 'action' ) ).toBe( 'TEMPLATE' );
		expect( query.get( 'text' ) ).toBe(
			'Summer Signing at Lakeside Books'
		);
		expect( query.get( 'dates' ) ).toBe(
			'20270715T180000Z/20270715T200000Z'
		);
		expect( query.get( 'details' ) ).toBe(
			'Meet the author, get your copy signed and enjoy a glass of lemonade.\n\n' +
				'https://example.test/event/summer-signing-at-lakeside-books/'
		);
		expect( query.get( 'location' ) ).toBe(
			'Lakeside Books, 123 Main Street, Rochester, NY'
		);
	} );

	it( 'gives an all-day event (11) dates with an exclusive end', () => {
		const query = params( googleCalendarUrl( recordedEvent( '11' ) ) );
		expect( query.get( 'dates' ) ).toBe( '20270305/20270306' );
		expect( query.has( 'location' ) ).toBe( false );
		expect(
			params( googleCalendarUrl( recordedEvent( '14' ) ) ).get( 'dates' )
		).toBe( '20270501/20270504' );
	} );

	it( 'encodes the characters of a texturized title (13) and plus signs', () => {
		const query = params(
			googleCalendarUrl( {
				...recordedEvent( '13' ),
				description: 'One + one & more #1',
			} )
		);
		expect( query.get( 'text' ) ).toBe(
			'Readers’ Brunch & Q&A — “Meet the Author”…'
		);
		expect( query.get( 'details' ) ).toBe(
			'One + one & more #1\n\nhttps://example.test/event/readers-brunch-qa-meet-the-author/'
		);
		expect( [ ...query.keys() ] ).toEqual( [
			'action',
			'text',
			'dates',
			'details',
		] );
	} );

	it( 'leaves out empty details', () => {
		const { url: _url, ...bare } = {
			...recordedEvent( '12' ),
			description: '',
		};
		expect( params( googleCalendarUrl( bare ) ).has( 'details' ) ).toBe(
			false
		);
	} );
} );

describe( 'siteHost', () => {
	it.each( [
		[ 'https://example.test/', 'example.test' ],
		[ 'https://example.test:8443/blog/', 'example.test' ],
		[ 'http://127.0.0.1:8881/', '127.0.0.1' ],
		[ 'HTTPS://Example.TEST/', 'example.test' ],
		[ '', 'localhost' ],
		[ '/relative/', 'localhost' ],
		[ 'http://', 'localhost' ],
	] )( '%j → %j', ( homeUrl, host ) => {
		expect( siteHost( homeUrl ) ).toBe( host );
	} );
} );
