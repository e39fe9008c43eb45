<?php
/**
 * Plugin Name: Author Site test: mail catcher
 * Description: Local sites only (the real-plugin test sites, bin/setup.sh's
 * site, Playground). Keeps every message the site would mail in the option
 * `author_site_test_mail` (the newest 20), exactly as handed to wp_mail(),
 * and sends none: the end-to-end tests read what the real plugins mailed.
 * Each message is also appended, under a lock, as one JSON line to
 * wp-content/author-site-test-mail.jsonl, or to the file the constant
 * AUTHOR_SITE_MAIL_LOG names (Playground: a folder on the host, see
 * bin/site/playground.mjs): the load test counts from there (the option is read,
 * changed and written back, so messages mailed at the same moment can
 * overwrite each other in it).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stores the message instead of sending it.
 *
 * @param null|bool $short_circuit Whether to skip sending.
 * @param array     $atts          The wp_mail() arguments.
 * @return bool
 */
function author_site_test_mail_catch( $short_circuit, $atts ) {
	$mail   = get_option( 'author_site_test_mail', array() );
	$mail   = is_array( $mail ) ? $mail : array();
	$mail[] = array(
		'to'      => $atts['to'] ?? '',
		'subject' => $atts['subject'] ?? '',
		'message' => $atts['message'] ?? '',
		'headers' => $atts['headers'] ?? '',
	);
	update_option( 'author_site_test_mail', array_slice( $mail, -20 ), false );
	file_put_contents( defined( 'AUTHOR_SITE_MAIL_LOG' ) ? AUTHOR_SITE_MAIL_LOG : WP_CONTENT_DIR . '/author-site-test-mail.jsonl', wp_json_encode( end( $mail ) ) . "\n", FILE_APPEND | LOCK_EX );
	return true;
}
add_filter( 'pre_wp_mail', 'author_site_test_mail_catch', 10, 2 );
