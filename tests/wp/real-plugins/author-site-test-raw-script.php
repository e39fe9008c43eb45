<?php
/**
 * Plugin Name: Author Site test: a plugin with a raw inline script
 * Description: TEST ONLY (bin/site/plugins-up.sh). Stands for the author's
 * other plugins (analytics, a cookie notice, a chat widget) that print an
 * inline <script> straight into the page instead of through WordPress's
 * script functions. Prints nothing unless the option
 * `author_site_test_raw_script` is set.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prints the raw script in the footer.
 */
function author_site_test_raw_script() {
	if ( get_option( 'author_site_test_raw_script' ) ) {
		echo "<script>window.authorSiteTestRawScript = 'ran';</script>\n";
	}
}
add_action( 'wp_footer', 'author_site_test_raw_script', 30 );
