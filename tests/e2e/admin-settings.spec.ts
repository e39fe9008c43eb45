import type { Page } from '@playwright/test';
import { SUBJECTS } from '../../src/contact/subjects';
import { recordedPage } from './support/content-pages';
import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	pageConfig,
	test,
} from './support/fixtures';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 7: Appearance → Author Site (inc/admin/settings/screen.php), used through
 * the real screen. WPForms is not installed here: its forms are `wpforms`
 * posts holding the builder's JSON, made below as the builder saves them;
 * Constant Contact Forms is the test stand-in (tests/wp/mu-plugins).
 */

const SCREEN = '/wp-admin/themes.php?page=author-site';
const SUBSCRIBER = 'settings-test-subscriber';
const PASSWORD = 'settings-test-Pa55word';
const ROLES = [ 'Name', 'Email', 'Subject', 'Message' ];

/**
 * A PHP expression for a string, safe whatever the string holds.
 * @param text
 */
const php = ( text: string ) =>
	`base64_decode( '${ Buffer.from( text, 'utf8' ).toString( 'base64' ) }' )`;

interface Config {
	authorName: string;
	contactEmail: string;
	social: Record< string, string >;
	contact: { wpforms: unknown };
}

/**
 * The configuration printed for the app on the next front page view.
 * @param page
 */
async function frontConfig( page: Page ): Promise< Config > {
	await page.goto( '/' );
	await appReady( page );
	return ( await pageConfig< Config >( page ) ) as Config;
}

/** The saved option, as JSON. */
function savedOption(): Record< string, unknown > | null {
	return JSON.parse(
		wpEval(
			"echo wp_json_encode( get_option( 'author_site_settings', null ) );"
		)
	);
}

/**
 * Saves the screen and waits for the answer page.
 * @param page
 */
async function save( page: Page ): Promise< void > {
	// Not waitForURL: WordPress's admin takes settings-updated out of the
	// address (history.replaceState) as the answer page loads, which can beat
	// the wait's check of the loaded page's address.
	const answered = page.waitForResponse(
		( response ) =>
			response.request().isNavigationRequest() &&
			/settings-updated=true/.test( response.url() )
	);
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await answered;
	await page.waitForLoadState();
}

/**
 * A WPForms form post as the builder saves it (post_content: the form JSON).
 * @param title
 * @param fields
 */
function createWpform( title: string, fields: object ): number {
	const form = {
		fields,
		id: '0',
		field_id: 9,
		settings: {
			form_title: title,
			form_desc: '',
			submit_text: 'Submit',
			ajax_submit: '1',
			antispam_v3: '1',
		},
		meta: { template: 'blank' },
	};
	return Number(
		wpEval( `
			$id = wp_insert_post( array( 'post_type' => 'wpforms', 'post_status' => 'publish', 'post_title' => ${ php( title ) }, 'post_content' => '' ) );
			$form = json_decode( ${ php( JSON.stringify( form ) ) }, true );
			$form['id'] = (string) $id;
			wp_update_post( array( 'ID' => $id, 'post_content' => wp_slash( wp_json_encode( $form ) ) ) );
			echo $id;
		` )
	);
}

const choices = ( labels: readonly string[] ) =>
	Object.fromEntries(
		labels.map( ( label, i ) => [
			String( i + 1 ),
			{ label, value: '', image: '' },
		] )
	);

let savedSettings = 'null';
let savedCtct = 'null';
const posts: number[] = [];

test.describe.serial( 'Appearance → Author Site', () => {
	// Several full wp-admin and front page loads per test.
	test.describe.configure( { timeout: 90_000 } );

	test.beforeAll( () => {
		savedSettings = wpEval(
			"echo wp_json_encode( get_option( 'author_site_settings', null ) );"
		);
		savedCtct = wpEval(
			"echo wp_json_encode( get_option( 'author_site_test_ctct_html', null ) );"
		);
		wpEval( `
			delete_option( 'author_site_settings' );
			delete_option( 'author_site_test_ctct_html' );
			if ( ! username_exists( '${ SUBSCRIBER }' ) ) {
				wp_insert_user( array( 'user_login' => '${ SUBSCRIBER }', 'user_pass' => '${ PASSWORD }', 'user_email' => 'subscriber@example.test', 'role' => 'subscriber' ) );
			}
		` );
	} );

	test.beforeEach( async ( { page, baseURL } ) => {
		// wp-admin loads avatars from gravatar.com: offline, the page's load
		// event would wait for them.
		await page.route(
			( url ) => url.origin !== new URL( baseURL ?? '' ).origin,
			( route ) => route.abort()
		);
	} );

	test.afterAll( () => {
		wpEval( `
			foreach ( ${ JSON.stringify( posts ) } as $id ) {
				wp_delete_post( $id, true );
			}
			require_once ABSPATH . 'wp-admin/includes/user.php';
			$user = get_user_by( 'login', '${ SUBSCRIBER }' );
			if ( $user ) { wp_delete_user( $user->ID ); }
			foreach ( array( 'author_site_settings' => ${ JSON.stringify( savedSettings ) }, 'author_site_test_ctct_html' => ${ JSON.stringify( savedCtct ) } ) as $option => $json ) {
				$value = json_decode( $json, true );
				if ( null === $value ) {
					delete_option( $option );
				} else {
					update_option( $option, $value, false );
				}
			}
			delete_option( 'author_site_newsletter_cache' );
		` );
	} );

	test( 'saving the author name, contact email and a social link reaches the next page’s configuration', async ( {
		page,
	} ) => {
		// A stale newsletter cache, to see saving clear it.
		wpEval(
			"update_option( 'author_site_newsletter_cache', array( 'built' => time(), 'form' => 999999, 'config' => null ), false );"
		);
		await logIn( page );
		await expect(
			page.locator(
				'#menu-appearance a[href="themes.php?page=author-site"]'
			)
		).toHaveText( 'Author Site' );
		await page.goto( SCREEN );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Author Site' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Content health', exact: true } )
		).toHaveAttribute( 'href', /themes\.php\?page=author-site-health$/ );
		await expect(
			page.getByRole( 'link', { name: /How to edit your site/ } )
		).toHaveAttribute(
			'href',
			/\/themes\/author-site\/docs\/authoring\.md$/
		);

		await page.getByLabel( 'Author name' ).fill( 'Zoë O’Brien & Co' );
		await page.getByLabel( 'Contact email' ).fill( 'zoe@example.test' );
		await page
			.getByLabel( 'Instagram' )
			.fill( 'https://www.instagram.com/zoe.writes' );
		await save( page );
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect( page.getByLabel( 'Author name' ) ).toHaveValue(
			'Zoë O’Brien & Co'
		);

		const config = await frontConfig( page );
		expect( config.authorName ).toBe( 'Zoë O’Brien & Co' );
		expect( config.contactEmail ).toBe( 'zoe@example.test' );
		expect( config.social ).toEqual( {
			instagram: 'https://www.instagram.com/zoe.writes',
		} );
		expect(
			wpEval(
				"echo wp_json_encode( get_option( 'author_site_newsletter_cache', null ) );"
			)
		).not.toContain( '999999' );
	} );

	test( 'a bad contact email is refused with a message, the previous one kept', async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto( SCREEN );
		await page.getByLabel( 'Contact email' ).fill( 'zoe-at-example.test' );
		await page.getByLabel( 'Author name' ).fill( 'Zoë O’Brien' );
		await save( page );
		await expect(
			page
				.locator( '.notice-error' )
				.getByText(
					'“zoe-at-example.test” is not a valid email address. The contact email was not changed.'
				)
		).toBeVisible();
		await expect( page.getByText( 'Settings saved.' ) ).toHaveCount( 0 );
		await expect( page.getByLabel( 'Contact email' ) ).toHaveValue(
			'zoe@example.test'
		);
		expect( savedOption() ).toMatchObject( {
			contact_email: 'zoe@example.test',
			author_name: 'Zoë O’Brien',
		} );
		expect( ( await frontConfig( page ) ).contactEmail ).toBe(
			'zoe@example.test'
		);
	} );

	test( 'a javascript: social link is refused with a message, the previous one kept', async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto( SCREEN );
		await page.getByLabel( 'Instagram' ).fill( 'javascript:alert(1)' );
		await page.getByLabel( 'Facebook' ).fill( 'javascript:alert(2)' );
		await page
			.getByLabel( 'Goodreads' )
			.fill( 'https://www.goodreads.com/zoe' );
		await save( page );
		const errors = page.locator( '.notice-error' );
		await expect(
			errors.getByText(
				'The Instagram link “javascript:alert(1)” was refused: use a web address starting with http:// or https://. The previous link was kept.'
			)
		).toBeVisible();
		await expect(
			errors.getByText( /The Facebook link .* was refused/ )
		).toBeVisible();
		await expect( page.getByLabel( 'Instagram' ) ).toHaveValue(
			'https://www.instagram.com/zoe.writes'
		);
		expect( savedOption()?.social ).toEqual( {
			instagram: 'https://www.instagram.com/zoe.writes',
			goodreads: 'https://www.goodreads.com/zoe',
		} );
		expect( ( await frontConfig( page ) ).social ).toEqual( {
			instagram: 'https://www.instagram.com/zoe.writes',
			goodreads: 'https://www.goodreads.com/zoe',
		} );
	} );

	test( 'a WPForms form is chosen from a dropdown, its fields detected by type, and saved into contact.wpforms', async ( {
		page,
	} ) => {
		const contact = createWpform( 'Contact', {
			1: {
				id: '1',
				type: 'name',
				label: 'Name',
				format: 'first-last',
				required: '1',
			},
			2: { id: '2', type: 'email', label: 'Email', required: '1' },
			3: {
				id: '3',
				type: 'select',
				label: 'Subject',
				choices: choices( SUBJECTS ),
				required: '1',
			},
			4: { id: '4', type: 'textarea', label: 'Message', required: '1' },
		} );
		posts.push( contact );
		// Another form, fields in another order and a Simple name.
		const simple = createWpform( 'Contact simple', {
			5: { id: '5', type: 'textarea', label: 'Your message' },
			6: {
				id: '6',
				type: 'select',
				label: 'Subject',
				choices: choices( [ 'General Inquiry', 'Other' ] ),
			},
			7: { id: '7', type: 'email', label: 'Email' },
			8: { id: '8', type: 'name', label: 'Name', format: 'simple' },
		} );
		posts.push( simple );

		await logIn( page );
		await page.goto( SCREEN );
		// Not installed here: said plainly, and the forms are still listed.
		await expect(
			page.getByText(
				'WPForms is not active. Its saved forms are listed'
			)
		).toBeVisible();
		const dropdown = page.locator( '#author-site-wpforms-form' );
		await expect( dropdown.locator( 'option' ) ).toHaveText( [
			'— None: the email fallback —',
			`Contact (#${ contact })`,
			`Contact simple (#${ simple })`,
		] );
		const id = ( role: string ) =>
			page.getByLabel( `${ role } field id`, { exact: true } );
		/**
		 * The screen shows these ids, name format and subject verdict.
		 * @param ids     Name, Email, Subject, Message.
		 * @param format  The name format radio's label.
		 * @param subject The verdict on the subject's choices.
		 */
		const shows = async (
			ids: string[],
			format: string,
			subject: RegExp
		) => {
			for ( const [ i, role ] of ROLES.entries() ) {
				await expect( id( role ), role ).toHaveValue( ids[ i ] );
			}
			await expect(
				page.getByRole( 'radio', { name: format } )
			).toBeChecked();
			await expect(
				page.locator( '#author-site-wpforms-subject-check' )
			).toHaveText( subject );
		};
		await shows( [ '', '', '', '' ], 'Simple (one box)', /^$/ );

		await dropdown.selectOption( String( simple ) );
		await shows(
			[ '8', '7', '6', '5' ],
			'Simple (one box)',
			/differ from the site’s seven subjects \(missing: About The Medallion Client, /
		);

		await dropdown.selectOption( String( contact ) );
		await shows(
			[ '1', '2', '3', '4' ],
			'First and last name',
			/^Its choices are the site’s seven subjects, in order\.$/
		);

		// An id left empty is detected again when saving (no script needed).
		await id( 'Message' ).fill( '' );
		await save( page );
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect( dropdown ).toHaveValue( String( contact ) );
		await expect( id( 'Message' ) ).toHaveValue( '4' );
		await expect(
			page.locator( '#author-site-wpforms-subject-check' )
		).toHaveText( 'Its choices are the site’s seven subjects, in order.' );

		const config = await frontConfig( page );
		expect( config.contact.wpforms ).toMatchObject( {
			formId: contact,
			nameFormat: 'first-last',
			fields: { name: 1, email: 2, subject: 3, message: 4 },
		} );
		// The author's other settings are untouched.
		expect( config.authorName ).toBe( 'Zoë O’Brien' );
	} );

	test( 'the Constant Contact form is chosen from a dropdown and the newsletter configuration follows it', async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto( SCREEN );
		await expect(
			page.getByText(
				'Constant Contact Forms is not active — the newsletter sign-up tells visitors it is unavailable.'
			)
		).toBeVisible();

		const html = recordedPage( 'pages-newsletter-form-render.json' ).content
			.rendered;
		wpEval(
			`update_option( 'author_site_test_ctct_html', ${ php( html ) }, false );`
		);
		const [ older, newer ] = JSON.parse(
			wpEval( `
				$older = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Newsletter', 'post_status' => 'publish', 'post_date' => '2024-01-01 10:00:00' ) );
				$newer = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Giveaway', 'post_status' => 'publish' ) );
				echo wp_json_encode( array( $older, $newer ) );
			` )
		) as number[];
		posts.push( older, newer );

		await page.goto( SCREEN );
		const dropdown = page.locator( '#author-site-newsletter-form' );
		await expect( dropdown.locator( 'option' ) ).toHaveText( [
			'— The newest published form —',
			`Giveaway (#${ newer })`,
			`Newsletter (#${ older })`,
		] );
		const cachedForm = () =>
			Number(
				wpEval(
					"$c = get_option( 'author_site_newsletter_cache' ); echo is_array( $c ) ? (int) $c['form'] : 0;"
				)
			);
		await page.request.get( '/constant-contact-config.json' );
		expect( cachedForm() ).toBe( newer );

		await dropdown.selectOption( String( older ) );
		await save( page );
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect( dropdown ).toHaveValue( String( older ) );
		expect( savedOption()?.newsletter_form_id ).toBe( older );
		const answer = await page.request.get(
			'/constant-contact-config.json'
		);
		expect( answer.status() ).toBe( 200 );
		expect( cachedForm() ).toBe( older );
	} );

	test( 'a subscriber sees no menu entry and cannot open or post the screen', async ( {
		page,
		consoleErrors,
	} ) => {
		const before = savedOption();
		await logIn( page, SUBSCRIBER, PASSWORD );
		await expect( page.locator( '#adminmenu' ) ).toBeVisible();
		await expect(
			page.locator( '#adminmenu a[href*="page=author-site"]' )
		).toHaveCount( 0 );

		const screen = await page.goto( SCREEN );
		expect( screen?.status() ).toBe( 403 );
		await expect(
			page.getByText( 'Sorry, you are not allowed to access this page.' )
		).toBeVisible();

		const posted = await page.request.post( '/wp-admin/options.php', {
			form: {
				option_page: 'author-site',
				action: 'update',
				_wpnonce: '0123456789',
				'author_site_settings[author_name]': 'Subscriber was here',
			},
			maxRedirects: 0,
		} );
		expect( posted.status() ).toBe( 403 );
		expect( await posted.text() ).toContain( 'Sorry, you are not allowed' );
		expect( savedOption() ).toEqual( before );
		expectOnlyFailedStatus( consoleErrors, 403 );
	} );

	test( 'a forged POST without a valid nonce is refused, even from an administrator', async ( {
		page,
	} ) => {
		const before = savedOption();
		await logIn( page );
		for ( const nonce of [ {}, { _wpnonce: '0123456789' } ] ) {
			const posted = await page.request.post( '/wp-admin/options.php', {
				form: {
					option_page: 'author-site',
					action: 'update',
					...nonce,
					'author_site_settings[author_name]': 'Forged',
					'author_site_settings[contact_email]':
						'forged@example.test',
				},
				maxRedirects: 0,
			} );
			expect( posted.status() ).toBe( 403 );
			expect( await posted.text() ).toContain(
				'The link you followed has expired.'
			);
		}
		expect( savedOption() ).toEqual( before );
		expect( ( await frontConfig( page ) ).authorName ).toBe(
			'Zoë O’Brien'
		);
	} );
} );
