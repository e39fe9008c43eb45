import { useLoaded } from '../api/useLoaded';
import { EVENTS_PAGE_PER_PAGE, fetchEvents, peekEvents } from './client';
import { DEFAULT_EVENT } from './defaultEvent';
import type { SiteEvent } from './types';

/**
 * Remote events replace the default launch event when at least one is
 * returned; otherwise the default event shows (docs/events.md#default-event).
 *
 * @param remote The events from The Events Calendar.
 */
export function eventsToShow( remote: SiteEvent[] ): SiteEvent[] {
	return remote.length > 0 ? remote : [ DEFAULT_EVENT ];
}

/**
 * The events page's events: loading until the answer is in (the first view
 * has it preloaded), then the remote events or the default one.
 *
 * @param perPage How many events to ask for.
 */
export function useEvents( perPage = EVENTS_PAGE_PER_PAGE ): {
	events: SiteEvent[];
	loading: boolean;
} {
	const remote = useLoaded(
		String( perPage ),
		() => peekEvents( perPage ),
		() => fetchEvents( perPage )
	);

	return remote
		? { events: eventsToShow( remote ), loading: false }
		: { events: [], loading: true };
}
