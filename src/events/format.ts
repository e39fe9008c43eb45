import type { SiteEvent } from './types';

interface Parts {
	date: string;
	time: string;
	zone: string;
	day: string;
}

const formatters = new Map< string, Intl.DateTimeFormat >();

function formatter( timeZone: string ): Intl.DateTimeFormat {
	let cached = formatters.get( timeZone );
	if ( ! cached ) {
		cached = new Intl.DateTimeFormat( 'en-US', {
			timeZone,
			weekday: 'long',
			year: 'numeric',
			month: 'long',
			day: 'numeric',
			hour: 'numeric',
			minute: '2-digit',
			hour12: true,
			timeZoneName: 'short',
		} );
		formatters.set( timeZone, cached );
	}
	return cached;
}

/**
 * The pieces of an instant in a time zone. Assembled by hand, so the text is
 * the same in every engine (ICU puts a narrow no-break space before "PM").
 * @param instant
 * @param timeZone
 */
function parts( instant: number, timeZone: string ): Parts {
	const map: Record< string, string > = {};
	for ( const part of formatter( timeZone ).formatToParts(
		new Date( instant )
	) ) {
		map[ part.type ] = part.value;
	}
	return {
		date: `${ map.weekday }, ${ map.month } ${ map.day }, ${ map.year }`,
		time: `${ map.hour }:${ map.minute } ${ map.dayPeriod }`,
		zone: map.timeZoneName ?? '',
		day: `${ map.year }-${ map.month }-${ map.day }`,
	};
}

/**
 * "Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT", in the event's own
 * time zone, US English (docs/events.md#dates). All-day events have no times. The zone's
 * name is WordPress's own abbreviation when it gave one (the theme's PHP
 * prints the same), else the browser's.
 *
 * @param event The event.
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

/**
 * An instant as the ISO 8601 UTC text of a <time datetime>.
 *
 * @param instant Epoch milliseconds.
 */
export function isoInstant( instant: number ): string {
	return `${ new Date( instant ).toISOString().slice( 0, 19 ) }Z`;
}
