<?php
/**
 * A book's sample, in a tinted band.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A book's sample, in a tinted band others link to (#sample). Twin: SampleSection. */
function author_site_sample_section( $title, array $paragraphs, $after = array() ) {
	return author_site_titled_section(
		array(
			'anchor'          => 'sample',
			'class'           => 'section section--tinted sample',
			'container_class' => 'container container--narrow',
			'title_id'        => 'sample-title',
			'title'           => $title,
		),
		array_merge(
			array( author_site_el( 'div', array( 'class' => 'sample__text' ), author_site_paragraphs( $paragraphs ) ) ),
			(array) $after
		)
	);
}
