export interface EventVenue {
	venue?: string;
	address?: string;
	city?: string;
	state?: string;
	zip?: string;
	country?: string;
}

/** A piece of a description's paragraph: text, or a link's text and href. */
export interface EventRun {
	/** Plain text; a line break is "\n". */
	text: string;
	/** An absolute http(s) URL: the run is a link. */
	href?: string;
}

export type EventParagraph = EventRun[];

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
	/** The event's own page (The Events Calendar's permalink). */
	url?: string;
	/** The event's post slug, which names it to TEC's REST API. */
	slug?: string;
	website?: string;
	/** The description as paragraphs of text and links (the event page). */
	body?: EventParagraph[];
	image?: EventImage;
}
