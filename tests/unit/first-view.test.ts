/**
 * How the app's start reads its first view (src/firstView.ts): on a view
 * with event dates, the browser's date data loads in a task of its own,
 * before any events answer is read.
 */
import { DEFAULT_CONFIG } from '../../src/config/defaults';
import { PRELOAD_ELEMENT_ID } from '../../src/config/pageData';
import {
	eventPath,
	eventsPath,
	EVENTS_PAGE_PER_PAGE,
} from '../../src/events/client';
import { answer } from '../shared/recordings';
import { setPageConfig, setPageData } from '../shared/page-config';

type ApiModule = typeof import( '../../src/api/apiFetch' );
type FirstViewModule = typeof import( '../../src/firstView' );

const originalFetch = global.fetch;

/**
 * Runs prepareFirstView at `path` with real tasks between its reads, and
 * returns what happened in order: `task` where it yields, `date formatter`
 * for each Intl.DateTimeFormat made, `read <path>` for each REST read.
 *
 * @param path   The page's location.
 * @param config What the configuration adds to the defaults.
 */
async function startLog(
	path: string,
	config: Record< string, unknown > = {}
): Promise< string[] > {
	const log: string[] = [];
	jest.resetModules();
	window.history.replaceState( null, '', path );
	setPageConfig( { ...DEFAULT_CONFIG, ...config } );
	setPageData( PRELOAD_ELEMENT_ID, {
		[ eventsPath( EVENTS_PAGE_PER_PAGE ) ]: {
			body: answer( 'events-per-page-20.json' ),
			headers: {},
		},
		[ eventPath( 'launch-party' ) ]: {
			body: answer( 'events-single.json' ),
			headers: {},
		},
	} );
	// Nothing else is preloaded: a page's content answers empty.
	global.fetch = jest.fn( () =>
		Promise.resolve( {
			ok: true,
			status: 200,
			text: () => Promise.resolve( '[]' ),
			json: () => Promise.resolve( [] ),
		} )
	) as unknown as typeof fetch;
	const api = require( '../../src/api/apiFetch' ) as ApiModule;
	const { readJson } = api;
	jest.spyOn( api, 'readJson' ).mockImplementation( ( readPath, ...rest ) => {
		log.push( `read ${ readPath }` );
		return readJson( readPath, ...rest );
	} );
	const DateTimeFormat = Intl.DateTimeFormat;
	const made = jest
		.spyOn( Intl, 'DateTimeFormat' )
		.mockImplementation( ( ...args ) => {
			log.push( 'date formatter' );
			return new DateTimeFormat( ...args );
		} );
	try {
		const { prepareFirstView } =
			require( '../../src/firstView' ) as FirstViewModule;
		await prepareFirstView( () => {
			log.push( 'task' );
			return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
	} finally {
		made.mockRestore();
	}
	return log;
}

/** The entries of the task in which the first date formatter was made. */
function taskOfFirstFormatter( log: string[] ): string[] {
	const first = log.indexOf( 'date formatter' );
	expect( first ).toBeGreaterThan( -1 );
	const start = log.lastIndexOf( 'task', first );
	const end = log.indexOf( 'task', first );
	return log.slice( start + 1, end === -1 ? log.length : end );
}

afterEach( () => {
	global.fetch = originalFetch;
	jest.restoreAllMocks();
	setPageConfig( undefined );
	setPageData( PRELOAD_ELEMENT_ID, undefined );
	window.history.replaceState( null, '', '/' );
} );

describe( 'prepareFirstView: the date data in a task of its own', () => {
	it( '/events: the first date formatter is made alone, before the events are read', async () => {
		const log = await startLog( '/events' );
		const eventsRead = log.indexOf(
			`read ${ eventsPath( EVENTS_PAGE_PER_PAGE ) }`
		);
		expect( eventsRead ).toBeGreaterThan( -1 );
		expect( taskOfFirstFormatter( log ) ).toEqual( [ 'date formatter' ] );
		expect( log.indexOf( 'date formatter' ) ).toBeLessThan( eventsRead );
		// The events' own formatters are made in the read's task, once per zone.
		expect(
			log.filter( ( entry ) => entry === 'date formatter' ).length
		).toBeGreaterThan( 1 );
	} );

	it( 'an event page: the first date formatter is made alone, before the event is read', async () => {
		const log = await startLog( '/events/launch-party/', {
			event: { slug: 'launch-party' },
		} );
		const eventRead = log.indexOf(
			`read ${ eventPath( 'launch-party' ) }`
		);
		expect( eventRead ).toBeGreaterThan( -1 );
		expect( taskOfFirstFormatter( log ) ).toEqual( [ 'date formatter' ] );
		expect( log.indexOf( 'date formatter' ) ).toBeLessThan( eventRead );
	} );

	it( '/about: no date formatter at all', async () => {
		const log = await startLog( '/about' );
		expect( log ).not.toContain( 'date formatter' );
		expect( log.some( ( entry ) => entry.startsWith( 'read ' ) ) ).toBe(
			true
		);
	} );
} );
