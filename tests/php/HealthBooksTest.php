<?php
/**
 * Content Health's books (inc/admin/health/books*.php): every page under the
 * Books content page, in any status but the trash, with what was read from it
 * and what is wrong, in words. Pages are made with wp_insert_post() under the
 * Books content page as the block editor saves them; "today" is held.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

class HealthBooksTest extends BooksTestCase {

	/** Noon UTC on BooksTestCase::TODAY: what "now" is held at. */
	const NOW = 1795521600;

	protected function setUp(): void {
		parent::setUp();
		// The author: she opens the screen, and her pending pages keep their slug.
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		$this->assertSame( self::TODAY, author_site_books_today( self::NOW, wp_timezone() ) );
		$this->empty_books_page();
	}

	/**
	 * An image attachment of a size (no file: its metadata is what is read).
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 * @return int
	 */
	private function cover( $width, $height ) {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'cover',
				'post_status'    => 'inherit',
			),
			'cover.jpg'
		);
		update_post_meta(
			$id,
			'_wp_attachment_metadata',
			array(
				'width'  => $width,
				'height' => $height,
				'file'   => 'cover.jpg',
				'sizes'  => array(),
			)
		);
		return $id;
	}

	/**
	 * The report's books by slug.
	 *
	 * @return array<string,array>
	 */
	private static function by_slug() {
		$out = array();
		foreach ( author_site_health_books_report( self::NOW )['books'] as $row ) {
			$out[ $row['post']->post_name ] = $row;
		}
		return $out;
	}

	/**
	 * The screen's "Your books" part for the held day.
	 *
	 * @return string
	 */
	private static function screen() {
		ob_start();
		author_site_health_render_books( author_site_health_books_report( self::NOW ) );
		return (string) ob_get_clean();
	}

	/**
	 * The kinds of the warning lines of one book's card.
	 *
	 * @param string $html The screen.
	 * @param string $slug The book's slug.
	 * @return string[]
	 */
	private static function kinds( $html, $slug ) {
		$card = preg_match( '#<section[^>]*data-health-book="' . preg_quote( $slug, '#' ) . '".*?</section>#s', $html, $match ) ? $match[0] : '';
		preg_match_all( '#<li class="author-site-health__warning" data-kind="([^"]+)"#', $card, $kinds );
		return $kinds[1];
	}

	public function test_every_child_page_in_any_status_but_the_trash_is_reported() {
		foreach ( array( 'publish', 'draft', 'pending', 'private' ) as $status ) {
			$this->book_post( "b-$status", array( 'title' => "B $status" ), array( 'post_status' => $status ) );
		}
		$this->book_post(
			'b-future',
			array( 'title' => 'B future' ),
			array(
				'post_status' => 'future',
				'post_date'   => '2099-01-01 10:00:00',
			)
		);
		$this->book_post( 'b-password', array( 'title' => 'B password' ), array( 'post_password' => 'secret' ) );
		$this->book_post( 'b-trash', array( 'title' => 'B trash' ), array( 'post_status' => 'trash' ) );
		// A page elsewhere, and a page below a book, are not books.
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_name'   => 'elsewhere',
				'post_title'  => 'Elsewhere',
			)
		);
		$books = self::by_slug();
		ksort( $books );
		$this->assertSame(
			array(
				'b-draft'    => 'unpublished',
				'b-future'   => 'unpublished',
				'b-password' => 'protected',
				'b-pending'  => 'unpublished',
				'b-private'  => 'unpublished',
				'b-publish'  => 'listed',
			),
			array_map( fn( $row ) => $row['state'], $books ),
			'states'
		);
		$html = self::screen();
		$this->assertSame( array( 'unpublished', 'no-cover' ), self::kinds( $html, 'b-draft' ) );
		$this->assertStringContainsString( 'This page is not published (Draft), so the book is not listed', $html );
		$this->assertStringContainsString( 'This page is scheduled for', $html );
		$this->assertSame( array( 'protected', 'no-cover' ), self::kinds( $html, 'b-password' ) );
		$this->assertStringContainsString( 'This page has a password, so the book is not listed', $html );
		$this->assertStringNotContainsString( 'B trash', $html );
		$this->assertStringNotContainsString( 'data-health-book="elsewhere"', $html );
		$this->assertStringContainsString( 'data-health-books="6"', $html );
	}

	public function test_what_was_read_is_shown_title_series_release_formats_and_cover() {
		$id = $this->book_post(
			'tides',
			array(
				'title'         => 'Tides',
				'series'        => 'The Medallion Series',
				'series_number' => '2.5',
				'release_date'  => 'March 5, 2027',
				'heat_level'    => '3',
				'buy_links'     => array( 'ebook: https://www.amazon.com/dp/X', 'kindle: https://www.kobo.com/x', 'https://books2read.com/x' ),
				'isbn'          => array( 'paperback: 978-3-16-148410-0' ),
			)
		);
		set_post_thumbnail( $id, $this->cover( 1600, 2400 ) );
		$html = self::screen();
		foreach ( array(
			'Book 2.5 of “The Medallion Series”',
			'Out March 5, 2027: pre-order (it has store links)',
			'Ebook: Amazon, Kobo; Every format: All stores',
			'Paperback: 9783161484100',
			'3 of 5',
			'1600 × 2400 px',
			'Everything on this page was read, and the cover is fine.',
		) as $text ) {
			$this->assertStringContainsString( esc_html( $text ), $html );
		}
		$this->assertSame( array(), self::kinds( $html, 'tides' ) );
		$this->assertMatchesRegularExpression( '#data-kind="listed"[^>]*>.*/books/tides/#', $html );
	}

	public function test_each_problem_is_said_in_words() {
		$this->book_post( 'untitled', array( 'subtitle' => 'No title here' ) );
		$this->book_post(
			'broken',
			array(
				'title'        => 'Broken <b>Book</b>',
				'release_date' => 'sometime in spring',
				'heat_level'   => 'hot',
				'buy_links'    => array( 'javascript:alert(1)', 'nook: https://www.barnesandnoble.com/x' ),
				'isbn'         => array( 'paperback: 978-3-16-148410-1', 'comic: 978-3-16-148410-0' ),
			)
		);
		$html = self::screen();
		$this->assertSame( array( 'no-title', 'no-cover' ), self::kinds( $html, 'untitled' ) );
		$this->assertStringContainsString( 'so it is not listed on the site', $html );
		$this->assertSame(
			array( 'unreadable-date', 'unreadable-heat-level', 'not-http-link', 'unknown-format', 'invalid-isbn', 'unknown-format', 'no-cover' ),
			self::kinds( $html, 'broken' )
		);
		foreach ( array(
			'holds “sometime in spring”, which is not a date the site can read',
			'The store link “javascript:alert(1)” in <code>buy_links</code> is not a web address starting with http:// or https://, so it is left out.',
			'The store link “nook: https://www.barnesandnoble.com/x” in <code>buy_links</code> names a format the site does not know',
			'“paperback: 978-3-16-148410-1” in <code>isbn</code> is not a valid ISBN',
			'This book has no cover',
		) as $text ) {
			$this->assertStringContainsString( $text, $html );
		}
		// Author text is text.
		$this->assertStringContainsString( 'Broken &lt;b&gt;Book&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( '<b>Book</b>', $html );
	}

	public function test_an_audio_sample_neither_the_sites_own_file_nor_https_is_said() {
		$this->book_post(
			'elsewhere',
			array(
				'title'        => 'Elsewhere',
				'audio_sample' => 'http://elsewhere.example/sample.mp3',
			)
		);
		$this->book_post(
			'own',
			array(
				'title'        => 'Own',
				'audio_sample' => author_site_uploads_url() . '/2026/11/own.mp3',
			)
		);
		$this->book_post(
			'secure',
			array(
				'title'        => 'Secure',
				'audio_sample' => 'https://cdn.example/secure.mp3',
			)
		);
		$html = self::screen();
		$this->assertSame( array( 'unsafe-audio-sample', 'no-cover' ), self::kinds( $html, 'elsewhere' ) );
		$this->assertStringContainsString( '<code>audio_sample</code> holds “http://elsewhere.example/sample.mp3”, which is neither a file in your Media Library nor an address starting with https://, so the book has no audio sample.', $html );
		$this->assertSame( array( 'no-cover' ), self::kinds( $html, 'own' ) );
		$this->assertSame( array( 'no-cover' ), self::kinds( $html, 'secure' ) );
	}

	public function test_a_book_slugged_bonus_is_told_its_address_is_the_featured_books_bonus_page() {
		$this->book_post( 'bonus', array( 'title' => 'Bonus Round' ) );
		$this->book_post( 'bonus-round', array( 'title' => 'Bonus Round Two' ) );
		$html = self::screen();
		$this->assertSame( array( 'address-taken', 'no-cover' ), self::kinds( $html, 'bonus' ) );
		$this->assertStringContainsString( 'This book’s address would be /books/bonus/, which is the featured book’s bonus page', $html );
		$this->assertStringNotContainsString( 'Listed on the site at ' . home_url( '/books/bonus/' ), $html );
		$this->assertSame( array( 'no-cover' ), self::kinds( $html, 'bonus-round' ) );
	}

	public function test_a_duplicate_number_in_a_series_is_said_on_each_book() {
		$this->book_post(
			'first',
			array(
				'title'         => 'First',
				'series'        => 'Harbor',
				'series_number' => '1',
			)
		);
		$this->book_post(
			'again',
			array(
				'title'         => 'Again',
				'series'        => ' Harbor ',
				'series_number' => '1',
			)
		);
		$this->book_post(
			'third',
			array(
				'title'         => 'Third',
				'series'        => 'Harbor',
				'series_number' => '3',
			)
		);
		// A draft with the same number does not count: it is not listed.
		$this->book_post(
			'draft',
			array(
				'title'         => 'Draft',
				'series'        => 'Harbor',
				'series_number' => '3',
			),
			array( 'post_status' => 'draft' )
		);
		$html = self::screen();
		$this->assertSame( array( 'duplicate-series-number', 'no-cover' ), self::kinds( $html, 'first' ) );
		$this->assertSame( array( 'duplicate-series-number', 'no-cover' ), self::kinds( $html, 'again' ) );
		$this->assertSame( array( 'no-cover' ), self::kinds( $html, 'third' ) );
		$this->assertStringContainsString( 'Number 1 of “Harbor” is given to more than one book: “Again”, “First”.', $html );
	}

	public function test_a_cover_too_small_or_not_2_3_or_unusable_is_said() {
		set_post_thumbnail( $this->book_post( 'small', array( 'title' => 'Small' ) ), $this->cover( 400, 600 ) );
		set_post_thumbnail( $this->book_post( 'square', array( 'title' => 'Square' ) ), $this->cover( 1600, 1600 ) );
		set_post_thumbnail( $this->book_post( 'nearly', array( 'title' => 'Nearly' ) ), $this->cover( 1600, 2500 ) );
		// A cover deleted from the media library (the page keeps its id).
		$gone = $this->cover( 1600, 2400 );
		wp_delete_post( $gone, true );
		update_post_meta( $this->book_post( 'gone', array( 'title' => 'Gone' ) ), '_thumbnail_id', $gone );
		$html = self::screen();
		$this->assertSame( array( 'cover-small' ), self::kinds( $html, 'small' ) );
		$this->assertStringContainsString( 'Your cover is 400 px wide', $html );
		$this->assertSame( array( 'cover-shape' ), self::kinds( $html, 'square' ) );
		// 2500 ÷ 1600 = 1.5625: within 5 % of 1.5.
		$this->assertSame( array(), self::kinds( $html, 'nearly' ) );
		$this->assertSame( array( 'unusable-cover' ), self::kinds( $html, 'gone' ) );
	}

	public function test_with_no_book_page_the_screen_says_how_to_add_one() {
		$html = self::screen();
		$this->assertStringContainsString( 'data-health-books="none"', $html );
		$this->assertStringContainsString( 'the “New book” pattern', $html );
	}
}
