<?php
/**
 * The server's half of the catalogue's line parity (tests/parity/books-lines.test.ts):
 * loads the local test WordPress with the theme and prints, as JSON, what
 * inc/books/ reads from each text of a list, by every reader of a single
 * value and of a buy link or ISBN line, and as an audio sample against the
 * Media Library's address given with the texts (`{uploads, texts}`).
 *
 *   php tests/parity/books-lines.php <WordPress dir> <site url> <texts.json>
 *
 * @package AuthorSite
 */

require __DIR__ . '/load-wordpress.php';

echo wp_json_encode(
	array_map(
		fn( $text ) => array(
			'series_number' => author_site_book_series_number( $text ),
			'heat_level'    => author_site_book_heat_level( $text ),
			'release_date'  => author_site_book_release_date( $text ),
			'isbn'          => author_site_book_isbn( $text ),
			'buy_links'     => author_site_book_buy_links( array( $text ) ),
			'isbns'         => author_site_book_isbns( array( $text ) ),
			'audio_sample'  => author_site_book_audio_sample( $text, $author_site_parity_input['uploads'] ),
		),
		$author_site_parity_input['texts']
	)
);
