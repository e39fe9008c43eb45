<?php
/**
 * The app's configuration on the server (docs/runtime-config.md):
 * author_site_settings(), author_site_wpforms_config() and
 * author_site_config(), with the theme's option set for each test and rolled
 * back after it (tests/php/TestCase.php), mirroring the cases of the app's
 * reader in tests/unit/config/config.test.ts.
 *
 * author_site_config() is made once per request, so each of its tests runs
 * in a PHP process of its own.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class ConfigTest extends TestCase {

	const OPTION = 'author_site_settings';

	const DEFAULTS = array(
		'author_name'       => '',
		'contact_email'     => '',
		'social'            => array(),
		'wpforms'           => array(),
		'script_protection' => 'enforce',
	);

	const VALID_WPFORMS = array(
		'form_id'     => 42,
		'name_format' => 'first-last',
		'fields'      => array(
			'name'    => 1,
			'email'   => 2,
			'subject' => 3,
			'message' => 4,
		),
	);

	/**
	 * Sets the theme's settings for this test.
	 *
	 * @param mixed $settings The option's value.
	 */
	private function settings( $settings ) {
		$this->set_option( self::OPTION, $settings );
	}

	/**
	 * The WPForms configuration for these wpforms settings.
	 *
	 * @param mixed $wpforms The `wpforms` setting.
	 * @return array|null
	 */
	private function wpforms( $wpforms ) {
		$this->settings( array( 'wpforms' => $wpforms ) );
		return author_site_wpforms_config();
	}

	/**
	 * Logs the site's administrator in for this test.
	 */
	private function log_in() {
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		);
		$this->assertNotEmpty( $admin, 'the test site has an administrator' );
		wp_set_current_user( $admin[0]->ID );
		$this->assertTrue( is_user_logged_in() );
	}

	// ---- author_site_settings() ----

	public function test_settings_without_the_option_are_the_defaults() {
		$this->delete_option( self::OPTION );
		$this->assertSame( self::DEFAULTS, author_site_settings() );
	}

	/**
	 * @testWith ["a string"]
	 *           [42]
	 *           [true]
	 */
	public function test_settings_that_are_not_an_array_are_the_defaults( $saved ) {
		$this->settings( $saved );
		$this->assertSame( self::DEFAULTS, author_site_settings() );
	}

	public function test_saved_settings_win_over_the_defaults_and_unknown_keys_are_kept() {
		$this->settings(
			array(
				'author_name'        => 'Jane Doe',
				'newsletter_form_id' => 7,
			)
		);
		$settings = author_site_settings();
		$this->assertSame( 'Jane Doe', $settings['author_name'] );
		$this->assertSame( 7, $settings['newsletter_form_id'] );
		$this->assertSame( array(), $settings['social'] );
		$this->assertSame( 'enforce', $settings['script_protection'] );
	}

	// ---- author_site_wpforms_config() (docs/forms.md) ----

	public function test_wpforms_is_configured_with_a_form_id_and_field_ids_for_name_email_and_message() {
		$this->assertSame(
			array(
				'formId'     => 5,
				'nameFormat' => 'simple',
				'fields'     => array(
					'name'    => 1,
					'email'   => 2,
					'message' => 3,
				),
			),
			$this->wpforms(
				array(
					'form_id' => 5,
					'fields'  => array(
						'name'    => 1,
						'email'   => 2,
						'message' => 3,
					),
				)
			)
		);
	}

	public function test_wpforms_accepts_ids_written_as_digit_strings() {
		$this->assertSame(
			array(
				'formId'     => 5,
				'nameFormat' => 'first-last',
				'fields'     => array(
					'name'    => 1,
					'email'   => 2,
					'subject' => 3,
					'message' => 4,
				),
			),
			$this->wpforms(
				array(
					'form_id'     => '5',
					'name_format' => 'first-last',
					'fields'      => array(
						'name'    => '1',
						'email'   => ' 2 ',
						'subject' => '3',
						'message' => '4',
					),
				)
			)
		);
	}

	public function unconfigured_wpforms() {
		$valid        = self::VALID_WPFORMS;
		$without_form = $valid;
		unset( $without_form['form_id'] );
		$without_fields = $valid;
		unset( $without_fields['fields'] );
		return array(
			'nothing saved'                => array( array() ),
			'not an array'                 => array( 'yes' ),
			'the form id is missing'       => array( $without_form ),
			'the fields are missing'       => array( $without_fields ),
			'the fields are not an array'  => array( array_merge( $valid, array( 'fields' => 'name,email' ) ) ),
			'the name field is missing'    => array(
				array_merge(
					$valid,
					array(
						'fields' => array(
							'email'   => 2,
							'message' => 4,
						),
					)
				),
			),
			'the email field is missing'   => array(
				array_merge(
					$valid,
					array(
						'fields' => array(
							'name'    => 1,
							'message' => 4,
						),
					)
				),
			),
			'the message field is missing' => array(
				array_merge(
					$valid,
					array(
						'fields' => array(
							'name'  => 1,
							'email' => 2,
						),
					)
				),
			),
			'only a subject is given'      => array(
				array(
					'form_id' => 42,
					'fields'  => array( 'subject' => 3 ),
				),
			),
		);
	}

	/**
	 * @dataProvider unconfigured_wpforms
	 */
	public function test_wpforms_is_null_while_not_configured( $wpforms ) {
		$this->assertNull( $this->wpforms( $wpforms ) );
	}

	/**
	 * @testWith ["negative", -5]
	 *           ["zero", 0]
	 *           ["a float", 1.5]
	 *           ["a non-digit string", "12a"]
	 *           ["a negative string", "-3"]
	 *           ["a decimal string", "1.5"]
	 *           ["an empty string", ""]
	 *           ["too many digits", "1234567890"]
	 *           ["a boolean", true]
	 *           ["null", null]
	 *           ["an array", [5]]
	 */
	public function test_wpforms_is_null_when_an_id_is_bad( $label, $bad ) {
		$this->assertNull( $this->wpforms( array_merge( self::VALID_WPFORMS, array( 'form_id' => $bad ) ) ), "form_id $label" );
		foreach ( array( 'name', 'email', 'message' ) as $field ) {
			$wpforms                     = self::VALID_WPFORMS;
			$wpforms['fields'][ $field ] = $bad;
			$this->assertNull( $this->wpforms( $wpforms ), "$field $label" );
		}
	}

	public function test_wpforms_drops_an_invalid_subject_field_id_but_stays_configured() {
		$wpforms                      = self::VALID_WPFORMS;
		$wpforms['fields']['subject'] = -1;
		$this->assertSame(
			array(
				'name'    => 1,
				'email'   => 2,
				'message' => 4,
			),
			$this->wpforms( $wpforms )['fields']
		);
	}

	/**
	 * @testWith ["simple"]
	 *           ["First-Last"]
	 *           ["first_last"]
	 *           ["full"]
	 *           [""]
	 *           [42]
	 *           [null]
	 */
	public function test_wpforms_name_format_other_than_first_last_is_simple( $format ) {
		$this->assertSame( 'simple', $this->wpforms( array_merge( self::VALID_WPFORMS, array( 'name_format' => $format ) ) )['nameFormat'] );
	}

	public function test_wpforms_without_the_plugin_has_no_token_and_a_visitor_no_nonce() {
		$this->assertFalse( function_exists( 'wpforms' ), 'WPForms is not on the test site' );
		$this->assertSame( '', author_site_wpforms_token( 42 ) );
		$config = $this->wpforms( self::VALID_WPFORMS );
		$this->assertSame( 'first-last', $config['nameFormat'] );
		$this->assertArrayNotHasKey( 'token', $config );
		$this->assertArrayNotHasKey( 'nonce', $config );
	}

	public function test_wpforms_gives_a_logged_in_user_the_forms_nonce() {
		$this->log_in();
		$config = $this->wpforms( self::VALID_WPFORMS );
		$this->assertIsString( $config['nonce'] );
		$this->assertSame( 1, wp_verify_nonce( $config['nonce'], 'wpforms::form_42' ) );
		$this->assertFalse( wp_verify_nonce( $config['nonce'], 'wpforms::form_43' ) );
	}

	/**
	 * @testWith ["1", 1]
	 *           [" 12 ", 12]
	 *           [7, 7]
	 *           ["0", 0]
	 *           [0, 0]
	 *           [-7, 0]
	 *           [7.5, 0]
	 *           ["7a", 0]
	 *           [true, 0]
	 *           [null, 0]
	 */
	public function test_positive_int( $value, $want ) {
		$this->assertSame( $want, author_site_positive_int( $value ) );
	}

	// ---- author_site_config() (docs/runtime-config.md), one process each ----

	/**
	 * The configuration, with its JSON form checked too.
	 *
	 * @return array
	 */
	private function config() {
		$config = author_site_config();
		$this->assertSame(
			array( 'homeUrl', 'restUrl', 'ajaxUrl', 'assetsUrl', 'siteName', 'authorName', 'contactEmail', 'social', 'contact', 'events', 'newsletter' ),
			array_slice( array_keys( $config ), 0, 11 )
		);
		$json = wp_json_encode( $config );
		$this->assertIsString( $json );
		$this->assertIsArray( json_decode( $json, true ) );
		return $config;
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_without_settings() {
		$this->delete_option( self::OPTION );
		$this->set_option( 'blogname', 'Claire &amp; Co' );
		$this->set_option( 'admin_email', 'owner@example.test' );
		$config = $this->config();
		$this->assertSame( home_url( '/' ), $config['homeUrl'] );
		$this->assertSame( get_rest_url(), $config['restUrl'] );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $config['ajaxUrl'] );
		$this->assertStringEndsWith( '/build/', $config['assetsUrl'] );
		// The site title (decoded) names the site and the author; the admin email is the contact.
		$this->assertSame( 'Claire & Co', $config['siteName'] );
		$this->assertSame( 'Claire & Co', $config['authorName'] );
		$this->assertSame( 'owner@example.test', $config['contactEmail'] );
		// An empty object in JSON, not a list.
		$this->assertSame( '{}', wp_json_encode( $config['social'] ) );
		$this->assertSame( array( 'wpforms' => null ), $config['contact'] );
		// No Constant Contact form on the test site.
		$this->assertSame(
			array(
				'formId'    => null,
				'configUrl' => home_url( '/constant-contact-config.json' ),
				'available' => false,
			),
			$config['newsletter']
		);
		$this->assertArrayNotHasKey( 'restNonce', $config );
		// Made once per request.
		$this->assertSame( $config, author_site_config() );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_with_settings() {
		$this->settings(
			array(
				'author_name'   => '  Jane Doe  ',
				'contact_email' => 'jane@example.test',
				'social'        => array(
					'Instagram' => 'https://instagram.com/jane',
					'facebook'  => 'javascript:alert(1)',
					'tiktok'    => 'ftp://tiktok.example/jane',
					'goodreads' => '',
					'bookbub'   => 'http://bookbub.example/jane',
				),
				'wpforms'       => self::VALID_WPFORMS,
			)
		);
		$this->set_option( 'blogname', 'Jane Doe Books' );
		$config = $this->config();
		$this->assertSame( 'Jane Doe Books', $config['siteName'] );
		$this->assertSame( 'Jane Doe', $config['authorName'] );
		$this->assertSame( 'jane@example.test', $config['contactEmail'] );
		// Only http(s) URLs, under sanitized network keys.
		$this->assertEquals(
			(object) array(
				'instagram' => 'https://instagram.com/jane',
				'bookbub'   => 'http://bookbub.example/jane',
			),
			$config['social']
		);
		$this->assertSame( array( 'instagram', 'bookbub' ), array_keys( (array) $config['social'] ) );
		$this->assertSame(
			array(
				'formId'     => 42,
				'nameFormat' => 'first-last',
				'fields'     => self::VALID_WPFORMS['fields'],
			),
			$config['contact']['wpforms']
		);
		$this->assertArrayNotHasKey( 'restNonce', $config );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_with_junk_settings() {
		$this->settings(
			array(
				'author_name'   => '   ',
				'contact_email' => 'not an email',
				'social'        => 'https://instagram.com/jane',
				'wpforms'       => 'yes',
			)
		);
		$this->set_option( 'blogname', '' );
		$this->set_option( 'admin_email', 'owner@example.test' );
		$config = $this->config();
		// No name anywhere: the built-in one.
		$this->assertSame( 'Claire Whitmore', $config['authorName'] );
		$this->assertSame( 'Claire Whitmore', $config['siteName'] );
		$this->assertSame( 'owner@example.test', $config['contactEmail'] );
		$this->assertNull( $config['contact']['wpforms'] );
		foreach ( (array) $config['social'] as $url ) {
			$this->assertMatchesRegularExpression( '#^https?://#', $url );
		}
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_for_a_logged_in_user_has_the_rest_nonce() {
		$this->settings( array( 'wpforms' => self::VALID_WPFORMS ) );
		$this->log_in();
		$config = $this->config();
		$this->assertIsString( $config['restNonce'] );
		$this->assertSame( 1, wp_verify_nonce( $config['restNonce'], 'wp_rest' ) );
		$this->assertSame( 1, wp_verify_nonce( $config['contact']['wpforms']['nonce'], 'wpforms::form_42' ) );
	}

	/**
	 * `events.icalUrl` (docs/events.md#subscribe-to-the-calendar): The Events
	 * Calendar's iCal export while its REST archive answers (the test site's
	 * stand-in, on while its option names a recording).
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_offers_the_ical_export_with_the_events_plugin() {
		$this->set_option( 'author_site_test_events_fixture', realpath( self::RECORDINGS . '/events-default.json' ) );
		$this->assertSame( array( 'icalUrl' => home_url( '/events/?ical=1' ) ), $this->config()['events'] );
	}

	/**
	 * `drawnAt`: the site's clock as the page is drawn (author_site_now(),
	 * held here), which the app hydrates on (src/ui/useNow.ts).
	 */
	public function test_config_says_when_the_page_was_drawn_by_the_sites_clock() {
		$held = static function () {
			return 1795650055;
		};
		add_filter( 'author_site_now', $held );
		try {
			$this->assertSame( 1795650055, $this->config()['drawnAt'] );
		} finally {
			remove_filter( 'author_site_now', $held );
		}
	}

	/**
	 * `uploadsUrl`: the Media Library's address as WordPress gives it, which
	 * the app reads a book's audio sample against (docs/books.md#a-books-extras).
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_gives_the_media_librarys_address() {
		$moved = static function ( $dir ) {
			$dir['baseurl'] = 'https://media.example/files/';
			return $dir;
		};
		add_filter( 'upload_dir', $moved );
		try {
			$this->assertSame( 'https://media.example/files', $this->config()['uploadsUrl'] );
		} finally {
			remove_filter( 'upload_dir', $moved );
		}
	}

	/**
	 * A page the settings point to (posts page, privacy policy): linked under
	 * its title while published, never as a draft, with a password, or when
	 * it is not a page (docs/runtime-config.md#keys).
	 */
	public function test_page_link_only_for_a_published_public_page() {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Privacy & "you"',
			)
		);
		$this->assertSame(
			array(
				'url'   => get_permalink( $page ),
				'label' => 'Privacy & “you”',
			),
			author_site_config_page_link( $page )
		);
		$this->assertNull( author_site_config_page_link( 0 ) );
		wp_update_post(
			array(
				'ID'            => $page,
				'post_password' => 'secret',
			)
		);
		$this->assertNull( author_site_config_page_link( $page ) );
		wp_update_post(
			array(
				'ID'            => $page,
				'post_password' => '',
				'post_status'   => 'draft',
			)
		);
		$this->assertNull( author_site_config_page_link( $page ) );
		$post = wp_insert_post(
			array(
				'post_status' => 'publish',
				'post_title'  => 'A post',
			)
		);
		$this->assertNull( author_site_config_page_link( $post ) );
	}

	/**
	 * A published page titled News.
	 *
	 * @return int
	 */
	private function news_page() {
		return wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'News',
			)
		);
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_has_no_ical_export_without_the_events_plugin() {
		$this->set_option( 'author_site_test_events_fixture', '' );
		$this->assertSame( array( 'icalUrl' => null ), $this->config()['events'] );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_blog_only_with_a_static_front_page() {
		$page = $this->news_page();
		$this->set_option( 'page_for_posts', $page );
		$this->set_option( 'show_on_front', 'posts' );
		$this->assertNull( $this->config()['blog'] );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_config_blog_and_privacy_when_set() {
		$page = $this->news_page();
		$this->set_option( 'page_for_posts', $page );
		$this->set_option( 'show_on_front', 'page' );
		$this->set_option( 'wp_page_for_privacy_policy', $page );
		$config = $this->config();
		$this->assertSame( 'News', $config['blog']['label'] );
		$this->assertSame( get_permalink( $page ), $config['privacy']['url'] );
	}
}
