/**
 * The app's loader (inc/app/app-loader.js) against a model of the browser that
 * the test drives: each external script it inserts runs when the test says
 * (from the cache before the loader's next step, after everything else, or
 * never: it fails), and scripts inserted with `async = false` run in the
 * order they were inserted, each firing its load (or error) event right
 * after it ran, as browsers do. Every timing of every predecessor must give
 * the same runs, in WordPress's order, each once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOADER = readFileSync(
	join( __dirname, '..', '..', 'inc', 'app', 'app-loader.js' ),
	'utf8'
);

/** How an external script behaves once inserted. */
type Timing =
	| 'cached' // runs at once: before the loader's next step
	| 'slow' // runs only after the loader has inserted everything
	| 'failed' // fails at once (load or error event before the next step)
	| 'failed-late'; // fails after everything was inserted

const TIMINGS: Timing[] = [ 'cached', 'slow', 'failed', 'failed-late' ];

type Item = { external: string } | { inline: string; type?: string };

/** What the page looks like: WordPress's order of scripts. */
const SCRIPTS: Item[] = [
	{ inline: 'a-before' },
	{ external: 'a' },
	{ inline: 'a-after' },
	{ inline: 'a-after-2' },
	{ external: 'b' },
	{ inline: 'b-after' },
	{ external: 'c' },
	{ inline: 'c-after' },
	{ external: 'app' },
];

declare global {
	interface Window {
		runs: string[];
	}
}

type Inserted = {
	script: HTMLScriptElement;
	ready: boolean;
	fails: boolean;
	done: boolean;
};

/**
 * A browser for the loader: puts the page in the document, runs the loader
 * and follows what it inserts.
 */
class Browser {
	inserted: Inserted[] = [];
	private restore: Array< () => void > = [];

	constructor(
		private timing: ( name: string ) => Timing,
		items: Item[] = SCRIPTS
	) {
		window.runs = [];
		const template = document.createElement( 'template' );
		template.id = 'author-site-app-scripts';
		template.innerHTML = items
			.map( ( item ) =>
				'external' in item
					? `<script src="https://example.test/${ item.external }.js" data-n="n"></script>`
					: `<script id="${ item.inline }"${
							item.type ? ` type="${ item.type }"` : ''
						} data-n="n">window.runs.push(${ JSON.stringify(
							item.inline
						) });</script>`
			)
			.join( '' );
		document.body.appendChild( template );
		this.watchInsertions();
	}

	/** Runs the loader as the theme prints it. */
	loadLoader(): void {
		const loader = document.createElement( 'script' );
		loader.id = 'author-site-app-loader';
		loader.text = LOADER;
		document.body.appendChild( loader );
	}

	/**
	 * Every insertion into the document goes through here; only scripts
	 * of a JavaScript type run.
	 */
	private watchInsertions(): void {
		const browser = this;
		for ( const method of [ 'appendChild', 'insertBefore' ] as const ) {
			const original = Node.prototype[ method ] as (
				...args: unknown[]
			) => Node;
			Node.prototype[ method ] = function (
				this: Node,
				...args: unknown[]
			) {
				const node = original.apply( this, args );
				if (
					node instanceof HTMLScriptElement &&
					node.src &&
					node.isConnected &&
					/^$|javascript$|^module$/.test( node.type )
				) {
					browser.insert( node );
				}
				return node;
			} as never;
			this.restore.push( () => {
				Node.prototype[ method ] = original as never;
			} );
		}
	}

	private insert( script: HTMLScriptElement ): void {
		const name = new URL( script.src ).pathname.slice( 1, -3 );
		const timing = this.timing( name );
		const entry = {
			script,
			ready: false,
			fails: timing.startsWith( 'failed' ),
			done: false,
		};
		this.inserted.push( entry );
		if ( timing === 'cached' || timing === 'failed' ) {
			// A task of its own, queued before the loader's next step.
			setTimeout( () => {
				entry.ready = true;
				this.pump();
			}, 0 );
		}
	}

	/** Lets every script that has not arrived yet arrive. */
	releaseAll(): void {
		for ( const entry of this.inserted ) {
			entry.ready = true;
		}
		this.pump();
	}

	/**
	 * Runs what may run: scripts inserted with async = false in insertion
	 * order, each only once those before it have run or failed; any other
	 * as soon as it is ready.
	 */
	private pump(): void {
		for ( const entry of this.inserted ) {
			if ( entry.done ) {
				continue;
			}
			const inOrder = ! entry.script.async;
			if ( ! entry.ready ) {
				if ( inOrder ) {
					return;
				}
				continue;
			}
			entry.done = true;
			if ( entry.fails ) {
				entry.script.dispatchEvent( new Event( 'error' ) );
			} else {
				window.runs.push(
					new URL( entry.script.src ).pathname.slice( 1, -3 )
				);
				entry.script.dispatchEvent( new Event( 'load' ) );
			}
		}
	}

	close(): void {
		this.restore.forEach( ( undo ) => undo() );
		document.body.innerHTML = '';
	}
}

/**
 * The runs WordPress's order gives, leaving out the scripts that fail.
 * @param timing Each external script's timing.
 */
function expectedRuns( timing: ( name: string ) => Timing ): string[] {
	return SCRIPTS.flatMap( ( item ) => {
		if ( 'inline' in item ) {
			return [ item.inline ];
		}
		return timing( item.external ).startsWith( 'failed' )
			? []
			: [ item.external ];
	} );
}

/** Every way of giving a, b and c a timing (the app itself arrives late). */
function combinations(): Array< Record< string, Timing > > {
	const all: Array< Record< string, Timing > > = [];
	for ( const a of TIMINGS ) {
		for ( const b of TIMINGS ) {
			for ( const c of TIMINGS ) {
				all.push( { a, b, c, app: 'slow' } );
			}
		}
	}
	return all;
}

function setVisibility( state: 'visible' | 'hidden' ): void {
	Object.defineProperty( document, 'visibilityState', {
		configurable: true,
		get: () => state,
	} );
}

describe( 'inc/app/app-loader.js', () => {
	let browser: Browser | undefined;

	beforeEach( () => {
		jest.useFakeTimers();
		setVisibility( 'visible' );
	} );

	afterEach( () => {
		browser?.close();
		browser = undefined;
		jest.useRealTimers();
		// @ts-expect-error -- back to jsdom's own property.
		delete document.visibilityState;
	} );

	for ( const visibility of [ 'visible', 'hidden' ] as const ) {
		it.each( combinations() )(
			`${ visibility } page, predecessors %j: every script runs once, in order`,
			( timings ) => {
				setVisibility( visibility );
				const timing = ( name: string ): Timing =>
					timings[ name ] ?? 'slow';
				browser = new Browser( timing );
				browser.loadLoader();
				jest.runAllTimers();
				// Nothing may run after the app's turn: the app is last.
				expect( window.runs ).not.toContain( 'app' );
				browser.releaseAll();
				jest.runAllTimers();
				expect( window.runs ).toEqual( expectedRuns( timing ) );
			}
		);
	}

	it( 'inserts external scripts with async = false and every attribute copied', () => {
		browser = new Browser( () => 'slow' );
		const loader = document.createElement( 'script' );
		loader.id = 'author-site-app-loader';
		loader.text = LOADER;
		document.body.appendChild( loader );
		jest.runAllTimers();
		expect( browser.inserted.map( ( e ) => e.script.async ) ).toEqual( [
			false,
			false,
			false,
			false,
		] );
		expect(
			browser.inserted.map( ( e ) => e.script.getAttribute( 'data-n' ) )
		).toEqual( [ 'n', 'n', 'n', 'n' ] );
	} );

	it( 'inserts one external script per task while the page is visible', () => {
		browser = new Browser( () => 'slow' );
		browser.loadLoader();
		// The loader waits for a frame (no paint observer in jsdom).
		jest.advanceTimersToNextTimer();
		jest.advanceTimersToNextTimer();
		const counts: number[] = [ browser.inserted.length ];
		while ( browser.inserted.length < 4 ) {
			jest.advanceTimersToNextTimer();
			counts.push( browser.inserted.length );
		}
		expect( counts ).toEqual( [ 1, 2, 3, 4 ] );
	} );

	it( 'starts at once on a hidden page, all in one go', () => {
		setVisibility( 'hidden' );
		browser = new Browser( () => 'slow' );
		browser.loadLoader();
		expect( browser.inserted ).toHaveLength( 4 );
		expect( window.runs ).toEqual( [ 'a-before' ] );
		browser.releaseAll();
		expect( window.runs ).toEqual( expectedRuns( () => 'slow' ) );
	} );

	it( 'starts when a visible page is sent to the background before it painted', () => {
		browser = new Browser( () => 'slow' );
		browser.loadLoader();
		expect( browser.inserted ).toHaveLength( 0 );
		setVisibility( 'hidden' );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( browser.inserted ).toHaveLength( 4 );
	} );

	it( 'never starts twice', () => {
		browser = new Browser( () => 'cached' );
		browser.loadLoader();
		jest.runAllTimers();
		setVisibility( 'hidden' );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		jest.runAllTimers();
		browser.releaseAll();
		expect( window.runs ).toEqual( expectedRuns( () => 'cached' ) );
		expect( browser.inserted ).toHaveLength( 4 );
	} );

	/**
	 * Puts the first view's pictures in the page: eager ones still loading,
	 * and a lazy one, which the loader must not wait for.
	 */
	function firstView( eager: number ): HTMLImageElement[] {
		const root = document.createElement( 'div' );
		root.id = 'root';
		const pictures = Array.from( { length: eager + 1 }, ( _, i ) => {
			const img = document.createElement( 'img' );
			if ( i === eager ) {
				img.setAttribute( 'loading', 'lazy' );
			}
			Object.defineProperty( img, 'complete', { get: () => false } );
			root.appendChild( img );
			return img;
		} );
		document.body.appendChild( root );
		return pictures.slice( 0, eager );
	}

	it( 'starts only once the first view’s eager pictures have loaded or failed', () => {
		const [ cover, portrait ] = firstView( 2 ) as [
			HTMLImageElement,
			HTMLImageElement,
		];
		browser = new Browser( () => 'slow' );
		browser.loadLoader();
		jest.advanceTimersByTime( 1000 );
		expect( browser.inserted ).toHaveLength( 0 );
		cover.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( 1000 );
		expect( browser.inserted ).toHaveLength( 0 );
		portrait.dispatchEvent( new Event( 'error' ) );
		jest.advanceTimersByTime( 100 );
		expect( browser.inserted ).toHaveLength( 4 );
	} );

	it( 'does not wait for lazy pictures', () => {
		firstView( 0 );
		browser = new Browser( () => 'slow' );
		browser.loadLoader();
		jest.advanceTimersByTime( 100 );
		expect( browser.inserted ).toHaveLength( 4 );
	} );

	it( 'starts after 3 s when a picture never arrives', () => {
		firstView( 1 );
		browser = new Browser( () => 'slow' );
		browser.loadLoader();
		jest.advanceTimersByTime( 2900 );
		expect( browser.inserted ).toHaveLength( 0 );
		jest.advanceTimersByTime( 200 );
		expect( browser.inserted ).toHaveLength( 4 );
	} );

	it( 'does not wait behind a script the browser will never run (a plugin’s consent type)', () => {
		const items: Item[] = [
			{ external: 'a' },
			{ inline: 'a-after' },
			{ external: 'b' },
			{ inline: 'b-after' },
			{ external: 'app' },
		];
		const timing = ( name: string ): Timing =>
			name === 'app' ? 'slow' : 'cached';
		browser = new Browser( timing, items );
		const template = document.getElementById(
			'author-site-app-scripts'
		) as HTMLTemplateElement;
		template.content
			.querySelector( 'script[src$="/b.js"]' )
			?.setAttribute( 'type', 'text/plain' );
		browser.loadLoader();
		jest.runAllTimers();
		browser.releaseAll();
		jest.runAllTimers();
		// b is inert: it never runs, and what follows it still does.
		expect( window.runs ).toEqual( [ 'a', 'a-after', 'b-after', 'app' ] );
	} );
} );
