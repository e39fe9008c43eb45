<?php
/**
 * First view of a book's page (docs/books.md#book-pages).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The book's text column. */
function author_site_book_body( array $book, array $catalogue ) {
	$copy       = author_site_copy( 'books' );
	$neighbours = author_site_book_neighbours( $catalogue, $book );
	$release    = author_site_book_release_line( $book );
	$parts      = array(
		author_site_back_link( 'book-page__back', '/books', $copy['backLink'] ),
		author_site_text(
			'h1',
			array(
				'id'    => 'book-title',
				'class' => 'book-card__title',
			),
			$book['title']
		),
		'' === $book['subtitle'] ? '' : author_site_text( 'p', array( 'class' => 'book-card__subtitle' ), $book['subtitle'] ),
		'' === $book['series'] ? '' : author_site_series_line( $book, $neighbours['previous'], $neighbours['next'], author_site_book_series_path( $catalogue, $book ) ),
		'' === $release ? '' : author_site_text( 'p', array( 'class' => 'book-card__release' ), $release ),
		$book['tropes'] ? author_site_badges( $book['tropes'], author_site_copy( 'ui' )['tropesLabel'] ) : '',
		null === $book['heat_level'] ? '' : author_site_heat_level( $book['heat_level'] ),
		'' === $book['description'] ? '' : author_site_text( 'p', array( 'class' => 'lead' ), $book['description'] ),
		author_site_paragraphs( $book['synopsis'] ),
		'' === $book['callout'] ? '' : author_site_text( 'p', array( 'class' => 'callout' ), $book['callout'] ),
		$book['content_notes'] ? author_site_content_notes( $book['content_notes'] ) : '',
		author_site_store_links( $book ),
		$book['isbns'] ? author_site_isbns( $book ) : '',
		author_site_book_extras( $book, 2 ),
		author_site_bonus_link( $book ),
	);
	return author_site_el( 'div', array( 'class' => 'book-card__body' ), $parts );
}

/** Renders the current book's page. Twin: BookPage. */
function author_site_book_page( array $config ) {
	$page = author_site_current_book();
	if ( null === $page ) {
		return author_site_not_found_page();
	}
	$book   = $page['book'];
	$copy   = author_site_copy( 'books' );
	$main   = author_site_section(
		array(
			'class'           => 'section book-page',
			'title_id'        => 'book-title',
			'container_class' => 'container book-card',
		),
		array(
			author_site_el( 'div', array( 'class' => 'book-card__cover' ), author_site_book_cover( $book['title'], $config['authorName'], $page['cover'] ) ),
			author_site_book_body( $book, author_site_catalogue_data()['catalogue'] ),
		)
	);
	$sample = ! $book['sample_text'] ? '' : author_site_sample_section( '' === $book['sample_title'] ? $copy['sampleTitle'] : $book['sample_title'], $book['sample_text'] );
	return $main . $sample . author_site_newsletter_section( 'book-newsletter', $copy['newsletterTitle'], $copy['newsletterDescription'] );
}
