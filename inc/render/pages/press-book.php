<?php
/**
 * First view of one book in the press kit.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** One book's facts and cover. Twin: PressBook. */
function author_site_press_book( array $book, array $pages, $author_name, $original ) {
	$copy    = author_site_copy( 'pages', 'press' );
	$series  = author_site_book_series_line( $book );
	$release = author_site_book_release_line( $book );
	return author_site_el(
		'li',
		array( 'class' => 'press-book' ),
		array(
			author_site_el(
				'div',
				array( 'class' => 'press-book__cover' ),
				array(
					author_site_book_cover( $book['title'], $author_name, author_site_cover_of( $pages, $book ), true ),
					null === $original ? '' : author_site_press_download( $original, author_site_fill( $copy['downloadCover'], array( 'title' => $book['title'] ) ) ),
				)
			),
			author_site_el(
				'div',
				array( 'class' => 'press-book__facts' ),
				array(
					author_site_el( 'h3', array( 'class' => 'press-book__title' ), author_site_link( author_site_book_path( $book ), '', $book['title'] ) ),
					'' === $series ? '' : author_site_text( 'p', array( 'class' => 'press-book__series' ), $series ),
					'' === $release ? '' : author_site_text( 'p', array( 'class' => 'press-book__release' ), $release ),
					'' === $book['description'] ? '' : author_site_text( 'p', array( 'class' => 'press-book__hook' ), $book['description'] ),
				)
			),
		)
	);
}
