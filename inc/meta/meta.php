<?php
/**
 * What search engines and link previews read: each view's title and
 * description, from the same text the app shows; the tags are in
 * inc/meta/tags.php and inc/meta/json-ld.php
 * (docs/product.md#search-engines-and-link-previews).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A page's heading for the document title and its description, from the text
 * the page shows (as src/layout/useDocumentTitle.ts).
 */
function author_site_page_meta( $page ) {
	static $cache = array();
	if ( isset( $cache[ $page ] ) ) {
		return $cache[ $page ];
	}
	$content = in_array( $page, array( 'not-found', 'event', 'book', 'series', 'bonus' ), true ) ? array() : author_site_page_content( $page );
	$copy    = author_site_read_json( 'src/pages/copy.json' );
	switch ( $page ) {
		case 'home':
			$meta = array(
				'title'       => $copy['home']['documentTitle'],
				'description' => $content['heroSubtitle'] ?? '',
			);
			break;
		case 'about':
			$meta = array(
				'title'       => $content['pageTitle'] ?? 'About',
				'description' => $content['pageSubtitle'] ?? '',
			);
			break;
		case 'books':
		case 'events':
		case 'contact':
		case 'press':
			$meta = array(
				'title'       => $content['pageTitle'] ?? ucfirst( $page ),
				'description' => $content['pageDescription'] ?? '',
			);
			break;
		case 'event':
			$event = (array) author_site_current_event();
			$meta  = array(
				'title'       => $event['title'] ?? '',
				'description' => '' !== ( $event['description'] ?? '' ) ? $event['description'] : author_site_venue_text( $event ),
			);
			break;
		case 'book':
			$meta = author_site_book_page_meta();
			break;
		case 'bonus':
			$meta = author_site_bonus_page_meta();
			break;
		case 'series':
			$meta = author_site_series_page_meta();
			break;
		default:
			$meta = array(
				'title'       => $copy['notFound']['title'],
				'description' => '',
			);
	}
	$meta['title']       = author_site_meta_text( $meta['title'] );
	$meta['description'] = author_site_meta_text( $meta['description'] );
	$cache[ $page ]      = $meta;
	return $meta;
}

/** The current view's title as plain text. */
function author_site_title_text() {
	$meta = author_site_page_meta( author_site_current_page() );
	return $meta['title'] . ' · ' . author_site_author_name();
}

/** "Page · Author name", the title the app sets on in-app navigation. */
function author_site_document_title( $title ) {
	// A WordPress view keeps core's title.
	if ( is_admin() || is_feed() || 'wp-view' === author_site_current_page() ) {
		return $title;
	}
	// Printed as returned, so escaped here.
	return esc_html( author_site_title_text() );
}
add_filter( 'pre_get_document_title', 'author_site_document_title' );
