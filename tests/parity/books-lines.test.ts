/**
 * The catalogue's readers of single values and lines, server against app,
 * on texts made of the pieces authors and attackers write (formats, colons,
 * schemes, hosts, dates, ISBNs, audio addresses, odd white space): each
 * reader of inc/books/ must give what its twin in src/books/ gives. The texts
 * come from fast-check with fixed seeds, so every run reads the same ones.
 */
import fc from 'fast-check';
import {
	readAudioSample,
	readBuyLinks,
	readIsbns,
} from '../../src/books/links';
import {
	readHeatLevel,
	readIsbn,
	readReleaseDate,
	readSeriesNumber,
} from '../../src/books/values';
import { camelKeys, caseFile, runPhp, siteReady } from './php';

const PIECES = [
	'ebook',
	'Kindle',
	'AUDIO',
	'e-book',
	'Paperback',
	'nook',
	':',
	' ',
	'\t',
	'\u00a0',
	'https://',
	'HTTP://',
	'javascript:',
	'//',
	'/',
	'\\',
	'@',
	'www.',
	'amazon',
	'.co.uk',
	'.com',
	'.',
	'books.apple.com',
	'amzn.to',
	'kobo.com',
	'books2read.com',
	'x',
	'?a=1',
	'#f',
	':8080',
	'March',
	'Sept.',
	'5',
	'30',
	',',
	'2027',
	'-',
	'02',
	'2.5',
	'3',
	'978',
	'0-306-40615-7',
	'0-8044-2957-',
	'X',
	'é',
	'İ',
];

const piece = ( ...choices: string[] ) => fc.constantFrom( ...choices );

/** A store link line: a label or none, a scheme, a host, a path, each sometimes odd. */
const LINE = fc
	.tuple(
		piece(
			'',
			'ebook',
			'Kindle',
			'\u212Aindle',
			'AUDIO',
			'e-book',
			'nook',
			'javascript',
			' x '
		),
		piece( '', ':', ': ', ' : ', ':\u00a0' ),
		piece(
			'https://',
			'HTTP://',
			'ftp://',
			'//',
			'/',
			'javascript:',
			'https:/',
			''
		),
		piece( 'www.', '', 'smile.', 'user@', 'evil.' ),
		piece(
			'amazon.com',
			'amazon.co.uk',
			'amazon.evil.example',
			'amzn.to',
			'books.apple.com',
			'apple.com',
			'kobo.com.',
			'books2read.com',
			'Example.ORG',
			'é.example',
			'İ.example'
		),
		piece( '', '/x', ':8080/x', '?a=1', '#f', '/a b', '\\x', '\t' )
	)
	.map( ( parts ) => parts.join( '' ) );

/** A release date, sometimes with words around it, odd spaces or no real day. */
const DATE = fc
	.tuple(
		piece( '', 'Released ', 'Out ', '2027-03-05 or ' ),
		piece( 'March', 'mar.', 'Sept', 'February', 'Marchy', 'december' ),
		piece( ' ', '\u00a0', '\t', '', '  ' ),
		piece( '5', '30', '29', '02', '5,', '31' ),
		piece( ' ', ', ', ',', '\n' ),
		piece( '2027', '2028', '999', '0999', '20271' )
	)
	.map( ( parts ) => parts.join( '' ) );

/** An ISBN line: a format or none, and an ISBN right, wrong or odd. */
const ISBN = fc
	.tuple(
		piece( 'ebook: ', 'Paperback:', 'audio : ', 'nook: ', '' ),
		piece(
			'978-0-306-40615-7',
			'0-306-40615-2',
			'0 8044 2957 x',
			'978-0-306-40615-8',
			'979-10-90636-07-1',
			'ISBN 978-0-306-40615-7',
			'978\u00a00306406157'
		)
	)
	.map( ( parts ) => parts.join( '' ) );

const TEXTS = fc.sample(
	fc.oneof(
		LINE,
		DATE,
		ISBN,
		fc
			.array( fc.constantFrom( ...PIECES ), {
				minLength: 1,
				maxLength: 9,
			} )
			.map( ( pieces ) => pieces.join( '' ) )
	),
	{ numRuns: 800, seed: 20261124 }
);

/** The Media Library's address the audio samples are read against (books-lines.php's too). */
const UPLOADS = 'http://site.test/wp-content/uploads';

/**
 * An audio sample's address: a scheme, a host, a path in or near the uploads,
 * the rest (the site's own pieces given more often, so its uploads come up).
 */
const AUDIO = fc
	.tuple(
		piece( ' ', '' ),
		piece(
			'https://',
			'http://',
			'http://',
			'http://',
			'HTTPS://',
			'HTTP://',
			'javascript:',
			'data:',
			'//',
			'/',
			''
		),
		piece(
			'site.test',
			'site.test',
			'site.test',
			'SITE.test',
			'cdn.example',
			'site.test.evil.example',
			'user@site.test',
			'site.test:8080'
		),
		piece(
			'/wp-content/uploads',
			'/wp-content/uploads',
			'/wp-content/uploads/',
			'/wp-content/uploads-old',
			'/wp-content',
			''
		),
		piece(
			'/2026/11/sample.mp3',
			'/../x.mp3',
			'/%2e%2E/x.mp3',
			'/./x.mp3',
			'/.x/a.mp3',
			'/a b.mp3',
			'/a.mp3?v=1#t',
			'\\a.mp3',
			'\n',
			''
		),
		piece( '', ' ', '\t' )
	)
	.map( ( parts ) => parts.join( '' ) );

const AUDIO_TEXTS = fc.sample( AUDIO, { numRuns: 400, seed: 20261125 } );

/**
 * What the app's readers make of one text (books-lines.php prints the same).
 * @param text The text.
 */
function appReads( text: string ) {
	return {
		seriesNumber: readSeriesNumber( text ),
		heatLevel: readHeatLevel( text ),
		releaseDate: readReleaseDate( text ),
		isbn: readIsbn( text ),
		buyLinks: readBuyLinks( [ text ] ),
		isbns: readIsbns( [ text ] ),
		audioSample: readAudioSample( text, UPLOADS ),
	};
}

const describeWithSite = siteReady() ? describe : describe.skip;

describeWithSite(
	'the catalogue’s readers: the theme’s PHP reads as the app',
	() => {
		it( 'reads every text the same, and the texts reach every reader’s branches', async () => {
			const texts = [ ...TEXTS, ...AUDIO_TEXTS ];
			const file = caseFile( 'books-lines.json', {
				uploads: UPLOADS,
				texts,
			} );
			const served = camelKeys(
				JSON.parse(
					await runPhp( 'books-lines.php', file, 'the lines' )
				)
			) as unknown[];
			const app = texts.map( appReads );
			// The texts are varied enough to mean something: links kept and dropped, dates read.
			const links = app.filter(
				( reads ) => reads.buyLinks.links.length
			);
			const dropped = app.filter(
				( reads ) => reads.buyLinks.problems.length
			);
			expect( links.length ).toBeGreaterThan( 20 );
			expect( dropped.length ).toBeGreaterThan( 100 );
			expect(
				app.filter( ( reads ) => reads.releaseDate ).length
			).toBeGreaterThan( 2 );
			// Audio samples kept by either rule, and dropped.
			const samples = app.map( ( reads ) => reads.audioSample );
			expect(
				samples.filter( ( url ) => url?.startsWith( `${ UPLOADS }/` ) )
					.length
			).toBeGreaterThan( 5 );
			expect(
				samples.filter( ( url ) => url && /^https:/i.test( url ) )
					.length
			).toBeGreaterThan( 20 );
			expect(
				samples.filter( ( url ) => url === null ).length
			).toBeGreaterThan( 100 );
			texts.forEach( ( text, index ) => {
				expect( [ text, served[ index ] ] ).toEqual( [
					text,
					JSON.parse( JSON.stringify( app[ index ] ) ),
				] );
			} );
		}, 60_000 );
	}
);
