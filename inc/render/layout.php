<?php
/**
 * The first view's layout: header with navigation, main, footer. Mirrors
 * src/layout/*.tsx element for element.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The navigation items (src/layout/navigation.ts).
 *
 * @return array<string,string> Route path → label.
 */
function author_site_nav_items() {
	return array(
		'/'        => 'Home',
		'/books'   => 'Books',
		'/about'   => 'About',
		'/events'  => 'Events',
		'/contact' => 'Contact',
	);
}

/**
 * The header (src/layout/SiteHeader.tsx).
 *
 * @param array  $config The app configuration.
 * @param string $page   Current page key.
 * @return string
 */
function author_site_render_header( array $config, $page ) {
	$items = '';
	foreach ( author_site_nav_items() as $to => $label ) {
		$key     = '/' === $to ? 'home' : ltrim( $to, '/' );
		$current = $key === $page;
		$items  .= author_site_el(
			'li',
			array( 'class' => 'site-menu__item' ),
			author_site_text(
				'a',
				array(
					'aria-current' => $current ? 'page' : null,
					'class'        => $current ? 'site-menu__link is-active' : 'site-menu__link',
					'href'         => author_site_href( $to ),
				),
				$label
			)
		);
	}
	$brand = author_site_el(
		'a',
		array(
			'class' => 'brand',
			'href'  => author_site_href( '/' ),
		),
		array(
			author_site_logo( 'brand__logo', 40 ),
			author_site_text( 'span', array( 'class' => 'brand__name' ), $config['siteName'] ),
		)
	);
	$toggle = author_site_el(
		'button',
		array(
			'type'          => 'button',
			'id'            => 'menu-toggle',
			'class'         => 'menu-toggle',
			'aria-expanded' => 'false',
			'aria-controls' => 'site-menu',
		),
		array( author_site_icon( 'menu' ), author_site_text( 'span', array( 'class' => 'menu-toggle__label' ), 'Menu' ) )
	);
	$nav = author_site_el(
		'nav',
		array(
			'class'      => 'site-nav',
			'aria-label' => 'Main',
		),
		array(
			$toggle,
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

/**
 * The social links (src/layout/SiteFooter.tsx socialLinks()).
 *
 * @param array $social Network → URL from the configuration.
 * @return array<string,array{label:string,href:string}>
 */
function author_site_social_links( array $social ) {
	$labels      = author_site_social_networks();
	$placeholder = array(
		'instagram' => 'https://www.instagram.com/',
		'facebook'  => 'https://www.facebook.com/',
		'tiktok'    => 'https://www.tiktok.com/',
		'goodreads' => 'https://www.goodreads.com/',
	);
	$chosen      = empty( $social ) ? $placeholder : $social;
	$links       = array();
	foreach ( $labels as $network => $label ) {
		if ( ! empty( $chosen[ $network ] ) ) {
			$links[ $network ] = array(
				'label' => $label,
				'href'  => $chosen[ $network ],
			);
		}
	}
	return $links;
}

/**
 * The footer (src/layout/SiteFooter.tsx).
 *
 * @param array $config The app configuration.
 * @return string
 */
function author_site_render_footer( array $config ) {
	$social = '';
	foreach ( author_site_social_links( (array) $config['social'] ) as $network => $link ) {
		$social .= author_site_el(
			'li',
			array(),
			author_site_el(
				'a',
				array(
					'class'      => 'social__link',
					'href'       => $link['href'],
					'aria-label' => $link['label'],
				),
				author_site_icon( $network )
			)
		);
	}
	$social .= author_site_el(
		'li',
		array(),
		author_site_el(
			'a',
			array(
				'class'      => 'social__link',
				'href'       => 'mailto:' . $config['contactEmail'],
				'aria-label' => 'Email',
			),
			author_site_icon( 'mail' )
		)
	);
	$brand = author_site_el(
		'div',
		array( 'class' => 'site-footer__brand' ),
		array(
			author_site_text( 'p', array( 'class' => 'site-footer__name' ), $config['siteName'] ),
			author_site_text( 'p', array( 'class' => 'site-footer__tagline' ), 'Romantic suspense with heart, heat & danger — written in Rochester, New York.' ),
			author_site_el(
				'ul',
				array(
					'class'      => 'social',
					'aria-label' => 'Social media',
				),
				$social
			),
		)
	);
	$links = author_site_el(
		'nav',
		array(
			'class'      => 'site-footer__links',
			'aria-label' => 'Quick links',
		),
		array(
			author_site_text( 'h2', array( 'class' => 'site-footer__heading' ), 'Quick Links' ),
			author_site_el(
				'ul',
				array(),
				array(
					author_site_el( 'li', array(), author_site_link( '/books', '', 'Books' ) ),
					author_site_el( 'li', array(), author_site_link( '/about', '', 'About Me' ) ),
					author_site_el( 'li', array(), author_site_link( '/events', '', 'Events' ) ),
				)
			),
		)
	);
	$vip = author_site_el(
		'div',
		array( 'class' => 'site-footer__vip' ),
		array(
			author_site_text( 'h2', array( 'class' => 'site-footer__heading' ), 'VIP Readers' ),
			author_site_text( 'p', array(), 'Sneak peeks, giveaways and news before anyone else.' ),
			author_site_link( '/contact#newsletter', 'button button--light', 'Join VIP List' ),
		)
	);
	return author_site_el(
		'footer',
		array( 'class' => 'site-footer' ),
		array(
			author_site_el( 'div', array( 'class' => 'container site-footer__grid' ), array( $brand, $links, $vip ) ),
			author_site_text( 'p', array( 'class' => 'site-footer__copyright' ), '© 2024 ' . $config['authorName'] . '. All rights reserved.' ),
		)
	);
}

/**
 * The whole app's first view for a page (src/App.tsx + Layout.tsx).
 *
 * @param string $page Page key, or 'not-found'.
 * @return string
 */
function author_site_render_app( $page ) {
	$config    = author_site_config();
	$renderers = array(
		'home'      => 'author_site_render_home',
		'books'     => 'author_site_render_books',
		'about'     => 'author_site_render_about',
		'events'    => 'author_site_render_events',
		'contact'   => 'author_site_render_contact',
		'not-found' => 'author_site_render_not_found',
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
				'Skip to content'
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
