import type { FrameLocator, Page } from '@playwright/test';

/**
 * Opens a page in the block editor with the theme's Sections panel open, as
 * the author finds it (the welcome guide dismissed); returns the canvas.
 * @param page Browser page, logged in.
 * @param id   The page's id; the page has at least one block.
 */
export async function openInEditor(
	page: Page,
	id: number
): Promise< FrameLocator > {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction(
		() =>
			( window as any ).wp?.data
				?.select( 'core/block-editor' )
				?.getBlocks().length > 0
	);
	await page.evaluate( () => {
		( window as any ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
	} );
	const toggle = page.getByRole( 'button', {
		name: 'Sections',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}
