<?php
/**
 * A book's extras read on the server (inc/books/book.php and links.php, the
 * twins of src/books/book.ts and links.ts; tests/unit/books/extras.test.ts has
 * the same cases): the narrator, the audio sample and its rule, the book club
 * questions and the bonus, on a book page and on the featured book; the Media
 * Library's address WordPress gives (author_site_uploads_url()); and a real
 * book page whose sample WordPress turned into a player.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

require_once __DIR__ . '/BooksTestCase.php';

final class BooksExtrasTest extends BooksTestCase {

	/** The Media Library's address of a site on http:. */
	const UPLOADS = 'http://site.test/wp-content/uploads';

	/** The Media Library's address of a site on https:. */
	const HTTPS_UPLOADS = 'https://site.test/wp-content/uploads';

	/**
	 * A book read from a page with these sections, against a Media Library.
	 *
	 * @param array<string,string|string[]> $sections Section name → value.
	 * @param string|null                   $uploads  The Media Library's address.
	 * @return array
	 */
	private static function read_extras( array $sections, $uploads = self::UPLOADS ) {
		return author_site_read_book( 'the-slug', author_site_parse_sections( self::book_page( $sections ) ), self::TODAY, $uploads );
	}

	public function test_the_audio_rule_keeps_https_and_the_sites_own_uploads() {
		$kept = array(
			'any https: address'                   => array( 'https://cdn.example/audio/sample.mp3', null ),
			'https: in capitals'                   => array( 'HTTPS://CDN.example/Sample.MP3', null ),
			'the site’s own upload on https:'      => array( 'https://site.test/wp-content/uploads/2026/11/sample.mp3', self::UPLOADS ),
			'the site’s own upload on http:'       => array( 'http://site.test/wp-content/uploads/2026/11/sample.mp3', self::UPLOADS ),
			'an upload with a query and fragment'  => array( 'http://site.test/wp-content/uploads/sample.mp3?v=2#t=10', self::UPLOADS ),
			'the address given with a final slash' => array( 'http://site.test/wp-content/uploads/sample.mp3', self::UPLOADS . '/' ),
		);
		foreach ( $kept as $label => list( $text, $uploads ) ) {
			$this->assertSame( $text, author_site_book_audio_sample( $text, $uploads ), $label );
		}
		$this->assertSame( 'https://cdn.example/sample.mp3', author_site_book_audio_sample( " \thttps://cdn.example/sample.mp3 \n", null ) );
	}

	public function test_the_audio_rule_drops_everything_else() {
		$dropped = array(
			'another site on http:'                    => array( 'http://cdn.example/sample.mp3', self::UPLOADS ),
			'an upload on http:, no address known'     => array( 'http://site.test/wp-content/uploads/sample.mp3', null ),
			'an upload on http:, the library https:'   => array( 'http://site.test/wp-content/uploads/sample.mp3', self::HTTPS_UPLOADS ),
			'a folder only beginning like the uploads' => array( 'http://site.test/wp-content/uploads-old/sample.mp3', self::UPLOADS ),
			'the uploads folder itself'                => array( 'http://site.test/wp-content/uploads', self::UPLOADS ),
			'a `..` step'                              => array( 'http://site.test/wp-content/uploads/../../wp-config.php', self::UPLOADS ),
			'a `.` step'                               => array( 'http://site.test/wp-content/uploads/./sample.mp3', self::UPLOADS ),
			'an encoded `..` step'                     => array( 'http://site.test/wp-content/uploads/%2E%2e/sample.mp3', self::UPLOADS ),
			'a host only beginning like the site’s'    => array( 'http://site.test.evil.example/wp-content/uploads/sample.mp3', self::UPLOADS ),
			'a user name before another host'          => array( 'http://site.test@evil.example/wp-content/uploads/sample.mp3', self::UPLOADS ),
			'javascript:'                              => array( 'javascript:alert(1)', self::UPLOADS ),
			'javascript: before an https: address'     => array( 'JavaScript:alert(1)//https://cdn.example/sample.mp3', self::UPLOADS ),
			'a path from the site’s root'              => array( '/wp-content/uploads/2026/11/sample.mp3', self::UPLOADS ),
			'a relative path'                          => array( 'wp-content/uploads/sample.mp3', self::UPLOADS ),
			'a protocol-relative address'              => array( '//cdn.example/sample.mp3', self::UPLOADS ),
			'a data: address'                          => array( 'data:audio/mpeg;base64,SUQzBAAAAAAA', self::UPLOADS ),
			'an ftp: address'                          => array( 'ftp://cdn.example/sample.mp3', self::UPLOADS ),
			'words'                                    => array( 'my audio sample', self::UPLOADS ),
			'an https: address with a space'           => array( 'https://cdn.example/my sample.mp3', self::UPLOADS ),
			'words on the next line'                   => array( "https://cdn.example/sample.mp3\nListen!", self::UPLOADS ),
			'the library’s address a path'             => array( 'http://site.test/wp-content/uploads/sample.mp3', '/wp-content/uploads' ),
		);
		foreach ( $dropped as $label => list( $text, $uploads ) ) {
			$this->assertNull( author_site_book_audio_sample( $text, $uploads ), $label );
		}
	}

	public function test_each_extra_is_read_by_its_kind() {
		$book = self::read_extras(
			array(
				'title'             => 'T',
				'narrator'          => '  Jane Reader ',
				'audio_sample'      => 'http://site.test/wp-content/uploads/sample.mp3',
				'book_club'         => '</p><ul class="wp-block-list"><li>Why, after all that, did she stay?</li><li>Who lied first?</li><li> </li></ul><p>',
				'bonus_title'       => 'Read the bonus epilogue',
				'bonus_description' => 'Ten years later.</p><p>No spoilers.',
				'bonus_form'        => '  Bonus &amp; Extras  ',
			)
		);
		$this->assertSame(
			array(
				'narrator'          => 'Jane Reader',
				'audio_sample'      => 'http://site.test/wp-content/uploads/sample.mp3',
				'book_club'         => array( 'Why, after all that, did she stay?', 'Who lied first?' ),
				'bonus_title'       => 'Read the bonus epilogue',
				'bonus_description' => array( 'Ten years later.', 'No spoilers.' ),
				'bonus_form'        => 'Bonus & Extras',
				'problems'          => array(),
			),
			array_intersect_key( $book, array_flip( array( 'narrator', 'audio_sample', 'book_club', 'bonus_title', 'bonus_description', 'bonus_form', 'problems' ) ) )
		);
		$this->assertSame( '1234', self::read_extras( array( 'bonus_form' => '1234' ) )['bonus_form'], 'a form id as written' );
	}

	public function test_extras_left_out_are_empty_and_no_problem() {
		$book = self::read_extras( array( 'title' => 'T' ) );
		foreach ( array( 'narrator', 'audio_sample', 'bonus_title', 'bonus_form' ) as $key ) {
			$this->assertSame( '', $book[ $key ], $key );
		}
		$this->assertSame( array(), $book['book_club'] );
		$this->assertSame( array(), $book['bonus_description'] );
		$this->assertSame( array(), $book['problems'] );
		$half_bonuses = array(
			'a bonus title without a form' => array( 'bonus_title' => 'Bonus' ),
			'a form without a bonus title' => array( 'bonus_form' => 'Bonus epilogue' ),
		);
		foreach ( $half_bonuses as $label => $sections ) {
			$this->assertSame( array(), self::read_extras( array_merge( array( 'title' => 'T' ), $sections ) )['problems'], $label );
		}
	}

	public function test_an_unsafe_audio_sample_is_dropped_and_reported_with_its_text() {
		foreach ( array( 'javascript:alert(1)', '/wp-content/uploads/sample.mp3', 'http://cdn.example/sample.mp3', 'my audio sample' ) as $written ) {
			$book = self::read_extras(
				array(
					'title'        => 'T',
					'audio_sample' => $written,
				)
			);
			$this->assertSame( '', $book['audio_sample'], $written );
			$this->assertSame(
				array(
					array(
						'code'    => 'unsafe-audio-sample',
						'section' => 'audio_sample',
						'text'    => $written,
					),
				),
				$book['problems'],
				$written
			);
		}
		$upload = array(
			'title'        => 'T',
			'audio_sample' => 'http://site.test/wp-content/uploads/sample.mp3',
		);
		$this->assertSame( '', self::read_extras( $upload, null )['audio_sample'] );
		$this->assertSame( array( 'unsafe-audio-sample' ), array_column( self::read( $upload )['problems'], 'code' ), 'no address known by default' );
		$last = self::read_extras(
			array(
				'title'        => 'T',
				'buy_links'    => 'javascript:alert(1)',
				'isbn'         => 'ebook: 123',
				'audio_sample' => 'javascript:alert(2)',
			)
		);
		$this->assertSame( array( 'not-http-link', 'invalid-isbn', 'unsafe-audio-sample' ), array_column( $last['problems'], 'code' ) );
		$linked = self::read_extras(
			array(
				'title'        => 'T',
				'audio_sample' => '<a href="https://cdn.example/sample.mp3">Listen</a>',
			)
		);
		$this->assertSame( '', $linked['audio_sample'], 'a link’s target is not the sample' );
		$this->assertSame( 'Listen', $linked['problems'][0]['text'] );
	}

	public function test_the_featured_book_takes_its_extras_from_the_books_page() {
		$featured = function ( $html, $uploads = self::UPLOADS ) {
			$content = author_site_content_from_answer( 'books', array( array( 'content' => array( 'rendered' => $html ) ) ) );
			return author_site_read_featured_book( $content, author_site_parse_sections( $html ), self::TODAY, $uploads );
		};
		$book     = $featured(
			self::book_page(
				array(
					'narrator'          => 'Jane Reader',
					'audio_sample'      => 'http://site.test/wp-content/uploads/featured.mp3',
					'book_club'         => array( 'One, really?', 'Two?' ),
					'bonus_title'       => 'Bonus',
					'bonus_description' => 'A teaser.',
					'bonus_form'        => 'Bonus form',
				)
			)
		);
		$this->assertTrue( $book['featured'] );
		$this->assertSame( 'Jane Reader', $book['narrator'] );
		$this->assertSame( 'http://site.test/wp-content/uploads/featured.mp3', $book['audio_sample'] );
		$this->assertSame( array( 'One, really?', 'Two?' ), $book['book_club'] );
		$this->assertSame( 'Bonus', $book['bonus_title'] );
		$this->assertSame( array( 'A teaser.' ), $book['bonus_description'] );
		$this->assertSame( 'Bonus form', $book['bonus_form'] );
		$this->assertSame( array(), $book['problems'] );

		$built_in = $featured( '' );
		$this->assertSame( array( '', array(), '' ), array( $built_in['narrator'], $built_in['book_club'], $built_in['bonus_form'] ) );

		$unsafe = $featured( self::book_page( array( 'audio_sample' => 'http://site.test/wp-content/uploads/x.mp3' ) ), null );
		$this->assertSame( '', $unsafe['audio_sample'] );
		$this->assertSame( array( 'unsafe-audio-sample' ), array_column( $unsafe['problems'], 'code' ) );
	}

	public function test_the_media_librarys_address_is_wordpresss() {
		$this->assertSame( untrailingslashit( wp_get_upload_dir()['baseurl'] ), author_site_uploads_url() );
		foreach ( array(
			'https://media.example/files/' => 'https://media.example/files',
			'/wp-content/uploads'          => null,
			'javascript:alert(1)'          => null,
			''                             => null,
		) as $baseurl => $want ) {
			$moved = static function ( $dir ) use ( $baseurl ) {
				$dir['baseurl'] = $baseurl;
				return $dir;
			};
			add_filter( 'upload_dir', $moved );
			try {
				$this->assertSame( $want, author_site_uploads_url(), (string) $baseurl );
			} finally {
				remove_filter( 'upload_dir', $moved );
			}
		}
	}

	/**
	 * A published book page whose sample address stands alone in its
	 * paragraph: WordPress does not turn it into an audio player (with
	 * MediaElement's scripts) in the REST answer the site and the app read,
	 * and the address is read from it.
	 */
	public function test_a_real_book_pages_sample_is_read_from_its_rest_answer() {
		$parent  = $this->empty_books_page();
		$uploads = author_site_uploads_url();
		$this->assertIsString( $uploads );
		$sample = $uploads . '/2026/11/sample.mp3';
		$id     = $this->book_post(
			'heard-extras-test',
			array(
				'title'        => 'Heard',
				'audio_sample' => $sample,
			),
			array( 'post_title' => 'Heard' )
		);
		$path   = author_site_book_pages_path( $parent );
		$answer = rest_preload_api_request( array(), $path )[ $path ]['body'];
		$page   = array_values( array_filter( $answer, fn( $child ) => $id === $child['id'] ) )[0];
		$this->assertStringNotContainsString( '<audio', $page['content']['rendered'], 'WordPress made no player of it' );
		$this->assertFalse( wp_script_is( 'mediaelement', 'enqueued' ), 'nor asked for MediaElement' );
		$book = author_site_book_pages_from_answer( array( $page ), self::TODAY, $uploads )[0]['book'];
		$this->assertSame( $sample, $book['audio_sample'] );
		$this->assertSame( array(), $book['problems'] );
	}
}
