<?php
/**
 * The two menu locations: each shows its assigned menu's items, handed to the
 * app in `menus` so both renderers draw the same list, else the theme's own
 * links (docs/product.md#navigation).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Location slug → its name in wp-admin. */
function author_site_menu_locations() {
	return array(
		'primary' => __( 'Main navigation', 'author-site' ),
		'footer'  => __( 'Footer quick links', 'author-site' ),
	);
}

/** Registers the menu locations. */
function author_site_register_menus() {
	register_nav_menus( author_site_menu_locations() );
}
add_action( 'after_setup_theme', 'author_site_register_menus' );

/**
 * The app route a menu item's URL points to (`/`, `/books` …), or null: this
 * site's home path plus one route, with no query or fragment.
 */
function author_site_menu_route( $url ) {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return null;
	}
	if ( isset( $parts['host'] ) && ! author_site_is_home_origin( $parts ) ) {
		return null;
	}
	$path = isset( $parts['path'] ) ? $parts['path'] : '/';
	$base = author_site_home_path();
	if ( '' !== $base ) {
		if ( $path !== $base && ! str_starts_with( $path, $base . '/' ) ) {
			return null;
		}
		$path = substr( $path, strlen( $base ) );
	}
	$route = trim( $path, '/' );
	return array_key_exists( $route, author_site_routes() ) ? '/' . $route : null;
}

/**
 * The top-level items of the menu assigned to a location, as the
 * configuration's `menus` gives them (docs/runtime-config.md#keys), or null
 * without a menu. Sub-items are left out: the header and footer are one level.
 */
function author_site_menu_links( $location ) {
	$locations = get_nav_menu_locations();
	$menu      = isset( $locations[ $location ] ) ? wp_get_nav_menu_object( $locations[ $location ] ) : false;
	if ( ! $menu ) {
		return null;
	}
	$items = wp_get_nav_menu_items( $menu->term_id, array( 'update_post_term_cache' => false ) );
	$links = array();
	foreach ( is_array( $items ) ? $items : array() as $item ) {
		if ( ! empty( $item->menu_item_parent ) || ! empty( $item->_invalid ) ) {
			continue;
		}
		$label = author_site_meta_text( html_entity_decode( wp_strip_all_tags( (string) $item->title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$url   = author_site_link_url( $item->url );
		if ( '' === $label || null === $url ) {
			continue;
		}
		$link  = array(
			'label' => $label,
			'url'   => $url,
		);
		$route = author_site_menu_route( $url );
		if ( null !== $route ) {
			$link['to'] = $route;
		}
		$links[] = $link;
	}
	return $links;
}
