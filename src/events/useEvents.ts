import { DEFAULT_EVENT } from './defaultEvent';
import type { SiteEvent } from './types';

/** The events to show. For now the built-in launch event; The Events Calendar comes later. */
export function useEvents(): { events: SiteEvent[]; loading: boolean } {
	return { events: [ DEFAULT_EVENT ], loading: false };
}
