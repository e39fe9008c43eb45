/**
 * Reading the Constant Contact Forms plugin's rendered form
 * (docs/forms.md#newsletter-configuration, the form's HTML; tests/fixtures/wp-recordings/README-newsletter.md
 * note 4 and 5), fed with what the real plugin rendered.
 */
import { parseNewsletterFormHtml } from '../../../src/newsletter/formHtml';
import type { NewsletterFormConfig } from '../../../src/newsletter/types';
import { answer, renderedContent } from '../../shared/recordings';

const EMAIL = 'email___ecd412e904309dcce66177488240b016';
const FIRST = 'first_name___185b795264e09a98fe0f4e47e70e8e90';
const LAST = 'last_name___7844763b59c9491b69645b716220aad7';
const VERIFY = 'igymfgNpUSBZloT3m3ZsKfySy';

/**
 * The `rendered` HTML of a recorded block-renderer answer.
 *
 * @param file Recording file name.
 */
function rendered( file: string ): string {
	return ( answer( file ) as { rendered: string } ).rendered;
}

/**
 * What the recorded form must give, with its own `ctct_time`.
 *
 * @param time The form's render time, as printed in its HTML.
 */
function expected( time: number ): NewsletterFormConfig {
	return {
		formId: 7,
		verify: VERIFY,
		instance: '0',
		time,
		fields: { email: EMAIL, firstName: FIRST, lastName: LAST },
	};
}

/** The admin block-renderer HTML, to be cut up by the tests below. */
const ADMIN = rendered( 'ctct-block-renderer-admin.json' );

/**
 * The admin HTML with one element removed (it must be there before).
 *
 * @param pattern What to cut out.
 */
function without( pattern: RegExp ): string {
	expect( ADMIN ).toMatch( pattern );
	const cut = ADMIN.replace( pattern, '' );
	expect( cut ).not.toMatch( pattern );
	return cut;
}

describe( 'parseNewsletterFormHtml on the recorded forms', () => {
	it.each( [
		[ 'ctct-block-renderer-admin.json', 1795321196 ],
		[ 'ctct-block-renderer-admin-editor.json', 1795321054 ],
		[ 'ctct-block-renderer-admin-title.json', 1795321196 ],
	] )( 'reads %s', ( file, time ) => {
		const config = parseNewsletterFormHtml( rendered( file ) );
		expect( config ).toEqual( expected( time ) );
		// No list and no opt-in without a Constant Contact account (note 5).
		expect( config ).not.toHaveProperty( 'lists' );
		expect( config ).not.toHaveProperty( 'optIn' );
		expect( config?.fields ).not.toHaveProperty( 'lists' );
	} );

	it( "reads a visitor's page content (pages-newsletter-form-render.json)", () => {
		const html = renderedContent( 'pages-newsletter-form-render.json' );
		const config = parseNewsletterFormHtml( html );
		expect( config ).toEqual( expected( 1795321191 ) );
		expect( config ).not.toHaveProperty( 'lists' );
		expect( config ).not.toHaveProperty( 'optIn' );
	} );

	it.each( [
		'ctct-block-renderer-admin-noform.json',
		'ctct-block-renderer-admin-badform.json',
	] )( 'gives null for %s', ( file ) => {
		expect( parseNewsletterFormHtml( rendered( file ) ) ).toBeNull();
	} );

	it.each( [
		[ 'undefined', undefined ],
		[ 'null', null ],
		[ 'a number', 7 ],
		[ 'an empty string', '' ],
		[ 'blanks', '   ' ],
		[ 'an object', {} ],
		[ 'an array holding the HTML', [ ADMIN ] ],
	] )( 'gives null for %s', ( _label, value ) => {
		expect( parseNewsletterFormHtml( value ) ).toBeNull();
	} );
} );

describe( 'parseNewsletterFormHtml with pieces missing', () => {
	it( 'gives null without ctct-id', () => {
		expect(
			parseNewsletterFormHtml(
				without( /<input type="hidden" name="ctct-id" value="7" \/>/ )
			)
		).toBeNull();
	} );

	it.each( [ '', '0', 'abc', '7x', '-7', '9007199254740993' ] )(
		'gives null with ctct-id %p',
		( id ) => {
			expect(
				parseNewsletterFormHtml(
					ADMIN.replace(
						'name="ctct-id" value="7"',
						`name="ctct-id" value="${ id }"`
					)
				)
			).toBeNull();
		}
	);

	it( 'gives null without the email input', () => {
		expect(
			parseNewsletterFormHtml(
				without( /<input[^>]*type="email"[^>]*\/>/ )
			)
		).toBeNull();
	} );

	it( 'gives an empty verify without ctct-verify', () => {
		expect(
			parseNewsletterFormHtml(
				without( /<input type="hidden" name="ctct-verify"[^>]*\/>/ )
			)
		).toEqual( { ...expected( 1795321196 ), verify: '' } );
	} );

	it( 'leaves out the first and last name when the form has none', () => {
		const html = without(
			new RegExp( `<input[^>]*name="${ FIRST }"[^>]*/>` )
		).replace( new RegExp( `<input[^>]*name="${ LAST }"[^>]*/>` ), '' );
		const config = parseNewsletterFormHtml( html );
		expect( config ).toEqual( {
			...expected( 1795321196 ),
			fields: { email: EMAIL },
		} );
		expect( config?.fields ).not.toHaveProperty( 'firstName' );
		expect( config?.fields ).not.toHaveProperty( 'lastName' );
	} );

	it( 'has no time without ctct_time', () => {
		const config = parseNewsletterFormHtml(
			without( /<input type="hidden" name="ctct_time"[^>]*\/>/ )
		);
		const { time, ...rest } = expected( 1795321196 );
		expect( time ).toBe( 1795321196 );
		expect( config ).toEqual( rest );
		expect( config ).not.toHaveProperty( 'time' );
	} );

	it( 'has no time when ctct_time is not a number', () => {
		const config = parseNewsletterFormHtml(
			ADMIN.replace( 'value="1795321196"', 'value="soon"' )
		);
		expect( config ).not.toHaveProperty( 'time' );
	} );

	it( "reads the instance of a page's second form", () => {
		const config = parseNewsletterFormHtml(
			ADMIN.replace(
				'name="ctct-instance" value="0"',
				'name="ctct-instance" value="1"'
			)
		);
		expect( config?.instance ).toBe( '1' );
	} );

	it( 'matches the fields by prefix, whatever their hash', () => {
		const config = parseNewsletterFormHtml(
			ADMIN.split( EMAIL )
				.join( 'email___0123456789abcdef0123456789abcdef' )
				.split( FIRST )
				.join( 'first_name___ffffffffffffffffffffffffffffffff' )
		);
		expect( config?.fields ).toEqual( {
			email: 'email___0123456789abcdef0123456789abcdef',
			firstName: 'first_name___ffffffffffffffffffffffffffffffff',
			lastName: LAST,
		} );
	} );
} );

describe( 'parseNewsletterFormHtml with lists and an opt-in (connected account)', () => {
	const EMPTY_LISTS =
		'<fieldset><legend class="ctct-label-top">Select list(s) to subscribe to</legend></fieldset>';

	/**
	 * The admin HTML with these inputs in its list selector.
	 *
	 * @param inputs Markup put inside the fieldset.
	 */
	function withLists( inputs: string ): string {
		expect( ADMIN ).toContain( EMPTY_LISTS );
		return ADMIN.replace(
			EMPTY_LISTS,
			EMPTY_LISTS.replace( '</fieldset>', `${ inputs }</fieldset>` )
		);
	}

	it( 'takes a single list, checked or not', () => {
		const config = parseNewsletterFormHtml(
			withLists(
				'<input type="checkbox" name="lists___abc[]" value="list-one" />'
			)
		);
		expect( config ).toEqual( {
			...expected( 1795321196 ),
			fields: {
				email: EMAIL,
				firstName: FIRST,
				lastName: LAST,
				lists: 'lists___abc[]',
			},
			lists: [ 'list-one' ],
		} );
		expect( config ).not.toHaveProperty( 'optIn' );
	} );

	it( 'takes only the checked one of two lists', () => {
		const config = parseNewsletterFormHtml(
			withLists(
				'<input type="checkbox" name="lists___abc[]" value="list-one" checked="checked" />' +
					'<input type="checkbox" name="lists___abc[]" value="list-two" />'
			)
		);
		expect( config?.fields.lists ).toBe( 'lists___abc[]' );
		expect( config?.lists ).toEqual( [ 'list-one' ] );
	} );

	it( 'takes no list when none of two is checked', () => {
		const config = parseNewsletterFormHtml(
			withLists(
				'<input type="checkbox" name="lists___abc[]" value="list-one" />' +
					'<input type="checkbox" name="lists___abc[]" value="list-two" />'
			)
		);
		expect( config ).not.toHaveProperty( 'lists' );
		expect( config?.fields ).not.toHaveProperty( 'lists' );
	} );

	it( 'reads the opt-in checkbox and its value', () => {
		const config = parseNewsletterFormHtml(
			withLists(
				'<input type="checkbox" name="lists___abc[]" value="list-one" checked />'
			).replace(
				'<div class="ctct_usage"',
				'<p><input type="checkbox" checked name="ctct-opt-in" value="1" /></p><div class="ctct_usage"'
			)
		);
		expect( config ).toEqual( {
			...expected( 1795321196 ),
			fields: {
				email: EMAIL,
				firstName: FIRST,
				lastName: LAST,
				lists: 'lists___abc[]',
			},
			lists: [ 'list-one' ],
			optIn: { name: 'ctct-opt-in', value: '1' },
		} );
	} );
} );

describe( 'parseNewsletterFormHtml on hostile HTML', () => {
	const flags = globalThis as unknown as Record< string, unknown >;
	/*
	 * jsdom loads no image, but it does run an inline `onload` of an iframe
	 * put into a live document: that one is the canary.
	 */
	const HOSTILE =
		'<img src="x" onerror="window.__ctctPwned = \'img\'">' +
		'<script>window.__ctctPwned = "script";</script>' +
		'<iframe onload="window.__ctctPwned = \'iframe\'"></iframe>' +
		ADMIN;

	const settle = () =>
		new Promise( ( resolve ) => setTimeout( resolve, 50 ) );

	afterEach( () => {
		delete flags.__ctctPwned;
		document.body.innerHTML = '';
	} );

	it( 'would notice markup that runs (control: the live document)', async () => {
		document.body.innerHTML = HOSTILE;
		await settle();
		expect( flags.__ctctPwned ).toBe( 'iframe' );
	} );

	it( 'runs nothing, puts nothing in the page, and still reads the form', async () => {
		const config = parseNewsletterFormHtml( HOSTILE );
		await settle();
		expect( flags.__ctctPwned ).toBeUndefined();
		expect( document.body.innerHTML ).toBe( '' );
		expect( config ).toEqual( expected( 1795321196 ) );
	} );
} );
