import type { Page } from '@playwright/test';
import {
	appReady,
	expect,
	expectOnlyFailedStatus,
	test,
} from '../support/fixtures';
import {
	ctctFormPhp,
	formOfMail as formOfMailIn,
	signUpHere,
} from '../support/form-signups';
import { clearMailLog, loggedMail } from '../support/mail-log';
import { siteEval } from '../support/plugins-site';
import { logIn } from '../support/wp';

/*
 * The bonus page against the real Constant Contact Forms with several forms
 * (docs/books.md#the-bonus-page): a book names its bonus form by title (any
 * case) or by id; the signup, with JavaScript and without, lands in that
 * form, as the plugin's own notification says ("Form title: …"), never in
 * the site's own form; a book naming no published form has no bonus page
 * (404) and Content Health says why. Everything made is deleted after.
 */

const SUCCESS = 'Check your inbox — your bonus is on its way.';

/** The book pages made, by slug; the forms made, by title. */
let made: { forms: Record< string, number >; pages: number[] };

/**
 * A book page's content as the block editor saves it.
 * @param sections Section name → text.
 */
function content( sections: Record< string, string > ): string {
	return Object.entries( sections )
		.map(
			( [ name, value ] ) =>
				`<!-- wp:html --><!-- section:${ name } --><!-- /wp:html -->\n<!-- wp:paragraph --><p>${ value }</p><!-- /wp:paragraph -->`
		)
		.join( '\n' );
}

test.beforeAll( () => {
	const books = [
		[ 'e2e-bonus-title', 'The Heir', '  bonus EPILOGUE ' ],
		[ 'e2e-bonus-id', 'The Vow', '{magnet}' ],
		[ 'e2e-bonus-unknown', 'The Oath', 'No Such Form' ],
	];
	const data = Buffer.from(
		JSON.stringify(
			books.map( ( [ slug, title, form ] ) => ( {
				slug,
				content: content( {
					title: title!,
					bonus_title: 'Read the bonus epilogue',
					bonus_description: `After ${ title }.`,
					bonus_form: form!,
				} ),
			} ) )
		)
	).toString( 'base64' );
	made = JSON.parse(
		siteEval( `
			$forms = array();
			// Two more forms beside the site's own, saved as its builder saves them.
			foreach ( array( 'Bonus Epilogue', 'Reader Magnet' ) as $title ) {
				${ ctctFormPhp( '$title' ) }
				$forms[ $title ] = $form;
			}
			$parent = get_page_by_path( 'books-content' );
			$pages  = array();
			foreach ( json_decode( base64_decode( '${ data }' ), true ) as $book ) {
				$pages[] = wp_insert_post( wp_slash( array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_parent'  => $parent->ID,
					'post_name'    => $book['slug'],
					'post_title'   => $book['slug'],
					'post_content' => str_replace( '{magnet}', (string) $forms['Reader Magnet'], $book['content'] ),
				) ) );
			}
			echo wp_json_encode( array( 'forms' => $forms, 'pages' => $pages ) );
		` )
	);
} );

test.beforeEach( clearMailLog );

test.afterAll( () => {
	siteEval( `
		foreach ( json_decode( '${ JSON.stringify( [
			...made.pages,
			...Object.values( made.forms ),
		] ) }' ) as $id ) {
			wp_delete_post( $id, true );
		}
	` );
} );

/**
 * The form whose notification Constant Contact Forms mailed for an address.
 * @param email The address signed up.
 */
const formOfMail = ( email: string ) => formOfMailIn( loggedMail, email );

/**
 * Signs up on a bonus page and waits for the bonus's success line.
 * @param page  The page.
 * @param path  The bonus page.
 * @param email The address.
 * @param wait  Milliseconds to wait before sending (without JavaScript: the
 *              plugin's 5 s human check counts from the page's drawing; 0: with
 *              the app, which sends once the configuration is in).
 */
async function signUpAt(
	page: Page,
	path: string,
	email: string,
	wait = 0
): Promise< void > {
	const answer = await page.goto( path );
	expect( answer?.status() ).toBe( 200 );
	await signUpHere( page, email, {
		wait,
		name: 'Bonus Reader',
		shown: SUCCESS,
	} );
	const block = page.locator( '.newsletter' );
	await expect(
		block.getByRole( 'heading', { name: 'Welcome to the VIP List!' } )
	).toBeVisible();
}

test.describe( 'with JavaScript', () => {
	test( 'a bonus form named by its title in another case takes the signup', async ( {
		page,
	} ) => {
		const email = `bonus-js-${ Date.now() }@example.test`;
		const config = page.waitForRequest(
			/constant-contact-config\.json\?form=/
		);
		await page.goto( '/books/e2e-bonus-title/' );
		await appReady( page );
		await page
			.getByRole( 'link', { name: 'Read the bonus epilogue' } )
			.click();
		await expect( page ).toHaveURL( /\/books\/e2e-bonus-title\/bonus\/$/ );
		await expect( page.getByRole( 'navigation' ) ).toHaveCount( 0 );
		await signUpAt( page, '/books/e2e-bonus-title/bonus/', email );
		expect( ( await config ).url() ).toContain(
			`?form=${ made.forms[ 'Bonus Epilogue' ] }&`
		);
		expect( await formOfMail( email ) ).toBe( 'Bonus Epilogue' );
	} );

	test( 'a bonus form named by its id takes the signup', async ( {
		page,
	} ) => {
		const email = `bonus-id-${ Date.now() }@example.test`;
		await signUpAt( page, '/books/e2e-bonus-id/bonus/', email );
		expect( await formOfMail( email ) ).toBe( 'Reader Magnet' );
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the signup posts to the page and lands in the bonus form', async ( {
		page,
	} ) => {
		const email = `bonus-nojs-${ Date.now() }@example.test`;
		await signUpAt( page, '/books/e2e-bonus-title/bonus/', email, 6000 );
		expect( await formOfMail( email ) ).toBe( 'Bonus Epilogue' );
		expect(
			loggedMail().find( ( mail ) => mail.message.includes( email ) )!
				.message
		).toContain( 'Bonus Reader' );
	} );
} );

test( 'a bonus form that is no published form: no bonus page, and Content Health says why', async ( {
	page,
	consoleErrors,
} ) => {
	const answer = await page.goto( '/books/e2e-bonus-unknown/bonus/' );
	expect( answer?.status() ).toBe( 404 );
	expectOnlyFailedStatus( consoleErrors, 404 );
	await page.goto( '/books/e2e-bonus-unknown/' );
	await expect(
		page.getByRole( 'link', { name: 'Read the bonus epilogue' } )
	).toHaveCount( 0 );
	await logIn( page );
	await page.goto( '/wp-admin/themes.php?page=author-site-health' );
	await expect(
		page.locator( '[data-bonus="e2e-bonus-unknown"]' )
	).toHaveAttribute( 'data-bonus-why', 'unknown-form' );
	await expect(
		page.locator( '[data-bonus="e2e-bonus-unknown"]' )
	).toContainText( 'No Such Form' );
	await expect(
		page.locator( '[data-bonus="e2e-bonus-title"] input' )
	).toHaveValue( /\/books\/e2e-bonus-title\/bonus\/$/ );
} );
