import { useEffect } from '@wordpress/element';
import { getConfig } from '../config/config';
import { documentTitle } from './navigation';

/**
 * Keeps the document title in step with in-app navigation.
 * PHP twin: author_site_page_meta() in inc/meta/meta.php.
 */
export function useDocumentTitle( page: string ): void {
	useEffect( () => {
		document.title = documentTitle( page, getConfig().authorName );
	}, [ page ] );
}
