<?php
/**
 * Content Health's books: every book page but the trashed, read as the site
 * reads a book (docs/books.md#content-health-your-books).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The statuses Content Health shows a book page in. */
function author_site_health_book_statuses() {
	return array( 'publish', 'future', 'draft', 'pending', 'private' );
}

/** The Books content page (books-content) in any status, or null. */
function author_site_health_books_parent() {
	$slugs = author_site_content_slugs();
	return isset( $slugs['books'] ) ? author_site_find_content_page( $slugs['books'] ) : null;
}

/** The Books content page's children, by menu order then title. */
function author_site_health_book_pages( WP_Post $books_page ) {
	$query = new WP_Query(
		array(
			'post_type'      => 'page',
			'post_parent'    => $books_page->ID,
			'post_status'    => author_site_health_book_statuses(),
			'posts_per_page' => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Content Health lists every book page, bounded.
			'orderby'        => array(
				'menu_order' => 'ASC',
				'title'      => 'ASC',
				'ID'         => 'ASC',
			),
			'no_found_rows'  => true,
		)
	);
	return $query->posts;
}

/**
 * A page's content as the site reads it (`content.rendered`), with no
 * auto-embeds, so a bare store link stays a link and nothing is fetched.
 */
function author_site_health_rendered( WP_Post $post ) {
	global $wp_embed;
	$embeds = $wp_embed instanceof WP_Embed && false !== has_filter( 'the_content', array( $wp_embed, 'autoembed' ) );
	if ( $embeds ) {
		remove_filter( 'the_content', array( $wp_embed, 'autoembed' ), 8 );
	}
	$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the filters read the current post, as REST sets it.
	setup_postdata( $post );
	$html = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as REST applies it.
	wp_reset_postdata();
	if ( $embeds ) {
		add_filter( 'the_content', array( $wp_embed, 'autoembed' ), 8 );
	}
	return $html;
}

/** Whether a page's book is listed, else why not: unpublished, protected or no-title. */
function author_site_health_book_state( WP_Post $post, array $book ) {
	if ( 'publish' !== $post->post_status ) {
		return 'unpublished';
	}
	if ( '' !== $post->post_password ) {
		return 'protected';
	}
	return '' === $book['title'] ? 'no-title' : 'listed';
}

/** A book's cover: the chosen image, the usable one (0: none), its size and problems. */
function author_site_health_book_cover( WP_Post $post ) {
	$chosen = (int) get_post_thumbnail_id( $post );
	$id     = author_site_usable_image_id( $chosen );
	$meta   = $id ? wp_get_attachment_metadata( $id ) : array();
	$cover  = array(
		'chosen'   => $chosen,
		'id'       => $id,
		'width'    => (int) ( $meta['width'] ?? 0 ),
		'height'   => (int) ( $meta['height'] ?? 0 ),
		'problems' => array(),
	);
	if ( $id ) {
		$cover['problems'] = author_site_admin_cover_problems( $cover['width'], $cover['height'] );
	}
	return $cover;
}

/** The featured book as the catalogue counts it, from the Books page's published text. */
function author_site_health_featured_book( $today ) {
	$answer   = author_site_rest_answer( author_site_page_path( 'books' ) );
	$rendered = $answer[0]['content']['rendered'] ?? '';
	return author_site_read_featured_book( author_site_page_content( 'books' ), author_site_parse_sections( is_string( $rendered ) ? $rendered : '' ), $today, author_site_uploads_url() );
}

/**
 * Every book page's report, and the catalogue's duplicate numbers.
 * @return array{parent:WP_Post|null,today:string,books:array[],duplicates:array[]}
 *     books: {post, book, series_page, state, status, cover, duplicates}.
 */
function author_site_health_books_report( $now = null ) {
	$today      = author_site_books_today( null === $now ? author_site_now() : $now, wp_timezone() );
	$books_page = author_site_health_books_parent();
	$report     = array(
		'parent'     => $books_page,
		'today'      => $today,
		'books'      => array(),
		'duplicates' => array(),
	);
	if ( ! $books_page ) {
		return $report;
	}
	foreach ( author_site_health_book_pages( $books_page ) as $post ) {
		$sections          = author_site_parse_sections( author_site_health_rendered( $post ) );
		$book              = author_site_read_book( $post->post_name, $sections, $today, author_site_uploads_url() );
		$report['books'][] = array(
			'post'        => $post,
			'book'        => $book,
			'series_page' => null !== author_site_read_series_page( $post->post_name, $sections ),
			'state'       => author_site_health_book_state( $post, $book ),
			'status'      => author_site_book_status( $book ),
			'cover'       => author_site_health_book_cover( $post ),
			'duplicates'  => array(),
		);
	}
	$listed    = array_column( array_filter( $report['books'], fn( $row ) => 'listed' === $row['state'] ), 'book' );
	$featured  = author_site_health_featured_book( $today );
	$catalogue = author_site_arrange_catalogue( $listed, $featured );
	$titles    = array_column( array_merge( array( $featured ), $listed ), 'title', 'slug' );
	foreach ( $catalogue['problems'] as $problem ) {
		$problem['titles'] = array_map( fn( $slug ) => $titles[ $slug ] ?? $slug, $problem['slugs'] );
		foreach ( $report['books'] as &$row ) {
			if ( 'listed' === $row['state'] && in_array( $row['book']['slug'], $problem['slugs'], true ) ) {
				$row['duplicates'][] = $problem;
			}
		}
		unset( $row );
		$report['duplicates'][] = $problem;
	}
	return $report;
}
