<?php
/**
 * A series' own page (docs/books.md#series-pages): `/series/<slug>/` taken by
 * the request filter, the current page key, the first view, the configuration,
 * the head's title, canonical and JSON-LD, and the no-JavaScript signup post's
 * block. Pages are made with wp_insert_post() under the Books content page as
 * the block editor saves them and read back through WordPress's own REST API;
 * "today" is held. The tests that draw the page each run in a process of their
 * own: the catalogue is read once a request.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

class SeriesPageTest extends BooksTestCase {

	/** Noon UTC on BooksTestCase::TODAY. */
	const NOW = 1795521600;

	protected function tearDown(): void {
		// The address bootstrap.php gives every test.
		$_SERVER['REQUEST_URI'] = '/';
		set_query_var( 'author_site_route', '' );
		set_query_var( 'author_site_series_slug', '' );
		parent::tearDown();
	}

	/**
	 * The Books content page, published, with no children but these pages,
	 * each section as block-editor blocks: slug → sections.
	 *
	 * @param array<string,array> $pages The children.
	 */
	private function books( array $pages ) {
		add_filter( 'author_site_now', fn() => self::NOW );
		$this->empty_books_page();
		foreach ( $pages as $slug => $sections ) {
			$this->book_post( $slug, $sections );
		}
	}

	/** A series of four books (a novella at 2.5, one upcoming) with its page, and a series with none. */
	private function harbor() {
		$this->books(
			array(
				'tide'          => array(
					'title'         => 'Tide',
					'series'        => 'Harbor Lights',
					'series_number' => '1',
					'release_date'  => '2024-03-01',
					'buy_links'     => 'ebook: https://www.amazon.com/dp/TIDE',
				),
				'storm'         => array(
					'title'         => 'Storm',
					'series'        => 'harbor lights',
					'series_number' => '2',
					'release_date'  => '2025-05-01',
				),
				'yule'          => array(
					'title'         => 'Yule',
					'series'        => 'Harbor Lights',
					'series_number' => '2.5',
					'release_date'  => '2025-12-01',
				),
				'light'         => array(
					'title'         => 'Light',
					'series'        => 'Harbor Lights',
					'series_number' => '3',
					'release_date'  => '2027-03-05',
				),
				'harbor-series' => array(
					'series_title' => 'Harbor Lights',
					'status'       => 'ongoing',
					'description'  => 'A town on the coast.',
					'reading_note' => 'Best read in order.',
				),
				'aube'          => array(
					'title'         => 'Aube',
					'series'        => 'Les Étoiles d’Été',
					'series_number' => '1',
					'release_date'  => '2024-06-01',
				),
			)
		);
	}

	/**
	 * Makes the current request `/series/<slug>/` as the request filter reads it.
	 *
	 * @param string $slug The slug asked for.
	 */
	private static function show_series( $slug ) {
		$_SERVER['REQUEST_URI'] = '/series/' . $slug . '/';
		foreach ( author_site_filter_series_request( array() ) as $name => $value ) {
			set_query_var( $name, $value );
		}
	}

	public function test_which_paths_ask_for_a_series() {
		$this->assertSame( 'harbor', author_site_series_request_slug( 'series/harbor' ) );
		$this->assertSame( '%c3%a9te', author_site_series_request_slug( 'series/%c3%a9te' ) );
		$this->assertNull( author_site_series_request_slug( 'series' ) );
		$this->assertNull( author_site_series_request_slug( 'series/a/b' ) );
		$this->assertNull( author_site_series_request_slug( 'books/harbor' ) );
		$this->assertNull( author_site_series_request_slug( 'series/' . str_repeat( 'a', 201 ) ) );
	}

	public function test_the_request_filter_takes_a_series_and_leaves_the_routes_alone() {
		$_SERVER['REQUEST_URI'] = '/series/harbor/';
		$this->assertSame(
			array(
				'author_site_route'       => 'series',
				'author_site_series_slug' => 'harbor',
			),
			author_site_filter_series_request( array( 'pagename' => 'series/harbor' ) )
		);
		$this->assertSame( array( 'author_site_route' => 'books' ), author_site_filter_series_request( array( 'author_site_route' => 'books' ) ) );
		$this->assertSame( array( 'rest_route' => '/x' ), author_site_filter_series_request( array( 'rest_route' => '/x' ) ) );
		$_SERVER['REQUEST_URI'] = '/series/';
		$this->assertSame( array( 'pagename' => 'series' ), author_site_filter_series_request( array( 'pagename' => 'series' ) ) );
		$this->assertContains( 'author_site_series_slug', author_site_query_vars( array() ) );
	}

	public function test_the_series_signup_posts_without_javascript_on_its_page() {
		$this->assertSame( 'series', author_site_newsletter_blocks()['series-newsletter'] );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_a_listed_series_is_drawn_with_its_configuration_and_head() {
		$this->harbor();
		self::show_series( 'harbor-series' );
		$this->assertSame( 'series', author_site_current_page() );
		$html = author_site_layout( 'series' );
		$this->assertStringContainsString( '<h1 id="series-title" class="series-page__title">Harbor Lights</h1>', $html );
		$this->assertStringContainsString( 'Ongoing · Book 3 comes March 5, 2027', $html );
		$this->assertStringContainsString( 'Best read in order.', $html );
		$this->assertMatchesRegularExpression( '#class="start-here__title"><a href="/books/tide/">Tide</a>#', $html );
		$this->assertMatchesRegularExpression( '#id="whats-next-title"[^>]*>What’s next<#', $html );
		$this->assertMatchesRegularExpression( '#<a aria-current="page" class="site-menu__link is-active" href="/books">#', $html );
		$this->assertSame( 4, preg_match_all( '#<li class="book-tile">#', $html ) );
		$config = author_site_config();
		$this->assertSame(
			array(
				'slug'  => 'harbor-series',
				'today' => self::TODAY,
			),
			$config['series']
		);
		$this->assertSame( 'Harbor Lights', author_site_page_meta( 'series' )['title'] );
		$this->assertSame( 'A town on the coast.', author_site_page_meta( 'series' )['description'] );
		$this->assertSame( home_url( '/series/harbor-series/' ), author_site_current_series_url() );
		$schema = author_site_series_page_schema();
		$this->assertSame( 'BookSeries', $schema['@type'] );
		$this->assertSame( home_url( '/series/harbor-series/' ), $schema['url'] );
		$this->assertSame( array( 'Tide', 'Storm', 'Yule', 'Light' ), array_column( $schema['hasPart'], 'name' ) );
		$this->assertSame( array( 1, 2, 2.5, 3 ), array_column( $schema['hasPart'], 'position' ) );
		$graph = author_site_json_ld_graph( 'series' );
		$this->assertContains( 'BookSeries', array_column( $graph, '@type' ) );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_a_series_with_no_page_has_the_address_wordpress_makes_of_its_name() {
		$this->harbor();
		self::show_series( 'les-etoiles-dete' );
		$this->assertSame( 'series', author_site_current_page() );
		$html = author_site_layout( 'series' );
		$this->assertStringContainsString( '>Les Étoiles d’Été</h1>', $html );
		$this->assertStringContainsString( '<p class="series-page__status">1 book</p>', $html );
		$this->assertMatchesRegularExpression( '#id="series-newsletter-title"[^>]*>Be the first to know<#', $html );
		$books = author_site_catalogue_data()['catalogue']['series'];
		$this->assertSame( array( 'harbor-series', 'les-etoiles-dete' ), array_column( $books, 'slug' ) );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_an_unknown_series_is_the_not_found_view() {
		$this->harbor();
		self::show_series( 'harbor-lights' );
		$this->assertSame( 'not-found', author_site_current_page() );
		$this->assertStringContainsString( 'class="section not-found"', author_site_layout( 'not-found' ) );
		$this->assertArrayNotHasKey( 'series', author_site_config() );
	}
}
