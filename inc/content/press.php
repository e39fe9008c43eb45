<?php
/**
 * The press kit (docs/content-format.md#the-press-kit): the originals of its
 * pictures in its REST answer, and the books it lists, as src/content/press.ts
 * reads them (whether it is published: inc/app/preload.php).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The original full-size file of a usable image in the Media Library (the one
 * uploaded, before WordPress scaled it) with its pixel size; null when none.
 * @return array{url:string,width:int,height:int}|null
 */
function author_site_original_image( $attachment_id ) {
	$id   = author_site_usable_image_id( $attachment_id );
	$url  = $id ? wp_get_original_image_url( $id ) : false;
	$path = $id ? wp_get_original_image_path( $id ) : false;
	$size = is_string( $path ) && is_readable( $path ) ? wp_getimagesize( $path ) : false;
	$url  = is_string( $url ) ? author_site_http_url( $url ) : null;
	if ( null === $url || ! is_array( $size ) || $size[0] < 1 || $size[1] < 1 ) {
		return null;
	}
	return array(
		'url'    => $url,
		'width'  => (int) $size[0],
		'height' => (int) $size[1],
	);
}

/**
 * The pages whose featured image is a book's cover: the published Books
 * content page, then its published children without a password.
 * @return WP_Post[]
 */
function author_site_press_cover_pages() {
	$books = author_site_books_content_page();
	if ( null === $books ) {
		return array();
	}
	$children = get_pages(
		array(
			'parent'      => $books->ID,
			'post_status' => 'publish',
		)
	);
	return array_merge( array( $books ), array_values( array_filter( $children, fn( $page ) => '' === $page->post_password ) ) );
}

/**
 * The originals the press kit offers: the author photo (the About page's
 * featured image), the Site Logo, and each book's cover by its slug (the
 * featured book's under the Books page's slug): published children of the
 * Books content page without a password.
 */
function author_site_press_originals() {
	$covers = array();
	foreach ( author_site_press_cover_pages() as $page ) {
		$original = author_site_original_image( get_post_thumbnail_id( $page ) );
		if ( null !== $original ) {
			$covers[] = array_merge( array( 'slug' => $page->post_name ), $original );
		}
	}
	return array(
		'photo'  => author_site_original_image( author_site_content_page_image_id( 'about' ) ),
		'logo'   => author_site_original_image( author_site_logo_image_id() ),
		'covers' => $covers,
	);
}

/** Adds the originals to the press kit page's REST data (`author_site_press`). */
function author_site_rest_press_originals( $response, $post ) {
	if ( ! $response instanceof WP_REST_Response || author_site_content_slugs()['press'] !== $post->post_name ) {
		return $response;
	}
	$data                      = $response->get_data();
	$data['author_site_press'] = author_site_press_originals();
	$response->set_data( $data );
	return $response;
}
add_filter( 'rest_prepare_page', 'author_site_rest_press_originals', 10, 2 );

/**
 * The originals from the press kit's answer; none where it gives none.
 * Twin: pressOriginals().
 */
function author_site_press_originals_from_answer( $answer ) {
	$field  = is_array( $answer ) && isset( $answer[0]['author_site_press'] ) && is_array( $answer[0]['author_site_press'] ) ? $answer[0]['author_site_press'] : array();
	$read   = fn( $value ) => is_array( $value ) && isset( $value['url'], $value['width'], $value['height'] ) && is_string( $value['url'] ) && is_int( $value['width'] ) && is_int( $value['height'] ) && null !== author_site_http_url( $value['url'] )
		? array(
			'url'    => $value['url'],
			'width'  => $value['width'],
			'height' => $value['height'],
		)
		: null;
	$covers = array();
	foreach ( is_array( $field['covers'] ?? null ) ? $field['covers'] : array() as $cover ) {
		if ( is_array( $cover ) && is_string( $cover['slug'] ?? null ) && null !== $read( $cover ) ) {
			$covers[ $cover['slug'] ] = $read( $cover );
		}
	}
	return array(
		'photo'  => $read( $field['photo'] ?? null ),
		'logo'   => $read( $field['logo'] ?? null ),
		'covers' => $covers,
	);
}

/**
 * The books the press kit lists: each series' books in reading order, then
 * the books in no series; the featured book first when it is in none.
 * Twin: pressBooks().
 */
function author_site_press_books( array $catalogue, array $featured ) {
	$books = array();
	foreach ( $catalogue['series'] as $series ) {
		$books = array_merge( $books, $series['books'] );
	}
	$books = array_merge( $books, $catalogue['standalone'] );
	return '' === $featured['series'] ? array_merge( array( $featured ), $books ) : $books;
}
