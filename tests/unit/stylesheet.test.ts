/**
 * The app waits for the whole stylesheet the loader loads (src/stylesheet.ts):
 * at once when none is linked or it has already settled, else until its load
 * or error event, and never longer than STYLESHEET_WAIT_MS (a stalled host).
 * It applies it without the rules the inline CSS already has (keptRules).
 */
import {
	keptRules,
	STYLESHEET_WAIT_MS,
	stylesheetSettled,
} from '../../src/stylesheet';

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

/** A stylesheet parsed from CSS, as the browser would (jsdom's CSSOM). */
function sheet( css: string ): CSSStyleSheet {
	const style = document.createElement( 'style' );
	style.textContent = css;
	document.head.appendChild( style );
	return style.sheet as CSSStyleSheet;
}

/** What is left of `whole` once the rules `inline` has are dropped. */
function left( whole: string, inline: string ): string[] {
	const wholeSheet = sheet( whole );
	const drops: Parameters< typeof keptRules >[ 2 ] = [];
	const steps = keptRules( wholeSheet, sheet( inline ), drops );
	while ( ! steps.next().done ) {}
	for ( const [ parent, index ] of drops.reverse() ) {
		parent.deleteRule( index );
	}
	return Array.from( wholeSheet.cssRules, ( rule ) =>
		rule.cssText.replace( /\s+/g, ' ' )
	);
}

const WHOLE = [
	':root{--a:1}',
	'.kept{color:red}',
	'.later{color:blue}',
	'@media (min-width:768px){.kept{margin:0}.later{margin:1px}}',
	'@media (min-width:768px){.later-too{padding:0}}',
	'@media (min-width:768px){.kept-too{padding:1px}}',
	'@keyframes spin{to{transform:rotate(1turn)}}',
	'.kept{color:green}',
].join( '' );

test( 'the rules the inline CSS kept are dropped, the later ones stay in order inside their conditions', () => {
	const inline = [
		'@font-face{font-family:x;src:url(x.woff2)}',
		':root{--a:1}',
		'.kept{color:red}',
		'@media (min-width:768px){.kept{margin:0}}',
		'@media (min-width:768px){.kept-too{padding:1px}}',
		'@keyframes spin{to{transform:rotate(1turn)}}',
		'.kept{color:green}',
	].join( '' );
	expect( left( WHOLE, inline ) ).toEqual( [
		'.later {color: blue;}',
		'@media (min-width:768px) {.later {margin: 1px;}}',
		'@media (min-width:768px) {.later-too {padding: 0;}}',
	] );
} );

test( 'an inline CSS that is the whole stylesheet leaves nothing to add', () => {
	expect( left( WHOLE, WHOLE ) ).toEqual( [] );
} );

test( 'an inline CSS with none of its rules leaves the whole stylesheet', () => {
	expect(
		left( WHOLE, '@font-face{font-family:x;src:url(x.woff2)}' )
	).toHaveLength( 8 );
} );
