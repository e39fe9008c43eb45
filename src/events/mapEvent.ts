/**
 * The Events Calendar's answers read field by field into the site's events
 * (docs/events.md#fields): anything unusable is left out, never thrown.
 */
import { isRecord } from '../api/isRecord';
import { htmlToText, trimAscii } from '../content/sections';
import { asHttpUrl } from '../content/split';
import { descriptionParagraphs } from './description';
import { formatter } from './format';
import type { EventImage, EventVenue, SiteEvent } from './types';

/**
 * "YYYY-MM-DD HH:MM:SS" in UTC (TEC's `utc_*` fields) → epoch ms, or NaN.
 * @param value
 */
export function parseUtc( value: unknown ): number {
	const match =
		typeof value === 'string'
			? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(
					value.trim()
				)
			: null;
	if ( ! match ) {
		return NaN;
	}
	const [ , y, mo, d, h, mi, s ] = match.map( Number ) as number[];
	const instant = Date.UTC( y!, mo! - 1, d!, h!, mi!, s! );
	// No impossible dates: "2027-02-30 25:61:61" does not roll over.
	const back = new Date( instant );
	return back.getUTCMonth() === mo! - 1 &&
		back.getUTCDate() === d &&
		back.getUTCHours() === h &&
		back.getUTCMinutes() === mi &&
		back.getUTCSeconds() === s
		? instant
		: NaN;
}

/**
 * A time zone the event's dates can be shown in: a known IANA name, or TEC's
 * whole-hour "UTC+1" / "UTC-5" offsets as the matching Etc/GMT zone (whose
 * sign is inverted). Undefined for anything else.
 *
 * @param value TEC's `timezone`.
 */
export function validTimeZone( value: unknown ): string | undefined {
	if ( typeof value !== 'string' || value === '' ) {
		return undefined;
	}
	const offset = /^UTC([+-])(\d{1,2})(?::00)?$/i.exec( value );
	let zone = value;
	if ( offset ) {
		const hours = Number( offset[ 2 ] );
		zone =
			hours === 0
				? 'UTC'
				: `Etc/GMT${ offset[ 1 ] === '+' ? '-' : '+' }${ hours }`;
	}
	try {
		formatter( zone );
		return zone;
	} catch {
		return undefined;
	}
}

function text( value: unknown ): string {
	return typeof value === 'string' ? htmlToText( value ) : '';
}

function mapVenue( value: unknown ): EventVenue | null {
	// TEC sends [] for no venue, an object for one, a list when add-ons link several.
	const venue = Array.isArray( value ) ? value[ 0 ] : value;
	if ( ! isRecord( venue ) ) {
		return null;
	}
	const mapped: EventVenue = {};
	for ( const key of [
		'venue',
		'address',
		'city',
		'state',
		'zip',
		'country',
	] as const ) {
		const part = text( venue[ key ] );
		if ( part ) {
			mapped[ key ] = part;
		}
	}
	return Object.keys( mapped ).length ? mapped : null;
}

function mapImage( value: unknown, alt: string ): EventImage | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const sizes = isRecord( value.sizes ) ? value.sizes : {};
	// The medium_large size where it is usable, else the full size.
	const medium = isRecord( sizes.medium_large ) ? sizes.medium_large : null;
	const preferred =
		medium && asHttpUrl( String( medium.url ?? '' ) ) ? medium : value;
	const url = asHttpUrl( String( preferred.url ?? '' ) );
	if ( ! url ) {
		return undefined;
	}
	const width = typeof preferred.width === 'number' ? preferred.width : 0;
	const height = typeof preferred.height === 'number' ? preferred.height : 0;
	return {
		url,
		alt,
		...( Number.isInteger( width ) && width > 0 ? { width } : {} ),
		...( Number.isInteger( height ) && height > 0 ? { height } : {} ),
	};
}

/**
 * One TEC event → the site's event, or null when it lacks an id, a title or a
 * valid start instant.
 *
 * @param raw One item of the answer's `events`.
 */
export function mapEvent( raw: unknown ): SiteEvent | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const id =
		typeof raw.id === 'number' || typeof raw.id === 'string'
			? String( raw.id )
			: '';
	const title = text( raw.title );
	const start = parseUtc( raw.utc_start_date );
	if ( ! /^[\w-]+$/.test( id ) || ! title || Number.isNaN( start ) ) {
		return null;
	}
	const parsedEnd = parseUtc( raw.utc_end_date );
	const url = typeof raw.url === 'string' ? asHttpUrl( raw.url ) : undefined;
	const slug =
		typeof raw.slug === 'string' && SLUG.test( raw.slug )
			? raw.slug
			: undefined;
	// TEC sends the event's own permalink as `website` when none was given.
	const website = asHttpUrl( text( raw.website ) );
	const permalink = typeof raw.url === 'string' ? trimAscii( raw.url ) : '';
	const description =
		typeof raw.description === 'string' ? raw.description : '';
	const image = mapImage( raw.image, title );
	const zone = validTimeZone( raw.timezone );
	// WordPress's zone name only goes with its zone: not beside a UTC fallback.
	const abbr =
		zone && typeof raw.timezone_abbr === 'string'
			? raw.timezone_abbr.trim()
			: '';
	return {
		id,
		title,
		description: text( description ),
		start,
		end: Number.isNaN( parsedEnd ) || parsedEnd < start ? start : parsedEnd,
		allDay: raw.all_day === true,
		timezone: zone ?? 'UTC',
		...( /^[A-Za-z0-9+\-:]{1,10}$/.test( abbr )
			? { timezoneAbbr: abbr }
			: {} ),
		venue: mapVenue( raw.venue ),
		...( url ? { url } : {} ),
		...( slug ? { slug } : {} ),
		...( website && website !== permalink ? { website } : {} ),
		body: descriptionParagraphs( description ),
		...( image ? { image } : {} ),
	};
}

/** A post slug as WordPress writes it (percent-encoded beyond ASCII). */
export const SLUG = /^[A-Za-z0-9_%-]{1,200}$/;

/**
 * The events of a TEC archive answer; throws when the answer is not one.
 *
 * @param answer The parsed JSON answer.
 */
export function eventsFromAnswer( answer: unknown ): SiteEvent[] {
	if ( ! isRecord( answer ) || ! Array.isArray( answer.events ) ) {
		throw new Error( 'Not an events answer' );
	}
	return answer.events
		.map( mapEvent )
		.filter( ( event ): event is SiteEvent => event !== null );
}
