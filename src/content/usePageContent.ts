import { DEFAULT_CONTENT } from './defaults';
import type { ContentByPage, PageKey } from './types';

export interface PageContentState< K extends PageKey > {
	content: ContentByPage[ K ];
	loading: boolean;
}

/**
 * A page's text. For now the built-in defaults; WordPress text comes later.
 * @param page
 */
export function usePageContent< K extends PageKey >(
	page: K
): PageContentState< K > {
	return { content: DEFAULT_CONTENT[ page ], loading: false };
}
