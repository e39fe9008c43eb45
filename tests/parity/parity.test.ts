/**
 * Server/app parity without a browser (docs/testing.md, "Parity"): for every
 * case of tests/parity/cases.ts, the theme's PHP renders the route's first
 * view inside the local test WordPress, with the configuration and preloaded
 * answers it would print into the page; the app then starts on those exactly
 * as src/index.tsx does and renders the same route with react-dom/server (the
 * render hydration compares against). The two must be the same tree, node for
 * node and attribute for attribute. Any markup written in one renderer and
 * not the other fails here.
 */
import { HELD_NOW } from '../shared/clock';
import { canonical, firstDifference } from '../shared/canonical-dom';
import { parityCases, type ParityCase } from './cases';
import { renderOnServer, siteReady, type ServerView } from './php';
import { setPageData } from '../shared/page-config';

// PARITY_CASES (a regular expression) renders only the cases it names.
const ONLY = process.env.PARITY_CASES
	? new RegExp( process.env.PARITY_CASES )
	: null;
const CASES = parityCases().filter(
	( parityCase ) => ! ONLY || ONLY.test( parityCase.name )
);

/**
 * Parses markup as the browser would and drops what hydration ignores
 * (React's `<!-- -->` text separators), merging the text they split.
 * @param html
 */
function tree( html: string ): Element {
	const container = document.createElement( 'div' );
	container.innerHTML = html;
	const comments = document.createTreeWalker(
		container,
		NodeFilter.SHOW_COMMENT
	);
	const found: Node[] = [];
	while ( comments.nextNode() ) {
		found.push( comments.currentNode );
	}
	found.forEach( ( node ) => node.parentNode?.removeChild( node ) );
	container.normalize();
	return container;
}

/**
 * The app's render, as the browser's DOM has it after hydration: the server
 * renderer marks the chosen <option> of a controlled <select> `selected`,
 * where the client sets the property and leaves the server's markup as is.
 * @param html
 */
function appTree( html: string ): Element {
	const root = tree( html );
	root.querySelectorAll( 'select option[selected]' ).forEach( ( option ) =>
		option.removeAttribute( 'selected' )
	);
	return root;
}

/**
 * The app's first render of a case, started from the server's page data the
 * way src/index.tsx starts (fresh modules: one page view per case).
 * @param parityCase
 * @param server
 */
async function renderInApp(
	parityCase: ParityCase,
	server: ServerView
): Promise< string > {
	jest.resetModules();
	const pageData = require( '../../src/config/pageData' );
	setPageData( pageData.CONFIG_ELEMENT_ID, server.config );
	setPageData( pageData.PRELOAD_ELEMENT_ID, server.preload );
	window.history.replaceState( null, '', parityCase.path );
	// The server's page, as the browser has it before the app starts (the
	// app keeps a WordPress view's markup from it: src/layout/serverView.ts).
	document.body.innerHTML = `<div id="root">${ server.html }</div>`;
	const { prepareFirstView } = require( '../../src/firstView' );
	await prepareFirstView();
	const { createElement } = require( '@wordpress/element' );
	const { renderToString } = require( 'react-dom/server' );
	const { App } = require( '../../src/App' );
	// react-dom/server says each useLayoutEffect (react-router's links) does
	// not run on a server: true, and beside the point here, where the render
	// stands for the client's first one. Any other message still fails.
	const report = console.error;
	const quiet = jest
		.spyOn( console, 'error' )
		.mockImplementation( ( message: unknown, ...rest: unknown[] ) => {
			if (
				! String( message ).includes( 'useLayoutEffect does nothing' )
			) {
				report( message, ...rest );
			}
		} );
	let html = '';
	try {
		html = renderToString( createElement( App ) );
	} finally {
		quiet.mockRestore();
	}
	return html;
}

const describeWithSite = siteReady() ? describe : describe.skip;

describeWithSite( 'the server’s first view equals the app’s render', () => {
	const served: ServerView[] = [];

	// The app's "now" held where the cases hold the server's: only Date is
	// faked, every timer runs as it does.
	beforeAll( () => {
		jest.useFakeTimers( {
			now: HELD_NOW,
			doNotFake: [
				'hrtime',
				'nextTick',
				'performance',
				'queueMicrotask',
				'requestAnimationFrame',
				'cancelAnimationFrame',
				'requestIdleCallback',
				'cancelIdleCallback',
				'setImmediate',
				'clearImmediate',
				'setInterval',
				'clearInterval',
				'setTimeout',
				'clearTimeout',
			],
		} );
	} );

	afterAll( () => {
		jest.useRealTimers();
	} );

	beforeAll( async () => {
		// Two PHP processes at a time (each loads WordPress, about 0.2 s).
		for ( let i = 0; i < CASES.length; i += 2 ) {
			const pair = CASES.slice( i, i + 2 );
			const views = await Promise.all(
				pair.map( ( c, j ) => renderOnServer( c, i + j ) )
			);
			served.push( ...views );
		}
	}, 120_000 );

	it.each( CASES.map( ( c, index ) => [ c.name, index ] as const ) )(
		'%s',
		async ( _name, index ) => {
			const parityCase = CASES[ index ] as ParityCase;
			const server = served[ index ] as ServerView;
			for ( const pattern of parityCase.markup?.has ?? [] ) {
				expect( server.html ).toMatch( pattern );
			}
			for ( const pattern of parityCase.markup?.hasNot ?? [] ) {
				expect( server.html ).not.toMatch( pattern );
			}
			const app = await renderInApp( parityCase, server );
			expect(
				firstDifference(
					canonical( appTree( app ) ),
					canonical( tree( server.html ) )
				)
			).toBe( 'none' );
		}
	);
} );

if ( ! siteReady() ) {
	// One plain line, and no silent pass: the suite needs the local site.
	// It fails by throwing, with the one line that says why.
	// eslint-disable-next-line jest/expect-expect
	it( 'needs the local test WordPress (bash bin/site/wp-up.sh --test)', () => {
		throw new Error(
			'the parity test did not run: no local test WordPress (bash bin/site/wp-up.sh --test)'
		);
	} );
}
