<?php
/**
 * The bands a page is made of.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A band of a page: a <section> with its container. Twin: Section.
 * @param array $args title_id, label, class, container_class,
 *                    container_tag, anchor (an id others link to).
 */
function author_site_section( array $args, $children ) {
	$anchor = isset( $args['anchor'] ) ? $args['anchor'] : null;
	return author_site_el(
		'section',
		array(
			'id'              => $anchor,
			'class'           => isset( $args['class'] ) ? $args['class'] : 'section',
			'aria-labelledby' => isset( $args['title_id'] ) ? $args['title_id'] : null,
			'aria-label'      => isset( $args['label'] ) ? $args['label'] : null,
			'tabindex'        => null === $anchor ? null : '-1',
		),
		author_site_el(
			isset( $args['container_tag'] ) ? $args['container_tag'] : 'div',
			array( 'class' => isset( $args['container_class'] ) ? $args['container_class'] : 'container' ),
			$children
		)
	);
}

/**
 * A band that starts with its heading. Twin: TitledSection.
 * @param array $args author_site_section()'s, plus title and eyebrow.
 */
function author_site_titled_section( array $args, $children ) {
	return author_site_section(
		$args,
		array_merge(
			array(
				isset( $args['eyebrow'] ) ? author_site_text( 'p', array( 'class' => 'eyebrow' ), $args['eyebrow'] ) : '',
				author_site_text(
					'h2',
					array(
						'id'    => $args['title_id'],
						'class' => 'section__title',
					),
					$args['title']
				),
			),
			(array) $children
		)
	);
}
