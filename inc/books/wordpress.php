<?php
/**
 * Book pages in WordPress (docs/books.md#book-pages): their cover, their
 * series' slug and forms in the REST answer, the list's cut of their text, and
 * WordPress's own address leading to the book's.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Adds a book page's cover to its REST data, at the Books page's cover size. */
function author_site_rest_book_cover( $response, $post ) {
	if ( ! $response instanceof WP_REST_Response || ! author_site_is_book_child( $post->ID ) ) {
		return $response;
	}
	$image                     = author_site_usable_image_id( get_post_thumbnail_id( $post ) );
	$slot                      = author_site_picture_slots()['cover'];
	$data                      = $response->get_data();
	$data['author_site_cover'] = $image ? author_site_image_attributes( $image, $slot['size'], $slot['sizes'] ) : null;
	$response->set_data( $data );
	return $response;
}
add_filter( 'rest_prepare_page', 'author_site_rest_book_cover', 10, 2 );

/**
 * Whether a page's REST answer is the Books content page's (true) or a book
 * page's (false); null for any other answer.
 */
function author_site_rest_books_page( $response, $post ) {
	$books = author_site_books_content_page();
	if ( ! $response instanceof WP_REST_Response || null === $books ) {
		return null;
	}
	if ( $books->ID === $post->ID ) {
		return true;
	}
	return author_site_is_book_child( $post->ID ) ? false : null;
}

/**
 * Adds to a book page's REST data, and to the Books content page's when it
 * names a series, `author_site_series_slug`: the slug WordPress makes of its
 * `series` (author_site_series_name_slug()), so that the app and PHP give each
 * series the same address (docs/books.md#series). Null in no series; left out
 * of the Books content page's answer then, so the routes that preload it stay
 * byte for byte as they were.
 */
function author_site_rest_series_slug( $response, $post ) {
	$is_books = author_site_rest_books_page( $response, $post );
	if ( null === $is_books ) {
		return $response;
	}
	$data = $response->get_data();
	$slug = author_site_series_slug_in_answer( $data );
	if ( null !== $slug || ! $is_books ) {
		$data['author_site_series_slug'] = $slug;
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_prepare_page', 'author_site_rest_series_slug', 10, 2 );

/**
 * Adds to a book page's REST data, and to the Books content page's when it
 * names a form, `author_site_forms`: each of `newsletter_form` and
 * `bonus_form` the page writes, matched to a published Constant Contact form
 * (author_site_newsletter_forms_in_answer()), so that the app and PHP use the
 * same form. Left out of the Books content page's answer when it names none,
 * so the routes that preload it stay byte for byte as they were.
 */
function author_site_rest_forms( $response, $post ) {
	$is_books = author_site_rest_books_page( $response, $post );
	if ( null === $is_books ) {
		return $response;
	}
	$data  = $response->get_data();
	$forms = author_site_newsletter_forms_in_answer( $data );
	if ( $forms || ! $is_books ) {
		$data['author_site_forms'] = (object) $forms;
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_prepare_page', 'author_site_rest_forms', 10, 2 );

/**
 * Cuts a book page's `content.rendered` to the sections a list shows when the
 * request asks for them (`author_site_sections=list`, author_site_book_list_path());
 * any other value, or none, leaves the answer whole. After the filters above,
 * which read the whole text (the series' slug, the forms).
 */
function author_site_rest_book_list( $response, $post, $request ) {
	if ( ! $response instanceof WP_REST_Response || ! $request instanceof WP_REST_Request || 'list' !== $request->get_param( 'author_site_sections' ) || ! author_site_is_book_child( $post->ID ) ) {
		return $response;
	}
	$data     = $response->get_data();
	$rendered = $data['content']['rendered'] ?? null;
	if ( ! is_string( $rendered ) || true === ( $data['content']['protected'] ?? false ) ) {
		return $response;
	}
	$unreadable                  = is_array( $data['author_site_unreadable'] ?? null ) ? $data['author_site_unreadable'] : array();
	$data['content']['rendered'] = in_array( 'content', $unreadable, true ) ? '' : author_site_book_list_content( $rendered );
	$response->set_data( $data );
	return $response;
}
add_filter( 'rest_prepare_page', 'author_site_rest_book_list', 20, 3 );

/**
 * Redirects WordPress's own address of a listed book page to `/books/<slug>/`,
 * before the canonical redirect, as the content pages do.
 */
function author_site_redirect_book_page() {
	$post = get_queried_object();
	if ( ! is_singular( 'page' ) || ! $post instanceof WP_Post || author_site_is_preview_request() || ! author_site_is_book_child( $post->ID ) ) {
		return;
	}
	$page = author_site_listed_book_at( author_site_catalogue_data()['pages'], $post->post_name );
	if ( null !== $page ) {
		wp_safe_redirect( author_site_book_page_url( $page['book']['slug'] ), 301 );
		exit;
	}
}
add_action( 'template_redirect', 'author_site_redirect_book_page', 1 );

/**
 * No auto-embeds in a book's page either, as in the content pages: its audio
 * sample's address stays an address, not core's player with MediaElement's
 * scripts and jQuery on every page that reads the book.
 */
function author_site_book_page_no_embeds( $content ) {
	global $wp_embed;
	$post = get_post();
	if ( $wp_embed instanceof WP_Embed && $post instanceof WP_Post && author_site_is_book_child( $post->ID )
		&& false !== has_filter( 'the_content', array( $wp_embed, 'autoembed' ) ) ) {
		remove_filter( 'the_content', array( $wp_embed, 'autoembed' ), 8 );
		add_filter( 'the_content', 'author_site_restore_embeds', 9 );
	}
	return $content;
}
add_filter( 'the_content', 'author_site_book_page_no_embeds', 7 );
