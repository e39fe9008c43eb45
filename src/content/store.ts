/**
 * Page content, loaded at most once per visit: the first request for a page
 * is shared by everyone who asks while it runs, and its result (WordPress
 * text, or the defaults when the read fails in any way) is kept for the rest
 * of the visit. No React here.
 */
import { readJson, startRead, type ReadJson } from '../api/apiFetch';
import { createVisitCache } from '../api/visitCache';
import { PAGE_SLUGS, pageContentFromAnswer } from './pages';
import type { ContentByPage, PageKey } from './types';

const cache = createVisitCache< PageKey, unknown >();
/** The pages' REST answers as read (null when the read failed). */
const answers = createVisitCache< PageKey, unknown >();

/**
 * The REST path of a page's content (docs/remote-calls.md#page-content).
 * @param page
 */
export function pagePath( page: PageKey ): string {
	return `/wp/v2/pages?slug=${ PAGE_SLUGS[ page ] }`;
}

/**
 * The page's content if it has already arrived.
 * @param page
 */
export function peekPageContent< K extends PageKey >(
	page: K
): ContentByPage[ K ] | undefined {
	return cache.peek( page ) as ContentByPage[ K ] | undefined;
}

/**
 * A page's REST answer as WordPress gave it, read once per visit (the one
 * read its content comes from); null when the read failed. Never rejects.
 *
 * @param page Page key.
 * @param read How to read JSON.
 */
export function loadPageAnswer(
	page: PageKey,
	read: ReadJson = readJson
): Promise< unknown > {
	return answers.load( page, () =>
		startRead( read, pagePath( page ) ).catch( () => null )
	);
}

/**
 * A page's REST answer if it has already arrived.
 * @param page Page key.
 */
export function peekPageAnswer( page: PageKey ): unknown {
	return answers.peek( page );
}

/**
 * The page's content; never rejects (docs/remote-calls.md#page-content: failures fall back to the
 * defaults silently).
 *
 * @param page Page key.
 * @param read How to read JSON (the api-fetch client; replaceable in tests).
 */
export function loadPageContent< K extends PageKey >(
	page: K,
	read: ReadJson = readJson
): Promise< ContentByPage[ K ] > {
	return cache.load( page, () =>
		loadPageAnswer( page, read )
			.then( ( answer ) => pageContentFromAnswer( page, answer ) )
			// Any failure, the read's or the parser's: the defaults (see
			// docs/remote-calls.md).
			.catch( () => pageContentFromAnswer( page, null ) )
	) as Promise< ContentByPage[ K ] >;
}

/** For tests: forget everything loaded. */
export function resetContentStore(): void {
	cache.reset();
	answers.reset();
}
