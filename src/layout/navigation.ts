import { navigationItems as navigation } from '../i18n/copy';

/**
 * The five routes in navigation order (docs/product.md#routes).
 * PHP twin: author_site_menu_links_shown() in inc/render/layout/site-header.php reads the same file.
 */
export const NAV_ITEMS: ReadonlyArray< { to: string; label: string } > =
	navigation;

/** A page's document title: "Page · Author name". */
export function documentTitle( page: string, authorName: string ): string {
	return `${ page } · ${ authorName }`;
}
