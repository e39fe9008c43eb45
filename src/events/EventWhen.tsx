import { Icon } from '../ui/Icon';
import { formatEventDate, isoInstant } from './format';
import type { SiteEvent } from './types';

/**
 * When an event is, with the calendar icon, on its card and its page.
 */
export function EventWhen( { event }: { event: SiteEvent } ) {
	return (
		<p className="event-card__meta">
			<Icon name="calendar" />
			<time dateTime={ isoInstant( event.start ) }>
				{ formatEventDate( event ) }
			</time>
		</p>
	);
}
