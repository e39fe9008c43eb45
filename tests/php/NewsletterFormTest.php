<?php
/**
 * Reading the Constant Contact Forms plugin's rendered form on the server
 * (docs/forms.md): author_site_newsletter_parse_form(), fed with what the
 * real plugin rendered (tests/fixtures/wp-recordings/README-newsletter.md,
 * notes 4 and 5), mirroring tests/unit/newsletter/form-html.test.ts.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class NewsletterFormTest extends TestCase {

	const EMAIL  = 'email___ecd412e904309dcce66177488240b016';
	const FIRST  = 'first_name___185b795264e09a98fe0f4e47e70e8e90';
	const LAST   = 'last_name___7844763b59c9491b69645b716220aad7';
	const VERIFY = 'igymfgNpUSBZloT3m3ZsKfySy';
	const TIME   = 1795321196;

	const EMPTY_LISTS = '<fieldset><legend class="ctct-label-top">Select list(s) to subscribe to</legend></fieldset>';

	/**
	 * What the recorded form must give, with its own `ctct_time`.
	 *
	 * @param int $time The form's render time, as printed in its HTML.
	 * @return array
	 */
	private static function expected( $time = self::TIME ) {
		return array(
			'formId'   => 7,
			'verify'   => self::VERIFY,
			'instance' => '0',
			'time'     => $time,
			'fields'   => array(
				'email'     => self::EMAIL,
				'firstName' => self::FIRST,
				'lastName'  => self::LAST,
			),
		);
	}

	/**
	 * The `rendered` HTML of a recorded block-renderer answer.
	 *
	 * @param string $file Recording.
	 * @return string
	 */
	private static function rendered( $file ) {
		return self::answer( $file )['rendered'];
	}

	/**
	 * The admin block-renderer HTML, to be cut up by the tests.
	 *
	 * @return string
	 */
	private static function admin() {
		return self::rendered( 'ctct-block-renderer-admin.json' );
	}

	/**
	 * The admin HTML with one element removed (it must be there before).
	 *
	 * @param string $pattern What to cut out.
	 * @return string
	 */
	private function without( $pattern ) {
		$this->assertMatchesRegularExpression( $pattern, self::admin() );
		$cut = preg_replace( $pattern, '', self::admin() );
		$this->assertDoesNotMatchRegularExpression( $pattern, $cut );
		return $cut;
	}

	/**
	 * The admin HTML with these inputs in its (empty) list selector.
	 *
	 * @param string $inputs Markup put inside the fieldset.
	 * @return string
	 */
	private function with_lists( $inputs ) {
		$this->assertStringContainsString( self::EMPTY_LISTS, self::admin() );
		return str_replace( self::EMPTY_LISTS, str_replace( '</fieldset>', "$inputs</fieldset>", self::EMPTY_LISTS ), self::admin() );
	}

	/**
	 * @testWith ["ctct-block-renderer-admin.json", 1795321196]
	 *           ["ctct-block-renderer-admin-editor.json", 1795321054]
	 *           ["ctct-block-renderer-admin-title.json", 1795321196]
	 */
	public function test_reads_the_recorded_forms( $file, $time ) {
		// No list and no opt-in without a Constant Contact account (note 5).
		$this->assertSame( self::expected( $time ), author_site_newsletter_parse_form( self::rendered( $file ) ) );
	}

	public function test_reads_a_visitors_page_content_and_the_public_page() {
		$this->assertSame( self::expected( 1795321191 ), author_site_newsletter_parse_form( self::rendered_content( 'pages-newsletter-form-render.json' ) ) );
		// The whole public page (head, inline script, the plugin's script tag).
		$config = author_site_newsletter_parse_form( self::body( 'ctct-public-form-page.json' ) );
		$this->assertIsArray( $config );
		$this->assertSame( 7, $config['formId'] );
		$this->assertSame( self::expected()['fields'], $config['fields'] );
		$this->assertSame( 25, strlen( $config['verify'] ) );
	}

	/**
	 * @testWith ["ctct-block-renderer-admin-noform.json"]
	 *           ["ctct-block-renderer-admin-badform.json"]
	 */
	public function test_no_form_gives_null( $file ) {
		$this->assertNull( author_site_newsletter_parse_form( self::rendered( $file ) ) );
	}

	/**
	 * @testWith ["ctct-block-renderer-visitor.json"]
	 *           ["ctct-block-renderer-admin-nononce.json"]
	 *           ["ctct-block-renderer-admin-badattr.json"]
	 *           ["ctct-config-fallback-absent.json"]
	 */
	public function test_an_error_answer_is_no_form( $file ) {
		$this->assertNull( author_site_newsletter_parse_form( self::body( $file ) ) );
	}

	public function not_html() {
		return array(
			'null'                      => array( null ),
			'a number'                  => array( 7 ),
			'an empty string'           => array( '' ),
			'blanks'                    => array( '   ' ),
			'an array holding the HTML' => array( array( self::admin() ) ),
			'plain text'                => array( 'ctct-id 7 email___x' ),
		);
	}

	/**
	 * @dataProvider not_html
	 */
	public function test_what_is_not_form_html_gives_null( $value ) {
		$this->assertNull( author_site_newsletter_parse_form( $value ) );
	}

	public function test_null_without_ctct_id_or_the_email_input() {
		$this->assertNull( author_site_newsletter_parse_form( $this->without( '#<input type="hidden" name="ctct-id" value="7" />#' ) ) );
		$this->assertNull( author_site_newsletter_parse_form( $this->without( '#<input[^>]*type="email"[^>]*/>#' ) ) );
	}

	/**
	 * @testWith [""]
	 *           ["0"]
	 *           ["abc"]
	 *           ["7x"]
	 *           ["-7"]
	 */
	public function test_null_with_a_bad_ctct_id( $id ) {
		$this->assertNull( author_site_newsletter_parse_form( str_replace( 'name="ctct-id" value="7"', "name=\"ctct-id\" value=\"$id\"", self::admin() ) ) );
	}

	public function test_pieces_missing() {
		// An empty verify without ctct-verify.
		$this->assertSame(
			array_merge( self::expected(), array( 'verify' => '' ) ),
			author_site_newsletter_parse_form( $this->without( '#<input type="hidden" name="ctct-verify"[^>]*/>#' ) )
		);
		// No first and last name when the form has none.
		$html = preg_replace( '#<input[^>]*name="' . self::LAST . '"[^>]*/>#', '', $this->without( '#<input[^>]*name="' . self::FIRST . '"[^>]*/>#' ) );
		$this->assertSame( array_merge( self::expected(), array( 'fields' => array( 'email' => self::EMAIL ) ) ), author_site_newsletter_parse_form( $html ) );
		// No time without ctct_time, or when it is not a number.
		$want = self::expected();
		unset( $want['time'] );
		$this->assertSame( $want, author_site_newsletter_parse_form( $this->without( '#<input type="hidden" name="ctct_time"[^>]*/>#' ) ) );
		$this->assertArrayNotHasKey( 'time', author_site_newsletter_parse_form( str_replace( 'value="1795321196"', 'value="soon"', self::admin() ) ) );
	}

	public function test_reads_the_instance_of_a_pages_second_form() {
		$html = str_replace( 'name="ctct-instance" value="0"', 'name="ctct-instance" value="1"', self::admin() );
		$this->assertSame( '1', author_site_newsletter_parse_form( $html )['instance'] );
	}

	public function test_matches_the_fields_by_prefix_whatever_their_hash() {
		$html = str_replace(
			array( self::EMAIL, self::FIRST ),
			array( 'email___0123456789abcdef0123456789abcdef', 'first_name___ffffffffffffffffffffffffffffffff' ),
			self::admin()
		);
		$this->assertSame(
			array(
				'email'     => 'email___0123456789abcdef0123456789abcdef',
				'firstName' => 'first_name___ffffffffffffffffffffffffffffffff',
				'lastName'  => self::LAST,
			),
			author_site_newsletter_parse_form( $html )['fields']
		);
	}

	public function test_reads_only_the_first_form() {
		$second = str_replace( array( 'value="7"', self::VERIFY ), array( 'value="8"', 'otherverifykey' ), self::admin() );
		$this->assertSame( self::expected(), author_site_newsletter_parse_form( self::admin() . $second ) );
	}

	// ---- lists and an opt-in (a connected account; note 5) ----

	public function test_takes_a_single_list_checked_or_not() {
		$config                  = author_site_newsletter_parse_form( $this->with_lists( '<input type="checkbox" name="lists___abc[]" value="list-one" />' ) );
		$want                    = self::expected();
		$want['fields']['lists'] = 'lists___abc[]';
		$want['lists']           = array( 'list-one' );
		$this->assertSame( $want, $config );
	}

	public function test_takes_only_the_checked_one_of_two_lists() {
		$config = author_site_newsletter_parse_form(
			$this->with_lists(
				'<input type="checkbox" name="lists___abc[]" value="list-one" checked="checked" />' .
				'<input type="checkbox" name="lists___abc[]" value="list-two" />'
			)
		);
		$this->assertSame( 'lists___abc[]', $config['fields']['lists'] );
		$this->assertSame( array( 'list-one' ), $config['lists'] );
	}

	public function test_takes_no_list_when_none_of_two_is_checked() {
		$config = author_site_newsletter_parse_form(
			$this->with_lists(
				'<input type="checkbox" name="lists___abc[]" value="list-one" />' .
				'<input type="checkbox" name="lists___abc[]" value="list-two" />'
			)
		);
		$this->assertArrayNotHasKey( 'lists', $config );
		$this->assertArrayNotHasKey( 'lists', $config['fields'] );
	}

	public function test_reads_the_opt_in_checkbox_and_its_value() {
		$html = str_replace(
			'<div class="ctct_usage"',
			'<p><input type="checkbox" checked name="ctct-opt-in" value="1" /></p><div class="ctct_usage"',
			$this->with_lists( '<input type="checkbox" name="lists___abc[]" value="list-one" checked />' )
		);
		$this->assertStringContainsString( 'ctct-opt-in', $html );
		$want                    = self::expected();
		$want['fields']['lists'] = 'lists___abc[]';
		$want['lists']           = array( 'list-one' );
		$want['optIn']           = array(
			'name'  => 'ctct-opt-in',
			'value' => '1',
		);
		$this->assertSame( $want, author_site_newsletter_parse_form( $html ) );
		// A checkbox without a value attribute submits "on".
		$this->assertSame(
			array(
				'name'  => 'ctct-opt-in',
				'value' => 'on',
			),
			author_site_newsletter_parse_form( str_replace( 'name="ctct-opt-in" value="1"', 'name="ctct-opt-in"', $html ) )['optIn']
		);
	}

	// ---- hostile and broken HTML ----

	public function test_hostile_markup_around_the_form_is_only_read() {
		$html = '<img src="x" onerror="window.__ctctPwned = \'img\'">' .
			'<script>window.__ctctPwned = "script"; document.write(\'<input name="ctct-id" value="9">\');</script>' .
			'<iframe onload="window.__ctctPwned = \'iframe\'"></iframe>' .
			self::admin();
		$this->assertSame( self::expected(), author_site_newsletter_parse_form( $html ) );
	}

	public function broken_html() {
		$admin = self::admin();
		return array(
			'cut off after the email input'  => array( substr( $admin, 0, strpos( $admin, self::EMAIL ) + 200 ) ),
			'cut off inside a tag'           => array( substr( $admin, 0, strpos( $admin, 'name="ctct_time"' ) + 10 ) ),
			'an unclosed attribute quote'    => array( str_replace( 'class="ctct-form-wrapper"', 'class="ctct-form-wrapper', $admin ) ),
			'stray end tags and a comment'   => array( '</div></form><!-- x ' . $admin ),
			'upper-case tags and attributes' => array( str_replace( array( '<input', '<form', '</form>' ), array( '<INPUT', '<FORM', '</FORM>' ), $admin ) ),
		);
	}

	/**
	 * Broken HTML never throws or warns; what it gives is a config with the
	 * newsletter configuration's keys (docs/forms.md#newsletter-configuration),
	 * or null.
	 *
	 * @dataProvider broken_html
	 */
	public function test_broken_html_gives_a_config_or_null( $html ) {
		$config = author_site_newsletter_parse_form( $html );
		if ( null !== $config ) {
			$this->assertSame( 7, $config['formId'] );
			$this->assertStringStartsWith( 'email___', $config['fields']['email'] );
			$this->assertEmpty( array_diff( array_keys( $config ), array( 'formId', 'verify', 'instance', 'time', 'fields', 'lists', 'optIn' ) ) );
		} else {
			$this->assertNull( $config );
		}
	}

	public function test_broken_html_exactly() {
		$admin = self::admin();
		// Cut right after the email input: the id comes later in the form, so no form.
		$this->assertNull( author_site_newsletter_parse_form( substr( $admin, 0, strpos( $admin, self::EMAIL ) + 100 ) ) );
		// Upper-case markup reads the same.
		$this->assertSame( self::expected(), author_site_newsletter_parse_form( str_replace( array( '<input', '<form', '</form>' ), array( '<INPUT', '<FORM', '</FORM>' ), $admin ) ) );
		// An unclosed quote swallows the markup up to the next quote, as in a browser.
		$broken = str_replace( 'name="ctct-id" value="7"', 'name="ctct-id value="7"', $admin );
		$this->assertNull( author_site_newsletter_parse_form( $broken ) );
	}
}
