<?php
/**
 * A book's lines as the pages show them: dates, release and series lines, neighbours, store groups, list labels.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A book's status in a list. Twin: listStatus(). */
function author_site_book_list_status( array $book ) {
	return 'available' === author_site_book_status( $book )
		? author_site_copy( 'books' )['available']
		: author_site_book_release_line( $book );
}

/** Its place in a series list ("Book 2"), '' without a number. Twin: listNumber(). */
function author_site_book_list_number( array $book ) {
	if ( null === $book['series_number'] ) {
		return '';
	}
	// JSON's shortest form of the number, as JavaScript writes it (2.5, 7).
	return author_site_fill( author_site_copy( 'books' )['listNumber'], array( 'number' => (string) wp_json_encode( $book['series_number'] ) ) );
}

/** A pre-order button's text. Twin: preOrderText(). */
function author_site_pre_order_text( array $link ) {
	$copy = author_site_copy( 'books' );
	if ( null === $link['format'] ) {
		return $link['store'];
	}
	return author_site_fill(
		$copy['preOrderButton'],
		array(
			'store'  => $link['store'],
			'format' => $copy['formats'][ $link['format'] ],
		)
	);
}

/** A YYYY-MM-DD day as "March 5, 2027". Twin: bookDate(). */
function author_site_book_date( $iso ) {
	list( $year, $month, $day ) = array_map( 'intval', explode( '-', $iso ) );
	$months                     = author_site_read_json( 'src/events/dates.json' )['months'];
	return ( $months[ $month - 1 ] ?? '' ) . ' ' . $day . ', ' . $year;
}

/** The release line; '' without a date. Twin: releaseLine(). */
function author_site_book_release_line( array $book ) {
	if ( null === $book['release_date'] ) {
		return '';
	}
	$copy   = author_site_copy( 'books' );
	$status = author_site_book_status( $book );
	$key    = array(
		'available' => 'released',
		'pre-order' => 'preOrder',
		'coming'    => 'coming',
	)[ $status ];
	return author_site_fill( $copy[ $key ], array( 'date' => author_site_book_date( $book['release_date'] ) ) );
}

/** The series line; '' in no series. Twin: seriesLine(). */
function author_site_book_series_line( array $book ) {
	$copy = author_site_copy( 'books' );
	if ( '' === $book['series'] ) {
		return '';
	}
	if ( null === $book['series_number'] ) {
		return author_site_fill( $copy['seriesLineUnnumbered'], array( 'series' => $book['series'] ) );
	}
	return author_site_fill(
		$copy['seriesLine'],
		// JSON's shortest form of the number, as JavaScript writes it (2.5, 7).
		array(
			'number' => (string) wp_json_encode( $book['series_number'] ),
			'series' => $book['series'],
		)
	);
}

/** The listed books before and after a book in its series. Twin: seriesNeighbours(). */
function author_site_book_neighbours( array $catalogue, array $book ) {
	$books = array();
	foreach ( $catalogue['series'] as $series ) {
		if ( $series['key'] === $book['series_key'] ) {
			$books = $series['books'];
		}
	}
	foreach ( $books as $at => $other ) {
		if ( ! $other['featured'] && $other['slug'] === $book['slug'] ) {
			return array(
				'previous' => $books[ $at - 1 ] ?? null,
				'next'     => $books[ $at + 1 ] ?? null,
			);
		}
	}
	return array(
		'previous' => null,
		'next'     => null,
	);
}

/** A book's route path. Twin: bookPath(). */
function author_site_book_path( array $book ) {
	return $book['featured'] ? '/books' : '/books/' . $book['slug'] . '/';
}

/** A series' name as its page writes it, else as its first book does. Twin: seriesTitle(). */
function author_site_series_title( array $series ) {
	return $series['page']['title'] ?? $series['name'];
}

/** A series' route path (`/series/<slug>/`), or null without a slug. Twin: seriesPath(). */
function author_site_series_path( array $series ) {
	return null === $series['slug'] ? null : '/series/' . $series['slug'] . '/';
}

/** The route path of a book's series, or null (no series, no slug). Twin: bookSeriesPath(). */
function author_site_book_series_path( array $catalogue, array $book ) {
	foreach ( $catalogue['series'] as $series ) {
		if ( $series['key'] === $book['series_key'] ) {
			return author_site_series_path( $series );
		}
	}
	return null;
}

/**
 * The store links by named format, each with the every-format links. Twin: storeGroups().
 * @return array[] Each `format` (string|null) and `links`.
 */
function author_site_book_store_groups( array $book ) {
	$formats = array_keys( author_site_read_json_raw( 'src/books/catalogue.json' )['formats'] );
	$named   = array_values( array_filter( $formats, fn( $format ) => in_array( $format, array_column( $book['buy_links'], 'format' ), true ) ) );
	if ( ! $named ) {
		return $book['buy_links'] ? array(
			array(
				'format' => null,
				'links'  => $book['buy_links'],
			),
		) : array();
	}
	return array_map(
		fn( $format ) => array(
			'format' => $format,
			'links'  => array_values( array_filter( $book['buy_links'], fn( $link ) => $link['format'] === $format || null === $link['format'] ) ),
		),
		$named
	);
}

/** A store button's accessible name. */
function author_site_book_store_label( array $link, $format ) {
	$copy = author_site_copy( 'books' );
	if ( null === $format ) {
		return author_site_fill( $copy['storeLinkAnyFormat'], array( 'store' => $link['store'] ) );
	}
	return author_site_fill(
		$copy['storeLink'],
		array(
			'store'  => $link['store'],
			'format' => $copy['formats'][ $format ],
		)
	);
}

/**
 * A series' status line: "Complete series · 4 books", "Ongoing · Book 3 comes
 * March 5, 2027", "On hiatus"; with no status, "4 books". Twin: seriesStatusLine().
 *
 * @param array $series A series of the catalogue (author_site_series_of()).
 * @return string
 */
function author_site_series_status_line( array $series ) {
	$copy    = author_site_copy( 'books' );
	$count   = count( $series['books'] );
	$counted = fn( $forms ) => author_site_fill( author_site_plural_copy( $forms, $count ), array( 'count' => (string) $count ) );
	$status  = $series['page']['status'] ?? null;
	if ( 'hiatus' === $status ) {
		return $copy['seriesHiatus'];
	}
	if ( 'complete' === $status ) {
		return $counted( $copy['seriesComplete'] );
	}
	if ( null === $status ) {
		return $counted( $copy['seriesBooks'] );
	}
	$next = $series['next'];
	if ( null === $next || null === $next['release_date'] ) {
		return $counted( $copy['seriesOngoing'] );
	}
	$date = author_site_book_date( $next['release_date'] );
	if ( null === $next['series_number'] ) {
		return author_site_fill( $copy['seriesOngoingNext'], array( 'date' => $date ) );
	}
	return author_site_fill(
		$copy['seriesOngoingBook'],
		// JSON's shortest form of the number, as JavaScript writes it (2.5, 7).
		array(
			'number' => (string) wp_json_encode( $next['series_number'] ),
			'date'   => $date,
		)
	);
}
