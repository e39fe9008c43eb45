<?php
/**
 * Content Health's press kit (docs/content-format.md#the-press-kit): whether
 * /press is open, and the photos too small for print.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The long side in pixels a photo needs for print. */
const AUTHOR_SITE_PRESS_PRINT_SIDE = 1500;

/**
 * The pictures the press kit offers whose original is under the print size,
 * each with a name the author knows it by.
 * @return array<int,array{name:string,width:int,height:int}>
 */
function author_site_health_press_small_photos() {
	$pictures = array();
	$photo    = author_site_original_image( author_site_content_page_image_id( 'about' ) );
	if ( null !== $photo ) {
		$pictures[] = array_merge( array( 'name' => __( 'Your author photo (the About page’s featured image)', 'author-site' ) ), $photo );
	}
	foreach ( author_site_press_cover_pages() as $page ) {
		$cover = author_site_original_image( get_post_thumbnail_id( $page ) );
		if ( null !== $cover ) {
			/* translators: %s: the title of a book's page in wp-admin. */
			$pictures[] = array_merge( array( 'name' => sprintf( __( 'The cover of “%s”', 'author-site' ), get_the_title( $page ) ) ), $cover );
		}
	}
	return array_values( array_filter( $pictures, fn( $picture ) => max( $picture['width'], $picture['height'] ) < AUTHOR_SITE_PRESS_PRINT_SIDE ) );
}

/** The press kit's state: its page's status, its address, the small photos. */
function author_site_health_press_report() {
	$post  = author_site_find_content_page( author_site_content_slugs()['press'] );
	$state = 'missing';
	if ( $post ) {
		$state = 'publish' !== $post->post_status ? 'unpublished' : ( '' !== $post->post_password ? 'protected' : 'published' );
	}
	return array(
		'post'  => $post,
		'state' => $state,
		'url'   => author_site_route_url( 'press' ),
		'small' => 'published' === $state ? author_site_health_press_small_photos() : array(),
	);
}

/** Prints the press kit's part of the screen. */
function author_site_health_render_press() {
	$report = author_site_health_press_report();
	$post   = $report['post'];
	echo '<h2>' . esc_html__( 'Your press kit', 'author-site' ) . '</h2>';
	echo '<section class="author-site-health__page card" data-health-page="press" data-state="' . esc_attr( $report['state'] ) . '">';
	if ( $post && 'trash' !== $post->post_status ) {
		printf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( (string) get_edit_post_link( $post->ID ) ), esc_html__( 'Edit the press kit', 'author-site' ) );
	}
	echo '<ul class="author-site-health__list">';
	$link = '<a href="' . esc_url( $report['url'] ) . '"><code>' . esc_html( $report['url'] ) . '</code></a>';
	if ( 'published' === $report['state'] ) {
		// Nothing to fix: the card's all-good line, as a text page's.
		/* translators: %s: the press kit's address. */
		author_site_health_line( true, sprintf( esc_html__( 'Published: your press kit is at %s. It is not in the menu unless you add it.', 'author-site' ), $link ), array( 'kind' => $report['small'] ? 'press-published' : 'all-good' ) );
	} elseif ( 'missing' === $report['state'] ) {
		author_site_health_line( false, esc_html__( 'There is no press kit page (press-content). The theme creates it as a draft when it is activated: switch to another theme and back under Appearance → Themes.', 'author-site' ), array( 'kind' => 'press-missing' ) );
	} elseif ( 'protected' === $report['state'] ) {
		author_site_health_line( false, esc_html__( 'The press kit has a password, so /press shows “Page not found”. Set its visibility to Public.', 'author-site' ), array( 'kind' => 'press-protected' ) );
	} else {
		$status = get_post_status_object( $post->post_status );
		/* translators: %s: the page's status (Draft, Trash …). */
		author_site_health_line( false, sprintf( esc_html__( 'Not published (%s): /press shows “Page not found” until you publish the press kit page.', 'author-site' ), esc_html( $status ? $status->label : $post->post_status ) ), array( 'kind' => 'press-draft' ) );
	}
	foreach ( $report['small'] as $picture ) {
		$text = sprintf(
			/* translators: 1: which picture, 2: its width, 3: its height, 4: the pixels print needs. */
			esc_html__( '%1$s is %2$d × %3$d pixels: too small for print, which needs at least %4$d pixels on the long side. Upload a larger original.', 'author-site' ),
			esc_html( $picture['name'] ),
			$picture['width'],
			$picture['height'],
			AUTHOR_SITE_PRESS_PRINT_SIDE
		);
		author_site_health_line( false, $text, array( 'kind' => 'press-small-photo' ) );
	}
	echo '</ul></section>';
}
