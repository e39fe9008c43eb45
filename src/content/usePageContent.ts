import { useLoaded } from '../api/useLoaded';
import { DEFAULT_CONTENT } from './defaults';
import { loadPageContent, peekPageContent } from './store';
import type { ContentByPage, PageKey } from './types';

export interface PageContentState< K extends PageKey > {
	content: ContentByPage[ K ];
	/** True until the page's content has arrived (the first view never waits). */
	loading: boolean;
}

/** A page's text: WordPress's once arrived, else the built-in defaults. */
export function usePageContent< K extends PageKey >(
	page: K
): PageContentState< K > {
	const content = useLoaded(
		page,
		() => peekPageContent( page ),
		() => loadPageContent( page )
	);

	return content
		? { content, loading: false }
		: { content: DEFAULT_CONTENT[ page ], loading: true };
}
