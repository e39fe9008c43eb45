/**
 * Where the newsletter form's configuration comes from
 * (docs/forms.md#newsletter-configuration), with fake reads fed with what the
 * real plugin answered (tests/fixtures/wp-recordings/README-newsletter.md).
 */
import type { AuthorSiteConfig } from '../../../src/config/config';
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import {
	EMPTY_VERIFY_WARNING,
	NEWSLETTER_FORMS_PER_PAGE,
	chooseForm,
	loadNewsletterConfig,
	parseNewsletterConfigJson,
	restRouteUrl,
	type ConfigFileAnswer,
	type NewsletterConfigDeps,
} from '../../../src/newsletter/formConfig';
import type { NewsletterFormConfig } from '../../../src/newsletter/types';
import {
	NEWSLETTER_READS,
	resetNewsletterConfigForTests,
	sharedNewsletterConfig,
} from '../../../src/newsletter/useNewsletterConfig';
import { answer, exchange } from '../../shared/recordings';

const HOME = 'https://example.test/';
const CONFIG_URL = 'https://example.test/constant-contact-config.json';
const FORMS_URL =
	'https://example.test/?rest_route=/wp/v2/ctct_forms&per_page=5&status=publish';
/**
 * The block renderer's URL for a form.
 *
 * @param id Form id.
 */
const rendererUrl = ( id: number ) =>
	`https://example.test/?rest_route=/wp/v2/block-renderer/constant-contact/single-contact-form&context=edit&attributes[selectedForm]=${ id }&attributes[displayTitle]=false`;

const EMAIL = 'email___ecd412e904309dcce66177488240b016';
const FIRST = 'first_name___185b795264e09a98fe0f4e47e70e8e90';
const LAST = 'last_name___7844763b59c9491b69645b716220aad7';
const VERIFY = 'igymfgNpUSBZloT3m3ZsKfySy';
const NOW = 1_800_000_000_000;
/** The file as read: a query of its own, which no page cache shares. */
const FILE_READ = `${ CONFIG_URL }?_=${ NOW }`;

/** The admin block renderer's form (ctct-block-renderer-admin.json). */
const FROM_RENDERER: NewsletterFormConfig = {
	formId: 7,
	verify: VERIFY,
	instance: '0',
	time: 1795321196,
	fields: { email: EMAIL, firstName: FIRST, lastName: LAST },
};

/** The configuration file the theme would build from the same form. */
const FILE_JSON = {
	formId: 7,
	verify: VERIFY,
	instance: '0',
	time: 1795339643,
	fields: { email: EMAIL, firstName: FIRST, lastName: LAST },
};

const FROM_FILE: NewsletterFormConfig = {
	formId: 7,
	verify: VERIFY,
	instance: '0',
	time: 1795339643,
	fields: { email: EMAIL, firstName: FIRST, lastName: LAST },
};

/**
 * The site's configuration.
 *
 * @param newsletter Newsletter values over the defaults.
 * @param rest       Other values.
 */
function site(
	newsletter: Partial< AuthorSiteConfig[ 'newsletter' ] > = {},
	rest: Partial< AuthorSiteConfig > = {}
): AuthorSiteConfig {
	return {
		...DEFAULT_CONFIG,
		homeUrl: HOME,
		...rest,
		newsletter: {
			formId: null,
			configUrl: CONFIG_URL,
			available: true,
			...newsletter,
		},
	};
}

const jsonFile = ( value: unknown ): ConfigFileAnswer => ( {
	status: 200,
	contentType: 'application/json; charset=UTF-8',
	text: JSON.stringify( value ),
} );

/**
 * A recorded answer, as `readConfigFile` gives it.
 *
 * @param file Recording file name.
 */
function recordedFile( file: string ): ConfigFileAnswer {
	const { response } = exchange( file );
	return {
		status: response.status,
		contentType: response.headers[ 'Content-Type' ] ?? '',
		text: response.body,
	};
}

interface Fake {
	deps: NewsletterConfigDeps;
	/** Every read, in order: `[kind, url, nonce?]`. */
	calls: string[][];
	warnings: string[];
}

/**
 * Fake reads that record every URL.
 *
 * @param answers          What each read gives (a function may throw).
 * @param answers.forms    Step 1.
 * @param answers.renderer Step 2.
 * @param answers.file     Step 3.
 */
function fake(
	answers: {
		forms?: () => unknown;
		renderer?: () => unknown;
		file?: () => ConfigFileAnswer;
	} = {}
): Fake {
	const calls: string[][] = [];
	const warnings: string[] = [];
	const {
		forms = () => answer( 'ctct-forms-list-visitor.json' ),
		renderer = () => answer( 'ctct-block-renderer-admin.json' ),
		file = () => jsonFile( FILE_JSON ),
	} = answers;
	return {
		calls,
		warnings,
		deps: {
			readPublic: async ( url ) => {
				calls.push( [ 'public', url ] );
				return forms();
			},
			readAsEditor: async ( url, nonce ) => {
				calls.push( [ 'editor', url, nonce ] );
				return renderer();
			},
			readConfigFile: async ( url ) => {
				calls.push( [ 'file', url ] );
				return file();
			},
			warn: ( message ) => {
				warnings.push( message );
			},
			now: () => NOW,
		},
	};
}

/**
 * Throws what a failed REST read (api-fetch) throws.
 *
 * @param file A recorded error answer.
 */
function rejectWith( file: string ): () => never {
	return () => {
		throw answer( file );
	};
}

describe( 'restRouteUrl', () => {
	it.each( [
		[ 'https://example.test/', 'https://example.test/?rest_route=/x' ],
		[ 'https://example.test', 'https://example.test/?rest_route=/x' ],
		[ '/blog', '/blog/?rest_route=/x' ],
		[ '/', '/?rest_route=/x' ],
	] )( '%s → %s', ( home, url ) => {
		expect( restRouteUrl( home, '/x' ) ).toBe( url );
	} );
} );

describe( 'loadNewsletterConfig', () => {
	it( 'asks nothing when the theme says no form can be used', async () => {
		const { deps, calls } = fake();
		await expect(
			loadNewsletterConfig( site( { available: false } ), deps )
		).resolves.toEqual( { state: 'missing' } );
		expect( calls ).toEqual( [] );
	} );

	it( 'asks for 5 published forms first (docs/forms.md#newsletter-configuration)', async () => {
		const { deps, calls } = fake();
		await loadNewsletterConfig( site(), deps );
		expect( NEWSLETTER_FORMS_PER_PAGE ).toBe( 5 );
		expect( calls[ 0 ] ).toEqual( [ 'public', FORMS_URL ] );
	} );

	it( 'builds the forms URL from a home URL without a trailing slash', async () => {
		const { deps, calls } = fake();
		await loadNewsletterConfig(
			site( {}, { homeUrl: 'https://example.test/blog' } ),
			deps
		);
		expect( calls[ 0 ] ).toEqual( [
			'public',
			'https://example.test/blog/?rest_route=/wp/v2/ctct_forms&per_page=5&status=publish',
		] );
	} );

	it( 'sends a visitor (no REST nonce) straight to the configuration file', async () => {
		const { deps, calls, warnings } = fake();
		await expect( loadNewsletterConfig( site(), deps ) ).resolves.toEqual( {
			state: 'ready',
			config: FROM_FILE,
			loadedAt: NOW,
		} );
		expect( calls ).toEqual( [
			[ 'public', FORMS_URL ],
			[ 'file', FILE_READ ],
		] );
		expect( warnings ).toEqual( [] );
	} );

	it( "takes an editor's form from the block renderer, without the file", async () => {
		const { deps, calls } = fake();
		await expect(
			loadNewsletterConfig(
				site( {}, { restNonce: 'eb9bc9f65c' } ),
				deps
			)
		).resolves.toEqual( {
			state: 'ready',
			config: FROM_RENDERER,
			loadedAt: NOW,
		} );
		expect( calls ).toEqual( [
			[ 'public', FORMS_URL ],
			[ 'editor', rendererUrl( 7 ), 'eb9bc9f65c' ],
		] );
	} );

	it( 'asks the renderer for the configured form when it is listed', async () => {
		const { deps, calls } = fake( {
			forms: () => [ { id: 3 }, { id: 12 }, { id: 7 } ],
		} );
		await loadNewsletterConfig(
			site( { formId: 12 }, { restNonce: 'n' } ),
			deps
		);
		expect( calls[ 1 ] ).toEqual( [ 'editor', rendererUrl( 12 ), 'n' ] );
	} );

	it( 'asks the renderer for the first form when the configured one is not listed', async () => {
		const { deps, calls } = fake( {
			forms: () => [ { id: 3 }, { id: 7 } ],
		} );
		await loadNewsletterConfig(
			site( { formId: 99 }, { restNonce: 'n' } ),
			deps
		);
		expect( calls[ 1 ] ).toEqual( [ 'editor', rendererUrl( 3 ), 'n' ] );
	} );

	it( 'falls back to the file when the renderer refuses (401)', async () => {
		const { deps, calls } = fake( {
			renderer: rejectWith( 'ctct-block-renderer-visitor.json' ),
		} );
		await expect(
			loadNewsletterConfig( site( {}, { restNonce: 'stale' } ), deps )
		).resolves.toEqual( {
			state: 'ready',
			config: FROM_FILE,
			loadedAt: NOW,
		} );
		expect( calls ).toEqual( [
			[ 'public', FORMS_URL ],
			[ 'editor', rendererUrl( 7 ), 'stale' ],
			[ 'file', FILE_READ ],
		] );
	} );

	it.each( [
		[ 'an empty rendering', () => ( { rendered: '' } ) ],
		[ 'an array', () => [] ],
		[ 'null', () => null ],
		[ 'a string', () => '<form></form>' ],
		[
			'"Select a form to see a preview"',
			() => answer( 'ctct-block-renderer-admin-noform.json' ),
		],
		[
			'the unknown-form answer',
			() => answer( 'ctct-block-renderer-admin-badform.json' ),
		],
	] )(
		'falls back to the file when the renderer gives %s',
		async ( _label, renderer ) => {
			const { deps, calls } = fake( { renderer } );
			await expect(
				loadNewsletterConfig( site( {}, { restNonce: 'n' } ), deps )
			).resolves.toEqual( {
				state: 'ready',
				config: FROM_FILE,
				loadedAt: NOW,
			} );
			expect( calls.map( ( [ kind ] ) => kind ) ).toEqual( [
				'public',
				'editor',
				'file',
			] );
		}
	);

	it.each( [
		[
			'fails',
			() => {
				throw new Error( 'network' );
			},
		],
		[ 'gives an object', () => ( { code: 'rest_no_route' } ) ],
		[ 'gives an empty list', () => [] ],
		[ 'gives forms without ids', () => [ { slug: 'newsletter' } ] ],
	] )(
		'still reads the file when the forms list %s (no renderer call)',
		async ( _label, forms ) => {
			const { deps, calls } = fake( { forms } );
			await expect(
				loadNewsletterConfig( site( {}, { restNonce: 'n' } ), deps )
			).resolves.toEqual( {
				state: 'ready',
				config: FROM_FILE,
				loadedAt: NOW,
			} );
			expect( calls ).toEqual( [
				[ 'public', FORMS_URL ],
				[ 'file', FILE_READ ],
			] );
		}
	);

	it( 'takes loadedAt from deps.now() when the answer arrives', async () => {
		let clock = 1000;
		const { deps } = fake( {
			forms: () => {
				clock = 5000;
				return answer( 'ctct-forms-list-visitor.json' );
			},
		} );
		deps.now = () => clock;
		await expect( loadNewsletterConfig( site(), deps ) ).resolves.toEqual( {
			state: 'ready',
			config: FROM_FILE,
			loadedAt: 5000,
		} );
	} );

	it( 'is ready but warns when verify is empty', async () => {
		const { deps, warnings } = fake( {
			file: () => jsonFile( { ...FILE_JSON, verify: '' } ),
		} );
		await expect( loadNewsletterConfig( site(), deps ) ).resolves.toEqual( {
			state: 'ready',
			config: { ...FROM_FILE, verify: '' },
			loadedAt: NOW,
		} );
		expect( warnings ).toEqual( [ EMPTY_VERIFY_WARNING ] );
	} );

	it( 'warns on the console through the real warn', async () => {
		const { deps } = fake( {
			file: () => jsonFile( { ...FILE_JSON, verify: '' } ),
		} );
		deps.warn = NEWSLETTER_READS.warn;
		const result = await loadNewsletterConfig( site(), deps );
		expect( result.state ).toBe( 'ready' );
		expect( console ).toHaveWarnedWith( EMPTY_VERIFY_WARNING );
	} );

	it( 'warns when the renderer gives an empty verify, too', async () => {
		const html = (
			answer( 'ctct-block-renderer-admin.json' ) as { rendered: string }
		 ).rendered.replace( `value="${ VERIFY }"`, 'value=""' );
		const { deps, warnings, calls } = fake( {
			renderer: () => ( { rendered: html } ),
		} );
		await expect(
			loadNewsletterConfig( site( {}, { restNonce: 'n' } ), deps )
		).resolves.toEqual( {
			state: 'ready',
			config: { ...FROM_RENDERER, verify: '' },
			loadedAt: NOW,
		} );
		expect( warnings ).toEqual( [ EMPTY_VERIFY_WARNING ] );
		expect( calls ).toHaveLength( 2 );
	} );

	describe( 'the configuration file', () => {
		it.each( [
			[
				'the recorded 404 theme page',
				() => recordedFile( 'ctct-config-fallback-absent.json' ),
			],
			[
				'200 text/html',
				() => ( {
					status: 200,
					contentType: 'text/html; charset=UTF-8',
					text: JSON.stringify( FILE_JSON ),
				} ),
			],
			[
				'200 without a content type',
				() => ( {
					status: 200,
					contentType: '',
					text: JSON.stringify( FILE_JSON ),
				} ),
			],
			[ '404 JSON', () => ( { ...jsonFile( FILE_JSON ), status: 404 } ) ],
			[ '304', () => ( { ...jsonFile( FILE_JSON ), status: 304 } ) ],
			[
				'JSON without formId',
				() => jsonFile( { fields: { email: EMAIL } } ),
			],
			[ 'JSON without fields', () => jsonFile( { formId: 7 } ) ],
			[
				'JSON without fields.email',
				() => jsonFile( { formId: 7, fields: { firstName: FIRST } } ),
			],
			[
				'a string formId that is no number',
				() => jsonFile( { ...FILE_JSON, formId: 'seven' } ),
			],
			[
				'a numeric email field',
				() => jsonFile( { ...FILE_JSON, fields: { email: 5 } } ),
			],
			[ 'JSON null', () => jsonFile( null ) ],
			[ 'a JSON array', () => jsonFile( [ FILE_JSON ] ) ],
		] )( 'is missing with %s', async ( _label, file ) => {
			const { deps, warnings } = fake( { file } );
			await expect(
				loadNewsletterConfig( site(), deps )
			).resolves.toEqual( { state: 'missing' } );
			expect( warnings ).toEqual( [] );
		} );

		it.each( [
			[ '500', () => ( { ...jsonFile( FILE_JSON ), status: 500 } ) ],
			[
				'503 HTML',
				() => ( {
					status: 503,
					contentType: 'text/html',
					text: '<h1>Busy</h1>',
				} ),
			],
			[
				'truncated JSON',
				() => ( {
					...jsonFile( FILE_JSON ),
					text: JSON.stringify( FILE_JSON ).slice( 0, 40 ),
				} ),
			],
			[
				'a rejected read (network)',
				() => {
					throw new TypeError( 'Failed to fetch' );
				},
			],
			[
				'a rejected read (timeout)',
				() => {
					throw new DOMException(
						'The operation was aborted.',
						'AbortError'
					);
				},
			],
		] )( 'fails with %s', async ( _label, file ) => {
			const { deps } = fake( { file } );
			await expect(
				loadNewsletterConfig( site(), deps )
			).resolves.toEqual( { state: 'failed' } );
		} );
	} );
} );

describe( 'parseNewsletterConfigJson', () => {
	it.each( [
		[ 'the documented example, without lists', FILE_JSON, FROM_FILE ],
		[
			'the minimum',
			{ formId: 7, fields: { email: EMAIL } },
			{ formId: 7, verify: '', instance: '0', fields: { email: EMAIL } },
		],
		[
			'numbers written as strings',
			{
				formId: '7',
				instance: 1,
				time: '1795339643',
				fields: { email: EMAIL },
			},
			{
				formId: 7,
				verify: '',
				instance: '1',
				time: 1795339643,
				fields: { email: EMAIL },
			},
		],
		[
			'lists and an opt-in',
			{
				...FILE_JSON,
				fields: { ...FILE_JSON.fields, lists: 'lists___abc[]' },
				lists: [ 'l1', '', 5, 'l2' ],
				optIn: { name: 'ctct-opt-in', value: '1' },
			},
			{
				...FROM_FILE,
				fields: { ...FROM_FILE.fields, lists: 'lists___abc[]' },
				lists: [ 'l1', 'l2' ],
				optIn: { name: 'ctct-opt-in', value: '1' },
			},
		],
		[
			'lists without the field name (dropped)',
			{ formId: 7, fields: { email: EMAIL }, lists: [ 'l1' ] },
			{ formId: 7, verify: '', instance: '0', fields: { email: EMAIL } },
		],
		[
			'an opt-in without a value',
			{
				formId: 7,
				fields: { email: EMAIL },
				optIn: { name: 'ctct-opt-in' },
			},
			{
				formId: 7,
				verify: '',
				instance: '0',
				fields: { email: EMAIL },
				optIn: { name: 'ctct-opt-in', value: '1' },
			},
		],
		[
			'values of the wrong type where optional (dropped)',
			{
				formId: 7,
				verify: 12,
				instance: null,
				time: 'soon',
				fields: { email: EMAIL, firstName: 3, lastName: '' },
				optIn: 'yes',
			},
			{ formId: 7, verify: '', instance: '0', fields: { email: EMAIL } },
		],
	] )( 'reads %s', ( _label, json, config ) => {
		expect( parseNewsletterConfigJson( json ) ).toEqual( config );
	} );

	it.each( [
		[ 'null', null ],
		[ 'a string', '{"formId":7}' ],
		[ 'an array', [ FILE_JSON ] ],
		[ 'no fields', { formId: 7 } ],
		[ 'fields as an array', { formId: 7, fields: [ EMAIL ] } ],
		[ 'no formId', { fields: { email: EMAIL } } ],
		[ 'formId 0', { formId: 0, fields: { email: EMAIL } } ],
		[ 'formId -7', { formId: -7, fields: { email: EMAIL } } ],
		[ 'formId 7.5', { formId: 7.5, fields: { email: EMAIL } } ],
		[ 'formId "7a"', { formId: '7a', fields: { email: EMAIL } } ],
		[ 'formId true', { formId: true, fields: { email: EMAIL } } ],
		[ 'an empty email', { formId: 7, fields: { email: '' } } ],
		[ 'a blank email', { formId: 7, fields: { email: '  ' } } ],
		[ 'a numeric email', { formId: 7, fields: { email: 1 } } ],
	] )( 'refuses %s', ( _label, json ) => {
		expect( parseNewsletterConfigJson( json ) ).toBeNull();
	} );
} );

describe( 'chooseForm', () => {
	const recorded = () => answer( 'ctct-forms-list-visitor.json' );

	it.each( [
		[ 'the recorded list, nothing configured', recorded, null, 7 ],
		[ 'the recorded list, form 7 configured', recorded, 7, 7 ],
		[ 'the recorded list, an unlisted form configured', recorded, 9, 7 ],
		[
			'the configured form when listed',
			() => [ { id: 3 }, { id: 5 } ],
			5,
			5,
		],
		[
			'the first when not configured',
			() => [ { id: 3 }, { id: 5 } ],
			null,
			3,
		],
		[ 'string ids', () => [ { id: '4' }, { id: '8' } ], 8, 8 ],
		[
			'the first valid id',
			() => [ null, { id: 0 }, { id: 'x' }, { id: 6 } ],
			null,
			6,
		],
		[ 'nothing from an empty list', () => [], 7, undefined ],
		[ 'nothing from an object', () => ( { id: 7 } ), 7, undefined ],
		[ 'nothing from null', () => null, null, undefined ],
	] )( '%s', ( _label, list, preferred, chosen ) => {
		expect( chooseForm( list(), preferred ) ).toBe( chosen );
	} );
} );

describe( 'sharedNewsletterConfig', () => {
	beforeEach( () => {
		resetNewsletterConfigForTests();
	} );

	afterAll( () => {
		resetNewsletterConfigForTests();
	} );

	it( 'loads once for two callers', async () => {
		const { deps, calls } = fake();
		const first = sharedNewsletterConfig( site(), deps );
		const second = sharedNewsletterConfig( site(), deps );
		expect( second ).toBe( first );
		const expected = { state: 'ready', config: FROM_FILE, loadedAt: NOW };
		await expect( first ).resolves.toEqual( expected );
		await expect( second ).resolves.toEqual( expected );
		// A later caller gets the same answer too.
		await expect( sharedNewsletterConfig( site(), deps ) ).resolves.toEqual(
			expected
		);
		expect( calls ).toEqual( [
			[ 'public', FORMS_URL ],
			[ 'file', FILE_READ ],
		] );
	} );

	it( 'keeps a missing configuration (no second load)', async () => {
		const { deps, calls } = fake( {
			file: () => recordedFile( 'ctct-config-fallback-absent.json' ),
		} );
		await expect( sharedNewsletterConfig( site(), deps ) ).resolves.toEqual(
			{ state: 'missing' }
		);
		await expect( sharedNewsletterConfig( site(), deps ) ).resolves.toEqual(
			{ state: 'missing' }
		);
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'loads again after a failure', async () => {
		let attempt = 0;
		const { deps, calls } = fake( {
			file: () => {
				attempt += 1;
				if ( attempt === 1 ) {
					throw new TypeError( 'Failed to fetch' );
				}
				return jsonFile( FILE_JSON );
			},
		} );
		await expect( sharedNewsletterConfig( site(), deps ) ).resolves.toEqual(
			{ state: 'failed' }
		);
		await expect( sharedNewsletterConfig( site(), deps ) ).resolves.toEqual(
			{ state: 'ready', config: FROM_FILE, loadedAt: NOW }
		);
		expect( calls ).toEqual( [
			[ 'public', FORMS_URL ],
			[ 'file', FILE_READ ],
			[ 'public', FORMS_URL ],
			[ 'file', FILE_READ ],
		] );
	} );
} );
