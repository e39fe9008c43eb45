export interface EventVenue {
	venue?: string;
	address?: string;
	city?: string;
	state?: string;
}

export interface EventImage {
	url: string;
	alt: string;
	width?: number;
	height?: number;
}

/** docs/events.md#event-model: the start and end are absolute instants. */
export interface SiteEvent {
	id: string;
	title: string;
	description: string;
	/** Milliseconds since the epoch. */
	start: number;
	end: number;
	allDay: boolean;
	/** IANA time zone the event is held in. */
	timezone: string;
	/** The zone's abbreviation at the start, as WordPress gives it ("EDT"). */
	timezoneAbbr?: string;
	venue: EventVenue | null;
	url?: string;
	image?: EventImage;
}
