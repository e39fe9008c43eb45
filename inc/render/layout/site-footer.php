<?php
/**
 * The footer, with the author's profiles and the footer menu.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

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
function author_site_social_list( array $config ) {
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
function author_site_site_footer( array $config ) {
	$copy  = author_site_copy( 'layout', 'footer' );
	$brand = author_site_el(
		'div',
		array( 'class' => 'site-footer__brand' ),
		array(
			author_site_text( 'p', array( 'class' => 'site-footer__name' ), $config['siteName'] ),
			author_site_text( 'p', array( 'class' => 'site-footer__tagline' ), $copy['tagline'] ),
			author_site_social_list( $config ),
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
	$vip = author_site_el(
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
