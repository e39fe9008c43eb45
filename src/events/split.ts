import type { SiteEvent } from './types';

/** Upcoming (soonest first) and past (most recent first) events (docs/events.md#upcoming-and-past). */
export function splitEvents( events: SiteEvent[], now: number ) {
	const upcoming = events
		.filter( ( e ) => e.start > now )
		.sort( ( a, b ) => a.start - b.start );
	const past = events
		.filter( ( e ) => e.start <= now )
		.sort( ( a, b ) => b.start - a.start );
	return { upcoming, past };
}
