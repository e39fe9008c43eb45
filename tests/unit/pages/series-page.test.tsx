/**
 * A series' own page (docs/books.md#series-pages): the pure view's parts for
 * an ongoing series with a series page (Start here, the books in order, What's
 * next, the signup), a series with nothing upcoming and no page ("Be the first
 * to know"), a complete one; the page in the app's routes (Books current, an
 * unknown slug not found); the links from /books and a book's page. The
 * server's twin (inc/render/pages/series-page.php) is held to the same markup
 * by the parity test.
 */
import { screen, within } from '@testing-library/react';
import { catalogueFromAnswers } from '../../../src/books/store';
import type { Series } from '../../../src/books/types';
import { SeriesView } from '../../../src/pages/SeriesPage';
import { BOOKS_TODAY, bookChild } from '../../shared/book-pages';
import {
	NO_NEWSLETTER,
	booksAnswer,
	configure,
	renderAt,
	renderInRouter,
	startWithCatalogue,
} from '../support/catalogue-views';

const BOOKS = booksAnswer( { title: 'Featured' } );

/**
 * A book of the Harbor series, with the slug PHP gives its series.
 * @param slug     Its slug.
 * @param sections Its sections.
 */
const harbor = (
	slug: string,
	sections: Record< string, string | string[] >
) => ( {
	...bookChild( slug, { series: 'Harbor', ...sections } ),
	author_site_series_slug: 'harbor',
} );

const ONE = harbor( 'tide', {
	title: 'Tide',
	series_number: '1',
	release_date: '2024-03-01',
	description: 'The first one.',
	buy_links: 'ebook: https://www.amazon.com/dp/TIDE',
} );
const TWO = harbor( 'storm', {
	title: 'Storm',
	series_number: '2',
	release_date: '2025-05-01',
} );
const NOVELLA = harbor( 'yule', {
	title: 'Yule',
	series_number: '2.5',
	release_date: '2025-12-01',
} );
const NEXT = harbor( 'light', {
	title: 'Light',
	series_number: '3',
	release_date: '2027-03-05',
	buy_links: 'ebook: https://www.amazon.com/dp/LIGHT',
} );

/**
 * The Harbor series' page with a status.
 * @param status The status as written.
 */
const seriesPage = ( status: string ) =>
	bookChild( 'harbor-lights', {
		series_title: 'Harbor',
		status,
		description: 'A town on the coast.',
		reading_note: 'Best read in order.',
	} );

const ONGOING = [ ONE, TWO, NOVELLA, NEXT, seriesPage( 'ongoing' ) ];

/**
 * The only series of a catalogue read from these children.
 * @param children The Books content page's children.
 */
function seriesOf( children: unknown[] ): {
	series: Series;
	data: ReturnType< typeof catalogueFromAnswers >;
} {
	const data = catalogueFromAnswers( BOOKS, children, BOOKS_TODAY );
	return { series: data.catalogue.series[ 0 ]!, data };
}

function view( children: unknown[] ) {
	const { series, data } = seriesOf( children );
	return renderInRouter(
		<SeriesView
			series={ series }
			pages={ data.pages }
			authorName="A. Author"
		/>
	);
}

// No newsletter form: the signup draws its message at once, with no read.
beforeEach( () => {
	configure( NO_NEWSLETTER );
} );

describe( 'SeriesView', () => {
	it( 'shows every part of an ongoing series with its page', () => {
		view( ONGOING );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Harbor'
		);
		expect(
			screen.getByText( 'Ongoing · Book 3 comes March 5, 2027' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'A town on the coast.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Best read in order.' ) ).toBeInTheDocument();
		const start = screen.getByRole( 'region', { name: 'Start here' } );
		expect(
			within( start ).getByRole( 'link', { name: 'Tide' } )
		).toHaveAttribute( 'href', '/books/tide/' );
		expect(
			within( start ).getByText( 'The first one.' )
		).toBeInTheDocument();
		expect(
			within( start ).getByRole( 'heading', {
				level: 3,
				name: 'Get your copy',
			} )
		).toBeInTheDocument();
		expect(
			within( start ).getByRole( 'link', {
				name: 'Amazon, Ebook (opens in a new tab)',
			} )
		).toHaveAttribute( 'href', 'https://www.amazon.com/dp/TIDE' );
		const books = screen.getByRole( 'region', {
			name: 'The books in order',
		} );
		const items = within( books ).getAllByRole( 'listitem' );
		expect(
			items.map( ( item ) => item.querySelector( 'h3' )!.textContent )
		).toEqual( [ 'Tide', 'Storm', 'Yule', 'Light' ] );
		expect(
			within( items[ 2 ]! ).getByText( 'Book 2.5' )
		).toBeInTheDocument();
		expect(
			within( items[ 3 ]! ).getByText(
				'Pre-order now · Coming March 5, 2027'
			)
		).toBeInTheDocument();
		const next = screen.getByRole( 'region', { name: 'What’s next' } );
		expect(
			within( next ).getByRole( 'link', { name: 'Light' } )
		).toHaveAttribute( 'href', '/books/light/' );
		expect(
			within( next ).getByRole( 'link', {
				name: 'Amazon, Ebook (opens in a new tab)',
			} )
		).toHaveTextContent( 'Amazon, Ebook' );
		expect(
			screen.getByRole( 'heading', { name: 'Join the VIP List' } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Be the first to know' ) ).toBeNull();
		expect(
			document.getElementById( 'series-newsletter-email' )
		).not.toBeNull();
	} );

	it( 'asks to be the first to know when nothing is upcoming and no page says complete', () => {
		view( [ ONE, TWO ] );
		expect( screen.getByText( '2 books' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Be the first to know' } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Join the list to hear about the next Harbor book before anyone else.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'What’s next' } )
		).toBeNull();
		expect( document.querySelector( '.series-page__note' ) ).toBeNull();
	} );

	it( 'shows neither What’s next nor "Be the first to know" for a complete series', () => {
		view( [ ONE, TWO, seriesPage( 'Complete' ) ] );
		expect(
			screen.getByText( 'Complete series · 2 books' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'What’s next' } )
		).toBeNull();
		expect( screen.queryByText( 'Be the first to know' ) ).toBeNull();
	} );

	it( 'has no Start here when every book is upcoming', () => {
		view( [ NEXT ] );
		expect(
			screen.queryByRole( 'region', { name: 'Start here' } )
		).toBeNull();
		expect(
			screen.getByRole( 'region', { name: 'What’s next' } )
		).toBeInTheDocument();
	} );
} );

describe( 'SeriesPage in the routes', () => {
	beforeEach( () =>
		startWithCatalogue( BOOKS, ONGOING, {
			series: { slug: 'harbor-lights', today: BOOKS_TODAY },
		} )
	);

	it( 'draws a listed series at once, Books current', () => {
		renderAt( '/series/harbor-lights/' );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Harbor'
		);
		const menu = document.getElementById( 'site-menu' )!;
		expect(
			within( menu ).getByRole( 'link', { name: 'Books' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'shows an unknown slug as not found, Books not current', () => {
		renderAt( '/series/harbor/' );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Page not found'
		);
		const menu = document.getElementById( 'site-menu' )!;
		expect(
			within( menu ).getByRole( 'link', { name: 'Books' } )
		).not.toHaveAttribute( 'aria-current' );
	} );

	it( 'links a book page’s series line to the series’ page', () => {
		renderAt( '/books/storm/' );
		expect(
			screen.getByRole( 'link', { name: 'Book 2 of Harbor' } )
		).toHaveAttribute( 'href', '/series/harbor-lights/' );
	} );
} );
