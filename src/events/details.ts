/**
 * What an event's page shows beyond its card (docs/events.md#event-page):
 * the venue's address as lines, the description's paragraphs, and the
 * event's website, labelled for an online event. inc/events.php holds the
 * PHP twins (author_site_venue_lines(), author_site_event_is_online(),
 * author_site_event_website()).
 */
import { splitParagraphs } from '../content/sections';
import type { EventParagraph, SiteEvent } from './types';
import { venueText } from './venue';

/**
 * The venue as address lines: name, street, "City, ST 12345", country.
 *
 * @param event The event.
 */
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

/**
 * Whether the event happens online: its title or venue says "online" or
 * "virtual" (The Events Calendar itself has no such field).
 *
 * @param event The event.
 */
export function isOnlineEvent( event: SiteEvent ): boolean {
	return /\b(online|virtual)\b/i.test(
		`${ event.title } ${ venueText( event ) }`
	);
}

/**
 * The event's website, and whether it is where to join an online event.
 *
 * @param event The event.
 */
export function eventWebsite(
	event: SiteEvent
): { url: string; online: boolean } | undefined {
	return event.website
		? { url: event.website, online: isOnlineEvent( event ) }
		: undefined;
}

/**
 * The description's paragraphs: the mapped ones (with links), else the
 * plain description's (the built-in event).
 *
 * @param event The event.
 */
export function paragraphsOf( event: SiteEvent ): EventParagraph[] {
	return (
		event.body ??
		splitParagraphs( event.description ).map( ( text ) => [ { text } ] )
	);
}
