<?php
/**
 * A button-styled link away from the site.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A button-styled external link with the external icon. */
function author_site_external_button( $href, $label ) {
	return author_site_el(
		'a',
		array(
			'class' => 'button button--primary',
			'href'  => $href,
		),
		array( author_site_esc( $label ), author_site_icon( 'external' ) )
	);
}
