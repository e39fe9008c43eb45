<?php
/**
 * Content Health's series (inc/admin/health/series.php): each series the site
 * lists with its address, its page or none, its status line, its books in
 * reading order and a number used twice; a second page for one series, a
 * page whose name matches no book, an unpublished page, an unreadable status.
 * Pages are made with wp_insert_post() under the Books content page as the
 * block editor saves them; "today" is held.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

class HealthSeriesTest extends BooksTestCase {

	/** Noon UTC on BooksTestCase::TODAY. */
	const NOW = 1795521600;

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		$this->empty_books_page();
	}

	/** The screen's "Your series" part for the held day. */
	private static function screen() {
		ob_start();
		author_site_health_render_series( author_site_health_books_report( self::NOW ) );
		return (string) ob_get_clean();
	}

	/**
	 * One series' card.
	 *
	 * @param string $html The screen.
	 * @param string $slug The series' address slug.
	 */
	private static function card( $html, $slug ) {
		return preg_match( '#<section[^>]*data-health-series="' . preg_quote( $slug, '#' ) . '".*?</section>#s', $html, $match ) ? $match[0] : '';
	}

	/**
	 * The kinds of a part's lines, warnings or not.
	 *
	 * @param string $html A part of the screen.
	 * @param bool   $ok   The good lines (true) or the warnings.
	 */
	private static function kinds( $html, $ok ) {
		preg_match_all( '#<li class="author-site-health__' . ( $ok ? 'ok' : 'warning' ) . '" data-kind="([^"]+)"#', $html, $kinds );
		return $kinds[1];
	}

	public function test_each_series_with_its_page_status_and_books_in_order() {
		$this->book_post(
			'tide',
			array(
				'title'         => 'Tide',
				'series'        => 'Harbor',
				'series_number' => '1',
				'release_date'  => '2024-03-01',
			)
		);
		$this->book_post(
			'light',
			array(
				'title'         => 'Light',
				'series'        => 'harbor',
				'series_number' => '3',
				'release_date'  => '2027-03-05',
			)
		);
		$this->book_post(
			'yule',
			array(
				'title'         => 'Yule',
				'series'        => 'Harbor',
				'series_number' => '2.5',
				'release_date'  => '2025-12-01',
			)
		);
		$this->book_post(
			'storm',
			array(
				'title'         => 'Storm',
				'series'        => 'Harbor',
				'series_number' => '2.5',
			)
		);
		$this->book_post(
			'harbor-lights',
			array(
				'series_title' => 'Harbor',
				'status'       => 'Ongoing',
			)
		);
		$this->book_post(
			'aube',
			array(
				'title'  => 'Aube',
				'series' => 'Les Étoiles d’Été',
			)
		);
		$html   = self::screen();
		$harbor = self::card( $html, 'harbor-lights' );
		$this->assertSame( array( 'address', 'series-page', 'status' ), self::kinds( $harbor, true ) );
		$this->assertSame( array( 'duplicate-series-number' ), self::kinds( $harbor, false ) );
		$this->assertStringContainsString( esc_html( home_url( '/series/harbor-lights/' ) ), $harbor );
		$this->assertStringContainsString( 'Status: Ongoing · Book 3 comes March 5, 2027', $harbor );
		$this->assertStringContainsString( 'Number 2.5 of “Harbor” is given to more than one book: “Yule”, “Storm”.', $harbor );
		preg_match_all( '#<li>([^<]*)</li>#', $harbor, $books );
		$this->assertSame(
			array(
				'Book 1: Tide (Available now)',
				'Book 2.5: Yule (Available now)',
				'Book 2.5: Storm (Available now)',
				'Book 3: Light (Coming March 5, 2027)',
			),
			$books[1]
		);
		$etoiles = self::card( $html, 'les-etoiles-dete' );
		$this->assertSame( array( 'no-series-page' ), self::kinds( $etoiles, false ) );
		$this->assertStringContainsString( 'Status: 1 book', $etoiles );
		$this->assertStringNotContainsString( 'data-health-series-problems', $html );
	}

	public function test_series_pages_that_do_not_show_and_an_unreadable_status() {
		$this->book_post(
			'tide',
			array(
				'title'  => 'Tide',
				'series' => 'Harbor',
			)
		);
		$this->book_post(
			'harbor-first',
			array(
				'series_title' => 'Harbor',
				'status'       => 'finished',
			)
		);
		$this->book_post( 'harbor-again', array( 'series_title' => 'HARBOR' ) );
		$this->book_post( 'nobody', array( 'series_title' => 'Nobody’s Series' ) );
		$this->book_post( 'drafted', array( 'series_title' => 'Harbor' ), array( 'post_status' => 'draft' ) );
		$html = self::screen();
		$card = self::card( $html, 'harbor-first' );
		$this->assertSame( array( 'unreadable-status' ), self::kinds( $card, false ) );
		$this->assertStringContainsString( 'holds “finished”, which the site does not read as a status', $card );
		$this->assertStringContainsString( 'Status: 1 book', $card );
		$problems = preg_match( '#<ul[^>]*data-health-series-problems.*?</ul>#s', $html, $match ) ? $match[0] : '';
		$this->assertSame( array( 'duplicate-series-page', 'orphan-series-page', 'unpublished-series-page' ), self::kinds( $problems, false ) );
		$this->assertStringContainsString( '“Harbor” has more than one series page: harbor-first shows, and harbor-again is ignored.', $problems );
		$this->assertStringContainsString( 'is for “Nobody’s Series”, but no listed book names that series', $problems );
		$this->assertMatchesRegularExpression( '#The series page <a href="[^"]+">drafted</a> is not published#', $problems );
	}

	public function test_no_series_says_so_and_no_books_page_prints_nothing() {
		$this->book_post( 'tide', array( 'title' => 'Tide' ) );
		$this->assertStringContainsString( 'data-health-series="none"', self::screen() );
		wp_update_post(
			array(
				'ID'          => $this->books_page,
				'post_status' => 'draft',
			)
		);
		$report           = author_site_health_books_report( self::NOW );
		$report['parent'] = null;
		ob_start();
		author_site_health_render_series( $report );
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_a_series_page_is_not_a_book_without_a_title_in_your_books() {
		$this->book_post(
			'tide',
			array(
				'title'  => 'Tide',
				'series' => 'Harbor',
			)
		);
		$this->book_post(
			'harbor-series',
			array(
				'series_title' => 'Harbor',
				'status'       => 'complete',
			)
		);
		ob_start();
		author_site_health_render_books( author_site_health_books_report( self::NOW ) );
		$books = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-health-book="tide"', $books );
		$this->assertStringNotContainsString( 'data-health-book="harbor-series"', $books );
		$this->assertStringContainsString( 'data-health-books="1"', $books );
		$this->assertNotSame( '', self::card( self::screen(), 'harbor-series' ) );
	}
}
