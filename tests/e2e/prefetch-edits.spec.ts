/**
 * An edit the author saved shows on the next read that no cache answers
 * (docs/remote-calls.md#in-app-navigation): a route fetched after the edit
 * draws it, and one fetched ahead before it stands for five minutes at most.
 * These change the About page, so they run in a project of their own, and
 * put it back as they found it (none: the built-in text).
 */
import type { Page } from '@playwright/test';
import { HELD_NOW } from './support/clock';
import { blockContent, deletePage, putPage } from './support/content-pages';
import { appReady, expect, test } from './support/fixtures';
import {
	documentFetched,
	INTENT_ONLY,
	emulateConnection,
} from './support/prefetch';

const aboutLink = ( page: Page ) =>
	page
		.getByRole( 'banner' )
		.getByRole( 'link', { name: 'About', exact: true } )
		.first();

const heading = ( page: Page ) => page.getByRole( 'heading', { level: 1 } );

/** Saves the About page with this title, as the editor would. */
const editAbout = ( title: string ) =>
	putPage( 'about', blockContent( { page_title: title } ) );

/**
 * Opens `/`, points at About until its document has arrived, then saves an
 * edit of the About page.
 *
 * @param page The page.
 */
async function editAfterPointingAtAbout( page: Page ): Promise< void > {
	await page.goto( '/' );
	await appReady( page );
	const arrived = documentFetched( page, '/about' );
	await aboutLink( page ).hover();
	await arrived;
	editAbout( 'Meet the Writer' );
}

test.describe( 'an edit the author saved', () => {
	test.beforeEach( async ( { page } ) => {
		deletePage( 'about' );
		await emulateConnection( page, INTENT_ONLY );
		await page.clock.setFixedTime( HELD_NOW );
	} );

	test.afterAll( () => deletePage( 'about' ) );

	test( 'shows on the next in-app navigation to its page', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await appReady( page );
		editAbout( 'Meet the Writer' );
		await aboutLink( page ).click();
		await expect( heading( page ) ).toHaveText( 'Meet the Writer' );
	} );

	test( 'made after its page was fetched ahead shows once five minutes have passed', async ( {
		page,
	} ) => {
		await editAfterPointingAtAbout( page );
		await page.clock.setFixedTime( HELD_NOW + 5 * 60 * 1000 + 1000 );
		await aboutLink( page ).click();
		await expect( heading( page ) ).toHaveText( 'Meet the Writer' );
	} );

	test( 'made within five minutes of its page fetched ahead shows on the next visit', async ( {
		page,
	} ) => {
		await editAfterPointingAtAbout( page );
		await page.clock.setFixedTime( HELD_NOW + 60 * 1000 );
		await aboutLink( page ).click();
		// What was fetched ahead stands: the reader pointed at it a minute ago.
		await expect( heading( page ) ).toHaveText( 'About the Author' );
		await page.reload();
		await appReady( page );
		await expect( heading( page ) ).toHaveText( 'Meet the Writer' );
	} );
} );
