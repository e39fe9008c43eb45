/**
 * A book's store links and ISBNs (src/books/links.ts, docs/books.md): the
 * formats and their aliases, the stores by host or parent domain, and every
 * line that is dropped or reported.
 */
import {
	formatNamed,
	readBuyLinks,
	readIsbns,
	storeOf,
} from '../../../src/books/links';

describe( 'formatNamed', () => {
	it.each( [
		[ 'ebook', 'ebook' ],
		[ 'E-Book', 'ebook' ],
		[ 'KINDLE', 'ebook' ],
		[ 'Paperback', 'paperback' ],
		[ 'hardcover', 'hardcover' ],
		[ 'Audiobook', 'audiobook' ],
		[ 'audio', 'audiobook' ],
	] )( '%s is %s', ( label, format ) => {
		expect( formatNamed( label ) ).toBe( format );
	} );

	// The Kelvin sign is no k: only ASCII capitals count, as in PHP.
	it.each( [ 'nook', 'e book', 'hardback', '', '\u212Aindle' ] )(
		'%p is none',
		( label ) => {
			expect( formatNamed( label ) ).toBeNull();
		}
	);
} );

describe( 'storeOf', () => {
	it.each( [
		[ 'https://www.amazon.com/dp/1', 'Amazon' ],
		[ 'https://www.amazon.co.uk/dp/1', 'Amazon' ],
		[ 'https://amazon.com.au/dp/1', 'Amazon' ],
		[ 'https://smile.amazon.de/dp/1', 'Amazon' ],
		[ 'https://amzn.to/abc', 'Amazon' ],
		[ 'https://www.audible.co.uk/pd/1', 'Audible' ],
		[ 'https://books.apple.com/us/book/id1', 'Apple Books' ],
		[ 'https://www.barnesandnoble.com/w/1', 'Barnes & Noble' ],
		[ 'https://www.kobo.com/us/en/ebook/1', 'Kobo' ],
		[
			'https://play.google.com/store/books/details?id=1',
			'Google Play Books',
		],
		[ 'https://bookshop.org/a/1', 'Bookshop.org' ],
		[ 'https://libro.fm/audiobooks/1', 'Libro.fm' ],
		[ 'HTTPS://WWW.KOBO.COM./x', 'Kobo' ],
		[ 'https://books2read.com/u/1', 'All stores' ],
	] )( '%s is %s', ( url, store ) => {
		expect( storeOf( url ).store ).toBe( store );
	} );

	it( 'gives an icon id for a known store, none for the universal link', () => {
		expect( storeOf( 'https://kobo.com/x' ) ).toEqual( {
			store: 'Kobo',
			icon: 'kobo',
			universal: false,
		} );
		expect( storeOf( 'https://books2read.com/u/1' ) ).toEqual( {
			store: 'All stores',
			icon: null,
			universal: true,
		} );
	} );

	it.each( [
		[ 'https://www.example.org/x', 'example.org' ],
		[ 'https://shop.Example.org:8443/x', 'shop.example.org' ],
		[ 'https://apple.com/books', 'apple.com' ],
		[ 'https://www.amazon.evil.example/x', 'amazon.evil.example' ],
		[ 'https://bookshop.org.evil.example/x', 'bookshop.org.evil.example' ],
		[ 'https://notkobo.com/x', 'notkobo.com' ],
	] )( 'an unknown host %s shows as %s', ( url, host ) => {
		expect( storeOf( url ) ).toEqual( {
			store: host,
			icon: null,
			universal: false,
		} );
	} );
} );

describe( 'readBuyLinks', () => {
	it( 'reads a format or none, and the store, per line', () => {
		const { links, problems } = readBuyLinks( [
			'Kindle: https://www.amazon.com/dp/1',
			'audio : https://www.audible.com/pd/1',
			'https://www.kobo.com/x',
		] );
		expect( problems ).toEqual( [] );
		expect( links ).toEqual( [
			{
				url: 'https://www.amazon.com/dp/1',
				format: 'ebook',
				store: 'Amazon',
				icon: 'amazon',
				universal: false,
			},
			{
				url: 'https://www.audible.com/pd/1',
				format: 'audiobook',
				store: 'Audible',
				icon: 'audible',
				universal: false,
			},
			{
				url: 'https://www.kobo.com/x',
				format: null,
				store: 'Kobo',
				icon: 'kobo',
				universal: false,
			},
		] );
	} );

	it( 'keeps a link of an unknown format for every format, and says so', () => {
		const { links, problems } = readBuyLinks( [
			'Nook: https://www.barnesandnoble.com/w/1',
		] );
		expect( links.map( ( link ) => [ link.format, link.store ] ) ).toEqual(
			[ [ null, 'Barnes & Noble' ] ]
		);
		expect( problems ).toEqual( [
			{
				code: 'unknown-format',
				section: 'buy_links',
				text: 'Nook: https://www.barnesandnoble.com/w/1',
			},
		] );
	} );

	it.each( [
		'javascript:alert(1)',
		'JavaScript : alert(1)',
		'/books/x/',
		'books/x',
		'//amazon.com/x',
		'ebook: //amazon.com/x',
		'ebook: javascript:alert(1)',
		'mailto:me@example.com',
		'ftp://example.com/x',
		'https://user@example.com/x',
		'ebook: https://www.amazon.com/dp/1 and more',
		'ebook:',
	] )( 'drops %p', ( line ) => {
		const { links, problems } = readBuyLinks( [ line ] );
		expect( links ).toEqual( [] );
		expect( problems ).toEqual( [
			{ code: 'not-http-link', section: 'buy_links', text: line },
		] );
	} );
} );

describe( 'readIsbns', () => {
	it( 'reads one ISBN per format, the first one winning', () => {
		const { isbns, problems } = readIsbns( [
			'ebook: 978-0-306-40615-7',
			'Paperback: 0 306 40615 2',
			'kindle: 9780306406157',
		] );
		expect( isbns ).toEqual( [
			{ format: 'ebook', isbn: '9780306406157' },
			{ format: 'paperback', isbn: '0306406152' },
		] );
		expect( problems ).toEqual( [
			{
				code: 'duplicate-isbn',
				section: 'isbn',
				text: 'kindle: 9780306406157',
			},
		] );
	} );

	it.each( [
		[ '9780306406157', 'unknown-format' ],
		[ 'nook: 9780306406157', 'unknown-format' ],
		[ 'hardcover: 978-0-306-40615-8', 'invalid-isbn' ],
		[ 'hardcover: soon', 'invalid-isbn' ],
	] )( 'reports %p as %s', ( line, code ) => {
		expect( readIsbns( [ line ] ) ).toEqual( {
			isbns: [],
			problems: [ { code, section: 'isbn', text: line } ],
		} );
	} );
} );
