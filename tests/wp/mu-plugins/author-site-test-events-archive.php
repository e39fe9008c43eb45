<?php
/**
 * Plugin Name: Author Site Test – Events Archive
 * Description: TEST ONLY. Stands in for The Events Calendar owning /events/:
 *              registers a public `tribe_events` post type with an `events`
 *              archive and the plugin's single-event permalinks
 *              (`/event/<slug>/`). Installed by `bin/site/wp-up.sh --test`;
 *              removed without it.
 */

defined( 'ABSPATH' ) || exit;

const AUTHOR_SITE_TEST_EVENTS_VERSION = '2';

function author_site_test_register_events_post_type() {
	register_post_type(
		'tribe_events',
		array(
			'labels'       => array(
				'name'          => 'Events',
				'singular_name' => 'Event',
			),
			'public'       => true,
			'has_archive'  => 'events',
			'rewrite'      => array(
				'slug'       => 'event',
				'with_front' => false,
			),
			'show_in_rest' => true,
			'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail' ),
			'menu_icon'    => 'dashicons-calendar',
		)
	);
}
add_action( 'init', 'author_site_test_register_events_post_type' );

/**
 * Flush rewrite rules once whenever AUTHOR_SITE_TEST_EVENTS_VERSION changes
 * (after everything else has registered its rules).
 */
function author_site_test_maybe_flush_rewrite_rules() {
	if ( get_option( 'author_site_test_events_version' ) === AUTHOR_SITE_TEST_EVENTS_VERSION ) {
		return;
	}
	flush_rewrite_rules( false );
	update_option( 'author_site_test_events_version', AUTHOR_SITE_TEST_EVENTS_VERSION, true );
}
add_action( 'wp_loaded', 'author_site_test_maybe_flush_rewrite_rules' );
