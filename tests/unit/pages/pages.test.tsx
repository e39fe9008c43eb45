/**
 * Smoke tests of every route (docs/product.md) with the built-in content and the
 * default configuration.
 *
 * The pages read their text through the content store (usePageContent →
 * loadPageContent → api-fetch), and the Events page its events through the
 * events client (useEvents → fetchEvents), and Books her other books
 * (loadCatalogue). Each test seeds them with empty WordPress answers, so the
 * pages render the built-in defaults (and the default launch event)
 * synchronously, with no request and no loading state.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App, AppRoutes } from '../../../src/App';
import { loadCatalogue, resetCatalogue } from '../../../src/books/store';
import { BOOKS_TODAY } from '../../shared/book-pages';
import { resetConfigForTests } from '../../../src/config/config';
import { loadPageContent, resetContentStore } from '../../../src/content/store';
import type { PageKey } from '../../../src/content/types';
import {
	EVENTS_PAGE_PER_PAGE,
	fetchEvents,
	resetEventsCache,
} from '../../../src/events/client';
import { setPageConfig } from '../../shared/page-config';

const CONTENT_PAGES: PageKey[] = [
	'home',
	'books',
	'about',
	'events',
	'contact',
];

const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
} as const;

const AMAZON_URL = 'https://www.amazon.com/s?k=The+Medallion+Client';

function renderRoute( path: string ) {
	return render(
		<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
			<AppRoutes />
		</MemoryRouter>
	);
}

function main() {
	return screen.getByRole( 'main' );
}

function pageHeading() {
	return within( main() ).getByRole( 'heading', { level: 1 } );
}

/**
 * The <section> (or other landmark) labelled by the heading with this text.
 * @param headingText
 */
function sectionOf( headingText: string ) {
	const heading = within( main() ).getByRole( 'heading', {
		name: headingText,
	} );
	const section = heading.closest( 'section' );
	if ( ! section ) {
		throw new Error( `no <section> around "${ headingText }"` );
	}
	return section;
}

function expectExternalHttpsLink( link: HTMLElement, href: string ) {
	expect( link ).toHaveAttribute( 'href', href );
	expect( new URL( link.getAttribute( 'href' ) ?? '' ).protocol ).toBe(
		'https:'
	);
}

const originalFetch = global.fetch;

beforeEach( async () => {
	// No Constant Contact form on this site: the signup blocks ask nothing.
	setPageConfig( {
		newsletter: { available: false },
		// The day /books reads release dates on, as the theme prints it: no clock read.
		catalogue: { today: BOOKS_TODAY },
	} );
	resetConfigForTests();
	resetContentStore();
	resetEventsCache();
	resetCatalogue();
	await Promise.all( [
		...CONTENT_PAGES.map( ( page ) =>
			loadPageContent( page, () => Promise.resolve( [] ) )
		),
		fetchEvents( EVENTS_PAGE_PER_PAGE, () =>
			Promise.resolve( { events: [] } )
		),
		// No book pages: /books shows the spec's page alone.
		loadCatalogue( BOOKS_TODAY, () => Promise.resolve( [] ) ),
	] );
	// A request now would mean a page did not use the seeded answers.
	global.fetch = jest.fn( () =>
		Promise.reject( new Error( 'no network in unit tests' ) )
	);
} );

afterEach( () => {
	const urls = ( global.fetch as jest.Mock ).mock.calls.map(
		( args: unknown[] ) => String( args[ 0 ] )
	);
	expect( urls ).toEqual( [] );
	global.fetch = originalFetch;
	setPageConfig( undefined );
	resetConfigForTests();
	resetContentStore();
	resetEventsCache();
} );

describe( 'every route', () => {
	it.each( [
		[ '/', 'Home', 'Home' ],
		[ '/books', 'Books', 'Books' ],
		[ '/about', 'About', 'About the Author' ],
		[ '/events', 'Events', 'Events & Appearances' ],
		[ '/contact', 'Contact', 'Contact' ],
	] )(
		'%s has the layout, highlights %s and sets the title',
		( path, label, heading ) => {
			renderRoute( path );
			const nav = screen.getByRole( 'navigation', { name: 'Main' } );
			const current = within( nav )
				.getAllByRole( 'link' )
				.filter(
					( link ) => link.getAttribute( 'aria-current' ) === 'page'
				);
			expect( current.map( ( link ) => link.textContent ) ).toEqual( [
				label,
			] );
			expect( screen.getByRole( 'contentinfo' ) ).toHaveTextContent(
				'© 2024'
			);
			expect(
				screen.getByRole( 'link', { name: 'Skip to content' } )
			).toHaveAttribute( 'href', '#main' );
			expect( main() ).toHaveAttribute( 'id', 'main' );
			expect(
				within( main() ).getAllByRole( 'heading', { level: 1 } )
			).toHaveLength( 1 );
			// The page's heading, as the theme's PHP prints it (inc/meta/meta.php).
			expect( document.title ).toBe( `${ heading } · Claire Whitmore` );
			// No page-loading spinner (the signup block's own status line aside).
			expect(
				screen
					.queryAllByRole( 'status' )
					.filter(
						( el ) =>
							! el.classList.contains( 'newsletter__status' )
					)
			).toEqual( [] );
		}
	);
} );

describe( 'Home (/)', () => {
	it( 'has a three-line hero title with the third line highlighted', () => {
		renderRoute( '/' );
		const lines = Array.from(
			pageHeading().querySelectorAll( '.hero__line' )
		);
		expect( lines.map( ( line ) => line.textContent ) ).toEqual( [
			'Some Secrets Protect You.',
			'Some Secrets Hunt You.',
			'Trust No One… Except Him.',
		] );
		expect( lines[ 0 ] ).not.toHaveClass( 'hero__line--highlight' );
		expect( lines[ 1 ] ).not.toHaveClass( 'hero__line--highlight' );
		expect( lines[ 2 ] ).toHaveClass( 'hero__line--highlight' );
		expect( main() ).toHaveTextContent(
			'Romantic suspense from Rochester, New York'
		);
	} );

	it( 'links the hero buttons to the books page and the newsletter anchor', () => {
		renderRoute( '/' );
		expect(
			screen.getByRole( 'link', { name: 'Discover the Book' } )
		).toHaveAttribute( 'href', '/books' );
		expect(
			screen.getByRole( 'link', { name: 'Join the VIP List' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
	} );

	it( 'has the book feature block with Purchase Now and Read Sample', () => {
		renderRoute( '/' );
		expect(
			within( main() ).getByRole( 'heading', {
				level: 2,
				name: 'The Medallion Client',
			} )
		).toBeInTheDocument();
		expectExternalHttpsLink(
			screen.getByRole( 'link', { name: 'Purchase Now' } ),
			AMAZON_URL
		);
		expect(
			screen.getByRole( 'link', { name: 'Read Sample' } )
		).toHaveAttribute( 'href', '/books#sample' );
	} );

	it( 'shows exactly the five default tropes', () => {
		renderRoute( '/' );
		const tropes = within(
			screen.getByRole( 'list', { name: 'Tropes' } )
		).getAllByRole( 'listitem' );
		expect( tropes.map( ( item ) => item.textContent ) ).toEqual( [
			'Slow Burn',
			'Protector Romance',
			'Forbidden Love',
			'Second Chance',
			'Forced Proximity',
		] );
	} );

	it( 'has a praise quote and a newsletter signup block', () => {
		renderRoute( '/' );
		const praise = screen.getByRole( 'region', { name: 'Praise' } );
		expect( praise.querySelector( 'blockquote' ) ).toHaveTextContent(
			'I couldn’t put it down.'
		);
		const newsletter = sectionOf( 'Join the VIP List' );
		expect(
			within( newsletter ).getByLabelText( 'Email address' )
		).toHaveAttribute( 'type', 'email' );
		expect(
			within( newsletter ).getByLabelText( 'First name (optional)' )
		).toBeInTheDocument();
		expect(
			within( newsletter ).getByRole( 'button', {
				name: 'Join the VIP List',
			} )
		).toBeInTheDocument();
	} );
} );

describe( 'Books (/books)', () => {
	it( 'has the page title and the book card with Get Your Copy', () => {
		renderRoute( '/books' );
		expect( pageHeading() ).toHaveTextContent( /^Books$/ );
		const card = sectionOf( 'The Medallion Client' );
		expect( card ).toHaveTextContent( 'The Medallion Series, Book 1' );
		expect( card ).toHaveTextContent( 'Released September 30, 2025' );
		expectExternalHttpsLink(
			within( card ).getByRole( 'link', { name: 'Get Your Copy' } ),
			AMAZON_URL
		);
	} );

	it( 'has the sample excerpt section #sample with Read Full Book', () => {
		const { container } = renderRoute( '/books' );
		const sample = container.querySelector( '#sample' );
		expect( sample ).not.toBeNull();
		const region = sample as HTMLElement;
		expect(
			within( region ).getByRole( 'heading', {
				name: 'Read an Excerpt: Chapter One',
			} )
		).toBeInTheDocument();
		expectExternalHttpsLink(
			within( region ).getByRole( 'link', { name: 'Read Full Book' } ),
			AMAZON_URL
		);
	} );

	it( 'shows three reader quotes, each rated five stars', () => {
		renderRoute( '/books' );
		const reviews = sectionOf( 'What Readers Are Saying' );
		const items = within( reviews ).getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 3 );
		for ( const item of items ) {
			expect(
				within( item ).getByRole( 'img', {
					name: 'Rated 5 out of 5 stars',
				} )
			).toBeInTheDocument();
			expect( item.querySelectorAll( '.stars svg' ) ).toHaveLength( 5 );
			expect(
				item.querySelector( 'blockquote' )
			).not.toBeEmptyDOMElement();
		}
	} );

	it( 'has Coming Soon linking to /contact#newsletter', () => {
		renderRoute( '/books' );
		const comingSoon = sectionOf( 'Coming Soon' );
		const links = within( comingSoon ).getAllByRole( 'link' );
		expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual(
			[ '/contact#newsletter' ]
		);
	} );
} );

describe( 'About (/about)', () => {
	it( 'has the title, subtitle and author portrait', () => {
		renderRoute( '/about' );
		expect( pageHeading() ).toHaveTextContent( 'About the Author' );
		expect( main() ).toHaveTextContent(
			'Writer, coffee addict & hopeless romantic'
		);
		expect(
			screen.getByRole( 'img', { name: 'Portrait of Claire Whitmore' } )
		).toBeInTheDocument();
	} );

	it( 'has Quick Facts: location, background, specialty, family', () => {
		renderRoute( '/about' );
		const facts = screen.getByRole( 'complementary', {
			name: 'Quick Facts',
		} );
		const terms = Array.from( facts.querySelectorAll( 'dt' ) ).map(
			( dt ) => dt.textContent
		);
		expect( terms ).toEqual( [
			'Location',
			'Background',
			'Specialty',
			'Family',
		] );
		const values = Array.from( facts.querySelectorAll( 'dd' ) );
		expect( values ).toHaveLength( 4 );
		expect( values[ 0 ] ).toHaveTextContent( 'Rochester, New York' );
		for ( const value of values ) {
			expect( value ).not.toBeEmptyDOMElement();
		}
	} );

	it( 'has the Writing Philosophy quote', () => {
		renderRoute( '/about' );
		const philosophy = sectionOf( 'Writing Philosophy' );
		expect( philosophy.querySelector( 'blockquote' ) ).toHaveTextContent(
			'I write the books I want to read'
		);
	} );

	it( 'has three interest cards with icon, title and description', () => {
		renderRoute( '/about' );
		const cards = within(
			sectionOf( 'When I’m Not Writing' )
		).getAllByRole( 'listitem' );
		expect( cards ).toHaveLength( 3 );
		expect(
			cards.map(
				( card ) =>
					within( card ).getByRole( 'heading', { level: 3 } )
						.textContent
			)
		).toEqual( [
			'Coffee & Plot Twists',
			'Reading Everything',
			'Lake Ontario Sunsets',
		] );
		for ( const card of cards ) {
			expect( card.querySelector( 'svg.icon' ) ).not.toBeNull();
			expect( card.querySelector( 'p' ) ).not.toBeEmptyDOMElement();
		}
	} );

	it( 'has Get In Touch and Join My Newsletter links', () => {
		renderRoute( '/about' );
		expect(
			screen.getByRole( 'link', { name: 'Get In Touch' } )
		).toHaveAttribute( 'href', '/contact' );
		expect(
			screen.getByRole( 'link', { name: 'Join My Newsletter' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
	} );
} );

describe( 'Events (/events)', () => {
	let now: jest.SpyInstance< number, [] >;

	afterEach( () => {
		now?.mockRestore();
	} );

	function renderEventsAt( instant: number ) {
		now = jest.spyOn( Date, 'now' ).mockReturnValue( instant );
		return renderRoute( '/events' );
	}

	it( 'has the intro and the launch banner', () => {
		renderEventsAt( Date.UTC( 2026, 0, 1 ) );
		expect( pageHeading() ).toHaveTextContent( 'Events & Appearances' );
		expect( sectionOf( 'The Medallion Client Is Here' ) ).toHaveTextContent(
			'September 30, 2025'
		);
	} );

	it( 'after the launch: Stay Tuned under Upcoming, the launch under Past', () => {
		renderEventsAt( Date.UTC( 2026, 0, 1 ) );
		const upcoming = sectionOf( 'Upcoming Events' );
		expect(
			within( upcoming ).getByRole( 'heading', { name: 'Stay Tuned' } )
		).toBeInTheDocument();
		expect( upcoming ).toHaveTextContent(
			'There are no upcoming events right now'
		);
		expect(
			within( upcoming ).queryByRole( 'article' )
		).not.toBeInTheDocument();

		const past = sectionOf( 'Past Events' );
		const launch = within( past ).getByRole( 'article', {
			name: 'Virtual Book Launch: The Medallion Client',
		} );
		expect( launch ).toHaveTextContent(
			'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT'
		);
	} );

	it( 'before the launch: the launch under Upcoming, no Stay Tuned', () => {
		renderEventsAt( Date.UTC( 2025, 8, 1 ) );
		const upcoming = sectionOf( 'Upcoming Events' );
		expect(
			within( upcoming ).getByRole( 'article', {
				name: 'Virtual Book Launch: The Medallion Client',
			} )
		).toBeInTheDocument();
		expect(
			within( upcoming ).queryByText( 'Stay Tuned' )
		).not.toBeInTheDocument();
		expect(
			within( sectionOf( 'Past Events' ) ).queryByRole( 'article' )
		).not.toBeInTheDocument();
	} );

	it( 'has the Never Miss an Event link', () => {
		renderEventsAt( Date.UTC( 2026, 0, 1 ) );
		expect(
			screen.getByRole( 'link', { name: 'Never Miss an Event' } )
		).toHaveAttribute( 'href', '/contact#newsletter' );
	} );
} );

describe( 'Contact (/contact)', () => {
	it( 'has the contact form fields', () => {
		renderRoute( '/contact' );
		expect( pageHeading() ).toHaveTextContent( /^Contact$/ );
		const form = within( sectionOf( 'Send Me a Message' ) );
		expect( form.getByLabelText( 'Name' ) ).toHaveAttribute(
			'type',
			'text'
		);
		expect( form.getByLabelText( 'Email' ) ).toHaveAttribute(
			'type',
			'email'
		);
		expect( form.getByLabelText( 'Subject' ).tagName ).toBe( 'SELECT' );
		expect( form.getByLabelText( 'Message' ).tagName ).toBe( 'TEXTAREA' );
		expect(
			form.getByRole( 'button', { name: 'Send Message' } )
		).toBeInTheDocument();
	} );

	it( "offers 'Select a subject' then the seven subjects, in order (docs/forms.md#contact-fields)", () => {
		renderRoute( '/contact' );
		const select = screen.getByLabelText( 'Subject' ) as HTMLSelectElement;
		const options = Array.from( select.options );
		expect( options.map( ( option ) => option.textContent ) ).toEqual( [
			'Select a subject',
			'General Inquiry',
			'About The Medallion Client',
			'Book Signing Request',
			'Interview Request',
			'Collaboration',
			'Reader Question',
			'Other',
		] );
		expect( options[ 0 ]?.value ).toBe( '' );
		expect( select.value ).toBe( '' );
	} );

	it( 'has a message box of 6 rows', () => {
		renderRoute( '/contact' );
		expect( screen.getByLabelText( 'Message' ) ).toHaveAttribute(
			'rows',
			'6'
		);
	} );

	it( 'shows the contact information: email and location, no phone by default', () => {
		renderRoute( '/contact' );
		const info = sectionOf( 'Contact Information' );
		expect( info ).toHaveTextContent( 'Rochester, New York' );
		expect(
			within( info ).getByRole( 'link', { name: 'hello@example.com' } )
		).toHaveAttribute( 'href', 'mailto:hello@example.com' );
		expect( within( info ).queryByText( 'Phone' ) ).not.toBeInTheDocument();
		expect( info.querySelector( 'a[href^="tel:"]' ) ).toBeNull();
	} );

	it( 'uses the configured contact email when the page has none', () => {
		setPageConfig( {
			contactEmail: 'claire@author.example',
			newsletter: { available: false },
			catalogue: { today: BOOKS_TODAY },
		} );
		// The catalogue loaded before the test has read the configuration.
		resetConfigForTests();
		renderRoute( '/contact' );
		expect(
			within( sectionOf( 'Contact Information' ) ).getByRole( 'link', {
				name: 'claire@author.example',
			} )
		).toHaveAttribute( 'href', 'mailto:claire@author.example' );
	} );

	it( 'has the response-time note', () => {
		renderRoute( '/contact' );
		const note = sectionOf( 'Response Time' );
		expect( note ).toHaveTextContent( '24-48 hours' );
		expect( note ).toHaveTextContent( 'URGENT' );
	} );

	it( 'has the newsletter section with the anchor newsletter', () => {
		const { container } = renderRoute( '/contact' );
		const newsletter = container.querySelector( 'section#newsletter' );
		expect( newsletter ).not.toBeNull();
		const region = newsletter as HTMLElement;
		expect(
			within( region ).getByRole( 'heading', {
				name: 'Join the VIP List',
			} )
		).toBeInTheDocument();
		expect(
			within( region ).getByLabelText( 'Email address' )
		).toBeInTheDocument();
	} );
} );

describe( 'an unknown path', () => {
	it( "shows 'Page not found' with a link home", () => {
		renderRoute( '/no-such-page' );
		expect( pageHeading() ).toHaveTextContent( 'Page not found' );
		const home = within( main() ).getByRole( 'link', {
			name: 'Go to the home page',
		} );
		expect( home ).toHaveAttribute( 'href', '/' );
		expect( document.title ).toBe( 'Page not found · Claire Whitmore' );
	} );

	it( 'asks search engines not to index it, until it is left', () => {
		const { unmount } = renderRoute(
			'/books/the-medallion-client/chapter-99'
		);
		expect(
			document.head.querySelector(
				'meta[name="robots"][content="noindex"]'
			)
		).not.toBeNull();
		unmount();
		expect(
			document.head.querySelector( 'meta[name="robots"]' )
		).toBeNull();
	} );
} );

describe( 'App (browser router, basename from the config)', () => {
	/**
	 * App's <BrowserRouter> sets no v7 future flags, so React Router 6 prints
	 * two "Future Flag Warning"s in development builds (reported separately).
	 * Those, and only those, are tolerated here.
	 */
	function acceptOnlyRouterFutureFlagWarnings() {
		const warn = console.warn as jest.Mock;
		const others = warn.mock.calls
			.map( ( args: unknown[] ) => String( args[ 0 ] ) )
			.filter(
				( text ) =>
					! text.includes( 'React Router Future Flag Warning' )
			);
		expect( others ).toEqual( [] );
		warn.mockClear();
	}

	afterEach( () => {
		window.history.replaceState( null, '', '/' );
	} );

	it( 'renders the current route at the site root', () => {
		window.history.replaceState( null, '', '/about' );
		render( <App /> );
		acceptOnlyRouterFutureFlagWarnings();
		expect( pageHeading() ).toHaveTextContent( 'About the Author' );
	} );

	it( 'routes under the path of homeUrl', () => {
		setPageConfig( {
			homeUrl: 'http://localhost/blog/',
			catalogue: { today: BOOKS_TODAY },
		} );
		// The catalogue loaded before the test has read the configuration.
		resetConfigForTests();
		window.history.replaceState( null, '', '/blog/books' );
		render( <App /> );
		acceptOnlyRouterFutureFlagWarnings();
		expect( pageHeading() ).toHaveTextContent( /^Books$/ );
		const nav = screen.getByRole( 'navigation', { name: 'Main' } );
		expect(
			within( nav ).getByRole( 'link', { name: 'Books' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect(
			within( nav )
				.getAllByRole( 'link' )
				.map( ( link ) => link.getAttribute( 'href' ) )
		).toEqual( [
			'/blog',
			'/blog/books',
			'/blog/about',
			'/blog/events',
			'/blog/contact',
		] );
	} );
} );
