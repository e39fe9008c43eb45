/**
 * A book's extras (docs/books.md#the-extras-on-the-page): the audiobook with
 * its narrator and a player that loads nothing until played, the book club
 * questions in a closed disclosure, on a book's page and in the featured
 * book's card on /books. The PHP twin is held to the same markup by parity.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { catalogueFromAnswers } from '../../../src/books/store';
import { readBook } from '../../../src/books/book';
import { parseSections } from '../../../src/content/sections';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import { BookExtras } from '../../../src/pages/BookExtras';
import { BookView } from '../../../src/pages/BookPage';
import { BooksView } from '../../../src/pages/BooksPage';
import { BOOKS_TODAY, bookChild, bookPage } from '../../shared/book-pages';
import {
	NO_NEWSLETTER,
	booksAnswer,
	configure,
	renderInRouter,
} from '../support/catalogue-views';

const UPLOADS = 'http://site.test/wp-content/uploads';

const QUESTIONS =
	'</p><ul class="wp-block-list"><li>Why, after all that, did she stay?</li><li>Who lied first?</li></ul><p>';

/** A book read from these sections against the test Media Library. */
function book( sections: Record< string, string | string[] > ) {
	return readBook(
		'heir',
		parseSections( bookPage( { title: 'The Heir', ...sections } ) ),
		BOOKS_TODAY,
		UPLOADS
	);
}

function draw( sections: Record< string, string | string[] >, level: 2 | 3 ) {
	return render( <BookExtras book={ book( sections ) } level={ level } /> );
}

describe( 'BookExtras', () => {
	it( 'shows the narrator and a player that preloads nothing', () => {
		const { container } = draw(
			{
				narrator: 'Jane Reader',
				audio_sample: `${ UPLOADS }/2026/11/heir.mp3`,
			},
			2
		);
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Audiobook' } )
		).toBeTruthy();
		expect( screen.getByText( 'Narrated by Jane Reader' ) ).toBeTruthy();
		const audio = container.querySelector( 'audio' )!;
		expect( audio.getAttribute( 'preload' ) ).toBe( 'none' );
		expect( audio.hasAttribute( 'controls' ) ).toBe( true );
		expect( audio.hasAttribute( 'autoplay' ) ).toBe( false );
		expect( audio.getAttribute( 'src' ) ).toBe(
			`${ UPLOADS }/2026/11/heir.mp3`
		);
		expect( audio.getAttribute( 'aria-label' ) ).toBe(
			'Audio sample of The Heir'
		);
		expect( container.querySelector( 'details' ) ).toBeNull();
	} );

	it( 'keeps an https: sample and names the section with an h3 in a card', () => {
		const { container } = draw(
			{ audio_sample: 'https://cdn.example/heir.mp3' },
			3
		);
		expect(
			screen.getByRole( 'heading', { level: 3, name: 'Audiobook' } )
		).toBeTruthy();
		expect(
			container.querySelector( 'audio' )?.getAttribute( 'src' )
		).toBe( 'https://cdn.example/heir.mp3' );
		expect(
			container.querySelector( '.book-extras__narrator' )
		).toBeNull();
	} );

	it( 'shows no player for a sample the audio rule drops', () => {
		const { container } = draw(
			{
				narrator: 'Jane Reader',
				audio_sample: 'http://elsewhere.example/heir.mp3',
			},
			2
		);
		expect( container.querySelector( 'audio' ) ).toBeNull();
		expect( screen.getByText( 'Narrated by Jane Reader' ) ).toBeTruthy();
	} );

	it( 'numbers each list item as one question, closed until opened', () => {
		const { container } = draw( { book_club: QUESTIONS }, 2 );
		const details = container.querySelector( 'details' )!;
		expect( details.open ).toBe( false );
		expect( container.querySelector( '.book-extras__audio' ) ).toBeNull();
		const items = within( details ).getAllByRole( 'listitem', {
			hidden: true,
		} );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'Why, after all that, did she stay?',
			'Who lied first?',
		] );
		expect( items[ 0 ]!.parentElement!.tagName ).toBe( 'OL' );
		fireEvent.click( screen.getByText( 'Book club questions' ) );
		expect( details.open ).toBe( true );
	} );

	it( 'draws nothing for a book without extras', () => {
		const { container } = draw( { bonus_title: 'Bonus' }, 2 );
		expect( container.innerHTML ).toBe( '' );
	} );
} );

describe( 'the extras in their places', () => {
	// No newsletter form: the signup draws its message at once, with no read.
	beforeEach( () => {
		configure( NO_NEWSLETTER );
	} );

	const children = [
		bookChild( 'heir', {
			title: 'The Heir',
			narrator: 'Jane Reader',
			audio_sample: 'https://cdn.example/heir.mp3',
			isbn: 'paperback: 978-0-306-40615-7',
		} ),
	];
	const data = catalogueFromAnswers(
		booksAnswer( { narrator: 'Sam Voice', book_club: QUESTIONS } ),
		children,
		BOOKS_TODAY,
		UPLOADS
	);

	it( 'ends the book page’s text column', () => {
		const { container } = renderInRouter(
			<BookView
				page={ data.pages[ 0 ]! }
				catalogue={ data.catalogue }
				authorName="Claire Whitmore"
			/>
		);
		const body = container.querySelector( '.book-card__body' )!;
		expect( body.lastElementChild!.className ).toBe( 'book-extras' );
		expect( body.textContent ).toContain( 'Narrated by Jane Reader' );
	} );

	it( 'ends the featured book’s card on /books, after its buy button', () => {
		const { container } = renderInRouter(
			<BooksView
				content={ DEFAULT_CONTENT.books }
				authorName="Claire Whitmore"
				books={ data }
			/>
		);
		const card = container.querySelector( '.book-card__body' )!;
		expect( card.lastElementChild!.className ).toBe( 'book-extras' );
		expect(
			within( card as HTMLElement ).getByRole( 'heading', {
				level: 3,
				name: 'Audiobook',
			} )
		).toBeTruthy();
		expect( card.textContent ).toContain( 'Narrated by Sam Voice' );
		expect( card.querySelectorAll( 'details ol li' ) ).toHaveLength( 2 );
	} );

	it( 'leaves the card as it was before the catalogue is read', () => {
		const { container } = renderInRouter(
			<BooksView
				content={ DEFAULT_CONTENT.books }
				authorName="Claire Whitmore"
			/>
		);
		expect( container.querySelector( '.book-extras' ) ).toBeNull();
	} );
} );
