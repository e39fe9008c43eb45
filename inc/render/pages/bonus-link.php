<?php
/**
 * The link from a book to its bonus page, when it has one.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** "BONUS_TITLE", linking to the book's bonus page; '' without one. Twin: BonusLink. */
function author_site_bonus_link( $book ) {
	if ( ! is_array( $book ) || ! author_site_has_bonus_page( $book ) ) {
		return '';
	}
	return author_site_el( 'p', array( 'class' => 'bonus-link' ), author_site_link( author_site_bonus_path( $book ), '', $book['bonus_title'] ) );
}
