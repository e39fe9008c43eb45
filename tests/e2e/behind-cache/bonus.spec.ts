import type { Page } from '@playwright/test';
import { blockContent } from '../support/content-pages';
import { appReady, expect, test } from '../support/fixtures';
import {
	cachePage,
	cacheStatus,
	logMark,
	mail,
	purge,
	requestsSince,
	siteEval,
} from '../support/cache-site';

/*
 * A book's bonus page from nginx's full-page cache (docs/caching.md,
 * docs/books.md#the-bonus-page): the cached page costs WordPress nothing
 * until its signup is used; then the bonus form's configuration is asked
 * fresh (`?form=ID`, never stored), and the signup lands in the bonus form,
 * with JavaScript and without, as Constant Contact Forms' own notification
 * says ("Form title: …"). Everything made is deleted after.
 */

const VISITOR = 'author-site behind-cache bonus visitor';
const PATH = '/books/e2e-cached-bonus/bonus/';
const SUCCESS = 'Check your inbox — your bonus is on its way.';
const FORM = 'Cached Bonus Form';

// A phone held low: the signup is more than 300 px below the fold, so
// nothing brings it near before the visitor does (docs/forms.md#when-the-configuration-loads).
test.use( { userAgent: VISITOR, viewport: { width: 375, height: 480 } } );

let made: number[] = [];

test.beforeAll( () => {
	const content = blockContent( {
		title: 'The Cached Heir',
		bonus_title: 'Read the bonus epilogue',
		bonus_description: 'One year later.',
		bonus_form: FORM,
	} );
	made = JSON.parse(
		siteEval( `
			$form = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_status' => 'publish', 'post_title' => '${ FORM }' ) );
			update_post_meta( $form, 'custom_fields_group', array( array( '_ctct_map_select' => 'email', '_ctct_field_label' => 'Email', '_ctct_required_field' => 'on' ), array( '_ctct_map_select' => 'first_name', '_ctct_field_label' => 'First Name' ) ) );
			update_post_meta( $form, '_ctct_verify_key', wp_generate_password( 25, false ) );
			update_post_meta( $form, '_ctct_has_email_field', 'true' );
			update_post_meta( $form, '_ctct_do_ajax', 'on' );
			$page = wp_insert_post( wp_slash( array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_parent'  => get_page_by_path( 'books-content' )->ID,
				'post_name'    => 'e2e-cached-bonus',
				'post_title'   => 'The Cached Heir',
				'post_content' => ${ JSON.stringify( content ) },
			) ) );
			echo wp_json_encode( array( $page, $form ) );
		` )
	) as number[];
} );

test.beforeEach( () => mail.clear() );

test.afterAll( () => {
	siteEval(
		`foreach ( array( ${ made.join(
			','
		) } ) as $id ) { wp_delete_post( $id, true ); }`
	);
	purge( PATH );
} );

/**
 * The form whose notification Constant Contact Forms mailed for an address.
 * @param email The address.
 */
async function formOfMail( email: string ): Promise< string > {
	await expect.poll( () => mail.count( email ) ).toBe( 1 );
	const text = mail
		.all()
		.find( ( sent ) => sent.message.includes( email ) )!.message;
	return /Form title: <\/strong>([^<]*)</.exec( text )?.[ 1 ] ?? text;
}

/**
 * What of the visitor's requests since a mark reached PHP.
 * @param mark logMark() before.
 */
function reachedPhp( mark: number ): string[] {
	return requestsSince( mark )
		.filter( ( hit ) => hit.userAgent === VISITOR && hit.upstream )
		.map( ( hit ) => hit.request );
}

/**
 * Fills the signup and sends it, waiting for the bonus's success line.
 * @param page  The page.
 * @param email The address.
 * @param wait  Milliseconds a visitor takes before sending without JavaScript
 *              (0: with the app, which sends once the configuration is in).
 */
async function signUp( page: Page, email: string, wait = 0 ) {
	const block = page.locator( '.newsletter' );
	const loaded = wait
		? null
		: page.waitForResponse( /constant-contact-config\.json\?form=/ );
	await block.getByLabel( 'Email address' ).fill( email );
	await new Promise( ( done ) => setTimeout( done, wait ) );
	const button = block.getByRole( 'button', { name: 'Join the VIP List' } );
	if ( loaded ) {
		// The app: typing brought the form near; it can be sent once its
		// configuration is in and the form is no longer busy.
		await loaded;
		await expect( block.locator( 'form' ) ).toHaveAttribute(
			'aria-busy',
			'false'
		);
	}
	await expect( button ).toBeEnabled( { timeout: 20_000 } );
	await button.click();
	await expect( block.getByText( SUCCESS ) ).toBeVisible( {
		timeout: 20_000,
	} );
}

test( 'a cached bonus page asks PHP nothing until its signup is used, then lands in the bonus form', async ( {
	page,
	request,
} ) => {
	await cachePage( request, PATH );
	const asked: string[] = [];
	page.on( 'request', ( sent ) => {
		if ( /constant-contact-config|ctct_forms/.test( sent.url() ) ) {
			asked.push( sent.url() );
		}
	} );
	const mark = logMark();
	const response = await page.goto( PATH );
	expect( cacheStatus( response ) ).toBe( 'HIT' );
	await appReady( page );
	// Every request of the visit has been made: only network silence shows it.
	// eslint-disable-next-line playwright/no-networkidle
	await page.waitForLoadState( 'networkidle' );
	expect( asked ).toEqual( [] );
	expect( reachedPhp( mark ) ).toEqual( [] );

	const email = `cached-bonus-${ Date.now() }@example.test`;
	await signUp( page, email );
	const form = made[ 1 ];
	expect(
		asked.some( ( url ) =>
			url.includes( `constant-contact-config.json?form=${ form }&` )
		)
	).toBe( true );
	expect( await formOfMail( email ) ).toBe( FORM );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'a signup from the cached bonus page lands in the bonus form', async ( {
		page,
		request,
	} ) => {
		await cachePage( request, PATH );
		const response = await page.goto( PATH );
		expect( cacheStatus( response ) ).toBe( 'HIT' );
		const email = `cached-bonus-nojs-${ Date.now() }@example.test`;
		await signUp( page, email, 6000 );
		expect( await formOfMail( email ) ).toBe( FORM );
	} );
} );
