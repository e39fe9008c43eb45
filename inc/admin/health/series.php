<?php
/**
 * Content Health's series (docs/books.md#content-health-your-series): each
 * series the site lists, its page (or none), its books in reading order, its
 * status, a book number used twice; series pages that do not show.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The series pages among the Books page's children, in the order the site
 * reads them (by id): {post, page, listed}.
 * @param array $books_report author_site_health_books_report().
 */
function author_site_health_series_pages( array $books_report ) {
	$found = array();
	foreach ( $books_report['books'] as $row ) {
		$post = $row['post'];
		$page = author_site_read_series_page( $post->post_name, author_site_parse_sections( author_site_health_rendered( $post ) ) );
		if ( null !== $page ) {
			$found[] = array(
				'post'   => $post,
				'page'   => $page,
				'listed' => 'publish' === $post->post_status && '' === $post->post_password,
			);
		}
	}
	usort( $found, fn( $a, $b ) => $a['post']->ID <=> $b['post']->ID );
	return $found;
}

/**
 * The series as the site shows them, from the books report: {series, pages, problems, duplicates}.
 * @param array $books_report author_site_health_books_report().
 */
function author_site_health_series_report( array $books_report ) {
	$pages = author_site_health_series_pages( $books_report );
	// A book's series' address, as the REST answer gives it (inc/books/wordpress.php).
	$slugged = fn( $book ) => array_merge( $book, array( 'series_slug' => author_site_series_name_slug( $book['series'] ) ) );
	$listed  = array_map( $slugged, array_column( array_filter( $books_report['books'], fn( $row ) => 'listed' === $row['state'] ), 'book' ) );
	$catalog = author_site_arrange_catalogue( $listed, $slugged( author_site_health_featured_book( $books_report['today'] ) ), array_column( array_filter( $pages, fn( $found ) => $found['listed'] ), 'page' ) );
	return array(
		'series'     => $catalog['series'],
		'pages'      => $pages,
		'problems'   => $catalog['series_problems'],
		'duplicates' => $catalog['problems'],
	);
}

/** A series page's post by its slug, from the report's pages, or null. */
function author_site_health_series_post( array $report, $slug ) {
	foreach ( $report['pages'] as $found ) {
		if ( $found['page']['slug'] === $slug ) {
			return $found['post'];
		}
	}
	return null;
}

/** A page's title and slug linked to its editor (escaped HTML). */
function author_site_health_series_edit_link( WP_Post $post ) {
	return '<a href="' . esc_url( (string) get_edit_post_link( $post->ID ) ) . '">' . esc_html( $post->post_name ) . '</a>';
}

/**
 * One series' card: its address, page, status and books in order.
 * @param array $series One series of author_site_health_series_report().
 * @param array $report The report.
 */
function author_site_health_render_one_series( array $series, array $report ) {
	$page = $series['page'];
	echo '<section class="author-site-health__page card" data-health-series="' . esc_attr( (string) $series['slug'] ) . '">';
	echo '<h3>' . esc_html( author_site_series_title( $series ) ) . '</h3><ul class="author-site-health__list">';
	if ( null === $series['slug'] ) {
		author_site_health_line( false, esc_html__( 'The site can make no address of this series’ name, so it has no page. Add a series page with the “Series page” pattern.', 'author-site' ), array( 'kind' => 'no-address' ) );
	} else {
		$url = home_url( author_site_series_path( $series ) );
		/* translators: %s: the series' address. */
		author_site_health_line( true, sprintf( esc_html__( 'Its page on the site: %s', 'author-site' ), '<a href="' . esc_url( $url ) . '">' . esc_html( $url ) . '</a>' ), array( 'kind' => 'address' ) );
	}
	$post = null === $page ? null : author_site_health_series_post( $report, $page['slug'] );
	if ( null === $post ) {
		author_site_health_line( false, esc_html__( 'No series page: the page shows the books with no description or reading note. To add one: Pages → Add New, choose “Books Content” as its Parent, insert the “Series page” pattern and write the series’ name as its books do.', 'author-site' ), array( 'kind' => 'no-series-page' ) );
	} else {
		/* translators: %s: the series page's slug, linked to its editor. */
		author_site_health_line( true, sprintf( esc_html__( 'Series page: %s', 'author-site' ), author_site_health_series_edit_link( $post ) ), array( 'kind' => 'series-page' ) );
		foreach ( $page['problems'] as $problem ) {
			/* translators: 1: section name, 2: what it holds. */
			$text = sprintf( esc_html__( '%1$s holds “%2$s”, which the site does not read as a status, so none shows. Write ongoing, complete or on hiatus.', 'author-site' ), author_site_health_code( $problem['section'] ), esc_html( $problem['text'] ) );
			author_site_health_line( false, $text, array( 'kind' => $problem['code'] ) );
		}
	}
	/* translators: %s: the series' status line, as the site shows it. */
	author_site_health_line( true, esc_html( sprintf( __( 'Status: %s', 'author-site' ), author_site_series_status_line( $series ) ) ), array( 'kind' => 'status' ) );
	foreach ( $report['duplicates'] as $problem ) {
		if ( $problem['series'] === $series['name'] ) {
			$titles = array_column( array_filter( $series['books'], fn( $book ) => in_array( $book['slug'], $problem['slugs'], true ) ), 'title' );
			author_site_health_line( false, author_site_health_duplicate_text( array_merge( $problem, array( 'titles' => $titles ) ) ), array( 'kind' => 'duplicate-series-number' ) );
		}
	}
	echo '</ul><ol class="author-site-health__books" data-health-series-books>';
	foreach ( $series['books'] as $book ) {
		$number = author_site_book_list_number( $book );
		echo '<li>' . esc_html( ( '' === $number ? '' : $number . ': ' ) . $book['title'] . ' (' . author_site_book_list_status( $book ) . ')' ) . '</li>';
	}
	echo '</ol></section>';
}

/**
 * A series page that does not show, in plain words (escaped HTML).
 * @param array $problem A series problem of the catalogue.
 * @param array $report  The report.
 */
function author_site_health_series_problem_text( array $problem, array $report ) {
	if ( 'orphan-series-page' === $problem['code'] ) {
		$post = author_site_health_series_post( $report, $problem['slug'] );
		/* translators: 1: the page's slug, linked to its editor, 2: the series' name. */
		return sprintf( esc_html__( 'The series page %1$s is for “%2$s”, but no listed book names that series, so it shows nowhere. Write the series’ name exactly as its books do.', 'author-site' ), null === $post ? esc_html( $problem['slug'] ) : author_site_health_series_edit_link( $post ), esc_html( $problem['series'] ) );
	}
	/* translators: 1: the series' name, 2: the page that shows, 3: the pages ignored. */
	return esc_html( sprintf( __( '“%1$s” has more than one series page: %2$s shows, and %3$s is ignored. Delete the extra pages or make them drafts.', 'author-site' ), $problem['series'], $problem['shown'], implode( ', ', $problem['ignored'] ) ) );
}

/**
 * The "Your series" part of the screen.
 * @param array $books_report author_site_health_books_report().
 */
function author_site_health_render_series( array $books_report ) {
	if ( ! $books_report['parent'] ) {
		return;
	}
	$report = author_site_health_series_report( $books_report );
	echo '<h2>' . esc_html__( 'Your series', 'author-site' ) . '</h2>';
	if ( ! $report['series'] && ! $report['problems'] && ! $report['pages'] ) {
		echo '<p data-health-series="none">' . esc_html__( 'No series yet: a book is in a series when its series section names one.', 'author-site' ) . '</p>';
		return;
	}
	foreach ( $report['series'] as $series ) {
		author_site_health_render_one_series( $series, $report );
	}
	$unlisted = array_filter( $report['pages'], fn( $found ) => ! $found['listed'] );
	if ( ! $report['problems'] && ! $unlisted ) {
		return;
	}
	echo '<ul class="author-site-health__list" data-health-series-problems>';
	foreach ( $report['problems'] as $problem ) {
		author_site_health_line( false, author_site_health_series_problem_text( $problem, $report ), array( 'kind' => $problem['code'] ) );
	}
	foreach ( $unlisted as $found ) {
		/* translators: %s: the page's slug, linked to its editor. */
		author_site_health_line( false, sprintf( esc_html__( 'The series page %s is not published or has a password, so it does not show. Publish it when it is ready.', 'author-site' ), author_site_health_series_edit_link( $found['post'] ) ), array( 'kind' => 'unpublished-series-page' ) );
	}
	echo '</ul>';
}
