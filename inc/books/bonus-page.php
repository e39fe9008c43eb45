<?php
/**
 * A book's bonus page at `/books/<slug>/bonus/` and the featured book's at
 * `/books/bonus/` (docs/books.md#the-bonus-page): which one the request asks
 * for, from the same catalogue the app reads.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bonus page the request asks for (author_site_bonus_page_at()), or null
 * when it is not one or the book has none.
 */
function author_site_current_bonus() {
	if ( 'bonus' !== get_query_var( 'author_site_route' ) ) {
		return null;
	}
	$slug = get_query_var( 'author_site_book_slug' );
	$slug = is_string( $slug ) && '' !== $slug ? $slug : null;
	$data = author_site_catalogue_data();
	return author_site_bonus_page_at( null === $slug ? $data['pages'] : author_site_pages_with_book_at( $slug ), $data['featured'], $slug );
}

/** The absolute URL of a book's bonus page. */
function author_site_bonus_page_url( array $book ) {
	return home_url( author_site_bonus_path( $book ) );
}

/** The featured book as /books reads it, from the Books page's answer alone (its bonus link). */
function author_site_featured_book_read() {
	return author_site_catalogue_from_answers( author_site_rest_answer( author_site_page_path( 'books' ) ), array(), author_site_site_today(), author_site_uploads_url() )['featured'];
}
