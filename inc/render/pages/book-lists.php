<?php
/**
 * The catalogue's lists on /books (docs/books.md#the-books-page).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A list's cover, loaded lazily. Twin: ListCover. */
function author_site_list_cover( $class_name, array $book, array $pages, $author_name ) {
	return author_site_el( 'div', array( 'class' => $class_name ), author_site_book_cover( $book['title'], $author_name, author_site_cover_of( $pages, $book ), true ) );
}

/** A list of books. Twin: BookList. */
function author_site_book_list( array $books, array $pages, $author_name, $numbered ) {
	$items = '';
	foreach ( $books as $book ) {
		$number = $numbered ? author_site_book_list_number( $book ) : '';
		$items .= author_site_el(
			'li',
			array( 'class' => 'book-tile' ),
			array(
				author_site_list_cover( 'book-tile__cover', $book, $pages, $author_name ),
				'' === $number ? '' : author_site_text( 'p', array( 'class' => 'book-tile__number' ), $number ),
				author_site_el( 'h3', array( 'class' => 'book-tile__title' ), author_site_link( author_site_book_path( $book ), '', $book['title'] ) ),
				'' === $book['description'] ? '' : author_site_text( 'p', array( 'class' => 'book-tile__description' ), $book['description'] ),
				author_site_text( 'p', array( 'class' => 'book-tile__status' ), author_site_book_list_status( $book ) ),
			)
		);
	}
	return author_site_el( $numbered ? 'ol' : 'ul', array( 'class' => 'book-list' ), $items );
}

/** A series' books under its name, linking to its page, with its status line from two books. Twin: SeriesList. */
function author_site_series_list( array $series, $title_id, array $pages, $author_name ) {
	$path = author_site_series_path( $series );
	return author_site_section(
		array(
			'class'    => 'section catalogue',
			'title_id' => $title_id,
		),
		array(
			author_site_el(
				'h2',
				array(
					'id'    => $title_id,
					'class' => 'section__title',
				),
				null === $path ? author_site_esc( $series['name'] ) : author_site_link( $path, '', $series['name'] )
			),
			count( $series['books'] ) > 1 ? author_site_text( 'p', array( 'class' => 'catalogue__status' ), author_site_series_status_line( $series ) ) : '',
			author_site_book_list( $series['books'], $pages, $author_name, true ),
		)
	);
}

/**
 * Each series, then "More Books". Twin: BookLists.
 * @param array $listing author_site_books_listing().
 */
function author_site_book_lists( array $listing, $author_name ) {
	$catalogue = $listing['catalogue'];
	$html      = '';
	foreach ( $catalogue['series'] as $index => $series ) {
		$html .= author_site_series_list( $series, 'series-' . ( $index + 1 ) . '-title', $listing['pages'], $author_name );
	}
	if ( $catalogue['standalone'] ) {
		$html .= author_site_titled_section(
			array(
				'class'    => 'section catalogue',
				'title_id' => 'more-books-title',
				'title'    => author_site_copy( 'books' )['moreBooksTitle'],
			),
			author_site_book_list( $catalogue['standalone'], $listing['pages'], $author_name, false )
		);
	}
	return $html;
}

/**
 * Coming Soon (a series' What's next): the soonest upcoming book. Twin: ComingSoonBook.
 * @param array $args title_id and title ("Coming Soon" unless given), signup_link (default true).
 */
function author_site_coming_soon_book( array $book, array $pages, $author_name, array $args = array() ) {
	$copy    = author_site_copy( 'books' );
	$button  = author_site_copy( 'pages', 'books' )['comingSoon']['button'];
	$buttons = '';
	foreach ( $book['buy_links'] as $link ) {
		$buttons .= author_site_el( 'li', array(), author_site_store_button( $link, $link['format'], author_site_pre_order_text( $link ) ) );
	}
	$series = author_site_book_series_line( $book );
	return author_site_titled_section(
		array_merge(
			array(
				'class'           => 'section section--dark coming-soon',
				'container_class' => 'container coming-soon__book',
				'title_id'        => $args['title_id'] ?? 'coming-soon-title',
				'title'           => $args['title'] ?? $copy['comingSoonTitle'],
			),
			'' === $series ? array() : array( 'eyebrow' => $series )
		),
		array(
			author_site_list_cover( 'coming-soon__cover', $book, $pages, $author_name ),
			author_site_el(
				'div',
				array( 'class' => 'coming-soon__body' ),
				array(
					author_site_el( 'h3', array( 'class' => 'coming-soon__title' ), author_site_link( author_site_book_path( $book ), '', $book['title'] ) ),
					author_site_text( 'p', array( 'class' => 'coming-soon__date' ), author_site_book_release_line( $book ) ),
					'' === $book['description'] ? '' : author_site_text( 'p', array(), $book['description'] ),
					'' === $buttons ? '' : author_site_el( 'ul', array( 'class' => 'coming-soon__stores' ), $buttons ),
					( $args['signup_link'] ?? true ) ? author_site_link( $button['to'], 'button button--light', $button['label'] ) : '',
				)
			),
		)
	);
}
