import { useEffect } from '@wordpress/element';
import { getConfig } from '../config/config';
import { documentTitle } from './navigation';

/**
 * Keeps the document title in step with in-app navigation: the page's
 * heading (its WordPress text, else the default; the same title the theme's
 * PHP prints, inc/meta.php author_site_page_meta()).
 * @param page The page's heading.
 */
export function useDocumentTitle( page: string ): void {
	useEffect( () => {
		document.title = documentTitle( page, getConfig().authorName );
	}, [ page ] );
}
