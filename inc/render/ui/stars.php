<?php
/**
 * Five stars, read out as one rating.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Five stars, read out as one rating. Twin: Stars. */
function author_site_stars() {
	$copy = author_site_copy( 'ui' );
	return author_site_el(
		'p',
		array(
			'class'      => 'stars',
			'role'       => 'img',
			'aria-label' => $copy['starsLabel'],
		),
		str_repeat( author_site_icon( 'star' ), 5 )
	);
}
