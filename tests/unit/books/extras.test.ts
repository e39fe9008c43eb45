/**
 * A book's extras read from its page (docs/books.md#a-books-extras): the
 * narrator, the audio sample and its rule, the book club questions and the
 * bonus, on a book page and on the featured book; and the app's catalogue
 * reading the audio samples against the Media Library's address its
 * configuration gives. "Today" is held; the PHP twin has the same cases
 * (tests/php/BooksExtrasTest.php).
 */
import { readBook, readFeaturedBook } from '../../../src/books/book';
import { readAudioSample } from '../../../src/books/links';
import { loadCatalogue, resetCatalogue } from '../../../src/books/store';
import { resetConfigForTests } from '../../../src/config/config';
import { pageContentFromAnswer } from '../../../src/content/pages';
import { parseSections } from '../../../src/content/sections';
import { resetContentStore } from '../../../src/content/store';
import { BOOKS_TODAY, bookChild, bookPage } from '../../shared/book-pages';
import { setPageConfig } from '../../shared/page-config';

/** The Media Library's address of a site on http:, and of one on https:. */
const UPLOADS = 'http://site.test/wp-content/uploads';
const HTTPS_UPLOADS = 'https://site.test/wp-content/uploads';

const read = (
	sections: Parameters< typeof bookPage >[ 0 ],
	uploads: string | null = UPLOADS
) =>
	readBook(
		'the-slug',
		parseSections( bookPage( sections ) ),
		BOOKS_TODAY,
		uploads
	);

describe( 'readAudioSample: an https: address, or a file in the site’s Media Library', () => {
	it.each( [
		[ 'any https: address', 'https://cdn.example/audio/sample.mp3', null ],
		[ 'https: in capitals', 'HTTPS://CDN.example/Sample.MP3', null ],
		[
			'the site’s own upload on https:',
			'https://site.test/wp-content/uploads/2026/11/sample.mp3',
			UPLOADS,
		],
		[
			'the site’s own upload on http:',
			'http://site.test/wp-content/uploads/2026/11/sample.mp3',
			UPLOADS,
		],
		[
			'an upload with a query and a fragment',
			'http://site.test/wp-content/uploads/sample.mp3?v=2#t=10',
			UPLOADS,
		],
		[
			'an upload, the address given with a final slash',
			'http://site.test/wp-content/uploads/sample.mp3',
			`${ UPLOADS }/`,
		],
	] )( 'keeps %s', ( _label, text, uploads ) => {
		expect( readAudioSample( text, uploads ) ).toBe( text );
	} );

	it( 'keeps the address as written, trimmed', () => {
		expect(
			readAudioSample( ' \thttps://cdn.example/sample.mp3 \n', null )
		).toBe( 'https://cdn.example/sample.mp3' );
	} );

	it.each( [
		[ 'another site on http:', 'http://cdn.example/sample.mp3', UPLOADS ],
		[
			'an upload on http: when the Media Library’s address is not known',
			'http://site.test/wp-content/uploads/sample.mp3',
			null,
		],
		[
			'an upload on http: when the Media Library is on https:',
			'http://site.test/wp-content/uploads/sample.mp3',
			HTTPS_UPLOADS,
		],
		[
			'a folder that only begins like the uploads',
			'http://site.test/wp-content/uploads-old/sample.mp3',
			UPLOADS,
		],
		[
			'the uploads folder itself',
			'http://site.test/wp-content/uploads',
			UPLOADS,
		],
		[
			'a `..` step out of the uploads',
			'http://site.test/wp-content/uploads/../../wp-config.php',
			UPLOADS,
		],
		[
			'a `.` step',
			'http://site.test/wp-content/uploads/./sample.mp3',
			UPLOADS,
		],
		[
			'an encoded `..` step',
			'http://site.test/wp-content/uploads/%2E%2e/sample.mp3',
			UPLOADS,
		],
		[
			'a host that only begins like the site’s',
			'http://site.test.evil.example/wp-content/uploads/sample.mp3',
			UPLOADS,
		],
		[
			'a user name before another host',
			'http://site.test@evil.example/wp-content/uploads/sample.mp3',
			UPLOADS,
		],
		[ 'javascript:', 'javascript:alert(1)', UPLOADS ],
		[
			'javascript: with an https: address after it',
			'JavaScript:alert(1)//https://cdn.example/sample.mp3',
			UPLOADS,
		],
		[
			'a path from the site’s root',
			'/wp-content/uploads/2026/11/sample.mp3',
			UPLOADS,
		],
		[ 'a relative path', 'wp-content/uploads/sample.mp3', UPLOADS ],
		[ 'a protocol-relative address', '//cdn.example/sample.mp3', UPLOADS ],
		[ 'a data: address', 'data:audio/mpeg;base64,SUQzBAAAAAAA', UPLOADS ],
		[ 'an ftp: address', 'ftp://cdn.example/sample.mp3', UPLOADS ],
		[ 'words', 'my audio sample', UPLOADS ],
		[
			'an https: address with a space',
			'https://cdn.example/my sample.mp3',
			UPLOADS,
		],
		[
			'an https: address with words on the next line',
			'https://cdn.example/sample.mp3\nListen!',
			UPLOADS,
		],
		[
			'an upload when the Media Library’s address is a path',
			'http://site.test/wp-content/uploads/sample.mp3',
			'/wp-content/uploads',
		],
	] )( 'drops %s', ( _label, text, uploads ) => {
		expect( readAudioSample( text, uploads ) ).toBeNull();
	} );
} );

describe( 'readBook: a book’s extras', () => {
	it( 'reads each extra by its kind', () => {
		const book = read( {
			title: 'T',
			narrator: '  Jane Reader ',
			audio_sample: 'http://site.test/wp-content/uploads/sample.mp3',
			book_club:
				'</p><ul class="wp-block-list"><li>Why, after all that, did she stay?</li><li>Who lied first?</li><li> </li></ul><p>',
			bonus_title: 'Read the bonus epilogue',
			bonus_description: 'Ten years later.</p><p>No spoilers.',
			bonus_form: '  Bonus &amp; Extras  ',
		} );
		expect( book ).toMatchObject( {
			narrator: 'Jane Reader',
			audioSample: 'http://site.test/wp-content/uploads/sample.mp3',
			bookClub: [
				'Why, after all that, did she stay?',
				'Who lied first?',
			],
			bonusTitle: 'Read the bonus epilogue',
			bonusDescription: [ 'Ten years later.', 'No spoilers.' ],
			bonusForm: 'Bonus & Extras',
			problems: [],
		} );
	} );

	it( 'gives empty values and no problem when they are left out', () => {
		expect( read( { title: 'T' } ) ).toMatchObject( {
			narrator: '',
			audioSample: '',
			bookClub: [],
			bonusTitle: '',
			bonusDescription: [],
			bonusForm: '',
			problems: [],
		} );
	} );

	it( 'keeps a form id as written: matching it to a form comes later', () => {
		expect( read( { title: 'T', bonus_form: '1234' } ).bonusForm ).toBe(
			'1234'
		);
	} );

	it.each( [
		[ 'a bonus title without a form', { bonus_title: 'Bonus' } ],
		[ 'a form without a bonus title', { bonus_form: 'Bonus epilogue' } ],
	] )( 'reports no problem for %s', ( _label, sections ) => {
		expect( read( { title: 'T', ...sections } ).problems ).toEqual( [] );
	} );

	it.each( [
		[ 'javascript:alert(1)' ],
		[ '/wp-content/uploads/sample.mp3' ],
		[ 'http://cdn.example/sample.mp3' ],
		[ 'my audio sample' ],
	] )(
		'drops the audio sample %s and reports it with its text',
		( written ) => {
			const book = read( { title: 'T', audio_sample: written } );
			expect( book.audioSample ).toBe( '' );
			expect( book.problems ).toEqual( [
				{
					code: 'unsafe-audio-sample',
					section: 'audio_sample',
					text: written,
				},
			] );
		}
	);

	it( 'reads an upload on http: only against the Media Library’s address it is given', () => {
		const upload = 'http://site.test/wp-content/uploads/sample.mp3';
		expect( read( { title: 'T', audio_sample: upload } ).audioSample ).toBe(
			upload
		);
		expect(
			read( { title: 'T', audio_sample: upload }, null ).audioSample
		).toBe( '' );
		expect(
			readBook(
				'the-slug',
				parseSections(
					bookPage( { title: 'T', audio_sample: upload } )
				),
				BOOKS_TODAY
			).problems.map( ( problem ) => problem.code )
		).toEqual( [ 'unsafe-audio-sample' ] );
	} );

	it( 'reports an unsafe audio sample after the store link and ISBN problems', () => {
		const book = read( {
			title: 'T',
			buy_links: 'javascript:alert(1)',
			isbn: 'ebook: 123',
			audio_sample: 'javascript:alert(2)',
		} );
		expect( book.problems.map( ( problem ) => problem.code ) ).toEqual( [
			'not-http-link',
			'invalid-isbn',
			'unsafe-audio-sample',
		] );
	} );

	it( 'reads the address as text: a link’s target is not the sample', () => {
		const book = read( {
			title: 'T',
			audio_sample: '<a href="https://cdn.example/sample.mp3">Listen</a>',
		} );
		expect( book.audioSample ).toBe( '' );
		expect( book.problems[ 0 ]?.text ).toBe( 'Listen' );
	} );
} );

describe( 'readFeaturedBook: the Books page’s extras', () => {
	const featured = ( html: string, uploads: string | null = UPLOADS ) =>
		readFeaturedBook(
			pageContentFromAnswer( 'books', [
				{ content: { rendered: html } },
			] ),
			parseSections( html ),
			BOOKS_TODAY,
			uploads
		);

	it( 'takes every extra from the Books page', () => {
		expect(
			featured(
				bookPage( {
					narrator: 'Jane Reader',
					audio_sample:
						'http://site.test/wp-content/uploads/featured.mp3',
					book_club: [ 'One, really?', 'Two?' ],
					bonus_title: 'Bonus',
					bonus_description: 'A teaser.',
					bonus_form: 'Bonus form',
				} )
			)
		).toMatchObject( {
			featured: true,
			narrator: 'Jane Reader',
			audioSample: 'http://site.test/wp-content/uploads/featured.mp3',
			bookClub: [ 'One, really?', 'Two?' ],
			bonusTitle: 'Bonus',
			bonusDescription: [ 'A teaser.' ],
			bonusForm: 'Bonus form',
			problems: [],
		} );
	} );

	it( 'has none on the built-in Books page', () => {
		expect( featured( '' ) ).toMatchObject( {
			narrator: '',
			audioSample: '',
			bookClub: [],
			bonusTitle: '',
			bonusDescription: [],
			bonusForm: '',
		} );
	} );

	it( 'reports its unsafe audio sample', () => {
		const book = featured(
			bookPage( {
				audio_sample: 'http://site.test/wp-content/uploads/x.mp3',
			} ),
			null
		);
		expect( book.audioSample ).toBe( '' );
		expect( book.problems ).toEqual( [
			{
				code: 'unsafe-audio-sample',
				section: 'audio_sample',
				text: 'http://site.test/wp-content/uploads/x.mp3',
			},
		] );
	} );
} );

describe( 'the app’s catalogue reads audio samples against its configuration’s uploadsUrl', () => {
	const BOOKS = [
		{
			id: 5,
			slug: 'books-content',
			content: {
				rendered: bookPage( {
					audio_sample: `${ UPLOADS }/featured.mp3`,
				} ),
			},
		},
	];
	const CHILDREN = [
		bookChild( 'heir', {
			title: 'The Heir',
			audio_sample: `${ UPLOADS }/heir.mp3`,
		} ),
	];
	const answer = ( path: string ) =>
		Promise.resolve( path.includes( 'parent=5' ) ? CHILDREN : BOOKS );

	beforeEach( () => {
		resetContentStore();
		resetCatalogue();
	} );

	afterAll( () => {
		setPageConfig( undefined );
		resetConfigForTests();
	} );

	it( 'keeps the site’s own uploads when the configuration gives their address', async () => {
		setPageConfig( { uploadsUrl: UPLOADS } );
		resetConfigForTests();
		const data = await loadCatalogue( BOOKS_TODAY, answer );
		expect( data.pages[ 0 ]?.book.audioSample ).toBe(
			`${ UPLOADS }/heir.mp3`
		);
		expect( data.featured.audioSample ).toBe( `${ UPLOADS }/featured.mp3` );
	} );

	it( 'drops them, and says so, without it', async () => {
		setPageConfig( {} );
		resetConfigForTests();
		const data = await loadCatalogue( BOOKS_TODAY, answer );
		expect( data.pages[ 0 ]?.book.audioSample ).toBe( '' );
		expect( data.pages[ 0 ]?.book.problems[ 0 ]?.code ).toBe(
			'unsafe-audio-sample'
		);
		expect( data.featured.audioSample ).toBe( '' );
	} );
} );
