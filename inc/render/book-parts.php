<?php
/**
 * The parts of a book's page: release and series lines, heat level, content notes, the sample.
 * PHP twin: src/books/display.ts, src/pages/BookDetails.tsx and src/pages/SampleSection.tsx.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

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

/** The series line and the neighbours' links. Twin: SeriesLine. */
function author_site_render_book_series( array $book, $previous, $next ) {
	$copy  = author_site_copy( 'books' );
	$items = '';
	foreach ( array( 'previousInSeries' => $previous, 'nextInSeries' => $next ) as $label => $other ) {
		if ( null !== $other ) {
			$items .= author_site_el( 'li', array(), author_site_esc( $copy[ $label ] . ' ' ) . author_site_link( author_site_book_path( $other ), '', $other['title'] ) );
		}
	}
	return author_site_el(
		'div',
		array( 'class' => 'book-page__series' ),
		array(
			author_site_text( 'p', array( 'class' => 'book-page__series-line' ), author_site_book_series_line( $book ) ),
			'' === $items ? '' : author_site_el( 'ul', array( 'class' => 'book-page__neighbours' ), $items ),
		)
	);
}

/** The heat level as icons with its text. Twin: HeatLevel. */
function author_site_render_heat_level( $level ) {
	$max   = author_site_read_json_raw( 'src/books/catalogue.json' )['heat']['max'];
	$icons = '';
	for ( $i = 0; $i < $max; $i++ ) {
		$icons .= author_site_icon( 'heart', $i < $level ? 'heat-level__icon is-on' : 'heat-level__icon' );
	}
	$text = author_site_fill(
		author_site_copy( 'books' )['heatLevel'],
		array(
			'level' => (string) $level,
			'max'   => (string) $max,
		)
	);
	return author_site_el(
		'p',
		array( 'class' => 'heat-level' ),
		array(
			author_site_text( 'span', array( 'class' => 'heat-level__text' ), $text ),
			author_site_el(
				'span',
				array(
					'class'       => 'heat-level__icons',
					'aria-hidden' => 'true',
				),
				$icons
			),
		)
	);
}

/** The content notes in a closed disclosure. Twin: ContentNotes. */
function author_site_render_content_notes( array $notes ) {
	$items = implode( '', array_map( fn( $note ) => author_site_text( 'li', array(), $note ), $notes ) );
	return author_site_el(
		'details',
		array( 'class' => 'content-notes' ),
		array( author_site_text( 'summary', array(), author_site_copy( 'books' )['contentNotes'] ), author_site_el( 'ul', array(), $items ) )
	);
}

/** A book's sample, in a tinted band others link to (#sample). Twin: SampleSection. */
function author_site_render_sample( $title, array $paragraphs, $after = array() ) {
	return author_site_titled_section(
		array(
			'anchor'          => 'sample',
			'class'           => 'section section--tinted sample',
			'container_class' => 'container container--narrow',
			'title_id'        => 'sample-title',
			'title'           => $title,
		),
		array_merge(
			array( author_site_el( 'div', array( 'class' => 'sample__text' ), author_site_paragraphs( $paragraphs ) ) ),
			(array) $after
		)
	);
}
