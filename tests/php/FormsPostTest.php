<?php
/**
 * Both forms without JavaScript (docs/forms.md#without-javascript): the
 * signed token, the app's checks and texts read from the same JSON, the
 * POST fields handed to WPForms (the app's own, tests/unit/contact/wpforms.test.ts),
 * the Constant Contact data, and a contact post without WPForms (the
 * drafted email). The plugins' processing itself is tested end to end
 * against the real plugins (tests/e2e/real-plugins/forms-no-js.spec.ts).
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class FormsPostTest extends TestCase {

	/**
	 * Valid contact values.
	 *
	 * @return array
	 */
	private function valid() {
		return array(
			'name'    => 'Zoë Reader',
			'email'   => 'zoe@example.test',
			'subject' => 'Other',
			'message' => 'A message of some length.',
		);
	}

	public function test_a_token_is_good_for_two_days_and_only_as_signed() {
		$now = time();
		$this->assertSame( $now - 5, author_site_form_token_time( author_site_form_token( $now - 5 ) ) );
		$this->assertSame( $now - 2 * DAY_IN_SECONDS + 60, author_site_form_token_time( author_site_form_token( $now - 2 * DAY_IN_SECONDS + 60 ) ) );
		$this->assertNull( author_site_form_token_time( author_site_form_token( $now - 2 * DAY_IN_SECONDS - 60 ) ) );
		$this->assertNull( author_site_form_token_time( author_site_form_token( $now + 60 ) ) );
		$forged = ( $now - 5 ) . '.' . str_repeat( '0', 32 );
		$this->assertNull( author_site_form_token_time( $forged ) );
		$this->assertNull( author_site_form_token_time( '' ) );
		$this->assertNull( author_site_form_token_time( array( 'x' ) ) );
		// Another moment's signature does not carry over.
		list( , $sig ) = explode( '.', author_site_form_token( $now - 5 ) );
		$this->assertNull( author_site_form_token_time( ( $now - 6 ) . '.' . $sig ) );
	}

	public function test_the_contact_checks_are_the_apps_in_order() {
		$cases = array(
			array( array( 'name' => '' ), 'name', 'Name is required' ),
			array( array( 'email' => '' ), 'email', 'Email is required' ),
			array( array( 'subject' => '' ), 'subject', 'Subject is required' ),
			array( array( 'message' => '' ), 'message', 'Message is required' ),
			array( array( 'email' => 'zoe @example.test' ), 'email', 'Please enter a valid email address' ),
			array( array( 'email' => 'zoe@example' ), 'email', 'Please enter a valid email address' ),
			array( array( 'email' => "zoe\u{00A0}x@example.test" ), 'email', 'Please enter a valid email address' ),
			array( array( 'message' => 'Too short' ), 'message', 'Message must be at least 10 characters long' ),
			// Only the first failure.
			array(
				array(
					'name'  => '',
					'email' => '',
				),
				'name',
				'Name is required',
			),
		);
		foreach ( $cases as $case ) {
			$this->assertSame(
				array(
					'field'   => $case[1],
					'message' => $case[2],
				),
				author_site_contact_invalid( array_merge( $this->valid(), $case[0] ) )
			);
		}
		$this->assertNull( author_site_contact_invalid( $this->valid() ) );
		// Ten characters, counted as characters.
		$this->assertNull( author_site_contact_invalid( array_merge( $this->valid(), array( 'message' => 'éééééééééé' ) ) ) );
	}

	public function test_the_wpforms_fields_are_the_apps() {
		$config = array(
			'formId'     => 6,
			'nameFormat' => 'first-last',
			'fields'     => array(
				'name'    => 1,
				'email'   => 2,
				'subject' => 3,
				'message' => 4,
			),
			'token'      => 'day-token',
		);
		$post   = author_site_wpforms_post(
			$config,
			array(
				'name'    => 'Zoë  Ann Reader',
				'email'   => 'zoe@example.test',
				'subject' => 'Other',
				'message' => "One\ntwo",
			),
			1000
		);
		$this->assertSame( 'wpforms_submit', $post['action'] );
		$this->assertSame( '6', $post['form_id'] );
		$this->assertSame( '1000', $post['start_timestamp'] );
		$this->assertSame(
			array(
				'id'     => 6,
				'fields' => array(
					1    => array(
						'first' => 'Zoë',
						'last'  => 'Ann Reader',
					),
					2    => 'zoe@example.test',
					3    => 'Other',
					4    => "One\r\ntwo",
					1004 => '',
				),
				'submit' => 'wpforms-submit',
				'token'  => 'day-token',
			),
			$post['wpforms']
		);
		// One word: no [last]; no subject field: the subject heads the message.
		unset( $config['fields']['subject'] );
		$config['nameFormat'] = 'simple';
		$post                 = author_site_wpforms_post(
			$config,
			array(
				'name'    => 'Zoë',
				'email'   => 'zoe@example.test',
				'subject' => 'Other',
				'message' => 'Hello there',
			),
			1000
		);
		$this->assertSame( 'Zoë', $post['wpforms']['fields'][1] );
		$this->assertSame( "Subject: Other\r\nHello there", $post['wpforms']['fields'][4] );
	}

	public function test_the_constant_contact_data_is_what_the_plugin_decodes_from_the_app() {
		$data = author_site_ctct_data(
			array(
				'formId'   => 7,
				'verify'   => 'v3r1fy',
				'instance' => '0',
				'fields'   => array(
					'email'     => 'email___abc',
					'firstName' => 'first_name___def',
					'lastName'  => 'last_name___ghi',
					'lists'     => 'lists___jkl[]',
				),
				'lists'    => array( 'list-1' ),
				'optIn'    => array(
					'name'  => 'ctct-opt-in',
					'value' => '1',
				),
			),
			'zoe+news@example.test',
			'Zoë+Ann <b>',
			1000
		);
		$this->assertSame( 'zoe+news@example.test', $data['email___abc'] );
		$this->assertSame( 'Zoë+Ann', $data['first_name___def'] );
		$this->assertSame( '', $data['last_name___ghi'] );
		$this->assertSame( array( 'list-1' ), $data['lists___jkl'] );
		$this->assertSame( '1', $data['ctct-opt-in'] );
		$this->assertSame( '', $data['ctct_usage_field'] );
		$this->assertSame( '7', $data['ctct-id'] );
		$this->assertSame( 'v3r1fy', $data['ctct-verify'] );
		$this->assertSame( '1', $data['ctct-submitted'] );
		// The drawing moment on the plugin's clock (site-local seconds).
		$this->assertSame( (string) ( 1000 + current_time( 'timestamp' ) - time() ), $data['ctct_time'] ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested
		// Not an email: sent empty, as the plugin's ajax handler keeps it.
		$this->assertSame(
			'',
			author_site_ctct_data(
				array(
					'formId'   => 7,
					'verify'   => '',
					'instance' => '0',
					'fields'   => array( 'email' => 'email___abc' ),
				),
				'nope',
				'',
				1000
			)['email___abc']
		);
	}

	public function test_a_contact_post_without_wpforms_drafts_the_email_and_keeps_every_value() {
		$this->set_option( 'author_site_settings', array( 'wpforms' => array() ) );
		$result = author_site_contact_post( $this->valid(), time() - 10 );
		$bad    = author_site_contact_post( $this->valid(), null );
		$wrong  = author_site_contact_post( array_merge( $this->valid(), array( 'email' => 'bad' ) ), time() - 10 );
		$this->assertTrue( $result['ok'] );
		$this->assertTrue( $result['drafted'] );
		$this->assertSame( $this->valid(), $result['values'] );
		$this->assertFalse( $bad['ok'] );
		$this->assertSame( 'Failed to submit contact form.', $bad['banner'] );
		$this->assertSame( $this->valid(), $bad['values'] );
		$this->assertFalse( $wrong['ok'] );
		$this->assertSame( array( 'email' => 'Please enter a valid email address' ), $wrong['errors'] );
		$this->assertSame( 'bad', $wrong['values']['email'] );
	}

	public function test_the_drafted_email_is_the_apps() {
		$this->assertSame(
			'mailto:claire@example.com?subject=Other&body=Hi%20(there)!%0D%0Aline%0D%0A%0D%0A%E2%80%94%20Zo%C3%AB%20%3Czoe%40example.test%3E',
			author_site_contact_mailto(
				'claire@example.com',
				array(
					'name'    => ' Zoë ',
					'email'   => 'zoe@example.test',
					'subject' => 'Other',
					'message' => "Hi (there)!\nline",
				)
			)
		);
	}
}
