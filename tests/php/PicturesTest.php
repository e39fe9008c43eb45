<?php
/**
 * The author's pictures on the server (docs/pictures.md): which attachments
 * may be shown (inc/pictures/pictures.php), the monogram's initials, the share image
 * made from the cover (inc/pictures/share-image.php), and the built-in art's markup
 * (inc/render/ui/picture.php) with hostile titles and names. Pictures are
 * made by bin/build/pictures.php and uploaded as WordPress's media library
 * does (media_handle_sideload); their files are deleted after each test,
 * the database rolled back.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class PicturesTest extends TestCase {

	/** Where bin/build/pictures.php wrote this run's pictures. */
	private static $files = '';

	/** @var int[] Attachments to delete (with their files) after the test. */
	private $attachments = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$files = sys_get_temp_dir() . '/author-site-php-pictures-' . getmypid();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- runs the build's own script, as the build does.
		exec( 'php ' . escapeshellarg( dirname( __DIR__, 2 ) . '/bin/build/pictures.php' ) . ' ' . escapeshellarg( self::$files ), $output, $status );
		if ( 0 !== $status ) {
			throw new \RuntimeException( 'bin/build/pictures.php failed' );
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
	}

	protected function tearDown(): void {
		$folder = author_site_share_image_folder();
		foreach ( $this->attachments as $id ) {
			wp_delete_attachment( $id, true );
			// Share images made from it (the database rollback does not remove files).
			foreach ( glob( $folder['dir'] . '/share-' . $id . '-*.jpg' ) ?: array() as $file ) {
				unlink( $file );
			}
		}
		$this->attachments = array();
		// Touch icons drawn in a look the rollback takes back.
		foreach ( glob( $folder['dir'] . '/touch-icon-*.png' ) ?: array() as $file ) {
			unlink( $file );
		}
		parent::tearDown();
	}

	/**
	 * Uploads one of the made pictures into the media library.
	 *
	 * @param string $file cover.jpg, portrait.jpg, logo.png or strip.jpg.
	 * @return int
	 */
	private function upload( $file ) {
		$copy = self::$files . '/upload-' . $file;
		copy( self::$files . '/' . $file, $copy );
		$id = media_handle_sideload(
			array(
				'name'     => $file,
				'tmp_name' => $copy,
			),
			0
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		$this->attachments[] = $id;
		return $id;
	}

	/**
	 * An attachment of another kind, with no file (as an import leaves one).
	 *
	 * @param string $mime Its type.
	 * @param string $name Its file name.
	 * @return int
	 */
	private function attachment_of_type( $mime, $name ) {
		$id                  = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => $name,
				'post_status'    => 'inherit',
			),
			$name
		);
		$this->attachments[] = $id;
		return $id;
	}

	/**
	 * A content page in a status: the site's own (the theme seeds them on
	 * activation), else a new one; rolled back after the test.
	 *
	 * @param string $slug   Its slug.
	 * @param string $status Its status.
	 * @return int
	 */
	private function content_page( $slug, $status = 'publish' ) {
		$existing = get_page_by_path( $slug, OBJECT, 'page' );
		if ( $existing ) {
			wp_update_post(
				array(
					'ID'          => $existing->ID,
					'post_status' => $status,
				)
			);
			delete_post_thumbnail( $existing->ID );
			return $existing->ID;
		}
		return wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => $status,
				'post_name'   => $slug,
				'post_title'  => $slug,
			)
		);
	}

	public function monogram_cases() {
		return array(
			'two words'           => array( 'Claire Whitmore', 'CW', 'ltr', true ),
			'three words'         => array( 'Mary Ann Evans', 'ME', 'ltr', true ),
			'one word'            => array( 'Zelda', 'Z', 'ltr', false ),
			'lower case, accents' => array( 'élise durand', 'ÉD', 'ltr', true ),
			'markup and quotes'   => array( '<b>"Nell" & O\'Hara</b>', 'BO', 'ltr', true ),
			'no letters'          => array( '12 & 34', '', 'ltr', false ),
			'empty'               => array( '', '', 'ltr', false ),
			'Hebrew'              => array( 'נעמי שמר', 'נש', 'rtl', true ),
			'Arabic'              => array( 'نجيب محفوظ', 'نم', 'rtl', true ),
			'combining mark kept' => array( "E\u{0301}mile Zola", "E\u{0301}Z", 'ltr', true ),
		);
	}

	/**
	 * @dataProvider monogram_cases
	 *
	 * @param string $name     The author's name.
	 * @param string $initials Expected initials.
	 * @param string $dir      Expected direction.
	 * @param bool   $pair     Expected pair.
	 */
	public function test_the_monogram_is_the_initials_of_the_name( $name, $initials, $dir, $pair ) {
		$this->assertSame(
			array(
				'initials' => $initials,
				'dir'      => $dir,
				'pair'     => $pair,
			),
			author_site_monogram( $name )
		);
	}

	public function test_an_uploaded_jpeg_is_shown_with_wordpress_sizes() {
		$id    = $this->upload( 'cover.jpg' );
		$attrs = author_site_image_attributes( author_site_usable_image_id( $id ), 'large', '(max-width: 502px) 70vw, 352px' );
		$this->assertNotNull( $attrs );
		$this->assertMatchesRegularExpression( '#/wp-content/uploads/\d{4}/\d{2}/cover(-\d+)?-683x1024\.webp$#', $attrs['src'] );
		$this->assertSame( 683, $attrs['width'] );
		$this->assertSame( 1024, $attrs['height'] );
		$this->assertStringContainsString( ' 1600w', $attrs['srcset'] );
		$this->assertStringContainsString( '-200x300.webp 200w', $attrs['srcset'] );
		$this->assertSame( '(max-width: 502px) 70vw, 352px', $attrs['sizes'] );
		$this->assertSame( '', $attrs['alt'] );
	}

	public function test_a_cover_in_a_list_asks_for_a_small_size() {
		$slot  = author_site_picture_slots()['cover'];
		$attrs = author_site_image_attributes( author_site_usable_image_id( $this->upload( 'cover.jpg' ) ), $slot['size'], $slot['sizes'] );
		$this->assertStringContainsString( 'sizes="(max-width: 359px) calc(100vw - 3rem), (max-width: 527px) 52vw, 200px"', author_site_book_cover( 'T', 'A', $attrs, true ) );
		$this->assertStringContainsString( 'sizes="(max-width: 502px) 70vw, 352px"', author_site_book_cover( 'T', 'A', $attrs ) );
	}

	public function test_pictures_that_cannot_be_shown_count_as_not_set() {
		$deleted = $this->upload( 'portrait.jpg' );
		wp_delete_attachment( $deleted, true );
		$this->assertSame( 0, author_site_usable_image_id( $deleted ), 'a deleted attachment' );
		$this->assertSame( 0, author_site_usable_image_id( 987654321 ), 'an id that never existed' );
		$this->assertSame( 0, author_site_usable_image_id( 'x' ), 'not an id' );
		$this->assertSame( 0, author_site_usable_image_id( $this->attachment_of_type( 'application/pdf', 'book.pdf' ) ), 'a PDF' );
		$this->assertSame( 0, author_site_usable_image_id( $this->attachment_of_type( 'image/svg+xml', 'logo.svg' ) ), 'an SVG upload' );
		$page = $this->content_page( 'about-content' );
		$this->assertSame( 0, author_site_content_page_image_id( 'about' ), 'no featured image' );
		update_post_meta( $page, '_thumbnail_id', $deleted );
		$this->assertSame( 0, author_site_content_page_image_id( 'about' ), 'the featured image was deleted' );
	}

	public function test_a_20000_px_picture_shows_at_a_safe_size_or_not_at_all() {
		$strip = $this->upload( 'strip.jpg' );
		$meta  = wp_get_attachment_metadata( $strip );
		// WordPress scaled the original down (big_image_size_threshold) and made sizes.
		$this->assertLessThanOrEqual( 2560, $meta['width'] );
		$attrs = author_site_image_attributes( author_site_usable_image_id( $strip ), 'large', '100vw' );
		$this->assertNotNull( $attrs );
		$this->assertLessThanOrEqual( 1024, $attrs['width'] );
		// One WordPress could make no sizes of (the editor ran out of memory): not shown.
		$huge = $this->upload( 'portrait.jpg' );
		wp_update_attachment_metadata(
			$huge,
			array(
				'width'  => 20000,
				'height' => 30000,
				'file'   => get_post_meta( $huge, '_wp_attached_file', true ),
				'sizes'  => array(),
			)
		);
		$this->assertSame( 0, author_site_usable_image_id( $huge ) );
	}

	public function test_the_covers_featured_image_is_the_cover_only_while_the_page_is_published() {
		$page  = $this->content_page( 'books-content', 'draft' );
		$cover = $this->upload( 'cover.jpg' );
		set_post_thumbnail( $page, $cover );
		$this->assertSame( 0, author_site_content_page_image_id( 'books' ) );
		wp_publish_post( $page );
		$this->assertSame( $cover, author_site_content_page_image_id( 'books' ) );
	}

	public function test_the_share_image_is_made_when_the_cover_is_set_changed_and_removed() {
		$this->delete_option( AUTHOR_SITE_SHARE_OPTION );
		$page   = $this->content_page( 'books-content' );
		$first  = $this->upload( 'cover.jpg' );
		$folder = author_site_share_image_folder();

		set_post_thumbnail( $page, $first );
		$stored = get_option( AUTHOR_SITE_SHARE_OPTION );
		$this->assertSame( $first, $stored['source'] );
		$file = $folder['dir'] . '/' . $stored['file'];
		$this->assertSame( array( 1200, 630 ), array_slice( getimagesize( $file ), 0, 2 ) );
		$this->assertSame( 'image/jpeg', getimagesize( $file )['mime'] );

		$second = $this->upload( 'portrait.jpg' );
		set_post_thumbnail( $page, $second );
		$now = get_option( AUTHOR_SITE_SHARE_OPTION );
		$this->assertSame( $second, $now['source'] );
		$this->assertFileExists( $folder['dir'] . '/' . $now['file'] );
		$this->assertFileDoesNotExist( $file, 'the old share image is removed' );

		delete_post_thumbnail( $page );
		$this->assertFalse( get_option( AUTHOR_SITE_SHARE_OPTION ) );
		$this->assertFileDoesNotExist( $folder['dir'] . '/' . $now['file'] );
	}

	/**
	 * A share image's pixel near its top-left corner, in the backdrop.
	 *
	 * @param string $file The share image's file name in its folder.
	 * @return int[] Red, green and blue.
	 */
	private static function backdrop_pixel( $file ) {
		$image = imagecreatefromjpeg( author_site_share_image_folder()['dir'] . '/' . $file );
		$rgb   = imagecolorat( $image, 20, 20 );
		return array( ( $rgb >> 16 ) & 255, ( $rgb >> 8 ) & 255, $rgb & 255 );
	}

	/**
	 * Asserts that a backdrop pixel is the look's colour over a grey 128
	 * cover at the share image's opacity (JPEG moves a channel a little).
	 *
	 * @param string $color The look's colour, #rrggbb.
	 * @param int[]  $pixel Red, green and blue.
	 */
	private function assertTintedWith( $color, array $pixel ) {
		$opacity = author_site_picture_slots()['share']['backgroundOpacity'];
		foreach ( sscanf( $color, '#%02x%02x%02x' ) as $i => $channel ) {
			$this->assertEqualsWithDelta( $channel * $opacity + 128 * ( 1 - $opacity ), $pixel[ $i ], 4, "$color, channel $i" );
		}
	}

	/**
	 * The pictures are read once a PHP process (author_site_pictures()): a
	 * process of its own, so a test before it cannot have read them without a cover.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_share_image_wears_her_look_and_is_made_again_when_it_changes() {
		remove_theme_mods();
		$this->delete_option( AUTHOR_SITE_SHARE_OPTION );
		$grey = imagecreatetruecolor( 800, 1200 );
		imagefill( $grey, 0, 0, imagecolorallocate( $grey, 128, 128, 128 ) );
		imagejpeg( $grey, self::$files . '/grey.jpg', 95 );
		$page  = $this->content_page( 'books-content' );
		$cover = $this->upload( 'grey.jpg' );
		set_post_thumbnail( $page, $cover );
		$first = get_option( AUTHOR_SITE_SHARE_OPTION )['file'];
		$this->assertTintedWith( '#3e1020', self::backdrop_pixel( $first ) );

		// The Customizer publishing another look sets a theme mod: the image is made again at once.
		set_theme_mod( 'author_site_look', 'dark' );
		$dark = get_option( AUTHOR_SITE_SHARE_OPTION )['file'];
		$this->assertNotSame( $first, $dark );
		$this->assertFileDoesNotExist( author_site_share_image_folder()['dir'] . '/' . $first, 'the old share image is removed' );
		$this->assertTintedWith( author_site_looks_data()['looks']['dark']['colors']['band'], self::backdrop_pixel( $dark ) );

		set_theme_mod( 'author_site_color_band', '#17263f' );
		$hers = get_option( AUTHOR_SITE_SHARE_OPTION )['file'];
		$this->assertTintedWith( '#17263f', self::backdrop_pixel( $hers ) );

		// Changed with the image not made again (its request failed): the old one is never shown.
		remove_action( 'update_option_theme_mods_' . get_stylesheet(), 'author_site_look_changed' );
		set_theme_mod( 'author_site_color_band', '' );
		add_action( 'update_option_theme_mods_' . get_stylesheet(), 'author_site_look_changed' );
		$this->assertSame( $hers, get_option( AUTHOR_SITE_SHARE_OPTION )['file'] );
		$this->assertSame( author_site_pictures()['cover']['src'], author_site_find_share_image()['url'] );
		$this->assertNotFalse( wp_next_scheduled( 'author_site_make_share_image' ) );
	}

	/**
	 * Without a cover, her look's colour on the built-in artwork: the built-in
	 * share image as it is in today's look, else one made from the artwork.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_without_a_cover_the_share_image_is_the_built_in_artwork_in_her_colour() {
		remove_theme_mods();
		$this->delete_option( AUTHOR_SITE_SHARE_OPTION );
		$this->assertSame( 0, author_site_content_page_image_id( 'books' ) );
		$this->assertStringEndsWith( '/build/images/share.jpg', author_site_find_share_image()['url'] );
		$this->assertFalse( author_site_make_share_image() );

		// The Customizer publishing another look sets a theme mod: made at once.
		set_theme_mod( 'author_site_look', 'dark' );
		$dark = get_option( AUTHOR_SITE_SHARE_OPTION );
		$this->assertSame( 0, $dark['source'] );
		$this->assertSame( array( 1200, 630 ), array_slice( getimagesize( author_site_share_image_folder()['dir'] . '/' . $dark['file'] ), 0, 2 ) );
		$this->assertSame( author_site_share_image_folder()['url'] . '/' . $dark['file'], author_site_find_share_image()['url'] );

		// Her own band colour: the same artwork under another tint.
		$dark_pixel = self::backdrop_pixel( $dark['file'] );
		set_theme_mod( 'author_site_color_band', '#17263f' );
		$blue = get_option( AUTHOR_SITE_SHARE_OPTION );
		$this->assertNotSame( $dark['file'], $blue['file'] );
		$this->assertFileDoesNotExist( author_site_share_image_folder()['dir'] . '/' . $dark['file'], 'the old share image is removed' );
		$blue_pixel = self::backdrop_pixel( $blue['file'] );
		$opacity    = author_site_picture_slots()['share']['backgroundOpacity'];
		$before     = sscanf( author_site_looks_data()['looks']['dark']['colors']['band'], '#%02x%02x%02x' );
		$after      = sscanf( '#17263f', '#%02x%02x%02x' );
		for ( $channel = 0; $channel < 3; $channel++ ) {
			$this->assertEqualsWithDelta( ( $before[ $channel ] - $after[ $channel ] ) * $opacity, $dark_pixel[ $channel ] - $blue_pixel[ $channel ], 6, "channel $channel" );
		}

		// Today's look again: the built-in image, the made one removed.
		remove_theme_mods();
		author_site_make_share_image();
		$this->assertFalse( get_option( AUTHOR_SITE_SHARE_OPTION ) );
		$this->assertFileDoesNotExist( author_site_share_image_folder()['dir'] . '/' . $blue['file'] );
		$this->assertStringEndsWith( '/build/images/share.jpg', author_site_find_share_image()['url'] );
	}

	public function test_the_favicon_wears_her_look() {
		remove_theme_mods();
		$svg = author_site_theme_file_contents( 'build/images/favicon.svg' );
		$this->assertSame( $svg, author_site_favicon_svg() );
		$this->assertStringContainsString( 'fill="#5c1a2b"', $svg );
		set_theme_mod( 'author_site_look', 'historical' );
		set_theme_mod( 'author_site_color_accent', '#1f3a5c' );
		$colors = author_site_looks_data()['looks']['historical']['colors'];
		$this->assertSame(
			str_replace( array( '#5c1a2b', '#fffaf7', '#c9a227' ), array( '#1f3a5c', $colors['background'], $colors['ornament'] ), $svg ),
			author_site_favicon_svg()
		);
		ob_start();
		author_site_favicon();
		$this->assertStringContainsString( rawurlencode( 'fill="#1f3a5c"' ), (string) ob_get_clean() );
	}

	public function test_the_touch_icon_is_drawn_in_her_look() {
		remove_theme_mods();
		$this->assertSame( author_site_built_image_url( 'apple-touch-icon.png' ), author_site_touch_icon_url() );
		set_theme_mod( 'author_site_look', 'historical' );
		$url    = author_site_touch_icon_url();
		$folder = author_site_share_image_folder();
		$this->assertStringStartsWith( $folder['url'] . '/touch-icon-', $url );
		$file = $folder['dir'] . '/' . basename( $url );
		$this->assertSame( array( 180, 180, IMAGETYPE_PNG ), array_slice( getimagesize( $file ), 0, 3 ) );
		$colors = author_site_looks_data()['looks']['historical']['colors'];
		$icon   = imagecreatefrompng( $file );
		// The square's corner, the ring's left side, the dot.
		foreach ( array(
			'accent'     => array( 5, 5 ),
			'background' => array( 39, 90 ),
			'ornament'   => array( 90, 90 ),
		) as $role => list( $x, $y ) ) {
			$rgb = imagecolorat( $icon, $x, $y );
			$this->assertSame( $colors[ $role ], author_site_color_hex( array( ( $rgb >> 16 ) & 255, ( $rgb >> 8 ) & 255, $rgb & 255 ) ), $role );
		}
		set_theme_mod( 'author_site_color_accent', '#1f3a5c' );
		$hers = author_site_touch_icon_url();
		$this->assertNotSame( $url, $hers );
		$this->assertFileDoesNotExist( $file, 'the icon of the colours before is deleted' );
		$rgb = imagecolorat( imagecreatefrompng( $folder['dir'] . '/' . basename( $hers ) ), 5, 5 );
		$this->assertSame( 0x1f3a5c, $rgb );
		ob_start();
		author_site_touch_icon();
		$this->assertSame( '<link rel="apple-touch-icon" href="' . esc_url( $hers ) . '">' . "\n", ob_get_clean() );
	}

	/**
	 * The answers kept for the page are kept for the whole PHP process: a
	 * process of its own.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_cover_text_read_for_the_share_image_is_not_printed_into_the_page() {
		$this->content_page( 'books-content' );
		$path = author_site_page_path( 'books' );
		$this->assertIsArray( author_site_rest_answer( $path, false ) );
		$this->assertArrayNotHasKey( $path, author_site_preloaded(), 'an answer read for the server only' );
		$this->assertIsArray( author_site_rest_answer( $path ) );
		$this->assertArrayHasKey( $path, author_site_preloaded(), 'kept once a view shows it' );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_built_in_cover_and_monogram_write_hostile_text_as_text() {
		$this->set_option( 'author_site_settings', array( 'author_name' => '<script>x</script> "Nell" & Ö\'Hara' ) );
		$title = '<img src=x onerror=alert(1)> & "Ash"';
		$cover = author_site_book_cover( $title, author_site_author_name() );
		$this->assertStringContainsString( '<span class="cover__title" dir="auto">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Ash&quot;</span>', $cover );
		$this->assertStringContainsString( '<span class="cover__author" dir="auto">&lt;script&gt;x&lt;/script&gt; &quot;Nell&quot; &amp; Ö&apos;Hara</span>', $cover );
		$this->assertStringNotContainsString( '<img src=x', $cover );
		$this->assertStringNotContainsString( '<script>', $cover );
		// The monogram: the first letters of the first and last words with letters.
		$this->assertStringContainsString( '>SÖ</text>', author_site_logo( 'brand__logo', 40 ) );
	}
}
