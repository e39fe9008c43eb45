<?php
/**
 * The provider of the routes' sitemap (`/wp-sitemap-routes-1.xml`), which
 * inc/app/sitemap.php registers.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The routes in WordPress's sitemap (`/wp-sitemap-routes-1.xml`).
 */
class Author_Site_Sitemap_Provider extends WP_Sitemaps_Provider {

	/** Names the provider. */
	public function __construct() {
		$this->name        = 'routes';
		$this->object_type = 'routes';
	}

	/** The five routes' URLs. */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		if ( 1 !== (int) $page_num ) {
			return array();
		}
		return array_map(
			fn( $page ) => array( 'loc' => author_site_route_url( $page ) ),
			array_values( array_filter( author_site_routes(), fn( $page ) => 'press' !== $page || author_site_press_published() ) )
		);
	}

	/** One page of URLs. */
	public function get_max_num_pages( $object_subtype = '' ) {
		return 1;
	}
}
