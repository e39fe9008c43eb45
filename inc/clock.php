<?php
/**
 * The site's clock: what "now" is when the theme splits events into upcoming
 * and past (the Events page, an event's page, the JSON-LD). One function, so
 * that a test can hold it still (the `author_site_now` filter; the test site's
 * tests/wp/mu-plugins/author-site-test-clock.php) while the browser's clock
 * is held at the same instant.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Now, in Unix seconds.
 *
 * @return int
 */
function author_site_now() {
	/**
	 * Filters the theme's "now" (Unix seconds).
	 *
	 * @param int $now time().
	 */
	return (int) apply_filters( 'author_site_now', time() );
}
