/**
 * The navigation bench's reader (docs/benchmarks.md#navigation): a page in
 * Playwright's Chromium at 1280 × 800 with Lighthouse's slow-4G profile
 * through CDP (150 ms, 1.6 Mbit/s both ways, CPU × 4) and the connection it
 * names; how it opens a source page and clicks a link with intent; and a
 * frame loop in every document that reports the first frame where a
 * navigation's target shows: the target's path, `main h1` visible with text
 * other than the source's, no `.loading` in main.
 */
import { sleep } from './lib.mjs';

export const VIEWPORT = { width: 1280, height: 800 };
export const CPU_RATE = 4;
/** How long the pointer rests on a link before the click, in ms. */
const INTENT_MS = 150;
const TIMEOUT = 90_000;
// Lighthouse's mobileSlow4G: 150 ms, 1.6 Mbit/s (1638.4 kbit/s) both ways, CPU × 4.
const KBPS = 1.6 * 1024;
const SLOW_4G = {
	offline: false,
	latency: 150,
	downloadThroughput: ( KBPS * 1024 ) / 8,
	uploadThroughput: ( KBPS * 1024 ) / 8,
};

/**
 * Whether the page shows the target: its path, `main h1` visible with text
 * other than the source's, nothing loading in main. Runs in the page.
 * @param {{path: string, heading: ?string}} want
 */
export function shown( want ) {
	const bare = ( path ) => path.replace( /\/+$/, '' ) || '/';
	if ( bare( window.location.pathname ) !== bare( want.path ) ) {
		return false;
	}
	const content = document.querySelector( 'main' );
	const heading = content?.querySelector( 'h1' );
	const text = heading?.textContent.trim() ?? '';
	return (
		!! heading &&
		text !== '' &&
		text !== want.heading &&
		heading.checkVisibility( {
			opacityProperty: true,
			visibilityProperty: true,
		} ) &&
		heading.getBoundingClientRect().height > 0 &&
		! content.querySelector( '.loading' )
	);
}

/**
 * The init script of every document: the connection it names (`save-data`:
 * one that asks to save data; `intent-only`: 3G); then, when a navigation is under way (sessionStorage
 * `bench-navigation`, set at the click or before a full load), a frame loop
 * that reports the first frame where the target shows, in ms since the click
 * (or since this document's navigation started), through
 * `benchNavigationShown`.
 * @param {{connection: ?string}} options
 * @param {Function}              isShown shown(), as text into the page.
 */
function watch( options, isShown ) {
	if ( options.connection ) {
		// Save-Data: nothing is fetched ahead; 3G: only intent fetches ahead.
		const connection = {
			saveData: options.connection === 'save-data',
			effectiveType: options.connection === 'save-data' ? '4g' : '3g',
			downlink: 1.6,
			rtt: 150,
			addEventListener() {},
			removeEventListener() {},
		};
		Object.defineProperty( Navigator.prototype, 'connection', {
			configurable: true,
			get: () => connection,
		} );
	}
	const KEY = 'bench-navigation';
	const follow = () => {
		let want = null;
		try {
			want = JSON.parse( sessionStorage.getItem( KEY ) ?? 'null' );
		} catch {
			return;
		}
		if ( ! want || want.ms !== undefined ) {
			return;
		}
		const tick = () => {
			if ( ! isShown( want ) ) {
				window.requestAnimationFrame( tick );
				return;
			}
			const now = performance.timeOrigin + performance.now();
			want.ms = now - ( want.start ?? performance.timeOrigin );
			// A click the app did not take: the target loaded as a new document.
			want.reloaded =
				want.origin !== undefined &&
				want.origin !== performance.timeOrigin;
			sessionStorage.setItem( KEY, JSON.stringify( want ) );
			window.benchNavigationShown?.( want );
		};
		window.requestAnimationFrame( tick );
	};
	window.benchNavigationFollow = follow;
	follow();
}

/**
 * A page in a new context: slow 4G and CPU × 4 through CDP, 1280 × 800, the
 * init script; `next()` resolves with the next report of a shown target.
 * @param {import('@playwright/test').Browser} browser
 * @param {Object}                             o
 * @param {?string}                            [o.connection] `save-data` or `intent-only` (see watch()).
 * @param {boolean}                            [o.throttled]  Slow 4G and CPU × 4.
 * @param {string}                             [o.userAgent]
 */
export async function openContext(
	browser,
	{ connection = null, throttled = true, userAgent }
) {
	const context = await browser.newContext( {
		viewport: VIEWPORT,
		...( userAgent ? { userAgent } : {} ),
	} );
	context.setDefaultTimeout( TIMEOUT );
	context.setDefaultNavigationTimeout( TIMEOUT );
	let report = () => {};
	await context.exposeFunction( 'benchNavigationShown', ( want ) =>
		report( want )
	);
	await context.addInitScript( {
		content: `(${ watch })(${ JSON.stringify( { connection } ) }, ${ shown });`,
	} );
	const page = await context.newPage();
	if ( throttled ) {
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Network.enable' );
		await cdp.send( 'Network.emulateNetworkConditions', SLOW_4G );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: CPU_RATE } );
	}
	/** The next report of a shown target (the one navigation under way). */
	const next = () =>
		new Promise( ( resolve, reject ) => {
			const timer = setTimeout(
				() =>
					reject( new Error( `no target shown in ${ TIMEOUT } ms` ) ),
				TIMEOUT
			);
			timer.unref();
			report = ( want ) => {
				clearTimeout( timer );
				resolve( want );
			};
		} );
	return { context, page, next };
}

/**
 * Loads a page, waits until the app has started and the network is idle.
 * @param {import('@playwright/test').Page} page
 * @param {string}                          origin
 * @param {string}                          path
 */
export async function openSource( page, origin, path ) {
	await page.goto( origin + path );
	await page.waitForFunction(
		() => document.documentElement.dataset.app === 'ready'
	);
	await page.waitForLoadState( 'networkidle' );
}

/**
 * What a click on the source page is to wait for: the target's path and the
 * source's heading (the target's must differ).
 * @param {import('@playwright/test').Page} page
 * @param {string}                          to
 */
export const awaited = ( page, to ) =>
	page.evaluate(
		( path ) => ( {
			path,
			heading:
				document.querySelector( 'main h1' )?.textContent.trim() ?? null,
		} ),
		to
	);

/**
 * Readies the page for a timed click: a listener (capture phase, before the
 * app's) that stamps the click and starts the frame loop.
 * @param {import('@playwright/test').Page} page
 * @param {string}                          to
 */
export async function armClick( page, to ) {
	await page.evaluate(
		( want ) =>
			window.addEventListener(
				'click',
				() => {
					sessionStorage.setItem(
						'bench-navigation',
						JSON.stringify( {
							...want,
							start: performance.timeOrigin + performance.now(),
							origin: performance.timeOrigin,
						} )
					);
					window.benchNavigationFollow();
				},
				{ capture: true, once: true }
			),
		await awaited( page, to )
	);
}

/**
 * Clicks a link with intent: the pointer over it, 150 ms, mouse down and up
 * there.
 * @param {import('@playwright/test').Page}    page
 * @param {import('@playwright/test').Locator} locator
 */
export async function clickWithIntent( page, locator ) {
	await locator.hover();
	await sleep( INTENT_MS );
	await page.mouse.down();
	await page.mouse.up();
}
