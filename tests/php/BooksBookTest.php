<?php
/**
 * One book read on the server (inc/books/links.php and book.php, the twins of
 * src/books/links.ts and book.ts; tests/unit/books/links.test.ts and
 * book.test.ts have the same cases): formats, stores, dropped links,
 * ISBNs, the problems found, and the featured book.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

final class BooksBookTest extends BooksTestCase {

	public function test_format_aliases_in_any_case() {
		$formats = array(
			'ebook'     => 'ebook',
			'E-Book'    => 'ebook',
			'KINDLE'    => 'ebook',
			'Paperback' => 'paperback',
			'hardcover' => 'hardcover',
			'Audiobook' => 'audiobook',
			'audio'     => 'audiobook',
		);
		foreach ( $formats as $label => $format ) {
			$this->assertSame( $format, author_site_book_format_named( $label ), $label );
		}
		foreach ( array( 'nook', 'e book', 'hardback', '', "\u{212A}indle" ) as $label ) {
			$this->assertNull( author_site_book_format_named( $label ), $label );
		}
	}

	public function test_stores_by_host_or_parent_domain() {
		$stores = array(
			'https://www.amazon.com/dp/1'          => 'Amazon',
			'https://www.amazon.co.uk/dp/1'        => 'Amazon',
			'https://amazon.com.au/dp/1'           => 'Amazon',
			'https://smile.amazon.de/dp/1'         => 'Amazon',
			'https://amzn.to/abc'                  => 'Amazon',
			'https://www.audible.co.uk/pd/1'       => 'Audible',
			'https://books.apple.com/us/book/id1'  => 'Apple Books',
			'https://www.barnesandnoble.com/w/1'   => 'Barnes & Noble',
			'https://www.kobo.com/us/en/ebook/1'   => 'Kobo',
			'https://play.google.com/store/books/' => 'Google Play Books',
			'https://bookshop.org/a/1'             => 'Bookshop.org',
			'https://libro.fm/audiobooks/1'        => 'Libro.fm',
			'HTTPS://WWW.KOBO.COM./x'              => 'Kobo',
			'https://books2read.com/u/1'           => 'All stores',
		);
		foreach ( $stores as $url => $store ) {
			$this->assertSame( $store, author_site_book_store( $url )['store'], $url );
		}
		$this->assertSame(
			array(
				'store'     => 'All stores',
				'icon'      => null,
				'universal' => true,
			),
			author_site_book_store( 'https://books2read.com/u/1' )
		);
		$unknown = array(
			'https://www.example.org/x'           => 'example.org',
			'https://shop.Example.org:8443/x'     => 'shop.example.org',
			'https://apple.com/books'             => 'apple.com',
			'https://www.amazon.evil.example/x'   => 'amazon.evil.example',
			'https://bookshop.org.evil.example/x' => 'bookshop.org.evil.example',
			'https://notkobo.com/x'               => 'notkobo.com',
		);
		foreach ( $unknown as $url => $host ) {
			$this->assertSame(
				array(
					'store'     => $host,
					'icon'      => null,
					'universal' => false,
				),
				author_site_book_store( $url ),
				$url
			);
		}
	}

	public function test_buy_links_not_absolute_http_are_dropped_and_reported() {
		$lines = array( 'javascript:alert(1)', 'JavaScript : alert(1)', '/books/x/', 'books/x', '//amazon.com/x', 'ebook: //amazon.com/x', 'ebook: javascript:alert(1)', 'mailto:me@example.com', 'ftp://example.com/x', 'https://user@example.com/x', 'ebook: https://www.amazon.com/dp/1 and more', 'ebook:' );
		foreach ( $lines as $line ) {
			$this->assertSame(
				array(
					'links'    => array(),
					'problems' => array(
						array(
							'code'    => 'not-http-link',
							'section' => 'buy_links',
							'text'    => $line,
						),
					),
				),
				author_site_book_buy_links( array( $line ) ),
				$line
			);
		}
	}

	public function test_a_book_with_every_section() {
		$book = self::read(
			array(
				'title'         => 'Book Two',
				'subtitle'      => 'A Medallion Novel — Book Two',
				'series'        => '  The Medallion Series ',
				'series_number' => '2',
				'release_date'  => 'March 5, 2027',
				'description'   => 'A hook.',
				'synopsis'      => 'One.</p><p>Two.',
				'tropes'        => 'Slow Burn, Bodyguard',
				'heat_level'    => '3',
				'content_notes' => 'Violence, Grief',
				'buy_links'     => array( 'Kindle: https://www.amazon.com/dp/2', 'https://www.kobo.com/x', 'Nook: https://nook.example/x' ),
				'isbn'          => array( 'paperback: 978-0-306-40615-7', 'kindle: 0-306-40615-2', 'paperback: 0-306-40615-2' ),
				'sample_text'   => 'It began.</p><p>It went on.',
			)
		);
		$this->assertSame( 'The Medallion Series', $book['series'] );
		$this->assertSame( 'the medallion series', $book['series_key'] );
		$this->assertSame( 2, $book['series_number'] );
		$this->assertSame( '2027-03-05', $book['release_date'] );
		$this->assertTrue( $book['upcoming'] );
		$this->assertSame( array( 'One.', 'Two.' ), $book['synopsis'] );
		$this->assertSame( '', $book['callout'] );
		$this->assertSame( 3, $book['heat_level'] );
		$this->assertSame( array( 'Violence', 'Grief' ), $book['content_notes'] );
		$this->assertSame( array( array( 'ebook', 'Amazon' ), array( null, 'Kobo' ), array( null, 'nook.example' ) ), array_map( fn( $link ) => array( $link['format'], $link['store'] ), $book['buy_links'] ) );
		$this->assertSame(
			array(
				array(
					'format' => 'paperback',
					'isbn'   => '9780306406157',
				),
				array(
					'format' => 'ebook',
					'isbn'   => '0306406152',
				),
			),
			$book['isbns']
		);
		$this->assertSame( array( 'unknown-format', 'duplicate-isbn' ), array_column( $book['problems'], 'code' ) );
		$this->assertSame( array( 'It began.', 'It went on.' ), $book['sample_text'] );
	}

	public function test_upcoming_only_after_today() {
		$this->assertTrue( self::read( array( 'release_date' => '2026-11-25' ) )['upcoming'] );
		$this->assertFalse( self::read( array( 'release_date' => self::TODAY ) )['upcoming'] );
		$this->assertFalse( self::read( array( 'release_date' => '2026-11-25' ), 'x', '2026-11-25' )['upcoming'] );
	}

	public function test_markup_is_kept_as_text() {
		$book = self::read(
			array(
				'title'       => 'Love &lt;script&gt;alert(1)&lt;/script&gt; <b>bold</b>',
				'description' => '<img src=x onerror="alert(1)">A <a href="javascript:alert(1)">hook</a>',
				'tropes'      => '&lt;b&gt;Enemies&lt;/b&gt;, Friends',
			)
		);
		$this->assertSame( 'Love <script>alert(1)</script> bold', $book['title'] );
		$this->assertSame( 'A hook', $book['description'] );
		$this->assertSame( array( '<b>Enemies</b>', 'Friends' ), $book['tropes'] );
		$this->assertSame( array(), $book['buy_links'] );
	}

	public function test_problems_are_codes_with_the_text_written() {
		$book = self::read(
			array(
				'subtitle'      => 'No title',
				'series_number' => 'one',
				'release_date'  => 'Spring 2027',
				'heat_level'    => 'hot',
				'buy_links'     => array( 'javascript:alert(1)' ),
				'isbn'          => array( 'ebook: 123', '9780306406157' ),
			)
		);
		$this->assertSame(
			array(
				array( 'no-title', 'title', '' ),
				array( 'unreadable-series-number', 'series_number', 'one' ),
				array( 'unreadable-date', 'release_date', 'Spring 2027' ),
				array( 'unreadable-heat-level', 'heat_level', 'hot' ),
				array( 'not-http-link', 'buy_links', 'javascript:alert(1)' ),
				array( 'invalid-isbn', 'isbn', 'ebook: 123' ),
				array( 'unknown-format', 'isbn', '9780306406157' ),
			),
			array_map( fn( $problem ) => array_values( $problem ), $book['problems'] )
		);
		$this->assertSame(
			array( 'number-without-series' ),
			array_column(
				self::read(
					array(
						'title'         => 'T',
						'series_number' => '2',
					)
				)['problems'],
				'code'
			)
		);
	}

	public function test_the_featured_book() {
		$built_in = author_site_read_featured_book( self::defaults( 'books' ), array(), self::TODAY );
		$this->assertTrue( $built_in['featured'] );
		$this->assertSame( 'books-content', $built_in['slug'] );
		$this->assertSame( self::defaults( 'books' )['title'], $built_in['title'] );
		$this->assertSame( '2025-09-30', $built_in['release_date'] );
		$this->assertSame( array( array( self::defaults( 'books' )['amazonUrl'], null, 'Amazon' ) ), array_map( fn( $link ) => array( $link['url'], $link['format'], $link['store'] ), $built_in['buy_links'] ) );

		$html    = self::book_page(
			array(
				'title'        => 'Featured',
				'release_date' => 'Available now',
				'series'       => 'Medallion',
				'heat_level'   => '4',
				'buy_links'    => 'audio: https://libro.fm/x',
			)
		);
		$content = author_site_content_from_answer( 'books', array( array( 'content' => array( 'rendered' => $html ) ) ) );
		$book    = author_site_read_featured_book( $content, author_site_parse_sections( $html ), self::TODAY );
		$this->assertSame( 'Featured', $book['title'] );
		$this->assertNull( $book['release_date'] );
		$this->assertSame( 'Medallion', $book['series'] );
		$this->assertSame( 4, $book['heat_level'] );
		$this->assertSame( array( 'Libro.fm' ), array_column( $book['buy_links'], 'store' ) );
		$this->assertSame( array(), $book['problems'], 'its release line is free text' );
	}
}
