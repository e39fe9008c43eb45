<?php
/**
 * The five content pages the author edits (homepage-content, books-content,
 * about-content, events-content, contact-content): what WordPress does to
 * them before the app reads them (content contract §1–§2).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The content pages' slugs, keyed by page.
 *
 * @return array<string,string>
 */
function author_site_content_slugs() {
	$schema = author_site_read_json( 'src/content/schema.json' );
	return $schema['slugs'] ?? array();
}

/**
 * Whether a post is one of the content pages.
 *
 * @param WP_Post|int|null $post Post.
 * @return bool
 */
function author_site_is_content_page( $post ) {
	$post = get_post( $post );
	return $post instanceof WP_Post && 'page' === $post->post_type && in_array( $post->post_name, author_site_content_slugs(), true );
}

/**
 * Pages get the Excerpt panel: the events page's description is its manual excerpt.
 */
function author_site_page_excerpts() {
	add_post_type_support( 'page', 'excerpt' );
}
add_action( 'init', 'author_site_page_excerpts' );

/**
 * A content page has no automatic excerpt (it would be marker text run
 * together); only a manual excerpt is shown.
 *
 * @param string  $excerpt The excerpt.
 * @param WP_Post $post    The post.
 * @return string
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
 * must stay a URL, not become an oEmbed (contract §1, `url`).
 *
 * @param string $content Post content.
 * @return string
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

/**
 * Puts auto-embeds back for the next post rendered in the same request.
 *
 * @param string $content Post content.
 * @return string
 */
function author_site_restore_embeds( $content ) {
	global $wp_embed;
	remove_filter( 'the_content', 'author_site_restore_embeds', 9 );
	add_filter( 'the_content', array( $wp_embed, 'autoembed' ), 8 );
	return $content;
}
