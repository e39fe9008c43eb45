/**
 * The Events Calendar client (docs/events.md): the fixed query
 * (docs/events.md#query), one read per visit, and an event's own read. Any
 * failure gives an empty list and 'Failed to load events', never an exception.
 * The answers are read by ./mapEvent.ts.
 */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { isRecord } from '../api/isRecord';
import { createVisitCache } from '../api/visitCache';
import { answerHere } from '../navigation/documents';
import { registerEvents, resetEventLinks } from './eventLinks';
import { eventsFromAnswer, mapEvent } from './mapEvent';
import type { SiteEvent } from './types';

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
 * The event's answer if it has already arrived, here or in the document of
 * the address the app is at (fetched ahead).
 *
 * @param slug The event's slug.
 */
export function peekEvent( slug: string ): EventAnswer | undefined {
	const known = single.peek( slug );
	const here = known ? undefined : answerHere( eventPath( slug ) );
	if ( ! here ) {
		return known;
	}
	const event = mapEvent( here.body );
	const answer: EventAnswer = event
		? { kind: 'found', event }
		: { kind: 'missing' };
	single.keep( slug, answer );
	return answer;
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
 * The events already loaded for a count, here or in the document of the
 * address the app is at (fetched ahead), if any.
 * @param perPage
 */
export function peekEvents(
	perPage: number = DEFAULT_PER_PAGE
): SiteEvent[] | undefined {
	const known = cache.peek( perPage );
	const here = known ? undefined : answerHere( eventsPath( perPage ) );
	if ( ! here ) {
		return known;
	}
	let events: SiteEvent[];
	try {
		events = eventsFromAnswer( here.body );
	} catch {
		// The read's own way reports it: the page then shows the default event.
		return undefined;
	}
	registerEvents( events );
	cache.keep( perPage, events );
	return events;
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
