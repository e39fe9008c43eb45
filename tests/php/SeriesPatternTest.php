<?php
/**
 * The "Series page" block pattern (inc/editor/patterns.php): registered for
 * pages, it holds every series page section of src/books/catalogue.json in
 * order, each a labelled section, and its example text reads as a series page
 * with no problem; the editor gets the same sections to add one by one.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

class SeriesPatternTest extends BooksTestCase {

	/** The pattern as WordPress has it registered. */
	private static function pattern() {
		$pattern = \WP_Block_Patterns_Registry::get_instance()->get_registered( 'author-site/series-page' );
		if ( ! is_array( $pattern ) ) {
			throw new \RuntimeException( 'the Series page pattern is not registered' );
		}
		return $pattern;
	}

	public function test_it_is_registered_for_pages_as_series_page() {
		$pattern = self::pattern();
		$this->assertSame( 'Series page', $pattern['title'] );
		$this->assertSame( array( 'page' ), $pattern['postTypes'] );
		$this->assertContains( 'author-site', $pattern['categories'] );
	}

	public function test_it_holds_every_series_section_in_order_each_a_labelled_section() {
		$content  = self::pattern()['content'];
		$sections = array_keys( json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/books/catalogue.json' ), true )['seriesSections'] );
		$this->assertSame( array( 'series_title', 'status', 'description', 'reading_note', 'newsletter_form' ), $sections );
		$labelled = array_map( 'author_site_block_section', array_values( array_filter( parse_blocks( $content ), fn( $block ) => null !== $block['blockName'] ) ) );
		$this->assertSame( $sections, $labelled );
		$this->assertStringNotContainsString( 'section:', $content );
		$this->assertSame( $sections, array_keys( author_site_editor_data()['sections']['series'] ) );
	}

	public function test_its_example_reads_as_an_ongoing_series_page_with_no_problem() {
		$page = author_site_read_series_page( 'example', author_site_parse_sections( do_blocks( self::pattern()['content'] ) ) );
		$this->assertNotNull( $page );
		$this->assertSame( array(), $page['problems'] );
		$this->assertSame( 'ongoing', $page['status'] );
		$this->assertNotSame( '', $page['title'] );
		$this->assertNotSame( '', $page['reading_note'] );
		$this->assertNotSame( '', $page['newsletter_form'] );
		$this->assertNotEmpty( $page['description'] );
	}
}
