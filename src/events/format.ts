import { eventDates } from '../i18n/copy';
import type { SiteEvent } from './types';

interface Fields {
	year: number;
	month: number;
	day: number;
	hour: number;
	minute: number;
	weekday: number;
}

interface Parts {
	date: string;
	time: string;
	zone: string;
	day: string;
}

const formatters = new Map< string, Intl.DateTimeFormat >();

/**
 * The one formatter of a time zone, made once: making one costs more than
 * formatting with it, and every event card asks several times. Throws a
 * RangeError for a time zone the browser does not know.
 */
export function formatter( timeZone: string ): Intl.DateTimeFormat {
	let cached = formatters.get( timeZone );
	if ( ! cached ) {
		cached = new Intl.DateTimeFormat( 'en-US', {
			timeZone,
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
			hourCycle: 'h23',
			timeZoneName: 'short',
		} );
		formatters.set( timeZone, cached );
	}
	return cached;
}

/**
 * Makes the first formatter, which loads the browser's date data (20-60 ms),
 * so a start can give that cost a task of its own (src/firstView.ts).
 */
export function loadDateData(): void {
	formatter( 'UTC' ).formatToParts( 0 );
}

const pad = ( value: number ): string => String( value ).padStart( 2, '0' );

/**
 * Formats fields with the subset of PHP's date() characters that the
 * translatable formats of dates.json use (the PHP twin reads the same file).
 */
export function formatFields( format: string, fields: Fields ): string {
	const hour12 = fields.hour % 12 || 12;
	const tokens: Record< string, () => string > = {
		d: () => pad( fields.day ),
		j: () => String( fields.day ),
		l: () => eventDates.weekdays[ fields.weekday ] ?? '',
		F: () => eventDates.months[ fields.month - 1 ] ?? '',
		m: () => pad( fields.month ),
		n: () => String( fields.month ),
		Y: () => String( fields.year ),
		a: () =>
			( fields.hour < 12 ? eventDates.am : eventDates.pm ).toLowerCase(),
		A: () => ( fields.hour < 12 ? eventDates.am : eventDates.pm ),
		g: () => String( hour12 ),
		h: () => pad( hour12 ),
		G: () => String( fields.hour ),
		H: () => pad( fields.hour ),
		i: () => pad( fields.minute ),
	};
	let out = '';
	for ( let index = 0; index < format.length; index++ ) {
		const char = format[ index ] ?? '';
		if ( char === '\\' ) {
			index++;
			out += format[ index ] ?? '';
		} else {
			out += tokens[ char ]?.() ?? char;
		}
	}
	return out;
}

/** An instant's parts in a time zone as the formatter writes them, by type. */
function formattedParts(
	instant: number,
	timeZone: string
): Record< string, string > {
	const map: Record< string, string > = {};
	for ( const part of formatter( timeZone ).formatToParts(
		new Date( instant )
	) ) {
		map[ part.type ] = part.value;
	}
	return map;
}

/** An instant's calendar day in a time zone, as YYYYMMDD. */
export function zonedDate( instant: number, timeZone: string ): string {
	const map = formattedParts( instant, timeZone );
	return `${ map.year }${ pad( Number( map.month ) ) }${ pad(
		Number( map.day )
	) }`;
}

/** The pieces of an instant in a time zone, in the site's language. */
function parts( instant: number, timeZone: string ): Parts {
	const map = formattedParts( instant, timeZone );
	const year = Number( map.year );
	const month = Number( map.month );
	const day = Number( map.day );
	const fields: Fields = {
		year,
		month,
		day,
		hour: Number( map.hour ) % 24,
		minute: Number( map.minute ),
		weekday: new Date( Date.UTC( year, month - 1, day ) ).getUTCDay(),
	};
	return {
		date: formatFields( eventDates.date, fields ),
		time: formatFields( eventDates.time, fields ),
		zone: map.timeZoneName ?? '',
		day: `${ year }-${ pad( month ) }-${ pad( day ) }`,
	};
}

/**
 * "Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT" in the event's own
 * time zone (docs/events.md#dates). WordPress's zone abbreviation wins over
 * the browser's, as the PHP prints it.
 */
export function formatEventDate( event: SiteEvent ): string {
	const start = parts( event.start, event.timezone );
	const end = parts( event.end, event.timezone );
	if ( event.timezoneAbbr ) {
		const sameZone = start.zone === end.zone;
		start.zone = event.timezoneAbbr;
		end.zone = sameZone ? event.timezoneAbbr : end.zone;
	}
	if ( event.allDay ) {
		return start.day === end.day
			? start.date
			: `${ start.date } – ${ end.date }`;
	}
	if ( start.day === end.day ) {
		return `${ start.date } · ${ start.time } – ${ end.time } ${ end.zone }`;
	}
	return `${ start.date } · ${ start.time } ${ start.zone } – ${ end.date } · ${ end.time } ${ end.zone }`;
}

/** An instant as the ISO 8601 UTC text of a <time datetime>. */
export function isoInstant( instant: number ): string {
	return `${ new Date( instant ).toISOString().slice( 0, 19 ) }Z`;
}
