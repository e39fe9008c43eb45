<?php
/**
 * The editor's Preview of a content page or a published book page, on the
 * route it feeds, with the user's own autosave (docs/whole-site.md#previews);
 * never cached, and anyone else gets the published text.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The `preview_id` of a preview link (0 when there is none). */
function author_site_preview_request_id() {
	return isset( $_GET['preview_id'] ) ? absint( $_GET['preview_id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the nonce is checked in author_site_previewed_page_id().
}

/** Whether the request carries preview parameters at all. */
function author_site_is_preview_request() {
	return isset( $_GET['preview_id'] ) || isset( $_GET['preview_nonce'] ) || isset( $_GET['preview'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tested for presence.
}

/**
 * The content page whose unsaved text this request may show: its id when the
 * link's nonce is the current user's for it (as _show_post_preview() checks)
 * and she can edit it; else 0.
 */
function author_site_previewed_page_id() {
	static $id = null;
	if ( null !== $id ) {
		return $id;
	}
	if ( ! did_action( 'init' ) ) {
		return 0; // The user is not known yet.
	}
	$asked = author_site_preview_request_id();
	$nonce = isset( $_GET['preview_nonce'] ) ? sanitize_text_field( wp_unslash( $_GET['preview_nonce'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- verified in author_site_preview_allowed().
	$id    = author_site_preview_allowed( $asked, $nonce ) ? $asked : 0;
	return $id;
}

/**
 * Whether the theme answers this page's preview: a content page, or a
 * published book page without a password. Read from the post alone: the
 * catalogue is read later, with the autosave in it.
 */
function author_site_is_previewed_by_theme( $id ) {
	return author_site_is_content_page( $id ) || author_site_is_published_book_page( $id );
}

/**
 * Whether the current user may see a content page's unsaved text with this
 * preview nonce.
 */
function author_site_preview_allowed( $id, $nonce ) {
	return $id > 0 && '' !== $nonce && author_site_is_previewed_by_theme( $id )
		&& false !== wp_verify_nonce( $nonce, 'post_preview_' . $id )
		&& current_user_can( 'edit_post', $id );
}

/**
 * Takes over a content page's preview link: core would stop a visitor's with a
 * 403 (_show_post_preview()); the theme shows her the published text.
 */
function author_site_take_over_content_preview() {
	$asked = author_site_preview_request_id();
	if ( $asked && ! is_admin() && author_site_is_previewed_by_theme( $asked ) ) {
		remove_action( 'init', '_show_post_preview' );
	}
}
add_action( 'init', 'author_site_take_over_content_preview', 9 );

/** Keeps a preview link out of caches and indexes, before any redirect or view. */
function author_site_preview_no_store() {
	if ( author_site_is_preview_request() ) {
		nocache_headers();
	}
}
add_action( 'template_redirect', 'author_site_preview_no_store', 0 );

/**
 * Redirects the editor's Preview of a content page or published book to the
 * route it feeds or the book's page: with the preview parameters for an
 * allowed user, without them for anyone else. Temporary, as the link is one
 * person's; before the content page's permanent redirect.
 */
function author_site_redirect_content_preview() {
	if ( ! author_site_is_preview_request() || ! is_singular( 'page' ) || ! author_site_is_previewed_by_theme( get_queried_object_id() ) ) {
		return;
	}
	$post = get_queried_object();
	$page = array_search( $post->post_name, author_site_content_slugs(), true );
	$url  = author_site_is_published_book_page( $post->ID ) ? author_site_book_page_url( $post->post_name ) : author_site_route_url( false === $page ? '' : $page );
	if ( author_site_previewed_page_id() === $post->ID ) {
		$url = add_query_arg(
			array(
				'preview_id'    => $post->ID,
				'preview_nonce' => rawurlencode( sanitize_text_field( wp_unslash( $_GET['preview_nonce'] ?? '' ) ) ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- verified in author_site_previewed_page_id().
				'preview'       => 'true',
			),
			$url
		);
	}
	wp_safe_redirect( $url, 302 );
	exit;
}
add_action( 'template_redirect', 'author_site_redirect_content_preview', 0 );

/**
 * Gives the previewed content page its autosave's title, content and excerpt,
 * as core's _set_preview() does, for the preloaded REST answer both views read.
 */
function author_site_preview_posts( $posts ) {
	$id = is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ? 0 : author_site_previewed_page_id();
	return $id ? author_site_with_autosave( $posts, $id ) : $posts;
}
add_filter( 'the_posts', 'author_site_preview_posts' );

/**
 * The posts, the one with this id showing the current user's autosave (on a
 * copy: WordPress's cached post is left alone); never another user's autosave.
 */
function author_site_with_autosave( $posts, $id ) {
	$user     = get_current_user_id();
	$autosave = is_array( $posts ) && $user ? wp_get_post_autosave( $id, $user ) : false;
	if ( ! $autosave instanceof WP_Post ) {
		return $posts;
	}
	$autosave = sanitize_post( $autosave );
	foreach ( $posts as $i => $post ) {
		if ( $post instanceof WP_Post && $post->ID === $id ) {
			$shown               = clone $post;
			$shown->post_title   = $autosave->post_title;
			$shown->post_content = $autosave->post_content;
			$shown->post_excerpt = $autosave->post_excerpt;
			$posts[ $i ]         = $shown;
		}
	}
	return $posts;
}

/** A preview link is not indexed. */
function author_site_preview_robots( $robots ) {
	if ( author_site_is_preview_request() ) {
		$robots['noindex'] = true;
	}
	return $robots;
}
add_filter( 'wp_robots', 'author_site_preview_robots' );
