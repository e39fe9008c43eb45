<?php
/**
 * The current view's description, canonical URL, Open Graph and Twitter card
 * tags, and the home-screen icon.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Prints one <meta>. */
function author_site_print_meta( $attribute, $key, $content ) {
	if ( '' === (string) $content ) {
		return;
	}
	printf( '<meta %1$s="%2$s" content="%3$s">' . "\n", esc_attr( $attribute ), esc_attr( $key ), esc_attr( $content ) );
}

/** The description, canonical URL, Open Graph and Twitter card of the current view. */
function author_site_print_meta_tags() {
	$page = author_site_current_page();
	$meta = author_site_page_meta( $page );
	// The browser's bar in her look's accent.
	author_site_print_meta( 'name', 'theme-color', author_site_palette()['accent'] );
	// A WordPress view has core's canonical link and title.
	if ( 'not-found' === $page || 'wp-view' === $page ) {
		return;
	}
	$url   = author_site_route_url( $page );
	$title = author_site_title_text();
	$types = array(
		'books' => 'book',
		'book'  => 'book',
		'about' => 'profile',
	);
	$share = author_site_share_image();
	$image = null === $share ? null : $share['url'];
	$alt   = null === $share ? '' : $share['alt'];
	$size  = null === $share ? array( null, null, null ) : array( $share['width'], $share['height'], $share['type'] );
	if ( 'event' === $page ) {
		// The event's own permalink, and its picture when it has one.
		$event = (array) author_site_current_event();
		$url   = $event['url'] ?? author_site_route_url( 'events' );
		if ( ! empty( $event['image'] ) ) {
			$image = $event['image']['url'];
			$alt   = $event['image']['alt'];
			$size  = array( $event['image']['width'] ?? null, $event['image']['height'] ?? null, null );
		}
	}
	if ( 'book' === $page || 'bonus' === $page ) {
		// The book's own address (or its bonus page's), and its cover when it has one (else the share image).
		$url   = 'bonus' === $page ? author_site_current_bonus_url() : author_site_current_book_url();
		$cover = 'bonus' === $page ? author_site_bonus_share_image() : author_site_book_share_image();
		if ( null !== $cover ) {
			$image = $cover['url'];
			$alt   = $cover['alt'];
			$size  = array( $cover['width'], $cover['height'], null );
		}
	}

	if ( 'series' === $page ) {
		// The series' own address, and its first book's cover when it has one.
		$url   = author_site_current_series_url();
		$cover = author_site_series_share_image();
		if ( null !== $cover ) {
			$image = $cover['url'];
			$alt   = $cover['alt'];
			$size  = array( $cover['width'], $cover['height'], null );
		}
	}

	author_site_print_meta( 'name', 'description', $meta['description'] );
	printf( '<link rel="canonical" href="%s">' . "\n", esc_url( $url ) );
	author_site_print_meta( 'property', 'og:type', $types[ $page ] ?? 'website' );
	author_site_print_meta( 'property', 'og:site_name', author_site_site_name() );
	author_site_print_meta( 'property', 'og:locale', get_locale() );
	author_site_print_meta( 'property', 'og:title', $title );
	author_site_print_meta( 'property', 'og:description', $meta['description'] );
	author_site_print_meta( 'property', 'og:url', esc_url_raw( $url ) );
	if ( null !== $image ) {
		author_site_print_meta( 'property', 'og:image', esc_url_raw( $image ) );
		author_site_print_meta( 'property', 'og:image:type', (string) $size[2] );
		author_site_print_meta( 'property', 'og:image:width', (string) $size[0] );
		author_site_print_meta( 'property', 'og:image:height', (string) $size[1] );
		author_site_print_meta( 'property', 'og:image:alt', $alt );
	}
	if ( 'books' === $page || 'book' === $page ) {
		author_site_print_meta( 'property', 'book:author', author_site_route_url( 'about' ) );
	}
	author_site_print_meta( 'name', 'twitter:card', null !== $image ? 'summary_large_image' : 'summary' );
	author_site_print_meta( 'name', 'twitter:title', $title );
	author_site_print_meta( 'name', 'twitter:description', $meta['description'] );
	if ( null !== $image ) {
		author_site_print_meta( 'name', 'twitter:image', esc_url_raw( $image ) );
		author_site_print_meta( 'name', 'twitter:image:alt', $alt );
	}
}
add_action( 'wp_head', 'author_site_print_meta_tags', 1 );

/** A home-screen icon in her look when the author has set no site icon. */
function author_site_touch_icon() {
	$icon = has_site_icon() ? null : author_site_touch_icon_url();
	if ( null === $icon ) {
		return;
	}
	printf( '<link rel="apple-touch-icon" href="%s">' . "\n", esc_url( $icon ) );
}
add_action( 'wp_head', 'author_site_touch_icon', 2 );
