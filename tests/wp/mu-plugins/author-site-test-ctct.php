<?php
/**
 * Plugin Name: Author Site test: Constant Contact Forms stand-in
 * Description: TEST ONLY (bin/site/wp-up.sh --test). Constant Contact Forms is not
 * in Debian, so this stands in for the parts the theme uses: the `ctct_forms`
 * post type and the `constant-contact/single-contact-form` block, whose render
 * returns the HTML stored in the option `author_site_test_ctct_html` (the
 * recorded public form) for a published form and '' otherwise, as the real
 * plugin does for an unknown form. Off unless that option holds a string.
 * Core's block renderer answers 401 to visitors for it, as for the real one.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the stand-in post type and block when the option is set.
 */
function author_site_test_ctct_register() {
	$html = get_option( 'author_site_test_ctct_html' );
	if ( ! is_string( $html ) ) {
		return;
	}
	register_post_type(
		'ctct_forms',
		array(
			'label'        => 'Forms',
			'public'       => false,
			'show_in_rest' => true,
			'rest_base'    => 'ctct_forms',
			'supports'     => array( 'title' ),
		)
	);
	register_block_type(
		'constant-contact/single-contact-form',
		array(
			'attributes'      => array(
				'selectedForm' => array( 'type' => 'string' ),
				'displayTitle' => array( 'type' => 'string' ),
			),
			'render_callback' => function ( $attributes ) use ( $html ) {
				$id = isset( $attributes['selectedForm'] ) ? absint( $attributes['selectedForm'] ) : 0;
				if ( $id && 'ctct_forms' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ) {
					return $html;
				}
				return '';
			},
		)
	);
}
add_action( 'init', 'author_site_test_ctct_register' );
