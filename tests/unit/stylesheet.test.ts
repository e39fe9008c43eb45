/**
 * The app waits for the whole stylesheet the loader links (src/stylesheet.ts):
 * at once when none is linked or it has already settled, else until its load
 * or error event, and never longer than STYLESHEET_WAIT_MS (a stalled host).
 */
import { STYLESHEET_WAIT_MS, stylesheetSettled } from '../../src/stylesheet';

/** Links a stylesheet as the loader does; `settled` as after its load. */
function link( settled: boolean ): HTMLLinkElement {
	const element = document.createElement( 'link' );
	element.rel = 'stylesheet';
	element.id = 'author-site-stylesheet';
	if ( settled ) {
		element.setAttribute( 'data-settled', '' );
	}
	document.head.appendChild( element );
	return element;
}

/** Whether the promise has resolved by the next task. */
async function resolvedSoon( promise: Promise< void > ): Promise< boolean > {
	let done = false;
	promise.then( () => ( done = true ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	return done;
}

afterEach( () => {
	document.head.innerHTML = '';
} );

test( 'no stylesheet linked: it does not wait', async () => {
	expect( await resolvedSoon( stylesheetSettled() ) ).toBe( true );
} );

test( 'a stylesheet already settled: it does not wait', async () => {
	link( true );
	expect( await resolvedSoon( stylesheetSettled() ) ).toBe( true );
} );

test.each( [ 'load', 'error' ] )(
	'a stylesheet on its way: it waits for its %s event',
	async ( event ) => {
		const element = link( false );
		const settled = stylesheetSettled();
		expect( await resolvedSoon( settled ) ).toBe( false );
		element.dispatchEvent( new Event( event ) );
		expect( await resolvedSoon( settled ) ).toBe( true );
	}
);

test( 'a stylesheet that never settles holds the app no longer than the limit', async () => {
	jest.useFakeTimers();
	try {
		link( false );
		let done = false;
		stylesheetSettled().then( () => ( done = true ) );
		jest.advanceTimersByTime( STYLESHEET_WAIT_MS - 1 );
		await Promise.resolve();
		expect( done ).toBe( false );
		jest.advanceTimersByTime( 1 );
		await Promise.resolve();
		expect( done ).toBe( true );
	} finally {
		jest.useRealTimers();
	}
} );
