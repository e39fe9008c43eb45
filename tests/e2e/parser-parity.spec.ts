import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line import/no-extraneous-dependencies -- jsdom comes with the Jest environment.
import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { pageContentFromAnswer } from '../../src/content/pages';
import { RECORDINGS, SLUGS } from './content-pages';
import { wpEval } from './wp';

/*
 * The theme has two parsers of the same pages: TypeScript in the app
 * (src/content) and PHP for the server's first view (inc/content-parser.php).
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
