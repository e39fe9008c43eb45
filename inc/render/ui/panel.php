<?php
/**
 * A boxed block with its heading.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A boxed block with its heading. Twin: Panel.
 * @param array $args title_id, title, icon, class.
 */
function author_site_panel( array $args, $children ) {
	$title = isset( $args['icon'] )
		? author_site_icon( $args['icon'] ) . author_site_text( 'span', array(), $args['title'] )
		: author_site_esc( $args['title'] );
	return author_site_el(
		'section',
		array(
			'class'           => isset( $args['class'] ) ? $args['class'] : 'panel',
			'aria-labelledby' => $args['title_id'],
		),
		array_merge(
			array(
				author_site_el(
					'h2',
					array(
						'id'    => $args['title_id'],
						'class' => 'panel__title',
					),
					$title
				),
			),
			(array) $children
		)
	);
}
