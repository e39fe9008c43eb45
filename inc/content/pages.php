<?php
/**
 * The five content pages the author edits, and what WordPress does to them
 * (docs/content-format.md#what-wordpress-does-to-the-content-pages).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The content pages' slugs, keyed by page. */
function author_site_content_slugs() {
	$schema = author_site_read_json( 'src/content/schema.json' );
	return $schema['slugs'] ?? array();
}

/** Whether a post is one of the content pages. */
function author_site_is_content_page( $post ) {
	$post = get_post( $post );
	return $post instanceof WP_Post && 'page' === $post->post_type && in_array( $post->post_name, author_site_content_slugs(), true );
}

/** Pages get the Excerpt panel: the events page's description is its manual excerpt. */
function author_site_page_excerpts() {
	add_post_type_support( 'page', 'excerpt' );
}
add_action( 'init', 'author_site_page_excerpts' );

/**
 * A content page has no automatic excerpt (it would be its marker text run
 * together); only a manual one is shown.
 */
function author_site_content_page_excerpt( $excerpt, $post = null ) {
	if ( author_site_is_content_page( $post ) && ! has_excerpt( $post ) ) {
		return '';
	}
	return $excerpt;
}
add_filter( 'get_the_excerpt', 'author_site_content_page_excerpt', 5, 2 );

/**
 * No auto-embeds in the content pages: a bare retailer URL on its own line
 * must stay a URL.
 */
function author_site_content_page_no_embeds( $content ) {
	global $wp_embed;
	if ( $wp_embed instanceof WP_Embed && author_site_is_content_page( get_post() ) ) {
		remove_filter( 'the_content', array( $wp_embed, 'autoembed' ), 8 );
		add_filter( 'the_content', 'author_site_restore_embeds', 9 );
	}
	return $content;
}
add_filter( 'the_content', 'author_site_content_page_no_embeds', 7 );

/** Puts auto-embeds back for the next post rendered in the same request. */
function author_site_restore_embeds( $content ) {
	global $wp_embed;
	remove_filter( 'the_content', 'author_site_restore_embeds', 9 );
	add_filter( 'the_content', array( $wp_embed, 'autoembed' ), 8 );
	return $content;
}

/** The ids of the published content pages. */
function author_site_content_page_ids() {
	return get_posts(
		array(
			'post_type'     => 'page',
			'post_status'   => 'publish',
			'post_name__in' => array_values( author_site_content_slugs() ),
			'fields'        => 'ids',
			'numberposts'   => -1,
		)
	);
}

/**
 * Redirects a content page viewed on its own (`/books-content/`, `?page_id=…`)
 * to the route it feeds, before the canonical redirect so that it takes one hop.
 */
function author_site_redirect_content_page() {
	if ( ! is_singular( 'page' ) || ! author_site_is_content_page( get_queried_object() ) ) {
		return;
	}
	$page = array_search( get_queried_object()->post_name, author_site_content_slugs(), true );
	$path = array_search( $page, author_site_routes(), true );
	if ( false === $path ) {
		return;
	}
	wp_safe_redirect( home_url( '' === $path ? '/' : '/' . $path ), 301 );
	exit;
}
add_action( 'template_redirect', 'author_site_redirect_content_page', 1 );

/** Keeps the content pages out of WordPress's sitemap. */
function author_site_sitemap_without_content_pages( $args, $post_type ) {
	if ( 'page' === $post_type ) {
		$args['post__not_in'] = array_merge( $args['post__not_in'] ?? array(), author_site_content_page_ids() );
	}
	return $args;
}
add_filter( 'wp_sitemaps_posts_query_args', 'author_site_sitemap_without_content_pages', 10, 2 );

/** Keeps the content pages out of the front end's search (its feed included). */
function author_site_search_without_content_pages( $query ) {
	if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() ) {
		return;
	}
	$query->set( 'post__not_in', array_merge( (array) $query->get( 'post__not_in' ), author_site_content_page_ids() ) );
}
add_action( 'pre_get_posts', 'author_site_search_without_content_pages' );
