<?php
/**
 * The cluster site's object cache (bin/site/cache-up.sh), run by
 * bin/site/wp-eval.sh in two processes: `enable` activates Redis Object
 * Cache and puts its drop-in in place as its own `wp redis enable` does;
 * `status` (the next process, the drop-in loaded) prints the plugin's own
 * status and fails unless it says connected.
 *
 * @package AuthorSite
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$author_site_redis_step = getenv( 'AUTHOR_SITE_REDIS_STEP' );
if ( 'enable' === $author_site_redis_step ) {
	$author_site_redis_result = activate_plugin( 'redis-cache/redis-cache.php' );
	if ( is_wp_error( $author_site_redis_result ) ) {
		fwrite( STDERR, 'Redis Object Cache: ' . $author_site_redis_result->get_error_message() . "\n" );
		exit( 1 );
	}
	$author_site_redis_dropin = WP_CONTENT_DIR . '/object-cache.php';
	$author_site_redis_source = WP_PLUGIN_DIR . '/redis-cache/includes/object-cache.php';
	if ( ! file_exists( $author_site_redis_dropin ) || md5_file( $author_site_redis_dropin ) !== md5_file( $author_site_redis_source ) ) {
		copy( $author_site_redis_source, $author_site_redis_dropin );
	}
	echo "Redis Object Cache active, its drop-in in wp-content/object-cache.php\n";
	return;
}

if ( ! function_exists( 'redis_object_cache' ) ) {
	fwrite( STDERR, "Redis Object Cache is not active\n" );
	exit( 1 );
}
$author_site_redis_plugin = redis_object_cache();
printf( "Redis Object Cache: %s\n", esc_html( $author_site_redis_plugin->get_status() ) );
if ( true !== $author_site_redis_plugin->get_redis_status() ) {
	fwrite( STDERR, "Redis Object Cache is not connected\n" );
	exit( 1 );
}
