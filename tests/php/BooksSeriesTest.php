<?php
/**
 * The series model on the server (inc/books/series.php, the twin of
 * src/books/series.ts; tests/unit/books/series.test.ts has the same cases):
 * series pages read, matched to the catalogue's series (duplicates,
 * orphans), each series' address, Start here, What's next and status line
 * (inc/books/display.php); and the slug WordPress makes of a series' name,
 * in the REST answers the app reads (inc/books/wordpress.php), from pages
 * made with wp_insert_post() under the Books content page.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

final class BooksSeriesTest extends BooksTestCase {

	/**
	 * A series page read from these sections.
	 *
	 * @param string                        $slug     Its slug.
	 * @param array<string,string|string[]> $sections Section name → value.
	 * @return array
	 */
	private static function page( $slug, array $sections ) {
		$page = author_site_read_series_page( $slug, author_site_parse_sections( self::book_page( $sections ) ) );
		self::assertIsArray( $page, "$slug is a series page" );
		return $page;
	}

	/**
	 * A listed book with the series slug PHP's REST answer would give.
	 *
	 * @param string      $slug        Its slug and title.
	 * @param array       $sections    Section name → value.
	 * @param string|null $series_slug The slug of its series' name.
	 * @return array
	 */
	private static function slugged( $slug, array $sections, $series_slug ) {
		return author_site_read_book( $slug, author_site_parse_sections( self::book_page( array_merge( array( 'title' => $slug ), $sections ) ) ), self::TODAY, null, $series_slug );
	}

	/**
	 * The Medallion series: 1 and 2 released, the novella 2.5, 3 upcoming.
	 *
	 * @return array[]
	 */
	private static function medallion() {
		return array(
			self::book(
				'the-heir',
				array(
					'series'        => 'The Medallion Series',
					'series_number' => '2',
					'release_date'  => '2026-03-05',
				)
			),
			self::book(
				'the-ring',
				array(
					'series'        => 'The Medallion Series',
					'series_number' => '3',
					'release_date'  => 'March 5, 2027',
				)
			),
			self::book(
				'the-vow',
				array(
					'series'        => 'the medallion series',
					'series_number' => '2.5',
					'release_date'  => '2026-09-01',
				)
			),
			self::slugged(
				'the-client',
				array(
					'series'        => 'The Medallion Series',
					'series_number' => '1',
					'release_date'  => '2025-09-30',
				),
				'the-medallion-series'
			),
		);
	}

	/**
	 * The catalogue's one series of these books and pages.
	 *
	 * @param array[] $books Books.
	 * @param array[] $pages Series pages.
	 * @return array
	 */
	private function only( array $books, array $pages = array() ) {
		$series = author_site_arrange_catalogue( $books, null, $pages )['series'];
		$this->assertCount( 1, $series );
		return $series[0];
	}

	/**
	 * The status line of the Medallion books given, with a series page of this status (null: no page).
	 *
	 * @param array[]     $books  Books.
	 * @param string|null $status The page's status as written.
	 * @return string
	 */
	private function line( array $books, $status ) {
		$pages = null === $status ? array() : array(
			self::page(
				'p',
				array(
					'series_title' => 'The Medallion Series',
					'status'       => $status,
				)
			),
		);
		return author_site_series_status_line( $this->only( $books, $pages ) );
	}

	public function test_a_series_page_reads_every_section_by_its_kind() {
		$this->assertSame(
			array(
				'slug'               => 'medallion',
				'title'              => 'The Medallion Series',
				'key'                => 'the medallion series',
				'status'             => 'complete',
				'description'        => array( 'First.', 'Second.' ),
				'reading_note'       => 'Best read in order.',
				'newsletter_form'    => 'Medallion readers',
				'newsletter_form_id' => null,
				'problems'           => array(),
			),
			self::page(
				'medallion',
				array(
					'series_title'    => '  The Medallion Series ',
					'status'          => 'Complete',
					'description'     => 'First.</p><p>Second.',
					'reading_note'    => 'Best read in order.',
					'newsletter_form' => '  Medallion readers ',
				)
			)
		);
	}

	public function test_no_series_page_without_series_title_or_with_a_title() {
		$read = fn( $sections ) => author_site_read_series_page( 's', author_site_parse_sections( self::book_page( $sections ) ) );
		$this->assertNull( $read( array( 'status' => 'ongoing' ) ) );
		$this->assertNull( $read( array( 'series_title' => '' ) ) );
		$this->assertNull(
			$read(
				array(
					'series_title' => 'S',
					'title'        => 'A book',
				)
			)
		);
		$this->assertSame(
			'S',
			$read(
				array(
					'series_title' => 'S',
					'title'        => '',
				)
			)['title']
		);
	}

	public function test_a_status_in_any_case_hiatus_too_else_not_given_and_said() {
		$this->assertSame( 'ongoing', author_site_read_series_status( 'ongoing' ) );
		$this->assertSame( 'complete', author_site_read_series_status( 'COMPLETE' ) );
		$this->assertSame( 'hiatus', author_site_read_series_status( 'On Hiatus' ) );
		$this->assertSame( 'hiatus', author_site_read_series_status( 'Hiatus' ) );
		foreach ( array( 'done', 'on-hiatus', 'constructor', '' ) as $written ) {
			$this->assertNull( author_site_read_series_status( $written ), $written );
		}
		$odd = self::page(
			's',
			array(
				'series_title' => 'S',
				'status'       => 'Finished!',
			)
		);
		$this->assertNull( $odd['status'] );
		$this->assertSame(
			array(
				array(
					'code'    => 'unreadable-status',
					'section' => 'status',
					'text'    => 'Finished!',
				),
			),
			$odd['problems']
		);
		$this->assertSame( array(), self::page( 's', array( 'series_title' => 'S' ) )['problems'] );
	}

	public function test_a_series_page_is_a_child_read_beside_the_books() {
		$child = fn( $slug, $sections, $extra = array() ) => array_merge(
			array(
				'id'      => strlen( $slug ),
				'slug'    => $slug,
				'content' => array(
					'rendered'  => self::book_page( $sections ),
					'protected' => false,
				),
			),
			$extra
		);
		$pages = author_site_book_pages_from_answer(
			array(
				$child(
					'medallion',
					array(
						'series_title' => 'Medallion',
						'status'       => 'ongoing',
					)
				),
				$child(
					'the-heir',
					array(
						'title'  => 'The Heir',
						'series' => 'Medallion',
					),
					array( 'author_site_series_slug' => 'medallion-2' )
				),
				$child( 'alone', array( 'title' => 'Alone' ), array( 'author_site_series_slug' => 7 ) ),
			),
			self::TODAY
		);
		$this->assertSame( array( 'ongoing', null, null ), array_map( fn( $page ) => $page['series_page']['status'] ?? null, $pages ) );
		$this->assertSame( array( null, 'medallion-2', null ), array_map( fn( $page ) => $page['book']['series_slug'], $pages ) );
		$this->assertSame( '', $pages[0]['book']['title'] );
	}

	public function test_a_series_page_gives_its_series_its_address() {
		$series = $this->only(
			self::medallion(),
			array(
				self::page(
					'medallion-books',
					array(
						'series_title' => 'THE MEDALLION SERIES',
						'status'       => 'complete',
					)
				),
			)
		);
		$this->assertSame( array( 'the-client', 'the-heir', 'the-vow', 'the-ring' ), array_column( $series['books'], 'slug' ) );
		$this->assertSame( 'medallion-books', $series['slug'] );
		$this->assertSame( 'medallion-books', $series['page']['slug'] );
		$this->assertSame( 'The Medallion Series', $series['name'] );
		$this->assertSame( 'the-client', $series['start']['slug'] );
		$this->assertSame( 'the-ring', $series['next']['slug'] );
		$this->assertFalse( $series['first_to_know'] );
	}

	public function test_without_a_page_the_address_is_the_slug_php_made_of_the_name_else_none() {
		$this->assertSame( 'the-medallion-series', $this->only( self::medallion() )['slug'] );
		$this->assertNull( $this->only( self::medallion() )['page'] );
		$etoiles = $this->only(
			array(
				self::book(
					'nuit',
					array(
						'series'        => 'Les Étoiles d’Été',
						'series_number' => '2',
					)
				),
				self::slugged(
					'aube',
					array(
						'series'        => 'les étoiles d’été',
						'series_number' => '3',
					),
					'les-etoiles-dete'
				),
			)
		);
		$this->assertSame( 'les-etoiles-dete', $etoiles['slug'] );
		$this->assertNull( $this->only( array( self::book( 'x', array( 'series' => 'No Slug Given' ) ) ) )['slug'] );
	}

	public function test_the_first_page_of_a_series_shows_the_others_and_orphans_are_said() {
		$catalogue = author_site_arrange_catalogue(
			self::medallion(),
			null,
			array(
				self::page(
					'first',
					array(
						'series_title' => 'The Medallion Series',
						'status'       => 'ongoing',
					)
				),
				self::page( 'orphan', array( 'series_title' => 'The Lost Series' ) ),
				self::page(
					'second',
					array(
						'series_title' => 'the medallion series',
						'status'       => 'complete',
					)
				),
				self::page( 'third', array( 'series_title' => 'The Medallion Series' ) ),
				self::page( 'orphan-too', array( 'series_title' => 'the lost series' ) ),
			)
		);
		$this->assertSame( 'first', $catalogue['series'][0]['page']['slug'] );
		$this->assertSame( 'first', $catalogue['series'][0]['slug'] );
		$this->assertSame(
			array(
				array(
					'code'    => 'duplicate-series-page',
					'series'  => 'The Medallion Series',
					'shown'   => 'first',
					'ignored' => array( 'second', 'third' ),
				),
				array(
					'code'   => 'orphan-series-page',
					'series' => 'The Lost Series',
					'slug'   => 'orphan',
				),
				array(
					'code'   => 'orphan-series-page',
					'series' => 'the lost series',
					'slug'   => 'orphan-too',
				),
			),
			$catalogue['series_problems']
		);
		$this->assertSame( array(), $catalogue['problems'] );
	}

	public function test_a_page_of_an_unlisted_books_series_is_an_orphan_and_the_featured_book_counts() {
		$untitled  = author_site_read_book( 'draft-like', author_site_parse_sections( self::book_page( array( 'series' => 'Hidden' ) ) ), self::TODAY );
		$featured  = array_merge( self::book( 'books-content', array( 'series' => 'Shown' ) ), array( 'featured' => true ) );
		$catalogue = author_site_arrange_catalogue(
			array( $untitled ),
			$featured,
			array(
				self::page( 'hidden', array( 'series_title' => 'Hidden' ) ),
				self::page( 'shown', array( 'series_title' => 'shown' ) ),
			)
		);
		$this->assertSame(
			array(
				array(
					'code'   => 'orphan-series-page',
					'series' => 'Hidden',
					'slug'   => 'hidden',
				),
			),
			$catalogue['series_problems']
		);
		$this->assertSame( 'shown', $catalogue['series'][0]['page']['slug'] );
	}

	public function test_start_here_is_the_first_released_book_in_reading_order() {
		$numbered = $this->only(
			array(
				self::book(
					'one',
					array(
						'series'        => 'S',
						'series_number' => '1',
						'release_date'  => '2027-01-01',
					)
				),
				self::book(
					'two',
					array(
						'series'        => 'S',
						'series_number' => '2',
					)
				),
				self::book(
					'prequel',
					array(
						'series'       => 'S',
						'release_date' => '2020-01-01',
					)
				),
			)
		);
		$this->assertSame( 'two', $numbered['start']['slug'] );
		$dated = $this->only(
			array(
				self::book( 'undated', array( 'series' => 'S' ) ),
				self::book(
					'b-later',
					array(
						'series'       => 'S',
						'release_date' => '2024-01-01',
					)
				),
				self::book(
					'z-same',
					array(
						'series'       => 'S',
						'release_date' => '2023-01-01',
					)
				),
				self::book(
					'a-same',
					array(
						'series'       => 'S',
						'release_date' => '2023-01-01',
					)
				),
				self::book(
					'soon',
					array(
						'series'       => 'S',
						'release_date' => '2027-01-01',
					)
				),
			)
		);
		$this->assertSame( 'a-same', $dated['start']['slug'] );
		$upcoming = $this->only(
			array(
				self::book(
					'two',
					array(
						'series'        => 'S',
						'series_number' => '2',
						'release_date'  => '2027-05-01',
					)
				),
				self::book(
					'one',
					array(
						'series'        => 'S',
						'series_number' => '1',
						'release_date'  => '2027-02-01',
					)
				),
			)
		);
		$this->assertNull( $upcoming['start'] );
		$this->assertSame( 'one', $upcoming['next']['slug'] );
	}

	public function test_whats_next_is_the_soonest_upcoming_book_ties_in_reading_order() {
		$series = $this->only(
			array(
				self::book(
					'four',
					array(
						'series'        => 'S',
						'series_number' => '4',
						'release_date'  => '2027-01-10',
					)
				),
				self::book(
					'three-b',
					array(
						'series'        => 'S',
						'series_number' => '3.5',
						'release_date'  => '2027-06-01',
					)
				),
				self::book(
					'three',
					array(
						'series'        => 'S',
						'series_number' => '3',
						'release_date'  => '2027-01-10',
					)
				),
				self::book(
					'later',
					array(
						'series'       => 'S',
						'release_date' => '2028-01-01',
					)
				),
			)
		);
		$this->assertSame( 'three', $series['next']['slug'] );
	}

	public function test_be_the_first_to_know_only_with_nothing_upcoming_and_the_series_not_complete() {
		$released = array(
			self::book(
				'one',
				array(
					'series'        => 'S',
					'series_number' => '1',
					'release_date'  => '2020-01-01',
				)
			),
		);
		$status   = fn( $written ) => $this->only(
			$released,
			array(
				self::page(
					's',
					array(
						'series_title' => 'S',
						'status'       => $written,
					)
				),
			)
		);
		$this->assertTrue( $this->only( $released )['first_to_know'] );
		$this->assertTrue( $status( 'ongoing' )['first_to_know'] );
		$this->assertTrue( $status( 'on hiatus' )['first_to_know'] );
		$this->assertNull( $status( 'complete' )['next'] );
		$this->assertFalse( $status( 'complete' )['first_to_know'] );
		$this->assertFalse( $this->only( self::medallion() )['first_to_know'] );
	}

	public function test_the_status_line_of_each_status() {
		$medallion = self::medallion();
		$this->assertSame( 'Complete series · 4 books', $this->line( $medallion, 'complete' ) );
		$this->assertSame( 'Complete series · 1 book', $this->line( array( $medallion[0] ), 'Complete' ) );
		$this->assertSame( 'Ongoing · Book 3 comes March 5, 2027', $this->line( $medallion, 'ongoing' ) );
		$novella = array_merge(
			array_filter( $medallion, fn( $book ) => 'the-ring' !== $book['slug'] ),
			array(
				self::book(
					'the-kiss',
					array(
						'series'        => 'The Medallion Series',
						'series_number' => '3.5',
						'release_date'  => '2027-02-14',
					)
				),
			)
		);
		$this->assertSame( 'Ongoing · Book 3.5 comes February 14, 2027', $this->line( $novella, 'ongoing' ) );
		$unnumbered = array(
			$medallion[0],
			self::book(
				'extra',
				array(
					'series'       => 'The Medallion Series',
					'release_date' => '2027-04-01',
				)
			),
		);
		$this->assertSame( 'Ongoing · Next book comes April 1, 2027', $this->line( $unnumbered, 'ONGOING' ) );
		$this->assertSame( 'Ongoing · 1 book', $this->line( array( $medallion[0] ), 'ongoing' ) );
		$this->assertSame( 'Ongoing · 3 books', $this->line( array_filter( $medallion, fn( $book ) => ! $book['upcoming'] ), 'ongoing' ) );
		$this->assertSame( 'On hiatus', $this->line( $medallion, 'hiatus' ) );
		$this->assertSame( '4 books', $this->line( $medallion, 'paused' ) );
		$this->assertSame( '4 books', $this->line( $medallion, null ) );
		$this->assertSame( '1 book', $this->line( array( $medallion[0] ), null ) );
	}

	/**
	 * A published page, its sections as the classic editor keeps them (markers
	 * on their own lines, the text as typed).
	 *
	 * @param int                  $parent_id Its parent.
	 * @param string               $slug      Its slug ('' for WordPress to make one of the title).
	 * @param array<string,string> $sections  Section name → text.
	 * @param string               $title     Its title.
	 * @return int
	 */
	private function child_post( $parent_id, $slug, array $sections, $title = 'A page' ) {
		$content = '';
		foreach ( $sections as $name => $value ) {
			$content .= "<!-- section:$name -->\n" . $value . "\n\n";
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_parent'  => $parent_id,
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * A REST answer's body as a visitor gets it (what the theme preloads).
	 *
	 * @param string $path REST path with its query.
	 * @return mixed
	 */
	private static function rest_body( $path ) {
		return rest_preload_api_request( array(), $path )[ $path ]['body'] ?? null;
	}

	public function test_the_rest_answers_give_the_slug_wordpress_makes_of_each_series_name() {
		$books = $this->empty_books_page( "<!-- section:series -->\nLes Étoiles d'Été\n" );
		$this->child_post(
			$books,
			'nuit',
			array(
				'title'  => 'Nuit',
				'series' => "Les Étoiles d'Été",
			)
		);
		$this->child_post(
			$books,
			'war',
			array(
				'title'  => 'War',
				'series' => 'Love & War, Part Ⅱ',
			)
		);
		$this->child_post( $books, 'alone', array( 'title' => 'Alone' ) );
		$this->child_post( $books, 'etoiles', array( 'series_title' => "Les Étoiles d'Été" ) );
		$elsewhere = $this->child_post( 0, 'elsewhere', array( 'series' => 'Elsewhere' ) );

		// The way WordPress makes a page's slug of the same title.
		$war_slug = get_post( $this->child_post( 0, '', array(), 'Love & War, Part Ⅱ' ) )->post_name;
		$this->assertSame( 'les-etoiles-dete', get_post( $this->child_post( 0, '', array(), "Les Étoiles d'Été" ) )->post_name );
		$this->assertStringStartsWith( 'love-war-part-%', $war_slug );

		$children = self::rest_body( author_site_book_pages_path( $books ) );
		$this->assertSame(
			array(
				'nuit'    => 'les-etoiles-dete',
				'war'     => $war_slug,
				'alone'   => null,
				'etoiles' => null,
			),
			array_column( $children, 'author_site_series_slug', 'slug' )
		);

		$books_answer = self::rest_body( author_site_page_path( 'books' ) );
		$this->assertSame( 'les-etoiles-dete', $books_answer[0]['author_site_series_slug'] );
		$this->assertSame( 'les-etoiles-dete', author_site_page_answer_read( $books_answer )[0]['author_site_series_slug'] );
		$this->assertArrayNotHasKey( 'author_site_series_slug', self::rest_body( '/wp/v2/pages/' . $elsewhere ) );

		// Read as the app reads the same answers: the series, its page and address.
		$data   = author_site_catalogue_from_answers( $books_answer, $children, self::TODAY );
		$series = array_column( $data['catalogue']['series'], null, 'key' );
		$this->assertSame( 'etoiles', $series['les étoiles d’été']['slug'] );
		$this->assertSame( array( 'books-content', 'nuit' ), array_column( $series['les étoiles d’été']['books'], 'slug' ) );
		$this->assertSame( $war_slug, $series['love & war, part ⅱ']['slug'] );
		$this->assertSame( '1 book', author_site_series_status_line( $series['love & war, part ⅱ'] ) );
	}

	public function test_the_books_page_without_a_series_answers_as_before() {
		$this->empty_books_page( "<!-- section:sample_title -->\nA sample\n" );
		$this->assertArrayNotHasKey( 'author_site_series_slug', self::rest_body( author_site_page_path( 'books' ) )[0] );
	}
}
