<?php
/**
 * Plugin Name: Author Site test: an offline machine
 * Description: TEST ONLY (bin/site/wp-up.sh --test). The test machine reaches no
 * outside host, so the avatars WordPress asks Gravatar for (the admin bar,
 * wp-admin's lists) could only fail, each with a console error in every test
 * that logs in. Avatars are off here, as Settings → Discussion → "Show
 * Avatars" unticked would have them: the theme prints none of its own.
 * WordPress.org's update checks get a plain "not found" without a request:
 * a failed connection would log a PHP warning from core on every run, and
 * the suite's last check (tests/e2e/php-log.check.ts) counts every warning.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'pre_option_show_avatars', '__return_zero' );

/**
 * Answers WordPress.org's API without a request (see above).
 *
 * @param false|array|WP_Error $pre  A preempted answer, or false.
 * @param array                $args Request arguments.
 * @param string               $url  Request URL.
 * @return false|array
 */
function author_site_test_offline_wordpress_org( $pre, $args, $url ) {
	if ( false !== $pre || 'api.wordpress.org' !== wp_parse_url( $url, PHP_URL_HOST ) ) {
		return $pre;
	}
	return array(
		'headers'  => array(),
		'body'     => '',
		'response' => array(
			'code'    => 404,
			'message' => 'Not Found',
		),
		'cookies'  => array(),
		'filename' => null,
	);
}
add_filter( 'pre_http_request', 'author_site_test_offline_wordpress_org', 10, 3 );
