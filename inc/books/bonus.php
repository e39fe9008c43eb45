<?php
/**
 * A book's bonus page (docs/books.md#the-bonus-page): whether it exists, its
 * address, and the book it belongs to. Twin of src/books/bonus.ts.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Whether a book has a bonus page: a bonus_title and a known bonus_form. Twin: hasBonusPage(). */
function author_site_has_bonus_page( array $book ) {
	return '' !== $book['bonus_title'] && null !== $book['bonus_form_id'];
}

/** A bonus page's route path: /books/bonus/ for the featured book. Twin: bonusPath(). */
function author_site_bonus_path( array $book ) {
	return $book['featured'] ? '/books/bonus/' : '/books/' . $book['slug'] . '/bonus/';
}

/**
 * The bonus page (`book`, `cover`: false for the featured book's) of the
 * listed book at a slug (null: the featured book's), or null when it has
 * none. Twin: bonusPageAt().
 */
function author_site_bonus_page_at( array $pages, array $featured, $slug ) {
	$book = null === $slug ? $featured : ( author_site_listed_book_at( $pages, $slug )['book'] ?? null );
	return null !== $book && author_site_has_bonus_page( $book ) ? array(
		'book'  => $book,
		'cover' => author_site_cover_of( $pages, $book ),
	) : null;
}
