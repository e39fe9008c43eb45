<?php
/**
 * A dark band that closes a page.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A dark band that closes a page. Twin: CallToAction.
 * @param array $args title_id, title, text, eyebrow, class,
 *                     container_class, button (to, label).
 */
function author_site_call_to_action( array $args, $actions = array() ) {
	$args = array_merge(
		array(
			'class'           => 'section section--dark',
			'container_class' => 'container container--narrow connect',
		),
		$args
	);
	return author_site_titled_section(
		$args,
		array_merge(
			array(
				author_site_text( 'p', array(), $args['text'] ),
				isset( $args['button'] ) ? author_site_link( $args['button']['to'], 'button button--light', $args['button']['label'] ) : '',
			),
			(array) $actions
		)
	);
}
