<?php
/**
 * A bonus page's `<head>` (docs/books.md#the-bonus-page): its title, its
 * description, its own address and the book's cover to share; `noindex`
 * comes from inc/app/routes.php.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The current bonus page's title (its bonus_title) and description (the teaser's first paragraph). */
function author_site_bonus_page_meta() {
	$book = author_site_current_bonus()['book'] ?? null;
	return array(
		'title'       => $book['bonus_title'] ?? '',
		'description' => $book['bonus_description'][0] ?? '',
	);
}

/** The current bonus page's canonical URL, or the Books route's without one. */
function author_site_current_bonus_url() {
	$page = author_site_current_bonus();
	return null === $page ? author_site_route_url( 'books' ) : author_site_bonus_page_url( $page['book'] );
}

/** The current bonus page's book cover as the share image, or null without a cover. */
function author_site_bonus_share_image() {
	$page = author_site_current_bonus();
	return null === $page || ! is_array( $page['cover'] ) ? null : author_site_book_share_image( $page );
}
