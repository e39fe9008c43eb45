<?php
/**
 * Content Health's look (inc/admin/health/look.php): the look she chose, her
 * colours beside the look's own, her fonts, the contrast of every pair with
 * one of her colours in it; a stored colour under WCAG 2.2 AA flagged, and
 * the page drawing the look's own colour for it (inc/app/looks.php). The
 * ratios expected are WCAG's, worked out apart from the theme's code.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class HealthLookTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
		// The site's own choice, rolled back with the test.
		remove_theme_mods();
	}

	/** The screen's "Your look" part. */
	private static function screen() {
		ob_start();
		author_site_health_render_look();
		return (string) ob_get_clean();
	}

	/**
	 * The kinds of the part's lines, warnings or not.
	 *
	 * @param string $html The part.
	 * @param bool   $ok   The good lines (true) or the warnings.
	 */
	private static function kinds( $html, $ok ) {
		preg_match_all( '#<li class="author-site-health__' . ( $ok ? 'ok' : 'warning' ) . '" data-kind="([^"]+)"#', $html, $kinds );
		return $kinds[1];
	}

	/** The report's pairs as "fg/bg" → [ratio rounded to 2, minimum, passes]. */
	private static function pairs( array $report ) {
		$pairs = array();
		foreach ( $report['pairs'] as $pair ) {
			$pairs[ $pair['fg'] . '/' . $pair['bg'] ] = array( round( $pair['ratio'], 2 ), $pair['min'], $pair['passes'] );
		}
		return $pairs;
	}

	public function test_the_look_s_own_colours_and_fonts() {
		$report = author_site_health_look_report();
		$this->assertSame( 'suspense', $report['look'] );
		$this->assertSame( 'Romantic suspense: cream paper, burgundy and gold', $report['label'] );
		$this->assertSame( array(), $report['colors'] );
		$this->assertSame( array(), $report['pairs'] );
		$this->assertSame( 'Playfair Display', $report['fonts']['heading']['label'] );
		$this->assertFalse( $report['fonts']['heading']['hers'] );
		$html = self::screen();
		$this->assertSame( array( 'look', 'own-colors', 'heading-font', 'body-font' ), self::kinds( $html, true ) );
		$this->assertSame( array(), self::kinds( $html, false ) );
		$this->assertStringNotContainsString( '<table', $html );
	}

	public function test_her_colour_beside_the_look_s_own_with_every_pair_it_is_in() {
		set_theme_mod( 'author_site_look', 'dark' );
		set_theme_mod( 'author_site_color_accent', '#FF8FA0' );
		// The look's own colour stored is no change.
		set_theme_mod( 'author_site_color_text', author_site_looks_data()['looks']['dark']['colors']['text'] );
		set_theme_mod( 'author_site_heading_font', 'fraunces' );
		$report = author_site_health_look_report();
		$this->assertSame( 'dark', $report['look'] );
		$this->assertSame(
			array(
				array(
					'role'    => 'accent',
					'label'   => 'Accent: links and buttons',
					'own'     => author_site_looks_data()['looks']['dark']['colors']['accent'],
					'color'   => '#ff8fa0',
					'refused' => false,
				),
			),
			$report['colors']
		);
		$this->assertSame(
			array(
				'accent/tint'       => array( 7.67, 4.5, true ),
				'accent/surface'    => array( 8.05, 4.5, true ),
				'accent/background' => array( 8.75, 4.5, true ),
				'onAccent/accent'   => array( 8.75, 4.5, true ),
			),
			self::pairs( $report )
		);
		$this->assertSame( 'Accent: links and buttons on Soft bands and badges', $report['pairs'][0]['label'] );
		$this->assertSame( array( 'Fraunces', true ), array( $report['fonts']['heading']['label'], $report['fonts']['heading']['hers'] ) );
		$this->assertSame( array( 'The reader\'s own sans-serif', false ), array( $report['fonts']['body']['label'], $report['fonts']['body']['hers'] ) );
		$html = self::screen();
		$this->assertStringContainsString( 'data-health-look="dark"', $html );
		$this->assertSame( array( 'look', 'heading-font', 'body-font' ), self::kinds( $html, true ) );
		$this->assertStringContainsString( '<tr data-role="accent" data-state="used"><th scope="row">Accent: links and buttons</th><td><span class="author-site-health__swatch" style="background:#ff8fa0" aria-hidden="true"></span><code>#ff8fa0</code></td>', $html );
		$this->assertStringContainsString( '<tr data-pair="accent/tint" data-passes="yes"><th scope="row">Accent: links and buttons on Soft bands and badges</th><td>7.67:1</td><td>4.5:1</td>', $html );
	}

	public function test_a_stored_colour_under_aa_is_flagged_and_the_page_draws_the_look_s_own() {
		// Written past the Customizer, which would have refused it.
		set_theme_mod( 'author_site_color_text', '#cccccc' );
		set_theme_mod( 'author_site_color_accent', '#7a1f35' );
		$report = author_site_health_look_report();
		$this->assertSame(
			array(
				'text'   => true,
				'accent' => false,
			),
			array_column( $report['colors'], 'refused', 'role' )
		);
		$pairs = self::pairs( $report );
		$this->assertSame( array( 1.39, 4.5, false ), $pairs['text/tint'] );
		$this->assertSame( array( 1.55, 4.5, false ), $pairs['text/background'] );
		$this->assertSame( array( 1.61, 4.5, false ), $pairs['text/surface'] );
		$this->assertSame( array( 10.12, 4.5, true ), $pairs['accent/surface'] );
		$this->assertSame( 'text/tint', array_key_first( $pairs ) );
		$css = author_site_look_css();
		$this->assertStringContainsString( '--color-text:#2b2226;', $css );
		$this->assertStringContainsString( '--color-accent:#7a1f35;', $css );
		$this->assertSame( '#7a1f35', author_site_palette()['accent'] );
		$html = self::screen();
		$this->assertSame( array( 'refused-color' ), self::kinds( $html, false ) );
		$this->assertStringContainsString( 'data-role="text"', $html );
		$this->assertStringContainsString( 'Your colour for Text, <code>#cccccc</code>, makes text or a control too hard to read', $html );
		$this->assertStringContainsString( '<tr data-pair="text/tint" data-passes="no"><th scope="row">Text on Soft bands and badges</th><td>1.39:1</td><td>4.5:1</td><td class="author-site-health__warning">', $html );
	}

	public function test_a_colour_that_passes_only_with_another_of_hers_is_used() {
		// A darker tint fails under the look's quiet text (4.21:1), and passes under hers.
		set_theme_mod( 'author_site_color_tint', '#d4bab4' );
		$this->assertSame( array( 'tint' ), author_site_refused_colors( 'suspense', author_site_color_overrides() ) );
		$this->assertStringContainsString( '--color-tint:#f8ece9;', author_site_look_css() );
		set_theme_mod( 'author_site_color_muted', '#3a2e33' );
		$this->assertSame( array(), author_site_refused_colors( 'suspense', author_site_color_overrides() ) );
		$this->assertStringContainsString( '--color-tint:#d4bab4;', author_site_look_css() );
		$this->assertSame(
			array(
				'tint'  => false,
				'muted' => false,
			),
			array_column( author_site_health_look_report()['colors'], 'refused', 'role' )
		);
	}

	public function test_a_stored_value_that_is_no_colour_is_flagged() {
		set_theme_mod( 'author_site_color_band', 'red' );
		$report = author_site_health_look_report();
		$this->assertSame( array(), $report['colors'] );
		$this->assertSame( array( 'band' ), array_column( $report['invalid'], 'role' ) );
		$html = self::screen();
		$this->assertSame( array( 'invalid-color' ), self::kinds( $html, false ) );
		$this->assertStringContainsString( 'is stored as “red”, which is not a colour', $html );
	}
}
