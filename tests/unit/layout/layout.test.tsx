/**
 * Shared elements (docs/product.md#shared-layout): the navigation bar with its mobile menu, and the
 * footer.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthorSiteConfig } from '../../../src/config/config';
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import { SiteFooter } from '../../../src/layout/SiteFooter';
import { SiteHeader } from '../../../src/layout/SiteHeader';
import { NAV_ITEMS, documentTitle } from '../../../src/layout/navigation';

const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
} as const;

/** Shows the router's current path, so a test can see a navigation happen. */
function LocationProbe() {
	const location = useLocation();
	return (
		<output data-testid="location">
			{ location.pathname + location.hash }
		</output>
	);
}

function renderHeader( path: string ) {
	return render(
		<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
			<SiteHeader
				siteName="Claire Whitmore"
				blog={ null }
				serverView={ null }
			/>
			<LocationProbe />
		</MemoryRouter>
	);
}

function mainNav() {
	return screen.getByRole( 'navigation', { name: 'Main' } );
}

function navLink( label: string ) {
	return within( mainNav() ).getByRole( 'link', { name: label } );
}

/** The menu's toggle: the <summary> of the menu's <details>. */
function menuToggle() {
	const label = within( mainNav() ).getByText( 'Menu' );
	const toggle = label.closest( 'summary' );
	if ( ! toggle ) {
		throw new Error( 'the Menu label is not in a <summary>' );
	}
	return toggle;
}

function menu() {
	return menuToggle().parentElement as HTMLDetailsElement;
}

function menuList() {
	const list = document.getElementById( 'site-menu' );
	if ( ! list ) {
		throw new Error( '#site-menu not found' );
	}
	return list;
}

describe( 'navigation items', () => {
	it( 'are the five routes, in order', () => {
		expect( NAV_ITEMS.map( ( item ) => [ item.label, item.to ] ) ).toEqual(
			[
				[ 'Home', '/' ],
				[ 'Books', '/books' ],
				[ 'About', '/about' ],
				[ 'Events', '/events' ],
				[ 'Contact', '/contact' ],
			]
		);
	} );

	it( 'documentTitle is "Page · Author"', () => {
		expect( documentTitle( 'Books', 'Claire Whitmore' ) ).toBe(
			'Books · Claire Whitmore'
		);
	} );
} );

describe( 'SiteHeader', () => {
	it( 'links every route from the main navigation', () => {
		renderHeader( '/books' );
		const links = within( mainNav() ).getAllByRole( 'link' );
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'Home',
			'Books',
			'About',
			'Events',
			'Contact',
		] );
		expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual(
			[ '/', '/books', '/about', '/events', '/contact' ]
		);
	} );

	it( 'shows the brand linking home', () => {
		renderHeader( '/books' );
		const brand = screen.getByRole( 'link', { name: 'Claire Whitmore' } );
		expect( brand ).toHaveAttribute( 'href', '/' );
		expect( mainNav() ).not.toContainElement( brand );
	} );

	it( 'highlights only the current page at /books', () => {
		renderHeader( '/books' );
		expect( navLink( 'Books' ) ).toHaveAttribute( 'aria-current', 'page' );
		expect( navLink( 'Books' ) ).toHaveClass(
			'site-menu__link',
			'is-active'
		);
		for ( const label of [ 'Home', 'About', 'Events', 'Contact' ] ) {
			expect( navLink( label ) ).not.toHaveAttribute( 'aria-current' );
			expect( navLink( label ) ).not.toHaveClass( 'is-active' );
			expect( navLink( label ) ).toHaveClass( 'site-menu__link' );
		}
	} );

	it( 'highlights only Home at /, not every link', () => {
		renderHeader( '/' );
		expect( navLink( 'Home' ) ).toHaveAttribute( 'aria-current', 'page' );
		expect( navLink( 'Home' ) ).toHaveClass( 'is-active' );
		const current = within( mainNav() )
			.getAllByRole( 'link' )
			.filter(
				( link ) =>
					link.hasAttribute( 'aria-current' ) ||
					link.classList.contains( 'is-active' )
			);
		expect( current ).toEqual( [ navLink( 'Home' ) ] );
	} );

	it.each( [
		[ '/about', 'About' ],
		[ '/events', 'Events' ],
		[ '/contact#newsletter', 'Contact' ],
	] )( 'at %s highlights %s only', ( path, label ) => {
		renderHeader( path );
		const current = within( mainNav() )
			.getAllByRole( 'link' )
			.filter(
				( link ) => link.getAttribute( 'aria-current' ) === 'page'
			);
		expect( current.map( ( link ) => link.textContent ) ).toEqual( [
			label,
		] );
	} );

	it.each( [ '/no-such-page', '/books/no-such-page' ] )(
		'highlights nothing on the unknown path %s',
		( path ) => {
			renderHeader( path );
			for ( const item of NAV_ITEMS ) {
				expect( navLink( item.label ) ).not.toHaveAttribute(
					'aria-current'
				);
			}
		}
	);

	describe( 'mobile menu', () => {
		it( 'is a closed <details> whose <summary> controls the list after it', () => {
			renderHeader( '/' );
			const toggle = menuToggle();
			expect( menu().tagName ).toBe( 'DETAILS' );
			expect( menu() ).toHaveClass( 'menu-disclosure' );
			expect( menu().open ).toBe( false );
			expect( menu().firstElementChild ).toBe( toggle );
			expect( toggle ).toHaveAttribute( 'id', 'menu-toggle' );
			expect( toggle ).toHaveClass( 'menu-toggle' );
			// The browser exposes its expanded state; no attribute to keep in step.
			expect( toggle ).not.toHaveAttribute( 'aria-expanded' );
			expect( toggle ).toHaveAttribute( 'aria-controls', 'site-menu' );
			expect( menu().nextElementSibling ).toBe( menuList() );
			expect( menuList().tagName ).toBe( 'UL' );
			expect( menuList() ).toHaveClass( 'site-menu' );
			expect( menuList() ).toContainElement( navLink( 'Books' ) );
		} );

		it( 'draws both icons, for CSS to show one by the state', () => {
			renderHeader( '/' );
			const icons = Array.from( menuToggle().querySelectorAll( 'svg' ) );
			expect(
				icons.map( ( icon ) => icon.getAttribute( 'class' ) )
			).toEqual( [
				'icon menu-toggle__open',
				'icon menu-toggle__close',
			] );
			for ( const icon of icons ) {
				expect( icon ).toHaveAttribute( 'aria-hidden', 'true' );
			}
		} );

		it( 'opens and closes with the toggle', () => {
			renderHeader( '/' );
			fireEvent.click( menuToggle() );
			expect( menu().open ).toBe( true );

			fireEvent.click( menuToggle() );
			expect( menu().open ).toBe( false );
		} );

		it( 'closes on Escape and returns focus to the toggle', () => {
			renderHeader( '/' );
			fireEvent.click( menuToggle() );
			const books = navLink( 'Books' );
			books.focus();
			expect( books ).toHaveFocus();

			fireEvent.keyDown( books, { key: 'Enter' } );
			expect( menu().open ).toBe( true );

			fireEvent.keyDown( books, { key: 'Escape' } );
			expect( menu().open ).toBe( false );
			expect( menuToggle() ).toHaveFocus();
		} );

		it( 'does not move focus on Escape while closed', () => {
			renderHeader( '/' );
			const about = navLink( 'About' );
			about.focus();
			fireEvent.keyDown( about, { key: 'Escape' } );
			expect( about ).toHaveFocus();
			expect( menu().open ).toBe( false );
		} );

		it( 'stays open on Escape pressed outside the menu', () => {
			renderHeader( '/' );
			const field = document.createElement( 'input' );
			document.body.appendChild( field );
			fireEvent.click( menuToggle() );
			field.focus();
			fireEvent.keyDown( field, { key: 'Escape' } );
			expect( menu().open ).toBe( true );
			expect( field ).toHaveFocus();
			field.remove();
		} );

		it( 'closes when a navigation link is followed', () => {
			renderHeader( '/' );
			fireEvent.click( menuToggle() );
			expect( menu().open ).toBe( true );

			fireEvent.click( navLink( 'Events' ) );
			expect( screen.getByTestId( 'location' ) ).toHaveTextContent(
				/^\/events$/
			);
			expect( menu().open ).toBe( false );
			expect( navLink( 'Events' ) ).toHaveAttribute(
				'aria-current',
				'page'
			);
			expect( navLink( 'Home' ) ).not.toHaveAttribute( 'aria-current' );
		} );
	} );
} );

describe( 'SiteFooter', () => {
	function renderFooter( overrides: Partial< AuthorSiteConfig > = {} ) {
		const config: AuthorSiteConfig = {
			...DEFAULT_CONFIG,
			siteName: 'Claire Whitmore',
			authorName: 'Claire Whitmore',
			contactEmail: 'claire@example.test',
			...overrides,
		};
		return render(
			<MemoryRouter initialEntries={ [ '/' ] } future={ ROUTER_FUTURE }>
				<SiteFooter config={ config } />
			</MemoryRouter>
		);
	}

	function socialLinks() {
		return within(
			screen.getByRole( 'list', { name: 'Social media' } )
		).getAllByRole( 'link' );
	}

	it( 'shows the brand text', () => {
		renderFooter();
		expect(
			within( screen.getByRole( 'contentinfo' ) ).getByText(
				'Claire Whitmore'
			)
		).toBeInTheDocument();
	} );

	it( 'has the quick links Books, About Me and Events', () => {
		renderFooter();
		const quick = screen.getByRole( 'navigation', { name: 'Quick links' } );
		const links = within( quick ).getAllByRole( 'link' );
		expect(
			links.map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'Books', '/books' ],
			[ 'About Me', '/about' ],
			[ 'Events', '/events' ],
		] );
	} );

	it( 'links Join VIP List to /contact#newsletter', () => {
		renderFooter();
		expect(
			screen.getByRole( 'link', { name: 'Join VIP List' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
	} );

	it( 'has a 2024 copyright line', () => {
		renderFooter( { authorName: 'C. Whitmore' } );
		const copyright = screen.getByText( /©/ );
		expect( copyright.textContent ).toContain( '© 2024' );
		expect( copyright.textContent ).toContain( 'C. Whitmore' );
	} );

	it( "has a mailto link with the config's contact email", () => {
		renderFooter( { contactEmail: 'books@claire.example' } );
		expect( screen.getByRole( 'link', { name: 'Email' } ) ).toHaveAttribute(
			'href',
			'mailto:books@claire.example'
		);
	} );

	it( 'shows placeholder social links while config.social is empty', () => {
		renderFooter( { social: {} } );
		const links = socialLinks();
		expect(
			links.map( ( link ) => [
				link.getAttribute( 'aria-label' ),
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'Instagram', 'https://www.instagram.com/' ],
			[ 'Facebook', 'https://www.facebook.com/' ],
			[ 'TikTok', 'https://www.tiktok.com/' ],
			[ 'Goodreads', 'https://www.goodreads.com/' ],
			[ 'Email', 'mailto:claire@example.test' ],
		] );
	} );

	it( "shows the author's own social links when set, and no placeholders", () => {
		renderFooter( {
			social: {
				x: 'https://x.com/claire',
				instagram: 'https://www.instagram.com/claire.whitmore/',
				bookbub: 'https://www.bookbub.com/authors/claire-whitmore',
			},
		} );
		const links = socialLinks();
		expect(
			links.map( ( link ) => [
				link.getAttribute( 'aria-label' ),
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'Instagram', 'https://www.instagram.com/claire.whitmore/' ],
			[ 'BookBub', 'https://www.bookbub.com/authors/claire-whitmore' ],
			[ 'X', 'https://x.com/claire' ],
			[ 'Email', 'mailto:claire@example.test' ],
		] );
		expect(
			screen.queryByRole( 'link', { name: 'Facebook' } )
		).not.toBeInTheDocument();
	} );
} );
