<?php
/**
 * The five app routes, answered by the theme before WordPress's rewrite rules
 * or The Events Calendar get a say; other front-end URLs are WordPress views
 * or the app's 404 (docs/whole-site.md#posts-and-other-pages).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Route path (relative to the home URL, no slashes) → page key. */
function author_site_routes() {
	return array(
		''        => 'home',
		'books'   => 'books',
		'about'   => 'about',
		'events'  => 'events',
		'contact' => 'contact',
		'press'   => 'press',
	);
}

/** The path of the home URL without a trailing slash ('' at the domain root). */
function author_site_home_path() {
	$path = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
	return rtrim( $path, '/' );
}

/**
 * The path of the current request relative to the home URL, without leading or
 * trailing slashes, or null when the request is outside the home URL's path.
 */
function author_site_request_path() {
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only compared with fixed paths.
	$path = rawurldecode( (string) wp_parse_url( $uri, PHP_URL_PATH ) );
	$home = author_site_home_path();
	if ( '' !== $home ) {
		if ( 0 !== strpos( $path . '/', $home . '/' ) ) {
			return null;
		}
		$path = substr( $path, strlen( $home ) );
	}
	return trim( $path, '/' );
}

/** Whether the request asks for The Events Calendar's iCal export. */
function author_site_is_ical_request() {
	return isset( $_GET['ical'] ) || isset( $_GET['outlook-ical'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tested for presence.
}

/** The page key of the current request, or null when it is not one of the routes. */
function author_site_request_route() {
	static $route = false;
	if ( false !== $route ) {
		return $route;
	}
	$route = null;
	if ( is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return $route;
	}
	$path   = author_site_request_path();
	$routes = author_site_routes();
	// The Events Calendar's iCal export of its archive (`/events/?ical=1`) is
	// the plugin's to answer (docs/whole-site.md#the-events-calendars-other-views).
	if ( 'events' === $path && author_site_is_ical_request() && class_exists( 'Tribe__Events__Main' ) ) {
		return $route;
	}
	if ( null !== $path && isset( $routes[ $path ] ) ) {
		$route = $routes[ $path ];
	}
	return $route;
}

/**
 * Reads a route URL as the theme's query var. The home route is taken only
 * when WordPress found nothing else (so `/?p=1` and `/?s=…` keep their meaning).
 */
function author_site_filter_request( $query_vars ) {
	$route = author_site_request_route();
	if ( null === $route ) {
		return $query_vars;
	}
	// A preview link's `preview=true` alone does not make another view (docs/whole-site.md#previews).
	if ( 'home' === $route && ! empty( array_diff_key( $query_vars, array( 'preview' => true ) ) ) ) {
		return $query_vars;
	}
	return array( 'author_site_route' => $route );
}
add_filter( 'request', 'author_site_filter_request', 99 );

/**
 * Takes `/books/<slug>/bonus/` and the featured book's `/books/bonus/` for the
 * theme's bonus page, before a book's page could take `/books/bonus/`.
 */
function author_site_filter_bonus_request( $query_vars ) {
	if ( is_admin() || wp_doing_ajax() || ! is_array( $query_vars ) || isset( $query_vars['author_site_route'] ) || isset( $query_vars['rest_route'] ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return $query_vars;
	}
	$path = author_site_request_path();
	if ( 'books/bonus' === $path ) {
		return array( 'author_site_route' => 'bonus' );
	}
	if ( is_string( $path ) && preg_match( '#^books/([^/]{1,200})/bonus$#D', $path, $match ) ) {
		return array(
			'author_site_route'     => 'bonus',
			'author_site_book_slug' => $match[1],
		);
	}
	return $query_vars;
}
add_filter( 'request', 'author_site_filter_bonus_request', 99 );

/** The slug a request path asks for as a book (`books/<slug>`), or null. */
function author_site_book_request_slug( $path ) {
	return is_string( $path ) && preg_match( '#^books/([^/]{1,200})$#D', $path, $match ) ? $match[1] : null;
}

/**
 * The query of a route under a folder (`<folder>/<slug>`), taken before
 * WordPress queries anything (after the routes' filter): `$route` with the
 * slug in `$slug_var`; the query as it was for any other request.
 */
function author_site_slug_route_request( $query_vars, $slug, $route, $slug_var ) {
	if ( is_admin() || wp_doing_ajax() || ! is_array( $query_vars ) || isset( $query_vars['author_site_route'] ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return $query_vars;
	}
	if ( null === $slug || isset( $query_vars['rest_route'] ) ) {
		return $query_vars;
	}
	return array(
		'author_site_route' => $route,
		$slug_var           => $slug,
	);
}

/** Takes `/books/<slug>/` for the theme's book page. */
function author_site_filter_book_request( $query_vars ) {
	return author_site_slug_route_request( $query_vars, author_site_book_request_slug( author_site_request_path() ), 'book', 'author_site_book_slug' );
}
add_filter( 'request', 'author_site_filter_book_request', 100 );

/** The slug a request path asks for as a series (`series/<slug>`), or null. */
function author_site_series_request_slug( $path ) {
	return is_string( $path ) && preg_match( '#^series/([^/]{1,200})$#D', $path, $match ) ? $match[1] : null;
}

/** Takes `/series/<slug>/` for the theme's series page. */
function author_site_filter_series_request( $query_vars ) {
	return author_site_slug_route_request( $query_vars, author_site_series_request_slug( author_site_request_path() ), 'series', 'author_site_series_slug' );
}
add_filter( 'request', 'author_site_filter_series_request', 100 );

/** Registers the theme's query var. */
function author_site_query_vars( $vars ) {
	$vars[] = 'author_site_route';
	$vars[] = 'author_site_event';
	$vars[] = 'author_site_book_slug';
	$vars[] = 'author_site_series_slug';
	return $vars;
}
add_filter( 'query_vars', 'author_site_query_vars' );

/**
 * The page key being shown: a route's key, 'event', 'book', 'series', 'bonus', 'wp-view' (what
 * WordPress itself found) or 'not-found'.
 */
function author_site_current_page() {
	$route = get_query_var( 'author_site_route' );
	if ( 'event' === $route ) {
		return null !== author_site_current_event() ? 'event' : 'not-found';
	}
	if ( 'book' === $route ) {
		return null !== author_site_current_book() ? 'book' : 'not-found';
	}
	if ( 'series' === $route ) {
		return null !== author_site_current_series() ? 'series' : 'not-found';
	}
	if ( 'bonus' === $route ) {
		return null !== author_site_current_bonus() ? 'bonus' : 'not-found';
	}
	if ( 'press' === $route ) {
		return author_site_press_published() ? 'press' : 'not-found';
	}
	if ( is_string( $route ) && in_array( $route, author_site_routes(), true ) ) {
		return $route;
	}
	return author_site_is_wordpress_view() ? 'wp-view' : 'not-found';
}

/**
 * Whether the main query is one WordPress shows with its own templates: a
 * singular post or page, search, an archive, the posts page.
 */
function author_site_is_wordpress_view() {
	global $wp_query;
	if ( ! $wp_query instanceof WP_Query || ! did_action( 'wp' ) || is_404() || is_feed() || is_embed() ) {
		return false;
	}
	return is_singular() || is_search() || is_archive() || is_home() || is_attachment();
}

/**
 * Skips the main query's database work on a route: the app shows no posts.
 * @param array|null $posts Posts, or null to query.
 */
function author_site_skip_main_query( $posts, $query ) {
	if ( $query->is_main_query() && $query->get( 'author_site_route' ) ) {
		$query->found_posts   = 0;
		$query->max_num_pages = 0;
		return array();
	}
	return $posts;
}
add_filter( 'posts_pre_query', 'author_site_skip_main_query', 10, 2 );

/** A route is never a 404. */
function author_site_pre_handle_404( $preempt ) {
	if ( get_query_var( 'author_site_route' ) ) {
		status_header( 200 );
		return true;
	}
	return $preempt;
}
add_filter( 'pre_handle_404', 'author_site_pre_handle_404' );

/** No canonical redirect for a route: `/books` and `/books/` both answer. */
function author_site_redirect_canonical( $redirect_url ) {
	return get_query_var( 'author_site_route' ) ? false : $redirect_url;
}
add_filter( 'redirect_canonical', 'author_site_redirect_canonical' );

// An unknown path is a 404, never a guess at a similar page (`/boo` → `/books-content/`).
add_filter( 'do_redirect_guess_404_permalink', '__return_false' );

/**
 * Whether this request shows one of the theme's own views (a route or the
 * not-found view), known once the template is chosen; true records it.
 */
function author_site_is_app_view( $set = null ) {
	static $app_view = false;
	if ( true === $set ) {
		$app_view = true;
	}
	return $app_view;
}

/**
 * Sends every front-end view to the app shell (index.php); one that is neither
 * a route nor a WordPress view is "Page not found", with a 404.
 */
function author_site_template_include( $template ) {
	global $wp_query;
	// A post's embed (`/post/embed/`, in another post's iframe) keeps core's template.
	if ( is_embed() ) {
		return $template;
	}
	author_site_is_app_view( true );
	if ( 'not-found' === author_site_current_page() ) {
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
	}
	return get_theme_file_path( 'index.php' );
}
add_filter( 'template_include', 'author_site_template_include', 99 );

/** The not-found view and a bonus page are not indexed. */
function author_site_robots( $robots ) {
	if ( in_array( author_site_current_page(), array( 'not-found', 'bonus' ), true ) ) {
		$robots['noindex'] = true;
	}
	return $robots;
}
add_filter( 'wp_robots', 'author_site_robots' );

/** The absolute URL of a route, with the permalink structure's trailing slash. */
function author_site_route_url( $page ) {
	$path = array_search( $page, author_site_routes(), true );
	if ( false === $path || '' === $path ) {
		return home_url( '/' );
	}
	return user_trailingslashit( home_url( '/' . $path ), 'page' );
}
