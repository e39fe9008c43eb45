import { useLoaded } from '../api/useLoaded';
import { EVENTS_PAGE_PER_PAGE, fetchEvents, peekEvents } from './client';
import { DEFAULT_EVENT } from './defaultEvent';
import type { SiteEvent } from './types';

/** The remote events, else the default event (docs/events.md#default-event). */
export function eventsToShow( remote: SiteEvent[] ): SiteEvent[] {
	return remote.length > 0 ? remote : [ DEFAULT_EVENT ];
}

/** The events page's events, loading until the answer is in. */
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
