<?php
/**
 * The server's half of the catalogue's parity test (tests/parity/books.test.ts):
 * loads the local test WordPress with the theme and prints, as JSON, what the
 * theme's reading model (inc/books/) makes of every case of
 * tests/parity/books-cases.ts: each book, the featured book, the catalogue,
 * each listed book's status and the structured data.
 *
 *   php tests/parity/books.php <WordPress dir> <site url> <cases.json>
 *
 * Nothing is written to the site.
 *
 * @package AuthorSite
 */

require __DIR__ . '/load-wordpress.php';

/**
 * What the reading model makes of one case (BooksResult in books.test.ts).
 *
 * @param array $books_case The case.
 * @return array
 */
function author_site_books_parity_result( array $books_case ) {
	$context  = json_decode( (string) file_get_contents( __DIR__ . '/books-context.json' ), true );
	$uploads  = $books_case['uploads'] ?? null;
	$books    = array_map( fn( $page ) => author_site_read_book( $page['slug'], author_site_parse_sections( $page['html'] ), $books_case['today'], $uploads ), $books_case['pages'] );
	$featured = null;
	if ( null !== $books_case['featured'] ) {
		$content  = author_site_content_from_answer( 'books', array( array( 'content' => array( 'rendered' => $books_case['featured'] ) ) ) );
		$featured = author_site_read_featured_book( $content, author_site_parse_sections( $books_case['featured'] ), $books_case['today'], $uploads );
	}
	$catalogue = author_site_arrange_catalogue( $books, $featured );
	$listed    = array_merge( ...array_merge( array_column( $catalogue['series'], 'books' ), array( $catalogue['standalone'] ) ) );
	return array(
		'books'     => $books,
		'featured'  => $featured,
		'catalogue' => $catalogue,
		'statuses'  => array_map( fn( $book ) => array( $book['slug'], author_site_book_status( $book ) ), $listed ),
		'json_ld'   => array(
			'books'  => array_map( fn( $book ) => author_site_book_json_ld( $book, $context, 'https://example.test/covers/' . $book['slug'] . '.jpg' ), $listed ),
			'series' => array_map( fn( $series ) => author_site_book_series_json_ld( $series, $context ), $catalogue['series'] ),
		),
	);
}

echo wp_json_encode( array_map( 'author_site_books_parity_result', $author_site_parity_input ) );
