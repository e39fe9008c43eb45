<?php
/**
 * The listed books arranged for /books (docs/books.md#the-catalogue).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where a book stands: available (released), pre-order (upcoming with a store link) or coming.
 * @param array $book Book (author_site_read_book()).
 */
function author_site_book_status( array $book ) {
	if ( ! $book['upcoming'] ) {
		return 'available';
	}
	return $book['buy_links'] ? 'pre-order' : 'coming';
}

/** Sort by release date in the given direction, undated books last. */
function author_site_books_by_date( array $a, array $b, $direction ) {
	if ( null === $a['release_date'] || null === $b['release_date'] ) {
		return ( null === $a['release_date'] ? 1 : 0 ) <=> ( null === $b['release_date'] ? 1 : 0 );
	}
	return $direction * ( strcmp( $a['release_date'], $b['release_date'] ) <=> 0 );
}

/** Reading order: by number, then the unnumbered by release date; ties by slug. */
function author_site_books_reading_order( array $a, array $b ) {
	if ( null !== $a['series_number'] && null !== $b['series_number'] ) {
		return ( $a['series_number'] <=> $b['series_number'] )
			?: author_site_books_by_date( $a, $b, 1 )
			?: strcmp( $a['slug'], $b['slug'] ) <=> 0;
	}
	if ( null !== $a['series_number'] || null !== $b['series_number'] ) {
		return null !== $a['series_number'] ? -1 : 1;
	}
	return author_site_books_by_date( $a, $b, 1 ) ?: strcmp( $a['slug'], $b['slug'] ) <=> 0;
}

/**
 * Two or more books of a series with one number, each number once.
 * @param array $series Series (key, name, books in reading order).
 */
function author_site_books_duplicate_numbers( array $series ) {
	$problems = array();
	foreach ( $series['books'] as $book ) {
		$number = $book['series_number'];
		$same   = array_values( array_filter( $series['books'], fn( $other ) => $other['series_number'] === $number ) );
		if ( null !== $number && count( $same ) > 1 && ! in_array( $number, array_column( $problems, 'number' ), true ) ) {
			$problems[] = array(
				'code'   => 'duplicate-series-number',
				'series' => $series['name'],
				'number' => $number,
				'slugs'  => array_column( $same, 'slug' ),
			);
		}
	}
	return $problems;
}

/**
 * The catalogue: series (each with its series page), standalone, coming_soon,
 * problems and series_problems. The featured book counts in its series but is
 * never standalone nor Coming Soon: /books shows it above them.
 * @param array|null $featured     Featured book, or null.
 * @param array[]    $series_pages Series pages in the answer's order (docs/books.md#series).
 */
function author_site_arrange_catalogue( array $books, $featured, array $series_pages = array() ) {
	$listed = array_values( array_filter( array_merge( null === $featured ? array() : array( $featured ), $books ), fn( $book ) => '' !== $book['title'] ) );
	$groups = array();
	foreach ( $listed as $book ) {
		if ( '' !== $book['series_key'] ) {
			$groups[ $book['series_key'] ][] = $book;
		}
	}
	$first = null === $featured ? '' : $featured['series_key'];
	$keys  = array_map( 'strval', array_keys( $groups ) );
	usort( $keys, fn( $a, $b ) => ( ( $a === $first ? 0 : 1 ) <=> ( $b === $first ? 0 : 1 ) ) ?: strcmp( $a, $b ) <=> 0 );
	$pages  = author_site_match_series_pages( $keys, $series_pages );
	$series = array();
	foreach ( $keys as $key ) {
		$members = $groups[ $key ];
		usort( $members, 'author_site_books_reading_order' );
		$series[] = author_site_series_of( $key, $members, $pages['shown'][ $key ] ?? null );
	}
	$children   = array_values( array_filter( $listed, fn( $book ) => ! $book['featured'] ) );
	$standalone = array_values( array_filter( $children, fn( $book ) => '' === $book['series_key'] ) );
	usort( $standalone, fn( $a, $b ) => author_site_books_by_date( $a, $b, -1 ) ?: strcmp( $a['slug'], $b['slug'] ) <=> 0 );
	$upcoming = array_values( array_filter( $children, fn( $book ) => $book['upcoming'] ) );
	usort( $upcoming, fn( $a, $b ) => author_site_books_by_date( $a, $b, 1 ) ?: strcmp( $a['slug'], $b['slug'] ) <=> 0 );
	return array(
		'series'          => $series,
		'standalone'      => $standalone,
		'coming_soon'     => $upcoming[0] ?? null,
		'problems'        => array_merge( array(), ...array_map( 'author_site_books_duplicate_numbers', $series ) ),
		'series_problems' => $pages['problems'],
	);
}
