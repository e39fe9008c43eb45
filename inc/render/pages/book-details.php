<?php
/**
 * The details on a book's page: the series line, heat level, content notes, store links and ISBNs.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The series line, linking to the series' page (null: none), and the neighbours' links. Twin: SeriesLine. */
function author_site_series_line( array $book, $previous, $next, $series_path = null ) {
	$copy  = author_site_copy( 'books' );
	$items = '';
	foreach ( array(
		'previousInSeries' => $previous,
		'nextInSeries'     => $next,
	) as $label => $other ) {
		if ( null !== $other ) {
			$items .= author_site_el( 'li', array(), author_site_esc( $copy[ $label ] . ' ' ) . author_site_link( author_site_book_path( $other ), '', $other['title'] ) );
		}
	}
	return author_site_el(
		'div',
		array( 'class' => 'book-page__series' ),
		array(
			null === $series_path
				? author_site_text( 'p', array( 'class' => 'book-page__series-line' ), author_site_book_series_line( $book ) )
				: author_site_el( 'p', array( 'class' => 'book-page__series-line' ), author_site_link( $series_path, '', author_site_book_series_line( $book ) ) ),
			'' === $items ? '' : author_site_el( 'ul', array( 'class' => 'book-page__neighbours' ), $items ),
		)
	);
}

/** The heat level as icons with its text. Twin: HeatLevel. */
function author_site_heat_level( $level ) {
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
function author_site_content_notes( array $notes ) {
	$items = implode( '', array_map( fn( $note ) => author_site_text( 'li', array(), $note ), $notes ) );
	return author_site_el(
		'details',
		array( 'class' => 'content-notes' ),
		array( author_site_text( 'summary', array(), author_site_copy( 'books' )['contentNotes'] ), author_site_el( 'ul', array(), $items ) )
	);
}

/**
 * A store's icon, from the icons' sprite (bin/build/copy-assets.mjs): the theme's
 * own icon, else its Simple Icons mark, else ''. Twin: StoreIcon.
 */
function author_site_store_icon( $name ) {
	if ( null === $name ) {
		return '';
	}
	$drawn = isset( author_site_read_json( 'src/ui/icons.json' )[ $name ] )
		|| isset( author_site_read_json_raw( 'src/books/store-marks.json' )[ $name ] );
	return $drawn ? author_site_sprite_icon( $name ) : '';
}

/** One store link as a button opening in a new tab. Twin: StoreButton. */
function author_site_store_button( array $link, $format, $text ) {
	$icon = author_site_store_icon( $link['icon'] );
	// Not esc_url(): the link already passed the site's link rule, and is written as the app writes it.
	$attrs = author_site_attrs(
		array(
			'class'      => 'button button--store',
			'target'     => '_blank',
			'rel'        => 'noopener noreferrer',
			'aria-label' => author_site_book_store_label( $link, $format ),
		)
	);
	return '<a href="' . author_site_esc( $link['url'] ) . '"' . $attrs . '>' . $icon . author_site_esc( $text ) . '</a>';
}

/** The store links; '' without any; its heading at `$level` (2 or 3). Twin: StoreLinks. */
function author_site_store_links( array $book, $level = 2 ) {
	$copy   = author_site_copy( 'books' );
	$groups = '';
	foreach ( author_site_book_store_groups( $book ) as $group ) {
		$links = '';
		foreach ( $group['links'] as $link ) {
			$links .= author_site_el( 'li', array(), author_site_store_button( $link, $group['format'], $link['store'] ) );
		}
		$groups .= author_site_el(
			'div',
			array( 'class' => 'store-group' ),
			array(
				author_site_text( 3 === $level ? 'h4' : 'h3', array( 'class' => 'store-group__title' ), null === $group['format'] ? $copy['allFormats'] : $copy['formats'][ $group['format'] ] ),
				author_site_el( 'ul', array( 'class' => 'store-group__links' ), $links ),
			)
		);
	}
	if ( '' === $groups ) {
		return '';
	}
	return author_site_el(
		'div',
		array( 'class' => 'book-page__stores' ),
		author_site_text(
			3 === $level ? 'h3' : 'h2',
			array(
				'id'    => 'stores-title',
				'class' => 'book-page__stores-title',
			),
			$book['upcoming'] ? $copy['preOrderTitle'] : $copy['buyTitle']
		) . $groups
	);
}

/** The ISBNs, one line a format. Twin: Isbns. */
function author_site_isbns( array $book ) {
	$copy  = author_site_copy( 'books' );
	$items = '';
	foreach ( $book['isbns'] as $isbn ) {
		$line   = author_site_fill(
			$copy['isbnLine'],
			array(
				'format' => $copy['formats'][ $isbn['format'] ],
				'isbn'   => $isbn['isbn'],
			)
		);
		$items .= author_site_text( 'li', array(), $line );
	}
	return author_site_el(
		'ul',
		array(
			'class'      => 'book-page__isbns',
			'aria-label' => $copy['isbnTitle'],
		),
		$items
	);
}
