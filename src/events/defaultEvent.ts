import type { SiteEvent } from './types';
import event from './defaultEvent.json';

/**
 * The built-in event, shown when The Events Calendar has none (see
 * docs/events.md): the virtual book launch, 2025-09-30 19:00–20:30 New York
 * time. One copy in `defaultEvent.json`, which the theme's PHP reads too
 * (author_site_default_event() in inc/events.php); its start and end there
 * are ISO 8601 instants.
 */
export const DEFAULT_EVENT: SiteEvent = {
	...event,
	start: Date.parse( event.start ),
	end: Date.parse( event.end ),
};
