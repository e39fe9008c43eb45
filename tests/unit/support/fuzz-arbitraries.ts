/**
 * Shared fast-check arbitraries of the fuzz tests: text with no markup
 * characters, and HTML mixing such text with markup from a pool whose every
 * sentinel (SENTINEL_…) lives only inside markup.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';

/** Matches a sentinel: it must never reach any output. */
export const SENTINEL = /SENTINEL_/;

/**
 * Text without < > & or a sentinel.
 * @param maxLength Its longest length.
 */
export const plainChunk = ( maxLength: number ) =>
	fc
		.string( { maxLength } )
		.map( ( s ) => s.replace( /[<>&]/g, '' ).replace( /SENTINEL_/g, '' ) );

/**
 * HTML: markup from `pool` and plain text, in any order.
 *
 * @param pool      Markup pieces.
 * @param maxParts  How many pieces at most.
 * @param textChars The longest text piece.
 */
export const hostileHtml = (
	pool: string[],
	maxParts: number,
	textChars: number
) =>
	fc
		.array(
			fc.oneof( fc.constantFrom( ...pool ), plainChunk( textChars ) ),
			{
				maxLength: maxParts,
			}
		)
		.map( ( parts ) => parts.join( '' ) );

/**
 * Markup of the form fuzz tests: every sentinel lives inside markup.
 */
export const FORM_MARKUP = [
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

/**
 * With FUZZ_REPORT=FILE, appends to FILE how many runs reached each
 * assertion (the shares the closing notes quote; a file, as the test set-up
 * fails a test that writes to the console).
 * @param name   The test.
 * @param counts Runs per assertion.
 */
export function report( name: string | undefined, counts: object ) {
	if ( process.env.FUZZ_REPORT ) {
		appendFileSync(
			process.env.FUZZ_REPORT,
			`${ name }: ${ JSON.stringify( counts ) }\n`
		);
	}
}
