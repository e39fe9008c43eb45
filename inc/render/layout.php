<?php
/**
 * The first view's layout: header, main, footer.
 * PHP twin: src/layout/Layout.tsx, SiteHeader.tsx and SiteFooter.tsx.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** One menu item. Twin: MenuItems. */
function author_site_render_menu_item( $href, $label, $current ) {
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
function author_site_render_menu_items( array $config, $page ) {
	$on_blog = 'wp-view' === $page && 'blog' === author_site_wordpress_view_kind();
	$items   = '';
	foreach ( author_site_menu_links_shown( $config ) as $link ) {
		if ( isset( $link['to'] ) ) {
			$key    = '/' === $link['to'] ? 'home' : ltrim( $link['to'], '/' );
			// A book's page is under Books.
			$items .= author_site_render_menu_item( author_site_href( $link['to'] ), $link['label'], $key === ( 'book' === $page ? 'books' : $page ) );
		} else {
			$current = $on_blog && is_array( $config['blog'] ) && $config['blog']['url'] === $link['url'];
			$items  .= author_site_render_menu_item( $link['url'], $link['label'], $current );
		}
	}
	return $items;
}

/** The header. Twin: SiteHeader. */
function author_site_render_header( array $config, $page ) {
	$copy  = author_site_copy( 'layout', 'header' );
	$items = author_site_render_menu_items( $config, $page );
	$brand = author_site_el(
		'a',
		array(
			'class' => 'brand',
			'href'  => author_site_href( '/' ),
		),
		array(
			author_site_logo( 'brand__logo', 40, true ),
			author_site_text( 'span', array( 'class' => 'brand__name' ), $config['siteName'] ),
		)
	);
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
	$nav = author_site_el(
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

/** The author's profiles, else the placeholders (src/layout/social.json). Twin: socialLinks(). */
function author_site_social_links( array $social ) {
	$networks = author_site_read_json( 'src/layout/social.json' );
	$chosen   = empty( $social ) ? $networks['placeholders'] : $social;
	$links    = array();
	foreach ( $networks['labels'] as $network => $label ) {
		if ( ! empty( $chosen[ $network ] ) ) {
			$links[ $network ] = array(
				'label' => $label,
				'href'  => $chosen[ $network ],
			);
		}
	}
	return $links;
}

/** The icon links: profiles, then email. Twin: SocialList. */
function author_site_render_social_list( array $config ) {
	$copy          = author_site_copy( 'layout', 'footer' );
	$links         = author_site_social_links( (array) $config['social'] );
	$links['mail'] = array(
		'label' => $copy['emailLabel'],
		'href'  => 'mailto:' . $config['contactEmail'],
	);
	$items         = '';
	foreach ( $links as $icon => $link ) {
		$items .= author_site_el(
			'li',
			array(),
			author_site_el(
				'a',
				array(
					'class'      => 'social__link',
					'href'       => $link['href'],
					'aria-label' => $link['label'],
				),
				author_site_sprite_icon( $icon )
			)
		);
	}
	return author_site_el(
		'ul',
		array(
			'class'      => 'social',
			'aria-label' => $copy['socialLabel'],
		),
		$items
	);
}

/** The footer. Twin: SiteFooter. */
function author_site_render_footer( array $config ) {
	$copy  = author_site_copy( 'layout', 'footer' );
	$brand = author_site_el(
		'div',
		array( 'class' => 'site-footer__brand' ),
		array(
			author_site_text( 'p', array( 'class' => 'site-footer__name' ), $config['siteName'] ),
			author_site_text( 'p', array( 'class' => 'site-footer__tagline' ), $copy['tagline'] ),
			author_site_render_social_list( $config ),
		)
	);
	$links = '';
	$quick = is_array( $config['menus']['footer'] ) ? $config['menus']['footer'] : $copy['quickLinks'];
	foreach ( $quick as $link ) {
		$links .= author_site_el(
			'li',
			array(),
			isset( $link['to'] ) ? author_site_link( $link['to'], '', $link['label'] ) : author_site_text( 'a', array( 'href' => $link['url'] ), $link['label'] )
		);
	}
	$nav = author_site_el(
		'nav',
		array(
			'class'      => 'site-footer__links',
			'aria-label' => $copy['quickLinksLabel'],
		),
		array(
			author_site_text( 'h2', array( 'class' => 'site-footer__heading' ), $copy['quickLinksTitle'] ),
			author_site_el( 'ul', array(), $links ),
		)
	);
	$vip   = author_site_el(
		'div',
		array( 'class' => 'site-footer__vip' ),
		array(
			author_site_text( 'h2', array( 'class' => 'site-footer__heading' ), $copy['vipTitle'] ),
			author_site_text( 'p', array(), $copy['vipText'] ),
			author_site_link( '/contact#newsletter', 'button button--light', $copy['vipButton'] ),
		)
	);
	return author_site_el(
		'footer',
		array( 'class' => 'site-footer' ),
		array(
			author_site_el( 'div', array( 'class' => 'container site-footer__grid' ), array( $brand, $nav, $vip ) ),
			is_array( $config['privacy'] ) ? author_site_el( 'p', array( 'class' => 'site-footer__legal' ), author_site_text( 'a', array( 'href' => $config['privacy']['url'] ), $config['privacy']['label'] ) ) : '',
			author_site_text( 'p', array( 'class' => 'site-footer__copyright' ), author_site_fill( $copy['copyright'], array( 'authorName' => $config['authorName'] ) ) ),
		)
	);
}

/** The whole app's first view for a page. Twin: src/App.tsx with Layout. */
function author_site_render_app( $page ) {
	$config    = author_site_config();
	$layout    = author_site_copy( 'layout' );
	$renderers = array(
		'home'      => 'author_site_render_home',
		'books'     => 'author_site_render_books',
		'about'     => 'author_site_render_about',
		'events'    => 'author_site_render_events',
		'contact'   => 'author_site_render_contact',
		'event'     => 'author_site_render_event',
		'book'      => 'author_site_render_book',
		'not-found' => 'author_site_render_not_found',
		'wp-view'   => 'author_site_render_wordpress',
	);
	$renderer  = isset( $renderers[ $page ] ) ? $renderers[ $page ] : $renderers['not-found'];
	return author_site_el(
		'div',
		array( 'class' => 'site' ),
		array(
			author_site_el(
				'a',
				array(
					'class' => 'skip-link',
					'href'  => '#main',
				),
				author_site_esc( $layout['skipLink'] )
			),
			author_site_render_header( $config, $page ),
			author_site_el(
				'main',
				array(
					'id'       => 'main',
					'class'    => 'site-main',
					'tabindex' => '-1',
				),
				call_user_func( $renderer, $config )
			),
			author_site_render_footer( $config ),
		)
	);
}
