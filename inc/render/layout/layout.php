<?php
/**
 * The whole app's first view for a page: header, the route's view, footer.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The whole app's first view for a page: the route's view (as src/App.tsx
 * picks it) in the frame, a bonus page in the landing frame. Twin: Layout.
 */
function author_site_layout( $page ) {
	$config    = author_site_config();
	$layout    = author_site_copy( 'layout' );
	$renderers = array(
		'home'      => 'author_site_home_page',
		'books'     => 'author_site_books_page',
		'about'     => 'author_site_about_page',
		'events'    => 'author_site_events_page',
		'contact'   => 'author_site_contact_page',
		'event'     => 'author_site_event_page',
		'book'      => 'author_site_book_page',
		'bonus'     => 'author_site_bonus_page',
		'press'     => 'author_site_press_page',
		'series'    => 'author_site_series_page',
		'not-found' => 'author_site_not_found_page',
		'wp-view'   => 'author_site_server_view',
	);
	$renderer  = isset( $renderers[ $page ] ) ? $renderers[ $page ] : $renderers['not-found'];
	if ( 'bonus' === $page ) {
		return author_site_landing_frame( $config, call_user_func( $renderer, $config ) );
	}
	return author_site_el(
		'div',
		array( 'class' => 'site' ),
		array(
			author_site_el(
				'a',
				array(
					'class' => 'skip-link',
					'href'  => '#main',
				),
				author_site_esc( $layout['skipLink'] )
			),
			author_site_site_header( $config, $page ),
			author_site_el(
				'main',
				array(
					'id'       => 'main',
					'class'    => 'site-main',
					'tabindex' => '-1',
				),
				call_user_func( $renderer, $config )
			),
			author_site_site_footer( $config ),
		)
	);
}
