<?php
/**
 * Which pages are books and what the lists on /books show of them
 * (inc/books/pages.php, inc/render/pages/book-lists.php; docs/books.md): the
 * children's answer read as a visitor gets it, the listed test, covers, and
 * each list line. The app's twins are held to the same by the parity tests.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class BooksPagesTest extends BooksTestCase {

	const COVER = array(
		'src'    => 'https://example.test/wp-content/uploads/heir-683x1024.jpg',
		'srcset' => '',
		'sizes'  => '',
		'width'  => 683,
		'height' => 1024,
		'alt'    => '',
	);

	/**
	 * One child page of the Books content page as the REST answer gives it.
	 *
	 * @param string $slug     Its slug.
	 * @param array  $sections Its sections.
	 * @param array  $extra    Other fields.
	 * @return array
	 */
	private static function child( $slug, array $sections, array $extra = array() ) {
		return array_merge(
			array(
				'id'                     => strlen( $slug ),
				'slug'                   => $slug,
				'content'                => array(
					'rendered'  => self::book_page( $sections ),
					'protected' => false,
				),
				'author_site_cover'      => null,
				'author_site_unreadable' => array(),
			),
			$extra
		);
	}

	public function test_the_answer_keeps_readable_pages_and_drops_locked_ones_and_junk() {
		$pages = author_site_book_pages_from_answer(
			array(
				self::child( 'heir', array( 'title' => 'The Heir' ), array( 'author_site_cover' => self::COVER ) ),
				self::child( 'untitled', array( 'subtitle' => 'No title' ) ),
				self::child(
					'locked',
					array( 'title' => 'Locked' ),
					array(
						'content' => array(
							'rendered'  => '',
							'protected' => true,
						),
					)
				),
				self::child( '', array( 'title' => 'No slug' ) ),
				'not a page',
			),
			self::TODAY
		);
		$this->assertSame( array( 'heir', 'untitled' ), array_map( fn( $page ) => $page['book']['slug'], $pages ) );
		$this->assertSame( self::COVER['src'], $pages[0]['cover']['src'] );
		$this->assertNull( $pages[1]['cover'] );
		$this->assertSame( array(), author_site_book_pages_from_answer( array( 'slug' => 'not a list' ), self::TODAY ) );
	}

	public function test_a_cover_that_is_not_an_http_image_of_sane_size_counts_as_none() {
		foreach ( array(
			array_merge( self::COVER, array( 'src' => 'javascript:alert(1)' ) ),
			array_merge( self::COVER, array( 'width' => 0 ) ),
			array_merge( self::COVER, array( 'height' => '1024' ) ),
			'cover.jpg',
		) as $cover ) {
			$this->assertNull( author_site_book_cover_image( $cover ) );
		}
	}

	public function test_only_a_titled_book_makes_the_catalogue_show() {
		$untitled = author_site_book_pages_from_answer( array( self::child( 'untitled', array( 'subtitle' => 'x' ) ) ), self::TODAY );
		$this->assertFalse( author_site_lists_a_book( $untitled ) );
		$this->assertFalse( author_site_lists_a_book( array() ) );
		$titled = author_site_book_pages_from_answer( array( self::child( 'heir', array( 'title' => 'The Heir' ) ) ), self::TODAY );
		$this->assertTrue( author_site_lists_a_book( array_merge( $untitled, $titled ) ) );
	}

	public function test_a_listed_book_is_found_by_its_slug_encoded_or_not() {
		$pages = author_site_book_pages_from_answer(
			array(
				self::child( 'winter-%c3%a9t%c3%a9', array( 'title' => 'Winter Été' ) ),
				self::child( 'untitled', array( 'subtitle' => 'x' ) ),
			),
			self::TODAY
		);
		$this->assertSame( 'Winter Été', author_site_listed_book_at( $pages, 'winter-%C3%A9t%C3%A9' )['book']['title'] );
		$this->assertSame( 'Winter Été', author_site_listed_book_at( $pages, 'winter-été' )['book']['title'] );
		$this->assertNull( author_site_listed_book_at( $pages, 'untitled' ) );
		$this->assertNull( author_site_listed_book_at( $pages, 'unknown' ) );
	}

	public function test_a_books_cover_in_a_list_is_its_pages_and_the_featured_books_the_default() {
		$pages    = author_site_book_pages_from_answer( array( self::child( 'heir', array( 'title' => 'The Heir' ), array( 'author_site_cover' => self::COVER ) ) ), self::TODAY );
		$featured = author_site_read_featured_book( self::defaults( 'books' ), array(), self::TODAY );
		$this->assertSame( self::COVER['src'], author_site_cover_of( $pages, $pages[0]['book'] )['src'] );
		$this->assertFalse( author_site_cover_of( $pages, $featured ) );
		$this->assertNull( author_site_cover_of( $pages, self::book( 'elsewhere' ) ) );
	}

	public function test_each_list_line_reads_as_the_apps() {
		$released = self::book(
			'heir',
			array(
				'series_number' => '2',
				'release_date'  => '2026-03-05',
			)
		);
		$novella  = self::book(
			'vow',
			array(
				'series_number' => '2.5',
				'release_date'  => '2027-02-14',
				'buy_links'     => 'ebook: https://www.kobo.com/vow',
			)
		);
		$coming   = self::book( 'ring', array( 'release_date' => 'September 1, 2027' ) );
		$this->assertSame( 'Available now', author_site_book_list_status( $released ) );
		$this->assertSame( 'Pre-order now · Coming February 14, 2027', author_site_book_list_status( $novella ) );
		$this->assertSame( 'Coming September 1, 2027', author_site_book_list_status( $coming ) );
		$this->assertSame( 'Book 2', author_site_book_list_number( $released ) );
		$this->assertSame( 'Book 2.5', author_site_book_list_number( $novella ) );
		$this->assertSame( '', author_site_book_list_number( $coming ) );
		$this->assertSame( 'Kobo, Ebook', author_site_pre_order_text( $novella['buy_links'][0] ) );
		$universal = self::book( 'w', array( 'buy_links' => 'https://books2read.com/w' ) )['buy_links'][0];
		$this->assertSame( $universal['store'], author_site_pre_order_text( $universal ) );
	}
}
