import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support/fixtures';
import { expectMenu, menuToggle } from './support/menu';

/*
 * On a slow phone (Chromium's CPU slowed 4×, DevTools' "Slow 4G"; the network
 * alone under a moved clock, docs/testing.md#time), a tap on
 * the menu's toggle opens the menu at any moment after it is drawn: before
 * the app's bundle is asked for, while it loads, as it starts, and once it
 * owns the page (docs/first-paint.md#the-menu-before-the-app). Each moment
 * is a state of the page, waited for, never a time; each tap is on a fresh
 * load.
 */

/** DevTools' "Slow 4G": 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = {
	offline: false,
	latency: 562.5,
	downloadThroughput: 180_000,
	uploadThroughput: 84_375,
};

/**
 * Whether the run's clock is moved (bin/site/moved-clock.sh): libfaketime moves
 * Chromium's monotonic clock too, and its CPU throttling then never wakes.
 */
const MOVED_CLOCK = Boolean( process.env.FAKETIME );

/**
 * Slows the page's CPU 4× (on the real clock) and its network to slow 4G.
 * @param page
 */
async function slowPhone( page: Page ) {
	const cdp = await page.context().newCDPSession( page );
	if ( ! MOVED_CLOCK ) {
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
	}
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.emulateNetworkConditions', SLOW_4G );
}

const BUNDLE = /\/build\/index\.js/;

/**
 * The moments of a tap: each watches the page from before its load and
 * returns what to wait for once the page's load has begun.
 */
const MOMENTS: ReadonlyArray< {
	name: string;
	watch: ( page: Page ) => () => Promise< unknown >;
} > = [
	{
		// The tap itself waits for the toggle to be drawn.
		name: 'as soon as the toggle is drawn',
		watch: () => async () => undefined,
	},
	{
		name: 'when the app’s bundle is asked for',
		watch: ( page ) => {
			const asked = page.waitForRequest( BUNDLE );
			return () => asked;
		},
	},
	{
		name: 'when the app’s bundle has arrived',
		watch: ( page ) => {
			const arrived = page.waitForEvent( 'requestfinished', ( request ) =>
				BUNDLE.test( request.url() )
			);
			return () => arrived;
		},
	},
	{
		// hydrateRoot() marks its container at once (React 18's own key);
		// hydration then runs in slices between which the tap can land.
		name: 'as the app starts hydrating',
		watch: ( page ) => () =>
			page.waitForFunction( () => {
				const root = document.getElementById( 'root' );
				return (
					!! root &&
					Object.keys( root ).some( ( key ) =>
						key.startsWith( '__reactContainer$' )
					)
				);
			} ),
	},
	{
		name: 'once the app owns the page',
		watch: ( page ) => () => appReady( page ),
	},
];

test.describe( 'the menu on a slow phone', () => {
	test.use( { viewport: { width: 375, height: 800 }, hasTouch: true } );

	for ( const moment of MOMENTS ) {
		test( `a tap ${ moment.name } opens it`, async ( { page } ) => {
			// Throttled loads on a busy machine: room, not a time asserted.
			test.slow();
			await slowPhone( page );
			const reached = moment.watch( page );
			await page.goto( '/', { waitUntil: 'commit' } );
			await reached();
			const app = await page.evaluate(
				() => document.documentElement.dataset.app ?? 'not started'
			);
			test.info().annotations.push( {
				type: 'app when tapped',
				description: app,
			} );

			await expect( menuToggle( page ) ).toBeVisible();
			await menuToggle( page ).tap();
			await expectMenu( page, true );
			// The app, starting after the tap, leaves it open, and closes it.
			await appReady( page );
			await expectMenu( page, true );
			await menuToggle( page ).tap();
			await expectMenu( page, false );
		} );
	}
} );
