<?php
/**
 * The arrow link back to a list.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The arrow link back to a list. Twin: BackLink. */
function author_site_back_link( $class_name, $to, $label ) {
	return author_site_el(
		'p',
		array( 'class' => $class_name ),
		author_site_el( 'a', array( 'href' => author_site_href( $to ) ), array( author_site_icon( 'arrow-left' ), author_site_esc( $label ) ) )
	);
}
