/**
 * The app's reading of hostile and malformed HTML, by class (issue 9): the
 * rule both parsers follow (src/content/sections.ts here, its PHP twin
 * inc/content/parser.php checked on the same cases by the end-to-end
 * parser-parity spec).
 */
import { pageContentFromAnswer } from '../../../src/content/pages';
import { DEFAULT_CONTENT } from '../../../src/content/defaults';
import { htmlToText, parseSections } from '../../../src/content/sections';
import { withoutEventHandlers } from '../../../src/content/inertHtml';
import { HOSTILE_CASES, UNREADABLE_CASES } from '../../shared/hostile-html';

const text = ( name: string, section = 'a' ) =>
	parseSections( HOSTILE_CASES[ name ]! )[ section ]?.text;

describe( 'hostile HTML: what the app reads', () => {
	it.each( [
		[ 'raw text elements', '123\n\n4567' ],
		[ 'rcdata elements', '123' ],
		[ 'template and noscript', '123' ],
		[ 'markers inside dropped content', '12' ],
		[ 'unclosed script', 'x' ],
		[ 'unclosed textarea', 'x' ],
		[ 'select', '12' ],
		[ 'svg', '1df\n\nx2' ],
		[ 'svg broken out by a tag', '1x\n\nout\n\nyz' ],
		[ 'svg self-closing', '123' ],
		[ 'svg cdata', '1<b>c</b>2' ],
		[ 'svg iframe and script', '12' ],
		[ 'unclosed svg', '1x' ],
		[ 'quote in unquoted value', 'q' ],
		[ 'stray end tags', '12345678\n\n9' ],
		[ 'misnested formatting', '1234' ],
		[ 'formatting across paragraphs', '1\n\n23' ],
		[ 'image tag', '12' ],
		[ 'br forms', '1\n2\n3\n\n4' ],
	] )( '%s', ( name, expected ) => {
		expect( text( name ) ).toBe( expected );
	} );

	it( 'an iframe’s and a script’s text is left out, an svg’s handler too', () => {
		expect( text( 'payload 5' ) ).toBe( "before '> after" );
		expect( text( 'payload 11' ) ).toBe( 'before ‘>' );
		expect( text( 'payload 1' ) ).toBe( 'before after' );
		expect( text( 'payload 4' ) ).toBe( 'before "> after' );
		expect( text( 'payload 10' ) ).toBe( 'before “> after' );
	} );

	it( 'an unbalanced quote swallows markup as the browser does', () => {
		// The attribute runs to the next quote: section b is inside it.
		expect(
			parseSections( HOSTILE_CASES[ 'unbalanced double quote' ]! )
		).toEqual( {
			a: {
				text: '',
				hrefs: [
					'https://e.example/a title=x>y</a></p>\n<!-- section:b -->\n<p>z',
				],
			},
		} );
	} );

	it( 'markers are read from real comments only, as the browser has them', () => {
		expect(
			Object.keys( parseSections( HOSTILE_CASES[ 'bogus markers' ]! ) )
		).toEqual( [ 'a', 'b', 'e' ] );
	} );

	it( 'a misnested link’s href is kept once', () => {
		expect(
			parseSections( HOSTILE_CASES[ 'link across paragraphs' ]! ).a
		).toEqual( {
			text: '1\n\n23',
			hrefs: [ 'https://e.example/' ],
		} );
	} );

	it( 'handler attributes are renamed in tags, with HTML white space only', () => {
		expect(
			withoutEventHandlers(
				'<img src=x onerror=1><img\tONload=2><img\u000bonerror=3>'
			)
		).toBe(
			'<img src=x data-onerror=1><img\tdata-ONload=2><img\u000bonerror=3>'
		);
	} );

	it( 'the texturized xss page keeps every section’s text, scripts dropped', () => {
		const sections = parseSections(
			HOSTILE_CASES[ 'xss page, texturized' ]!
		);
		expect( Object.keys( sections ) ).toEqual( [ 'one' ] );
		expect( sections.one!.text ).not.toMatch(
			/__xss = "script"|<script|parent\.__xss/
		);
		expect( htmlToText( HOSTILE_CASES[ 'payload 2' ]! ) ).toBe(
			'before after\n\nnext'
		);
	} );

	it( 'a page the server flags as unreadable keeps the built-in text', () => {
		for ( const name of UNREADABLE_CASES ) {
			const answer = [
				{
					content: {
						rendered: HOSTILE_CASES[ name ]!.replace(
							'section:a',
							'section:hero_subtitle'
						),
					},
					author_site_unreadable: [ 'content' ],
				},
			];
			expect( pageContentFromAnswer( 'home', answer ) ).toEqual(
				DEFAULT_CONTENT.home
			);
		}
	} );
} );
