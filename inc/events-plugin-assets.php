<?php
/**
 * The Events Calendar on the theme's own views: the app reads events from
 * the plugin's REST API and shows none of the plugin's views, so none of its
 * front-end scripts, styles or inline scripts are loaded there. Its own pages
 * (single events, list and month views, venues) are not touched.
 *
 * The plugin enqueues its assets through StellarWP's asset library, which
 * asks the `tribe_asset_enqueue` filter; and it prints two raw inline
 * scripts on every page (a `tribe-no-js` body-class switch and the
 * `tribe_l10n_datatables` object for its date picker), which the theme's
 * security policy would block.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the plugin's assets off the theme's views (the admin bar's Events
 * menu keeps its stylesheet).
 *
 * @param bool  $enqueue Whether the asset is enqueued.
 * @param mixed $asset   The asset.
 * @return bool
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
 * Takes the plugin's raw inline scripts (and the class they switch) off the
 * theme's views. Runs when the page starts printing, after the template was
 * chosen.
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
