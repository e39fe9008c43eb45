<?php
/**
 * An event's featured image, on its card and its page.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * An event's featured image, on its card and its page. Twin: EventPicture.
 * @param array $image url, alt, width, height.
 */
function author_site_event_picture( array $image, $class_name, $lazy = false ) {
	return author_site_el(
		'img',
		array(
			'class'         => $class_name,
			'src'           => $image['url'],
			'alt'           => $image['alt'],
			'width'         => $image['width'] ?? null,
			'height'        => $image['height'] ?? null,
			'fetchpriority' => $lazy ? 'low' : null,
			'loading'       => $lazy ? 'lazy' : null,
		)
	);
}
