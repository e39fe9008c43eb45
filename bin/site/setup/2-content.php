<?php
/**
 * Site set-up, step 2 (in a new process after step 1; run by the same
 * scripts, see 1-activate.php): the content an author makes with the
 * plugins' own tools, made anew on each run so dates stay relative to today.
 *
 * - Events through The Events Calendar's API (tribe_create_venue(),
 *   tribe_create_event()): upcoming with a venue and an image, upcoming
 *   online (a website, no venue), all-day, and past.
 * - A Constant Contact form saved as its builder saves it (the meta listed in
 *   the plugin's builder and tests/fixtures' newsletter notes), and a WPForms
 *   contact form saved through WPForms' own form API as its builder does.
 * - Appearance → Author Site: the WPForms form connected (through the
 *   settings screen's own sanitizer), the Constant Contact form chosen.
 *
 * Everything made here carries the meta `_author_site_test_content`, so a
 * run deletes what the last one made first.
 *
 * @package AuthorSite
 */

if ( ! function_exists( 'tribe_create_event' ) || ! function_exists( 'wpforms' ) || ( ! defined( 'CTCT_VERSION' ) && ! class_exists( 'Constant_Contact' ) ) ) {
	fwrite( STDERR, "the real plugins are not active\n" );
	exit( 1 );
}
if ( ! function_exists( 'author_site_settings_sanitize_wpforms' ) ) {
	fwrite( STDERR, "the theme is not active\n" );
	exit( 1 );
}

// WordPress's own screens and notices, not the plugins' welcome pages.
delete_transient( '_tribe_events_activation_redirect' );
delete_option( 'wpforms_activation_redirect' );
update_option( 'wpforms_challenge', array( 'status' => 'skipped' ) );

// The last run's content (by its mark, straight from the table: The Events
// Calendar narrows queries of events to the upcoming ones).
global $wpdb;
$author_site_old = $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_author_site_test_content'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test set-up.
foreach ( array_map( 'intval', $author_site_old ) as $author_site_id ) {
	'attachment' === get_post_type( $author_site_id ) ? wp_delete_attachment( $author_site_id, true ) : wp_delete_post( $author_site_id, true );
}
delete_option( 'author_site_test_mail' );
delete_option( 'author_site_csp_reports' );

/**
 * Marks a post as made here.
 *
 * @param int $id Post id.
 * @return int The id.
 */
function author_site_test_mark( $id ) {
	update_post_meta( $id, '_author_site_test_content', 1 );
	return (int) $id;
}

// An image for one event, through the Media Library's own functions.
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
$author_site_upload = wp_upload_bits( 'book-launch.jpg', null, (string) file_get_contents( get_theme_file_path( 'build/images/cover.jpg' ) ) );
$author_site_image  = author_site_test_mark(
	wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => 'Book launch',
			'post_status'    => 'inherit',
		),
		$author_site_upload['file']
	)
);
wp_update_attachment_metadata( $author_site_image, wp_generate_attachment_metadata( $author_site_image, $author_site_upload['file'] ) );

$author_site_venue = author_site_test_mark(
	tribe_create_venue(
		array(
			'Venue'   => 'Harbor Books & Café',
			'Address' => '12 Water Street',
			'City'    => 'Portland',
			'State'   => 'ME',
			'Zip'     => '04101',
			'Country' => 'United States',
		)
	)
);

$author_site_day    = DAY_IN_SECONDS;
$author_site_now    = current_time( 'timestamp' ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the site's local date.
$author_site_date   = function ( $days ) use ( $author_site_now, $author_site_day ) {
	return gmdate( 'Y-m-d', $author_site_now + $days * $author_site_day );
};
$author_site_events = array(
	'upcoming-venue-image' => array(
		'post_title'     => 'Launch Party: The Medallion Client',
		'post_content'   => 'Readings, signed copies & cake.',
		'EventStartDate' => $author_site_date( 10 ),
		'EventStartTime' => '18:30:00',
		'EventEndDate'   => $author_site_date( 10 ),
		'EventEndTime'   => '20:00:00',
		'Venue'          => array( 'VenueID' => $author_site_venue ),
		'FeaturedImage'  => $author_site_image,
	),
	'upcoming-online'      => array(
		'post_title'     => 'Live Q&A with Readers (online)',
		'post_content'   => 'Ask anything about the book.',
		'EventStartDate' => $author_site_date( 15 ),
		'EventStartTime' => '19:00:00',
		'EventEndDate'   => $author_site_date( 15 ),
		'EventEndTime'   => '20:00:00',
		'EventURL'       => 'https://meet.example.com/claire-live',
	),
	'upcoming-all-day'     => array(
		'post_title'     => 'Romance Readers Festival',
		'post_content'   => 'All day at the festival.',
		'EventAllDay'    => true,
		'EventStartDate' => $author_site_date( 20 ),
		'EventEndDate'   => $author_site_date( 20 ),
		'Venue'          => array( 'VenueID' => $author_site_venue ),
	),
	'past'                 => array(
		'post_title'     => 'Library Talk: Writing Secrets',
		'post_content'   => 'A talk at the library.',
		'EventStartDate' => $author_site_date( -30 ),
		'EventStartTime' => '14:00:00',
		'EventEndDate'   => $author_site_date( -30 ),
		'EventEndTime'   => '15:00:00',
	),
);
foreach ( $author_site_events as $author_site_key => $author_site_event ) {
	$author_site_id = tribe_create_event( $author_site_event + array( 'post_status' => 'publish' ) );
	if ( ! $author_site_id || is_wp_error( $author_site_id ) ) {
		fwrite( STDERR, "could not create the event $author_site_key\n" );
		exit( 1 );
	}
	author_site_test_mark( $author_site_id );
}

// The newsletter form, as Constant Contact's builder saves it.
$author_site_ctct = author_site_test_mark(
	wp_insert_post(
		array(
			'post_type'   => 'ctct_forms',
			'post_status' => 'publish',
			'post_title'  => 'Newsletter',
		)
	)
);
update_post_meta(
	$author_site_ctct,
	'custom_fields_group',
	array(
		array(
			'_ctct_map_select'     => 'email',
			'_ctct_field_label'    => 'Email',
			'_ctct_required_field' => 'on',
		),
		array(
			'_ctct_map_select'  => 'first_name',
			'_ctct_field_label' => 'First Name',
		),
	)
);
update_post_meta( $author_site_ctct, '_ctct_verify_key', wp_generate_password( 25, false ) );
update_post_meta( $author_site_ctct, '_ctct_has_email_field', 'true' );
update_post_meta( $author_site_ctct, '_ctct_button_text', 'Sign up' );
update_post_meta( $author_site_ctct, '_ctct_form_submission_success', 'Your information has been submitted' );
update_post_meta( $author_site_ctct, '_ctct_do_ajax', 'on' );
update_post_meta( $author_site_ctct, '_ctct_form_title_heading_level', 'h3' );

// The contact form, through WPForms' own form API as its builder saves it:
// a blank form, then Name, Email, a Subject dropdown with the site's
// subjects, and Paragraph Text; AJAX on; one notification to the admin.
$author_site_forms   = wpforms()->obj( 'form' );
$author_site_wpforms = author_site_test_mark( (int) $author_site_forms->add( 'Contact', array(), array( 'template' => 'blank' ) ) );
$author_site_req     = array(
	'description' => '',
	'required'    => '1',
	'size'        => 'medium',
	'css'         => '',
);
$author_site_choices = array();
foreach ( array_values( author_site_contact_subjects() ) as $author_site_i => $author_site_subject ) {
	$author_site_choices[ (string) ( $author_site_i + 1 ) ] = array(
		'label' => $author_site_subject,
		'value' => '',
		'image' => '',
	);
}
$author_site_forms->update(
	$author_site_wpforms,
	array(
		'id'       => (string) $author_site_wpforms,
		'field_id' => '5',
		'fields'   => array(
			'1' => array(
				'id'     => '1',
				'type'   => 'name',
				'label'  => 'Name',
				'format' => 'first-last',
			) + $author_site_req,
			'2' => array(
				'id'          => '2',
				'type'        => 'email',
				'label'       => 'Email',
				'placeholder' => '',
			) + $author_site_req,
			'3' => array(
				'id'          => '3',
				'type'        => 'select',
				'label'       => 'Subject',
				'choices'     => $author_site_choices,
				'placeholder' => 'Select a subject',
			) + $author_site_req,
			'4' => array(
				'id'          => '4',
				'type'        => 'textarea',
				'label'       => 'Message',
				'placeholder' => '',
			) + $author_site_req,
		),
		'settings' => array(
			'form_title'             => 'Contact',
			'form_desc'              => '',
			'submit_text'            => 'Submit',
			'submit_text_processing' => 'Sending...',
			'ajax_submit'            => '1',
			'antispam_v3'            => '1',
			'store_spam_entries'     => '0',
			'anti_spam'              => array(
				'time_limit' => array(
					'enable'   => '1',
					'duration' => '2',
				),
			),
			'notification_enable'    => '1',
			'notifications'          => array(
				'1' => array(
					'email'          => '{admin_email}',
					'subject'        => 'New Contact Entry',
					'sender_name'    => get_bloginfo( 'name' ),
					'sender_address' => '{admin_email}',
					'replyto'        => '',
					'message'        => '{all_fields}',
				),
			),
			'confirmations'          => array(
				'1' => array(
					'type'           => 'message',
					'message'        => '<p>Thanks for contacting us! We will be in touch with you shortly.</p>',
					'message_scroll' => '1',
				),
			),
		),
		'meta'     => array( 'template' => 'blank' ),
	)
);

// Appearance → Author Site, through the screen's own sanitizer.
$author_site_settings                       = author_site_settings();
$author_site_settings['wpforms']            = author_site_settings_sanitize_wpforms( array( 'form_id' => (string) $author_site_wpforms ), array() );
$author_site_settings['newsletter_form_id'] = $author_site_ctct;
$author_site_settings['script_protection']  = 'enforce';
update_option( 'author_site_settings', $author_site_settings );

printf(
	"content: %d events, Constant Contact form %d, WPForms form %d (connected: %s)\n",
	count( $author_site_events ),
	$author_site_ctct,
	$author_site_wpforms,
	empty( $author_site_settings['wpforms'] ) ? 'no' : 'yes'
);
