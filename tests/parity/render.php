<?php
/**
 * The server's half of the parity test (tests/parity/parity.test.ts): loads
 * the local test WordPress with the theme, hands the theme one case's REST
 * answers and options, and prints, as JSON, the first view the theme's PHP
 * renders for that route together with the configuration and the preloaded
 * answers it would print into the page for the app.
 *
 *   php tests/parity/render.php <WordPress dir> <site url> <case.json>
 *
 * A case (written by the test, see tests/parity/cases.ts):
 *   page     route key: home, books, about, events, contact or not-found
 *   answers  REST path => answer body, seeded as if WordPress had answered
 *   options  option name => value, returned instead of the stored option
 *   pages    content page keys whose REST answer is `answers[page]`
 *   events   The Events Calendar's answer body
 *   newsletterHtml  Constant Contact Forms' rendered form (the plugin's
 *            stand-in on the test site is then on, with this form), or null
 *            for no usable newsletter plugin
 *   event    on an event's page: its slug and The Events Calendar's
 *            single-event answer body for it
 *   book     the Books content page's children's answer body, and on a
 *            book's page its slug
 *   bonus    on a bonus page: its book's slug (null: the featured book's)
 *   series   on a series' page: its slug (the books from `book`)
 *   menus    menu location => the items of the menu assigned to it
 *            (`title`, `url`, `parent`: 0 for a top-level item; `{home}` at
 *            the start of a URL is the site's home URL without its slash),
 *            given to WordPress's menu functions through their filters
 *
 * Nothing is written to the site: options are read through pre_option_*
 * filters, and answers go into the theme's per-request preload store.
 *
 * @package AuthorSite
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	fwrite( STDERR, "usage: php tests/parity/render.php <WordPress dir> <site url> <case.json>\n" );
	exit( 2 );
}

$author_site_parity_case = json_decode( file_get_contents( $argv[3] ), true );
if ( ! is_array( $author_site_parity_case ) ) {
	fwrite( STDERR, "render.php: the case file is not JSON\n" );
	exit( 2 );
}

$author_site_parity_url                = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']                  = $author_site_parity_url['host'] . ( isset( $author_site_parity_url['port'] ) ? ':' . $author_site_parity_url['port'] : '' );
$_SERVER['SERVER_NAME']                = $author_site_parity_url['host'];
$_SERVER['SERVER_PORT']                = (string) ( $author_site_parity_url['port'] ?? 80 );
$_SERVER['REQUEST_URI']                = '/';
$_SERVER['REQUEST_METHOD']             = 'GET';
$_SERVER['SERVER_PROTOCOL']            = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']                = '127.0.0.1';
$author_site_parity_form               = $author_site_parity_case['newsletterHtml'] ?? null;
$GLOBALS['author_site_parity_options'] = array_merge(
	(array) ( $author_site_parity_case['options'] ?? array() ),
	array(
		// The test site's Constant Contact Forms stand-in is on while this
		// option holds the form's HTML (tests/wp/mu-plugins/author-site-test-ctct.php).
		'author_site_test_ctct_html'   => $author_site_parity_form,
		// The theme's parsed-form cache, filled in below once the theme is
		// loaded, so that nothing is built and stored.
		'author_site_newsletter_cache' => false,
	)
);

/**
 * The case's value of an option (hooked before WordPress loads, so options
 * read while it loads, such as the test stand-ins' switches, see it too).
 *
 * @param mixed  $pre    The value so far (false: read the database).
 * @param string $option Option name.
 * @return mixed
 */
function author_site_parity_option( $pre, $option ) {
	return array_key_exists( $option, $GLOBALS['author_site_parity_options'] ) ? $GLOBALS['author_site_parity_options'][ $option ] : $pre;
}
/**
 * The children's answer with each page's text cut to the list's sections, as
 * author_site_rest_book_list() cuts it (not for a protected or unreadable text).
 *
 * @param mixed $answer The children's answer in full.
 * @return mixed
 */
function author_site_parity_list_answer( $answer ) {
	if ( ! is_array( $answer ) ) {
		return $answer;
	}
	foreach ( $answer as $index => $page ) {
		$rendered   = $page['content']['rendered'] ?? null;
		$unreadable = is_array( $page['author_site_unreadable'] ?? null ) ? $page['author_site_unreadable'] : array();
		if ( is_string( $rendered ) && true !== ( $page['content']['protected'] ?? false ) ) {
			$answer[ $index ]['content']['rendered'] = in_array( 'content', $unreadable, true ) ? '' : author_site_book_list_content( $rendered );
		}
	}
	return $answer;
}

foreach ( array_keys( $GLOBALS['author_site_parity_options'] ) as $author_site_parity_name ) {
	$GLOBALS['wp_filter'][ 'pre_option_' . $author_site_parity_name ][10][] = array(
		'function'      => 'author_site_parity_option',
		'accepted_args' => 2,
	);
}

define( 'WP_USE_THEMES', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant.
require rtrim( $argv[1], '/' ) . '/wp-load.php';
wp_set_current_user( 0 );
$author_site_parity_parsed = is_string( $author_site_parity_form ) ? author_site_newsletter_parse_form( $author_site_parity_form ) : null;
unset( $author_site_parity_parsed['time'] );
$GLOBALS['author_site_parity_options']['author_site_newsletter_cache'] = array(
	'built'  => time(),
	'form'   => $author_site_parity_parsed ? (int) $author_site_parity_parsed['formId'] : 0,
	'config' => $author_site_parity_parsed,
);

foreach ( (array) ( $author_site_parity_case['pages'] ?? array() ) as $author_site_parity_page => $author_site_parity_body ) {
	author_site_preloaded(
		author_site_page_path( $author_site_parity_page ),
		array(
			'body'    => $author_site_parity_body,
			'headers' => array(),
		)
	);
}
if ( array_key_exists( 'events', $author_site_parity_case ) && null !== $author_site_parity_case['events'] ) {
	author_site_preloaded(
		author_site_events_path(),
		array(
			'body'    => $author_site_parity_case['events'],
			'headers' => array(),
		)
	);
}

// A WordPress view: the main query WordPress would run for the case's address.
if ( isset( $author_site_parity_case['query'] ) ) {
	$_SERVER['REQUEST_URI'] = $author_site_parity_case['path'];
	wp( $author_site_parity_case['query'] );
}

if ( isset( $author_site_parity_case['event']['slug'] ) ) {
	// The event's page, as inc/events/event-page.php takes the plugin's permalink.
	set_query_var( 'author_site_route', 'event' );
	set_query_var( 'author_site_event', $author_site_parity_case['event']['slug'] );
	author_site_preloaded(
		author_site_event_rest_path( $author_site_parity_case['event']['slug'] ),
		array(
			'body'    => $author_site_parity_case['event']['answer'],
			'headers' => array(),
		)
	);
}

if ( isset( $author_site_parity_case['book']['slug'] ) ) {
	// A book's page, as inc/books/book-page.php takes `/books/<slug>/`.
	set_query_var( 'author_site_route', 'book' );
	set_query_var( 'author_site_book_slug', $author_site_parity_case['book']['slug'] );
}

if ( isset( $author_site_parity_case['bonus'] ) ) {
	// A bonus page, as inc/app/routes.php takes `/books/<slug>/bonus/` and `/books/bonus/`.
	set_query_var( 'author_site_route', 'bonus' );
	if ( null !== $author_site_parity_case['bonus']['slug'] ) {
		set_query_var( 'author_site_book_slug', $author_site_parity_case['bonus']['slug'] );
	}
}
if ( isset( $author_site_parity_case['series']['slug'] ) ) {
	// A series' page, as inc/app/routes.php takes `/series/<slug>/`.
	set_query_var( 'author_site_route', 'series' );
	set_query_var( 'author_site_series_slug', $author_site_parity_case['series']['slug'] );
}

if ( isset( $author_site_parity_case['book'] ) ) {
	$author_site_parity_parent = author_site_books_parent_id( $author_site_parity_case['pages']['books'] ?? null );
	if ( null !== $author_site_parity_parent ) {
		// The children's answer as WordPress cuts it for a list (inc/books/wordpress.php).
		author_site_preloaded(
			author_site_book_list_path( $author_site_parity_parent ),
			array(
				'body'    => author_site_parity_list_answer( $author_site_parity_case['book']['answer'] ),
				'headers' => array(),
			)
		);
		// The book of a book or bonus page in full, by its own path, as WordPress answers it.
		$author_site_parity_slug = get_query_var( 'author_site_book_slug' );
		foreach ( is_string( $author_site_parity_slug ) && '' !== $author_site_parity_slug ? $author_site_parity_case['book']['answer'] : array() as $author_site_parity_child ) {
			if ( is_string( $author_site_parity_child['slug'] ?? null ) && author_site_decoded_slug( $author_site_parity_child['slug'] ) === author_site_decoded_slug( $author_site_parity_slug ) ) {
				author_site_preloaded(
					author_site_book_page_path( $author_site_parity_parent, $author_site_parity_child['slug'] ),
					array(
						'body'    => array( $author_site_parity_child ),
						'headers' => array(),
					)
				);
			}
		}
	}
}

// Menus assigned to the theme's locations (inc/app/menus.php), as WordPress's
// menu functions would give them, through their filters: nothing stored.
$author_site_parity_menus = (array) ( $author_site_parity_case['menus'] ?? array() );
if ( $author_site_parity_menus ) {
	$author_site_parity_menu_ids = array();
	foreach ( array_keys( $author_site_parity_menus ) as $author_site_parity_index => $author_site_parity_location ) {
		$author_site_parity_menu_ids[ $author_site_parity_location ] = 990001 + $author_site_parity_index;
	}
	add_filter(
		'theme_mod_nav_menu_locations',
		static function () use ( $author_site_parity_menu_ids ) {
			return $author_site_parity_menu_ids;
		}
	);
	add_filter(
		'wp_get_nav_menu_object',
		static function ( $menu_obj, $menu ) use ( $author_site_parity_menu_ids ) {
			$id = is_object( $menu ) ? $menu->term_id : (int) $menu;
			if ( ! in_array( $id, $author_site_parity_menu_ids, true ) ) {
				return $menu_obj;
			}
			return new WP_Term(
				(object) array(
					'term_id'          => $id,
					'term_taxonomy_id' => $id,
					'taxonomy'         => 'nav_menu',
					'name'             => 'Parity menu ' . $id,
					'slug'             => 'parity-menu-' . $id,
					'count'            => 0,
				)
			);
		},
		10,
		2
	);
	add_filter(
		'wp_get_nav_menu_items',
		static function ( $items, $menu ) use ( $author_site_parity_menu_ids, $author_site_parity_menus ) {
			$location = array_search( $menu->term_id, $author_site_parity_menu_ids, true );
			if ( false === $location ) {
				return $items;
			}
			$home = untrailingslashit( home_url( '/' ) );
			return array_map(
				static function ( $item ) use ( $home ) {
					return (object) array(
						'title'            => $item['title'],
						'url'              => str_replace( '{home}', $home, $item['url'] ),
						'menu_item_parent' => (string) ( $item['parent'] ?? 0 ),
					);
				},
				$author_site_parity_menus[ $location ]
			);
		},
		10,
		2
	);
}

if ( in_array( $author_site_parity_case['page'], author_site_routes(), true ) ) {
	// One of the routes, as inc/app/routes.php takes its address.
	set_query_var( 'author_site_route', $author_site_parity_case['page'] );
}

$author_site_parity_html = author_site_layout( $author_site_parity_case['page'] );
echo wp_json_encode(
	array(
		'html'    => $author_site_parity_html,
		'config'  => author_site_config(),
		'preload' => author_site_preloaded(),
	)
);
