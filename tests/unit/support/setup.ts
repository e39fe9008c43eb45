/**
 * Jest setup for the unit tests (see jest.config.js).
 *
 * Note: the @wordpress/jest-preset-default preset also loads
 * `@wordpress/jest-console`, so any unexpected console.error / warn / log / info
 * fails the test that caused it. A test that expects console output says so
 * with `expect( console ).toHaveErrored()` (or `toHaveWarned()`, …).
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

/*
 * jsdom has no TextEncoder/TextDecoder (browsers do): take Node's, which
 * implement the same WHATWG Encoding API.
 */
if ( typeof globalThis.TextEncoder === 'undefined' ) {
	Object.assign( globalThis, { TextEncoder, TextDecoder } );
}
