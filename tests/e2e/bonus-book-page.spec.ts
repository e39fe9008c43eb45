/**
 * A book's bonus page at /books/<slug>/bonus/ on the plugin-free site (the
 * Constant Contact Forms stand-in with two forms; docs/books.md#the-bonus-page):
 * its status codes, noindex, title and canonical, the landing frame without a
 * menu, hydration without a change, the link from the book's page, and the
 * signup asking for the bonus form's configuration, with JavaScript and
 * without. Everything made is deleted after.
 */
import { holdClocks } from './support/clock';
import { blockContent, pageId } from './support/content-pages';
import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	firstDifference,
	rootAsServed,
	rootNow,
	test,
} from './support/fixtures';
import { setUpNewsletter, tearDownNewsletter } from './support/forms';
import { wpEval } from './support/wp';

const PREFIX = 'e2e-bonus-';
const BONUS_TITLE = 'Read the bonus epilogue';
const SUCCESS = 'Check your inbox — your bonus is on its way.';

let made: { form: number; pages: number[] };

/**
 * A book under the Books content page with a bonus naming a form.
 * @param slug  Its slug (after the prefix).
 * @param title Its title.
 * @param form  Its bonus_form.
 */
function book( slug: string, title: string, form: string ) {
	return {
		post_type: 'page',
		post_status: 'publish',
		post_name: PREFIX + slug,
		post_title: title,
		post_content: blockContent( {
			title,
			buy_links: 'ebook: https://www.amazon.com/dp/BONUS',
			bonus_title: BONUS_TITLE,
			bonus_description: [ 'One year later.', 'At the wedding.' ],
			bonus_form: form,
		} ),
	};
}

test.beforeAll( () => {
	setUpNewsletter();
	const parent = pageId( 'books' );
	const pages = Buffer.from(
		JSON.stringify( [
			book( 'heir', 'The Heir', 'bonus epilogue' ),
			book( 'vow', 'The Vow', 'No Such Form' ),
		] )
	).toString( 'base64' );
	made = JSON.parse(
		wpEval( `
			$form  = wp_insert_post( array( 'post_type' => 'ctct_forms', 'post_title' => 'Bonus Epilogue', 'post_status' => 'publish' ) );
			$pages = array();
			foreach ( json_decode( base64_decode( '${ pages }' ), true ) as $p ) {
				$pages[] = wp_insert_post( wp_slash( $p + array( 'post_parent' => ${ parent } ) ) );
			}
			echo wp_json_encode( array( 'form' => $form, 'pages' => $pages ) );
		` )
	);
} );

test.afterAll( () => {
	wpEval(
		`foreach ( array( ${ made.pages.join(
			','
		) } ) as $id ) { wp_delete_post( $id, true ); }`
	);
	tearDownNewsletter();
} );

test.describe( 'a bonus page', () => {
	holdClocks();

	test( 'is a noindex landing page without a menu, hydrated without a change', async ( {
		page,
		request,
	} ) => {
		const path = `/books/${ PREFIX }heir/bonus/`;
		const answer = await request.get( path );
		expect( answer.status() ).toBe( 200 );
		const served = await rootAsServed( page, request, path );
		await expect( page ).toHaveTitle(
			new RegExp( `^${ BONUS_TITLE } · ` )
		);
		await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute(
			'content',
			/noindex/
		);
		await expect( page.locator( 'link[rel="canonical"]' ) ).toHaveAttribute(
			'href',
			new RegExp( `${ path }$` )
		);
		const main = page.locator( 'main' );
		await expect( main.locator( 'h1' ) ).toHaveText( BONUS_TITLE );
		await expect( main ).toContainText( 'At the wedding.' );
		await expect(
			page.getByRole( 'img', { name: /^Cover of The Heir/ } )
		).toBeVisible();
		await expect( page.getByRole( 'navigation' ) ).toHaveCount( 0 );
		await expect(
			main.getByRole( 'link', { name: /Amazon/ } )
		).toHaveCount( 0 );
		await expect( page.locator( 'footer' ) ).toContainText(
			'All rights reserved.'
		);
		// The signup's configuration is in (it is in view): the form is as served.
		await expect(
			main.getByRole( 'button', { name: 'Join the VIP List' } )
		).toBeEnabled();
		expect( firstDifference( await rootNow( page ), served ) ).toBe(
			'none'
		);
	} );

	test( 'is linked from its book’s page and reached in the app', async ( {
		page,
	} ) => {
		await page.goto( `/books/${ PREFIX }heir/` );
		await appReady( page );
		await page.evaluate( () => {
			( window as unknown as { stayed: boolean } ).stayed = true;
		} );
		await page.getByRole( 'link', { name: BONUS_TITLE } ).click();
		await expect( page.locator( 'h1' ) ).toHaveText( BONUS_TITLE );
		await expect( page ).toHaveURL(
			new RegExp( `${ PREFIX }heir/bonus/$` )
		);
		await expect( page.getByRole( 'navigation' ) ).toHaveCount( 0 );
		await expect( page ).toHaveTitle(
			new RegExp( `^${ BONUS_TITLE } · ` )
		);
		expect(
			await page.evaluate(
				() => ( window as unknown as { stayed?: boolean } ).stayed
			)
		).toBe( true );
	} );

	test( 'does not exist for a form that is no published form', async ( {
		page,
		consoleErrors,
	} ) => {
		const answer = await page.goto( `/books/${ PREFIX }vow/bonus/` );
		expect( answer?.status() ).toBe( 404 );
		await appReady( page );
		await expect( page.locator( 'h1' ) ).toHaveText( 'Page not found' );
		// The site's own frame, with its menu.
		await expect( page.getByRole( 'navigation' ).first() ).toBeVisible();
		expectOnlyFailedStatus( consoleErrors, 404 );
		await page.goto( `/books/${ PREFIX }vow/` );
		await expect(
			page.getByRole( 'link', { name: BONUS_TITLE } )
		).toHaveCount( 0 );
	} );

	test( 'signs up with the bonus form’s configuration and says the bonus is on its way', async ( {
		page,
	} ) => {
		const reads: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( /ctct_forms|constant-contact-config/.test( sent.url() ) ) {
				reads.push( sent.url() );
			}
		} );
		await page.route( /\/wp-admin\/admin-ajax\.php$/, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'application/json',
				body: '{"status":"success","message":"Your information has been submitted"}',
			} )
		);
		await page.goto( `/books/${ PREFIX }heir/bonus/` );
		await appReady( page );
		const block = page.locator( '.newsletter' );
		const loaded = page.waitForResponse(
			/constant-contact-config\.json\?form=/
		);
		await block.getByLabel( 'Email address' ).fill( 'reader@example.test' );
		// It can be sent once its configuration is in.
		await loaded;
		await expect( block.locator( 'form' ) ).toHaveAttribute(
			'aria-busy',
			'false'
		);
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect( block.getByText( SUCCESS ) ).toBeVisible( {
			timeout: 15_000,
		} );
		expect(
			reads.some( ( url ) => url.includes( `include=${ made.form }` ) )
		).toBe( true );
		expect(
			reads.some( ( url ) =>
				url.includes(
					`constant-contact-config.json?form=${ made.form }&`
				)
			)
		).toBe( true );
	} );
} );

test.describe( 'a bonus page without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'posts its signup to itself, the values kept through the answer', async ( {
		page,
	} ) => {
		await page.goto( `/books/${ PREFIX }heir/bonus/` );
		const block = page.locator( '.newsletter' );
		await block.getByLabel( 'Email address' ).fill( 'reader@example.test' );
		await block
			.getByRole( 'button', { name: 'Join the VIP List' } )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `${ PREFIX }heir/bonus/$` )
		);
		// No Constant Contact Forms on this site: the spec's line, values kept.
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			'Newsletter signup is currently unavailable.'
		);
		await expect( block.getByLabel( 'Email address' ) ).toHaveValue(
			'reader@example.test'
		);
	} );
} );
