<?php
/**
 * The title band at the top of a page.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The title band atop a page. Twin: PageHeader.
 * @param array $args title, description, class, logo (bool).
 */
function author_site_page_header( array $args ) {
	return author_site_el(
		'header',
		array( 'class' => isset( $args['class'] ) ? $args['class'] : 'page-header' ),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				empty( $args['logo'] ) ? '' : author_site_logo( 'page-header__logo', 64 ),
				author_site_text( 'h1', array( 'class' => 'page-header__title' ), $args['title'] ),
				author_site_text( 'p', array( 'class' => 'page-header__description' ), $args['description'] ),
			)
		)
	);
}
