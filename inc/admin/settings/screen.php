<?php
/**
 * Appearance → Author Site: registers the screen, its option `author_site_settings`
 * and its script (docs/runtime-config.md#theme-settings).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Registers the option with its sanitiser, and who may save it. */
function author_site_settings_register() {
	register_setting(
		AUTHOR_SITE_SETTINGS_SLUG,
		'author_site_settings',
		array(
			'type'              => 'object',
			'sanitize_callback' => 'author_site_settings_sanitize',
			'show_in_rest'      => false,
			'default'           => array(),
		)
	);
	add_filter( 'option_page_capability_' . AUTHOR_SITE_SETTINGS_SLUG, 'author_site_settings_capability' );
}
add_action( 'admin_init', 'author_site_settings_register' );

/** Saving needs what showing needs; options.php would ask for manage_options. */
function author_site_settings_capability() {
	return 'edit_theme_options';
}

/** Adds Appearance → Author Site. */
function author_site_settings_menu() {
	add_theme_page(
		__( 'Author Site settings', 'author-site' ),
		__( 'Author Site', 'author-site' ),
		'edit_theme_options',
		AUTHOR_SITE_SETTINGS_SLUG,
		'author_site_settings_render'
	);
}
add_action( 'admin_menu', 'author_site_settings_menu' );

/** The screen's script (assets/admin/settings.js), on this screen only. */
function author_site_settings_script( $hook_suffix ) {
	if ( 'appearance_page_' . AUTHOR_SITE_SETTINGS_SLUG !== $hook_suffix ) {
		return;
	}
	$file = 'assets/admin/settings.js';
	wp_enqueue_script(
		'author-site-settings',
		get_theme_file_uri( $file ),
		array(),
		(string) filemtime( get_theme_file_path( $file ) ),
		true
	);
	wp_localize_script(
		'author-site-settings',
		'authorSiteSettingsText',
		array(
			/* translators: %s: the form's fields, comma separated. */
			'fields' => __( 'Fields of this form: %s', 'author-site' ),
			'none'   => __( 'none', 'author-site' ),
		)
	);
}
add_action( 'admin_enqueue_scripts', 'author_site_settings_script' );
