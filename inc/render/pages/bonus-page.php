<?php
/**
 * First view of a book's bonus page (docs/books.md#the-bonus-page).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Renders the current bonus page (its landing frame: inc/render/layout/landing-frame.php). Twin: BonusPage. */
function author_site_bonus_page( array $config ) {
	$page = author_site_current_bonus();
	if ( null === $page ) {
		return author_site_not_found_page();
	}
	$book = $page['book'];
	$copy = author_site_copy( 'books', 'bonus' );
	$main = author_site_section(
		array(
			'class'           => 'section bonus-page',
			'title_id'        => 'bonus-title',
			'container_class' => 'container book-card',
		),
		array(
			author_site_el( 'div', array( 'class' => 'book-card__cover' ), author_site_book_cover( $book['title'], $config['authorName'], $page['cover'] ) ),
			author_site_el(
				'div',
				array( 'class' => 'book-card__body' ),
				array(
					author_site_text( 'p', array( 'class' => 'eyebrow' ), $book['title'] ),
					author_site_text(
						'h1',
						array(
							'id'    => 'bonus-title',
							'class' => 'book-card__title',
						),
						$book['bonus_title']
					),
					author_site_paragraphs( $book['bonus_description'] ),
				)
			),
		)
	);
	return $main . author_site_newsletter_section( 'bonus-newsletter', $copy['signupTitle'], $copy['signupDescription'], null, $copy['success'] );
}
