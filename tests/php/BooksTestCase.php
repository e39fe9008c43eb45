<?php
/**
 * The base of the catalogue's PHPUnit tests (tests/php/Books*Test.php): book
 * pages as the block editor saves them (the twin of tests/shared/book-pages.ts)
 * and books read from them with "today" held.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

abstract class BooksTestCase extends TestCase {

	/** The day the tests hold "today" at (BOOKS_TODAY in tests/shared/book-pages.ts). */
	const TODAY = '2026-11-24';

	/**
	 * A book page's `content.rendered`: each section's marker, then its value
	 * in a paragraph, lines joined by `<br>`.
	 *
	 * @param array<string,string|string[]> $sections Section name → value (HTML allowed).
	 * @return string
	 */
	protected static function book_page( array $sections ) {
		$html = '';
		foreach ( $sections as $name => $value ) {
			$html .= "<!-- section:$name -->\n<p>" . ( is_array( $value ) ? implode( "<br />\n", $value ) : $value ) . "</p>\n";
		}
		return $html;
	}

	/**
	 * A book read from a page with these sections.
	 *
	 * @param array<string,string|string[]> $sections Section name → value.
	 * @param string                        $slug     The page's slug.
	 * @param string                        $today    YYYY-MM-DD.
	 * @return array
	 */
	protected static function read( array $sections, $slug = 'the-slug', $today = self::TODAY ) {
		return author_site_read_book( $slug, author_site_parse_sections( self::book_page( $sections ) ), $today );
	}

	/**
	 * A listed book (its title its slug unless given).
	 *
	 * @param string                        $slug     The page's slug.
	 * @param array<string,string|string[]> $sections Section name → value.
	 * @return array
	 */
	protected static function book( $slug, array $sections = array() ) {
		return self::read( array_merge( array( 'title' => $slug ), $sections ), $slug );
	}
}
