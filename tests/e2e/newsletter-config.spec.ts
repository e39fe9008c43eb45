import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appReady, expect, pageConfig, test } from './support/fixtures';
import { RECORDINGS } from './support/content-pages';
import { wpEval } from './support/wp';

/*
 * `/constant-contact-config.json` (docs/forms.md#newsletter-configuration), served by the theme
 * from Constant Contact Forms' own public form. The plugin is not in Debian:
 * a test-only mu-plugin registers its post type and block, and the block
 * renders the recorded form HTML (pages-newsletter-form-render.json).
 */

const RECORDED_HTML: string = JSON.parse(
	JSON.parse(
		readFileSync(
			join( RECORDINGS, 'pages-newsletter-form-render.json' ),
			'utf8'
		)
	).response.body
)[ 0 ].content.rendered;

const RECORDED_VERIFY = 'igymfgNpUSBZloT3m3ZsKfySy';
const FIELDS = {
	email: 'email___ecd412e904309dcce66177488240b016',
	firstName: 'first_name___185b795264e09a98fe0f4e47e70e8e90',
	lastName: 'last_name___7844763b59c9491b69645b716220aad7',
};

/**
 * A PHP expression for a string, safe whatever the string holds.
 * @param text
 */
const php = ( text: string ) =>
	`base64_decode( '${ Buffer.from( text, 'utf8' ).toString( 'base64' ) }' )`;

function setFormHtml( html: string | null ): void {
	wpEval(
		html === null
			? `delete_option( 'author_site_test_ctct_html' );`
			: `update_option( 'author_site_test_ctct_html', ${ php( html ) }, false );`
	);
}

function createForm(): number {
	return Number(
		wpEval(
			`echo wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Newsletter', 'post_status' => 'publish' ) );`
		)
	);
}

function siteTime(): number {
	return Number( wpEval( `echo current_time( 'timestamp' );` ) );
}

async function newsletterAvailable( page: Page ): Promise< unknown > {
	await page.goto( '/' );
	await appReady( page );
	const config = await pageConfig< {
		newsletter?: { available?: unknown };
	} >( page );
	return config?.newsletter?.available;
}

/**
 * Removes the input named `name` (or starting with it) from the HTML.
 * @param html
 * @param name
 */
const withoutInput = ( html: string, name: string ) =>
	html.replace( new RegExp( `<input[^>]*name="${ name }[^"]*"[^>]*>` ), '' );

function parse( html: string ): unknown {
	return JSON.parse(
		wpEval(
			`echo wp_json_encode( author_site_newsletter_parse_form( ${ php( html ) } ) );`
		)
	);
}

test.describe.serial( 'newsletter configuration file', () => {
	const forms: number[] = [];

	test.afterAll( () => {
		wpEval( `
			foreach ( ${ JSON.stringify( forms ) } as $id ) {
				wp_delete_post( $id, true );
			}
			delete_option( 'author_site_test_ctct_html' );
			delete_option( 'author_site_newsletter_cache' );
		` );
	} );

	test( 'the parser reads the recorded form and tolerates missing pieces', () => {
		expect( parse( RECORDED_HTML ) ).toEqual( {
			formId: 7,
			verify: RECORDED_VERIFY,
			instance: '0',
			time: 1795321191,
			fields: FIELDS,
		} );

		expect( parse( withoutInput( RECORDED_HTML, 'ctct-id' ) ) ).toBeNull();
		expect( parse( withoutInput( RECORDED_HTML, 'email___' ) ) ).toBeNull();
		expect( parse( '' ) ).toBeNull();
		expect( parse( '<p>Select a form to see a preview</p>' ) ).toBeNull();

		expect(
			parse( withoutInput( RECORDED_HTML, 'ctct-verify' ) )
		).toMatchObject( { formId: 7, verify: '' } );

		const noNames = parse(
			withoutInput(
				withoutInput( RECORDED_HTML, 'first_name___' ),
				'last_name___'
			)
		) as { fields: unknown };
		expect( noNames.fields ).toEqual( { email: FIELDS.email } );

		// What a connected account adds (class-display.php ::checkbox, ::get_optin_markup).
		const connected = RECORDED_HTML.replace(
			'</legend>',
			'</legend><input type="checkbox" name="lists___2b1f[]" id="lists___2b1f_0_0" value="1a2b-list" class="ctct-checkbox ctct-label-right" checked />' +
				'<input type="checkbox" name="lists___2b1f[]" id="lists___2b1f_0_1" value="3c4d-list" class="ctct-checkbox ctct-label-right" />'
		).replace(
			'<div class="ctct_usage"',
			'<p class="ctct-form-field ctct-form-field-checkbox"><input type="checkbox" checked name="ctct-opt-in" class="ctct-checkbox ctct-opt-in" value="1" id="ctct-opt-in_0" /></p><div class="ctct_usage"'
		);
		// The list the plugin checks is sent; the visitor cannot pick others here.
		expect( parse( connected ) ).toMatchObject( {
			formId: 7,
			fields: { ...FIELDS, lists: 'lists___2b1f[]' },
			lists: [ '1a2b-list' ],
			optIn: { name: 'ctct-opt-in', value: '1' },
		} );
	} );

	test( 'the parser reads every recorded block-renderer answer like the plugin printed it', () => {
		const rendered = ( file: string ): string =>
			JSON.parse(
				JSON.parse( readFileSync( join( RECORDINGS, file ), 'utf8' ) )
					.response.body
			).rendered ?? '';
		for ( const file of [
			'ctct-block-renderer-admin.json',
			'ctct-block-renderer-admin-editor.json',
			'ctct-block-renderer-admin-title.json',
		] ) {
			const html = rendered( file );
			const time = Number(
				/name="ctct_time" value="(\d+)"/.exec( html )?.[ 1 ]
			);
			expect( parse( html ), file ).toEqual( {
				formId: 7,
				verify: /name="ctct-verify" value="([^"]*)"/.exec(
					html
				)?.[ 1 ],
				instance: '0',
				time,
				fields: FIELDS,
			} );
		}
		// No form chosen, or no such form: nothing to read.
		expect(
			parse( rendered( 'ctct-block-renderer-admin-noform.json' ) )
		).toBeNull();
		expect(
			parse( rendered( 'ctct-block-renderer-admin-badform.json' ) )
		).toBeNull();
	} );

	test( 'serves the form as JSON, with the time stamped on the site clock', async ( {
		request,
		page,
	} ) => {
		setFormHtml( RECORDED_HTML );
		forms.push( createForm() );

		const before = siteTime();
		const response = await request.get( '/constant-contact-config.json' );
		const after = siteTime();
		expect( response.status() ).toBe( 200 );
		const headers = response.headers();
		expect( headers[ 'content-type' ] ).toMatch( /^application\/json/ );
		// Never stored by a browser, proxy or CDN (docs/caching.md).
		expect( headers[ 'cache-control' ] ).toBe( 'no-store, private' );
		expect( headers[ 'x-content-type-options' ] ).toBe( 'nosniff' );
		expect( headers[ 'x-robots-tag' ] ).toBe( 'noindex' );

		const config = await response.json();
		expect( Object.keys( config ) ).toEqual( [
			'formId',
			'verify',
			'instance',
			'time',
			'fields',
		] );
		expect( config ).toMatchObject( {
			formId: 7,
			verify: RECORDED_VERIFY,
			instance: '0',
			fields: FIELDS,
		} );
		expect( typeof config.time ).toBe( 'number' );
		expect( config.time ).toBeGreaterThanOrEqual( before );
		expect( config.time ).toBeLessThanOrEqual( after );

		const head = await request.head( '/constant-contact-config.json' );
		expect( head.status() ).toBe( 200 );
		expect( head.headers()[ 'content-type' ] ).toMatch(
			/^application\/json/
		);

		expect( await newsletterAvailable( page ) ).toBe( true );
	} );

	test( 'the cached form is rebuilt when the form is saved (new verify key)', async ( {
		request,
	} ) => {
		const read = async () =>
			(
				await (
					await request.get( '/constant-contact-config.json' )
				).json()
			).verify;
		expect( await read() ).toBe( RECORDED_VERIFY );

		// The plugin prints another key after a save; the theme's cache does not
		// know until the form's meta changes.
		const newKey = 'Zq9mWx3LpR7tKv2NbY5cHs8Dj';
		setFormHtml( RECORDED_HTML.replace( RECORDED_VERIFY, newKey ) );
		expect( await read() ).toBe( RECORDED_VERIFY );

		wpEval(
			`update_post_meta( ${ forms[ 0 ] }, '_ctct_verify_key', '${ newKey }' );`
		);
		expect( await read() ).toBe( newKey );
	} );

	test( 'the setting picks a published form, else the newest one', () => {
		const result = JSON.parse(
			wpEval( `
				$older = ${ forms[ 0 ] };
				wp_update_post( array( 'ID' => $older, 'post_date' => '2020-01-01 10:00:00', 'post_date_gmt' => '2020-01-01 15:00:00' ) );
				$newer = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Newer', 'post_status' => 'publish' ) );
				$draft = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Draft', 'post_status' => 'draft' ) );
				$saved = get_option( 'author_site_settings', null );
				$out   = array( 'newer' => $newer, 'draft' => $draft, 'none' => author_site_newsletter_form_id() );
				update_option( 'author_site_settings', array_merge( (array) $saved, array( 'newsletter_form_id' => $older ) ) );
				$out['older'] = author_site_newsletter_form_id();
				update_option( 'author_site_settings', array_merge( (array) $saved, array( 'newsletter_form_id' => (string) $draft ) ) );
				$out['toDraft'] = author_site_newsletter_form_id();
				null === $saved ? delete_option( 'author_site_settings' ) : update_option( 'author_site_settings', $saved );
				echo wp_json_encode( $out );
			` )
		);
		forms.push( result.newer, result.draft );
		expect( result.none ).toBe( result.newer );
		expect( result.older ).toBe( forms[ 0 ] );
		expect( result.toDraft ).toBe( result.newer );
	} );

	test( 'without a published form or without the plugin: 404 JSON, not available', async ( {
		request,
		page,
	} ) => {
		const expectNotConfigured = async () => {
			const response = await request.get(
				'/constant-contact-config.json'
			);
			expect( response.status() ).toBe( 404 );
			expect( response.headers()[ 'content-type' ] ).toMatch(
				/^application\/json/
			);
			expect( response.headers()[ 'cache-control' ] ).toBe(
				'no-store, private'
			);
			expect( await response.json() ).toMatchObject( {
				code: 'newsletter_not_configured',
			} );
			expect( await newsletterAvailable( page ) ).toBe( false );
		};

		// Every published form goes to the trash, then is deleted.
		wpEval( `
			foreach ( ${ JSON.stringify( forms ) } as $id ) {
				wp_trash_post( $id );
			}
		` );
		await expectNotConfigured();
		wpEval( `
			foreach ( ${ JSON.stringify( forms ) } as $id ) {
				wp_delete_post( $id, true );
			}
		` );
		forms.length = 0;
		await expectNotConfigured();

		// A form again, then the plugin goes away.
		forms.push( createForm() );
		expect(
			( await request.get( '/constant-contact-config.json' ) ).status()
		).toBe( 200 );
		setFormHtml( null );
		await expectNotConfigured();
	} );
} );
