<?php
/**
 * The "New book" block pattern (inc/editor/patterns.php): registered for pages, it
 * holds every section of src/books/catalogue.json in order, each a labelled
 * section, and its example text reads as a book with no problem.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

class BookPatternTest extends BooksTestCase {

	/**
	 * The pattern as WordPress has it registered.
	 *
	 * @return array
	 */
	private static function pattern() {
		$pattern = \WP_Block_Patterns_Registry::get_instance()->get_registered( 'author-site/new-book' );
		if ( ! is_array( $pattern ) ) {
			throw new \RuntimeException( 'the New book pattern is not registered' );
		}
		return $pattern;
	}

	public function test_it_is_registered_for_pages_as_new_book() {
		$pattern = self::pattern();
		$this->assertSame( 'New book', $pattern['title'] );
		$this->assertSame( array( 'page' ), $pattern['postTypes'] );
		$this->assertContains( 'text', $pattern['categories'] );
	}

	public function test_it_holds_every_book_section_in_order_each_a_labelled_section() {
		$content  = self::pattern()['content'];
		$sections = array_keys( json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/books/catalogue.json' ), true )['sections'] );
		$labelled = array_map( 'author_site_block_section', array_values( array_filter( parse_blocks( $content ), fn( $block ) => null !== $block['blockName'] ) ) );
		$this->assertSame( $sections, $labelled );
		// No marker for her to see or type: WordPress prints them when it renders.
		$this->assertStringNotContainsString( 'section:', $content );
		$this->assertSame( $sections, array_keys( author_site_parse_sections( do_blocks( $content ) ) ) );
	}

	public function test_its_example_reads_as_a_book_with_links_for_two_formats_and_no_problem() {
		$book = author_site_read_book( 'example', author_site_parse_sections( do_blocks( self::pattern()['content'] ) ), self::TODAY );
		$this->assertSame( array(), $book['problems'] );
		$this->assertNotSame( '', $book['title'] );
		$this->assertSame( array( 'ebook', 'paperback' ), array_column( $book['buy_links'], 'format' ) );
		$this->assertSame( array( 'Amazon', 'Bookshop.org' ), array_column( $book['buy_links'], 'store' ) );
		$this->assertSame( 2, $book['series_number'] );
		$this->assertNotNull( $book['release_date'] );
		$this->assertNotNull( $book['heat_level'] );
		$this->assertCount( 1, $book['isbns'] );
		foreach ( array( 'subtitle', 'series', 'description', 'callout', 'sample_title' ) as $text ) {
			$this->assertNotSame( '', $book[ $text ], $text );
		}
		foreach ( array( 'synopsis', 'tropes', 'content_notes', 'sample_text' ) as $items ) {
			$this->assertNotEmpty( $book[ $items ], $items );
		}
	}
}
