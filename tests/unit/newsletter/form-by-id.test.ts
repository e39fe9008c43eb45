/**
 * The configuration chain for a form a page names (a bonus or a series form,
 * docs/forms.md#a-form-named-on-a-page): each step asks for that form and no
 * other, and the per-visit cache keeps each form apart from the site's.
 */
import type { AuthorSiteConfig } from '../../../src/config/config';
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import {
	chooseForm,
	formConfigUrl,
	loadNewsletterConfig,
	type ConfigFileAnswer,
	type NewsletterConfigDeps,
} from '../../../src/newsletter/formConfig';
import {
	resetNewsletterConfigForTests,
	sharedNewsletterConfig,
} from '../../../src/newsletter/useNewsletterConfig';
import { answer } from '../../shared/recordings';

const HOME = 'https://example.test/';
const CONFIG_URL = 'https://example.test/constant-contact-config.json';
const NOW = 1_800_000_000_000;
const BONUS = 12;
const EMAIL = 'email___ecd412e904309dcce66177488240b016';

/**
 * The site's configuration.
 *
 * @param rest Values over the defaults.
 */
function site( rest: Partial< AuthorSiteConfig > = {} ): AuthorSiteConfig {
	return {
		...DEFAULT_CONFIG,
		homeUrl: HOME,
		...rest,
		newsletter: { formId: 7, configUrl: CONFIG_URL, available: true },
	};
}

/**
 * The configuration file of a form.
 *
 * @param formId Its id.
 */
const file = ( formId: number ): ConfigFileAnswer => ( {
	status: 200,
	contentType: 'application/json',
	text: JSON.stringify( {
		formId,
		verify: `v${ formId }`,
		instance: '0',
		fields: { email: EMAIL },
	} ),
} );

/**
 * Reads that record every URL; the forms list holds `listed`, the file and
 * the renderer answer with the form the URL names.
 *
 * @param listed The ids the forms list answers with.
 */
function fake( listed: number[] ) {
	const calls: string[] = [];
	const deps: NewsletterConfigDeps = {
		readPublic: async ( url ) => {
			calls.push( url );
			return listed.map( ( id ) => ( { id } ) );
		},
		readAsEditor: async ( url ) => {
			calls.push( url );
			return answer( 'ctct-block-renderer-admin.json' );
		},
		readConfigFile: async ( url ) => {
			calls.push( url );
			const form = /[?&]form=(\d+)/.exec( url );
			return file( form ? Number( form[ 1 ] ) : 7 );
		},
		warn: () => undefined,
		now: () => NOW,
	};
	return { deps, calls };
}

describe( 'chooseForm with a form a page names', () => {
	it( 'takes that form when the list holds it', () => {
		expect( chooseForm( [ { id: 7 }, { id: BONUS } ], 7, BONUS ) ).toBe(
			BONUS
		);
	} );

	it( 'never falls back to the site’s form or the first', () => {
		expect( chooseForm( [ { id: 7 }, { id: 3 } ], 7, BONUS ) ).toBe(
			undefined
		);
	} );

	it( 'without one, chooses as before', () => {
		expect( chooseForm( [ { id: 3 }, { id: 7 } ], 7 ) ).toBe( 7 );
		expect( chooseForm( [ { id: 3 } ], 7 ) ).toBe( 3 );
	} );
} );

describe( 'formConfigUrl', () => {
	it.each( [
		[ CONFIG_URL, null, CONFIG_URL ],
		[ CONFIG_URL, BONUS, `${ CONFIG_URL }?form=12` ],
		[ `${ CONFIG_URL }?lang=fr`, BONUS, `${ CONFIG_URL }?lang=fr&form=12` ],
	] )( '%s with %s → %s', ( url, formId, expected ) => {
		expect( formConfigUrl( url, formId ) ).toBe( expected );
	} );
} );

describe( 'loadNewsletterConfig for a form a page names', () => {
	it( 'a visitor asks the list for that form and the file for it, in one round trip', async () => {
		const { deps, calls } = fake( [ BONUS ] );
		const result = await loadNewsletterConfig( site(), deps, BONUS );
		expect( calls ).toEqual( [
			`${ HOME }?rest_route=/wp/v2/ctct_forms&per_page=5&status=publish&include=12`,
			`${ CONFIG_URL }?form=12&_=${ NOW }`,
		] );
		expect( result ).toMatchObject( {
			state: 'ready',
			config: { formId: BONUS, verify: 'v12' },
		} );
	} );

	it( 'an editor has that form rendered by the block renderer', async () => {
		const { deps, calls } = fake( [ BONUS ] );
		await loadNewsletterConfig(
			site( { restNonce: 'nonce' } ),
			deps,
			BONUS
		);
		expect( calls[ 1 ] ).toContain( 'attributes[selectedForm]=12&' );
	} );

	it( 'an editor whose list lacks the form asks the file for it, never another form', async () => {
		const { deps, calls } = fake( [ 7 ] );
		const result = await loadNewsletterConfig(
			site( { restNonce: 'nonce' } ),
			deps,
			BONUS
		);
		expect( calls ).toEqual( [
			`${ HOME }?rest_route=/wp/v2/ctct_forms&per_page=5&status=publish&include=12`,
			`${ CONFIG_URL }?form=12&_=${ NOW }`,
		] );
		expect( result ).toMatchObject( { config: { formId: BONUS } } );
	} );

	it( 'the site’s form asks as before', async () => {
		const { deps, calls } = fake( [ 7 ] );
		await loadNewsletterConfig( site(), deps );
		expect( calls ).toEqual( [
			`${ HOME }?rest_route=/wp/v2/ctct_forms&per_page=5&status=publish`,
			`${ CONFIG_URL }?_=${ NOW }`,
		] );
	} );
} );

describe( 'sharedNewsletterConfig by form', () => {
	beforeEach( resetNewsletterConfigForTests );
	afterAll( resetNewsletterConfigForTests );

	it( 'loads each form once a visit, apart from the site’s', async () => {
		const { deps, calls } = fake( [ 7, BONUS ] );
		const site7 = await sharedNewsletterConfig( site(), deps );
		const bonus = await sharedNewsletterConfig( site(), deps, BONUS );
		const again = await sharedNewsletterConfig( site(), deps, BONUS );
		expect( site7 ).toMatchObject( { config: { formId: 7 } } );
		expect( bonus ).toMatchObject( { config: { formId: BONUS } } );
		expect( again ).toBe( bonus );
		expect( calls ).toHaveLength( 4 );
	} );
} );
