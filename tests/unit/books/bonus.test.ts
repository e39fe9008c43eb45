/**
 * A form named on a page as PHP matched it (`author_site_forms` in the REST
 * answer) read into the model, and which books have a bonus page, at which
 * address (docs/books.md#the-bonus-page).
 */
import { bonusPageAt, bonusPath, hasBonusPage } from '../../../src/books/bonus';
import { formIdOf } from '../../../src/books/pages';
import { catalogueFromAnswers } from '../../../src/books/store';
import { BOOKS_TODAY, bookChild, bookPage } from '../../shared/book-pages';

/**
 * A child page's answer with the forms PHP matched.
 * @param slug     Its slug.
 * @param sections Its sections.
 * @param forms    `author_site_forms` (undefined: left out).
 */
function child(
	slug: string,
	sections: Record< string, string >,
	forms?: unknown
) {
	return {
		...bookChild( slug, sections ),
		...( forms === undefined ? {} : { author_site_forms: forms } ),
	};
}

/**
 * The Books content page's answer.
 * @param sections Its sections.
 * @param forms    `author_site_forms` (undefined: left out).
 */
function books( sections: Record< string, string >, forms?: unknown ) {
	return [
		{
			id: 5,
			slug: 'books-content',
			content: { rendered: bookPage( sections ), protected: false },
			...( forms === undefined ? {} : { author_site_forms: forms } ),
		},
	];
}

const BONUS = { bonus_title: 'Read the epilogue', bonus_form: 'Bonus' };

describe( 'formIdOf', () => {
	it.each( [
		[ { author_site_forms: { bonus_form: 12 } }, 12 ],
		[ { author_site_forms: { bonus_form: null } }, null ],
		[ { author_site_forms: {} }, null ],
		[ { author_site_forms: [] }, null ],
		[ { author_site_forms: { bonus_form: '12' } }, null ],
		[ { author_site_forms: { bonus_form: 0 } }, null ],
		[ { author_site_forms: { bonus_form: 1.5 } }, null ],
		[ {}, null ],
		[ null, null ],
	] )( '%j → %s', ( page, id ) => {
		expect( formIdOf( page, 'bonus_form' ) ).toBe( id );
	} );

	it( 'reads each section’s own key', () => {
		const page = { author_site_forms: { newsletter_form: 3 } };
		expect( formIdOf( page, 'newsletter_form' ) ).toBe( 3 );
		expect( formIdOf( page, 'bonus_form' ) ).toBeNull();
	} );
} );

describe( 'the matched forms in the catalogue', () => {
	const data = catalogueFromAnswers(
		books( BONUS, { bonus_form: 9 } ),
		[
			child( 'known', { title: 'Known', ...BONUS }, { bonus_form: 12 } ),
			child(
				'unknown',
				{ title: 'Unknown', ...BONUS },
				{ bonus_form: null }
			),
			child(
				'no-title',
				{ title: 'No Title', bonus_form: 'Bonus' },
				{
					bonus_form: 12,
				}
			),
			child( 'none', { title: 'None' }, { bonus_form: 12 } ),
			child(
				'series-page',
				{ series_title: 'Medallion', newsletter_form: 'Readers' },
				{ newsletter_form: 4 }
			),
			child( 'untitled', BONUS, { bonus_form: 12 } ),
		],
		BOOKS_TODAY
	);
	const book = ( slug: string ) =>
		data.pages.find( ( page ) => page.book.slug === slug )!.book;

	it( 'gives each book the form PHP matched, only when it names one', () => {
		expect( book( 'known' ).bonusFormId ).toBe( 12 );
		expect( book( 'unknown' ).bonusFormId ).toBeNull();
		// A stray id for a page that names no form is not taken.
		expect( book( 'none' ).bonusFormId ).toBeNull();
		expect( data.featured.bonusFormId ).toBe( 9 );
	} );

	it( 'gives a series page its form', () => {
		const page = data.pages.find( ( p ) => p.book.slug === 'series-page' )!;
		expect( page.seriesPage ).toMatchObject( {
			newsletterForm: 'Readers',
			newsletterFormId: 4,
		} );
	} );

	it( 'has a bonus page only with a title and a known form', () => {
		expect( hasBonusPage( book( 'known' ) ) ).toBe( true );
		expect( hasBonusPage( book( 'unknown' ) ) ).toBe( false );
		expect( hasBonusPage( book( 'no-title' ) ) ).toBe( false );
		expect( hasBonusPage( book( 'none' ) ) ).toBe( false );
		expect( hasBonusPage( data.featured ) ).toBe( true );
	} );

	it( 'finds a listed book’s bonus page by its slug, the featured book’s by none', () => {
		expect( bonusPageAt( data.pages, data.featured, 'known' ) ).toEqual( {
			book: book( 'known' ),
			cover: null,
		} );
		expect( bonusPageAt( data.pages, data.featured, null ) ).toEqual( {
			book: data.featured,
			cover: undefined,
		} );
		for ( const slug of [ 'unknown', 'no-title', 'untitled', 'nope' ] ) {
			expect( bonusPageAt( data.pages, data.featured, slug ) ).toBeNull();
		}
	} );

	it( 'addresses a bonus page under its book, the featured book’s at /books/bonus/', () => {
		expect( bonusPath( book( 'known' ) ) ).toBe( '/books/known/bonus/' );
		expect( bonusPath( data.featured ) ).toBe( '/books/bonus/' );
	} );

	it( 'has no featured bonus page when the Books page matched no form', () => {
		const plain = catalogueFromAnswers( books( BONUS ), [], BOOKS_TODAY );
		expect( plain.featured.bonusFormId ).toBeNull();
		expect( bonusPageAt( plain.pages, plain.featured, null ) ).toBeNull();
	} );
} );
