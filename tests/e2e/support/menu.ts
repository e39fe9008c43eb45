import type { Locator, Page } from '@playwright/test';
import { ROUTES, expect } from './fixtures';

/**
 * The header's menu (docs/product.md#navigation): below 768 px a native
 * <details>, its <summary> the toggle, the list after it.
 */

/**
 * The menu's toggle, the <summary> labelled "Menu".
 * @param page
 */
export function menuToggle( page: Page ): Locator {
	return page
		.getByRole( 'navigation', { name: 'Main' } )
		.locator( 'summary#menu-toggle' );
}

/**
 * A link of the main navigation, by its label, shown or not.
 * @param page
 * @param label
 */
export function menuLink( page: Page, label: string ): Locator {
	return page.locator( '#site-menu .site-menu__link', { hasText: label } );
}

/**
 * Asserts the five links of the main navigation are all shown, or all
 * there and hidden.
 * @param page
 * @param shown
 */
export async function expectLinks( page: Page, shown: boolean ) {
	await expect( page.locator( '#site-menu .site-menu__link' ) ).toHaveText(
		ROUTES.map( ( route ) => route.nav )
	);
	for ( const route of ROUTES ) {
		const link = menuLink( page, route.nav );
		await ( shown
			? expect( link ).toBeVisible()
			: expect( link ).toBeHidden() );
	}
}

/**
 * Asserts the menu is open (its five links shown) or closed (hidden).
 * @param page
 * @param open
 */
export async function expectMenu( page: Page, open: boolean ) {
	const disclosure = page.locator( 'details.menu-disclosure' );
	await ( open
		? expect( disclosure ).toHaveAttribute( 'open' )
		: expect( disclosure ).not.toHaveAttribute( 'open' ) );
	await expectLinks( page, open );
}

/**
 * The toggle as Chromium gives it to a screen reader: its role, name and
 * expanded state.
 * @param page
 */
export async function announcedToggle( page: Page ) {
	const cdp = await page.context().newCDPSession( page );
	try {
		const { root } = await cdp.send( 'DOM.getDocument' );
		const { nodeId } = await cdp.send( 'DOM.querySelector', {
			nodeId: root.nodeId,
			selector: '#menu-toggle',
		} );
		const { nodes } = await cdp.send( 'Accessibility.getPartialAXTree', {
			nodeId,
			fetchRelatives: false,
		} );
		const node = nodes[ 0 ];
		return {
			role: node?.role?.value,
			name: node?.name?.value,
			expanded: node?.properties?.find(
				( property ) => property.name === 'expanded'
			)?.value.value,
		};
	} finally {
		await cdp.detach();
	}
}
