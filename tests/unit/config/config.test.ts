/**
 * Runtime configuration (docs/runtime-config.md): validation of
 * the page's configuration (`#author-site-config`).
 */
import {
	getConfig,
	hasPageConfig,
	resetConfigForTests,
	routerBasename,
	type AuthorSiteConfig,
} from '../../../src/config/config';
import { DEFAULT_CONFIG } from '../../../src/config/defaults';
import { EMAIL_PATTERN, httpUrl, safeUrl } from '../../../src/config/values';
import { parseConfig } from '../../../src/config/parse';
import linkUrls from '../../fixtures/link-urls.json';
import { setPageConfig } from '../../shared/page-config';

const VALID_WPFORMS = {
	formId: 42,
	nameFormat: 'first-last',
	fields: { name: 1, email: 2, subject: 3, message: 4 },
	token: 'day-token',
	nonce: 'logged-in-nonce',
};

describe( 'parseConfig', () => {
	describe( 'a missing or non-object value', () => {
		it.each( [
			[ 'undefined', undefined ],
			[ 'null', null ],
			[ 'a string', '{"siteName":"Someone"}' ],
			[ 'a number', 42 ],
			[ 'an array', [ { siteName: 'Someone' } ] ],
			[ 'a boolean', true ],
		] )( '%s means every default', ( _label, raw ) => {
			expect( parseConfig( raw ) ).toEqual( DEFAULT_CONFIG );
		} );

		it( 'an empty object means every default, without a nonce', () => {
			const config = parseConfig( {} );
			expect( config ).toEqual( DEFAULT_CONFIG );
			expect( config ).not.toHaveProperty( 'restNonce' );
		} );
	} );

	it( 'keeps a complete, valid object', () => {
		const raw = {
			homeUrl: 'https://example.test/',
			restUrl: 'https://example.test/wp-json/',
			restNonce: 'abc123',
			ajaxUrl: 'https://example.test/wp-admin/admin-ajax.php',
			assetsUrl:
				'https://example.test/wp-content/themes/author-site/build/',
			siteName: 'Claire Whitmore Books',
			authorName: 'Claire Whitmore',
			contactEmail: 'claire@example.test',
			social: {
				instagram: 'https://www.instagram.com/claire/',
				x: 'https://x.com/claire',
			},
			contact: { wpforms: VALID_WPFORMS },
			events: { icalUrl: 'https://example.test/events/?ical=1' },
			newsletter: {
				formId: 7,
				configUrl: 'https://example.test/constant-contact-config.json',
				available: false,
			},
			forms: {
				token: '1795559562.0123456789abcdef0123456789abcdef',
				result: null,
			},
			blog: { url: 'https://example.test/news/', label: 'News' },
			privacy: {
				url: 'https://example.test/privacy-policy/',
				label: 'Privacy Policy',
			},
			pictures: {
				cover: {
					src: 'https://example.test/wp-content/uploads/cover-683x1024.jpg',
					srcset: 'https://example.test/wp-content/uploads/cover-683x1024.jpg 683w, https://example.test/wp-content/uploads/cover.jpg 1600w',
					sizes: '(max-width: 502px) 70vw, 352px',
					width: 683,
					height: 1024,
					alt: '',
				},
				portrait: null,
				logo: null,
				monogram: { initials: 'CW', dir: 'ltr' as const, pair: true },
			},
			menus: {
				primary: [
					{ label: 'Home', url: 'https://example.test/', to: '/' },
					{ label: 'Blog', url: 'https://example.test/news/' },
				],
				footer: null,
			},
		};
		const expected: AuthorSiteConfig = {
			...raw,
			contact: {
				wpforms: {
					formId: 42,
					nameFormat: 'first-last',
					fields: { name: 1, email: 2, subject: 3, message: 4 },
					token: 'day-token',
					nonce: 'logged-in-nonce',
				},
			},
		};
		expect( parseConfig( raw ) ).toEqual( expected );
	} );

	describe( 'events.icalUrl', () => {
		it.each( [
			[
				'an http(s) URL',
				'https://example.test/events/?ical=1',
				'https://example.test/events/?ical=1',
			],
			[ 'null (The Events Calendar inactive)', null, null ],
			[ 'another scheme', 'javascript:alert(1)', null ],
			[ 'a number', 3, null ],
		] )( '%s', ( _label, icalUrl, expected ) => {
			expect( parseConfig( { events: { icalUrl } } ).events ).toEqual( {
				icalUrl: expected,
			} );
		} );

		it( 'keeps the base value without the key', () => {
			const base = {
				...DEFAULT_CONFIG,
				events: { icalUrl: 'https://example.test/events/?ical=1' },
			};
			expect( parseConfig( { events: {} }, base ).events ).toEqual(
				base.events
			);
		} );
	} );

	it( 'takes a page link only with an http(s) or root-relative url and a label', () => {
		expect(
			parseConfig( {
				blog: { url: 'javascript:alert(1)', label: 'News' },
				privacy: { url: '/privacy/', label: ' ' },
			} )
		).toMatchObject( { blog: null, privacy: null } );
		expect(
			parseConfig( { blog: { url: '/news/', label: 'News' } } ).blog
		).toEqual( { url: '/news/', label: 'News' } );
	} );

	describe( 'menus', () => {
		it( 'null where no menu is assigned, and without the key', () => {
			expect( parseConfig( {} ).menus ).toEqual( {
				primary: null,
				footer: null,
			} );
			expect(
				parseConfig( { menus: { primary: 'x', footer: {} } } ).menus
			).toEqual( { primary: null, footer: null } );
		} );

		it( 'keeps an empty menu (assigned, no items) apart from none', () => {
			expect( parseConfig( { menus: { primary: [] } } ).menus ).toEqual( {
				primary: [],
				footer: null,
			} );
		} );

		it( 'leaves out items without an http(s) or root-relative url or a label, and a `to` that is no route', () => {
			expect(
				parseConfig( {
					menus: {
						footer: [
							{ label: 'Books', url: '/books', to: '/books' },
							{ label: 'Bad', url: 'javascript:alert(1)' },
							{ label: ' ', url: '/about' },
							'not an item',
							{ label: 'Mail', url: 'mailto:a@example.test' },
							{ label: 'Shop', url: '/shop', to: '/shop' },
							{ label: ' News ', url: ' https://example.test/ ' },
						],
					},
				} ).menus.footer
			).toEqual( [
				{ label: 'Books', url: '/books', to: '/books' },
				{ label: 'Shop', url: '/shop' },
				{ label: 'News', url: 'https://example.test/' },
			] );
		} );
	} );

	it( 'ignores unknown keys', () => {
		const config = parseConfig( {
			siteName: 'Known',
			evil: '<script>',
			__proto__extra: 1,
			social: {
				instagram: 'https://www.instagram.com/claire/',
				myspace: 'https://myspace.com/claire',
			},
			newsletter: { formId: 3, list: 'abc' },
		} );
		expect( Object.keys( config ).sort() ).toEqual(
			Object.keys( DEFAULT_CONFIG ).sort()
		);
		expect( config ).not.toHaveProperty( 'evil' );
		expect( config.siteName ).toBe( 'Known' );
		expect( config.social ).toEqual( {
			instagram: 'https://www.instagram.com/claire/',
		} );
		expect( config.newsletter ).toEqual( {
			formId: 3,
			configUrl: DEFAULT_CONFIG.newsletter.configUrl,
			available: true,
		} );
	} );

	it( 'replaces values of the wrong type by the defaults', () => {
		const config = parseConfig( {
			homeUrl: 42,
			restUrl: [ '/wp-json/' ],
			restNonce: 12345,
			ajaxUrl: { url: '/wp-admin/admin-ajax.php' },
			assetsUrl: true,
			siteName: 7,
			authorName: null,
			contactEmail: [ 'a@b.co' ],
			social: 'https://www.instagram.com/claire/',
			contact: 'wpforms',
			newsletter: [ 7 ],
		} );
		expect( config ).toEqual( DEFAULT_CONFIG );
	} );

	it( 'replaces blank strings by the defaults and trims the others', () => {
		const config = parseConfig( {
			siteName: '   ',
			authorName: '  Claire  ',
			contactEmail: '  claire@example.test ',
		} );
		expect( config.siteName ).toBe( DEFAULT_CONFIG.siteName );
		expect( config.authorName ).toBe( 'Claire' );
		expect( config.contactEmail ).toBe( 'claire@example.test' );
	} );

	describe( 'URLs', () => {
		const URL_KEYS = [
			'homeUrl',
			'restUrl',
			'ajaxUrl',
			'assetsUrl',
		] as const;

		it.each( [
			'javascript:alert(1)',
			' JavaScript:alert(document.cookie)',
			'data:text/html,<script>alert(1)</script>',
			'vbscript:msgbox(1)',
			'ftp://example.test/',
			'mailto:claire@example.test',
			'//evil.test/wp-json/',
			'example.test/wp-json/',
			'not a url',
			'',
		] )( 'refuses %j and keeps the defaults', ( bad ) => {
			const config = parseConfig( {
				homeUrl: bad,
				restUrl: bad,
				ajaxUrl: bad,
				assetsUrl: bad,
				newsletter: { configUrl: bad },
			} );
			for ( const key of URL_KEYS ) {
				expect( config[ key ] ).toBe( DEFAULT_CONFIG[ key ] );
			}
			expect( config.newsletter.configUrl ).toBe(
				DEFAULT_CONFIG.newsletter.configUrl
			);
		} );

		it( 'accepts absolute http(s) URLs and root-relative paths', () => {
			const config = parseConfig( {
				homeUrl: 'http://example.test/blog/',
				restUrl: '/?rest_route=/',
				ajaxUrl: 'https://example.test/wp-admin/admin-ajax.php',
				assetsUrl: '/wp-content/themes/author-site/build/',
				newsletter: { configUrl: '/constant-contact-config.json' },
			} );
			expect( config.homeUrl ).toBe( 'http://example.test/blog/' );
			expect( config.restUrl ).toBe( '/?rest_route=/' );
			expect( config.ajaxUrl ).toBe(
				'https://example.test/wp-admin/admin-ajax.php'
			);
			expect( config.assetsUrl ).toBe(
				'/wp-content/themes/author-site/build/'
			);
			expect( config.newsletter.configUrl ).toBe(
				'/constant-contact-config.json'
			);
		} );
	} );

	describe( 'contactEmail', () => {
		it.each( [
			'not-an-email',
			'claire@example',
			'claire example@example.test',
			'claire@@example.test',
			'@example.test',
			'claire@',
			'',
		] )( 'refuses %j', ( bad ) => {
			expect( parseConfig( { contactEmail: bad } ).contactEmail ).toBe(
				DEFAULT_CONFIG.contactEmail
			);
		} );

		it( 'accepts a simple valid address', () => {
			expect(
				parseConfig( {
					contactEmail: 'claire+books@mail.example.test',
				} ).contactEmail
			).toBe( 'claire+books@mail.example.test' );
		} );
	} );

	describe( 'restNonce', () => {
		it( 'is kept when it is a non-empty string', () => {
			expect( parseConfig( { restNonce: 'abc123' } ).restNonce ).toBe(
				'abc123'
			);
		} );

		it.each( [
			[ 'an empty string', '' ],
			[ 'a number', 123 ],
			[ 'null', null ],
			[ 'an object', { nonce: 'abc' } ],
		] )( 'is absent when it is %s', ( _label, value ) => {
			expect( parseConfig( { restNonce: value } ) ).not.toHaveProperty(
				'restNonce'
			);
		} );
	} );

	describe( 'social', () => {
		it( 'keeps only http(s) URLs of known networks', () => {
			const config = parseConfig( {
				social: {
					instagram: 'https://www.instagram.com/claire/',
					facebook: 'javascript:alert(1)',
					tiktok: 'ftp://tiktok.example/claire',
					goodreads: 42,
					bookbub: '/authors/claire',
					amazon: 'http://www.amazon.com/author/claire',
					x: '',
					myspace: 'https://myspace.com/claire',
					Instagram: 'https://www.instagram.com/other/',
				},
			} );
			expect( config.social ).toEqual( {
				instagram: 'https://www.instagram.com/claire/',
				amazon: 'http://www.amazon.com/author/claire',
			} );
		} );

		it( 'is empty when no entry is valid', () => {
			expect(
				parseConfig( { social: { facebook: 'javascript:alert(1)' } } )
					.social
			).toEqual( {} );
			expect(
				parseConfig( { social: [ 'https://www.instagram.com/' ] } )
					.social
			).toEqual( {} );
		} );
	} );

	describe( 'contact.wpforms (docs/runtime-config.md#keys)', () => {
		it( 'is configured with a form id and field ids for name, email and message', () => {
			expect(
				parseConfig( {
					contact: {
						wpforms: {
							formId: 5,
							fields: { name: 1, email: 2, message: 3 },
						},
					},
				} ).contact.wpforms
			).toEqual( {
				formId: 5,
				nameFormat: 'simple',
				fields: { name: 1, email: 2, message: 3 },
			} );
		} );

		it( 'accepts ids written as digit strings', () => {
			expect(
				parseConfig( {
					contact: {
						wpforms: {
							formId: '5',
							fields: { name: '1', email: ' 2 ', message: '3' },
						},
					},
				} ).contact.wpforms
			).toEqual( {
				formId: 5,
				nameFormat: 'simple',
				fields: { name: 1, email: 2, message: 3 },
			} );
		} );

		it.each( [
			[
				'the form id is missing',
				{ ...VALID_WPFORMS, formId: undefined },
			],
			[
				'the fields are missing',
				{ ...VALID_WPFORMS, fields: undefined },
			],
			[
				'the name field is missing',
				{ ...VALID_WPFORMS, fields: { email: 2, message: 4 } },
			],
			[
				'the email field is missing',
				{ ...VALID_WPFORMS, fields: { name: 1, message: 4 } },
			],
			[
				'the message field is missing',
				{ ...VALID_WPFORMS, fields: { name: 1, email: 2 } },
			],
			[
				'only a subject is given',
				{ formId: 42, fields: { subject: 3 } },
			],
		] )( 'is null when %s', ( _label, wpforms ) => {
			expect(
				parseConfig( { contact: { wpforms } } ).contact.wpforms
			).toBeNull();
		} );

		it.each( [
			[ 'negative', -5 ],
			[ 'zero', 0 ],
			[ 'a float', 1.5 ],
			[ 'NaN', NaN ],
			[ 'Infinity', Infinity ],
			[ 'a non-digit string', '12a' ],
			[ 'a negative string', '-3' ],
			[ 'a decimal string', '1.5' ],
			[ 'an empty string', '' ],
			[ 'a boolean', true ],
			[ 'null', null ],
		] )( 'is null when an id is %s', ( _label, bad ) => {
			const withBad = ( patch: Record< string, unknown > ) =>
				parseConfig( { contact: { wpforms: patch } } ).contact.wpforms;
			expect( withBad( { ...VALID_WPFORMS, formId: bad } ) ).toBeNull();
			for ( const field of [ 'name', 'email', 'message' ] ) {
				expect(
					withBad( {
						...VALID_WPFORMS,
						fields: { ...VALID_WPFORMS.fields, [ field ]: bad },
					} )
				).toBeNull();
			}
		} );

		it( 'drops an invalid subject field id but stays configured', () => {
			expect(
				parseConfig( {
					contact: {
						wpforms: {
							formId: 5,
							fields: {
								name: 1,
								email: 2,
								subject: -1,
								message: 3,
							},
						},
					},
				} ).contact.wpforms
			).toEqual( {
				formId: 5,
				nameFormat: 'simple',
				fields: { name: 1, email: 2, message: 3 },
			} );
		} );

		it.each( [
			'simple',
			'First-Last',
			'first_last',
			'full',
			'',
			42,
			null,
			undefined,
		] )( 'nameFormat %j becomes simple', ( nameFormat ) => {
			expect(
				parseConfig( {
					contact: { wpforms: { ...VALID_WPFORMS, nameFormat } },
				} ).contact.wpforms?.nameFormat
			).toBe( 'simple' );
		} );

		it( "keeps nameFormat 'first-last'", () => {
			expect(
				parseConfig( { contact: { wpforms: VALID_WPFORMS } } ).contact
					.wpforms?.nameFormat
			).toBe( 'first-last' );
		} );

		it( 'drops an empty or non-string token and nonce', () => {
			const wpforms = parseConfig( {
				contact: {
					wpforms: { ...VALID_WPFORMS, token: '', nonce: 123 },
				},
			} ).contact.wpforms;
			expect( wpforms ).not.toBeNull();
			expect( wpforms ).not.toHaveProperty( 'token' );
			expect( wpforms ).not.toHaveProperty( 'nonce' );
		} );

		it( 'is null when wpforms is null, missing or not an object', () => {
			expect(
				parseConfig( { contact: { wpforms: null } } ).contact.wpforms
			).toBeNull();
			expect( parseConfig( { contact: {} } ).contact.wpforms ).toBeNull();
			expect(
				parseConfig( { contact: { wpforms: 'yes' } } ).contact.wpforms
			).toBeNull();
		} );
	} );

	describe( 'newsletter.formId', () => {
		it.each( [
			[ 'null', null, null ],
			[ 'a positive number', 7, 7 ],
			[ 'a string of digits', '7', 7 ],
			[ 'a padded string of digits', ' 12 ', 12 ],
			[ 'missing', undefined, null ],
			[ 'zero', 0, null ],
			[ 'negative', -7, null ],
			[ 'a float', 7.5, null ],
			[ 'a string with letters', '7a', null ],
			[ 'a string "0"', '0', null ],
			[ 'a boolean', true, null ],
		] )( 'is %s → %j', ( _label, formId, expected ) => {
			expect(
				parseConfig( { newsletter: { formId } } ).newsletter.formId
			).toBe( expected );
		} );

		it( 'an explicit null wins over the base; an invalid value keeps the base', () => {
			const base = parseConfig( { newsletter: { formId: 3 } } );
			expect( base.newsletter.formId ).toBe( 3 );
			expect(
				parseConfig( { newsletter: { formId: null } }, base ).newsletter
					.formId
			).toBeNull();
			expect(
				parseConfig( { newsletter: { formId: 'x' } }, base ).newsletter
					.formId
			).toBe( 3 );
			expect(
				parseConfig( { newsletter: {} }, base ).newsletter.formId
			).toBe( 3 );
		} );
	} );

	it( 'uses the given base where the raw object has nothing valid', () => {
		const base = parseConfig( {
			siteName: 'Base Site',
			restNonce: 'base-nonce',
			social: { goodreads: 'https://www.goodreads.com/claire' },
			contact: { wpforms: VALID_WPFORMS },
		} );
		const config = parseConfig(
			{ siteName: '', authorName: 'Runtime Author', social: {} },
			base
		);
		expect( config.siteName ).toBe( 'Base Site' );
		expect( config.authorName ).toBe( 'Runtime Author' );
		expect( config.restNonce ).toBe( 'base-nonce' );
		expect( config.social ).toEqual( {
			goodreads: 'https://www.goodreads.com/claire',
		} );
		expect( config.contact.wpforms?.formId ).toBe( 42 );
	} );

	describe( 'drawnAt: the site’s clock when the page was drawn', () => {
		it( 'keeps whole positive seconds', () => {
			expect( parseConfig( { drawnAt: 1795650055 } ).drawnAt ).toBe(
				1795650055
			);
		} );

		it.each( [
			[ 'zero', 0 ],
			[ 'a negative number', -5 ],
			[ 'a fraction', 1.5 ],
			[ 'a word', 'soon' ],
			[ 'null', null ],
		] )( 'leaves out %s', ( _label, drawnAt ) => {
			expect( parseConfig( { drawnAt } ) ).not.toHaveProperty(
				'drawnAt'
			);
		} );
	} );

	describe( 'uploadsUrl: the Media Library’s address (docs/books.md#a-books-extras)', () => {
		it.each( [
			[ 'http://127.0.0.1:8881/wp-content/uploads' ],
			[ 'https://example.com/wp-content/uploads' ],
		] )( 'keeps the absolute address %s', ( uploadsUrl ) => {
			expect( parseConfig( { uploadsUrl } ).uploadsUrl ).toBe(
				uploadsUrl
			);
		} );

		it.each( [
			[ 'a path', '/wp-content/uploads' ],
			[ 'a protocol-relative address', '//cdn.example/uploads' ],
			[ 'another scheme', 'javascript:alert(1)' ],
			[ 'words', 'uploads' ],
			[ 'a number', 42 ],
			[ 'null', null ],
		] )( 'leaves out %s', ( _label, uploadsUrl ) => {
			expect( parseConfig( { uploadsUrl } ) ).not.toHaveProperty(
				'uploadsUrl'
			);
		} );
	} );

	describe( 'event: the event whose page the server drew (docs/events.md#event-page)', () => {
		it.each( [
			[ 'summer-signing-at-lakeside-books' ],
			[ 'caf%c3%a9-night' ],
		] )( 'keeps the slug %s', ( slug ) => {
			expect( parseConfig( { event: { slug } } ).event ).toEqual( {
				slug,
			} );
		} );

		it.each( [
			[ 'a slug with markup', { slug: 'a"><b>' } ],
			[ 'a slug with a slash', { slug: 'a/b' } ],
			[ 'an empty slug', { slug: '' } ],
			[ 'a number', { slug: 9 } ],
			[ 'a string', 'summer' ],
			[ 'null', null ],
		] )( 'leaves out %s', ( _label, event ) => {
			expect( parseConfig( { event } ) ).not.toHaveProperty( 'event' );
		} );
	} );
} );

describe( 'routerBasename', () => {
	it.each( [
		[ 'https://x.test/', '/' ],
		[ 'https://x.test', '/' ],
		[ 'https://x.test/blog/', '/blog' ],
		[ 'https://x.test/blog', '/blog' ],
		[ 'https://x.test/a/b//', '/a/b' ],
		[ '/', '/' ],
		[ '/blog/', '/blog' ],
	] )( 'homeUrl %s → %s', ( homeUrl, expected ) => {
		expect( routerBasename( parseConfig( { homeUrl } ) ) ).toBe( expected );
	} );

	it( 'is / for the defaults', () => {
		expect( routerBasename( DEFAULT_CONFIG ) ).toBe( '/' );
	} );
} );

describe( 'URL helpers', () => {
	it( 'httpUrl accepts only absolute http: and https: URLs, trimmed but as written (the server shows them so)', () => {
		expect( httpUrl( 'https://example.test/a?b=c#d' ) ).toBe(
			'https://example.test/a?b=c#d'
		);
		expect( httpUrl( ' http://example.test ' ) ).toBe(
			'http://example.test'
		);
		expect( httpUrl( 'http://not%20a%20host' ) ).toBeUndefined();
		expect( httpUrl( '/relative' ) ).toBeUndefined();
		expect( httpUrl( 'javascript:alert(1)' ) ).toBeUndefined();
		expect( httpUrl( 'mailto:a@example.test' ) ).toBeUndefined();
		expect( httpUrl( 42 ) ).toBeUndefined();
	} );

	it( 'safeUrl also accepts root-relative paths but not protocol-relative ones', () => {
		expect( safeUrl( '/wp-json/' ) ).toBe( '/wp-json/' );
		expect( safeUrl( '  /wp-json/  ' ) ).toBe( '/wp-json/' );
		expect( safeUrl( '//evil.test/' ) ).toBeUndefined();
		expect( safeUrl( 'wp-json/' ) ).toBeUndefined();
		expect( safeUrl( 'https://example.test/' ) ).toBe(
			'https://example.test/'
		);
		expect( safeUrl( 'javascript:alert(1)' ) ).toBeUndefined();
		expect( safeUrl( '   ' ) ).toBeUndefined();
		expect( safeUrl( undefined ) ).toBeUndefined();
	} );

	// The same list tests/php/MenusTest.php gives author_site_link_url().
	it.each( linkUrls.cases )(
		'safeUrl keeps %j as the theme does',
		( { url, kept } ) => {
			expect( safeUrl( url ) ).toBe( kept ?? undefined );
		}
	);

	it( 'a menu item whose URL a browser reads as another host’s is left out', () => {
		expect(
			parseConfig( {
				menus: {
					primary: [
						{ label: 'Books', url: '/books', to: '/books' },
						{ label: 'Away', url: '/\\example.com', to: '/books' },
						{ label: 'Tab', url: '/\t/example.com' },
					],
				},
			} ).menus.primary
		).toEqual( [ { label: 'Books', url: '/books', to: '/books' } ] );
	} );
} );

describe( 'EMAIL_PATTERN (docs/content-format.md#value-kinds)', () => {
	it.each( [ 'a@b.co', 'first.last+tag@sub.example.test' ] )(
		'accepts %s',
		( value ) => {
			expect( EMAIL_PATTERN.test( value ) ).toBe( true );
		}
	);

	it.each( [ 'a b@c.co', 'a@b', 'a@@b.co', 'a@b@c.co', '@b.co', 'a@.', '' ] )(
		'refuses %j',
		( value ) => {
			expect( EMAIL_PATTERN.test( value ) ).toBe( false );
		}
	);
} );

describe( 'getConfig', () => {
	const savedEnv = process.env.AUTHOR_SITE_CONFIG;

	beforeEach( () => {
		setPageConfig( undefined );
		delete process.env.AUTHOR_SITE_CONFIG;
		resetConfigForTests();
	} );

	afterEach( () => {
		setPageConfig( undefined );
		if ( savedEnv === undefined ) {
			delete process.env.AUTHOR_SITE_CONFIG;
		} else {
			process.env.AUTHOR_SITE_CONFIG = savedEnv;
		}
		resetConfigForTests();
	} );

	it( 'returns every default without the page’s configuration', () => {
		expect( getConfig() ).toEqual( DEFAULT_CONFIG );
	} );

	it( 'validates the page’s configuration', () => {
		setPageConfig( {
			siteName: 'From Window',
			homeUrl: 'javascript:alert(1)',
			contactEmail: 'nope',
		} );
		const config = getConfig();
		expect( config.siteName ).toBe( 'From Window' );
		expect( config.homeUrl ).toBe( DEFAULT_CONFIG.homeUrl );
		expect( config.contactEmail ).toBe( DEFAULT_CONFIG.contactEmail );
	} );

	it( 'reads the page’s configuration only once', () => {
		setPageConfig( { siteName: 'First' } );
		const first = getConfig();
		expect( first.siteName ).toBe( 'First' );

		setPageConfig( { siteName: 'Second' } );
		expect( getConfig() ).toBe( first );
		expect( getConfig().siteName ).toBe( 'First' );

		resetConfigForTests();
		expect( getConfig().siteName ).toBe( 'Second' );
	} );

	it( 'reads no configuration from data that is not JSON', () => {
		setPageConfig( '{ "siteName": "Half' );
		expect( hasPageConfig() ).toBe( false );
		expect( getConfig() ).toEqual( DEFAULT_CONFIG );
	} );

	it( 'tells whether the page holds a configuration object', () => {
		expect( hasPageConfig() ).toBe( false );
		setPageConfig( [ 'not', 'an', 'object' ] );
		expect( hasPageConfig() ).toBe( false );
		setPageConfig( {} );
		expect( hasPageConfig() ).toBe( true );
	} );

	it( 'lets the runtime object win over build-time values', () => {
		process.env.AUTHOR_SITE_CONFIG = JSON.stringify( {
			siteName: 'Build Site',
			authorName: 'Build Author',
		} );
		setPageConfig( { siteName: 'Runtime Site' } );
		const config = getConfig();
		expect( config.siteName ).toBe( 'Runtime Site' );
		expect( config.authorName ).toBe( 'Build Author' );
	} );

	it( 'ignores build-time values that are not valid JSON', () => {
		process.env.AUTHOR_SITE_CONFIG = '{ not json';
		expect( getConfig() ).toEqual( DEFAULT_CONFIG );
	} );
} );
