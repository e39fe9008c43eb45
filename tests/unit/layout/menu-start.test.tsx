/**
 * The mobile menu as the app starts over the server's markup
 * (docs/first-paint.md#the-menu-before-the-app): a menu the reader opened
 * before the app started stays open through hydration, with no mismatch,
 * and the app can then close it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from '../../../src/layout/SiteHeader';

const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
} as const;

const header = (
	<MemoryRouter initialEntries={ [ '/' ] } future={ ROUTER_FUTURE }>
		<SiteHeader
			siteName="Claire Whitmore"
			blog={ null }
			serverView={ null }
		/>
	</MemoryRouter>
);

/** The header's markup as a server draws it (the app's twin of the PHP's). */
function serverMarkup(): string {
	// react-dom/server says react-router's useLayoutEffect does not run
	// there: true, and beside the point. Any other message still fails.
	const report = console.error;
	console.error = ( message: unknown, ...rest: unknown[] ) => {
		if ( ! String( message ).includes( 'useLayoutEffect does nothing' ) ) {
			report( message, ...rest );
		}
	};
	try {
		return renderToString( header );
	} finally {
		console.error = report;
	}
}

function menu(): HTMLDetailsElement {
	return document.querySelector(
		'details.menu-disclosure'
	) as HTMLDetailsElement;
}

function toggle(): HTMLElement {
	return document.getElementById( 'menu-toggle' ) as HTMLElement;
}

/**
 * Draws the header as the server would, lets `before` act on it, then
 * hydrates it.
 *
 * @param before What the reader does before the app starts.
 */
async function hydrateAfter( before: () => void ): Promise< void > {
	const container = document.createElement( 'div' );
	container.innerHTML = serverMarkup();
	document.body.appendChild( container );
	before();
	await act( async () => {
		hydrateRoot( container, header );
	} );
}

beforeEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the menu opened before the app started', () => {
	it( 'opens from the server markup alone', () => {
		document.body.innerHTML = serverMarkup();
		fireEvent.click( toggle() );
		expect( menu().open ).toBe( true );
	} );

	it( 'stays open through hydration, with no mismatch', async () => {
		await hydrateAfter( () => fireEvent.click( toggle() ) );
		expect( menu().open ).toBe( true );
		expect( console ).not.toHaveErrored();
		expect( console ).not.toHaveWarned();
	} );

	it( 'closes on Escape once the app runs, focus back on the toggle', async () => {
		await hydrateAfter( () => fireEvent.click( toggle() ) );
		const books = screen.getByRole( 'link', { name: 'Books' } );
		books.focus();
		fireEvent.keyDown( books, { key: 'Escape' } );
		expect( menu().open ).toBe( false );
		expect( toggle() ).toHaveFocus();
	} );

	it( 'closes when the app navigates', async () => {
		await hydrateAfter( () => fireEvent.click( toggle() ) );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'link', { name: 'Events' } ) );
		} );
		expect( menu().open ).toBe( false );
		expect(
			screen.getByRole( 'link', { name: 'Events' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'a closed menu stays closed through hydration', async () => {
		await hydrateAfter( () => undefined );
		expect( menu().open ).toBe( false );
		fireEvent.click( toggle() );
		expect( menu().open ).toBe( true );
	} );
} );
