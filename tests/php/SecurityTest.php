<?php
/**
 * The cache-safe security policy (inc/security/security.php): the inline scripts
 * WordPress prints are allowed by the hash of their text as printed (escaped
 * by core, inside the app's <template> too), a script of the page that
 * WordPress did not print and data blocks are not, other hosts' script files
 * are named by their path, and the same page always gets the same policy.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class SecurityTest extends TestCase {

	/**
	 * The CSP hash source of a text.
	 *
	 * @param string $text The script's text.
	 * @return string
	 */
	private static function source( $text ) {
		return "'sha256-" . sodium_bin2base64( hash( 'sha256', $text, true ), SODIUM_BASE64_VARIANT_ORIGINAL ) . "'";
	}

	protected function setUp(): void {
		parent::setUp();
		// As on a theme view, after the headers were sent.
		author_site_csp_active( true );
	}

	public function test_printed_scripts_are_allowed_by_the_hash_of_their_printed_text(): void {
		$page  = wp_get_inline_script_tag( 'window.a = "</script><b>";' );
		$page .= '<template id="t">' . wp_get_inline_script_tag( "window.b = 1;\r\nwindow.c = 2;" ) . '</template>';
		$page .= wp_get_inline_script_tag( '{"prefetch":[]}', array( 'type' => 'speculationrules' ) );
		$page .= wp_get_inline_script_tag( '{"a":1}', array( 'type' => 'application/json' ) );
		$page .= '<script>window.d = 1;</script>';
		$page .= wp_get_script_tag( array( 'src' => 'https://cdn.example.test/lib.js?ver=2' ) );

		// Core escaped the closing tag: the hash is of what the page holds.
		$this->assertStringNotContainsString( '</script><b>', $page );
		preg_match( '~<script>(.*?)</script>~s', $page, $first );

		$hashes = author_site_csp_hashes( $page );
		$this->assertSame(
			array(
				self::source( $first[1] ),
				self::source( "\nwindow.b = 1;\nwindow.c = 2;\n" ),
				self::source( "\n{\"prefetch\":[]}\n" ),
			),
			$hashes
		);
		// The raw script and the data block are not allowed.
		$this->assertNotContains( self::source( 'window.d = 1;' ), $hashes );
		$this->assertArrayHasKey( 'https://cdn.example.test/lib.js', author_site_csp_script_hosts() );
		$this->assertSame( $hashes, author_site_csp_hashes( $page ), 'the same page, the same policy' );
	}

	public function test_a_script_with_a_printed_text_outside_the_page_is_not_allowed(): void {
		wp_get_inline_script_tag( 'window.only_recorded = 1;' );
		$this->assertSame( array(), author_site_csp_hashes( '<p>No scripts.</p><script>window.other = 1;</script>' ) );
	}

	public function test_which_scripts_run(): void {
		foreach ( array( null, '', 'module', 'text/javascript', 'application/javascript', 'importmap', 'speculationrules', 'TEXT/JavaScript' ) as $type ) {
			$this->assertTrue( author_site_csp_script_runs( $type ), (string) $type );
		}
		foreach ( array( 'application/json', 'application/ld+json', 'text/template', 'text/plain' ) as $type ) {
			$this->assertFalse( author_site_csp_script_runs( $type ), $type );
		}
	}

	public function test_the_policy_lists_the_sources_and_no_nonce(): void {
		$policy = author_site_csp_policy( array( "'sha256-abc='", 'https://cdn.example.test/lib.js' ) );
		$this->assertStringContainsString( "script-src 'self' 'sha256-abc=' https://cdn.example.test/lib.js 'report-sample';", $policy );
		$this->assertStringNotContainsString( 'nonce', $policy );
		$this->assertStringNotContainsString( 'strict-dynamic', $policy );
	}

	public function test_this_sites_own_files_are_left_to_self(): void {
		author_site_csp_record_file( array( 'src' => home_url( '/wp-includes/js/x.js' ) ) );
		author_site_csp_record_file( array( 'src' => 'https://cdn.example.test/a;b c.js' ) );
		$hosts = array_keys( author_site_csp_script_hosts() );
		$this->assertNotContains( home_url( '/wp-includes/js/x.js' ), $hosts );
		$this->assertContains( 'https://cdn.example.test/abc.js', $hosts );
	}

	public function test_a_translation_holding_html_is_printed_as_text_in_content_health(): void {
		$translate = static function ( $translation, $text ) {
			return str_starts_with( $text, 'There is no page %1$s' ) ? '<img src=x onerror=alert(1)> No page %1$s: see %2$s or %3$s.' : $translation;
		};
		add_filter( 'gettext', $translate, 10, 2 );
		ob_start();
		author_site_health_render_page(
			array(
				'page'     => 'about',
				'slug'     => 'about-content',
				'state'    => 'missing',
				'post'     => null,
				'findings' => array(),
			)
		);
		$html = (string) ob_get_clean();
		remove_filter( 'gettext', $translate );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt; No page <code>about-content</code>: see <a href=', $html );
		$this->assertStringNotContainsString( '<img', $html );
	}
}
