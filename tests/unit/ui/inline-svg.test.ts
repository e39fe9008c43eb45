/**
 * The logo drawn inline (issue 8): the app's reading of the artwork file, the
 * same as PHP's author_site_inline_svg() (compared in the browser by
 * tests/e2e/first-paint.spec.ts).
 */
import logoSource from '../../../assets/images/logo.svg';
import { inlineSvg } from '../../../src/ui/inlineSvg';

test( 'the logo file gives its viewBox and its drawing without title or whitespace', () => {
	const svg = inlineSvg( logoSource );
	expect( svg?.viewBox ).toBe( '0 0 64 64' );
	expect( svg?.inner ).toMatch( /^<circle / );
	// No letters of its own: the monogram's initials are drawn from the
	// author's name (src/ui/Logo.tsx).
	expect( svg?.inner ).not.toContain( '<text' );
	expect( svg?.inner ).not.toContain( '<title' );
	expect( svg?.inner ).not.toMatch( />\s+</ );
} );

test( 'anything but an SVG with a viewBox gives nothing', () => {
	expect( inlineSvg( '' ) ).toBeNull();
	expect( inlineSvg( '<svg><circle/></svg>' ) ).toBeNull();
	expect( inlineSvg( '<p viewBox="0 0 1 1">x</p>' ) ).toBeNull();
} );
