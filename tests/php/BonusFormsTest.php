<?php
/**
 * A Constant Contact form named on a page (inc/newsletter/forms.php), the
 * `author_site_forms` REST field (inc/books/wordpress.php), which bonus page
 * exists (inc/books/bonus.php), its address (inc/app/routes.php) and
 * Content Health's bonus part (inc/admin/health/bonus.php), with forms and
 * pages made in the real database (rolled back after each test).
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

class BonusFormsTest extends BooksTestCase {

	/** Noon UTC on BooksTestCase::TODAY. */
	const NOW = 1795521600;

	/** @var bool Whether this test registered the form post type (no stand-in on). */
	private $registered = false;

	/** @var array<string,int> The forms made, by name. */
	private $forms = array();

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		if ( ! post_type_exists( 'ctct_forms' ) ) {
			// As the plugin registers it: its forms are posts of this type.
			register_post_type(
				'ctct_forms',
				array(
					'public'       => false,
					'show_in_rest' => true,
				)
			);
			$this->registered = true;
		}
		foreach ( get_posts(
			array(
				'post_type'   => 'ctct_forms',
				'post_status' => 'any',
				'numberposts' => -1,
			)
		) as $old ) {
			wp_delete_post( $old->ID, true );
		}
		$this->forms = array(
			'site'         => $this->form( 'Newsletter', '2026-01-01 10:00:00' ),
			'old bonus'    => $this->form( 'Bonus Epilogue', '2026-02-01 10:00:00' ),
			'new bonus'    => $this->form( 'Bonus Epilogue', '2026-03-01 10:00:00' ),
			'draft'        => $this->form( 'Draft Form', '2026-04-01 10:00:00', 'draft' ),
			'entity title' => $this->form( 'Tom &amp; Jerry', '2026-01-15 10:00:00' ),
		);
		$this->empty_books_page();
	}

	protected function tearDown(): void {
		if ( $this->registered ) {
			unregister_post_type( 'ctct_forms' );
		}
		parent::tearDown();
	}

	/**
	 * A Constant Contact form post.
	 *
	 * @param string $title  Its title.
	 * @param string $date   When it was made.
	 * @param string $status Its status.
	 * @return int
	 */
	private function form( $title, $date, $status = 'publish' ) {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'ctct_forms',
				'post_status' => $status,
				'post_title'  => $title,
				'post_date'   => $date,
			)
		);
	}

	/**
	 * A REST answer as a visitor gets it.
	 *
	 * @param string $path The REST path with its query.
	 * @return mixed
	 */
	private static function rest( $path ) {
		wp_set_current_user( 0 );
		$answer = rest_preload_api_request( array(), $path )[ $path ]['body'] ?? null;
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		return json_decode( wp_json_encode( $answer ), true );
	}

	public function test_a_form_is_named_by_its_id_or_its_title_in_any_case_the_newest_first() {
		$forms = $this->forms;
		$this->assertSame( $forms['site'], author_site_newsletter_form_named( (string) $forms['site'] ) );
		$this->assertSame( $forms['old bonus'], author_site_newsletter_form_named( ' ' . $forms['old bonus'] . ' ' ) );
		$this->assertSame( $forms['new bonus'], author_site_newsletter_form_named( 'Bonus Epilogue' ) );
		$this->assertSame( $forms['new bonus'], author_site_newsletter_form_named( "  bonus EPILOGUE \n" ) );
		$this->assertSame( $forms['entity title'], author_site_newsletter_form_named( 'tom & jerry' ) );
	}

	public function test_a_draft_an_unknown_title_or_an_id_of_no_form_names_nothing() {
		$this->assertNull( author_site_newsletter_form_named( 'Draft Form' ) );
		$this->assertNull( author_site_newsletter_form_named( (string) $this->forms['draft'] ) );
		$this->assertNull( author_site_newsletter_form_named( (string) $this->books_page ) );
		$this->assertNull( author_site_newsletter_form_named( 'Bonus' ) );
		$this->assertNull( author_site_newsletter_form_named( '' ) );
		$this->assertNull( author_site_newsletter_form_named( '   ' ) );
	}

	public function test_the_forms_are_read_once_a_request_and_again_after_a_form_is_saved_or_trashed() {
		global $wpdb;
		author_site_newsletter_form_named( 'Newsletter' );
		$before = $wpdb->num_queries;
		author_site_newsletter_form_named( 'Bonus Epilogue' );
		author_site_newsletter_form_named( 'Nope' );
		$this->assertSame( $before, $wpdb->num_queries );
		$added = $this->form( 'Reader Magnet', '2026-05-01 10:00:00' );
		$this->assertSame( $added, author_site_newsletter_form_named( 'reader magnet' ) );
		wp_trash_post( $added );
		$this->assertNull( author_site_newsletter_form_named( 'reader magnet' ) );
	}

	public function test_the_rest_answer_gives_each_written_form_matched() {
		$this->book_post(
			'heir',
			array(
				'title'       => 'The Heir',
				'bonus_title' => 'Read the bonus epilogue',
				'bonus_form'  => 'bonus epilogue',
			)
		);
		$this->book_post(
			'vow',
			array(
				'title'      => 'The Vow',
				'bonus_form' => 'No Such Form',
			)
		);
		$this->book_post( 'ring', array( 'title' => 'The Ring' ) );
		$this->book_post(
			'medallion',
			array(
				'series_title'    => 'Medallion',
				'newsletter_form' => (string) $this->forms['site'],
			)
		);
		$answer = self::rest( author_site_book_pages_path( $this->books_page ) );
		$forms  = array_column( $answer, 'author_site_forms', 'slug' );
		$this->assertSame(
			array(
				'heir'      => array( 'bonus_form' => $this->forms['new bonus'] ),
				'vow'       => array( 'bonus_form' => null ),
				'ring'      => array(),
				'medallion' => array( 'newsletter_form' => $this->forms['site'] ),
			),
			$forms
		);
		// An empty object in JSON, as the app reads it.
		$this->assertStringContainsString( '"author_site_forms":{}', wp_json_encode( rest_preload_api_request( array(), author_site_book_pages_path( $this->books_page ) ) ) );
		// The Books content page names none: the field is left out.
		$this->assertArrayNotHasKey( 'author_site_forms', self::rest( author_site_page_path( 'books' ) )[0] );
	}

	public function test_a_bonus_page_exists_for_a_listed_book_with_a_title_and_a_known_form() {
		$bonus = array(
			'bonus_title' => 'Read the bonus epilogue',
			'bonus_form'  => 'Bonus Epilogue',
		);
		$this->book_post( 'known', array( 'title' => 'Known' ) + $bonus );
		$this->book_post( 'unknown', array( 'title' => 'Unknown' ) + array( 'bonus_form' => 'Nope' ) + $bonus );
		$this->book_post( 'no-title', array( 'title' => 'No Title' ) + array( 'bonus_form' => 'Bonus Epilogue' ) );
		$this->book_post( 'untitled', $bonus );
		$data = author_site_catalogue_from_answers( self::rest( author_site_page_path( 'books' ) ), self::rest( author_site_book_pages_path( $this->books_page ) ), self::TODAY );
		$page = author_site_bonus_page_at( $data['pages'], $data['featured'], 'known' );
		$this->assertSame( 'Known', $page['book']['title'] );
		$this->assertSame( $this->forms['new bonus'], $page['book']['bonus_form_id'] );
		$this->assertSame( '/books/known/bonus/', author_site_bonus_path( $page['book'] ) );
		foreach ( array( 'unknown', 'no-title', 'untitled', 'nothing' ) as $slug ) {
			$this->assertNull( author_site_bonus_page_at( $data['pages'], $data['featured'], $slug ), $slug );
		}
		$this->assertNull( author_site_bonus_page_at( $data['pages'], $data['featured'], null ), 'the featured book names no bonus' );
	}

	public function test_the_featured_books_bonus_page_is_at_books_bonus() {
		$featured = author_site_read_featured_book(
			author_site_page_content( 'books' ),
			author_site_parse_sections(
				self::book_page(
					array(
						'bonus_title' => 'Bonus',
						'bonus_form'  => 'Newsletter',
					)
				)
			),
			self::TODAY,
			null,
			null,
			author_site_newsletter_form_named( 'Newsletter' )
		);
		$page     = author_site_bonus_page_at( array(), $featured, null );
		$this->assertFalse( $page['cover'], 'its cover is the configuration’s' );
		$this->assertSame( '/books/bonus/', author_site_bonus_path( $page['book'] ) );
	}

	public function test_the_address_of_a_bonus_page_is_taken_before_a_books() {
		$uri = $_SERVER['REQUEST_URI'] ?? '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was, never read.
		try {
			$cases = array(
				'/books/the-heir/bonus/' => array(
					'author_site_route'     => 'bonus',
					'author_site_book_slug' => 'the-heir',
				),
				'/books/the-heir/bonus'  => array(
					'author_site_route'     => 'bonus',
					'author_site_book_slug' => 'the-heir',
				),
				'/books/bonus/'          => array( 'author_site_route' => 'bonus' ),
				'/books/the-heir/'       => array( 'pagename' => 'x' ),
				'/books/a/bonus/more/'   => array( 'pagename' => 'x' ),
				'/bonus/'                => array( 'pagename' => 'x' ),
			);
			foreach ( $cases as $path => $expected ) {
				$_SERVER['REQUEST_URI'] = $path;
				$this->assertSame( $expected, author_site_filter_bonus_request( array( 'pagename' => 'x' ) ), $path );
			}
			// A book's own filter leaves what the bonus filter took.
			$_SERVER['REQUEST_URI'] = '/books/bonus/';
			$this->assertSame( array( 'author_site_route' => 'bonus' ), author_site_filter_book_request( author_site_filter_bonus_request( array() ) ) );
		} finally {
			$_SERVER['REQUEST_URI'] = $uri;
		}
	}

	public function test_content_health_gives_the_address_to_copy_or_why_there_is_none() {
		$bonus = array(
			'bonus_title' => 'Read the bonus epilogue',
			'bonus_form'  => 'Bonus Epilogue',
		);
		$this->book_post( 'known', array( 'title' => 'Known' ) + $bonus );
		$this->book_post( 'unknown', array( 'title' => 'Unknown' ) + array( 'bonus_form' => 'No Such Form' ) + $bonus );
		$this->book_post( 'no-title', array( 'title' => 'No Title' ) + array( 'bonus_form' => 'Bonus Epilogue' ) );
		$this->book_post( 'plain', array( 'title' => 'Plain' ) );
		$this->book_post(
			'medallion',
			array(
				'series_title'    => 'Medallion',
				'newsletter_form' => 'Gone Form',
			)
		);
		ob_start();
		author_site_health_render_bonuses( author_site_health_books_report( self::NOW ) );
		$html = (string) ob_get_clean();
		$url  = home_url( '/books/known/bonus/' );
		$this->assertMatchesRegularExpression( '#data-bonus="known"[^>]*>.*<input[^>]*readonly value="' . preg_quote( esc_attr( $url ), '#' ) . '"#', $html );
		$this->assertStringContainsString( 'data-bonus="unknown" data-bonus-why="unknown-form"', $html );
		$this->assertStringContainsString( '“No Such Form”', $html );
		$this->assertStringContainsString( 'data-bonus="no-title" data-bonus-why="no-title"', $html );
		$this->assertStringNotContainsString( 'data-bonus="plain"', $html );
		$this->assertStringContainsString( 'data-series-form="medallion"', $html );
		$this->assertStringContainsString( 'uses the site’s form', $html );
	}
}
