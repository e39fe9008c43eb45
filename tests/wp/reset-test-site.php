<?php
/**
 * Puts the test site back to a known state before the tests run
 * (bin/test.sh, after bin/site/wp-up.sh --test): what a test run stopped part-way
 * (a database restart, a killed run) may have left behind. The test
 * stand-ins' switches (`author_site_test_*` options), the Constant Contact
 * forms the specs make, the newsletter's cached form and the theme's
 * settings. Each spec still sets up and clears its own state.
 *
 * @package AuthorSite
 */

global $wpdb;
$author_site_reset = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'author_site_test_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test set-up.
foreach ( array_merge( $author_site_reset, array( 'author_site_newsletter_cache', 'author_site_settings' ) ) as $author_site_option ) {
	delete_option( $author_site_option );
}
foreach ( get_posts(
	array(
		'post_type'   => 'ctct_forms',
		'post_status' => 'any',
		'numberposts' => -1,
	)
) as $author_site_post ) {
	wp_delete_post( $author_site_post->ID, true );
}
echo 'test site reset: ' . count( $author_site_reset ) . " stand-in switch(es) cleared\n";
