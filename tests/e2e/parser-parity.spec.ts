import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line import/no-extraneous-dependencies -- jsdom comes with the Jest environment.
import { JSDOM } from 'jsdom';
import { pageContentFromAnswer } from '../../src/content/pages';
import { htmlToText, parseSections } from '../../src/content/sections';
import { HOSTILE_CASES, UNREADABLE_CASES } from '../shared/hostile-html';
import { RECORDINGS, SLUGS } from './support/content-pages';
import { expect, test } from './support/fixtures';
import { wpEval } from './support/wp';

/*
 * The theme has two parsers of the same pages: TypeScript in the app
 * (src/content) and PHP for the server's first view (inc/content/parser.php).
 * Every recorded WordPress pages answer must give the same content in both.
 */

const SLUG_PAGES: Record< string, string > = Object.fromEntries(
	Object.entries( SLUGS ).map( ( [ page, slug ] ) => [ slug, page ] )
);

interface Case {
	name: string;
	page: string;
	answer: unknown;
}

/** Every recorded answer to a content-page read, with its page key. */
function recordedAnswers(): Case[] {
	const cases: Case[] = [];
	for ( const file of readdirSync( RECORDINGS ).filter( ( f ) =>
		/^pages.*\.json$/.test( f )
	) ) {
		const parsed = JSON.parse(
			readFileSync( join( RECORDINGS, file ), 'utf8' )
		);
		( Array.isArray( parsed ) ? parsed : [ parsed ] ).forEach(
			( exchange, index ) => {
				const url = decodeURIComponent(
					String( exchange?.request?.url ?? '' )
				);
				const slug = /[?&]slug=([a-z-]+)/.exec( url )?.[ 1 ];
				const page = slug ? SLUG_PAGES[ slug ] : undefined;
				if ( ! page || exchange?.request?.method !== 'GET' ) {
					return;
				}
				let answer: unknown;
				try {
					answer = JSON.parse( exchange.response.body );
				} catch {
					return;
				}
				cases.push( { name: `${ file }#${ index }`, page, answer } );
			}
		);
	}
	return cases;
}

test( 'the PHP and TypeScript parsers agree on every recorded page', () => {
	const window = new JSDOM( '' ).window;
	Object.assign( globalThis, {
		DOMParser: window.DOMParser,
		Node: window.Node,
	} );

	const cases = recordedAnswers();
	expect( cases.length ).toBeGreaterThan( 20 );
	const payload = Buffer.from( JSON.stringify( cases ) ).toString( 'base64' );
	const php = JSON.parse(
		wpEval( `
			$cases = json_decode( base64_decode( '${ payload }' ), true );
			$out = array();
			foreach ( $cases as $case ) {
				$out[ $case['name'] ] = author_site_content_from_answer( $case['page'], $case['answer'] );
			}
			echo wp_json_encode( $out );
		` )
	);
	for ( const { name, page, answer } of cases ) {
		const ts = pageContentFromAnswer( page as 'home', answer );
		expect( php[ name ], name ).toEqual(
			JSON.parse( JSON.stringify( ts ) )
		);
	}
} );

test( 'the PHP and TypeScript parsers agree on hostile and malformed HTML', () => {
	const window = new JSDOM( '' ).window;
	Object.assign( globalThis, {
		DOMParser: window.DOMParser,
		Node: window.Node,
	} );

	// The cases' sections under Home's names, for the whole answer's rules.
	const AS_HOME: Record< string, string > = {
		a: 'book_extended_description',
		b: 'features',
		c: 'tropes',
		d: 'hero_subtitle',
		e: 'praise_quote',
		one: 'hero_title',
		two: 'book_title',
		three: 'cta_text',
	};
	const asHome = ( html: string ) =>
		html.replace(
			/section:(a|b|c|d|e|one|two|three)\b/g,
			( _, name: string ) => `section:${ AS_HOME[ name ] }`
		);
	const payload = Buffer.from(
		JSON.stringify(
			Object.fromEntries(
				Object.entries( HOSTILE_CASES ).map( ( [ name, html ] ) => [
					name,
					[ html, asHome( html ) ],
				] )
			)
		)
	).toString( 'base64' );
	const php = JSON.parse(
		wpEval( `
			$out = array();
			foreach ( json_decode( base64_decode( '${ payload }' ), true ) as $name => list( $html, $home ) ) {
				$flag = author_site_unreadable_parts( array( 'slug' => 'homepage-content', 'content' => array( 'rendered' => $home ) ) );
				$out[ $name ] = array(
					'readable' => null !== author_site_html_tokens( $html ),
					'sections' => (object) author_site_parse_sections( $html ),
					'text'     => author_site_html_to_text( $html ),
					'answer'   => author_site_content_from_answer( 'home', array( array(
						'slug'    => 'homepage-content',
						'content' => array( 'rendered' => $home ),
						'author_site_unreadable' => $flag,
					) ) ),
					'unreadable' => $flag,
				);
			}
			echo wp_json_encode( $out );
		` )
	);
	const unreadable: string[] = [];
	for ( const [ name, html ] of Object.entries( HOSTILE_CASES ) ) {
		const side = php[ name ];
		// What the app makes of the same answer, flag included.
		const answer = [
			{
				slug: 'homepage-content',
				content: { rendered: asHome( html ) },
				author_site_unreadable: side.unreadable,
			},
		];
		expect( side.answer, name ).toEqual(
			JSON.parse(
				JSON.stringify( pageContentFromAnswer( 'home', answer ) )
			)
		);
		// What the HTML API cannot build is flagged, and read by neither.
		expect( side.unreadable, name ).toEqual(
			side.readable ? [] : [ 'content' ]
		);
		unreadable.push( ...( side.readable ? [] : [ name ] ) );
	}
	for ( const [ name, html ] of Object.entries( HOSTILE_CASES ).filter(
		( [ key ] ) => php[ key ].readable
	) ) {
		const side = php[ name ];
		expect( side.sections, name ).toEqual(
			JSON.parse( JSON.stringify( parseSections( html ) ) )
		);
		expect( side.text, name ).toBe( htmlToText( html ) );
	}
	// Only what the HTML API truly cannot build falls back.
	expect( unreadable ).toEqual( UNREADABLE_CASES );
} );
