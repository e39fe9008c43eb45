<?php
/**
 * The series model (docs/books.md#series): series pages read from the Books
 * content page's children, matched to the catalogue's series, and each
 * series' address, Start here and What's next. Keys in snake_case.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The slug WordPress makes of a series' name, as of a page's title
 * (sanitize_title(): remove_accents() and sanitize_title_with_dashes()), or
 * null when it makes none. PHP alone: the app reads it from the REST answer.
 *
 * @param string $name The series' name as a book writes it.
 * @return string|null
 */
function author_site_series_name_slug( $name ) {
	$slug = '' === (string) $name ? '' : sanitize_title( (string) $name );
	return '' === $slug ? null : $slug;
}

/**
 * The slug of the series a page's REST data names in its `series` section,
 * read from its content as the app reads it (none when protected), or null:
 * the value of author_site_series_slug in the answer (inc/books/wordpress.php).
 *
 * @param array $data A page's REST data.
 * @return string|null
 */
function author_site_series_slug_in_answer( array $data ) {
	$rendered = $data['content']['rendered'] ?? null;
	if ( ! is_string( $rendered ) || true === ( $data['content']['protected'] ?? false ) ) {
		return null;
	}
	return author_site_series_name_slug( author_site_book_section( author_site_parse_sections( $rendered ), 'series' ) );
}

/**
 * A series page section's value by its kind in src/books/catalogue.json: ''
 * or array() when absent.
 *
 * @param array  $sections Parsed sections.
 * @param string $name     Section name.
 * @return string|string[]
 */
function author_site_series_section( array $sections, $name ) {
	$rule  = author_site_read_json_raw( 'src/books/catalogue.json' )['seriesSections'][ $name ][1];
	$value = author_site_apply_rule( $rule, $sections, $name );
	if ( null === $value ) {
		return 'text' === $rule ? '' : array();
	}
	return $value;
}

/**
 * A status: ongoing, complete, on hiatus or hiatus in any case; else null. Twin: readSeriesStatus().
 *
 * @param string $written The status as written.
 * @return string|null
 */
function author_site_read_series_status( $written ) {
	$statuses = author_site_read_json_raw( 'src/books/catalogue.json' )['seriesStatuses'];
	return $statuses[ author_site_book_lower_each( (string) $written ) ] ?? null;
}

/**
 * A child page as a series page (a series_title, no title), or null. Twin: readSeriesPage().
 *
 * @param string   $slug     The page's slug.
 * @param array    $sections Its parsed sections.
 * @param int|null $form_id  The published form its newsletter_form names (its REST answer's author_site_forms), or null.
 * @return array|null
 */
function author_site_read_series_page( $slug, array $sections, $form_id = null ) {
	$title = author_site_series_section( $sections, 'series_title' );
	if ( '' === $title || null !== author_site_apply_rule( 'text', $sections, 'title' ) ) {
		return null;
	}
	$written = author_site_series_section( $sections, 'status' );
	$status  = author_site_read_series_status( $written );
	return array(
		'slug'               => (string) $slug,
		'title'              => $title,
		'key'                => author_site_book_lower_each( $title ),
		'status'             => $status,
		'description'        => author_site_series_section( $sections, 'description' ),
		'reading_note'       => author_site_series_section( $sections, 'reading_note' ),
		'newsletter_form'    => author_site_series_section( $sections, 'newsletter_form' ),
		'newsletter_form_id' => '' === author_site_series_section( $sections, 'newsletter_form' ) ? null : $form_id,
		'problems'           => null === $status && '' !== $written ? array(
			array(
				'code'    => 'unreadable-status',
				'section' => 'status',
				'text'    => $written,
			),
		) : array(),
	);
}

/**
 * The series pages that show, by series key (the first of each listed
 * series in the answer's order), and the problems of those that do not.
 * Twin: matchSeriesPages().
 *
 * @param string[] $keys  The listed series' keys.
 * @param array[]  $pages Series pages in the answer's order.
 * @return array {shown: key => page, problems: array[]}
 */
function author_site_match_series_pages( array $keys, array $pages ) {
	$groups = array();
	foreach ( $pages as $page ) {
		$groups[ $page['key'] ][] = $page;
	}
	$shown    = array();
	$problems = array();
	foreach ( $groups as $key => $group ) {
		if ( ! in_array( (string) $key, $keys, true ) ) {
			foreach ( $group as $page ) {
				$problems[] = array(
					'code'   => 'orphan-series-page',
					'series' => $page['title'],
					'slug'   => $page['slug'],
				);
			}
			continue;
		}
		$shown[ $key ] = $group[0];
		if ( count( $group ) > 1 ) {
			$problems[] = array(
				'code'    => 'duplicate-series-page',
				'series'  => $group[0]['title'],
				'shown'   => $group[0]['slug'],
				'ignored' => array_column( array_slice( $group, 1 ), 'slug' ),
			);
		}
	}
	return array(
		'shown'    => $shown,
		'problems' => $problems,
	);
}

/**
 * The soonest upcoming book; of two on one day, the first in reading order.
 *
 * @param array[] $books Books in reading order.
 * @return array|null
 */
function author_site_series_soonest( array $books ) {
	$found = null;
	foreach ( $books as $book ) {
		if ( $book['upcoming'] && ( null === $found || strcmp( $book['release_date'], $found['release_date'] ) < 0 ) ) {
			$found = $book;
		}
	}
	return $found;
}

/**
 * A series from its books in reading order and its page (or null). Twin: seriesOf().
 *
 * @param string     $key   The series' key.
 * @param array[]    $books Its books in reading order.
 * @param array|null $page  Its series page.
 * @return array
 */
function author_site_series_of( $key, array $books, $page ) {
	$next  = author_site_series_soonest( $books );
	$slugs = array_values( array_filter( array_column( $books, 'series_slug' ), 'is_string' ) );
	$start = array_values( array_filter( $books, fn( $book ) => ! $book['upcoming'] ) );
	return array(
		'key'           => (string) $key,
		'name'          => $books[0]['series'],
		'books'         => $books,
		'slug'          => null === $page ? ( $slugs[0] ?? null ) : $page['slug'],
		'page'          => $page,
		'start'         => $start[0] ?? null,
		'next'          => $next,
		'first_to_know' => null === $next && 'complete' !== ( $page['status'] ?? null ),
	);
}
