<?php
/**
 * A book page's `<head>` (docs/books.md#book-pages): title, description,
 * canonical URL, share image and structured data.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The current book page's title and description (else its subtitle). */
function author_site_book_page_meta() {
	$book = author_site_current_book()['book'] ?? null;
	return array(
		'title'       => $book['title'] ?? '',
		'description' => '' !== ( $book['description'] ?? '' ) ? $book['description'] : ( $book['subtitle'] ?? '' ),
	);
}

/** The current book's canonical URL (`/books/<slug>/`). */
function author_site_current_book_url() {
	$page = author_site_current_book();
	return null === $page ? author_site_route_url( 'books' ) : author_site_book_url( author_site_route_url( 'books' ), $page['book'] );
}

/** The current book's (or the given book page's) cover as the share image, or null without a cover. */
function author_site_book_share_image( $page = null ) {
	$page = $page ?? author_site_current_book();
	return author_site_cover_share_image( $page['cover'] ?? null, $page['book']['title'] ?? '' );
}

/** A book's cover (null: none) as a share image, its alt text the cover's own else "Cover of TITLE by AUTHOR". */
function author_site_cover_share_image( $cover, $title ) {
	if ( ! is_array( $cover ) ) {
		return null;
	}
	$alt = '' !== $cover['alt'] ? $cover['alt'] : author_site_fill(
		author_site_copy( 'ui' )['bookCoverAlt'],
		array(
			'title'      => $title,
			'authorName' => author_site_author_name(),
		)
	);
	return array(
		'url'    => $cover['src'],
		'alt'    => $alt,
		'width'  => $cover['width'],
		'height' => $cover['height'],
	);
}

/** The site's URLs and author the catalogue's JSON-LD refers to. */
function author_site_books_json_ld_context() {
	return array(
		'books_url' => author_site_route_url( 'books' ),
		'author'    => array( '@id' => home_url( '/#author' ) ),
	);
}

/** The current book as a schema.org Book (author_site_book_json_ld()), or null. */
function author_site_book_page_schema() {
	$page = author_site_current_book();
	if ( null === $page ) {
		return null;
	}
	return author_site_book_json_ld( $page['book'], author_site_books_json_ld_context(), $page['cover']['src'] ?? null );
}
