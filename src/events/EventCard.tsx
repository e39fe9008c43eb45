import { Icon } from '../ui/Icon';
import { fill } from '../ui/fill';
import { googleCalendarUrl, icsDataUrl } from './calendar';
import { formatEventDate, isoInstant } from './format';
import type { SiteEvent } from './types';
import { venueText } from './venue';
import copy from './copy.json';

/** The card's texts, from the file the first view reads too (inc/render/page-events.php). */
const COPY = copy.card;

interface EventCardProps {
	event: SiteEvent;
	/** Upcoming events offer Add to calendar. */
	upcoming?: boolean;
	/** The site's host name (the calendar entry's UID). */
	host?: string;
}

export function EventCard( {
	event,
	upcoming = false,
	host = 'localhost',
}: EventCardProps ) {
	const where = venueText( event );
	const hiddenTitle = (
		<span className="visually-hidden">
			{ fill( COPY.hiddenTitle, { title: event.title } ) }
		</span>
	);
	return (
		<li className="event-card">
			<article aria-labelledby={ `event-${ event.id }` }>
				{ event.image && (
					<img
						className="event-card__image"
						src={ event.image.url }
						alt={ event.image.alt }
						width={ event.image.width }
						height={ event.image.height }
						loading="lazy"
					/>
				) }
				<h3 id={ `event-${ event.id }` } className="event-card__title">
					{ event.title }
				</h3>
				<p className="event-card__meta">
					<Icon name="calendar" />
					<time dateTime={ isoInstant( event.start ) }>
						{ formatEventDate( event ) }
					</time>
				</p>
				{ where && (
					<p className="event-card__meta">
						<Icon name="map-pin" />
						<span>{ where }</span>
					</p>
				) }
				{ event.description && (
					<p className="event-card__description">
						{ event.description }
					</p>
				) }
				{ event.url && (
					<a className="event-card__link" href={ event.url }>
						{ COPY.detailsLink }
						{ hiddenTitle }
					</a>
				) }
				{ upcoming && (
					<p className="event-card__calendar">
						<a
							className="button button--ghost button--small"
							href={ icsDataUrl( event, host ) }
							download={ `event-${ event.id }.ics` }
						>
							{ COPY.icsButton }
							{ hiddenTitle }
						</a>
						<a
							className="button button--ghost button--small"
							href={ googleCalendarUrl( event ) }
						>
							{ COPY.googleButton }
							{ hiddenTitle }
						</a>
					</p>
				) }
			</article>
		</li>
	);
}
