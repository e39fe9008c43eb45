<?php
/**
 * Plugin Name: Author Site test: recorded Events Calendar API
 * Description: TEST ONLY (bin/wp-up.sh --test). The Events Calendar is not in
 * Debian, so this serves a recorded answer of its REST archive
 * (tests/fixtures/wp-recordings/events-*.json) at /tribe/events/v1/events, as the real
 * plugin would: same status, same body, the recorded host replaced by this
 * site's. Off unless the option `author_site_test_events_fixture` names a file.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the stand-in route when a fixture is set.
 */
function author_site_test_events_api_route() {
	$file = get_option( 'author_site_test_events_fixture' );
	if ( ! is_string( $file ) || ! is_readable( $file ) ) {
		return;
	}
	register_rest_route(
		'tribe/events/v1',
		'/events',
		array(
			'methods'             => 'GET',
			'permission_callback' => '__return_true',
			'callback'            => function () use ( $file ) {
				$recording = json_decode( (string) file_get_contents( $file ), true );
				$home      = untrailingslashit( home_url() );
				$body      = str_replace(
					array( 'https://example.test', 'https:\/\/example.test' ),
					array( $home, str_replace( '/', '\/', $home ) ),
					(string) $recording['response']['body']
				);
				return new WP_REST_Response( json_decode( $body, true ), (int) $recording['response']['status'] );
			},
		)
	);
}
add_action( 'rest_api_init', 'author_site_test_events_api_route' );
