// eslint-disable-next-line import/no-extraneous-dependencies -- jsdom comes with the Jest environment.
import { JSDOM } from 'jsdom';
import type { Page as PlaywrightPage } from '@playwright/test';
import defaults from '../../src/content/defaults.json';
import schema from '../../src/content/schema.json';
import { applyRule, type Rule } from '../../src/content/pages';
import { parseSections } from '../../src/content/sections';
import {
	deleteContentPages,
	phpPage,
	SLUGS,
	type Page,
} from './support/content-pages';
import { appReady, expect, test } from './support/fixtures';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 7: activating the theme seeds the five content pages from the
 * built-in texts (inc/content/seed.php), and the pages' own URLs lead to the site.
 * This spec switches themes and deletes pages, so it runs after every other
 * spec (its own project) and leaves the site as they found it: the theme
 * active, no content pages.
 */

const PAGES = Object.keys( SLUGS ) as Page[];
const SECTIONS = schema.sections as Record<
	Page,
	Record< string, [ string, Rule ] >
>;
const ROUTE: Record< Page, string > = {
	home: '/',
	books: '/books',
	about: '/about',
	events: '/events',
	contact: '/contact',
};
const H1: Record< Page, string > = {
	home: defaults.home.heroTitle.join( '' ),
	books: defaults.books.pageTitle,
	about: defaults.about.pageTitle,
	events: defaults.events.pageTitle,
	contact: defaults.contact.pageTitle,
};
/** A phrase of the built-in texts (in homepage-content and books-content). */
const PHRASE = 'Forced Proximity';
const NORMAL_PAGE = 'seed-test-reading-guide';

interface Seeded {
	id: number;
	status: string;
	author: string;
	title: string;
	excerpt: string;
	markers: string[];
	blocks: string[];
}

/** Every page holding a content slug (the trash included), by slug. */
function seededPages(): Record< string, Seeded[] > {
	return JSON.parse(
		wpEval( `
			$out = array();
			foreach ( json_decode( '${ JSON.stringify( Object.values( SLUGS ) ) }' ) as $slug ) {
				$out[ $slug ] = array();
				$posts = get_posts( array( 'post_type' => 'page', 'post_status' => array( 'publish', 'future', 'draft', 'pending', 'private', 'trash' ), 'post_name__in' => array( $slug, $slug . '__trashed' ), 'numberposts' => -1 ) );
				foreach ( $posts as $post ) {
					$markers = array();
					$blocks  = array();
					foreach ( parse_blocks( $post->post_content ) as $block ) {
						if ( null === $block['blockName'] ) { continue; }
						$blocks[] = $block['blockName'];
						if ( isset( $block['attrs']['authorSiteSection'] ) ) {
							$markers[] = $block['attrs']['authorSiteSection'];
						}
						foreach ( $block['innerBlocks'] as $inner ) {
							$blocks[] = $inner['blockName'];
						}
					}
					$out[ $slug ][] = array(
						'id'      => $post->ID,
						'status'  => $post->post_status,
						'author'  => get_the_author_meta( 'user_login', $post->post_author ),
						'title'   => $post->post_title,
						'excerpt' => $post->post_excerpt,
						'markers' => $markers,
						'blocks'  => array_values( array_unique( $blocks ) ),
					);
				}
			}
			echo wp_json_encode( $out );
		` )
	);
}

/**
 * Switches to Twenty Twenty-Five and back with switch_theme(); the request
 * after a switch fires after_switch_theme (core runs it on `init`), which
 * the last wpEval is.
 */
function reactivateWithSwitchTheme(): void {
	wpEval( "switch_theme( 'twentytwentyfive' );" );
	wpEval( "switch_theme( 'author-site' );" );
	expect( wpEval( 'echo get_stylesheet();' ) ).toBe( 'author-site' );
}

/**
 * Activates the theme on the real Appearance → Themes screen (another theme
 * active before).
 * @param page
 */
async function activateOnThemesScreen( page: PlaywrightPage ): Promise< void > {
	wpEval( "switch_theme( 'twentytwentyfive' );" );
	await logIn( page );
	await page.goto( '/wp-admin/themes.php' );
	await page
		.getByRole( 'link', { name: 'Activate Author Site', exact: true } )
		.click();
	await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();
	expect( wpEval( 'echo get_stylesheet();' ) ).toBe( 'author-site' );
}

/**
 * The default value of a field path ("quickFacts.location").
 * @param page
 * @param path
 */
function defaultAt( page: Page, path: string ): unknown {
	return path
		.split( '.' )
		.reduce< unknown >(
			( value, key ) => ( value as Record< string, unknown > )[ key ],
			defaults[ page ]
		);
}

test.describe.serial( 'seeding the content pages on theme activation', () => {
	// Theme switches run WordPress's activation hooks several times a test.
	test.describe.configure( { timeout: 90_000 } );

	test.beforeAll( () => {
		deleteContentPages();
	} );

	test.afterAll( () => {
		// Back to what the other specs start from, even after a failure midway.
		if ( wpEval( 'echo get_stylesheet();' ) !== 'author-site' ) {
			wpEval( "switch_theme( 'author-site' );" );
		}
		wpEval( 'echo 1;' ); // Lets a pending after_switch_theme run before the clean-up.
		deleteContentPages();
		wpEval( `
			$page = ${ phpPage( NORMAL_PAGE ) };
			if ( $page ) { wp_delete_post( $page->ID, true ); }
		` );
	} );

	test( 'activating the theme in Appearance → Themes creates the five pages, published, each section labelled', async ( {
		page,
	} ) => {
		expect( seededPages() ).toEqual(
			Object.fromEntries(
				Object.values( SLUGS ).map( ( s ) => [ s, [] ] )
			)
		);
		await activateOnThemesScreen( page );

		const seeded = seededPages();
		for ( const key of PAGES ) {
			const pages = seeded[ SLUGS[ key ] ];
			expect( pages, SLUGS[ key ] ).toHaveLength( 1 );
			expect( pages[ 0 ].status ).toBe( 'publish' );
			expect( pages[ 0 ].author ).toBe( 'admin' );
			expect( pages[ 0 ].markers ).toEqual(
				Object.keys( SECTIONS[ key ] )
			);
			expect( pages[ 0 ].blocks.sort() ).toEqual( [
				'core/group',
				'core/paragraph',
			] );
		}
	} );

	test( 'the events page has its title and manual excerpt', () => {
		const [ events ] = seededPages()[ SLUGS.events ];
		expect( events.title ).toBe( defaults.events.pageTitle );
		expect( events.excerpt ).toBe( defaults.events.pageDescription );
	} );

	test( 'both parsers read every seeded section back as its default', async ( {
		request,
	} ) => {
		// PHP: inc/content/parser.php on each page's REST answer.
		const php = JSON.parse(
			wpEval( `
				echo wp_json_encode( ( function () {
					$schema   = author_site_read_json( 'src/content/schema.json' );
					$defaults = author_site_default_content();
					$problems = array();
					// As the author: the press kit is seeded as a draft.
					wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
					foreach ( $schema['slugs'] as $key => $slug ) {
						$request  = new WP_REST_Request( 'GET', '/wp/v2/pages' );
						$request->set_param( 'slug', $slug );
						$request->set_param( 'status', array( 'publish', 'draft' ) );
						$answer   = rest_get_server()->response_to_data( rest_do_request( $request ), false );
						$sections = author_site_parse_sections( $answer[0]['content']['rendered'] );
						foreach ( $schema['sections'][ $key ] as $name => list( $path, $rule ) ) {
							$want = $defaults[ $key ];
							foreach ( explode( '.', $path ) as $part ) { $want = $want[ $part ]; }
							$got = author_site_apply_rule( $rule, $sections, $name );
							// An empty default (the contact email and phone) seeds an empty section.
							if ( ! isset( $sections[ $name ] ) || ( '' === $want ? null !== $got : $got !== $want ) ) {
								$problems[] = array( "$key.$name", $got, $want );
							}
						}
						if ( 'events' === $key ) {
							$title   = author_site_html_to_text( $answer[0]['title']['rendered'] );
							$excerpt = author_site_html_to_text( $answer[0]['excerpt']['rendered'] );
							if ( $title !== $defaults['events']['pageTitle'] || $excerpt !== $defaults['events']['pageDescription'] ) {
								$problems[] = array( 'events.title/excerpt', array( $title, $excerpt ), '' );
							}
						}
					}
					return $problems;
				} )() );
			` )
		);
		expect( php ).toEqual( [] );

		// TypeScript: the app's parser on the same answers, as the browser gets them.
		const window = new JSDOM( '' ).window;
		Object.assign( globalThis, {
			DOMParser: window.DOMParser,
			Node: window.Node,
		} );
		for ( const key of PAGES ) {
			const answer = await (
				await request.get(
					`/wp-json/wp/v2/pages?slug=${ SLUGS[ key ] }`
				)
			).json();
			const sections = parseSections( answer[ 0 ].content.rendered );
			for ( const [ name, [ path, rule ] ] of Object.entries(
				SECTIONS[ key ]
			) ) {
				const want = defaultAt( key, path );
				expect( Object.keys( sections ), key ).toContain( name );
				expect(
					applyRule( rule, sections, name ),
					`${ key }.${ name }`
				).toEqual( want === '' ? undefined : want );
			}
		}
	} );

	for ( const key of PAGES ) {
		test( `${ ROUTE[ key ] } shows the seeded text`, async ( { page } ) => {
			await page.goto( ROUTE[ key ] );
			await appReady( page );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toHaveText( H1[ key ] );
		} );
	}

	test( 'activating again creates nothing twice and keeps what the author changed', async ( {
		page,
	} ) => {
		const before = seededPages();
		const edited =
			'Jack Moreau came home from the Army with a limp and a rule he never broke.';
		wpEval( `
			$page = ${ phpPage( SLUGS.books ) };
			$old  = '<p>' . esc_html( author_site_default_content()['books']['synopsis'][0] ) . '</p>';
			wp_update_post( wp_slash( array( 'ID' => $page->ID, 'post_content' => str_replace( $old, '<p>${ edited }</p>', $page->post_content ) ) ) );
		` );

		reactivateWithSwitchTheme();
		await activateOnThemesScreen( page );

		const after = seededPages();
		for ( const key of PAGES ) {
			expect( after[ SLUGS[ key ] ], SLUGS[ key ] ).toHaveLength( 1 );
			expect( after[ SLUGS[ key ] ][ 0 ].id ).toBe(
				before[ SLUGS[ key ] ][ 0 ].id
			);
		}
		await page.goto( '/books' );
		await appReady( page );
		await expect( page.getByText( edited ) ).toBeVisible();
		await expect(
			page.getByText( defaults.books.synopsis[ 1 ] )
		).toBeVisible();
	} );

	test( 'a page in the trash is neither replaced nor duplicated', () => {
		const [ about ] = seededPages()[ SLUGS.about ];
		wpEval( `wp_trash_post( ${ about.id } );` );
		reactivateWithSwitchTheme();
		const after = seededPages()[ SLUGS.about ];
		expect( after.map( ( p ) => [ p.id, p.status ] ) ).toEqual( [
			[ about.id, 'trash' ],
		] );
		wpEval( `wp_untrash_post( ${ about.id } );` );
		wpEval( `wp_publish_post( ${ about.id } );` );
		expect( seededPages()[ SLUGS.about ][ 0 ].status ).toBe( 'publish' );
	} );

	test( 'the content pages’ own URLs move to their routes for good', async ( {
		request,
		baseURL,
	} ) => {
		const seeded = seededPages();
		for ( const key of PAGES ) {
			for ( const url of [
				`/${ SLUGS[ key ] }/`,
				`/?page_id=${ seeded[ SLUGS[ key ] ][ 0 ].id }`,
			] ) {
				const answer = await request.get( url, { maxRedirects: 0 } );
				expect( answer.status(), url ).toBe( 301 );
				expect( answer.headers().location, url ).toBe(
					`${ baseURL }${ ROUTE[ key ] }`
				);
			}
			// The app's read of the page is untouched.
			const rest = await request.get(
				`/wp-json/wp/v2/pages?slug=${ SLUGS[ key ] }`,
				{ maxRedirects: 0 }
			);
			expect( rest.status() ).toBe( 200 );
			expect( ( await rest.json() )[ 0 ].slug ).toBe( SLUGS[ key ] );
		}
	} );

	test( 'the sitemap and the search leave the content pages out, not other pages', async ( {
		request,
		baseURL,
	} ) => {
		wpEval( `
			wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => '${ NORMAL_PAGE }', 'post_title' => 'Reading Group Guide', 'post_content' => '<!-- wp:paragraph --><p>Questions about ${ PHRASE } for book clubs.</p><!-- /wp:paragraph -->' ) );
		` );

		const sitemap = await (
			await request.get( '/wp-sitemap-posts-page-1.xml' )
		).text();
		expect( sitemap ).toContain(
			`<loc>${ baseURL }/${ NORMAL_PAGE }/</loc>`
		);
		for ( const slug of Object.values( SLUGS ) ) {
			expect( sitemap ).not.toContain( `/${ slug }/` );
		}

		// The search's results as WordPress lists them: its feed, and the
		// theme's view of a search (docs/whole-site.md#posts-and-other-pages).
		const search = `/?s=${ encodeURIComponent( PHRASE ) }`;
		const feed = await (
			await request.get( `${ search }&feed=rss2` )
		).text();
		expect( feed ).toContain( `${ baseURL }/${ NORMAL_PAGE }/` );
		const page = await ( await request.get( search ) ).text();
		expect( page ).toContain( `${ baseURL }/${ NORMAL_PAGE }/` );
		for ( const slug of Object.values( SLUGS ) ) {
			expect( feed ).not.toContain( `/${ slug }/` );
			expect( page ).not.toContain( `/${ slug }/` );
		}
	} );
} );
