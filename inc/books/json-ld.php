<?php
/**
 * The catalogue's schema.org data as plain arrays (docs/books.md#structured-data).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A book's page: /books for the featured book, else /books/<slug>/. */
function author_site_book_url( $books_url, array $book ) {
	return $book['featured'] ? $books_url : preg_replace( '#/$#D', '', $books_url ) . '/' . $book['slug'] . '/';
}

/** One schema.org Offer per store link. */
function author_site_book_offers( array $book, array $links ) {
	$availability = $book['upcoming'] ? 'PreOrder' : 'InStock';
	return array_map(
		fn( $link ) => array(
			'@type'        => 'Offer',
			'url'          => $link['url'],
			'availability' => 'https://schema.org/' . $availability,
		),
		$links
	);
}

/** One edition per format the book names in its links or ISBNs. */
function author_site_book_editions( array $book ) {
	$editions = array();
	foreach ( author_site_read_json_raw( 'src/books/catalogue.json' )['formats'] as $format => $entry ) {
		$isbns = array_column( array_filter( $book['isbns'], fn( $item ) => $item['format'] === $format ), 'isbn' );
		$named = array_filter( $book['buy_links'], fn( $link ) => $link['format'] === $format );
		if ( ! $isbns && ! $named ) {
			continue;
		}
		$edition = array(
			'@type'      => 'Book',
			'bookFormat' => 'https://schema.org/' . $entry['schema'],
		);
		if ( $isbns ) {
			$edition['isbn'] = $isbns[0];
		}
		$links = array_values( array_filter( $book['buy_links'], fn( $link ) => $link['format'] === $format || null === $link['format'] ) );
		if ( $links ) {
			$edition['offers'] = author_site_book_offers( $book, $links );
		}
		$editions[] = $edition;
	}
	return $editions;
}

/** A book page's schema.org Book. */
function author_site_book_json_ld( array $book, array $context, $image ) {
	$url      = author_site_book_url( $context['books_url'], $book );
	$schema   = array(
		'@type'  => 'Book',
		'@id'    => $url . '#book',
		'name'   => $book['title'],
		'author' => $context['author'],
		'url'    => $url,
	);
	$optional = array(
		'image'         => $image,
		'description'   => '' === $book['description'] ? null : $book['description'],
		'datePublished' => $book['release_date'],
		'isPartOf'      => '' === $book['series'] ? null : array(
			'@type' => 'BookSeries',
			'name'  => $book['series'],
		),
		'position'      => $book['series_number'],
	);
	$schema   = array_merge( $schema, array_filter( $optional, fn( $value ) => null !== $value ) );
	$editions = author_site_book_editions( $book );
	if ( $editions ) {
		$schema['workExample'] = $editions;
	} elseif ( $book['buy_links'] ) {
		$schema['offers'] = author_site_book_offers( $book, $book['buy_links'] );
	}
	return $schema;
}

/**
 * A series as a schema.org BookSeries, its books in reading order.
 * @param array $series Series (author_site_arrange_catalogue()).
 */
function author_site_book_series_json_ld( array $series, array $context ) {
	return array(
		'@type'   => 'BookSeries',
		'name'    => $series['name'],
		'author'  => $context['author'],
		'hasPart' => array_map(
			function ( $book ) use ( $context ) {
				$url  = author_site_book_url( $context['books_url'], $book );
				$part = array(
					'@type' => 'Book',
					'@id'   => $url . '#book',
					'name'  => $book['title'],
					'url'   => $url,
				);
				if ( null !== $book['series_number'] ) {
					$part['position'] = $book['series_number'];
				}
				return $part;
			},
			$series['books']
		),
	);
}
