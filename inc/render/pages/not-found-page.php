<?php
/**
 * First view of "Page not found".
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Renders "Page not found". Twin: NotFoundPage. */
function author_site_not_found_page() {
	$copy = author_site_copy( 'pages', 'notFound' );
	return author_site_section(
		array(
			'class'           => 'section not-found',
			'title_id'        => 'not-found-title',
			'container_class' => 'container container--narrow',
		),
		array(
			author_site_text( 'p', array( 'class' => 'eyebrow' ), $copy['eyebrow'] ),
			author_site_text(
				'h1',
				array(
					'id'    => 'not-found-title',
					'class' => 'page-header__title',
				),
				$copy['title']
			),
			author_site_text( 'p', array(), $copy['text'] ),
			author_site_link( '/', 'button button--primary', $copy['button'] ),
		)
	);
}
