<?php
/**
 * The first view's layout: header with navigation, main, footer. Mirrors
 * src/layout/*.tsx element for element, with the same copy
 * (src/layout/copy.json, navigation.json, social.json).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The navigation items (src/layout/navigation.json, which the app reads too).
 *
 * @return array<string,string> Route path → label.
 */
function author_site_nav_items() {
	return array_column( author_site_read_json( 'src/layout/navigation.json' ), 'label', 'to' );
}

/**
 * One menu item (src/layout/SiteHeader.tsx MenuItems).
 *
 * @param string $href    The link.
 * @param string $label   Its text.
 * @param bool   $current Whether it is the page shown.
 * @return string
 */
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
 * The posts page's menu item, when there is one, current on the posts page
 * (src/layout/SiteHeader.tsx MenuItems; docs/whole-site.md#posts-and-other-pages).
 *
 * @param array|null $blog The configuration's `blog`.
 * @param string     $page Current page key.
 * @return string
 */
function author_site_render_blog_item( $blog, $page ) {
	if ( ! is_array( $blog ) ) {
		return '';
	}
	$current = 'wp-view' === $page && 'blog' === author_site_wordpress_view_kind();
	return author_site_render_menu_item( $blog['url'], $blog['label'], $current );
}

/**
 * The header (src/layout/SiteHeader.tsx).
 *
 * @param array  $config The app configuration.
 * @param string $page   Current page key.
 * @return string
 */
function author_site_render_header( array $config, $page ) {
	$copy  = author_site_copy( 'layout', 'header' );
	$items = '';
	foreach ( author_site_nav_items() as $to => $label ) {
		$key    = '/' === $to ? 'home' : ltrim( $to, '/' );
		$items .= author_site_render_menu_item( author_site_href( $to ), $label, $key === $page );
	}
	$items .= author_site_render_blog_item( $config['blog'], $page );
	$brand  = author_site_el(
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
	$toggle = author_site_el(
		'button',
		array(
			'type'          => 'button',
			'id'            => 'menu-toggle',
			'class'         => 'menu-toggle',
			'aria-expanded' => 'false',
			'aria-controls' => 'site-menu',
		),
		array( author_site_icon( 'menu' ), author_site_text( 'span', array( 'class' => 'menu-toggle__label' ), $copy['menuLabel'] ) )
	);
	$nav = author_site_el(
		'nav',
		array(
			'class'      => 'site-nav',
			'aria-label' => $copy['navLabel'],
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
 * The author's profiles (else the placeholders), in the networks' order
 * (src/layout/social.json). Mirrors src/layout/SiteFooter.tsx socialLinks().
 *
 * @param array $social Network → URL from the configuration.
 * @return array<string,array{label:string,href:string}>
 */
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

/**
 * The icon links: the author's profiles, then her email. Mirrors
 * src/layout/SiteFooter.tsx SocialList.
 *
 * @param array $config The app configuration.
 * @return string
 */
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
				author_site_icon( $icon )
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

/**
 * The footer (src/layout/SiteFooter.tsx SiteFooter).
 *
 * @param array $config The app configuration.
 * @return string
 */
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
	foreach ( $copy['quickLinks'] as $link ) {
		$links .= author_site_el( 'li', array(), author_site_link( $link['to'], '', $link['label'] ) );
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
			// The privacy policy when published (docs/whole-site.md#privacy-policy).
			is_array( $config['privacy'] ) ? author_site_el( 'p', array( 'class' => 'site-footer__legal' ), author_site_text( 'a', array( 'href' => $config['privacy']['url'] ), $config['privacy']['label'] ) ) : '',
			author_site_text( 'p', array( 'class' => 'site-footer__copyright' ), author_site_fill( $copy['copyright'], array( 'authorName' => $config['authorName'] ) ) ),
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
	$layout    = author_site_copy( 'layout' );
	$renderers = array(
		'home'      => 'author_site_render_home',
		'books'     => 'author_site_render_books',
		'about'     => 'author_site_render_about',
		'events'    => 'author_site_render_events',
		'contact'   => 'author_site_render_contact',
		'event'     => 'author_site_render_event',
		'not-found' => 'author_site_render_not_found',
		'wp-view' => 'author_site_render_wordpress',
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
