<?php
/**
 * The catalogue's single values on the server (inc/books/values.php, the twin
 * of src/books/values.ts; tests/unit/books/values.test.ts has the same cases).
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

final class BooksValuesTest extends BooksTestCase {

	public function test_series_numbers_allow_decimals_and_nothing_else() {
		foreach ( array(
			'1'    => 1,
			'2.5'  => 2.5,
			'0'    => 0,
			'007'  => 7,
			'2.50' => 2.5,
		) as $text => $number ) {
			$this->assertSame( $number, author_site_book_series_number( (string) $text ), "$text" );
		}
		$this->assertSame( 2, author_site_book_series_number( '2' ), 'a whole number stays an integer' );
		foreach ( array( 'one', '', '#2', 'Book 2', '2.', '.5', '-1', '2,5', '1e3', '2.5x', "2\n" ) as $text ) {
			$this->assertNull( author_site_book_series_number( $text ), var_export( $text, true ) );
		}
	}

	public function test_heat_levels_are_whole_numbers_from_0_to_5() {
		foreach ( array( '0', '3', '5' ) as $text ) {
			$this->assertSame( (int) $text, author_site_book_heat_level( $text ) );
		}
		foreach ( array( '6', '-1', '3.5', 'three', '', '3 of 5', '03', "3\n" ) as $text ) {
			$this->assertNull( author_site_book_heat_level( $text ), var_export( $text, true ) );
		}
	}

	public function test_release_dates_iso_or_us_english() {
		$dates = array(
			'2027-03-05'                        => '2027-03-05',
			'March 5, 2027'                     => '2027-03-05',
			'march 5 2027'                      => '2027-03-05',
			'Mar. 5, 2027'                      => '2027-03-05',
			'Sept 30, 2025'                     => '2025-09-30',
			'Released September 30, 2025'       => '2025-09-30',
			'February 29, 2028'                 => '2028-02-29',
			'Out 2027-01-02, not March 5, 2027' => '2027-01-02',
			'March 5, 2027 (not 2027-01-02)'    => '2027-03-05',
		);
		foreach ( $dates as $text => $date ) {
			$this->assertSame( $date, author_site_book_release_date( $text ), $text );
		}
		foreach ( array( 'February 30, 2027', 'February 29, 2027', '2027-13-01', '2027-02-30', '5 March 2027', '03/05/2027', 'Spring 2027', 'Marchy 5, 2027', '0999-01-01', '' ) as $text ) {
			$this->assertNull( author_site_book_release_date( $text ), $text );
		}
	}

	public function test_isbns_by_their_check_digit() {
		$isbns = array(
			'978-0-306-40615-7' => '9780306406157',
			'978 0 306 40615 7' => '9780306406157',
			'0-306-40615-2'     => '0306406152',
			'0-8044-2957-x'     => '080442957X',
			'979-10-90636-07-1' => '9791090636071',
		);
		foreach ( $isbns as $text => $isbn ) {
			$this->assertSame( $isbn, author_site_book_isbn( $text ), $text );
		}
		foreach ( array( '978-0-306-40615-8', '0-306-40615-3', '977-0-306-40615-7', '978-0-306-4061', 'ISBN 978-0-306-40615-7', 'X-306-40615-2', '' ) as $text ) {
			$this->assertNull( author_site_book_isbn( $text ), $text );
		}
	}

	public function test_today_is_the_day_in_the_zone_given() {
		$instant  = strtotime( '2026-11-25T03:30:00Z' );
		$new_york = new \DateTimeZone( 'America/New_York' );
		$this->assertSame( '2026-11-24', author_site_books_today( $instant, $new_york ) );
		$this->assertSame( '2026-11-25', author_site_books_today( $instant, new \DateTimeZone( 'Asia/Tokyo' ) ) );
		$midnight = strtotime( '2026-11-25T05:00:00Z' );
		$this->assertSame( '2026-11-24', author_site_books_today( $midnight - 1, $new_york ) );
		$this->assertSame( '2026-11-25', author_site_books_today( $midnight, $new_york ) );
	}
}
