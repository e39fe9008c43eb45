# wp-up's install and options, through wp-eval: WordPress installed, home/siteurl on this port, permalinks, time zone, the theme active, test mode's plugins off.
# Sourced by bin/site/wp-up.sh, in its shell: its variables, log/warn/die.
# shellcheck shell=bash

log "checking WordPress install and options"
if ! { AUTHOR_SITE_EVAL_INSTALLING=1 WP_EVAL_USER='' AUTHOR_SITE_HOME=$SITE_HOME \
       AUTHOR_SITE_ACTIVATE=$ACTIVATE AUTHOR_SITE_TEST_MODE=$TEST_MODE "$BIN_DIR/wp-eval.sh" - <<'PHP' | sed 's/^/[wp-up]   /'; }; then
// Runs with WP_INSTALLING defined (see bin/site/wp-eval.sh).
if ( ! function_exists( 'wp_new_blog_notification' ) ) {
	function wp_new_blog_notification( ...$args ) {} // no mail here
}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
global $wpdb, $wp_rewrite;

$url = getenv( 'AUTHOR_SITE_EVAL_URL' );
if ( ! is_blog_installed() ) {
	$result = wp_install( 'Claire Whitmore', 'admin', 'admin@example.com', true, '', 'password' );
	echo "installed WordPress (admin user id {$result['user_id']})\n";
}

// home/siteurl in the DB must match the port (WP_HOME/WP_SITEURL hide them
// from get_option(), so compare the raw rows).
foreach ( array( 'home', 'siteurl' ) as $opt ) {
	$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $opt ) );
	if ( $raw !== $url ) {
		$wpdb->update( $wpdb->options, array( 'option_value' => $url ), array( 'option_name' => $opt ) );
		echo "option $opt: " . var_export( $raw, true ) . " -> $url\n";
	}
}
wp_cache_flush();

if ( get_option( 'permalink_structure' ) !== '/%postname%/' ) {
	$wp_rewrite->set_permalink_structure( '/%postname%/' );
	echo "permalinks set to /%postname%/\n";
}
// "Flush": the next request regenerates the rules with every post type registered.
delete_option( 'rewrite_rules' );

if ( get_option( 'timezone_string' ) !== 'America/New_York' ) {
	update_option( 'timezone_string', 'America/New_York' );
	update_option( 'gmt_offset', '' );
	echo "timezone set to America/New_York\n";
}

if ( getenv( 'AUTHOR_SITE_ACTIVATE' ) === '1' ) {
	wp_clean_themes_cache();
	$theme = wp_get_theme( 'author-site' );
	if ( ! $theme->exists() || $theme->errors() ) {
		$err = $theme->errors() ? wp_strip_all_tags( $theme->errors()->get_error_message() ) : 'not found';
		fwrite( STDERR, "[wp-up] WARNING: theme author-site is not valid ($err); not activated\n" );
	} elseif ( get_stylesheet() !== 'author-site' || get_template() !== $theme->get_template() ) {
		switch_theme( 'author-site' );
		echo 'activated theme author-site (' . $theme->get( 'Name' ) . ' ' . $theme->get( 'Version' ) . ")\n";
	}
}
// The plugins bin/setup.sh set up (its mark): off for the test suites, which
// use their stand-ins, with the content it made (bin/site/setup/2-content.php
// marks it) and the forms' settings. bin/setup.sh sets them up again.
if ( getenv( 'AUTHOR_SITE_TEST_MODE' ) === '1' && get_option( 'author_site_setup_plugins' ) ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	deactivate_plugins( array( 'the-events-calendar/the-events-calendar.php', 'constant-contact-forms/constant-contact-forms.php', 'wpforms-lite/wpforms.php' ), true );
	foreach ( array_map( 'intval', $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_author_site_test_content'" ) ) as $id ) {
		'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true );
	}
	delete_option( 'author_site_settings' );
	delete_option( 'author_site_setup_plugins' );
	echo "test mode: the plugins bin/setup.sh set up are off, its events and forms deleted\n";
}
echo 'active theme: ' . get_stylesheet() . "\n";
PHP
  die "WordPress setup failed (see above and $RUN_DIR/debug.log)"
fi
