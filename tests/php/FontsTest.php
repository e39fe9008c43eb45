<?php
/**
 * Her fonts (inc/app/fonts.php, bin/build/copy-assets.mjs): the bundled
 * faces and their fallbacks' metrics in build/fonts, the @font-face rules of
 * her look's faces only, drawn at once (`swap`) with a local face sized to
 * each until it arrives, and the preload of the faces the first view draws.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class FontsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// The site's own choice, rolled back with the test.
		remove_theme_mods();
	}

	protected function tearDown(): void {
		set_query_var( 'author_site_route', '' );
		parent::tearDown();
	}

	/** The families the page's @font-face rules declare, once each. */
	private static function families( $css ) {
		preg_match_all( '/@font-face\{font-family:"([^"]+)"/', $css, $matches );
		return array_values( array_unique( $matches[1] ) );
	}

	/** The font files the head preloads on a route. */
	private static function preloaded( $route ) {
		set_query_var( 'author_site_route', $route );
		ob_start();
		author_site_print_font_switch();
		preg_match_all( '#/build/fonts/([^"]+\.woff2)"#', (string) ob_get_clean(), $matches );
		return $matches[1];
	}

	public function test_the_build_ships_every_font_of_the_looks_with_its_fallback_metrics() {
		$metrics = author_site_font_metrics();
		foreach ( author_site_looks_data()['fonts'] as $id => $font ) {
			if ( '' === $font['package'] ) {
				$this->assertSame( array(), author_site_font_files( $id ), $id );
				continue;
			}
			$files = author_site_font_files( $id );
			$this->assertArrayHasKey( 'normal', $files, $id );
			$this->assertLessThan( 30000, filesize( get_theme_file_path( 'build/fonts/' . $files['normal'] ) ), $id );
			$this->assertArrayHasKey( $id, $metrics, $id );
			$this->assertGreaterThan( 80, $metrics[ $id ]['sizeAdjust'], $id );
			$this->assertLessThan( 150, $metrics[ $id ]['sizeAdjust'], $id );
			$this->assertGreaterThan( 60, $metrics[ $id ]['ascent'], $id );
			$this->assertGreaterThan( 10, $metrics[ $id ]['descent'], $id );
		}
		// Read from the face's own file: Playfair's 1082/251 units of 1000, at
		// Times New Roman's average width (832 of 2048) over Playfair's (459).
		$this->assertEqualsWithDelta( 112.98, $metrics['playfair-display']['sizeAdjust'], 0.01 );
		$this->assertEqualsWithDelta( 95.77, $metrics['playfair-display']['ascent'], 0.01 );
		$this->assertSame( array( 'Arial', 'ArialMT', 'Liberation Sans', 'Arimo' ), $metrics['nunito-sans']['local']['normal'] );
		// Only the Latin files of the weight each font is drawn in.
		$shipped = array_map( 'basename', glob( get_theme_file_path( 'build/fonts/*.woff2' ) ) );
		foreach ( $shipped as $file ) {
			$this->assertMatchesRegularExpression( '/^[a-z-]+-latin-(400|600)-(normal|italic)\.woff2$/', $file );
		}
	}

	public function test_the_page_declares_her_looks_faces_drawn_once_in_with_a_sized_stand_in_until_then() {
		$css = author_site_font_face_css();
		$this->assertSame( array( 'Playfair Display', 'Playfair Display fallback' ), self::families( $css ) );
		$this->assertStringNotContainsString( 'optional', $css );
		$this->assertSame( 2, substr_count( $css, 'font-display:swap' ) );
		$this->assertStringContainsString( '@font-face{font-family:"Playfair Display fallback";font-style:normal;src:local("Times New Roman"),local("TimesNewRomanPSMT"),local("Liberation Serif"),local("Tinos");size-adjust:112.9846%;ascent-override:95.7653%;descent-override:22.2154%;line-gap-override:0%}', $css );
		$this->assertStringContainsString( 'font-style:italic;src:local("Times New Roman Italic"),local("TimesNewRomanPS-ItalicMT"),local("Liberation Serif Italic"),local("Tinos Italic");', $css );
		// The first paint draws the stand-in; the face once its files are in.
		$this->assertStringContainsString( ':root{--color-background:', author_site_look_css() );
		$this->assertStringContainsString( '--font-heading:"Playfair Display fallback",georgia,"Times New Roman",serif;', author_site_look_css() );
		$this->assertStringEndsWith( ':root.has-web-fonts{--font-heading:"Playfair Display","Playfair Display fallback",georgia,"Times New Roman",serif;}', author_site_look_css() );

		set_theme_mod( 'author_site_look', 'romcom' );
		$this->assertSame( array( 'Fraunces', 'Nunito Sans', 'Fraunces fallback', 'Nunito Sans fallback' ), self::families( author_site_font_face_css() ) );

		set_theme_mod( 'author_site_look', 'historical' );
		set_theme_mod( 'author_site_body_font', 'nunito-sans' );
		$this->assertSame( array( 'Cormorant Garamond', 'Nunito Sans', 'Cormorant Garamond fallback', 'Nunito Sans fallback' ), self::families( author_site_font_face_css() ) );
		$this->assertStringContainsString( '.has-web-fonts{--font-heading:"Cormorant Garamond","Cormorant Garamond fallback",', author_site_look_css() );
		$this->assertStringContainsString( '--font-body:"Nunito Sans","Nunito Sans fallback",system-ui,', author_site_look_css() );

		// Her own sans and serif: no face, no file, no rule.
		set_theme_mod( 'author_site_heading_font', 'system-serif' );
		set_theme_mod( 'author_site_body_font', 'system-sans' );
		$this->assertSame( '', author_site_font_face_css() );
		$this->assertSame( array(), self::preloaded( 'home' ) );
		$this->assertStringNotContainsString( 'has-web-fonts', author_site_look_css() );
	}

	public function test_the_heads_switch_preloads_the_faces_the_first_view_draws_with_once_the_browser_holds_them() {
		$this->assertSame( array( 'playfair-display-latin-600-normal.woff2', 'playfair-display-latin-600-italic.woff2' ), self::preloaded( 'home' ) );
		$this->assertSame( array( 'playfair-display-latin-600-normal.woff2' ), self::preloaded( 'books' ) );
		$this->assertSame( array( 'playfair-display-latin-600-normal.woff2', 'playfair-display-latin-600-italic.woff2' ), self::preloaded( 'about' ) );

		set_theme_mod( 'author_site_look', 'romcom' );
		$this->assertSame( array( 'fraunces-latin-600-normal.woff2', 'nunito-sans-latin-400-normal.woff2' ), self::preloaded( 'contact' ) );
		// The same font for heading and body: preloaded once.
		set_theme_mod( 'author_site_body_font', 'fraunces' );
		$this->assertSame( array( 'fraunces-latin-600-normal.woff2' ), self::preloaded( 'events' ) );
		$this->assertSame( 3, has_action( 'wp_head', 'author_site_print_font_switch' ) );
		// Only when this browser holds the files of this version.
		ob_start();
		author_site_print_font_switch();
		$this->assertStringContainsString( 'if(localStorage.getItem("author-site-fonts")==="' . author_site_fonts_version() . '"){var d=document;d.documentElement.classList.add("has-web-fonts");', (string) ob_get_clean() );
	}
}
