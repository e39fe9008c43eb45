<?php
/**
 * Plugin Name: Author Site test: a held clock
 * Description: TEST ONLY (bin/site/wp-up.sh --test). While the option
 * `author_site_test_now` holds Unix seconds, the theme's "now"
 * (author_site_now()) is that instant, so a test can hold the server's clock
 * and the browser's (page.clock) at the same moment and recorded events stay
 * upcoming or past whatever the real date.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The held instant, or the real one.
 *
 * @param int $now The real time.
 * @return int
 */
function author_site_test_clock( $now ) {
	$held = get_option( 'author_site_test_now' );
	return is_numeric( $held ) ? (int) $held : $now;
}
add_filter( 'author_site_now', 'author_site_test_clock' );
