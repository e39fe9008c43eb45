/**
 * Property-based tests (fast-check) of the form readers against arbitrary
 * and hostile strings: the newsletter's form-HTML parser, the configuration
 * JSON reader, the newsletter answer reader and the WPForms answer reader
 * never throw, and what they hand to the page is text, never HTML.
 *
 * Generated inputs: 1,000 × 5 = 5,000.
 */
import fc from 'fast-check';
import { hostileHtml as hostileHtmlOf, SENTINEL } from './fuzz-arbitraries';
import { parseNewsletterFormHtml } from '../../src/newsletter/formHtml';
import { parseNewsletterConfigJson } from '../../src/newsletter/formConfig';
import { readNewsletterAnswer } from '../../src/newsletter/submit';
import { readWpformsAnswer } from '../../src/contact/wpforms';
import type { WpformsConfig } from '../../src/config/config';

const MARKUP = [
	'<script>SENTINEL_SCRIPT()</script>',
	'<img src=x onerror="SENTINEL_ONERROR()">',
	'<svg onload="SENTINEL_ONLOAD()">',
	'">',
	'<a href="javascript:SENTINEL_HREF()">x</a>',
	'<style>SENTINEL_STYLE{}</style>',
	'<template>SENTINEL_TEMPLATE</template>',
	'<p>',
	'</p>',
	'<br>',
	'<b title="SENTINEL_ATTR">',
	'</b>',
];

const hostileHtml = hostileHtmlOf( MARKUP, 20, 20 );

const anyString = fc.oneof( fc.string( { unit: 'binary' } ), hostileHtml );

const CONFIG: WpformsConfig = {
	formId: 6,
	nameFormat: 'first-last',
	fields: { name: 1, email: 2, subject: 3, message: 4 },
};

/**
 * The visitor-facing strings of a WPForms outcome.
 * @param outcome The outcome.
 */
function shown( outcome: ReturnType< typeof readWpformsAnswer > ): string[] {
	return outcome.ok
		? [ outcome.confirmation ]
		: [ outcome.message, ...Object.values( outcome.fieldErrors ) ];
}

describe( 'fuzz: form readers', () => {
	it( 'the newsletter form-HTML parser never throws on any string (1,000)', () => {
		const formish = fc
			.tuple( anyString, fc.string(), anyString )
			.map(
				( [ before, value, after ] ) =>
					`${ before }<form><input name="ctct-id" value="${ value }"><input name="email___${ value }">${ after }</form>`
			);
		fc.assert(
			fc.property( fc.oneof( anyString, formish ), ( html ) => {
				const config = parseNewsletterFormHtml( html );
				if ( config ) {
					expect( Number.isSafeInteger( config.formId ) ).toBe(
						true
					);
					expect( config.fields.email.startsWith( 'email___' ) ).toBe(
						true
					);
				}
			} ),
			{ numRuns: 1000 }
		);
	} );

	it( 'the configuration JSON reader never throws on any value (1,000)', () => {
		fc.assert(
			fc.property( fc.anything(), ( value ) => {
				const config = parseNewsletterConfigJson( value );
				if ( config ) {
					expect( config.formId ).toBeGreaterThan( 0 );
					expect( typeof config.fields.email ).toBe( 'string' );
				}
			} ),
			{ numRuns: 1000 }
		);
	} );

	it( 'the newsletter answer reader never throws, always gives a message (1,000)', () => {
		const body = fc.oneof(
			anyString,
			fc
				.record( {
					status: fc.oneof(
						fc.constantFrom( 'success', 'error' ),
						fc.anything()
					),
					message: fc.oneof( anyString, fc.anything() ),
				} )
				.map( ( answer ) => JSON.stringify( answer ) ?? '' )
		);
		fc.assert(
			fc.property(
				fc.integer( { min: 100, max: 599 } ),
				body,
				( status, text ) => {
					const outcome = readNewsletterAnswer( status, text );
					expect( typeof outcome.message ).toBe( 'string' );
					expect( outcome.message ).not.toBe( '' );
				}
			),
			{ numRuns: 1000 }
		);
	} );

	it( 'the WPForms answer reader never throws on any string (1,000)', () => {
		fc.assert(
			fc.property(
				fc.integer( { min: 100, max: 599 } ),
				fc.constantFrom( 'application/json', 'text/html', '' ),
				anyString,
				( status, type, body ) => {
					for ( const text of shown(
						readWpformsAnswer( status, type, body, CONFIG )
					) ) {
						expect( typeof text ).toBe( 'string' );
					}
				}
			),
			{ numRuns: 1000 }
		);
	} );

	it( 'the WPForms answer reader turns hostile HTML into text (1,000)', () => {
		const answer = fc.record( {
			success: fc.boolean(),
			data: fc.record( {
				confirmation: fc.oneof(
					hostileHtml,
					hostileHtml.map( ( message ) => ( { message } ) )
				),
				message: hostileHtml,
				errors: fc.record( {
					general: fc.dictionary( fc.string(), hostileHtml ),
					field: fc.dictionary(
						fc.constantFrom(
							'wpforms[fields][1]',
							'wpforms[fields][2]',
							'wpforms[fields][4]'
						),
						fc.oneof(
							hostileHtml,
							fc.record( {
								first: hostileHtml,
								last: hostileHtml,
							} )
						)
					),
				} ),
			} ),
		} );
		fc.assert(
			fc.property( answer, ( value ) => {
				for ( const text of shown(
					readWpformsAnswer(
						200,
						'application/json',
						JSON.stringify( value ),
						CONFIG
					)
				) ) {
					expect( text ).not.toMatch( SENTINEL );
					expect( text ).not.toMatch( /</ );
				}
			} ),
			{ numRuns: 1000 }
		);
	} );
} );
