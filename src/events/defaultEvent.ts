import type { SiteEvent } from './types';

/** Spec §4/§9: the virtual book launch, 2025-09-30 19:00–20:30 New York time. */
export const DEFAULT_EVENT: SiteEvent = {
	id: 'book-launch-2025-09-30',
	title: 'Virtual Book Launch: The Medallion Client',
	description:
		'Launch night, live online: a reading from Chapter One, a Q&A about Jack and Élise, and a giveaway for everyone who came to celebrate.',
	start: Date.UTC( 2025, 8, 30, 23, 0 ),
	end: Date.UTC( 2025, 9, 1, 0, 30 ),
	allDay: false,
	timezone: 'America/New_York',
	timezoneAbbr: 'EDT',
	venue: { venue: 'Online' },
};
