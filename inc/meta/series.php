<?php
/**
 * A series page's `<head>` (docs/books.md#series-pages): title, description,
 * canonical URL, share image and structured data.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The current series page's title (its name) and description (its first paragraph, else its status line). */
function author_site_series_page_meta() {
	$series = author_site_current_series();
	if ( null === $series ) {
		return array(
			'title'       => '',
			'description' => '',
		);
	}
	$description = $series['page']['description'][0] ?? '';
	return array(
		'title'       => author_site_series_title( $series ),
		'description' => '' !== $description ? $description : author_site_series_status_line( $series ),
	);
}

/** The first book's cover of the current series as the share image, or null without one. */
function author_site_series_share_image() {
	$series = author_site_current_series();
	if ( null === $series ) {
		return null;
	}
	$first = $series['books'][0];
	return author_site_cover_share_image( author_site_cover_of( author_site_catalogue_data()['pages'], $first ), $first['title'] );
}

/** The current series as a schema.org BookSeries with its own address, or null. */
function author_site_series_page_schema() {
	$series = author_site_current_series();
	if ( null === $series ) {
		return null;
	}
	$url    = author_site_current_series_url();
	$schema = author_site_book_series_json_ld( $series, author_site_books_json_ld_context() );
	$meta   = author_site_series_page_meta();
	return array_merge(
		array( '@id' => $url . '#series' ),
		$schema,
		array_filter(
			array(
				'name'        => $meta['title'],
				'url'         => $url,
				'description' => $series['page']['description'][0] ?? '',
			)
		)
	);
}
