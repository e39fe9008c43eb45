/**
 * In-app navigation (docs/remote-calls.md#in-app-navigation): a route's
 * document read, the middleware's answers from it, which links are the
 * app's, and when nothing may be fetched ahead.
 */
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import { readRouteDocument } from '../../../src/navigation/routeDocument';
import { setPageConfig } from '../../shared/page-config';

type ApiModule = typeof import( '../../../src/api/apiFetch' );
type DocumentsModule = typeof import( '../../../src/navigation/documents' );

const ABOUT_PATH = '/wp/v2/pages?slug=about-content';
const ABOUT_BODY = [ { id: 5, content: { rendered: '<p>About</p>' } } ];

/** A route's document as the theme prints it (JSON with `<` escaped). */
function documentHtml( {
	preload = { [ ABOUT_PATH ]: { body: ABOUT_BODY, headers: {} } } as Record<
		string,
		unknown
	>,
	config = { homeUrl: 'http://localhost/' } as Record< string, unknown >,
	main = '<h1>About</h1><img src="/p.jpg" srcset="/p-300.jpg 300w, /p.jpg 600w" sizes="(max-width: 600px) 100vw, 600px" alt="">',
} = {} ): string {
	const json = ( value: unknown ) =>
		JSON.stringify( value ).replace( /</g, '\\u003C' );
	return `<!DOCTYPE html><html><head><link rel="icon" href="data:,"><img src="/not-in-main.png"></head><body>
<header><img src="/logo.png" alt=""></header>
<main id="main">${ main }</main>
<script type="application/json" id="author-site-config">${ json( config ) }</script>
<script type="application/json" id="author-site-preload">${ json( preload ) }</script>
</body></html>`;
}

describe( 'readRouteDocument', () => {
	it( 'reads the preloaded answers by path, the configuration and the first picture in <main>', () => {
		const doc = readRouteDocument(
			documentHtml( {
				config: { catalogue: { today: '2026-11-24' } },
			} )
		);
		expect( [ ...doc.answers ] ).toEqual( [ [ ABOUT_PATH, ABOUT_BODY ] ] );
		expect( doc.config ).toEqual( { catalogue: { today: '2026-11-24' } } );
		expect( doc.picture ).toEqual( {
			src: '/p.jpg',
			srcset: '/p-300.jpg 300w, /p.jpg 600w',
			sizes: '(max-width: 600px) 100vw, 600px',
		} );
	} );

	it( 'keeps an answer whose text holds markup (printed with < escaped)', () => {
		const body = [ { content: { rendered: '<p>a</script><b>' } } ];
		const doc = readRouteDocument(
			documentHtml( {
				preload: { [ ABOUT_PATH ]: { body, headers: {} } },
			} )
		);
		expect( doc.answers.get( ABOUT_PATH ) ).toEqual( body );
	} );

	it( 'gives nothing for a page without the theme’s data, broken JSON or answers without a body', () => {
		expect(
			readRouteDocument( '<html><body><p>Hi</p></body></html>' )
		).toEqual( {
			answers: new Map(),
			config: {},
			picture: null,
		} );
		const broken = documentHtml().replace(
			/id="author-site-preload">\{/,
			'id="author-site-preload">{,'
		);
		expect( readRouteDocument( broken ).answers.size ).toBe( 0 );
		const bodiless = readRouteDocument(
			documentHtml( { preload: { [ ABOUT_PATH ]: { headers: {} } } } )
		);
		expect( bodiless.answers.size ).toBe( 0 );
	} );

	it( 'has no picture to fetch ahead when <main> has none or only a data: URL', () => {
		expect(
			readRouteDocument( documentHtml( { main: '<h1>A</h1>' } ) ).picture
		).toBeNull();
		expect(
			readRouteDocument(
				documentHtml( {
					main: '<img src="data:image/svg+xml,x" alt="">',
				} )
			).picture
		).toBeNull();
	} );
} );

/** A Response-like HTML answer. */
function htmlResponse( body: string, status = 200 ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: new Headers( { 'Content-Type': 'text/html; charset=UTF-8' } ),
		text: () => Promise.resolve( body ),
		json: () => Promise.reject( new SyntaxError( 'HTML' ) ),
	};
}

/** A Response-like JSON answer. */
function jsonResponse( value: unknown ) {
	return {
		ok: true,
		status: 200,
		headers: new Headers( { 'Content-Type': 'application/json' } ),
		text: () => Promise.resolve( JSON.stringify( value ) ),
		json: () => Promise.resolve( value ),
	};
}

describe( 'reads answered from the document of the address the app is at', () => {
	const originalFetch = global.fetch;
	let api: ApiModule;
	let documents: DocumentsModule;
	let fetchMock: jest.Mock;

	beforeEach( async () => {
		jest.resetModules();
		api = await import( '../../../src/api/apiFetch' );
		documents = await import( '../../../src/navigation/documents' );
		api.configureApiFetch(
			{ restUrl: 'http://localhost/wp-json/' },
			{},
			documents.answerFromDocument
		);
		window.history.replaceState( null, '', '/' );
		fetchMock = jest.fn( ( url: string ) =>
			Promise.resolve(
				url.includes( '/wp-json/' )
					? jsonResponse( [ { id: 99 } ] )
					: htmlResponse( documentHtml() )
			)
		);
		global.fetch = fetchMock as unknown as typeof fetch;
	} );

	afterEach( () => {
		global.fetch = originalFetch;
		jest.restoreAllMocks();
		window.history.replaceState( null, '', '/' );
	} );

	const urls = () => fetchMock.mock.calls.map( ( [ url ] ) => String( url ) );

	it( 'asks the REST API, not a document, until the first view is drawn', async () => {
		window.history.replaceState( null, '', '/about' );
		await api.readJson( ABOUT_PATH );
		expect( urls() ).toEqual( [
			expect.stringContaining( '/wp-json/wp/v2/pages' ),
		] );
	} );

	it( 'then reads a route’s answers from its document, fetched once, without cookies', async () => {
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about#team' );
		await expect( api.readJson( ABOUT_PATH ) ).resolves.toEqual(
			ABOUT_BODY
		);
		await expect( api.readJson( ABOUT_PATH ) ).resolves.toEqual(
			ABOUT_BODY
		);
		expect( urls() ).toEqual( [ 'http://localhost/about' ] );
		expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			credentials: 'omit',
			headers: { Accept: 'text/html' },
		} );
	} );

	it( 'asks the REST API for a path the document lacks', async () => {
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about' );
		const other = '/wp/v2/pages?slug=contact-content';
		await expect( api.readJson( other ) ).resolves.toEqual( [
			{ id: 99 },
		] );
		expect( urls() ).toEqual( [
			'http://localhost/about',
			expect.stringContaining(
				'/wp-json/wp/v2/pages?slug=contact-content'
			),
		] );
	} );

	it( 'asks the REST API when the document fails, and fetches it again next time', async () => {
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about' );
		fetchMock.mockImplementationOnce( () =>
			Promise.resolve( htmlResponse( 'Server error', 500 ) )
		);
		await expect( api.readJson( ABOUT_PATH ) ).resolves.toEqual( [
			{ id: 99 },
		] );
		await expect( api.readJson( ABOUT_PATH ) ).resolves.toEqual(
			ABOUT_BODY
		);
		expect( urls() ).toEqual( [
			'http://localhost/about',
			expect.stringContaining( '/wp-json/' ),
			'http://localhost/about',
		] );
	} );

	it( 'fetches a document again once it is older than five minutes', async () => {
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( 1_000_000 );
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about' );
		await documents.loadRouteDocument( '/about', 'low' );
		now.mockReturnValue( 1_000_000 + documents.DOCUMENT_FRESH_MS - 1 );
		await api.readJson( ABOUT_PATH );
		expect( urls() ).toHaveLength( 1 );
		now.mockReturnValue( 1_000_000 + documents.DOCUMENT_FRESH_MS );
		await api.readJson( ABOUT_PATH );
		expect( urls() ).toEqual( [
			'http://localhost/about',
			'http://localhost/about',
		] );
	} );

	it( 'a view draws at once from the address’s document once it has arrived', async () => {
		const store = await import( '../../../src/content/store' );
		const { pageContentFromAnswer } =
			await import( '../../../src/content/pages' );
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about' );
		expect( store.peekPageContent( 'about' ) ).toBeUndefined();
		await documents.loadRouteDocument( '/about', 'low' );
		expect( store.peekPageContent( 'about' ) ).toEqual(
			pageContentFromAnswer( 'about', ABOUT_BODY )
		);
		// Not the document of another address.
		window.history.pushState( null, '', '/contact' );
		expect( store.peekPageContent( 'contact' ) ).toBeUndefined();
	} );

	it( 'never from a document older than five minutes', async () => {
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( 1_000_000 );
		const store = await import( '../../../src/content/store' );
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about' );
		await documents.loadRouteDocument( '/about', 'low' );
		now.mockReturnValue( 1_000_000 + documents.DOCUMENT_FRESH_MS );
		expect( store.peekPageContent( 'about' ) ).toBeUndefined();
	} );

	it( 'gives up with the read’s own timeout while the document hangs', async () => {
		documents.startDocumentReads();
		window.history.pushState( null, '', '/about' );
		fetchMock.mockImplementation(
			( _url: string, init?: RequestInit ) =>
				new Promise( ( _resolve, reject ) =>
					init?.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					)
				)
		);
		await expect( api.readJson( ABOUT_PATH, 50 ) ).rejects.toMatchObject( {
			name: 'AbortError',
		} );
	} );
} );

describe( 'which links are the app’s', () => {
	// Each test's modules read the page's configuration afresh.
	beforeEach( () => {
		jest.resetModules();
		setPageConfig( { ...DEFAULT_CONFIG, homeUrl: 'http://localhost/' } );
		window.history.replaceState( null, '', '/' );
	} );

	afterEach( () => setPageConfig( undefined ) );

	it( 'the routes, book pages and their bonus pages on this site, not this page, another site or WordPress’s own', async () => {
		const { isAppAddress } =
			await import( '../../../src/navigation/appLinks' );
		const app = [
			'/books',
			'/books/',
			'/about',
			'/events',
			'/contact#newsletter',
			'/books/the-heir/',
			'/books/the-heir/bonus/',
			'/books/bonus/',
		];
		const not = [
			'/',
			'/#main',
			'/about?preview=true',
			'https://example.com/books',
			'/blog/a-post/',
			'/wp-admin/',
			'/books/the-heir/extra/',
			'/books/the-heir/bonus/more/',
		];
		for ( const href of app ) {
			expect( [ href, isAppAddress( href ) ] ).toEqual( [ href, true ] );
		}
		for ( const href of not ) {
			expect( [ href, isAppAddress( href ) ] ).toEqual( [ href, false ] );
		}
	} );

	it( 'under a home URL with a path, only addresses under it', async () => {
		setPageConfig( {
			...DEFAULT_CONFIG,
			homeUrl: 'http://localhost/site/',
		} );
		window.history.replaceState( null, '', '/site/' );
		const { isAppAddress } =
			await import( '../../../src/navigation/appLinks' );
		expect( isAppAddress( '/site/books' ) ).toBe( true );
		expect( isAppAddress( '/books' ) ).toBe( false );
		expect( isAppAddress( '/sitemap/books' ) ).toBe( false );
	} );
} );

describe( 'whether anything may be fetched ahead', () => {
	const set = ( connection: unknown ) =>
		Object.defineProperty( navigator, 'connection', {
			configurable: true,
			get: () => connection,
		} );

	afterEach( () => set( undefined ) );

	it( 'never on a connection that saves data or is 2G; links in view only on 4G', async () => {
		const { mayPrefetch, mayPrefetchInView } =
			await import( '../../../src/navigation/prefetch' );
		const cases: Array< [ unknown, boolean, boolean ] > = [
			[ { saveData: false, effectiveType: '4g' }, true, true ],
			[ { saveData: false, effectiveType: '3g' }, true, false ],
			[ { saveData: true, effectiveType: '4g' }, false, false ],
			[ { saveData: false, effectiveType: '2g' }, false, false ],
			[ { saveData: false, effectiveType: 'slow-2g' }, false, false ],
			// A browser that does not say: pointing still counts, links in view do not.
			[ undefined, true, false ],
		];
		for ( const [ connection, ahead, inView ] of cases ) {
			set( connection );
			expect( [
				connection,
				mayPrefetch(),
				mayPrefetchInView(),
			] ).toEqual( [ connection, ahead, inView ] );
		}
	} );
} );
