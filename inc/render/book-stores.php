<?php
/**
 * A book's store links grouped by format, and its ISBNs.
 * PHP twin: src/books/display.ts and src/pages/BookDetails.tsx.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

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

/** The store links; '' without any. Twin: StoreLinks. */
function author_site_render_store_links( array $book ) {
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
				author_site_text( 'h3', array( 'class' => 'store-group__title' ), null === $group['format'] ? $copy['allFormats'] : $copy['formats'][ $group['format'] ] ),
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
			'h2',
			array(
				'id'    => 'stores-title',
				'class' => 'book-page__stores-title',
			),
			$book['upcoming'] ? $copy['preOrderTitle'] : $copy['buyTitle']
		) . $groups
	);
}

/** The ISBNs, one line a format. Twin: Isbns. */
function author_site_render_isbns( array $book ) {
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
