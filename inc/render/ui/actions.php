<?php
/**
 * A row of buttons.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A row of buttons. Twin: Actions. */
function author_site_actions( $buttons, $centred = false ) {
	return author_site_el( 'div', array( 'class' => $centred ? 'actions actions--center' : 'actions' ), $buttons );
}
