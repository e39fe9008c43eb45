import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';
import {
	ctctFormPhp,
	formOfMail as formOfMailIn,
	signUpHere,
} from '../support/form-signups';
import { clearMailLog, loggedMail } from '../support/mail-log';
import { siteEval } from '../support/plugins-site';

/*
 * Series pages against the real Constant Contact Forms with several forms
 * (docs/books.md#series-pages): The Medallion Series, four books (a novella
 * at 2.5, book 3 upcoming) with a series page naming its own form by title;
 * Lakeside, two books and no series page. A signup on the Medallion page,
 * with JavaScript and without, lands in the series' form, as the plugin's
 * own notification says ("Form title: …"); one on Lakeside's page lands in
 * the site's own form. Everything made is deleted after.
 */

const SERIES_FORM = 'Medallion Readers';

/** The pages and the form made. */
let made: { form: number; pages: number[] };

/**
 * A page's content as the block editor saves it.
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

/** A book of a series, released on `date`. */
const book = (
	slug: string,
	title: string,
	series: string,
	number: string,
	date: string
) => ( {
	slug,
	content: content( {
		title,
		series,
		series_number: number,
		release_date: date,
		description: `${ title }, a hook.`,
		buy_links: `ebook: https://www.amazon.com/dp/${ slug }`,
	} ),
} );

test.beforeAll( () => {
	const pages = [
		book(
			'e2e-s-keepsake',
			'The Keepsake',
			'The Medallion Series',
			'1',
			'2024-02-01'
		),
		book(
			'e2e-s-heir',
			'The Heir',
			'The Medallion Series',
			'2',
			'2025-03-05'
		),
		book(
			'e2e-s-vow',
			'The Vow',
			'The Medallion Series',
			'2.5',
			'2025-06-14'
		),
		// Far ahead of any day this runs: upcoming without reading the clock.
		book(
			'e2e-s-ring',
			'The Ring',
			'The Medallion Series',
			'3',
			'2099-03-05'
		),
		book(
			'e2e-s-nights',
			'Lakeside Nights',
			'Lakeside',
			'1',
			'2023-05-01'
		),
		book(
			'e2e-s-mornings',
			'Lakeside Mornings',
			'Lakeside',
			'2',
			'2024-05-01'
		),
		{
			slug: 'e2e-medallion-series',
			content: content( {
				series_title: 'the medallion series',
				status: 'Ongoing',
				description: 'A family, a medallion and its secrets.',
				reading_note:
					'Each book stands alone, but they are best read in order.',
				newsletter_form: ` ${ SERIES_FORM.toUpperCase() } `,
			} ),
		},
	];
	const data = Buffer.from( JSON.stringify( pages ) ).toString( 'base64' );
	made = JSON.parse(
		siteEval( `
			// A form beside the site's own, saved as its builder saves it.
			${ ctctFormPhp( `'${ SERIES_FORM }'` ) }
			$parent = get_page_by_path( 'books-content' );
			$pages  = array();
			foreach ( json_decode( base64_decode( '${ data }' ), true ) as $page ) {
				$pages[] = wp_insert_post( wp_slash( array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_parent'  => $parent->ID,
					'post_name'    => $page['slug'],
					'post_title'   => $page['slug'],
					'post_content' => $page['content'],
				) ) );
			}
			echo wp_json_encode( array( 'form' => $form, 'pages' => $pages ) );
		` )
	);
} );

test.beforeEach( clearMailLog );

test.afterAll( () => {
	siteEval( `
		foreach ( json_decode( '${ JSON.stringify( [
			...made.pages,
			made.form,
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
 * Signs up in the series page's signup as a reader.
 * @param page  The page, at the series page.
 * @param email The address.
 * @param wait  See signUpHere().
 */
const signUp = ( page: Page, email: string, wait = 0 ) =>
	signUpHere( page, email, { wait, name: 'Series Reader' } );

test.describe( 'with JavaScript', () => {
	test( 'the series page reached from /books shows the series and its signup lands in the series’ form', async ( {
		page,
	} ) => {
		const email = `series-js-${ Date.now() }@example.test`;
		const config = page.waitForRequest(
			/constant-contact-config\.json\?form=/
		);
		await page.goto( '/books/' );
		await appReady( page );
		await page
			.getByRole( 'link', { name: 'The Medallion Series' } )
			.first()
			.click();
		await expect( page ).toHaveURL( /\/series\/e2e-medallion-series\/$/ );
		const main = page.locator( 'main' );
		// The series page's own spelling of the name its books write.
		await expect( main.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'the medallion series'
		);
		await expect( main ).toContainText(
			'Ongoing · Book 3 comes March 5, 2099'
		);
		await expect( main ).toContainText(
			'Each book stands alone, but they are best read in order.'
		);
		const titles = await main
			.locator( 'a[href*="/books/e2e-s-"]' )
			.allTextContents();
		const order = [ 'The Keepsake', 'The Heir', 'The Vow', 'The Ring' ].map(
			( title ) => titles.findIndex( ( text ) => text.includes( title ) )
		);
		expect( order.every( ( at ) => at >= 0 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		await signUp( page, email );
		expect( ( await config ).url() ).toContain( `?form=${ made.form }&` );
		expect( await formOfMail( email ) ).toBe( SERIES_FORM );
	} );

	test( 'a series without a series page has an address whose signup lands in the site’s own form', async ( {
		page,
	} ) => {
		const email = `series-site-${ Date.now() }@example.test`;
		const answer = await page.goto( '/series/lakeside/' );
		expect( answer?.status() ).toBe( 200 );
		await expect(
			page.locator( 'main' ).getByRole( 'heading', { level: 1 } )
		).toHaveText( 'Lakeside' );
		await signUp( page, email );
		expect( await formOfMail( email ) ).toBe( 'Newsletter' );
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the series page’s signup posts to the page and lands in the series’ form', async ( {
		page,
	} ) => {
		const email = `series-nojs-${ Date.now() }@example.test`;
		const answer = await page.goto( '/series/e2e-medallion-series/' );
		expect( answer?.status() ).toBe( 200 );
		await signUp( page, email, 6000 );
		expect( await formOfMail( email ) ).toBe( SERIES_FORM );
	} );
} );
