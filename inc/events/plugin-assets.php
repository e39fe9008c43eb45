<?php
/**
 * Keeps The Events Calendar's front-end assets and raw inline scripts (which
 * the security policy would block) off the theme's views, which show nothing
 * of the plugin's (docs/security.md#plugins-on-the-themes-views).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the plugin's assets off the theme's views (the admin bar's Events
 * menu keeps its stylesheet).
 */
function author_site_events_asset_enqueue( $enqueue, $asset = null ) {
	if ( ! author_site_is_app_view() ) {
		return $enqueue;
	}
	$slug = is_object( $asset ) && method_exists( $asset, 'get_slug' ) ? $asset->get_slug() : '';
	return 'tribe-events-admin-menu' === $slug ? $enqueue : false;
}
add_filter( 'tribe_asset_enqueue', 'author_site_events_asset_enqueue', 10, 2 );

/**
 * Takes the plugin's raw inline scripts (`tribe-no-js`, `tribe_l10n_datatables`)
 * and the class they switch off the theme's views.
 */
function author_site_events_quiet() {
	if ( ! author_site_is_app_view() || ! class_exists( 'Tribe__Main' ) || ! function_exists( 'tribe' ) ) {
		return;
	}
	$common = Tribe__Main::instance();
	remove_filter( 'body_class', array( $common, 'add_js_class' ) );
	remove_action( 'wp_footer', array( $common, 'toggle_js_class' ) );
	$data = tribe( 'asset.data' );
	if ( is_object( $data ) ) {
		remove_action( 'wp_footer', array( $data, 'render_json' ) );
	}
	// Whatever the asset library enqueued before the filter could say no.
	wp_dequeue_script( 'tec-user-agent' );
}
add_action( 'wp_enqueue_scripts', 'author_site_events_quiet', 100 );
