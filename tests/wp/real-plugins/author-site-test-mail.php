<?php
/**
 * Plugin Name: Author Site test: mail catcher
 * Description: TEST ONLY (bin/plugins-site-up.sh). Keeps every message the
 * site would mail in the option `author_site_test_mail` (the newest 20),
 * exactly as handed to wp_mail(), and sends none: the end-to-end tests read
 * what the real plugins mailed.
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
	return true;
}
add_filter( 'pre_wp_mail', 'author_site_test_mail_catch', 10, 2 );
