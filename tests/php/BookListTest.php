<?php
/**
 * The list's cut of the Books page's children (docs/books.md#what-a-first-view-preloads):
 * `author_site_sections=list` on `/wp/v2/pages` keeps only catalogue.json's
 * `listSections` of a book page's text (inc/books/wordpress.php
 * author_site_rest_book_list(), inc/books/pages.php author_site_book_list_content()),
 * read from real pages through the REST API as a visitor reads them.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class BookListTest extends BooksTestCase {

	/** Every section of a book with every extra, and text the parser must keep as text. */
	const EVERYTHING = array(
		'title'             => 'The Heir & the <Vow>',
		'subtitle'          => 'A Medallion Novel',
		'series'            => 'The Medallion Series',
		'series_number'     => '2',
		'release_date'      => '2026-03-05',
		'description'       => 'Her brother’s secrets &amp; lies,   spaced — “quoted” 5 < 6',
		'synopsis'          => 'SYNOPSIS-TEXT',
		'tropes'            => 'Second Chance, Slow Burn',
		'heat_level'        => '3',
		'content_notes'     => 'grief',
		'buy_links'         => array( 'ebook: https://www.amazon.com/dp/B0HEIR?a=1&b=2', 'https://bookshop.org/p/books/the-heir' ),
		'isbn'              => 'ebook: 978-0-306-40615-7',
		'sample_title'      => 'SAMPLE-TITLE',
		'sample_text'       => 'SAMPLE-TEXT',
		'narrator'          => 'NARRATOR-NAME',
		'audio_sample'      => 'https://cdn.example.com/sample.mp3',
		'book_club'         => array( 'QUESTION-ONE?', 'QUESTION-TWO?' ),
		'bonus_title'       => 'BONUS-TITLE',
		'bonus_description' => 'BONUS-DESCRIPTION',
		'bonus_form'        => 'Newsletter',
	);

	protected function setUp(): void {
		parent::setUp();
		$this->empty_books_page();
	}

	/** A REST answer as a visitor gets it, decoded as the app decodes it. */
	private static function rest( $path ) {
		wp_set_current_user( 0 );
		$answer = rest_preload_api_request( array(), $path )[ $path ]['body'] ?? null;
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		return json_decode( wp_json_encode( $answer ), true );
	}

	/** The children's answer with another value of the parameter. */
	private function children_with( $query ) {
		return self::rest( str_replace( 'author_site_sections=list', $query, author_site_book_list_path( $this->books_page ) ) );
	}

	/** The sections of the page at a slug in an answer. */
	private static function sections_of( array $answer, $slug ) {
		$page = array_values( array_filter( $answer, fn( $child ) => $slug === $child['slug'] ) )[0];
		return author_site_parse_sections( $page['content']['rendered'] );
	}

	/** The list's section names (catalogue.json). */
	private static function list_sections() {
		return author_site_read_json_raw( 'src/books/catalogue.json' )['listSections'];
	}

	public function test_the_list_keeps_the_list_sections_as_read_from_the_whole_page_and_nothing_else() {
		$this->book_post( 'the-heir', self::EVERYTHING );
		$list  = self::rest( author_site_book_list_path( $this->books_page ) );
		$whole = self::rest( author_site_book_page_path( $this->books_page, 'the-heir' ) );
		$this->assertCount( 1, $whole );
		$cut  = self::sections_of( $list, 'the-heir' );
		$full = self::sections_of( $whole, 'the-heir' );
		$kept = array_intersect( array_keys( $full ), self::list_sections() );
		$this->assertSame( array( 'title', 'series', 'series_number', 'release_date', 'description', 'buy_links' ), array_values( $kept ) );
		$this->assertEqualsCanonicalizing( $kept, array_keys( $cut ) );
		foreach ( $kept as $name ) {
			$this->assertSame( $full[ $name ]['text'], $cut[ $name ]['text'], $name );
		}
		$this->assertSame( 'The Heir & the <Vow>', $cut['title']['text'] );
		foreach ( array( 'SYNOPSIS', 'SAMPLE', 'NARRATOR', 'cdn.example.com', 'QUESTION', 'BONUS', '978' ) as $gone ) {
			$this->assertStringNotContainsString( $gone, $list[0]['content']['rendered'], $gone );
			$this->assertStringContainsString( $gone, $whole[0]['content']['rendered'], $gone );
		}
		// The fields read from the whole text before the cut stay.
		$this->assertSame( $whole[0]['author_site_series_slug'], $list[0]['author_site_series_slug'] );
		$this->assertSame( $whole[0]['author_site_forms'], $list[0]['author_site_forms'] );
	}

	public function test_the_catalogue_from_the_list_is_arranged_as_from_the_whole_pages() {
		$this->book_post( 'the-heir', self::EVERYTHING );
		$this->book_post(
			'the-vow',
			array(
				'title'         => 'The Vow',
				'series'        => 'The Medallion Series',
				'series_number' => '2.5',
				'release_date'  => '2026-12-14',
				'synopsis'      => 'More',
			)
		);
		$this->book_post(
			'alone',
			array(
				'title'        => 'Alone',
				'release_date' => '2022-12-01',
				'book_club'    => 'Why?',
			)
		);
		$this->book_post(
			'the-medallion-series',
			array(
				'series_title'    => 'The Medallion Series',
				'status'          => 'ongoing',
				'description'     => 'A family and a medallion.',
				'reading_note'    => 'Best read in order.',
				'newsletter_form' => 'Newsletter',
			)
		);
		$books = self::rest( author_site_page_path( 'books' ) );
		$list  = author_site_catalogue_from_answers( $books, self::rest( author_site_book_list_path( $this->books_page ) ), self::TODAY );
		$whole = author_site_catalogue_from_answers( $books, $this->children_with( 'author_site_sections=whole' ), self::TODAY );
		$shape = fn( $data ) => array(
			'series'      => array_map( fn( $series ) => array( $series['slug'], $series['page'], $series['first_to_know'], array_column( $series['books'], 'slug' ), $series['start']['slug'] ?? null, $series['next']['slug'] ?? null ), $data['catalogue']['series'] ),
			'standalone'  => array_column( $data['catalogue']['standalone'], 'slug' ),
			'problems'    => $data['catalogue']['series_problems'],
			'coming_soon' => $data['catalogue']['coming_soon']['slug'] ?? null,
		);
		$this->assertSame( $shape( $whole ), $shape( $list ) );
		$this->assertSame( array( 'The Medallion Series' ), array_column( $list['catalogue']['series'], 'name' ) );
		$this->assertSame( 'the-vow', $shape( $list )['coming_soon'] );
		$heir = author_site_listed_book_at( $list['pages'], 'the-heir' )['book'];
		$this->assertSame( array(), $heir['synopsis'] );
		$this->assertSame( '', $heir['narrator'] );
		$this->assertSame( array( 'ebook', null ), array_column( $heir['buy_links'], 'format' ) );
	}

	public function test_any_other_value_of_the_parameter_leaves_the_text_whole() {
		$this->book_post( 'the-heir', self::EVERYTHING );
		$whole = self::rest( author_site_book_page_path( $this->books_page, 'the-heir' ) )[0]['content']['rendered'];
		foreach ( array( 'author_site_sections=LIST', 'author_site_sections=', 'author_site_sections[]=list', 'author_site_sections[list]=1', 'author_site_sections=list%00', 'other=list' ) as $query ) {
			$this->assertSame( $whole, $this->children_with( $query )[0]['content']['rendered'], $query );
		}
	}

	public function test_a_page_outside_the_books_page_is_never_cut() {
		$other = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'elsewhere',
				'post_title'   => 'Elsewhere',
				'post_content' => self::book_page(
					array(
						'title'    => 'Elsewhere',
						'synopsis' => 'KEPT-SYNOPSIS',
					)
				),
			)
		);
		$this->book_post( 'under', array( 'title' => 'Under' ), array( 'post_parent' => $other ) );
		$path   = '/wp/v2/pages?parent=' . $other . '&author_site_sections=list';
		$answer = self::rest( $path );
		$this->assertStringContainsString( '<!-- section:title -->', $answer[0]['content']['rendered'] );
		$this->assertSame( 'elsewhere', get_post( $other )->post_name );
		$this->assertStringContainsString( '<p class="wp-block-paragraph">Under</p>', $answer[0]['content']['rendered'], 'a page below another page keeps its markup as WordPress printed it' );
	}

	public function test_the_cut_reads_back_as_the_same_text_for_hostile_and_odd_markup() {
		$html = implode(
			"\n",
			array(
				'<p>before any marker</p>',
				'<div><!-- section:title --><p>A <b>bold</b> &amp;lt;b&amp;gt; title&nbsp;with&#160;spaces</p></div>',
				'<!-- section:description --><p>line one<br>line   two</p><p>para two <script>alert(1)</script><a href="https://x.example/">link</a></p><ul><li>item, with comma</li><li>&lt;/p&gt;&lt;!-- section:synopsis --&gt;</li></ul>',
				'<!-- section:synopsis --><p>SECRET</p>',
				'<!-- section:buy_links --><p>ebook: https://www.amazon.com/dp/X?a=1&amp;b=2</p>',
				'<!-- section:title --><p>second title ignored</p>',
				'<!-- section:series --><p></p>',
				'<!-- /section:series --><p>after the close</p>',
			)
		);
		$full = author_site_parse_sections( $html );
		$cut  = author_site_parse_sections( author_site_book_list_content( $html ) );
		$this->assertSame( array( 'title', 'series', 'description', 'buy_links' ), array_keys( $cut ), 'in listSections\' order' );
		foreach ( $cut as $name => $section ) {
			$this->assertSame( $full[ $name ]['text'], $section['text'], $name );
		}
		$this->assertStringContainsString( '<!-- section:synopsis -->', $cut['description']['text'], 'a marker written as text stays text' );
		$this->assertSame( '', $cut['series']['text'] );
	}
}
