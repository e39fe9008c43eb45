/**
 * Add to calendar: an iCalendar data: URL and a Google Calendar link
 * (docs/events.md#calendar-links). No clock, so the PHP twin writes the very
 * same links.
 */
import { zonedDate } from './format';
import ICS from './ics.json';
import { venueText } from './venue';
import type { SiteEvent } from './types';

/** An instant as 20250930T230000Z. */
function utcStamp( instant: number ): string {
	return (
		new Date( instant )
			.toISOString()
			.replace( /[-:]/g, '' )
			.slice( 0, 15 ) + 'Z'
	);
}

/** The day after a YYYYMMDD date (an all-day DTEND is exclusive). */
function nextDay( date: string ): string {
	const next = new Date(
		Date.UTC(
			Number( date.slice( 0, 4 ) ),
			Number( date.slice( 4, 6 ) ) - 1,
			Number( date.slice( 6, 8 ) ) + 1
		)
	);
	return next.toISOString().slice( 0, 10 ).replace( /-/g, '' );
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeIcsText( value: string ): string {
	return value
		.replace( /\\/g, '\\\\' )
		.replace( /;/g, '\\;' )
		.replace( /,/g, '\\,' )
		.replace( /\r\n|\r|\n/g, '\\n' );
}

/** How many bytes UTF-8 takes for a code point (a lone surrogate: 3, as U+FFFD). */
function utf8Length( codePoint: number ): number {
	if ( codePoint < 0x80 ) {
		return 1;
	}
	if ( codePoint < 0x800 ) {
		return 2;
	}
	return codePoint < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a character. */
export function foldLine( line: string ): string {
	const out: string[] = [];
	let current = '';
	let size = 0;
	for ( const char of line ) {
		const bytes = utf8Length( char.codePointAt( 0 )! );
		const limit = out.length === 0 ? 75 : 74;
		if ( size + bytes > limit ) {
			out.push( current );
			current = '';
			size = 0;
		}
		current += char;
		size += bytes;
	}
	out.push( current );
	return out.join( '\r\n ' );
}

/** The start and end properties: UTC date-times, or dates for all-day events. */
function dates( event: SiteEvent ): {
	start: string;
	end: string;
	allDay: boolean;
} {
	if ( event.allDay ) {
		return {
			start: zonedDate( event.start, event.timezone ),
			end: nextDay( zonedDate( event.end, event.timezone ) ),
			allDay: true,
		};
	}
	return {
		start: utcStamp( event.start ),
		end: utcStamp( event.end ),
		allDay: false,
	};
}

/** The event as an iCalendar file; `host` makes its UID stable. */
export function eventToIcs( event: SiteEvent, host: string ): string {
	const when = dates( event );
	const kind = when.allDay ? ';VALUE=DATE' : '';
	const lines = [
		...ICS.head,
		`UID:event-${ event.id }@${ host }`,
		`DTSTAMP:${ utcStamp( event.start ) }`,
		`DTSTART${ kind }:${ when.start }`,
		`DTEND${ kind }:${ when.end }`,
		`SUMMARY:${ escapeIcsText( event.title ) }`,
	];
	if ( event.description ) {
		lines.push( `DESCRIPTION:${ escapeIcsText( event.description ) }` );
	}
	const where = venueText( event );
	if ( where ) {
		lines.push( `LOCATION:${ escapeIcsText( where ) }` );
	}
	if ( event.url ) {
		lines.push( `URL:${ event.url }` );
	}
	lines.push( ...ICS.tail );
	return lines.map( foldLine ).join( '\r\n' ) + '\r\n';
}

/** The .ics file as a data: URL (for <a download>). */
export function icsDataUrl( event: SiteEvent, host: string ): string {
	return `data:text/calendar;charset=utf-8,${ encodeURIComponent( eventToIcs( event, host ) ) }`;
}

/** A Google Calendar "add event" link. */
export function googleCalendarUrl( event: SiteEvent ): string {
	const when = dates( event );
	const details = [ event.description, event.url ]
		.filter( Boolean )
		.join( '\n\n' );
	const query = [
		[ 'action', 'TEMPLATE' ],
		[ 'text', event.title ],
		[ 'dates', `${ when.start }/${ when.end }` ],
		[ 'details', details ],
		[ 'location', venueText( event ) ],
	]
		.filter( ( [ , value ] ) => value !== '' )
		.map(
			( [ key, value ] ) => `${ key }=${ encodeURIComponent( value! ) }`
		)
		.join( '&' );
	return `https://calendar.google.com/calendar/render?${ query }`;
}

/** The host name of the site's home URL ("localhost" when it has none). */
export function siteHost( homeUrl: string ): string {
	try {
		return new URL( homeUrl, 'http://localhost' ).hostname || 'localhost';
	} catch {
		return 'localhost';
	}
}
