<?php
/**
 * The forms' limits (docs/forms.md#limits, docs/security.md#forms): the
 * counter per client in the real database, the size limits read from
 * src/forms/limits.json, and the order of the checks of a post: the body's
 * size and a logged-in user's nonce before any value is read.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class FormLimitsTest extends TestCase {

	/** The held "now". */
	const NOW = 1800000000;

	/** @var array<string,mixed> $_POST and $_SERVER keys before the test. */
	private $saved;

	/** @var bool Whether the test site's own client filter was on. */
	private $test_client;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->saved = array( $_POST, $_SERVER );
		add_filter( 'author_site_now', array( $this, 'now' ), 99 );
		// The test site counts each request as a client of its own
		// (tests/wp/mu-plugins/author-site-test-form-client.php): off here,
		// where the address is what is tested.
		$this->test_client = remove_filter( 'author_site_form_client_address', 'author_site_test_form_client' );
		// Counters the site's own requests left (rolled back with the test).
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", 'author\_site\_form\_limit\_%' ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
	}

	protected function tearDown(): void {
		list( $_POST, $_SERVER ) = $this->saved;
		remove_filter( 'author_site_now', array( $this, 'now' ), 99 );
		remove_all_filters( 'author_site_form_limit' );
		remove_all_filters( 'author_site_form_client_address' );
		if ( $this->test_client ) {
			add_filter( 'author_site_form_client_address', 'author_site_test_form_client' );
		}
		parent::tearDown();
	}

	/** The held clock, moved by $this->later seconds. @var int */
	private $later = 0;

	/**
	 * The held clock.
	 *
	 * @return int
	 */
	public function now() {
		return self::NOW + $this->later;
	}

	/**
	 * The limit's stored counters.
	 *
	 * @return array<string,string> Name => value.
	 */
	private static function counters() {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", 'author\_site\_form\_limit\_%' ), OBJECT_K );
	}

	public function test_the_limit_lets_its_number_through_an_hour_then_refuses() {
		$this->assertSame( 20, author_site_form_hourly_limit( 'contact' ) );
		$this->assertSame( 20, author_site_form_hourly_limit( 'newsletter' ) );
		for ( $i = 1; $i <= 20; $i++ ) {
			$this->assertFalse( author_site_form_flooded( 'contact' ), "send $i" );
		}
		$this->assertTrue( author_site_form_flooded( 'contact' ) );
		$this->assertTrue( author_site_form_flooded( 'contact' ) );
		// Signups are counted apart, and so is another address.
		$this->assertFalse( author_site_form_flooded( 'newsletter' ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.8';
		$this->assertFalse( author_site_form_flooded( 'contact' ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		// While refused posts keep coming, the allowance does not refill.
		$this->later = 179;
		$this->assertTrue( author_site_form_flooded( 'contact' ) );
		// A share after the last refusal's hour and share: one more.
		$this->later = 179 + 180;
		$this->assertTrue( author_site_form_flooded( 'contact' ) );
		$this->later = 179 + 3600 + 180 + 180;
		$this->assertFalse( author_site_form_flooded( 'contact' ) );
	}

	public function test_ten_an_hour_always_go_through_and_the_limit_is_filterable() {
		for ( $i = 0; $i < 30; $i++ ) {
			// Ten an hour, for three hours: one every six minutes.
			$this->later = $i * 360;
			$this->assertFalse( author_site_form_flooded( 'newsletter' ), "signup $i" );
		}
		add_filter(
			'author_site_form_limit',
			static function ( $limit, $form ) {
				return 'contact' === $form ? 3 : $limit;
			},
			10,
			2
		);
		$this->assertSame( 3, author_site_form_hourly_limit( 'contact' ) );
		$this->assertFalse( author_site_form_flooded( 'contact' ) );
		$this->assertFalse( author_site_form_flooded( 'contact' ) );
		$this->assertFalse( author_site_form_flooded( 'contact' ) );
		$this->assertTrue( author_site_form_flooded( 'contact' ) );
	}

	public function test_the_counter_keeps_a_hash_of_the_address_never_the_address() {
		author_site_form_flooded( 'contact' );
		$names = array_keys( self::counters() );
		$this->assertCount( 1, $names );
		$this->assertSame( 'author_site_form_limit_contact_' . author_site_form_client(), $names[0] );
		$this->assertMatchesRegularExpression( '/^author_site_form_limit_contact_[0-9a-f]{32}$/', $names[0] );
		$this->assertStringNotContainsString( '203.0.113.7', implode( ' ', $names ) );
		// Keyed with the site's salt: not the bare hash of the address.
		$this->assertStringNotContainsString( substr( hash( 'sha256', '203.0.113.7' ), 0, 32 ), $names[0] );
		// A proxy's site tells the limit the visitor's address.
		add_filter(
			'author_site_form_client_address',
			static function () {
				return '198.51.100.1';
			}
		);
		$this->assertNotSame( substr( $names[0], -32 ), author_site_form_client() );
	}

	public function test_counters_whose_allowance_is_full_again_are_removed() {
		author_site_form_flooded( 'contact' );
		$this->assertCount( 1, self::counters() );
		// Past its full moment, a new client's first send sweeps it away.
		$this->later            = 181;
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		author_site_form_flooded( 'contact' );
		$counters = self::counters();
		$this->assertCount( 1, $counters );
		$this->assertSame( 'author_site_form_limit_contact_' . author_site_form_client(), array_keys( $counters )[0] );
		$this->assertSame( (string) ( self::NOW + 181 + 180 ), current( $counters )->option_value );
	}

	public function test_a_counter_swept_away_between_its_statements_counts_as_new() {
		author_site_form_flooded( 'contact' );
		// Another client's first send sweeps this row away (its allowance
		// full again) between this send's INSERT IGNORE and its UPDATE.
		$this->later = 181;
		$sweep       = static function ( $query ) use ( &$sweep ) {
			if ( 0 === strpos( $query, 'UPDATE' ) && false !== strpos( $query, 'author_site_form_limit_contact_' ) ) {
				remove_filter( 'query', $sweep );
				global $wpdb;
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", 'author\_site\_form\_limit\_%' ) );
			}
			return $query;
		};
		add_filter( 'query', $sweep );
		$this->assertFalse( author_site_form_flooded( 'contact' ) );
		$this->assertFalse( has_filter( 'query', $sweep ), 'the sweep ran' );
		$this->assertSame( (string) ( self::NOW + 181 + 180 ), current( self::counters() )->option_value );
	}

	public function test_the_field_limits_are_the_fields_maxlength() {
		$limits = author_site_form_limits();
		$this->assertSame(
			array(
				'name'    => 100,
				'email'   => 254,
				'subject' => 100,
				'message' => 5000,
			),
			$limits['fields']['contact']
		);
		$this->assertSame(
			array(
				'firstName' => 100,
				'email'     => 254,
			),
			$limits['fields']['newsletter']
		);
		$contact = author_site_contact_fields( author_site_form_empty_values( 'contact' ), array() );
		$html    = implode( '', $contact );
		$this->assertStringContainsString( 'name="name" type="text" autocomplete="name" maxlength="100"', str_replace( array( ' value=""' ), '', $html ) );
		$this->assertMatchesRegularExpression( '/<textarea[^>]*name="message"[^>]*maxlength="5000"/', $html );
		$signup = implode( '', author_site_signup_fields( 'home-newsletter', author_site_form_empty_values( 'newsletter' ), false, null ) );
		$this->assertMatchesRegularExpression( '/name="firstName"[^>]*maxlength="100"/', $signup );
		$this->assertMatchesRegularExpression( '/name="email"[^>]*maxlength="254"/', $signup );
	}

	public function test_a_field_is_cut_to_its_limit_counting_a_line_break_as_one() {
		$_POST = wp_slash(
			array(
				'name'    => str_repeat( 'é', 101 ),
				'email'   => 'zoe@example.test',
				'subject' => 'Other',
				// 5000 characters as a browser's maxlength counts them, sent with CRLF.
				'message' => str_repeat( "ab\r\n", 1250 ),
			)
		);
		$read  = author_site_form_values( 'contact' );
		$this->assertTrue( $read['over'] );
		$this->assertSame( str_repeat( 'é', 100 ), $read['values']['name'] );
		$this->assertSame( str_repeat( "ab\n", 1250 ), $read['values']['message'] );
		$_POST['name'] = 'Zoë';
		$this->assertFalse( author_site_form_values( 'contact' )['over'] );
		$_POST['message'] = str_repeat( 'x', 5001 );
		$this->assertSame( array( str_repeat( 'x', 5000 ), true ), author_site_posted_capped( 'message', 5000 ) );
		$_POST['message'] = array( 'not', 'text' );
		$this->assertSame( array( '', false ), author_site_posted_capped( 'message', 5000 ) );
	}

	/**
	 * A valid contact post, with a token drawn ten seconds ago.
	 *
	 * @param array $more Fields to add or replace.
	 * @return array
	 */
	private function contact_post( array $more = array() ) {
		return wp_slash(
			array_merge(
				array(
					'author_site_form'  => 'contact',
					'author_site_token' => author_site_form_token( time() - 10 ),
					'name'              => 'Zoë',
					'email'             => 'zoe@example.test',
					'subject'           => 'Other',
					'message'           => 'A message of some length.',
				),
				$more
			)
		);
	}

	public function test_a_body_over_the_limit_gets_a_small_413_page_before_the_page_is_drawn() {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = $this->contact_post( array( 'message' => str_repeat( 'x', 70000 ) ) );
		$_SERVER['CONTENT_LENGTH'] = '70200';
		$died                      = null;
		$handler                   = static function () use ( &$died ) {
			return static function ( $message, $title, $args ) use ( &$died ) {
				$died = array(
					'message' => $message,
					'title'   => $title,
					'args'    => $args,
				);
				throw new \RuntimeException( 'died' );
			};
		};
		add_filter( 'wp_die_handler', $handler, PHP_INT_MAX );
		try {
			author_site_refuse_oversize_post();
		} catch ( \RuntimeException $stopped ) {
			unset( $stopped );
		} finally {
			remove_filter( 'wp_die_handler', $handler, PHP_INT_MAX );
			$_SERVER['REQUEST_METHOD'] = 'GET';
			unset( $_SERVER['CONTENT_LENGTH'] );
		}
		$this->assertSame( 'Failed to submit contact form.', $died['message'] );
		$this->assertSame( 413, $died['args']['response'] );
		$this->assertSame( 'Go Back to Form', $died['args']['link_text'] );
		$this->assertSame( array(), self::counters() );
		$this->assertSame( 'Failed to subscribe. Please try again.', author_site_form_failed_line( 'newsletter' ) );
	}

	public function test_a_field_over_its_limit_is_refused_with_the_values_cut() {
		$this->set_option( 'author_site_settings', array( 'wpforms' => array() ) );
		// A field over its limit in a body within it: refused, the values cut.
		$_POST                     = $this->contact_post( array( 'message' => str_repeat( 'x', 5001 ) ) );
		$_SERVER['CONTENT_LENGTH'] = '5300';
		$answer                    = author_site_form_answer( 'contact', 'contact' );
		$this->assertFalse( $answer['ok'] );
		$this->assertSame( 'Failed to submit contact form.', $answer['banner'] );
		$this->assertSame( str_repeat( 'x', 5000 ), $answer['values']['message'] );
		$this->assertSame( 'Zoë', $answer['values']['name'] );
		// Within every limit: on to the checks (not connected: the drafted email).
		$_POST  = $this->contact_post();
		$answer = author_site_form_answer( 'contact', 'contact' );
		$this->assertTrue( $answer['drafted'] );
	}

	public function test_a_logged_in_users_post_needs_her_pages_nonce_before_anything_else() {
		$this->set_option( 'author_site_settings', array( 'wpforms' => array() ) );
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		);
		wp_set_current_user( $admin[0]->ID );
		$nonce = author_site_form_nonce();
		$this->assertIsString( $nonce );
		$this->assertSame( 1, wp_verify_nonce( $nonce, 'author_site_form' ) );
		foreach ( array( array(), array( 'author_site_nonce' => 'forged0000' ) ) as $more ) {
			// Even a field over its limit is never read back without the nonce.
			$_POST  = $this->contact_post( array_merge( $more, array( 'message' => str_repeat( 'y', 6000 ) ) ) );
			$answer = author_site_form_answer( 'contact', 'contact' );
			$this->assertSame( 'Failed to submit contact form.', $answer['banner'] );
			$this->assertSame( author_site_form_empty_values( 'contact' ), $answer['values'] );
		}
		$_POST  = $this->contact_post( array( 'author_site_nonce' => $nonce ) );
		$answer = author_site_form_answer( 'contact', 'contact' );
		$this->assertTrue( $answer['drafted'] );
		$this->assertSame( 'Zoë', $answer['values']['name'] );
		// A visitor's cached page carries no nonce, and needs none.
		wp_set_current_user( 0 );
		$this->assertNull( author_site_form_nonce() );
		$_POST = $this->contact_post();
		$this->assertTrue( author_site_form_answer( 'contact', 'contact' )['drafted'] );
	}

	public function test_wpforms_gets_the_nonce_the_page_printed_never_one_made_now() {
		$form  = array(
			'formId'     => 42,
			'nameFormat' => 'simple',
			'fields'     => array(
				'name'    => 1,
				'email'   => 2,
				'message' => 3,
			),
		);
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		);
		wp_set_current_user( $admin[0]->ID );
		$_POST = array( 'author_site_wpforms_nonce' => 'printed123' );
		$this->assertSame( 'printed123', author_site_wpforms_post_config( $form )['nonce'] );
		$_POST = array();
		$this->assertSame( '', author_site_wpforms_post_config( $form )['nonce'] );
		$this->assertArrayNotHasKey(
			'nonce',
			author_site_wpforms_post(
				author_site_wpforms_post_config( $form ),
				array(
					'name'    => 'Zoë',
					'email'   => 'zoe@example.test',
					'subject' => 'Other',
					'message' => 'Hello there',
				),
				1000
			)['wpforms']
		);
		wp_set_current_user( 0 );
		$_POST = array( 'author_site_wpforms_nonce' => 'printed123' );
		$this->assertArrayNotHasKey( 'nonce', author_site_wpforms_post_config( $form ) );
	}
}
