/**
 * What an event's page shows beyond its card (docs/events.md#event-page).
 * PHP twins in inc/events/events.php: author_site_venue_lines(),
 * author_site_event_is_online(), author_site_event_website().
 */
import { splitParagraphs } from '../content/split';
import type { EventParagraph, SiteEvent } from './types';
import { venueText } from './venue';

/** The venue as address lines: name, street, "City, ST 12345", country. */
export function venueLines( event: SiteEvent ): string[] {
	const venue = event.venue;
	if ( ! venue ) {
		return [];
	}
	const region = [ venue.state, venue.zip ].filter( Boolean ).join( ' ' );
	return [
		venue.venue,
		venue.address,
		[ venue.city, region ].filter( Boolean ).join( ', ' ),
		venue.country,
	].filter( ( line ): line is string => !! line );
}

/** Whether the title or venue says "online" or "virtual" (The Events Calendar has no such field). */
export function isOnlineEvent( event: SiteEvent ): boolean {
	return /\b(online|virtual)\b/i.test(
		`${ event.title } ${ venueText( event ) }`
	);
}

/** The event's website, and whether it is where to join an online event. */
export function eventWebsite(
	event: SiteEvent
): { url: string; online: boolean } | undefined {
	return event.website
		? { url: event.website, online: isOnlineEvent( event ) }
		: undefined;
}

/** The description's paragraphs: the mapped ones, else the plain description's (built-in event). */
export function paragraphsOf( event: SiteEvent ): EventParagraph[] {
	return (
		event.body ??
		splitParagraphs( event.description ).map( ( text ) => [ { text } ] )
	);
}
