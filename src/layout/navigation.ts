/** The five routes (spec §2), in navigation order. */
export const NAV_ITEMS = [
	{ to: '/', label: 'Home' },
	{ to: '/books', label: 'Books' },
	{ to: '/about', label: 'About' },
	{ to: '/events', label: 'Events' },
	{ to: '/contact', label: 'Contact' },
] as const;

/**
 * The document title of a page: "Page · Author name".
 * @param page
 * @param authorName
 */
export function documentTitle( page: string, authorName: string ): string {
	return `${ page } · ${ authorName }`;
}
