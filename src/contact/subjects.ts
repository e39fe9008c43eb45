/** Spec §5: the subject choices, in order. */
export const SUBJECTS = [
	'General Inquiry',
	'About The Medallion Client',
	'Book Signing Request',
	'Interview Request',
	'Collaboration',
	'Reader Question',
	'Other',
] as const;
