/**
 * Menus assigned in Appearance → Menus (inc/app/menus.php, docs/product.md#navigation):
 * the header and the footer draw their items; a route's item navigates in
 * the app and is marked current, another link is ordinary. Without a menu,
 * the theme's own links (tests/unit/layout/layout.test.tsx).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthorSiteConfig, MenuLink } from '../../../src/config/config';
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import { SiteFooter, quickLinks } from '../../../src/layout/SiteFooter';
import { SiteHeader, menuLinks } from '../../../src/layout/SiteHeader';
import type { ServerViewSnapshot } from '../../../src/layout/serverView';

const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
} as const;

const MAIN: MenuLink[] = [
	{ label: 'Start', url: 'https://example.test/', to: '/' },
	{ label: 'The Books', url: 'https://example.test/books/', to: '/books' },
	{ label: 'Blog', url: 'https://example.test/news/' },
	{ label: 'Shop', url: 'https://shop.example.com/' },
];

const BLOG = { url: 'https://example.test/news/', label: 'News' };

function LocationProbe() {
	const location = useLocation();
	return <output data-testid="location">{ location.pathname }</output>;
}

function renderHeader(
	path: string,
	menu: MenuLink[] | null,
	serverView: ServerViewSnapshot | null = null
) {
	return render(
		<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
			<SiteHeader
				siteName="Claire Whitmore"
				blog={ BLOG }
				menu={ menu }
				serverView={ serverView }
			/>
			<LocationProbe />
		</MemoryRouter>
	);
}

function menuItems() {
	return within(
		screen.getByRole( 'navigation', { name: 'Main' } )
	).getAllByRole( 'link' );
}

function item( label: string ) {
	return within(
		screen.getByRole( 'navigation', { name: 'Main' } )
	).getByRole( 'link', { name: label } );
}

describe( 'menuLinks', () => {
	it( 'is the assigned menu as it is, without the posts page added', () => {
		expect( menuLinks( MAIN, BLOG ) ).toBe( MAIN );
		expect( menuLinks( [], BLOG ) ).toEqual( [] );
	} );

	it( 'without a menu: the five routes, then the posts page', () => {
		expect(
			menuLinks( null, BLOG ).map( ( link ) => [ link.label, link.to ] )
		).toEqual( [
			[ 'Home', '/' ],
			[ 'Books', '/books' ],
			[ 'About', '/about' ],
			[ 'Events', '/events' ],
			[ 'Contact', '/contact' ],
			[ 'News', undefined ],
		] );
	} );
} );

describe( 'SiteHeader with a menu', () => {
	it( 'shows the menu’s items in order, and no route it leaves out', () => {
		renderHeader( '/', MAIN );
		expect(
			menuItems().map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'Start', '/' ],
			[ 'The Books', '/books' ],
			[ 'Blog', 'https://example.test/news/' ],
			[ 'Shop', 'https://shop.example.com/' ],
		] );
		expect(
			screen.queryByRole( 'link', { name: 'Contact' } )
		).not.toBeInTheDocument();
	} );

	it( 'marks the current route’s item, and only it', () => {
		renderHeader( '/books', MAIN );
		expect( item( 'The Books' ) ).toHaveAttribute( 'aria-current', 'page' );
		expect( item( 'The Books' ) ).toHaveClass( 'is-active' );
		for ( const label of [ 'Start', 'Blog', 'Shop' ] ) {
			expect( item( label ) ).not.toHaveAttribute( 'aria-current' );
		}
	} );

	it( 'navigates in the app from a route’s item', () => {
		renderHeader( '/', MAIN );
		fireEvent.click( item( 'The Books' ) );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			/^\/books$/
		);
		expect( item( 'The Books' ) ).toHaveAttribute( 'aria-current', 'page' );
		expect( item( 'Start' ) ).not.toHaveAttribute( 'aria-current' );
	} );

	it( 'leaves another link ordinary: the router does not take it', () => {
		renderHeader( '/', MAIN );
		const shop = item( 'Shop' );
		// A plain anchor: React Router's links add a click handler that
		// prevents the default; this one's default action is left alone.
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		shop.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent( /^\/$/ );
	} );

	it( 'marks the posts page’s item on the posts page, and no route', () => {
		renderHeader( '/news/', MAIN, {
			kind: 'blog',
			html: '',
			title: 'News',
			address: '/news/',
		} );
		expect( item( 'Blog' ) ).toHaveAttribute( 'aria-current', 'page' );
		expect( item( 'Start' ) ).not.toHaveAttribute( 'aria-current' );
		expect( item( 'Shop' ) ).not.toHaveAttribute( 'aria-current' );
	} );

	it( 'an empty menu leaves an empty list', () => {
		renderHeader( '/', [] );
		expect( document.getElementById( 'site-menu' ) ).toBeEmptyDOMElement();
	} );
} );

describe( 'SiteFooter with a menu', () => {
	function renderFooter( footer: MenuLink[] | null ) {
		const config: AuthorSiteConfig = {
			...DEFAULT_CONFIG,
			menus: { primary: null, footer },
		};
		return render(
			<MemoryRouter initialEntries={ [ '/' ] } future={ ROUTER_FUTURE }>
				<SiteFooter config={ config } />
				<LocationProbe />
			</MemoryRouter>
		);
	}

	function quick() {
		return within(
			screen.getByRole( 'navigation', { name: 'Quick links' } )
		).getAllByRole( 'link' );
	}

	it( 'shows the menu’s items instead of the theme’s quick links', () => {
		renderFooter( [
			{ label: 'Events', url: '/events', to: '/events' },
			{ label: 'Goodreads', url: 'https://www.goodreads.com/x' },
		] );
		expect(
			quick().map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'Events', '/events' ],
			[ 'Goodreads', 'https://www.goodreads.com/x' ],
		] );
		fireEvent.click( quick()[ 0 ] as HTMLElement );
		expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
			/^\/events$/
		);
	} );

	it( 'without a menu: the theme’s quick links, as routes', () => {
		expect(
			quickLinks( null ).map( ( link ) => [ link.label, link.to ] )
		).toEqual( [
			[ 'Books', '/books' ],
			[ 'About Me', '/about' ],
			[ 'Events', '/events' ],
		] );
	} );
} );
