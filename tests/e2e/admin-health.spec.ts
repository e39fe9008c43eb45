import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page as PlaywrightPage } from '@playwright/test';
import defaults from '../../src/content/defaults.json';
import schema from '../../src/content/schema.json';
import subjects from '../../src/contact/subjects.json';
import {
	blockContent,
	deleteContentPages,
	deletePage,
	pageId,
	putPage,
	RECORDINGS,
	type Page,
} from './support/content-pages';
import { expect, expectOnlyFailedStatus, test } from './support/fixtures';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 7: Appearance → Content Health (inc/admin/health/screen.php). The pure
 * analysis is checked through wpEval, the screen through the real wp-admin.
 * It puts and deletes the content pages, so it runs in the `admin` project
 * and leaves no content pages behind, as the other specs expect.
 */

const SCREEN = '/wp-admin/themes.php?page=author-site-health';
const SUBSCRIBER = 'health-subscriber';
type Rule = 'text' | 'lines' | 'paragraphs' | 'list' | 'url' | 'email';
const SECTIONS = schema.sections as Record<
	Page,
	Record< string, [ string, Rule ] >
>;

/**
 * The PHP analysis of some rendered content, as JSON.
 * @param html Rendered content.
 * @param page Page key.
 */
function analyze( html: string, page: Page ) {
	return JSON.parse(
		wpEval( `
			echo wp_json_encode( author_site_health_analyze( base64_decode( '${ Buffer.from( html ).toString( 'base64' ) }' ), '${ page }' ) );
		` )
	);
}

/**
 * A page's built-in texts as section → block text (lines on separate lines,
 * paragraphs as paragraphs, a list with commas), the way blockContent() takes them.
 * @param page Page key.
 */
function defaultSections( page: Page ): Record< string, string | string[] > {
	const out: Record< string, string | string[] > = {};
	for ( const [ name, [ path, rule ] ] of Object.entries(
		SECTIONS[ page ]
	) ) {
		const value = path
			.split( '.' )
			.reduce< unknown >(
				( v, key ) => ( v as Record< string, unknown > )[ key ],
				defaults[ page ]
			) as string | string[];
		if ( rule === 'lines' ) {
			out[ name ] = ( value as string[] ).join( '\n' );
		} else if ( rule === 'list' ) {
			out[ name ] = ( value as string[] ).join( ', ' );
		} else {
			out[ name ] = value;
		}
	}
	return out;
}

/**
 * The problem lines the screen shows for one page: "kind section [closest]".
 * @param page Browser page on the screen.
 * @param key  Page key.
 */
async function problems(
	page: PlaywrightPage,
	key: Page
): Promise< string[] > {
	return page
		.locator( `[data-health-page="${ key }"] .author-site-health__warning` )
		.evaluateAll( ( items ) =>
			items.map( ( item ) =>
				[
					item.getAttribute( 'data-kind' ),
					item.getAttribute( 'data-section' ),
					item.getAttribute( 'data-closest' ),
				]
					.filter( Boolean )
					.join( ' ' )
			)
		);
}

test.describe.serial( 'the content health panel', () => {
	// Each screen view reads five pages and the connections; logging in on a busy machine takes a while too.
	test.describe.configure( { timeout: 60_000 } );

	test.beforeAll( () => {
		deleteContentPages();
		// The five pages with their full built-in texts, as activation seeds them.
		wpEval( 'author_site_seed_content_pages();' );
	} );

	test.afterAll( () => {
		deleteContentPages();
		wpEval( `
			$user = get_user_by( 'login', '${ SUBSCRIBER }' );
			if ( $user ) { require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( $user->ID ); }
		` );
	} );

	test( 'the analysis: a misspelled name and its closest name, typed markers, rejected values', () => {
		expect(
			JSON.parse(
				wpEval( `
					$home = array_keys( author_site_read_json( 'src/content/schema.json' )['sections']['home'] );
					echo wp_json_encode( array(
						author_site_health_closest_name( 'hero_titel', $home ),
						author_site_health_closest_name( 'praise_quot', $home ),
						author_site_health_closest_name( 'newsletter', $home ),
					) );
				` )
			)
		).toEqual( [ 'hero_title', 'praise_quote', null ] );

		// Markers typed into paragraphs in the real block editor (recorded).
		const [ , visitorRead ] = JSON.parse(
			readFileSync(
				join(
					RECORDINGS,
					'pages-extra-typed-markers-in-paragraphs.json'
				),
				'utf8'
			)
		);
		const typed = analyze(
			JSON.parse( visitorRead.response.body )[ 0 ].content.rendered,
			'home'
		);
		expect( typed.typed ).toEqual( [ 'book_title' ] );
		expect( typed.missing ).toContain( 'book_title' );
		expect( typed.found ).toEqual( [
			{
				name: 'book_callout',
				words: 'Book 1 of the Medallion series — available …',
			},
		] );

		const contact = analyze(
			'<!-- section:contact_email --><p>write to me at claire</p><!-- section:contact_phone --><p></p>',
			'contact'
		);
		expect( contact.rejected ).toEqual( [
			{
				name: 'contact_email',
				value: 'write to me at claire',
				rule: 'email',
			},
		] );
		// An optional section (no built-in value) may stay empty.
		expect( contact.empty ).toEqual( [] );
		expect( contact.found ).toContainEqual( {
			name: 'contact_phone',
			words: '',
		} );
		expect(
			analyze(
				'<!-- section:contact_email --><p>claire@example.com</p>',
				'contact'
			).rejected
		).toEqual( [] );

		const books = analyze(
			'<!-- section:amazon_url --><p><a href="javascript:alert(1)">Buy it</a></p><!-- section:title --><p>A</p><!-- section:titel --><p>B</p>',
			'books'
		);
		expect( books.rejected ).toEqual( [
			{ name: 'amazon_url', value: 'Buy it', rule: 'url' },
		] );
		// `title` is there, so `titel` is reported once, and `title` is not missing.
		expect( books.unknown ).toEqual( [
			{ name: 'titel', closest: 'title', missing: false },
		] );
		expect( books.missing ).not.toContain( 'title' );
	} );

	test( 'the analysis of the connections: events, newsletter, contact form subjects', () => {
		const checks = JSON.parse(
			wpEval( `
				$subjects = author_site_contact_subjects();
				$mapping  = array( 'formId' => 5, 'fields' => array( 'name' => 1, 'email' => 2, 'subject' => 3, 'message' => 4 ) );
				$choices  = function ( $labels ) { $out = array(); foreach ( $labels as $i => $label ) { $out[ $i + 1 ] = array( 'label' => $label ); } return $out; };
				$form     = function ( $labels, $type = 'select' ) use ( $choices ) { return array( 'fields' => array( 3 => array( 'type' => $type, 'choices' => $choices( $labels ) ) ) ); };
				$now      = 1800000000;
				$event    = function ( $id, $start ) { return array( 'id' => $id, 'title' => "Event $id", 'utc_start_date' => gmdate( 'Y-m-d H:i:s', $start ), 'utc_end_date' => gmdate( 'Y-m-d H:i:s', $start + 3600 ) ); };
				echo wp_json_encode( array(
					'subjects'     => $subjects,
					'same'         => author_site_health_contact_check( true, $mapping, $form( $subjects ), $subjects )['subjects'],
					'one-missing'  => author_site_health_contact_check( true, $mapping, $form( array_slice( $subjects, 0, 6 ) ), $subjects )['subjects'],
					'reordered'    => author_site_health_contact_check( true, $mapping, $form( array_reverse( $subjects ) ), $subjects )['subjects'],
					'text-field'   => author_site_health_contact_check( true, $mapping, $form( $subjects, 'text' ), $subjects )['subjects'],
					'no-subject'   => author_site_health_contact_check( true, array( 'fields' => array( 'name' => 1 ) ) + $mapping, $form( $subjects ), $subjects )['subjects'],
					'form-gone'    => author_site_health_contact_check( true, $mapping, null, $subjects ),
					'not-mapped'   => author_site_health_contact_check( true, null, null, $subjects )['mapped'],
					'verify-empty' => author_site_health_newsletter_check( true, 7, array( 'formId' => 7, 'verify' => '', 'fields' => array( 'email' => 'email___x' ) ) ),
					'no-email'     => author_site_health_newsletter_check( true, 7, array( 'formId' => 7, 'verify' => 'v', 'fields' => array() ) )['valid'],
					'events'       => author_site_health_events_check( true, array( 'events' => array( $event( 1, $now - 86400 ), $event( 2, $now + 86400 ), $event( 3, $now + 172800 ) ) ), $now ),
					'no-plugin'    => author_site_health_events_check( false, null, $now ),
				) );
			` )
		);
		expect( checks.subjects ).toEqual( subjects );
		expect( checks.subjects ).toHaveLength( 7 );
		expect( checks.same ).toBe( 'ok' );
		expect( checks[ 'one-missing' ] ).toBe( 'different' );
		expect( checks.reordered ).toBe( 'different' );
		expect( checks[ 'text-field' ] ).toBe( 'not-dropdown' );
		expect( checks[ 'no-subject' ] ).toBe( 'not-mapped' );
		expect( checks[ 'form-gone' ] ).toMatchObject( {
			mapped: true,
			exists: false,
		} );
		expect( checks[ 'not-mapped' ] ).toBe( false );
		expect( checks[ 'verify-empty' ] ).toEqual( {
			plugin: true,
			form: 7,
			valid: true,
			verify_empty: true,
		} );
		expect( checks[ 'no-email' ] ).toBe( false );
		expect( checks.events ).toEqual( { active: true, upcoming: 2 } );
		expect( checks[ 'no-plugin' ] ).toEqual( {
			active: false,
			upcoming: 0,
		} );
	} );

	test( 'on freshly seeded pages every page is fine', async ( { page } ) => {
		await logIn( page );
		await page.goto( SCREEN );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Content Health' } )
		).toBeVisible();
		// The press kit is seeded as a draft: /press opens once she publishes it.
		const published = ( Object.keys( SECTIONS ) as Page[] ).filter(
			( key ) => key !== 'press'
		);
		for ( const key of published ) {
			const part = page.locator( `[data-health-page="${ key }"]` );
			await expect( part ).toHaveAttribute( 'data-state', 'published' );
			expect( await problems( page, key ), key ).toEqual( [] );
			await expect(
				part.locator( '[data-kind="all-good"]' )
			).toHaveCount( 1 );
		}
		await expect(
			page.locator( '[data-health-page="press"]' )
		).toHaveAttribute( 'data-state', 'unpublished' );
	} );

	test( 'a deleted, a misspelled and an emptied section are exactly what the panel reports', async ( {
		page,
	} ) => {
		const sections = defaultSections( 'home' );
		delete sections.hero_subtitle;
		sections.features = '';
		const edited = Object.fromEntries(
			Object.entries( sections ).map( ( [ name, value ] ) => [
				name === 'hero_title' ? 'hero_titel' : name,
				value,
			] )
		);
		putPage( 'home', blockContent( edited ) );
		const id = pageId( 'home' );

		await logIn( page );
		await page.goto( SCREEN );
		expect( ( await problems( page, 'home' ) ).sort() ).toEqual( [
			'empty features',
			'missing hero_subtitle',
			'unknown hero_titel hero_title',
		] );
		const home = page.locator( '[data-health-page="home"]' );
		await expect( home.locator( '[data-kind="unknown"]' ) ).toContainText(
			'Did you mean hero_title?'
		);
		await expect(
			home.getByRole( 'link', { name: 'Edit page' } )
		).toHaveAttribute( 'href', new RegExp( `post\\.php\\?post=${ id }&` ) );
		// The other pages are untouched.
		for ( const key of [
			'books',
			'about',
			'events',
			'contact',
		] as Page[] ) {
			expect( await problems( page, key ), key ).toEqual( [] );
		}
	} );

	test( 'a retailer link that is not http(s) is reported on the books page', async ( {
		page,
	} ) => {
		putPage(
			'books',
			blockContent( {
				...defaultSections( 'books' ),
				amazon_url: 'amazon.com/dp/B0MEDALLION',
			} )
		);
		await logIn( page );
		await page.goto( SCREEN );
		expect( await problems( page, 'books' ) ).toEqual( [
			'rejected amazon_url',
		] );
		await expect(
			page.locator( '[data-health-page="books"] [data-kind="rejected"]' )
		).toContainText( 'amazon.com/dp/B0MEDALLION' );
	} );

	test( 'a page that does not exist is reported as missing, with a way to create it', async ( {
		page,
	} ) => {
		deletePage( 'about' );
		await logIn( page );
		await page.goto( SCREEN );
		const about = page.locator( '[data-health-page="about"]' );
		await expect( about ).toHaveAttribute( 'data-state', 'missing' );
		expect( await problems( page, 'about' ) ).toEqual( [ 'no-page' ] );
		await expect(
			about.getByRole( 'link', { name: 'Appearance → Themes' } )
		).toBeVisible();
	} );

	test( 'blocked scripts are unverified reports from visitors’ browsers, and the advice keeps the protection on', async ( {
		page,
	} ) => {
		// Three reports of another host's script, as anyone could post them.
		wpEval( `
			author_site_csp_reports_clear();
			foreach ( array( 0, 1, 2 ) as $i ) {
				author_site_csp_report_store( array( 'directive' => 'script-src-elem', 'source' => 'https://cdn.unknown.example/x.js', 'sample' => '', 'page' => '/books' ), 1800000000 + 60 * $i );
			}
		` );
		try {
			await logIn( page );
			await page.goto( SCREEN );
			const section = page.locator( '[data-health-service="blocked"]' );
			await expect(
				section.locator( '[data-blocked-about]' )
			).toHaveText(
				'Reported by visitors’ browsers, unverified: anyone can send such a report, so a script listed here is not proof that it was on your page.'
			);
			await expect(
				section.locator(
					'[data-blocked-source="https://cdn.unknown.example/x.js"]'
				)
			).toHaveText(
				'The script https://cdn.unknown.example/x.js was blocked on /books, say 3 reports.'
			);
			const advice = section.locator( '[data-blocked-advice]' );
			await expect( advice ).toContainText(
				'Keep the protection on: reports alone are no reason to change it. Open the page yourself.'
			);
			// “Only report them” only for what she has seen fail herself.
			await expect( advice ).toContainText(
				'only if you have seen it fail and need it before then, choose “Only report them”'
			);
			await expect( section ).not.toContainText( 'so it runs' );
		} finally {
			wpEval( 'author_site_csp_reports_clear();' );
		}
	} );

	test( 'a subscriber cannot open the panel', async ( {
		page,
		consoleErrors,
	} ) => {
		wpEval( `
			if ( ! get_user_by( 'login', '${ SUBSCRIBER }' ) ) {
				wp_insert_user( array( 'user_login' => '${ SUBSCRIBER }', 'user_pass' => 'password', 'user_email' => 'health-subscriber@example.test', 'role' => 'subscriber' ) );
			}
		` );
		await logIn( page, SUBSCRIBER, 'password' );
		const answer = await page.goto( SCREEN );
		expect( answer?.status() ).toBe( 403 );
		await expect(
			page.getByText( 'Sorry, you are not allowed to access this page.' )
		).toBeVisible();
		await expect( page.locator( '[data-health-page]' ) ).toHaveCount( 0 );
		expectOnlyFailedStatus( consoleErrors, 403 );
	} );
} );
