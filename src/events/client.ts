/**
 * The Events Calendar client (docs/events.md). Pure: no React. The query is
 * the fixed one of docs/events.md#query (the first specification's literal
 * `start_date=gte` earns a 400 from the real plugin); answers are validated
 * field by field, and any failure gives an empty list and the message
 * 'Failed to load events' (a console warning), never an exception.
 */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { isRecord } from '../api/isRecord';
import { createVisitCache } from '../api/visitCache';
import { asHttpUrl, htmlToText, trimAscii } from '../content/sections';
import { descriptionParagraphs } from './description';
import { registerEvents, resetEventLinks } from './eventLinks';
import type { EventImage, EventVenue, SiteEvent } from './types';

/** Events per request (docs/events.md#query): default 10, the events page asks for 20. */
export const DEFAULT_PER_PAGE = 10;
export const EVENTS_PAGE_PER_PAGE = 20;

/**
 * The exact REST path: a year back and two years ahead, so Past Events are not
 * empty (TEC's own default starts yesterday).
 *
 * @param perPage How many events.
 */
export function eventsPath( perPage: number = DEFAULT_PER_PAGE ): string {
	return `/tribe/events/v1/events?per_page=${ perPage }&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date`;
}

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
		new Intl.DateTimeFormat( 'en-US', { timeZone: zone } ).format( 0 );
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

const cache = createVisitCache< number, SiteEvent[] >();

/**
 * The single-event REST path of a slug (docs/events.md#event-page; the
 * theme's PHP preloads the same path for an event's first view).
 *
 * @param slug The event's slug.
 */
export function eventPath( slug: string ): string {
	return `/tribe/events/v1/events/by-slug/${ encodeURIComponent( slug ) }`;
}

/** One event's answer: the event, none (404, 403: the 404 view), or a failed read. */
export type EventAnswer =
	| { kind: 'found'; event: SiteEvent }
	| { kind: 'missing' }
	| { kind: 'failed' };

const single = createVisitCache< string, EventAnswer >(
	( answer ) => answer.kind !== 'failed'
);

/**
 * The event's answer if it has already arrived.
 *
 * @param slug The event's slug.
 */
export function peekEvent( slug: string ): EventAnswer | undefined {
	return single.peek( slug );
}

/**
 * Whether a failed read means the event is not there: TEC's 404
 * (`rest-event-not-found`) or 403 (`event-not-accessible`, a draft).
 *
 * @param error What the read rejected with.
 */
function isMissing( error: unknown ): boolean {
	if ( ! isRecord( error ) ) {
		return false;
	}
	const status = isRecord( error.data ) ? error.data.status : undefined;
	return (
		status === 404 ||
		status === 403 ||
		( typeof error.code === 'string' &&
			/not-found|not-accessible|rest_no_route/.test( error.code ) )
	);
}

/**
 * One event from TEC's single-event REST answer, by slug, cached for the
 * visit. Never rejects: a failed read is `failed` (asked again next time)
 * and a warning in the console.
 *
 * @param slug The event's slug.
 * @param read How to read JSON (the api-fetch client; replaceable in tests).
 */
export function fetchEvent(
	slug: string,
	read: ReadJson = readJson
): Promise< EventAnswer > {
	return single.load( slug, () =>
		startRead( read, eventPath( slug ) )
			.then( ( answer ): EventAnswer => {
				const event = mapEvent( answer );
				return event ? { kind: 'found', event } : { kind: 'missing' };
			} )
			.catch( ( error: unknown ): EventAnswer => {
				if ( isMissing( error ) ) {
					return { kind: 'missing' };
				}
				// eslint-disable-next-line no-console
				console.warn( 'Failed to load the event', error );
				return { kind: 'failed' };
			} )
	);
}

/**
 * The events already loaded for a count, if any.
 * @param perPage
 */
export function peekEvents(
	perPage: number = DEFAULT_PER_PAGE
): SiteEvent[] | undefined {
	return cache.peek( perPage );
}

/**
 * Events from The Events Calendar, cached in memory per requested count. On
 * any failure: an empty list and 'Failed to load events' in the console.
 *
 * @param perPage How many events.
 * @param read    How to read JSON (the api-fetch client; replaceable in tests).
 */
export function fetchEvents(
	perPage: number = DEFAULT_PER_PAGE,
	read: ReadJson = readJson
): Promise< SiteEvent[] > {
	return cache.load( perPage, () =>
		startRead( read, eventsPath( perPage ) )
			.then( eventsFromAnswer )
			.then( ( events ) => {
				// Each event's page opens from the list without a reload.
				registerEvents( events );
				return events;
			} )
			.catch( ( error: unknown ) => {
				// Handled: the page shows the default event (see docs/events.md).
				// eslint-disable-next-line no-console
				console.warn( 'Failed to load events', error );
				return [] as SiteEvent[];
			} )
	);
}

/** For tests: forget every cached answer. */
export function resetEventsCache(): void {
	cache.reset();
	single.reset();
	resetEventLinks();
}
