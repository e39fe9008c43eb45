import { navigationItems as navigation } from '../i18n/copy';

/**
 * The five routes (see docs/product.md, "Routes"), in navigation order.
 * PHP reads the same file (author_site_nav_items(), inc/render/layout.php).
 */
export const NAV_ITEMS: ReadonlyArray< { to: string; label: string } > =
	navigation;

/**
 * The document title of a page: "Page · Author name".
 * @param page
 * @param authorName
 */
export function documentTitle( page: string, authorName: string ): string {
	return `${ page } · ${ authorName }`;
}
