<?php
/**
 * Author Site theme: loads the small files under inc/, one per concern.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

foreach ( array_merge( glob( __DIR__ . '/inc/*.php' ), glob( __DIR__ . '/inc/render/*.php' ), glob( __DIR__ . '/inc/admin/*.php' ) ) as $author_site_file ) {
	require_once $author_site_file;
}
unset( $author_site_file );
