<?php
/**
 * Plugin Name: Author Site test: the forms' client
 * Description: TEST ONLY (bin/site/wp-up.sh --test, bin/site/plugins-up.sh). The
 * forms' limit per client (inc/forms/flood.php) counts by address, and every
 * spec posts from 127.0.0.1. A request naming a client in the header
 * `X-Author-Site-Test-Client` is counted as that client (the limit's own
 * specs name a fresh one each); any other request is a client of its own,
 * so the rest of the suite never meets the limit, whatever ran before it.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The client the limit counts this request as.
 *
 * @return string
 */
function author_site_test_form_client() {
	$named = isset( $_SERVER['HTTP_X_AUTHOR_SITE_TEST_CLIENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_AUTHOR_SITE_TEST_CLIENT'] ) ) : '';
	return 'test-client:' . ( '' !== $named ? $named : wp_generate_uuid4() );
}
add_filter( 'author_site_form_client_address', 'author_site_test_form_client' );
