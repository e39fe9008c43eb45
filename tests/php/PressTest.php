<?php
/**
 * The press kit (docs/content-format.md#the-press-kit): seeded as a draft,
 * published only when its answer lists its page, the originals read from its
 * REST answer, the books it lists, and an uploaded image's original size.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class PressTest extends TestCase {

	public function test_the_press_kit_is_seeded_as_a_draft_and_the_others_published() {
		$this->assertSame( 'draft', author_site_seed_status( 'press' ) );
		foreach ( array( 'home', 'books', 'about', 'events', 'contact' ) as $page ) {
			$this->assertSame( 'publish', author_site_seed_status( $page ), $page );
		}
		$this->assertStringContainsString( '"authorSiteSection":"pronunciation"', author_site_seed_content( 'press' ) );
	}

	public function test_a_seeded_draft_is_not_published_and_publishing_opens_it() {
		$press = $this->seeded_press_kit();
		$this->assertSame( 'draft', get_post_status( $press ) );
		$answer = rest_preload_api_request( array(), author_site_page_path( 'press' ) );
		$this->assertSame( array(), $answer[ author_site_page_path( 'press' ) ]['body'] );
		wp_update_post(
			array(
				'ID'          => $press,
				'post_status' => 'publish',
			)
		);
		$answer = rest_preload_api_request( array(), author_site_page_path( 'press' ) );
		$body   = $answer[ author_site_page_path( 'press' ) ]['body'];
		$this->assertSame( 'press-content', $body[0]['slug'] );
		$this->assertSame( array( 'photo', 'logo', 'covers' ), array_keys( $body[0]['author_site_press'] ) );
	}

	public function test_the_originals_are_read_from_the_answer_and_bad_ones_dropped() {
		$read = author_site_press_originals_from_answer(
			array(
				array(
					'author_site_press' => array(
						'photo'  => array(
							'url'    => 'https://site.test/wp-content/uploads/me.jpg',
							'width'  => 3000,
							'height' => 2000,
						),
						'logo'   => array(
							'url'    => 'javascript:alert(1)',
							'width'  => 10,
							'height' => 10,
						),
						'covers' => array(
							array(
								'slug'   => 'the-heir',
								'url'    => 'https://site.test/wp-content/uploads/heir.jpg',
								'width'  => 1400,
								'height' => 2100,
							),
							array(
								'slug'  => 'broken',
								'url'   => 'https://site.test/x.jpg',
								'width' => '12',
							),
						),
					),
				),
			)
		);
		$this->assertSame( 3000, $read['photo']['width'] );
		$this->assertNull( $read['logo'] );
		$this->assertSame( array( 'the-heir' ), array_keys( $read['covers'] ) );
		$this->assertSame(
			array(
				'photo'  => null,
				'logo'   => null,
				'covers' => array(),
			),
			author_site_press_originals_from_answer( array() )
		);
	}

	/**
	 * An image uploaded to the Media Library as WordPress does it.
	 *
	 * @param string $name   Its file name.
	 * @param int    $width  Its width.
	 * @param int    $height Its height.
	 * @return array{0:int,1:string} Its id and file.
	 */
	private function upload( $name, $width, $height ) {
		ob_start();
		imagepng( imagecreatetruecolor( $width, $height ) );
		$upload = wp_upload_bits( $name, null, (string) ob_get_clean() );
		$this->assertFalse( $upload['error'] );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => $name,
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		return array( $id, $upload['file'] );
	}

	/**
	 * Deletes an upload and every size WordPress made of it.
	 *
	 * @param array{0:int,1:string} $upload From upload().
	 */
	private function remove( array $upload ) {
		wp_delete_attachment( $upload[0], true );
		wp_delete_file( $upload[1] );
	}

	public function test_an_uploaded_image_gives_its_original_file_and_pixel_size() {
		$small    = $this->upload( 'press-cover.png', 1600, 2400 );
		$original = author_site_original_image( $small[0] );
		$this->remove( $small );
		$this->assertSame( 1600, $original['width'] );
		$this->assertSame( 2400, $original['height'] );
		$this->assertStringEndsWith( 'press-cover.png', $original['url'] );
		$this->assertNull( author_site_original_image( 0 ) );
	}

	public function test_an_image_wordpress_scaled_gives_the_file_uploaded_not_the_scaled_one() {
		$big      = $this->upload( 'press-big.png', 2000, 3200 );
		$meta     = wp_get_attachment_metadata( $big[0] );
		$original = author_site_original_image( $big[0] );
		$this->remove( $big );
		$this->assertSame( 2560, max( $meta['width'], $meta['height'] ), 'WordPress scaled it' );
		$this->assertSame( array( 2000, 3200 ), array( $original['width'], $original['height'] ) );
		$this->assertStringEndsWith( '/press-big.png', $original['url'] );
	}

	public function test_the_featured_book_leads_when_it_is_in_no_series() {
		$featured  = array(
			'slug'   => 'books-content',
			'series' => '',
		);
		$other     = array(
			'slug'   => 'the-heir',
			'series' => 'M',
		);
		$alone     = array(
			'slug'   => 'winter',
			'series' => '',
		);
		$catalogue = array(
			'series'     => array( array( 'books' => array( $other ) ) ),
			'standalone' => array( $alone ),
		);
		$this->assertSame( array( 'books-content', 'the-heir', 'winter' ), array_column( author_site_press_books( $catalogue, $featured ), 'slug' ) );
		$featured['series']              = 'M';
		$catalogue['series'][0]['books'] = array( $featured, $other );
		$this->assertSame( array( 'books-content', 'the-heir', 'winter' ), array_column( author_site_press_books( $catalogue, $featured ), 'slug' ) );
	}

	/** Content Health's press kit part as printed. */
	private static function health() {
		ob_start();
		author_site_health_render_press();
		return (string) ob_get_clean();
	}

	/**
	 * The press kit page, made again as the theme seeds it (a draft). Found as
	 * the seed finds it: a query by name alone hides a draft from a visitor.
	 */
	private function seeded_press_kit() {
		$old = author_site_find_content_page( 'press-content' );
		if ( $old ) {
			wp_delete_post( $old->ID, true );
		}
		$created = author_site_seed_content_pages();
		$this->assertArrayHasKey( 'press', $created, 'the seed made the press kit again' );
		return $created['press'];
	}

	public function test_health_says_a_draft_press_kit_leaves_press_not_found() {
		$this->seeded_press_kit();
		$html = self::health();
		$this->assertStringContainsString( 'data-health-page="press" data-state="unpublished"', $html );
		$this->assertStringContainsString( 'data-kind="press-draft"', $html );
		$this->assertStringContainsString( 'Not published (Draft): /press shows “Page not found” until you publish the press kit page.', $html );
		$this->assertStringNotContainsString( 'press-small-photo', $html );
	}

	public function test_health_gives_the_address_once_published_and_names_each_photo_too_small_for_print() {
		wp_update_post(
			array(
				'ID'          => $this->seeded_press_kit(),
				'post_status' => 'publish',
			)
		);
		$books = author_site_books_content_page();
		$this->assertNotNull( $books, 'the test site has its Books content page' );
		$small = $this->upload( 'press-small.png', 800, 1200 );
		set_post_thumbnail( $books, $small[0] );
		$big   = $this->upload( 'press-print.png', 1000, 1500 );
		$child = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_parent' => $books->ID,
				'post_title'  => 'Print Ready',
				'post_name'   => 'print-ready',
			)
		);
		set_post_thumbnail( $child, $big[0] );
		$html = self::health();
		$this->remove( $small );
		$this->remove( $big );
		$this->assertStringContainsString( 'data-state="published"', $html );
		$this->assertStringContainsString( '<code>' . esc_html( author_site_route_url( 'press' ) ) . '</code>', $html );
		$this->assertSame( 1, substr_count( $html, 'data-kind="press-small-photo"' ) );
		$this->assertStringContainsString( 'data-kind="press-published"', $html );
		$this->assertStringNotContainsString( 'data-kind="all-good"', $html );
		$this->assertStringContainsString( 'The cover of “' . esc_html( get_the_title( $books ) ) . '” is 800 × 1200 pixels: too small for print, which needs at least 1500 pixels on the long side.', $html );
	}
}
