import { Icon } from '../ui/Icon';
import { formatEventDate, isoInstant } from './format';
import type { SiteEvent } from './types';

export function venueText( event: SiteEvent ): string {
	const venue = event.venue;
	if ( ! venue ) {
		return '';
	}
	return [ venue.venue, venue.address, venue.city, venue.state ]
		.filter( ( part ): part is string => !! part )
		.join( ', ' );
}

export function EventCard( { event }: { event: SiteEvent } ) {
	const where = venueText( event );
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
						Event details
						<span className="visually-hidden">{ `: ${ event.title }` }</span>
					</a>
				) }
			</article>
		</li>
	);
}
