/**
 * The page-content loader (docs/remote-calls.md#page-content): one request per page
 * per visit through api-fetch (root URL and preloaded answers from the
 * theme), public reads without cookies or nonce, an 8 s timeout, and the
 * built-in defaults whenever anything goes wrong — never a rejection.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import { bookListPath } from '../../../src/books/pages';
import { pageContentFromAnswer } from '../../../src/content/pages';
import { pagesForPath, routeOfPath } from '../../../src/content/routes';
import {
	loadPageContent,
	pagePath,
	peekPageContent,
	resetContentStore,
} from '../../../src/content/store';
import type { PageKey } from '../../../src/content/types';
import {
	usePageContent,
	type PageContentState,
} from '../../../src/content/usePageContent';
import { answer, exchange } from '../../shared/recordings';

type ApiModule = typeof import( '../../../src/api/apiFetch' );
type StoreModule = typeof import( '../../../src/content/store' );

const BOOKS_FILE = 'pages-block-books-content.json';
const WP_AMAZON_URL =
	'https://www.amazon.com/dp/B0DMEDAL01?tag=authorsite-20&linkCode=ll1';
const WP_ABOUT_SUBTITLE =
	'Writer, coffee addict & hopeless romantic from Rochester, New York';
const WP_NEWSLETTER_TITLE = 'Join the Newsletter';

interface Deferred< T > {
	promise: Promise< T >;
	resolve: ( value: T ) => void;
	reject: ( reason: unknown ) => void;
}

function deferred< T >(): Deferred< T > {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

/**
 * A Response-like value, enough for api-fetch.
 * @param body   Raw body.
 * @param status HTTP status.
 */
function fakeResponse( body: string, status = 200 ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		text: () => Promise.resolve( body ),
		json: () => Promise.resolve( JSON.parse( body ) as unknown ),
	};
}

type FetchMock = jest.Mock< Promise< unknown >, [ unknown, RequestInit? ] >;

const originalFetch = global.fetch;

/**
 * Replaces global fetch.
 * @param impl What each call answers.
 */
function mockFetch(
	impl: ( url: unknown, init?: RequestInit ) => Promise< unknown >
): FetchMock {
	const mock: FetchMock = jest.fn( impl );
	global.fetch = mock as unknown as typeof fetch;
	return mock;
}

/**
 * A fetch that answers nothing until its request is aborted.
 */
function hangingFetch(): FetchMock {
	return mockFetch(
		( _url, init ) =>
			new Promise( ( _resolve, reject ) => {
				init?.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'Aborted', 'AbortError' ) )
				);
			} )
	);
}

/**
 * Fresh instances of api-fetch, its configuration and the store (the first
 * two are configured once per page view, at module level).
 */
async function freshModules(): Promise< {
	api: ApiModule;
	store: StoreModule;
} > {
	jest.resetModules();
	const api = await import( '../../../src/api/apiFetch' );
	const store = await import( '../../../src/content/store' );
	return { api, store };
}

/**
 * Lets pending promise callbacks run.
 */
async function flushPromises(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

function headerNames( init?: RequestInit ): string[] {
	return Object.keys( ( init?.headers ?? {} ) as object ).map( ( name ) =>
		name.toLowerCase()
	);
}

beforeEach( () => {
	resetContentStore();
} );

afterEach( () => {
	global.fetch = originalFetch;
	jest.useRealTimers();
} );

describe( 'pagePath', () => {
	it.each( [
		[ 'home', '/wp/v2/pages?slug=homepage-content' ],
		[ 'books', '/wp/v2/pages?slug=books-content' ],
		[ 'about', '/wp/v2/pages?slug=about-content' ],
		[ 'events', '/wp/v2/pages?slug=events-content' ],
		[ 'contact', '/wp/v2/pages?slug=contact-content' ],
	] as const )( '%s → %s', ( page, path ) => {
		expect( pagePath( page ) ).toBe( path );
	} );
} );

describe( 'loadPageContent', () => {
	it( 'gives WordPress’s text, reading the page’s REST path once', async () => {
		const read = jest.fn( () => Promise.resolve( answer( BOOKS_FILE ) ) );
		const content = await loadPageContent( 'books', read );
		expect( read ).toHaveBeenCalledTimes( 1 );
		expect( read ).toHaveBeenCalledWith(
			'/wp/v2/pages?slug=books-content'
		);
		expect( content.amazonUrl ).toBe( WP_AMAZON_URL );
		expect( content.releaseDate ).toBe( 'March 14, 2025' );
		expect( content.sampleText ).toHaveLength( 5 );
		expect( content ).toEqual(
			pageContentFromAnswer( 'books', answer( BOOKS_FILE ) )
		);
	} );

	it( 'falls back per field: sections the page lacks keep their defaults', async () => {
		const content = await loadPageContent( 'contact', () =>
			Promise.resolve( [
				{
					title: { rendered: 'Contact Content' },
					content: {
						rendered:
							'\n<!-- section:page_title -->\n\n\n\n<p class="wp-block-paragraph">Say Hello</p>\n\n\n\n<!-- section:contact_phone -->\n\n\n\n<p class="wp-block-paragraph">(585) 555-0142</p>\n\n\n\n<!-- section:form_title -->\n\n\n\n',
						protected: false,
					},
				},
			] )
		);
		expect( content ).toEqual( {
			...DEFAULT_CONTENT.contact,
			pageTitle: 'Say Hello',
			contactInfo: {
				...DEFAULT_CONTENT.contact.contactInfo,
				phone: '(585) 555-0142',
			},
		} );
	} );

	it( 'falls back per field on a recorded page without the sample sections', async () => {
		const content = await loadPageContent( 'books', () =>
			Promise.resolve(
				answer( 'pages-extra-one-html-block-books-content.json' )
			)
		);
		expect( content.pageTitle ).toBe( 'My Books' );
		expect( content.amazonUrl ).toBe(
			'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page'
		);
		expect( content.sampleTitle ).toBe( DEFAULT_CONTENT.books.sampleTitle );
		expect( content.sampleText ).toEqual(
			DEFAULT_CONTENT.books.sampleText
		);
	} );

	describe( 'every failure gives the defaults and never rejects', () => {
		it.each( [
			[
				'a network error',
				() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
			],
			[
				'an api-fetch error object (invalid_json)',
				() =>
					Promise.reject( {
						code: 'invalid_json',
						message: 'The response is not a valid JSON response.',
					} ),
			],
			[
				'the recorded PHP fatal error (JSON)',
				() =>
					Promise.reject( answer( 'pages-extra-php-fatal.json', 1 ) ),
			],
			[
				'an abort',
				() =>
					Promise.reject(
						new DOMException( 'Aborted', 'AbortError' )
					),
			],
			[ 'an empty list', () => Promise.resolve( [] ) ],
			[
				'the recorded draft page ([])',
				() => Promise.resolve( answer( 'pages-draft.json' ) ),
			],
			[
				'the recorded password-protected page',
				() =>
					Promise.resolve(
						answer( 'pages-extra-password-protected.json' )
					),
			],
			[
				'the recorded unknown route (an error object)',
				() =>
					Promise.resolve(
						answer( 'pages-extra-unknown-route.json' )
					),
			],
			[ 'a string', () => Promise.resolve( '<!DOCTYPE html><html>' ) ],
			[ 'a number', () => Promise.resolve( 42 ) ],
			[ 'null', () => Promise.resolve( null ) ],
			[ 'undefined', () => Promise.resolve( undefined ) ],
			[ '{}', () => Promise.resolve( {} ) ],
			[ '[{}]', () => Promise.resolve( [ {} ] ) ],
			[
				'[{content: {rendered: 42}}]',
				() => Promise.resolve( [ { content: { rendered: 42 } } ] ),
			],
		] )( '%s', async ( _label, read ) => {
			for ( const page of [ 'home', 'contact' ] as const ) {
				await expect( loadPageContent( page, read ) ).resolves.toEqual(
					DEFAULT_CONTENT[ page ]
				);
				expect( peekPageContent( page ) ).toEqual(
					DEFAULT_CONTENT[ page ]
				);
			}
		} );

		it( 'a failed read is not retried during the visit', async () => {
			const read = jest.fn( () =>
				Promise.reject( new TypeError( 'Failed to fetch' ) )
			);
			await loadPageContent( 'about', read );
			await loadPageContent( 'about', read );
			expect( read ).toHaveBeenCalledTimes( 1 );
		} );
	} );

	describe( 'once per visit', () => {
		it( 'two concurrent calls share one request', async () => {
			const pending = deferred< unknown >();
			const read = jest.fn( () => pending.promise );
			const first = loadPageContent( 'books', read );
			const second = loadPageContent( 'books', read );
			expect( read ).toHaveBeenCalledTimes( 1 );
			pending.resolve( answer( BOOKS_FILE ) );
			const [ a, b ] = await Promise.all( [ first, second ] );
			expect( a.amazonUrl ).toBe( WP_AMAZON_URL );
			expect( b ).toBe( a );
		} );

		it( 'a call after the content has arrived makes no request', async () => {
			const read = jest.fn( () =>
				Promise.resolve( answer( BOOKS_FILE ) )
			);
			const first = await loadPageContent( 'books', read );
			const again = jest.fn( () => Promise.resolve( [] ) );
			const second = await loadPageContent( 'books', again );
			expect( read ).toHaveBeenCalledTimes( 1 );
			expect( again ).not.toHaveBeenCalled();
			expect( second ).toBe( first );
		} );

		it( 'different pages make separate requests', async () => {
			const read = jest.fn( ( path: string ) =>
				Promise.resolve(
					answer(
						path.endsWith( 'about-content' )
							? 'pages-block-about-content.json'
							: BOOKS_FILE
					)
				)
			);
			const [ books, about ] = await Promise.all( [
				loadPageContent( 'books', read ),
				loadPageContent( 'about', read ),
			] );
			expect( read.mock.calls ).toEqual( [
				[ '/wp/v2/pages?slug=books-content' ],
				[ '/wp/v2/pages?slug=about-content' ],
			] );
			expect( books.amazonUrl ).toBe( WP_AMAZON_URL );
			expect( about.pageSubtitle ).toBe( WP_ABOUT_SUBTITLE );
		} );

		it( 'peekPageContent: undefined before and while loading, the content after', async () => {
			const pending = deferred< unknown >();
			expect( peekPageContent( 'books' ) ).toBeUndefined();
			const loading = loadPageContent( 'books', () => pending.promise );
			expect( peekPageContent( 'books' ) ).toBeUndefined();
			pending.resolve( answer( BOOKS_FILE ) );
			const content = await loading;
			expect( peekPageContent( 'books' ) ).toBe( content );
			expect( peekPageContent( 'books' )?.amazonUrl ).toBe(
				WP_AMAZON_URL
			);
			expect( peekPageContent( 'about' ) ).toBeUndefined();
		} );

		it( 'resetContentStore forgets everything', async () => {
			const read = jest.fn( () =>
				Promise.resolve( answer( BOOKS_FILE ) )
			);
			await loadPageContent( 'books', read );
			resetContentStore();
			expect( peekPageContent( 'books' ) ).toBeUndefined();
			await loadPageContent( 'books', read );
			expect( read ).toHaveBeenCalledTimes( 2 );
		} );
	} );
} );

describe( 'readJson (api-fetch, 8 s timeout)', () => {
	beforeEach( () => {
		jest.useFakeTimers( { doNotFake: [ 'nextTick', 'queueMicrotask' ] } );
	} );

	it( 'rejects when nothing has arrived after 8 s, and aborts the request', async () => {
		const { api } = await freshModules();
		const fetchMock = hangingFetch();
		const settled = jest.fn();
		const reading = api.readJson( '/wp/v2/pages?slug=books-content' );
		reading.then( settled, settled );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const signal = fetchMock.mock.calls[ 0 ]?.[ 1 ]?.signal;

		jest.advanceTimersByTime( 7999 );
		await flushPromises();
		expect( settled ).not.toHaveBeenCalled();
		expect( signal?.aborted ).toBe( false );

		jest.advanceTimersByTime( 1 );
		await expect( reading ).rejects.toMatchObject( {
			name: 'AbortError',
		} );
		expect( signal?.aborted ).toBe( true );
		expect( api.READ_TIMEOUT_MS ).toBe( 8000 );
	} );

	it( 'honours another timeout', async () => {
		const { api } = await freshModules();
		hangingFetch();
		const settled = jest.fn();
		const reading = api.readJson( '/x', 50 );
		reading.then( settled, settled );
		jest.advanceTimersByTime( 49 );
		await flushPromises();
		expect( settled ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		await expect( reading ).rejects.toMatchObject( {
			name: 'AbortError',
		} );
	} );

	it( 'an answer in time is not aborted later, and leaves no timer behind', async () => {
		const { api } = await freshModules();
		const fetchMock = mockFetch( () =>
			Promise.resolve(
				fakeResponse( exchange( BOOKS_FILE ).response.body )
			)
		);
		await expect(
			api.readJson( '/wp/v2/pages?slug=books-content' )
		).resolves.toEqual( answer( BOOKS_FILE ) );
		expect( jest.getTimerCount() ).toBe( 0 );
		jest.advanceTimersByTime( 10000 );
		expect( fetchMock.mock.calls[ 0 ]?.[ 1 ]?.signal?.aborted ).toBe(
			false
		);
	} );

	it( 'a timed-out read gives loadPageContent the defaults', async () => {
		const { store } = await freshModules();
		const fetchMock = hangingFetch();
		const loading = store.loadPageContent( 'books' );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 8000 );
		await expect( loading ).resolves.toEqual( DEFAULT_CONTENT.books );
		expect( store.peekPageContent( 'books' ) ).toEqual(
			DEFAULT_CONTENT.books
		);
	} );
} );

describe( 'loadPageContent through api-fetch and fetch (recorded answers)', () => {
	it.each( [
		[ 'pages-extra-php-fatal.json', 0, 'a PHP fatal error as HTML (500)' ],
		[ 'pages-extra-php-fatal.json', 1, 'a PHP fatal error as JSON (500)' ],
		[
			'pages-extra-plain-permalinks.json',
			1,
			'plain permalinks: the home page’s HTML (200)',
		],
		[ 'pages-extra-unknown-route.json', 0, 'an unknown route (404)' ],
		[ 'pages-extra-not-published.json', 0, 'a draft page ([])' ],
		[
			'pages-extra-password-protected.json',
			0,
			'a password-protected page',
		],
	] )( '%s [%i], %s → the defaults', async ( file, index ) => {
		const { store } = await freshModules();
		const { status, body } = exchange( file, index ).response;
		mockFetch( () => Promise.resolve( fakeResponse( body, status ) ) );
		await expect( store.loadPageContent( 'home' ) ).resolves.toEqual(
			DEFAULT_CONTENT.home
		);
	} );

	it( 'a fetch that fails (offline) → the defaults', async () => {
		const { store } = await freshModules();
		mockFetch( () => Promise.reject( new TypeError( 'Failed to fetch' ) ) );
		await expect( store.loadPageContent( 'events' ) ).resolves.toEqual(
			DEFAULT_CONTENT.events
		);
	} );
} );

describe( 'configureApiFetch: REST root and preloaded answers', () => {
	const CONFIG = {
		...DEFAULT_CONFIG,
		restUrl: 'https://example.test/wp-json/',
	};

	async function configured() {
		const modules = await freshModules();
		modules.api.configureApiFetch( CONFIG, {
			'/wp/v2/pages?slug=about-content': {
				body: answer( 'pages-block-about-content.json' ),
				headers: {},
			},
		} );
		return modules;
	}

	it( 'a preloaded page is read without a request', async () => {
		const { store } = await configured();
		const fetchMock = mockFetch( () =>
			Promise.reject( new Error( 'no request expected' ) )
		);
		const content = await store.loadPageContent( 'about' );
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( content.pageSubtitle ).toBe( WP_ABOUT_SUBTITLE );
		expect( content ).toEqual(
			pageContentFromAnswer(
				'about',
				answer( 'pages-block-about-content.json' )
			)
		);
	} );

	it( 'a preloaded path with several arguments (the catalogue) is read without a request and without localeCompare', async () => {
		const { api } = await freshModules();
		const path = bookListPath( 361 );
		const children = [ { id: 7, slug: 'the-heir' } ];
		api.configureApiFetch( CONFIG, {
			[ path ]: { body: children, headers: { 'X-WP-Total': 1 } },
		} );
		const fetchMock = mockFetch( () =>
			Promise.reject( new Error( 'no request expected' ) )
		);
		// The browser's first localeCompare loads its collation data (src/api/preloaded.ts).
		const compare = jest.spyOn( String.prototype, 'localeCompare' );
		try {
			await expect( api.readJson( path ) ).resolves.toEqual( children );
			expect( compare ).not.toHaveBeenCalled();
		} finally {
			compare.mockRestore();
		}
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'a preloaded answer serves one read: the next asks the server', async () => {
		const { api } = await configured();
		const fetchMock = mockFetch( () =>
			Promise.resolve( fakeResponse( '[]' ) )
		);
		const path = '/wp/v2/pages?slug=about-content';
		await expect( api.readJson( path ) ).resolves.toEqual(
			answer( 'pages-block-about-content.json' )
		);
		expect( fetchMock ).not.toHaveBeenCalled();
		await expect( api.readJson( path ) ).resolves.toEqual( [] );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a page without a preload is one public GET under the REST root', async () => {
		const { store } = await configured();
		const fetchMock = mockFetch( () =>
			Promise.resolve(
				fakeResponse(
					exchange( 'pages-block-contact-content.json' ).response.body
				)
			)
		);
		const content = await store.loadPageContent( 'contact' );
		expect( content.newsletterTitle ).toBe( WP_NEWSLETTER_TITLE );
		expect( content.contactInfo.phone ).toBe( '(585) 555-0142' );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ] ?? [];
		expect( String( url ) ).toMatch(
			/^https:\/\/example\.test\/wp-json\/wp\/v2\/pages\?slug=contact-content(&|$)/
		);
		expect( init?.credentials ).toBe( 'omit' );
		expect( init?.method ?? 'GET' ).toBe( 'GET' );
		expect( headerNames( init ) ).not.toContain( 'x-wp-nonce' );
		expect( init?.headers ).toMatchObject( {
			Accept: 'application/json',
		} );
		expect( init?.signal ).toBeInstanceOf( AbortSignal );
	} );

	it( 'sends no nonce even when the configuration has one', async () => {
		const { api, store } = await freshModules();
		const withNonce = { ...CONFIG, restNonce: 'stale-nonce' };
		api.configureApiFetch( withNonce, {} );
		const fetchMock = mockFetch( () =>
			Promise.resolve( fakeResponse( '[]' ) )
		);
		await store.loadPageContent( 'events' );
		const init = fetchMock.mock.calls[ 0 ]?.[ 1 ];
		expect( headerNames( init ) ).not.toContain( 'x-wp-nonce' );
		expect( String( fetchMock.mock.calls[ 0 ]?.[ 0 ] ) ).not.toContain(
			'_wpnonce'
		);
		expect( init?.credentials ).toBe( 'omit' );
	} );

	it( 'the ?rest_route= form of the REST root (plain permalinks)', async () => {
		const { api, store } = await freshModules();
		api.configureApiFetch(
			{ ...CONFIG, restUrl: 'https://example.test/?rest_route=/' },
			null
		);
		const fetchMock = mockFetch( () =>
			Promise.resolve( fakeResponse( '[]' ) )
		);
		await store.loadPageContent( 'books' );
		const url = new URL( String( fetchMock.mock.calls[ 0 ]?.[ 0 ] ) );
		expect( url.origin + url.pathname ).toBe( 'https://example.test/' );
		expect( url.searchParams.get( 'rest_route' ) ).toBe( '/wp/v2/pages' );
		expect( url.searchParams.get( 'slug' ) ).toBe( 'books-content' );
	} );

	it( 'is configured once per page view: a second configuration is ignored', async () => {
		const { api, store } = await configured();
		api.configureApiFetch(
			{ ...CONFIG, restUrl: 'https://other.test/wp-json/' },
			{
				'/wp/v2/pages?slug=homepage-content': {
					body: answer( 'pages-block-homepage-content.json' ),
					headers: {},
				},
			}
		);
		const fetchMock = mockFetch( () =>
			Promise.resolve( fakeResponse( '[]' ) )
		);
		await expect( store.loadPageContent( 'home' ) ).resolves.toEqual(
			DEFAULT_CONTENT.home
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ]?.[ 0 ] ) ).toMatch(
			/^https:\/\/example\.test\/wp-json\/wp\/v2\/pages\?slug=homepage-content/
		);
	} );
} );

describe( 'pagesForPath', () => {
	it.each( [
		[ '/', '/', [ 'home', 'books' ] ],
		[ '', '/', [ 'home', 'books' ] ],
		[ '/books', '/', [ 'books' ] ],
		[ '/books/', '/', [ 'books' ] ],
		[ '/about', '/', [ 'about' ] ],
		[ '/events/', '/', [ 'events' ] ],
		[ '/contact', '/', [ 'contact' ] ],
		[ '/blog/about', '/blog', [ 'about' ] ],
		[ '/blog/', '/blog', [ 'home', 'books' ] ],
		[ '/blog', '/blog', [ 'home', 'books' ] ],
		[ '/nope', '/', [] ],
		[ '/books/chapter-1', '/', [] ],
		[ '/blog/nope', '/blog', [] ],
	] )( '%j under %j → %j', ( pathname, basename, pages ) => {
		expect( pagesForPath( pathname, basename ) ).toEqual( pages );
	} );
} );

describe( 'routeOfPath', () => {
	it.each( [
		[ '/', '/', '/' ],
		[ '/books/', '/', '/books' ],
		[ '//books//', '/', '/books' ],
		[ '/blog/about/', '/blog', '/about' ],
		[ '/blog', '/blog', '/' ],
		[ '/books/chapter-1', '/', '/books/chapter-1' ],
	] )( '%j under %j → %j', ( pathname, basename, route ) => {
		expect( routeOfPath( pathname, basename ) ).toBe( route );
	} );
} );

describe( 'usePageContent', () => {
	function renderPageHook< K extends PageKey >( page: K ) {
		const renders: PageContentState< K >[] = [];
		const hook = renderHook( () => {
			const state = usePageContent( page );
			renders.push( state );
			return state;
		} );
		return { ...hook, renders };
	}

	it( 'with the content already in the store: not loading, that content, from the first render', async () => {
		const loaded = await loadPageContent( 'books', () =>
			Promise.resolve( answer( BOOKS_FILE ) )
		);
		const fetchMock = mockFetch( () =>
			Promise.reject( new Error( 'no request expected' ) )
		);
		const { result, renders } = renderPageHook( 'books' );
		expect( renders[ 0 ] ).toEqual( { content: loaded, loading: false } );
		expect( result.current.content.amazonUrl ).toBe( WP_AMAZON_URL );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'otherwise: loading with the defaults, then the loaded content', async () => {
		const pending = deferred< unknown >();
		const loading = loadPageContent( 'books', () => pending.promise );
		const { result, renders } = renderPageHook( 'books' );
		expect( renders[ 0 ] ).toEqual( {
			content: DEFAULT_CONTENT.books,
			loading: true,
		} );
		await act( async () => {
			pending.resolve( answer( BOOKS_FILE ) );
			await loading;
		} );
		expect( result.current.loading ).toBe( false );
		expect( result.current.content.amazonUrl ).toBe( WP_AMAZON_URL );
		expect( result.current.content ).toBe( peekPageContent( 'books' ) );
	} );

	it( 'reads through api-fetch when nothing is loading yet', async () => {
		const fetchMock = mockFetch( () =>
			Promise.resolve(
				fakeResponse(
					exchange( 'pages-block-contact-content.json' ).response.body
				)
			)
		);
		const { result } = renderPageHook( 'contact' );
		expect( result.current ).toEqual( {
			content: DEFAULT_CONTENT.contact,
			loading: true,
		} );
		await waitFor( () => expect( result.current.loading ).toBe( false ) );
		expect( result.current.content.newsletterTitle ).toBe(
			WP_NEWSLETTER_TITLE
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ]?.[ 0 ] ) ).toContain(
			'/wp/v2/pages?slug=contact-content'
		);
	} );

	it( 'a failed read ends loading with the defaults', async () => {
		mockFetch( () => Promise.reject( new TypeError( 'Failed to fetch' ) ) );
		const { result } = renderPageHook( 'about' );
		expect( result.current.loading ).toBe( true );
		await waitFor( () => expect( result.current.loading ).toBe( false ) );
		expect( result.current.content ).toEqual( DEFAULT_CONTENT.about );
	} );

	it( 'two components share one request', async () => {
		const fetchMock = mockFetch( () =>
			Promise.resolve( fakeResponse( '[]' ) )
		);
		const first = renderPageHook( 'events' );
		const second = renderPageHook( 'events' );
		await waitFor( () => {
			expect( first.result.current.loading ).toBe( false );
			expect( second.result.current.loading ).toBe( false );
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'follows a change of page', async () => {
		await loadPageContent( 'home', () =>
			Promise.resolve( answer( 'pages-block-homepage-content.json' ) )
		);
		const books = await loadPageContent( 'books', () =>
			Promise.resolve( answer( BOOKS_FILE ) )
		);
		const { result, rerender } = renderHook(
			( { page }: { page: PageKey } ) => usePageContent( page ),
			{ initialProps: { page: 'home' as PageKey } }
		);
		rerender( { page: 'books' } );
		expect( result.current.content ).toBe( books );
	} );
} );

describe( 'a reader that throws at once', () => {
	beforeEach( () => resetContentStore() );

	it( 'still ends in the defaults, never a throw', async () => {
		const read = jest.fn( () => {
			throw new Error( 'boom' );
		} );
		await expect( loadPageContent( 'about', read ) ).resolves.toEqual(
			DEFAULT_CONTENT.about
		);
		expect( read ).toHaveBeenCalledTimes( 1 );
	} );
} );
