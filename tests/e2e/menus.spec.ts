import type { Page } from '@playwright/test';
import {
	appReady,
	expect,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	test,
} from './support/fixtures';
import { wpEval } from './support/wp';

/*
 * The menu locations (docs/product.md#navigation, inc/app/menus.php): menus
 * made and assigned through wp-eval, as an author does in Appearance →
 * Menus; the header and footer show their items, a route's item is marked
 * current and navigates in the app, another link is an ordinary one; the
 * server's markup equals the app's. Then the menus are unassigned and
 * deleted, and the theme's own links return.
 */

const SHOP = 'https://shop.example.com/claire';
const GOODREADS = 'https://www.goodreads.com/claire';

/** Makes both menus and assigns them; returns their ids. */
function assignMenus(): string {
	return wpEval( `
		$home = untrailingslashit( home_url( '/' ) );
		$made = array();
		foreach ( array(
			'primary' => array(
				array( 'Start', $home . '/' ),
				array( 'The Books', $home . '/books/' ),
				array( 'Meet Claire', '/about' ),
				array( 'Shop', '${ SHOP }' ),
			),
			'footer'  => array(
				array( 'Appearances', $home . '/events' ),
				array( 'Goodreads', '${ GOODREADS }' ),
			),
		) as $location => $items ) {
			$menu = wp_create_nav_menu( 'E2E ' . $location . ' ' . wp_generate_password( 6, false ) );
			foreach ( $items as $i => $item ) {
				wp_update_nav_menu_item( $menu, 0, array(
					'menu-item-title'    => $item[0],
					'menu-item-url'      => $item[1],
					'menu-item-status'   => 'publish',
					'menu-item-type'     => 'custom',
					'menu-item-position' => $i + 1,
				) );
			}
			$made[ $location ] = $menu;
		}
		set_theme_mod( 'nav_menu_locations', $made );
		echo implode( ',', $made );
	` );
}

/** Unassigns the menus and deletes the ones this spec made. */
function removeMenus(): void {
	wpEval( `
		set_theme_mod( 'nav_menu_locations', array() );
		foreach ( wp_get_nav_menus() as $menu ) {
			if ( str_starts_with( $menu->name, 'E2E ' ) ) {
				wp_delete_nav_menu( $menu->term_id );
			}
		}
	` );
}

function mainLinks( page: Page ) {
	return page.getByRole( 'navigation', { name: 'Main' } ).getByRole( 'link' );
}

function quickLinks( page: Page ) {
	return page
		.getByRole( 'navigation', { name: 'Quick links' } )
		.getByRole( 'link' );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( () => {
	removeMenus();
	assignMenus();
} );

test.afterAll( () => {
	removeMenus();
} );

test( 'with menus assigned: the header and footer show their items, first view and app alike', async ( {
	page,
	request,
} ) => {
	const served = await rootAsServed( page, request, '/' );
	await expect( mainLinks( page ) ).toHaveText( [
		'Start',
		'The Books',
		'Meet Claire',
		'Shop',
	] );
	await expect( mainLinks( page ).nth( 3 ) ).toHaveAttribute( 'href', SHOP );
	await expect( quickLinks( page ) ).toHaveText( [
		'Appearances',
		'Goodreads',
	] );
	await expect( quickLinks( page ).nth( 1 ) ).toHaveAttribute(
		'href',
		GOODREADS
	);
	await expect(
		page
			.getByRole( 'navigation', { name: 'Main' } )
			.locator( '[aria-current="page"]' )
	).toHaveText( 'Start' );
	// The app's own render of Home (away and Back) equals the first view.
	const app = await rootAfterRevisit( page, '/', 'The Books' );
	expect( firstDifference( app, served ) ).toBe( 'none' );
} );

test( 'a route’s item navigates in the app and is marked current; the server agrees', async ( {
	page,
	request,
} ) => {
	const served = await rootAsServed( page, request, '/about' );
	const nav = page.getByRole( 'navigation', { name: 'Main' } );
	await expect( nav.locator( '[aria-current="page"]' ) ).toHaveText(
		'Meet Claire'
	);
	await page.evaluate( () => {
		( window as unknown as { __stay: boolean } ).__stay = true;
	} );
	await nav.getByRole( 'link', { name: 'The Books' } ).click();
	await expect( page ).toHaveURL( /\/books$/ );
	await expect( nav.locator( '[aria-current="page"]' ) ).toHaveText(
		'The Books'
	);
	// The footer's route item too.
	await page
		.getByRole( 'navigation', { name: 'Quick links' } )
		.getByRole( 'link', { name: 'Appearances' } )
		.click();
	await expect( page ).toHaveURL( /\/events$/ );
	// No page load: the marker set before the clicks is still there.
	expect(
		await page.evaluate(
			() => ( window as unknown as { __stay?: boolean } ).__stay
		)
	).toBe( true );
	// The app's render of /about (away and Back) equals the first view.
	await page.goto( '/about' );
	await appReady( page );
	const app = await rootAfterRevisit( page, '/about', 'The Books' );
	expect( firstDifference( app, served ) ).toBe( 'none' );
} );

test( 'another link is an ordinary one: the browser leaves the app', async ( {
	page,
} ) => {
	await page.route( `${ SHOP }**`, ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: '<!doctype html><title>Shop</title><p>The shop</p>',
		} )
	);
	await page.goto( '/books' );
	await appReady( page );
	await page.evaluate( () => {
		( window as unknown as { __stay: boolean } ).__stay = true;
	} );
	await page
		.getByRole( 'navigation', { name: 'Main' } )
		.getByRole( 'link', { name: 'Shop' } )
		.click();
	await expect( page ).toHaveURL( SHOP );
	await expect( page.getByText( 'The shop' ) ).toBeVisible();
	expect(
		await page.evaluate(
			() => ( window as unknown as { __stay?: boolean } ).__stay
		)
	).toBeUndefined();
} );

test( 'with the menus unassigned, the theme’s own links return', async ( {
	page,
} ) => {
	removeMenus();
	await page.goto( '/books' );
	await appReady( page );
	await expect( mainLinks( page ) ).toHaveText( [
		'Home',
		'Books',
		'About',
		'Events',
		'Contact',
	] );
	await expect( quickLinks( page ) ).toHaveText( [
		'Books',
		'About Me',
		'Events',
	] );
	await expect(
		page
			.getByRole( 'navigation', { name: 'Main' } )
			.locator( '[aria-current="page"]' )
	).toHaveText( 'Books' );
} );
