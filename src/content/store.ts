/** Page content, loaded once per visit; the defaults when the read fails. */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { createVisitCache } from '../api/visitCache';
import { answerHere } from '../navigation/documents';
import { PAGE_SLUGS, pageContentFromAnswer } from './pages';
import type { ContentByPage, PageKey } from './types';

const cache = createVisitCache< PageKey, unknown >();
/** The pages' REST answers as read (null when the read failed). */
const answers = createVisitCache< PageKey, unknown >();

/** The REST path of a page's content (docs/remote-calls.md#page-content). */
export function pagePath( page: PageKey ): string {
	return `/wp/v2/pages?slug=${ PAGE_SLUGS[ page ] }`;
}

/**
 * The page's content if it has already arrived, here or in the document of
 * the address the app is at (fetched ahead).
 */
export function peekPageContent< K extends PageKey >(
	page: K
): ContentByPage[ K ] | undefined {
	const known = cache.peek( page );
	if ( known !== undefined ) {
		return known as ContentByPage[ K ];
	}
	const here = answerHere( pagePath( page ) );
	if ( ! here ) {
		return undefined;
	}
	const content = pageContentFromAnswer( page, here.body );
	answers.keep( page, here.body );
	cache.keep( page, content );
	return content;
}

/** A page's REST answer, read once per visit; null when the read failed. Never rejects. */
export function loadPageAnswer(
	page: PageKey,
	read: ReadJson = readJson
): Promise< unknown > {
	return answers.load( page, () =>
		startRead( read, pagePath( page ) ).catch( () => null )
	);
}

/** A page's REST answer if it has already arrived. */
export function peekPageAnswer( page: PageKey ): unknown {
	return answers.peek( page );
}

/** The page's content; never rejects (docs/remote-calls.md#page-content). */
export function loadPageContent< K extends PageKey >(
	page: K,
	read: ReadJson = readJson
): Promise< ContentByPage[ K ] > {
	return cache.load( page, () =>
		loadPageAnswer( page, read )
			.then( ( answer ) => pageContentFromAnswer( page, answer ) )
			.catch( () => pageContentFromAnswer( page, null ) )
	) as Promise< ContentByPage[ K ] >;
}

/** For tests: forget everything loaded. */
export function resetContentStore(): void {
	cache.reset();
	answers.reset();
}
