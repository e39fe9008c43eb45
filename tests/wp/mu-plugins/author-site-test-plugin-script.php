<?php
/**
 * Plugin Name: Author Site Test – Plugin Script
 * Description: TEST ONLY. Stands in for a plugin whose front-end footer script
 *              depends on WordPress's wp-i18n (a package the theme's app also
 *              loads), while the option `author_site_test_plugin_script` is set.
 *              Installed by `bin/site/wp-up.sh --test`; removed without it. Also
 *              echoes a raw footer script while `author_site_test_footer_script` is set.
 */

defined( 'ABSPATH' ) || exit;

function author_site_test_plugin_script() {
	if ( ! get_option( 'author_site_test_plugin_script' ) ) {
		return;
	}
	wp_register_script( 'author-site-test-plugin', false, array( 'wp-i18n' ), '1', true );
	wp_add_inline_script( 'author-site-test-plugin', 'window.authorSiteTestPlugin = typeof wp.i18n.__;' );
	wp_enqueue_script( 'author-site-test-plugin' );
}
add_action( 'wp_enqueue_scripts', 'author_site_test_plugin_script' );

/**
 * While the option `author_site_test_footer_script` is set, prints it raw in
 * the footer, as a plugin that echoes its own `<script>` would (not through
 * WordPress's script functions, so the theme's policy must not allow it).
 */
function author_site_test_footer_script() {
	$script = get_option( 'author_site_test_footer_script' );
	if ( is_string( $script ) && '' !== $script ) {
		echo $script; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- test only: raw on purpose.
	}
}
add_action( 'wp_footer', 'author_site_test_footer_script', 30 );
