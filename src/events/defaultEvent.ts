import type { SiteEvent } from './types';
import event from './defaultEvent.json';

/**
 * The built-in event, shown when The Events Calendar has none
 * (docs/events.md#default-event). PHP twin: author_site_default_event() in inc/events/events.php.
 */
export const DEFAULT_EVENT: SiteEvent = {
	...event,
	start: Date.parse( event.start ),
	end: Date.parse( event.end ),
};
