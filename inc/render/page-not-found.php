<?php
/**
 * First view of the not-found page (src/pages/NotFoundPage.tsx).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders "Page not found".
 *
 * @return string
 */
function author_site_render_not_found() {
	return author_site_el(
		'section',
		array(
			'class'           => 'section not-found',
			'aria-labelledby' => 'not-found-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container container--narrow' ),
			array(
				author_site_text( 'p', array( 'class' => 'eyebrow' ), 'Error 404' ),
				author_site_text(
					'h1',
					array(
						'id'    => 'not-found-title',
						'class' => 'page-header__title',
					),
					'Page not found'
				),
				author_site_text( 'p', array(), 'This page has gone missing — like a medallion in a locked safe. Let’s get you back on track.' ),
				author_site_link( '/', 'button button--primary', 'Go to the home page' ),
			)
		)
	);
}
