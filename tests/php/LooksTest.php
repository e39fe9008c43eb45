<?php
/**
 * Her look (inc/app/looks.php, inc/lib/contrast.php, inc/app/customizer.php):
 * contrast ratios as WCAG 2.2 gives them, every bundled look passing every
 * pair, her colours over a look, the custom properties the page prints, and
 * the Customizer refusing a colour under AA with the nearest one that passes.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class LooksTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( 1 );
		// The site's own choice, rolled back with the test.
		remove_theme_mods();
	}

	/** A Customizer with the Look section, these values posted in its preview. */
	private static function customizer( array $posted = array() ) {
		$manager = new \WP_Customize_Manager();
		author_site_customize_register( $manager );
		foreach ( $posted as $id => $value ) {
			$manager->set_post_value( $id, $value );
		}
		return $manager;
	}

	public function test_ratios_are_wcag_s() {
		$this->assertEqualsWithDelta( 21.0, author_site_contrast_ratio( '#000000', '#FFFFFF' ), 0.001 );
		$this->assertEqualsWithDelta( 1.0, author_site_contrast_ratio( '#5c1a2b', '#5c1a2b' ), 0.001 );
		// The grey at the edge of AA on white: #767676 passes, #777777 does not.
		$this->assertEqualsWithDelta( 4.54, author_site_contrast_ratio( '#767676', '#ffffff' ), 0.005 );
		$this->assertEqualsWithDelta( 4.48, author_site_contrast_ratio( '#ffffff', '#777777' ), 0.005 );
		$this->assertEqualsWithDelta( 1.55, author_site_contrast_ratio( '#cccccc', '#fffaf7' ), 0.005 );
	}

	public function test_the_nearest_passing_colour_is_the_first_step_that_passes() {
		$passes = fn( $color ) => author_site_contrast_ratio( $color, '#ffffff' ) >= 4.5;
		$this->assertSame( '#767676', author_site_nearest_passing_color( '#999999', $passes ) );
		$this->assertSame( '#fefefe', author_site_nearest_passing_color( '#f0f0f0', fn( $color ) => author_site_contrast_ratio( $color, '#767676' ) >= 4.5 ) );
		$this->assertNull( author_site_nearest_passing_color( 'red', $passes ) );
	}

	public function test_every_bundled_look_is_whole_and_passes_every_pair() {
		$data = author_site_looks_data();
		$this->assertGreaterThanOrEqual( 4, count( $data['looks'] ) );
		foreach ( $data['looks'] as $id => $look ) {
			$this->assertSame( array_keys( $data['roles'] ), array_keys( $look['colors'] ), $id );
			$this->assertArrayHasKey( $look['headingFont'], $data['fonts'], $id );
			$this->assertArrayHasKey( $look['bodyFont'], $data['fonts'], $id );
			$this->assertSame( array(), author_site_contrast_failures( author_site_palette( $id, array() ) ), $id );
		}
	}

	public function test_a_failing_palette_names_its_pairs_worst_first() {
		$palette  = author_site_palette( 'suspense', array( 'text' => '#cccccc' ) );
		$failures = author_site_contrast_failures( $palette, 'text' );
		$this->assertSame( array( 'text', 'tint' ), array_slice( $failures[0], 0, 2 ) );
		$this->assertEqualsWithDelta( 1.39, $failures[0][2], 0.005 );
		$this->assertSame( array( 'tint', 'background', 'surface' ), array_column( $failures, 1 ) );
		$this->assertSame( array(), author_site_contrast_failures( $palette, 'accent' ) );
	}

	public function test_the_page_prints_her_look_as_custom_properties() {
		$this->assertStringStartsWith( ':root{--color-background:#fffaf7;--color-surface:#ffffff;', author_site_look_css() );
		set_theme_mod( 'author_site_look', 'dark' );
		set_theme_mod( 'author_site_color_accent', '#FF8FA0' );
		set_theme_mod( 'author_site_color_text', 'not a colour' );
		$css = author_site_look_css();
		$this->assertStringStartsWith( ':root{--color-background:#111013;', $css );
		$this->assertStringContainsString( '--color-accent:#ff8fa0;--color-accent-deep:#ffa8b8;', $css );
		$this->assertStringContainsString( '--color-text:#e6dde0;', $css );
		$this->assertStringContainsString( '--font-body:system-ui,-apple-system,', $css );
		$this->assertSame( 1, preg_match_all( '/#[0-9a-f]{6}/', $css ) - count( author_site_looks_data()['roles'] ) + 1 );

		set_theme_mod( 'author_site_look', 'no such look' );
		set_theme_mod( 'author_site_heading_font', 'cinzel' );
		$css = author_site_look_css();
		$this->assertStringStartsWith( ':root{--color-background:#fffaf7;', $css );
		$this->assertStringContainsString( ':root.has-web-fonts{--font-heading:"Cinzel","Cinzel fallback","Palatino Linotype",palatino,georgia,serif;', $css );
	}

	public function test_the_inline_css_starts_with_the_look() {
		set_theme_mod( 'author_site_look', 'historical' );
		author_site_enqueue_assets();
		$inline = implode( '', (array) wp_styles()->get_data( 'author-site', 'after' ) );
		$this->assertStringStartsWith( author_site_look_css(), $inline );
		$this->assertStringContainsString( '--color-background:#f8f2e4;', $inline );
		// Nothing after it names a colour of its own.
		$rest = substr( $inline, strlen( author_site_look_css() ) );
		$this->assertSame( 0, preg_match( '/#[0-9a-f]{3,8}\b|rgba?\(/i', $rest ), 'a colour outside the look' );
	}

	public function test_the_customizer_refuses_a_colour_under_aa_with_the_nearest_that_passes() {
		$manager  = self::customizer();
		$validity = $manager->get_setting( 'author_site_color_text' )->validate( '#cccccc' );
		$this->assertInstanceOf( \WP_Error::class, $validity );
		$this->assertSame( 'author_site_contrast', $validity->get_error_code() );
		$suggestion = $validity->get_error_data()['suggestion'];
		$this->assertMatchesRegularExpression( '/^#[0-9a-f]{6}$/', $suggestion );
		$this->assertSame(
			'Text on Soft bands and badges would be 1.39:1; it needs at least 4.5:1. The nearest colour that passes is ' . $suggestion . '.',
			$validity->get_error_message()
		);
		$this->assertTrue( $manager->get_setting( 'author_site_color_text' )->validate( $suggestion ) );
		$this->assertSame( array(), author_site_contrast_failures( author_site_palette( 'suspense', array( 'text' => $suggestion ) ) ) );
		// A step lighter fails: it is the nearest.
		$lighter = author_site_color_hex( array_map( fn( $c ) => $c + ( 255 - $c ) / 99, author_site_color_channels( $suggestion ) ) );
		$this->assertNotSame( array(), author_site_contrast_failures( author_site_palette( 'suspense', array( 'text' => $lighter ) ), 'text' ) );
		$this->assertTrue( $manager->get_setting( 'author_site_color_text' )->validate( '' ) );
		$this->assertSame( 'author_site_color', $manager->get_setting( 'author_site_color_text' )->validate( 'blue' )->get_error_code() );
	}

	public function test_a_stored_colour_that_fails_does_not_make_the_customizer_refuse_a_new_one() {
		// Stored past the Customizer (code, an import): the page draws the look's own text.
		set_theme_mod( 'author_site_color_text', '#cccccc' );
		$this->assertSame( array( 'text' ), author_site_refused_colors( 'suspense', array( 'text' => '#cccccc' ) ) );
		$this->assertTrue( self::customizer()->get_setting( 'author_site_color_background' )->validate( '#fffdfb' ) );
		// The same colour posted in this preview still counts: it would be published.
		$manager = self::customizer( array( 'author_site_color_text' => '#cccccc' ) );
		$this->assertSame( 'author_site_contrast', $manager->get_setting( 'author_site_color_background' )->validate( '#fffdfb' )->get_error_code() );
		// A look under which a stored colour would fail is still refused, naming it.
		set_theme_mod( 'author_site_color_text', '' );
		set_theme_mod( 'author_site_color_accent', '#5c1a2b' );
		$this->assertSame( 'author_site_contrast', self::customizer()->get_setting( 'author_site_look' )->validate( 'dark' )->get_error_code() );
	}

	public function test_the_customizer_checks_a_colour_against_the_look_posted_with_it() {
		$dark = self::customizer( array( 'author_site_look' => 'dark' ) );
		$this->assertSame( 'author_site_contrast', $dark->get_setting( 'author_site_color_text' )->validate( '#333333' )->get_error_code() );
		$this->assertTrue( self::customizer()->get_setting( 'author_site_color_text' )->validate( '#333333' ) );

		// A look under which one of her colours would fail is refused, naming the pair.
		$manager  = self::customizer( array( 'author_site_color_accent' => '#5c1a2b' ) );
		$validity = $manager->get_setting( 'author_site_look' )->validate( 'dark' );
		$this->assertInstanceOf( \WP_Error::class, $validity );
		$this->assertStringStartsWith( 'With this look, Accent: links and buttons on Soft bands and badges would be 1.30:1', $validity->get_error_message() );
		$this->assertTrue( $manager->get_setting( 'author_site_look' )->validate( 'historical' ) );
	}

	public function test_the_block_editor_wears_the_look() {
		set_theme_mod( 'author_site_look', 'dark' );
		set_theme_mod( 'author_site_color_accent', '#ff8fa0' );
		wp_clean_theme_json_cache();
		$palette = array_column( wp_get_global_settings( array( 'color', 'palette', 'theme' ) ), 'color', 'slug' );
		wp_clean_theme_json_cache();
		$this->assertSame( '#111013', $palette['background'] );
		$this->assertSame( '#ff8fa0', $palette['accent'] );
		$this->assertSame( '#4a0b17', $palette['band'] );
		ob_start();
		author_site_print_meta_tags();
		$this->assertStringContainsString( '<meta name="theme-color" content="#ff8fa0">', (string) ob_get_clean() );
		$styles = author_site_look_editor_settings( array() )['styles'];
		$this->assertStringStartsWith( ':root{--color-background:#111013;', $styles[0]['css'] );
		// Light text on a dark page: the browser's own controls dark too.
		$this->assertStringContainsString( ';color-scheme:dark;', $styles[0]['css'] );
		set_theme_mod( 'author_site_look', 'suspense' );
		$this->assertStringNotContainsString( 'color-scheme', author_site_look_css() );
		$this->assertStringContainsString( '--font-heading:"Cinzel","Cinzel fallback","Palatino Linotype",palatino,', $styles[0]['css'] );
		$this->assertStringContainsString( '@font-face{font-family:"Cinzel";font-style:normal;font-weight:600;font-display:swap;', $styles[0]['css'] );
		$this->assertStringContainsString( '@font-face{font-family:"Cinzel fallback";font-style:normal;src:local("Times New Roman")', $styles[0]['css'] );
	}
}
