<?php
/**
 * Plugin Name: Author Site test: recorded Events Calendar API
 * Description: TEST ONLY (bin/site/wp-up.sh --test). The Events Calendar is not in
 * Debian, so this serves a recorded answer of its REST archive
 * (tests/fixtures/wp-recordings/events-*.json) at /tribe/events/v1/events, as the real
 * plugin would: same status, same body, the recorded host replaced by this
 * site's. Its single-event routes (/events/<id>, /events/by-slug/<slug>)
 * answer each event of that archive (a recorded single answer, such as
 * events-single.json, counts as an archive of one), else the plugin's 404.
 * Off unless the option `author_site_test_events_fixture` names a file.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The recording's status and body, the recorded host replaced by this site's.
 *
 * @param string $file The recording.
 * @return array{0:int,1:mixed}
 */
function author_site_test_events_answer( $file ) {
	$recording = json_decode( (string) file_get_contents( $file ), true );
	$home      = untrailingslashit( home_url() );
	$body      = str_replace(
		array( 'https://example.test', 'https:\/\/example.test' ),
		array( $home, str_replace( '/', '\/', $home ) ),
		(string) $recording['response']['body']
	);
	return array( (int) $recording['response']['status'], json_decode( $body, true ) );
}

/**
 * One event of the recording, by a field's value, as the plugin's single
 * route answers it (or its 404).
 *
 * @param string $file  The recording.
 * @param string $field `id` or `slug`.
 * @param string $value The value asked for.
 * @return WP_REST_Response
 */
function author_site_test_events_single( $file, $field, $value ) {
	list( $status, $body ) = author_site_test_events_answer( $file );
	$events                = 200 === $status && is_array( $body ) ? ( $body['events'] ?? ( isset( $body['id'] ) ? array( $body ) : array() ) ) : array();
	foreach ( $events as $event ) {
		if ( is_array( $event ) && (string) ( $event[ $field ] ?? '' ) === $value ) {
			return new WP_REST_Response( $event, 200 );
		}
	}
	return new WP_REST_Response(
		array(
			'code'    => 'rest-event-not-found',
			'message' => 'The requested event could not be found',
			'data'    => array( 'status' => 404 ),
		),
		404
	);
}

/**
 * Registers the stand-in routes when a fixture is set.
 */
function author_site_test_events_api_route() {
	$file = get_option( 'author_site_test_events_fixture' );
	if ( ! is_string( $file ) || ! is_readable( $file ) ) {
		return;
	}
	$public = array(
		'methods'             => 'GET',
		'permission_callback' => '__return_true',
	);
	register_rest_route(
		'tribe/events/v1',
		'/events',
		$public + array(
			'callback' => function () use ( $file ) {
				list( $status, $body ) = author_site_test_events_answer( $file );
				return new WP_REST_Response( $body, $status );
			},
		)
	);
	register_rest_route(
		'tribe/events/v1',
		'/events/(?P<id>\d+)',
		$public + array(
			'callback' => fn( $request ) => author_site_test_events_single( $file, 'id', (string) $request['id'] ),
		)
	);
	register_rest_route(
		'tribe/events/v1',
		'/events/by-slug/(?P<slug>[^/]+)',
		$public + array(
			'callback' => fn( $request ) => author_site_test_events_single( $file, 'slug', (string) $request['slug'] ),
		)
	);
}
add_action( 'rest_api_init', 'author_site_test_events_api_route' );
