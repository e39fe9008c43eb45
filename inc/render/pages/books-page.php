<?php
/**
 * First view of Books.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The built-in reader reviews (src/pages/readerQuotes.json). */
function author_site_reader_quotes() {
	return author_site_read_json( 'src/pages/readerQuotes.json' );
}

/** The featured book with its cover, blurb, buy button, extras and bonus link. Twin: BookCard. */
function author_site_book_card( array $c, $author_name, $featured = null ) {
	$copy = author_site_copy( 'pages', 'books' );
	$ui   = author_site_copy( 'ui' );
	return author_site_section(
		array(
			'title_id'        => 'book-title',
			'container_class' => 'container book-card',
		),
		array(
			author_site_el( 'div', array( 'class' => 'book-card__cover' ), author_site_book_cover( $c['title'], $author_name ) ),
			author_site_el(
				'div',
				array( 'class' => 'book-card__body' ),
				array(
					author_site_text(
						'h2',
						array(
							'id'    => 'book-title',
							'class' => 'book-card__title',
						),
						$c['title']
					),
					author_site_text( 'p', array( 'class' => 'book-card__subtitle' ), $c['subtitle'] ),
					author_site_text( 'p', array( 'class' => 'book-card__release' ), $c['releaseDate'] ),
					author_site_badges( $c['tropes'], $ui['tropesLabel'] ),
					author_site_text( 'p', array( 'class' => 'lead' ), $c['description'] ),
					author_site_paragraphs( $c['synopsis'] ),
					author_site_text( 'p', array( 'class' => 'callout' ), $c['callout'] ),
					author_site_external_button( $c['amazonUrl'], $copy['buyButton'] ),
					null === $featured ? '' : author_site_book_extras( $featured, 3 ),
					author_site_bonus_link( $featured ),
				)
			),
		)
	);
}

/** The reader reviews. Twin: Reviews. */
function author_site_reviews() {
	$copy    = author_site_copy( 'pages', 'books' );
	$reviews = '';
	foreach ( author_site_reader_quotes() as $review ) {
		$reviews .= author_site_el(
			'li',
			array( 'class' => 'review' ),
			author_site_el(
				'figure',
				array(),
				array(
					author_site_stars(),
					author_site_el( 'blockquote', array(), author_site_text( 'p', array(), $review['quote'] ) ),
					author_site_text( 'figcaption', array(), author_site_fill( $copy['reviewSource'], $review ) ),
				)
			)
		);
	}
	return author_site_titled_section(
		array(
			'title_id' => 'reviews-title',
			'title'    => $copy['reviewsTitle'],
		),
		author_site_el( 'ul', array( 'class' => 'reviews' ), $reviews )
	);
}

/** Renders Books; Coming Soon shows the soonest upcoming listed book, if any. Twin: BooksPage. */
function author_site_books_page( array $config ) {
	$c       = author_site_page_content( 'books' );
	$copy    = author_site_copy( 'pages', 'books' );
	$sample  = author_site_sample_section( $c['sampleTitle'], $c['sampleText'], author_site_external_button( $c['amazonUrl'], $copy['readButton'] ) );
	$listing = author_site_books_listing();
	$soonest = null === $listing ? null : $listing['catalogue']['coming_soon'];
	$coming  = null !== $soonest
		? author_site_coming_soon_book( $soonest, $listing['pages'], $config['authorName'] )
		: author_site_call_to_action(
			array_merge(
				array(
					'class'           => 'section section--dark coming-soon',
					'container_class' => 'container container--narrow',
					'title_id'        => 'coming-soon-title',
				),
				$copy['comingSoon']
			)
		);
	return author_site_page_header(
		array(
			'title'       => $c['pageTitle'],
			'description' => $c['pageDescription'],
		)
	)
		. author_site_book_card( $c, $config['authorName'], author_site_featured_book_read() )
		. $sample
		. author_site_reviews()
		. $coming
		. ( null === $listing ? '' : author_site_book_lists( $listing, $config['authorName'] ) );
}
