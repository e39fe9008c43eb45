<?php
/**
 * The menu locations (inc/app/menus.php): which item URLs are routes, which are
 * kept, the items of a real menu assigned to a location (made in the test's
 * transaction, rolled back), and the header and footer drawn from them
 * (inc/render/layout/site-header.php), mirroring tests/unit/config/config.test.ts and
 * tests/unit/layout/menus.test.tsx.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class MenusTest extends TestCase {

	/**
	 * Assigns menus to the theme's locations for this test.
	 *
	 * @param array<string,int> $locations Location → menu id.
	 */
	private function assign( array $locations ) {
		$option = 'theme_mods_' . get_option( 'stylesheet' );
		$mods   = get_option( $option );
		$mods   = is_array( $mods ) ? $mods : array();
		$this->set_option( $option, array_merge( $mods, array( 'nav_menu_locations' => $locations ) ) );
	}

	/**
	 * A menu with the given items (title, url, and optionally parent: the
	 * index of an earlier item), in order.
	 *
	 * @param array[] $items Items.
	 * @return int The menu's id.
	 */
	private static function menu( array $items ) {
		$menu = wp_create_nav_menu( 'Test menu ' . wp_generate_password( 8, false ) );
		$ids  = array();
		foreach ( $items as $i => $item ) {
			$ids[ $i ] = wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'     => $item['title'],
					'menu-item-url'       => $item['url'],
					'menu-item-status'    => 'publish',
					'menu-item-type'      => 'custom',
					'menu-item-position'  => $i + 1,
					'menu-item-parent-id' => isset( $item['parent'] ) ? $ids[ $item['parent'] ] : 0,
				)
			);
		}
		return $menu;
	}

	/**
	 * The smallest configuration the header and footer read.
	 *
	 * @param array|null $primary The main navigation's links.
	 * @param array|null $footer  The footer's.
	 * @param array|null $blog    The posts page's link.
	 * @return array
	 */
	private static function config( $primary, $footer, $blog = null ) {
		return array(
			'siteName'     => 'Claire Whitmore',
			'authorName'   => 'Claire Whitmore',
			'contactEmail' => 'hello@example.com',
			'social'       => array(),
			'blog'         => $blog,
			'privacy'      => null,
			'menus'        => array(
				'primary' => $primary,
				'footer'  => $footer,
			),
		);
	}

	public function test_both_locations_are_registered() {
		$this->assertSame(
			array(
				'primary' => 'Main navigation',
				'footer'  => 'Footer quick links',
			),
			array_intersect_key( get_registered_nav_menus(), array_flip( array( 'primary', 'footer' ) ) )
		);
	}

	/**
	 * @return array<string,array{string,string|null}>
	 */
	public function route_urls() {
		$home = untrailingslashit( home_url( '/' ) );
		return array(
			'home, absolute'       => array( $home . '/', '/' ),
			'home without a slash' => array( $home, '/' ),
			'a route with a slash' => array( $home . '/books/', '/books' ),
			'a route without'      => array( $home . '/events', '/events' ),
			'root-relative'        => array( '/contact', '/contact' ),
			'root-relative home'   => array( '/', '/' ),
			'upper-case host'      => array( strtoupper( $home ) . '/about', '/about' ),
			'a query'              => array( $home . '/books?x=1', null ),
			'a fragment'           => array( '/contact#newsletter', null ),
			'another page'         => array( $home . '/sample-page/', null ),
			'under a route'        => array( $home . '/books/more', null ),
			'another host'         => array( 'https://example.com/books', null ),
			'another scheme'       => array( preg_replace( '#^http:#', 'https:', $home ) . '/books', null ),
			'another port'         => array( 'http://127.0.0.1:1/books', null ),
			'credentials'          => array( preg_replace( '#//#', '//u:p@', $home, 1 ) . '/books', null ),
		);
	}

	/**
	 * @dataProvider route_urls
	 *
	 * @param string      $url   A menu item's URL.
	 * @param string|null $route The route it points to, or null.
	 */
	public function test_route_of_an_item_url( $url, $route ) {
		$this->assertSame( $route, author_site_menu_route( $url ) );
	}

	/**
	 * The list tests/unit/config/config.test.ts gives the app's safeUrl().
	 *
	 * @return array<int,array{string,string|null}>
	 */
	public function link_urls() {
		$list = json_decode( (string) file_get_contents( __DIR__ . '/../fixtures/link-urls.json' ), true );
		return array_map(
			static function ( $item ) {
				return array( $item['url'], $item['kept'] );
			},
			$list['cases']
		);
	}

	/**
	 * @dataProvider link_urls
	 *
	 * @param string      $url  A menu item's URL.
	 * @param string|null $kept What both renderers keep of it.
	 */
	public function test_item_urls_as_the_app_takes_them( $url, $kept ) {
		$this->assertSame( $kept, author_site_link_url( $url ) );
	}

	public function test_an_item_url_that_is_not_text_is_left_out() {
		$this->assertNull( author_site_link_url( null ) );
		$this->assertNull( author_site_link_url( array( '/books' ) ) );
	}

	public function test_no_menu_assigned_is_null() {
		$this->assign( array() );
		$this->assertNull( author_site_menu_links( 'primary' ) );
		$this->assertNull( author_site_menu_links( 'footer' ) );
		// A location pointing to a menu that is gone.
		$this->assign( array( 'primary' => 999999 ) );
		$this->assertNull( author_site_menu_links( 'primary' ) );
	}

	public function test_an_assigned_menu_gives_its_top_level_items_in_order() {
		$home = untrailingslashit( home_url( '/' ) );
		$menu = self::menu(
			array(
				array(
					'title' => 'The Books',
					'url'   => $home . '/books/',
				),
				array(
					'title'  => 'A sub-item',
					'url'    => $home . '/about',
					'parent' => 0,
				),
				array(
					'title' => ' Blog  &amp; <b>news</b> ',
					'url'   => $home . '/sample-page/',
				),
				array(
					'title' => 'Shop',
					'url'   => 'https://shop.example.com/',
				),
				array(
					'title' => 'Mail',
					'url'   => 'mailto:hello@example.com',
				),
			)
		);
		$this->assign( array( 'primary' => $menu ) );
		$this->assertSame(
			array(
				array(
					'label' => 'The Books',
					'url'   => $home . '/books/',
					'to'    => '/books',
				),
				array(
					'label' => 'Blog & news',
					'url'   => $home . '/sample-page/',
				),
				array(
					'label' => 'Shop',
					'url'   => 'https://shop.example.com/',
				),
			),
			author_site_menu_links( 'primary' )
		);
		$this->assertNull( author_site_menu_links( 'footer' ) );
		$this->assertPlainText( author_site_menu_links( 'primary' ) );
	}

	public function test_an_assigned_menu_without_items_is_an_empty_list() {
		$this->assign( array( 'footer' => self::menu( array() ) ) );
		$this->assertSame( array(), author_site_menu_links( 'footer' ) );
	}

	public function test_without_menus_the_header_and_footer_show_the_themes_links() {
		$config = self::config( null, null );
		$header = author_site_site_header( $config, 'books' );
		$this->assertSame( 5, substr_count( $header, 'class="site-menu__item"' ) );
		$this->assertStringContainsString( '<a aria-current="page" class="site-menu__link is-active" href="' . author_site_href( '/books' ) . '">Books</a>', $header );
		$footer = author_site_site_footer( $config );
		$this->assertStringContainsString( '>About Me</a>', $footer );
	}

	public function test_with_menus_the_header_and_footer_show_their_items() {
		$blog   = array(
			'url'   => 'https://example.test/news/',
			'label' => 'News',
		);
		$config = self::config(
			array(
				array(
					'label' => 'Start',
					'url'   => '/',
					'to'    => '/',
				),
				array(
					'label' => 'Our News',
					'url'   => 'https://example.test/news/',
				),
				array(
					'label' => 'Shop',
					'url'   => 'https://shop.example.com/',
				),
			),
			array(
				array(
					'label' => 'Events',
					'url'   => '/events',
					'to'    => '/events',
				),
				array(
					'label' => 'Goodreads',
					'url'   => 'https://www.goodreads.com/x',
				),
			),
			$blog
		);
		$header = author_site_site_header( $config, 'home' );
		$this->assertSame( 3, substr_count( $header, 'class="site-menu__item"' ) );
		$this->assertStringContainsString( '<a aria-current="page" class="site-menu__link is-active" href="' . author_site_href( '/' ) . '">Start</a>', $header );
		$this->assertStringContainsString( '<a class="site-menu__link" href="https://example.test/news/">Our News</a>', $header );
		$this->assertStringContainsString( '<a class="site-menu__link" href="https://shop.example.com/">Shop</a>', $header );
		// The posts page's own item is not added beside the author's menu.
		$this->assertStringNotContainsString( '>News</a>', $header );
		$footer = author_site_site_footer( $config );
		$this->assertStringContainsString( '<li><a href="' . author_site_href( '/events' ) . '">Events</a></li><li><a href="https://www.goodreads.com/x">Goodreads</a></li>', $footer );
		$this->assertStringNotContainsString( 'About Me', $footer );
	}
}
