<?php
/**
 * First view of a series' page (docs/books.md#series-pages).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The series' name, status line, description and reading note. Twin: SeriesIntro. */
function author_site_series_intro( array $series ) {
	$page = $series['page'];
	$note = $page['reading_note'] ?? '';
	return author_site_section(
		array(
			'class'           => 'section series-page',
			'title_id'        => 'series-title',
			'container_class' => 'container container--narrow',
		),
		array(
			author_site_back_link( 'book-page__back', '/books', author_site_copy( 'books' )['backLink'] ),
			author_site_text(
				'h1',
				array(
					'id'    => 'series-title',
					'class' => 'series-page__title',
				),
				author_site_series_title( $series )
			),
			author_site_text( 'p', array( 'class' => 'series-page__status' ), author_site_series_status_line( $series ) ),
			author_site_paragraphs( $page['description'] ?? array(), 'series-page__description' ),
			'' === $note ? '' : author_site_text( 'p', array( 'class' => 'callout series-page__note' ), $note ),
		)
	);
}

/** Start here: the first book to read, with its store links. Twin: StartHere. */
function author_site_start_here( array $book, array $pages, $author_name ) {
	$number = author_site_book_list_number( $book );
	return author_site_titled_section(
		array(
			'class'           => 'section start-here',
			'container_class' => 'container coming-soon__book start-here__book',
			'title_id'        => 'start-here-title',
			'title'           => author_site_copy( 'books' )['startHereTitle'],
		),
		array(
			author_site_list_cover( 'coming-soon__cover', $book, $pages, $author_name ),
			author_site_el(
				'div',
				array( 'class' => 'start-here__body' ),
				array(
					'' === $number ? '' : author_site_text( 'p', array( 'class' => 'book-tile__number' ), $number ),
					author_site_el( 'h3', array( 'class' => 'start-here__title' ), author_site_link( author_site_book_path( $book ), '', $book['title'] ) ),
					'' === $book['description'] ? '' : author_site_text( 'p', array(), $book['description'] ),
					author_site_store_links( $book, 3 ),
				)
			),
		)
	);
}

/**
 * A series' page: name and status, Start here, the books in order, What's
 * next and the signup. Twin: SeriesView.
 */
function author_site_series_view( array $series, array $pages, $author_name ) {
	$copy   = author_site_copy( 'books' );
	$first  = $series['first_to_know'];
	$html   = author_site_series_intro( $series );
	$html  .= null === $series['start'] ? '' : author_site_start_here( $series['start'], $pages, $author_name );
	$html  .= author_site_titled_section(
		array(
			'class'    => 'section catalogue',
			'title_id' => 'series-books-title',
			'title'    => $copy['seriesBooksTitle'],
		),
		author_site_book_list( $series['books'], $pages, $author_name, true )
	);
	$html  .= null === $series['next'] ? '' : author_site_coming_soon_book(
		$series['next'],
		$pages,
		$author_name,
		array(
			'title_id'    => 'whats-next-title',
			'title'       => $copy['whatsNextTitle'],
			'signup_link' => false,
		)
	);
	$signup = $first
		? array( $copy['firstToKnowTitle'], author_site_fill( $copy['firstToKnowDescription'], array( 'series' => author_site_series_title( $series ) ) ) )
		: array( $copy['newsletterTitle'], $copy['newsletterDescription'] );
	return $html . author_site_newsletter_section( 'series-newsletter', $signup[0], $signup[1] );
}

/** Renders the current series' page, else the not-found view. Twin: SeriesPage. */
function author_site_series_page( array $config ) {
	$series = author_site_current_series();
	if ( null === $series ) {
		return author_site_not_found_page();
	}
	return author_site_series_view( $series, author_site_catalogue_data()['pages'], $config['authorName'] );
}
