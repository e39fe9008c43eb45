<?php
/**
 * The frame of a landing page (a book's bonus page): the site's name and
 * logo without a menu, <main>, and a short footer.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The site's name and logo, linking home; no menu. Twin: LandingHeader. */
function author_site_landing_header( $site_name ) {
	return author_site_el(
		'header',
		array( 'class' => 'site-header site-header--landing' ),
		author_site_el(
			'div',
			array( 'class' => 'container site-header__inner' ),
			author_site_brand( $site_name )
		)
	);
}

/** The copyright and the privacy page's link. Twin: LandingFooter. */
function author_site_landing_footer( array $config ) {
	$copy = author_site_copy( 'layout', 'footer' );
	return author_site_el(
		'footer',
		array( 'class' => 'site-footer site-footer--landing' ),
		array(
			is_array( $config['privacy'] ) ? author_site_el( 'p', array( 'class' => 'site-footer__legal' ), author_site_text( 'a', array( 'href' => $config['privacy']['url'] ), $config['privacy']['label'] ) ) : '',
			author_site_text( 'p', array( 'class' => 'site-footer__copyright' ), author_site_fill( $copy['copyright'], array( 'authorName' => $config['authorName'] ) ) ),
		)
	);
}

/** A landing page's frame around its view's markup. Twin: LandingFrame. */
function author_site_landing_frame( array $config, $main ) {
	return author_site_el(
		'div',
		array( 'class' => 'site site--landing' ),
		array(
			author_site_el(
				'a',
				array(
					'class' => 'skip-link',
					'href'  => '#main',
				),
				author_site_esc( author_site_copy( 'layout' )['skipLink'] )
			),
			author_site_landing_header( $config['siteName'] ),
			author_site_el(
				'main',
				array(
					'id'       => 'main',
					'class'    => 'site-main',
					'tabindex' => '-1',
				),
				$main
			),
			author_site_landing_footer( $config ),
		)
	);
}
