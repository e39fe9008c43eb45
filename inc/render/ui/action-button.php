<?php
/**
 * A button that acts in the page (not a link, not a submit).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A button that acts in the page (not a link, not a submit). Twin: ActionButton. */
function author_site_action_button( $label, $variant = 'primary' ) {
	return author_site_text(
		'button',
		array(
			'type'  => 'button',
			'class' => 'button button--' . $variant,
		),
		$label
	);
}
