import type { SiteEvent } from './types';

/**
 * docs/events.md#upcoming-and-past: Upcoming if the start is in the future, else Past; soonest / most recent first.
 * @param events
 * @param now
 */
export function splitEvents( events: SiteEvent[], now: number ) {
	const upcoming = events
		.filter( ( e ) => e.start > now )
		.sort( ( a, b ) => a.start - b.start );
	const past = events
		.filter( ( e ) => e.start <= now )
		.sort( ( a, b ) => b.start - a.start );
	return { upcoming, past };
}
