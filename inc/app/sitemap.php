<?php
/**
 * The five routes in WordPress's own sitemap (`/wp-sitemap-routes-1.xml`).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Registers the routes' sitemap. */
function author_site_register_sitemap() {
	wp_register_sitemap_provider( 'routes', new Author_Site_Sitemap_Provider() );
}
add_action( 'init', 'author_site_register_sitemap' );
