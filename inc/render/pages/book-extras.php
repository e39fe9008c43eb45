<?php
/**
 * First view of a book's extras: the audiobook and the book club questions
 * (docs/books.md#a-books-extras).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The audiobook: its heading, narrator and sample player; '' without either. */
function author_site_book_extras_audio( array $book, $level ) {
	$copy = author_site_copy( 'books' );
	if ( '' === $book['narrator'] && '' === $book['audio_sample'] ) {
		return '';
	}
	$player = '' === $book['audio_sample'] ? '' : author_site_el(
		'audio',
		array(
			'class'      => 'book-extras__player',
			'controls'   => true,
			'preload'    => 'none',
			'src'        => $book['audio_sample'],
			'aria-label' => author_site_fill( $copy['audioSampleLabel'], array( 'title' => $book['title'] ) ),
		)
	);
	return author_site_el(
		'section',
		array(
			'class'           => 'book-extras__audio',
			'aria-labelledby' => 'book-extras-audio-title',
		),
		array(
			author_site_text(
				2 === $level ? 'h2' : 'h3',
				array(
					'id'    => 'book-extras-audio-title',
					'class' => 'book-extras__title',
				),
				$copy['audiobookTitle']
			),
			'' === $book['narrator'] ? '' : author_site_text( 'p', array( 'class' => 'book-extras__narrator' ), author_site_fill( $copy['narratedBy'], array( 'narrator' => $book['narrator'] ) ) ),
			$player,
		)
	);
}

/** The book club questions, numbered, in a closed disclosure; '' without any. */
function author_site_book_extras_club( array $book ) {
	if ( ! $book['book_club'] ) {
		return '';
	}
	$items = implode( '', array_map( fn( $question ) => author_site_text( 'li', array(), $question ), $book['book_club'] ) );
	return author_site_el(
		'details',
		array( 'class' => 'book-extras__club' ),
		array( author_site_text( 'summary', array(), author_site_copy( 'books' )['bookClubTitle'] ), author_site_el( 'ol', array(), $items ) )
	);
}

/**
 * The audiobook and book club questions of a book; '' when it has neither.
 * `$level` is the Audiobook heading's: 2 on a book's page, 3 in a card.
 * Twin: BookExtras.
 */
function author_site_book_extras( array $book, $level ) {
	$audio = author_site_book_extras_audio( $book, $level );
	$club  = author_site_book_extras_club( $book );
	if ( '' === $audio && '' === $club ) {
		return '';
	}
	return author_site_el( 'div', array( 'class' => 'book-extras' ), array( $audio, $club ) );
}
