<?php
/**
 * The catalogue arranged and its structured data on the server
 * (inc/books/catalogue.php and json-ld.php, the twins of
 * src/books/catalogue.ts and jsonLd.ts; tests/unit/books/catalogue.test.ts and
 * json-ld.test.ts have the same cases).
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

final class BooksCatalogueTest extends BooksTestCase {

	const CONTEXT = array(
		'books_url' => 'https://example.test/books/',
		'author'    => array(
			'@type' => 'Person',
			'@id'   => 'https://example.test/#author',
		),
	);

	/**
	 * The featured book in the Medallion series, number 1.
	 *
	 * @return array
	 */
	private static function featured() {
		return array_merge(
			self::book(
				'books-content',
				array(
					'series'        => 'Medallion',
					'series_number' => '1',
					'release_date'  => '2025-09-30',
				)
			),
			array( 'featured' => true )
		);
	}

	public function test_status() {
		$this->assertSame( 'available', author_site_book_status( self::book( 'a', array( 'release_date' => '2020-01-01' ) ) ) );
		$this->assertSame( 'available', author_site_book_status( self::book( 'b' ) ) );
		$this->assertSame(
			'pre-order',
			author_site_book_status(
				self::book(
					'c',
					array(
						'release_date' => '2027-03-05',
						'buy_links'    => 'https://kobo.com/x',
					)
				)
			)
		);
		$this->assertSame( 'coming', author_site_book_status( self::book( 'd', array( 'release_date' => '2027-03-05' ) ) ) );
	}

	public function test_reading_order_puts_2_5_between_2_and_3() {
		$series = array( 'series' => 'S' );
		$books  = array(
			self::book( 'undated', $series ),
			self::book( 'three', $series + array( 'series_number' => '3' ) ),
			self::book( 'late', $series + array( 'release_date' => '2030-01-01' ) ),
			self::book(
				'word',
				$series + array(
					'series_number' => 'one',
					'release_date'  => '2020-01-01',
				)
			),
			self::book( 'novella', $series + array( 'series_number' => '2.5' ) ),
			self::book( 'two', $series + array( 'series_number' => '2' ) ),
			self::book( 'ten', $series + array( 'series_number' => '10' ) ),
		);
		usort( $books, 'author_site_books_reading_order' );
		$this->assertSame( array( 'two', 'novella', 'three', 'ten', 'word', 'late', 'undated' ), array_column( $books, 'slug' ) );
	}

	public function test_series_standalones_and_coming_soon() {
		$catalogue = author_site_arrange_catalogue(
			array(
				self::book( 'a1', array( 'series' => 'Alpha' ) ),
				self::book(
					'm2',
					array(
						'series'        => ' MEDALLION ',
						'series_number' => '2',
						'release_date'  => 'January 2, 2027',
					)
				),
				self::book( 'old', array( 'release_date' => '2019-01-01' ) ),
				self::book( 'none' ),
				self::book( 'next', array( 'release_date' => '2027-06-01' ) ),
				self::read( array( 'series' => 'Alpha' ), 'untitled' ),
			),
			self::featured()
		);
		$this->assertSame(
			array(
				array( 'medallion', 'Medallion', array( 'books-content', 'm2' ) ),
				array( 'alpha', 'Alpha', array( 'a1' ) ),
			),
			array_map( fn( $series ) => array( $series['key'], $series['name'], array_column( $series['books'], 'slug' ) ), $catalogue['series'] )
		);
		$this->assertSame( array( 'next', 'old', 'none' ), array_column( $catalogue['standalone'], 'slug' ) );
		$this->assertSame( 'm2', $catalogue['coming_soon']['slug'] );
		$this->assertSame( array(), $catalogue['problems'] );
		$this->assertNull( author_site_arrange_catalogue( array( self::book( 'past', array( 'release_date' => '2020-01-01' ) ) ), null )['coming_soon'] );
		$alone = author_site_arrange_catalogue(
			array(),
			array_merge(
				self::featured(),
				array(
					'series_key' => '',
					'upcoming'   => true,
				)
			)
		);
		$this->assertNull( $alone['coming_soon'], 'the featured book is never Coming Soon' );
		$this->assertSame( array(), $alone['standalone'], 'nor a standalone' );
	}

	public function test_duplicate_numbers_are_reported_once() {
		$catalogue = author_site_arrange_catalogue(
			array(
				self::book(
					'also-one',
					array(
						'series'        => 'medallion',
						'series_number' => '1',
					)
				),
				self::book(
					'two-a',
					array(
						'series'        => 'Medallion',
						'series_number' => '2',
					)
				),
				self::book(
					'two-b',
					array(
						'series'        => 'Medallion',
						'series_number' => '2.0',
					)
				),
				self::book(
					'two-c',
					array(
						'series'        => 'Medallion',
						'series_number' => '2',
					)
				),
				self::book(
					'other-two',
					array(
						'series'        => 'Other',
						'series_number' => '2',
					)
				),
			),
			self::featured()
		);
		$this->assertSame(
			array(
				array(
					'code'   => 'duplicate-series-number',
					'series' => 'Medallion',
					'number' => 1,
					'slugs'  => array( 'books-content', 'also-one' ),
				),
				array(
					'code'   => 'duplicate-series-number',
					'series' => 'Medallion',
					'number' => 2,
					'slugs'  => array( 'two-a', 'two-b', 'two-c' ),
				),
			),
			$catalogue['problems']
		);
	}

	public function test_a_book_page_json_ld_has_one_work_example_per_format() {
		$book   = self::read(
			array(
				'title'         => 'Two',
				'series'        => 'Medallion',
				'series_number' => '2.5',
				'release_date'  => 'March 5, 2027',
				'buy_links'     => array( 'kindle: https://www.amazon.com/dp/2', 'audio: https://libro.fm/x', 'https://books2read.com/u/2' ),
				'isbn'          => 'paperback: 0-306-40615-2',
			),
			'two'
		);
		$schema = author_site_book_json_ld( $book, self::CONTEXT, 'https://example.test/cover.jpg' );
		$this->assertSame( 'https://example.test/books/two/#book', $schema['@id'] );
		$this->assertSame( 'https://example.test/cover.jpg', $schema['image'] );
		$this->assertSame( '2027-03-05', $schema['datePublished'] );
		$this->assertSame(
			array(
				'@type' => 'BookSeries',
				'name'  => 'Medallion',
			),
			$schema['isPartOf']
		);
		$this->assertSame( 2.5, $schema['position'] );
		$this->assertArrayNotHasKey( 'description', $schema );
		$this->assertSame( array( 'https://schema.org/EBook', 'https://schema.org/Paperback', 'https://schema.org/AudiobookFormat' ), array_column( $schema['workExample'], 'bookFormat' ) );
		$this->assertSame( '0306406152', $schema['workExample'][1]['isbn'] );
		$this->assertSame( array( 'https://www.amazon.com/dp/2', 'https://books2read.com/u/2' ), array_column( $schema['workExample'][0]['offers'], 'url' ) );
		$this->assertSame( array( 'https://schema.org/PreOrder' ), array_unique( array_column( $schema['workExample'][2]['offers'], 'availability' ) ) );

		$old = author_site_book_json_ld( self::book( 'old', array( 'buy_links' => 'https://www.kobo.com/x' ) ), self::CONTEXT, null );
		$this->assertArrayNotHasKey( 'workExample', $old );
		$this->assertArrayNotHasKey( 'image', $old );
		$this->assertSame( 'https://schema.org/InStock', $old['offers'][0]['availability'] );
		$this->assertSame( 'https://example.test/books/', author_site_book_json_ld( self::featured(), self::CONTEXT, null )['url'] );
	}

	public function test_a_series_json_ld_lists_its_books_in_order() {
		$catalogue = author_site_arrange_catalogue(
			array(
				self::book(
					'three',
					array(
						'series'        => 'M',
						'series_number' => '3',
					)
				),
				self::book( 'extra', array( 'series' => 'M' ) ),
				self::book(
					'novella',
					array(
						'series'        => 'm',
						'series_number' => '2.5',
					)
				),
			),
			null
		);
		$schema    = author_site_book_series_json_ld( $catalogue['series'][0], self::CONTEXT );
		$this->assertSame( 'BookSeries', $schema['@type'] );
		$this->assertSame( 'm', $schema['name'] );
		$this->assertSame( array( 'https://example.test/books/novella/', 'https://example.test/books/three/', 'https://example.test/books/extra/' ), array_column( $schema['hasPart'], 'url' ) );
		$this->assertSame( array( 2.5, 3 ), array_column( $schema['hasPart'], 'position' ) );
	}
}
