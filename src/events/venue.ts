import type { SiteEvent } from './types';

/** The venue parts that are present, joined: "Lakeside Books, 12 Main St, Rochester, NY". */
export function venueText( event: SiteEvent ): string {
	const venue = event.venue;
	if ( ! venue ) {
		return '';
	}
	return [ venue.venue, venue.address, venue.city, venue.state ]
		.filter( ( part ): part is string => !! part )
		.join( ', ' );
}
