<?php
/**
 * The theme's "now", in one function so that a test can hold it still (the
 * `author_site_now` filter).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Now, in Unix seconds. */
function author_site_now() {
	/**
	 * Filters the theme's "now" (Unix seconds).
	 *
	 * @param int $now time().
	 */
	return (int) apply_filters( 'author_site_now', time() );
}
