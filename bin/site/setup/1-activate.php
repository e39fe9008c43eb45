<?php
/**
 * Site set-up, step 1: activates the three plugins and the theme as an
 * author would, in Plugins and Appearance → Themes. The next step runs in a
 * new process, with their code loaded.
 *
 * Run, in this order, by bin/site/plugins-up.sh (the real-plugin test site),
 * bin/setup.sh (the local site, when the plugin zips are at hand), both
 * through bin/site/wp-eval.sh, and by Playground's blueprint
 * (bin/site/playground.mjs).
 *
 * @package AuthorSite
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$author_site_plugins = array(
	'the-events-calendar/the-events-calendar.php',
	'constant-contact-forms/constant-contact-forms.php',
	'wpforms-lite/wpforms.php',
);
foreach ( $author_site_plugins as $author_site_plugin ) {
	if ( ! is_plugin_active( $author_site_plugin ) ) {
		$author_site_result = activate_plugin( $author_site_plugin );
		if ( is_wp_error( $author_site_result ) ) {
			fwrite( STDERR, "could not activate $author_site_plugin: " . $author_site_result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "activated $author_site_plugin\n";
	}
}

wp_clean_themes_cache();
if ( 'author-site' !== get_stylesheet() ) {
	switch_theme( 'author-site' );
	echo "activated the theme author-site\n";
}
