/**
 * One book read from its page (src/books/book.ts, docs/books.md), and the
 * featured book from the Books page's content. "Today" is held.
 */
import {
	FEATURED_SLUG,
	readBook,
	readFeaturedBook,
} from '../../../src/books/book';
import { pageContentFromAnswer } from '../../../src/content/pages';
import { parseSections } from '../../../src/content/sections';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import { BOOKS_TODAY, bookPage } from '../../shared/book-pages';

const read = (
	sections: Parameters< typeof bookPage >[ 0 ],
	today = BOOKS_TODAY
) => readBook( 'the-slug', parseSections( bookPage( sections ) ), today );

describe( 'readBook', () => {
	it( 'reads every section by its kind', () => {
		const book = read( {
			title: 'Book Two',
			subtitle: 'A Medallion Novel — Book Two',
			series: '  The Medallion Series ',
			series_number: '2',
			release_date: 'March 5, 2027',
			description: 'A hook.',
			synopsis: 'One.</p><p>Two.',
			callout: 'Pre-order now!',
			tropes: 'Slow Burn, Bodyguard',
			heat_level: '3',
			content_notes: 'Violence, Grief',
			buy_links: [ 'ebook: https://www.amazon.com/dp/2' ],
			isbn: [ 'paperback: 978-0-306-40615-7' ],
			sample_title: 'Chapter One',
			sample_text: 'It began.</p><p>It went on.',
			narrator: 'Jane Reader',
			audio_sample: 'https://cdn.example/sample.mp3',
			book_club: [ 'Why did she stay?', 'Who lied first?' ],
			bonus_title: 'Read the bonus epilogue',
			bonus_description: 'Ten years later.</p><p>No spoilers.',
			bonus_form: 'Bonus epilogue',
		} );
		expect( book ).toEqual( {
			slug: 'the-slug',
			featured: false,
			title: 'Book Two',
			subtitle: 'A Medallion Novel — Book Two',
			series: 'The Medallion Series',
			seriesKey: 'the medallion series',
			seriesSlug: null,
			seriesNumber: 2,
			releaseDate: '2027-03-05',
			upcoming: true,
			description: 'A hook.',
			synopsis: [ 'One.', 'Two.' ],
			callout: 'Pre-order now!',
			tropes: [ 'Slow Burn', 'Bodyguard' ],
			heatLevel: 3,
			contentNotes: [ 'Violence', 'Grief' ],
			buyLinks: [
				{
					url: 'https://www.amazon.com/dp/2',
					format: 'ebook',
					store: 'Amazon',
					icon: 'amazon',
					universal: false,
				},
			],
			isbns: [ { format: 'paperback', isbn: '9780306406157' } ],
			sampleTitle: 'Chapter One',
			sampleText: [ 'It began.', 'It went on.' ],
			narrator: 'Jane Reader',
			audioSample: 'https://cdn.example/sample.mp3',
			bookClub: [ 'Why did she stay?', 'Who lied first?' ],
			bonusTitle: 'Read the bonus epilogue',
			bonusDescription: [ 'Ten years later.', 'No spoilers.' ],
			bonusForm: 'Bonus epilogue',
			bonusFormId: null,
			problems: [],
		} );
	} );

	it( 'gives empty values and no problem for sections left out', () => {
		const book = read( { title: 'Only a title' } );
		expect( book ).toMatchObject( {
			subtitle: '',
			series: '',
			seriesKey: '',
			seriesNumber: null,
			releaseDate: null,
			upcoming: false,
			synopsis: [],
			heatLevel: null,
			buyLinks: [],
			isbns: [],
			problems: [],
		} );
	} );

	it( 'keeps the series slug PHP gave, and none in no series', () => {
		const sections = parseSections(
			bookPage( { title: 'T', series: 'Les Étoiles d’Été' } )
		);
		expect(
			readBook( 's', sections, BOOKS_TODAY, null, 'les-etoiles-dete' )
				.seriesSlug
		).toBe( 'les-etoiles-dete' );
		expect( readBook( 's', sections, BOOKS_TODAY ).seriesSlug ).toBeNull();
		expect(
			readBook(
				's',
				parseSections( bookPage( { title: 'T' } ) ),
				BOOKS_TODAY,
				null,
				'stray'
			).seriesSlug
		).toBeNull();
	} );

	it( 'is upcoming only after today, in the zone today was taken in', () => {
		expect(
			read( { title: 'T', release_date: '2026-11-25' } ).upcoming
		).toBe( true );
		expect(
			read( { title: 'T', release_date: BOOKS_TODAY } ).upcoming
		).toBe( false );
		expect(
			read( { title: 'T', release_date: '2026-11-25' }, '2026-11-25' )
				.upcoming
		).toBe( false );
	} );

	it( 'keeps markup as text in every field', () => {
		const book = read( {
			title: 'Love &lt;script&gt;alert(1)&lt;/script&gt; <b>bold</b>',
			description:
				'<img src=x onerror="alert(1)">A <a href="javascript:alert(1)">hook</a>',
			tropes: '&lt;b&gt;Enemies&lt;/b&gt;, Friends',
		} );
		expect( book.title ).toBe( 'Love <script>alert(1)</script> bold' );
		expect( book.description ).toBe( 'A hook' );
		expect( book.tropes ).toEqual( [ '<b>Enemies</b>', 'Friends' ] );
		expect( book.buyLinks ).toEqual( [] );
	} );

	it( 'lists what it could not read, as codes with the text written', () => {
		const book = read( {
			subtitle: 'No title',
			series_number: 'one',
			release_date: 'Spring 2027',
			heat_level: 'hot',
			buy_links: [
				'Nook: https://nook.example/x',
				'javascript:alert(1)',
			],
			isbn: [ 'ebook: 123' ],
		} );
		expect( book.problems ).toEqual( [
			{ code: 'no-title', section: 'title', text: '' },
			{
				code: 'unreadable-series-number',
				section: 'series_number',
				text: 'one',
			},
			{
				code: 'unreadable-date',
				section: 'release_date',
				text: 'Spring 2027',
			},
			{
				code: 'unreadable-heat-level',
				section: 'heat_level',
				text: 'hot',
			},
			{
				code: 'unknown-format',
				section: 'buy_links',
				text: 'Nook: https://nook.example/x',
			},
			{
				code: 'not-http-link',
				section: 'buy_links',
				text: 'javascript:alert(1)',
			},
			{ code: 'invalid-isbn', section: 'isbn', text: 'ebook: 123' },
		] );
		expect( book.seriesNumber ).toBeNull();
		expect( book.buyLinks.map( ( link ) => link.store ) ).toEqual( [
			'nook.example',
		] );
	} );

	it( 'reports a number without a series', () => {
		expect( read( { title: 'T', series_number: '2' } ).problems ).toEqual( [
			{
				code: 'number-without-series',
				section: 'series_number',
				text: '2',
			},
		] );
	} );
} );

describe( 'readFeaturedBook', () => {
	const featured = ( html: string, today = BOOKS_TODAY ) =>
		readFeaturedBook(
			pageContentFromAnswer( 'books', [
				{ content: { rendered: html } },
			] ),
			parseSections( html ),
			today
		);

	it( 'is the built-in book with its amazon_url as its one link', () => {
		const book = featured( '' );
		const defaults = DEFAULT_CONTENT.books;
		expect( book ).toMatchObject( {
			slug: FEATURED_SLUG,
			featured: true,
			title: defaults.title,
			releaseDate: '2025-09-30',
			upcoming: false,
			series: '',
			problems: [],
		} );
		expect( book.buyLinks ).toEqual( [
			{
				url: defaults.amazonUrl,
				format: null,
				store: 'Amazon',
				icon: 'amazon',
				universal: false,
			},
		] );
	} );

	it( 'takes the catalogue’s sections, and its own buy links over amazon_url', () => {
		const book = featured(
			bookPage( {
				title: 'Featured',
				release_date: 'Coming 2027-01-15',
				series: 'Medallion',
				series_number: '1',
				heat_level: '4',
				content_notes: 'Stalking',
				buy_links: [ 'audio: https://libro.fm/x' ],
				isbn: [ 'ebook: 978-0-306-40615-7' ],
			} )
		);
		expect( book ).toMatchObject( {
			title: 'Featured',
			releaseDate: '2027-01-15',
			upcoming: true,
			series: 'Medallion',
			seriesNumber: 1,
			heatLevel: 4,
			contentNotes: [ 'Stalking' ],
			isbns: [ { format: 'ebook', isbn: '9780306406157' } ],
		} );
		expect( book.buyLinks.map( ( link ) => link.store ) ).toEqual( [
			'Libro.fm',
		] );
	} );

	it( 'reports no unreadable date: its release line is free text', () => {
		const book = featured( bookPage( { release_date: 'Available now' } ) );
		expect( book.releaseDate ).toBeNull();
		expect( book.problems ).toEqual( [] );
	} );
} );
