<?php
/**
 * Appearance → Author Site: the theme's settings screen (issue 7).
 *
 * One option, `author_site_settings` (read by author_site_settings() in
 * inc/settings.php), saved through the Settings API: options.php checks the
 * capability (edit_theme_options, see below) and the nonce printed by
 * settings_fields(), then runs author_site_settings_sanitize(). A refused value
 * (a bad email, a non-http link, a form that does not exist) keeps the previous
 * value and says why. Saving changes the app's configuration on the next page
 * view (it is built from the option) and clears the newsletter configuration's
 * cache (inc/newsletter.php hooks `update_option_author_site_settings`).
 *
 * Works without WPForms and Constant Contact Forms: forms are read from their
 * posts, and the plugins' absence is said plainly.
 *
 * This file registers the screen, the option and the screen's script
 * (assets/admin/settings.js); the sanitiser is in
 * inc/admin/settings-sanitize.php, the page in inc/admin/settings-view*.php,
 * the WPForms forms in inc/admin/wpforms.php.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the option with its sanitiser.
 */
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
}
add_action( 'admin_init', 'author_site_settings_register' );

/**
 * Saving the screen needs what showing it needs (options.php asks for
 * manage_options otherwise).
 *
 * @return string
 */
function author_site_settings_capability() {
	return 'edit_theme_options';
}
add_filter( 'option_page_capability_' . AUTHOR_SITE_SETTINGS_SLUG, 'author_site_settings_capability' );

/**
 * Adds Appearance → Author Site.
 */
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

/**
 * The screen's small script (assets/admin/settings.js), on this screen only:
 * choosing a WPForms form fills the field ids that are empty or not in that
 * form, and the name format, from the form's fields; the subject line says
 * whether its choices are the site's seven.
 *
 * @param string $hook_suffix The admin page.
 */
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
