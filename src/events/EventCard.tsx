/** An event's card in the lists. */
import { Link } from 'react-router-dom';
import { Icon } from '../ui/Icon';
import { fill } from '../ui/fill';
import { googleCalendarUrl, icsDataUrl } from './calendar';
import { eventWebsite } from './details';
import { eventAppPath } from './eventLinks';
import { EventPicture } from './EventPicture';
import { EventWhen } from './EventWhen';
import type { SiteEvent } from './types';
import { venueText } from './venue';
import { eventsCopy as copy } from '../i18n/copy';

const COPY = copy.card;

interface EventCardProps {
	event: SiteEvent;
	/** Upcoming events offer Add to calendar. */
	upcoming?: boolean;
	/** The site's host name (the calendar entry's UID). */
	host?: string;
	homeUrl?: string;
}

/** The card: picture, title, when, where, links, Add to calendar. */
export function EventCard( {
	event,
	upcoming = false,
	host = 'localhost',
	homeUrl = '/',
}: EventCardProps ) {
	const where = venueText( event );
	const path = eventAppPath( event, homeUrl );
	const website = eventWebsite( event );
	const hiddenTitle = (
		<span className="visually-hidden">
			{ fill( COPY.hiddenTitle, { title: event.title } ) }
		</span>
	);
	return (
		<li className="event-card">
			<article aria-labelledby={ `event-${ event.id }` }>
				{ event.image && (
					<EventPicture
						image={ event.image }
						className="event-card__image"
						lazy
					/>
				) }
				<h3 id={ `event-${ event.id }` } className="event-card__title">
					{ event.title }
				</h3>
				<EventWhen event={ event } />
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
				{ ( event.url || website ) && (
					<p className="event-card__links">
						{ event.url && path && (
							<Link className="event-card__link" to={ path }>
								{ COPY.detailsLink }
								{ hiddenTitle }
							</Link>
						) }
						{ event.url && ! path && (
							<a className="event-card__link" href={ event.url }>
								{ COPY.detailsLink }
								{ hiddenTitle }
							</a>
						) }
						{ website && (
							<a
								className="event-card__link"
								href={ website.url }
							>
								{ website.online
									? COPY.joinOnline
									: COPY.website }
								{ hiddenTitle }
							</a>
						) }
					</p>
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
