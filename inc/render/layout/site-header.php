<?php
/**
 * The header and its menu.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** One menu item, a part of MenuItems. */
function author_site_menu_item( $href, $label, $current ) {
	return author_site_el(
		'li',
		array( 'class' => 'site-menu__item' ),
		author_site_text(
			'a',
			array(
				'aria-current' => $current ? 'page' : null,
				'class'        => $current ? 'site-menu__link is-active' : 'site-menu__link',
				'href'         => $href,
			),
			$label
		)
	);
}

/**
 * The main navigation's links: the assigned menu, else the routes and the
 * posts page (docs/whole-site.md#menus). Twin: menuLinks().
 */
function author_site_menu_links_shown( array $config ) {
	if ( is_array( $config['menus']['primary'] ) ) {
		return $config['menus']['primary'];
	}
	$links = author_site_read_json( 'src/layout/navigation.json' );
	if ( is_array( $config['blog'] ) ) {
		$links[] = $config['blog'];
	}
	return $links;
}

/** The menu's items; a link outside the routes is current only on the posts page. Twin: MenuItems. */
function author_site_menu_items( array $config, $page ) {
	$on_blog = 'wp-view' === $page && 'blog' === author_site_wordpress_view_kind();
	$items   = '';
	foreach ( author_site_menu_links_shown( $config ) as $link ) {
		if ( isset( $link['to'] ) ) {
			$key = '/' === $link['to'] ? 'home' : ltrim( $link['to'], '/' );
			// A book's page and a series' page are under Books.
			$items .= author_site_menu_item( author_site_href( $link['to'] ), $link['label'], ( in_array( $page, array( 'book', 'series' ), true ) ? 'books' : $page ) === $key );
		} else {
			$current = $on_blog && is_array( $config['blog'] ) && $config['blog']['url'] === $link['url'];
			$items  .= author_site_menu_item( $link['url'], $link['label'], $current );
		}
	}
	return $items;
}

/** The site's logo and name, linking home. Twin: Brand. */
function author_site_brand( $site_name ) {
	return author_site_el(
		'a',
		array(
			'class' => 'brand',
			'href'  => author_site_href( '/' ),
		),
		array(
			author_site_logo( 'brand__logo', 40, true ),
			author_site_text( 'span', array( 'class' => 'brand__name' ), $site_name ),
		)
	);
}

/** The header. Twin: SiteHeader. */
function author_site_site_header( array $config, $page ) {
	$copy  = author_site_copy( 'layout', 'header' );
	$items = author_site_menu_items( $config, $page );
	$brand = author_site_brand( $config['siteName'] );
	// A native disclosure, so the menu opens before the app runs.
	$disclosure = author_site_el(
		'details',
		array( 'class' => 'menu-disclosure' ),
		author_site_el(
			'summary',
			array(
				'id'            => 'menu-toggle',
				'class'         => 'menu-toggle',
				'aria-controls' => 'site-menu',
			),
			array(
				author_site_icon( 'menu', 'menu-toggle__open' ),
				author_site_icon( 'close', 'menu-toggle__close' ),
				author_site_text( 'span', array( 'class' => 'menu-toggle__label' ), $copy['menuLabel'] ),
			)
		)
	);
	$nav        = author_site_el(
		'nav',
		array(
			'class'      => 'site-nav',
			'aria-label' => $copy['navLabel'],
		),
		array(
			$disclosure,
			author_site_el(
				'ul',
				array(
					'id'    => 'site-menu',
					'class' => 'site-menu',
				),
				$items
			),
		)
	);
	return author_site_el(
		'header',
		array( 'class' => 'site-header' ),
		author_site_el( 'div', array( 'class' => 'container site-header__inner' ), array( $brand, $nav ) )
	);
}
