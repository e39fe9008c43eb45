import type {
	FrameLocator,
	Locator,
	Page as PlaywrightPage,
} from '@playwright/test';
import labels from '../../src/editor/labels.json';
import {
	SLUGS,
	blockContent,
	deleteContentPages,
	pageId,
	phpPage,
	putPage,
	type Page,
} from './support/content-pages';
import { openInEditor } from './support/editor';
import { appReady, axeViolations, expect, test } from './support/fixtures';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 31, the author's side of the content pages in the real block editor:
 * each section a labelled region she edits as ordinary blocks and cannot
 * delete, the Sections panel (states, select, Add, Convert), and pages
 * written the older ways turned into labelled sections with the site
 * reading the same text. Starts from the seeded pages; leaves none.
 */

// The editor asks the internet for things (none of the theme's): offline, those fail.
test.use( { allowedConsoleErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

/**
 * The sections the site reads from a content page: its REST answer's
 * `content.rendered` through the theme's parser.
 * @param page Page key.
 */
function restSections( page: Page ): Record< string, unknown > {
	return JSON.parse(
		wpEval( `
			$answer = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/pages/${ pageId( page ) }' ) );
			echo wp_json_encode( author_site_parse_sections( $answer->get_data()['content']['rendered'] ) );
		` )
	);
}

/**
 * The page's stored content.
 * @param page Page key.
 */
function storedContent( page: Page ): string {
	return wpEval( `echo ${ phpPage( SLUGS[ page ] ) }->post_content;` );
}

/**
 * Opens a content page in the block editor, the Sections panel open.
 * @param page Browser page, logged in.
 * @param key  Content page key.
 */
function openEditor(
	page: PlaywrightPage,
	key: Page
): Promise< FrameLocator > {
	return openInEditor( page, pageId( key ) );
}

/**
 * The Sections panel's row of a section.
 * @param page  Browser page.
 * @param label The section's label.
 */
function row( page: PlaywrightPage, label: string ) {
	return page
		.locator( '.author-site-sections li' )
		.filter( { hasText: label } );
}

/**
 * Presses Tab until the locator matches (the focused element), at most 80 times.
 * @param page   Browser page.
 * @param target The focused element to reach.
 */
async function tabTo(
	page: PlaywrightPage,
	target: Locator
): Promise< boolean > {
	for ( let step = 0; step < 80; step++ ) {
		await page.keyboard.press( 'Tab' );
		if ( ( await target.count() ) === 1 ) {
			return true;
		}
	}
	return false;
}

/**
 * Saves the page and waits until WordPress has it.
 * @param page Browser page.
 */
async function save( page: PlaywrightPage ): Promise< void > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	await page.waitForFunction( () => {
		const editor = ( window as any ).wp.data.select( 'core/editor' );
		return ! editor.isSavingPost() && ! editor.isEditedPostDirty();
	} );
}

test.describe.serial( 'editing the content pages in the block editor', () => {
	test.describe.configure( { timeout: 90_000 } );

	test.beforeAll( () => {
		deleteContentPages();
		wpEval( 'author_site_seed_content_pages();' );
	} );

	test.afterAll( () => {
		deleteContentPages();
	} );

	test( 'the seeded Home page shows each section labelled, its text as ordinary blocks', async ( {
		page,
	} ) => {
		await logIn( page );
		const canvas = await openEditor( page, 'home' );
		const sections = canvas.locator( '.author-site-section' );
		await expect( sections ).toHaveCount(
			Object.keys( labels.home ).length
		);
		const drawn = await sections.evaluateAll( ( elements ) =>
			elements.map( ( element ) =>
				getComputedStyle( element, '::before' ).content.slice( 1, -1 )
			)
		);
		expect( drawn ).toEqual(
			Object.values( labels.home ).map(
				( [ label, where ] ) => `${ label } — ${ where }`
			)
		);
		expect( drawn[ 0 ] ).toBe(
			'Hero title — the large heading on Home; the third line is highlighted'
		);
		await expect( sections.first().locator( 'p' ).first() ).toContainText(
			'Some Secrets Protect You.'
		);
		// No marker anywhere she could see or type one.
		await expect( canvas.locator( '.wp-block-html' ) ).toHaveCount( 0 );
		expect( storedContent( 'home' ) ).not.toContain( 'section:' );
		await page.screenshot( {
			path: 'artifacts/editor-home.png',
		} );
	} );

	test( 'a section cannot be deleted', async ( { page } ) => {
		await logIn( page );
		const canvas = await openEditor( page, 'home' );
		await row( page, 'Hero subtitle' )
			.getByRole( 'button', { name: 'Hero subtitle' } )
			.click();
		const selected = await page.evaluate( () => {
			const editor = ( window as any ).wp.data.select(
				'core/block-editor'
			);
			const id = editor.getSelectedBlockClientId();
			return {
				id,
				section: editor.getBlock( id )?.attributes.authorSiteSection,
				removable: editor.canRemoveBlock( id ),
			};
		} );
		expect( selected.section ).toBe( 'hero_subtitle' );
		expect( selected.removable ).toBe( false );
		// Neither the block's menu nor a direct removal takes it away.
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Options' } )
			.click();
		await expect(
			page.getByRole( 'menuitem', { name: /^Delete/ } )
		).toHaveCount( 0 );
		await page.keyboard.press( 'Escape' );
		await page.evaluate( ( id ) => {
			( window as any ).wp.data
				.dispatch( 'core/block-editor' )
				.removeBlock( id );
		}, selected.id );
		await expect(
			canvas.locator( '.author-site-section' ).nth( 1 )
		).toContainText( 'Romantic suspense from Rochester' );
	} );

	test( 'a new synopsis paragraph shows on /books once saved', async ( {
		page,
	} ) => {
		await logIn( page );
		const canvas = await openEditor( page, 'books' );
		const synopsis = canvas
			.locator( '.author-site-section' )
			.filter( { has: page.locator( 'p' ) } )
			.nth( Object.keys( labels.books ).indexOf( 'synopsis' ) );
		await synopsis.locator( 'p' ).last().click();
		await page.keyboard.press( 'ControlOrMeta+End' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type( 'A paragraph she added today.' );
		await save( page );
		await page.goto( '/books' );
		await appReady( page );
		await expect(
			page.getByText( 'A paragraph she added today.' )
		).toBeVisible();
		const synopsisText = restSections( 'books' ).synopsis as {
			text: string;
		};
		expect( synopsisText.text ).toMatch(
			/\n\nA paragraph she added today\.$/
		);
	} );

	test( 'a book page is labelled with the book’s sections', async ( {
		page,
	} ) => {
		const book = Number(
			wpEval( `
				echo wp_insert_post( wp_slash( array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_name'    => 'editor-test-book',
					'post_title'   => 'Editor test book',
					'post_parent'  => ${ pageId( 'books' ) },
					'post_content' => implode( "\n\n", author_site_new_book_sections() ),
				) ) );
			` )
		);
		try {
			await logIn( page );
			await page.goto( `/wp-admin/post.php?post=${ book }&action=edit` );
			const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
			await expect(
				canvas.locator( '.author-site-section' ).first()
			).toHaveAttribute(
				'data-section-label',
				'Title — the book’s title; without it the book is not listed'
			);
			await expect(
				canvas.locator( '.author-site-section' )
			).toHaveCount( Object.keys( labels.book ).length );
		} finally {
			wpEval( `wp_delete_post( ${ book }, true );` );
		}
	} );

	test( 'the panel tells each state, and Add fills a missing section the route then shows', async ( {
		page,
	} ) => {
		// About without Family, with an empty Specialty, and Location twice.
		putPage(
			'about',
			wpEval( `
				$sections = author_site_seed_sections( 'about' );
				$sections['specialty'] = author_site_section_block( 'specialty', array() );
				$sections['location'] .= "\\n\\n" . author_site_section_block( 'location', array( '<!-- wp:paragraph --><p>Elsewhere</p><!-- /wp:paragraph -->' ) );
				unset( $sections['family'] );
				echo implode( "\\n\\n", $sections );
			` )
		);
		await logIn( page );
		const canvas = await openEditor( page, 'about' );
		await expect( row( page, 'Family' ) ).toContainText(
			'Missing: the built-in text shows'
		);
		await expect( row( page, 'Specialty' ) ).toContainText(
			'Empty: the built-in text shows'
		);
		await expect( row( page, 'Location' ) ).toContainText(
			'Written twice: the first one shows'
		);
		await expect( row( page, 'Your story' ) ).toContainText( 'Filled' );
		await page.getByRole( 'button', { name: 'Add Family' } ).click();
		// The new section is selected (the sidebar shows it); back to the page's panel.
		await page.getByRole( 'tab', { name: 'Page' } ).click();
		await expect( row( page, 'Family' ) ).toContainText( 'Filled' );
		// In its place: after Specialty, before the connect box's title.
		const order = await page.evaluate( () =>
			( window as any ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( block: any ) => block.attributes.authorSiteSection )
		);
		expect( order.indexOf( 'family' ) - order.indexOf( 'specialty' ) ).toBe(
			1
		);
		const family = canvas
			.locator( '.author-site-section' )
			.nth( order.indexOf( 'family' ) )
			.locator( 'p' )
			.first();
		await family.click();
		await page.keyboard.press( 'ControlOrMeta+a' );
		await page.keyboard.type( 'Two cats and a garden' );
		await save( page );
		await page.goto( '/about' );
		await appReady( page );
		await expect( page.getByText( 'Two cats and a garden' ) ).toBeVisible();
	} );

	for ( const [ kind, content ] of [
		[
			'Custom HTML markers',
			'<!-- wp:paragraph -->\n<p>Before any marker.</p>\n<!-- /wp:paragraph -->\n\n' +
				blockContent( {
					hero_title: 'Old Line One\nOld Line Two\nOld Line Three',
					hero_subtitle: 'An older subtitle',
					book_extended_description: [
						'First old paragraph.',
						'Second old paragraph.',
					],
					features: 'Feature A\nFeature B',
				} ) +
				'\n\n<!-- wp:paragraph -->\n<p>Text after the last section.</p>\n<!-- /wp:paragraph -->',
		],
		[
			'classic-editor markers',
			'Text before any marker is ignored.\n\n<!-- section:hero_title -->\nClassic One\nClassic Two\nClassic Three\n\n<!-- section:hero_subtitle -->\nA classic subtitle with <strong>bold</strong> &amp; more\n<!-- /section:hero_subtitle -->\nIgnored after the closing marker.\n\n<!-- section:tropes -->\nSlow Burn, Second Chance',
		],
	] as const ) {
		test( `converting a page written with ${ kind } keeps what the site reads, and its revision undoes it`, async ( {
			page,
		} ) => {
			putPage( 'home', content );
			const before = restSections( 'home' );
			const stored = storedContent( 'home' );
			await logIn( page );
			const canvas = await openEditor( page, 'home' );
			await page
				.getByRole( 'button', { name: 'Convert to labelled sections' } )
				.click();
			await expect(
				page.getByRole( 'button', {
					name: 'Convert to labelled sections',
				} )
			).toHaveCount( 0 );
			await save( page );
			expect( restSections( 'home' ) ).toEqual( before );
			const converted = storedContent( 'home' );
			expect( converted ).not.toContain( 'section:' );
			expect( converted ).toContain( '"authorSiteSection":"hero_title"' );
			await expect(
				canvas.locator( '.author-site-section' ).first()
			).toContainText(
				( before.hero_title as { text: string } ).text.split(
					'\n'
				)[ 0 ]!
			);
			await page.screenshot( {
				path: `artifacts/editor-converted-${ kind.split( ' ' )[ 0 ] }.png`,
			} );
			// Text the site ignored stays, outside the sections, and the panel says so.
			await expect(
				page.getByText(
					'Some text on this page is outside the sections; the site does not show it.'
				)
			).toBeVisible();
			// A second conversion has nothing to do.
			await page.reload();
			await openEditor( page, 'home' );
			await expect(
				page.getByRole( 'button', {
					name: 'Convert to labelled sections',
				} )
			).toHaveCount( 0 );
			// WordPress's revision of the page before it gives it back.
			wpEval( `
				$id = ${ pageId( 'home' ) };
				foreach ( wp_get_post_revisions( $id ) as $revision ) {
					if ( $revision->post_content === base64_decode( '${ Buffer.from( stored ).toString( 'base64' ) }' ) ) {
						wp_restore_post_revision( $revision->ID );
						break;
					}
				}
			` );
			expect( storedContent( 'home' ) ).toBe( stored );
			expect( restSections( 'home' ) ).toEqual( before );
		} );
	}

	test( 'the Sections panel is reached and used by keyboard, and axe finds nothing in it', async ( {
		page,
	} ) => {
		// Home as seeded, but for a missing praise source.
		putPage(
			'home',
			wpEval(
				"$sections = author_site_seed_sections( 'home' ); unset( $sections['praise_source'] ); echo implode( \"\\n\\n\", $sections );"
			)
		);
		await logIn( page );
		await openEditor( page, 'home' );
		await page.setViewportSize( { width: 1280, height: 1500 } );
		await page
			.locator( '.author-site-sections-panel' )
			.scrollIntoViewIfNeeded();
		await page.screenshot( { path: 'artifacts/editor-panel.png' } );
		// From the sidebar's Page tab, Tab alone reaches the panel's rows.
		await page.getByRole( 'tab', { name: 'Page' } ).focus();
		const reached = await tabTo(
			page,
			page.locator( '.author-site-sections button:focus', {
				hasText: 'Praise quote',
			} )
		);
		expect( reached ).toBe( true );
		expect(
			await axeViolations( page, [], '.author-site-sections-panel' )
		).toEqual( [] );
		await page.keyboard.press( 'Enter' );
		expect(
			await page.evaluate( () => {
				const editor = ( window as any ).wp.data.select(
					'core/block-editor'
				);
				return editor.getBlock( editor.getSelectedBlockClientId() )
					?.attributes.authorSiteSection;
			} )
		).toBe( 'praise_quote' );
	} );
} );
