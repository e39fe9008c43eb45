<?php
/**
 * A book's own page at `/books/<slug>/` and the lists on /books
 * (docs/books.md): the catalogue from the same preloaded REST answers the app
 * reads, and which pages are book pages.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Today in the site's time zone by the site's clock (a later release is upcoming). */
function author_site_site_today() {
	return author_site_books_today( author_site_now(), wp_timezone() );
}

/**
 * The catalogue as the app reads it, from the preloaded Books page and the
 * list's cut of its children (docs/books.md#what-a-first-view-preloads).
 */
function author_site_catalogue_data() {
	static $data = null;
	if ( null === $data ) {
		$books_answer = author_site_rest_answer( author_site_page_path( 'books' ) );
		$parent       = author_site_books_parent_id( $books_answer );
		$children     = null === $parent ? array() : author_site_rest_answer( author_site_book_list_path( $parent ) );
		$data         = author_site_catalogue_from_answers( $books_answer, $children, author_site_site_today(), author_site_uploads_url() );
	}
	return $data;
}

/**
 * The catalogue's book pages with the listed book at an address's slug read
 * in full from its own preloaded answer (author_site_book_page_path()); as
 * they are when no book is listed there or its answer cannot be read.
 */
function author_site_pages_with_book_at( $slug ) {
	static $pages = array();
	if ( ! isset( $pages[ $slug ] ) ) {
		$data   = author_site_catalogue_data();
		$listed = author_site_listed_book_at( $data['pages'], $slug );
		$parent = author_site_books_parent_id( author_site_rest_answer( author_site_page_path( 'books' ) ) );
		$answer = null === $listed || null === $parent ? null : author_site_rest_answer( author_site_book_page_path( $parent, $listed['book']['slug'] ) );
		$full   = is_array( $answer ) && isset( $answer[0] ) ? author_site_book_page_of( $answer[0], author_site_site_today(), author_site_uploads_url() ) : null;

		$pages[ $slug ] = null === $full ? $data['pages'] : author_site_with_full_page( $data['pages'], $full );
	}
	return $pages[ $slug ];
}

/** The listed book of the current book page, in full, with its cover, or null. */
function author_site_current_book() {
	$slug = get_query_var( 'author_site_book_slug' );
	if ( 'book' !== get_query_var( 'author_site_route' ) || ! is_string( $slug ) || '' === $slug ) {
		return null;
	}
	return author_site_listed_book_at( author_site_pages_with_book_at( $slug ), $slug );
}

/** The listed series of the current series page (`/series/<slug>/`), or null. */
function author_site_current_series() {
	$slug = get_query_var( 'author_site_series_slug' );
	if ( 'series' !== get_query_var( 'author_site_route' ) || ! is_string( $slug ) || '' === $slug ) {
		return null;
	}
	return author_site_series_at( author_site_catalogue_data()['catalogue'], $slug );
}

/** The absolute URL of the current series' page, or null. */
function author_site_current_series_url() {
	$series = author_site_current_series();
	return null === $series ? null : home_url( author_site_series_path( $series ) );
}

/**
 * The catalogue /books lists, or null when no book page is listed and nothing
 * is preloaded for it (docs/books.md#the-books-page).
 */
function author_site_books_listing() {
	static $listing = false;
	if ( false === $listing ) {
		$parent   = author_site_books_parent_id( author_site_rest_answer( author_site_page_path( 'books' ) ) );
		$children = null === $parent ? array() : author_site_rest_answer( author_site_book_list_path( $parent ), false );
		$listing  = author_site_lists_a_book( author_site_book_pages_from_answer( $children, author_site_site_today() ) )
			? author_site_catalogue_data()
			: null;
	}
	return $listing;
}

/** The published Books content page, or null. */
function author_site_books_content_page() {
	$post = get_page_by_path( author_site_read_json( 'src/content/schema.json' )['slugs']['books'], OBJECT, 'page' );
	return $post instanceof WP_Post && 'publish' === $post->post_status ? $post : null;
}

/** Whether a page is a child of the published Books content page. */
function author_site_is_book_child( $id ) {
	$post  = get_post( (int) $id );
	$books = author_site_books_content_page();
	return $post instanceof WP_Post && 'page' === $post->post_type && null !== $books && (int) $post->post_parent === $books->ID;
}

/** The absolute URL of a book's page (`/books/<slug>/`). */
function author_site_book_page_url( $slug ) {
	return home_url( '/books/' . $slug . '/' );
}

/** Whether a page is a published, open child of the Books content page. */
function author_site_is_published_book_page( $id ) {
	$post = get_post( $id );
	return $post instanceof WP_Post && 'publish' === $post->post_status && '' === $post->post_password && author_site_is_book_child( $post->ID );
}
