import { ctctFormPhp, formOfMail, signUpHere } from '../support/form-signups';
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
 * The pages whose signup uses a form they name, from nginx's full-page cache
 * (docs/caching.md, docs/books.md#the-bonus-page and #series-pages): a book's
 * bonus page and a series page. Each cached page costs WordPress nothing until
 * its signup is used; then its form's configuration is asked fresh
 * (`?form=ID`, never stored), and the signup lands in that form, with
 * JavaScript and without, as Constant Contact Forms' own notification says
 * ("Form title: …"). Everything made is deleted after.
 */

const VISITOR = 'author-site behind-cache named-form visitor';

// A phone held low: the signup is more than 300 px below the fold, so
// nothing brings it near before the visitor does (docs/forms.md#when-the-configuration-loads).
test.use( { userAgent: VISITOR, viewport: { width: 375, height: 480 } } );

interface Case {
	/** What the page is, in the tests' names. */
	name: string;
	/** The form it names. */
	form: string;
	/** Its address. */
	path: string;
	/** The pages under the Books page it needs, by slug. */
	pages: Record< string, Record< string, string > >;
	/** The pages its links may fetch ahead, cached first so only the signup reaches PHP. */
	ahead: string[];
	/** What its signup's success shows. */
	shown?: string;
}

const CASES: Case[] = [
	{
		name: 'bonus page',
		form: 'Cached Bonus Form',
		path: '/books/e2e-cached-bonus/bonus/',
		pages: {
			'e2e-cached-bonus': {
				title: 'The Cached Heir',
				bonus_title: 'Read the bonus epilogue',
				bonus_description: 'One year later.',
				bonus_form: 'Cached Bonus Form',
			},
		},
		ahead: [],
		shown: 'Check your inbox — your bonus is on its way.',
	},
	{
		name: 'series page',
		form: 'Cached Series Form',
		path: '/series/e2e-cached-series/',
		pages: {
			'e2e-cached-series-book': {
				title: 'The Cached Heir',
				series: 'The Cached Series',
				series_number: '1',
			},
			'e2e-cached-series': {
				series_title: 'The Cached Series',
				status: 'complete',
				newsletter_form: 'Cached Series Form',
			},
		},
		// The new book changed /books.
		ahead: [ '/books', '/books/e2e-cached-series-book/' ],
	},
];

/**
 * What of the visitor's requests since a mark reached PHP.
 * @param mark logMark() before.
 */
function reachedPhp( mark: number ): string[] {
	return requestsSince( mark )
		.filter( ( hit ) => hit.userAgent === VISITOR && hit.upstream )
		.map( ( hit ) => hit.request );
}

for ( const named of CASES ) {
	test.describe( named.name, () => {
		/** The form's id, then the pages'. */
		let made: number[] = [];

		test.beforeAll( () => {
			const pages = Object.fromEntries(
				Object.entries( named.pages ).map( ( [ slug, sections ] ) => [
					slug,
					blockContent( sections ),
				] )
			);
			made = JSON.parse(
				siteEval( `
					${ ctctFormPhp( JSON.stringify( named.form ) ) }
					$made = array( $form );
					foreach ( json_decode( base64_decode( '${ Buffer.from( JSON.stringify( pages ) ).toString( 'base64' ) }' ), true ) as $slug => $content ) {
						$made[] = wp_insert_post( wp_slash( array(
							'post_type'    => 'page',
							'post_status'  => 'publish',
							'post_parent'  => get_page_by_path( 'books-content' )->ID,
							'post_name'    => $slug,
							'post_title'   => $slug,
							'post_content' => $content,
						) ) );
					}
					echo wp_json_encode( $made );
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
			purge( named.path );
		} );

		test( `a cached ${ named.name } asks PHP nothing until its signup is used, then lands in its form`, async ( {
			page,
			request,
		} ) => {
			for ( const path of [ ...named.ahead, named.path ] ) {
				await cachePage( request, path );
			}
			const asked: string[] = [];
			page.on( 'request', ( sent ) => {
				if ( /constant-contact-config|ctct_forms/.test( sent.url() ) ) {
					asked.push( sent.url() );
				}
			} );
			const mark = logMark();
			const response = await page.goto( named.path );
			expect( cacheStatus( response ) ).toBe( 'HIT' );
			await appReady( page );
			// Every request of the visit has been made: only network silence shows it.
			// eslint-disable-next-line playwright/no-networkidle
			await page.waitForLoadState( 'networkidle' );
			expect( asked ).toEqual( [] );
			expect( reachedPhp( mark ) ).toEqual( [] );

			const email = `cached-${ made[ 1 ] }-${ Date.now() }@example.test`;
			await signUpHere( page, email, { shown: named.shown } );
			expect(
				asked.some( ( url ) =>
					url.includes(
						`constant-contact-config.json?form=${ made[ 0 ] }&`
					)
				)
			).toBe( true );
			expect( await formOfMail( mail.all, email ) ).toBe( named.form );
		} );

		test.describe( 'without JavaScript', () => {
			test.use( { javaScriptEnabled: false } );

			test( `a signup from the cached ${ named.name } lands in its form`, async ( {
				page,
				request,
			} ) => {
				await cachePage( request, named.path );
				const response = await page.goto( named.path );
				expect( cacheStatus( response ) ).toBe( 'HIT' );
				const email = `cached-nojs-${ made[ 1 ] }-${ Date.now() }@example.test`;
				await signUpHere( page, email, {
					wait: 6000,
					shown: named.shown,
				} );
				expect( await formOfMail( mail.all, email ) ).toBe(
					named.form
				);
			} );
		} );
	} );
}
