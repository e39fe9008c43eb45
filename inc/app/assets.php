<?php
/**
 * The app's styles, data and scripts: CSS inline in <head>, the scripts in an
 * inert <template> started by inc/app/app-loader.js (inlined minified, from
 * build/app-loader.js) after the first paint (docs/first-paint.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The built bundle's asset file (dependencies and version), or null before a build. */
function author_site_asset_file() {
	$file = get_theme_file_path( 'build/index.asset.php' );
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$asset = require $file;
	return is_array( $asset ) ? $asset : null;
}

/** The built CSS, read once a request: inlined, and hashed for the stylesheet's URL. */
function author_site_built_css() {
	static $css = null;
	if ( null === $css ) {
		$css = author_site_theme_file_contents( 'build/style-index.css' );
	}
	return $css;
}

/** The whole built stylesheet, which the loader links after the first paint. */
function author_site_stylesheet_url() {
	return add_query_arg( 'ver', substr( md5( author_site_built_css() ), 0, 12 ), get_theme_file_uri( 'build/style-index.css' ) );
}

/**
 * Enqueues comment-reply on a WordPress view with threaded comments open
 * (docs/whole-site.md#posts-and-other-pages). Hooked before the app's
 * assets, at the same priority: queued first, it prints first.
 */
function author_site_wordpress_view_scripts() {
	if ( 'wp-view' !== author_site_current_page() ) {
		return;
	}
	if ( is_singular() && comments_open() && get_option( 'thread_comments' ) ) {
		wp_enqueue_script( 'comment-reply' );
	}
}
add_action( 'wp_enqueue_scripts', 'author_site_wordpress_view_scripts' );

/** Enqueues the app on the front end. */
function author_site_enqueue_assets() {
	$css = author_site_built_css();
	wp_register_style( 'author-site', false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
	wp_enqueue_style( 'author-site' );
	// Her look first: the custom properties every colour and face below reads.
	wp_add_inline_style( 'author-site', author_site_look_css() . author_site_font_face_css() . $css );

	$asset = author_site_asset_file();
	if ( null === $asset ) {
		return;
	}
	wp_register_script(
		'author-site-app',
		get_theme_file_uri( 'build/index.js' ),
		$asset['dependencies'],
		$asset['version'],
		array(
			'in_footer' => true,
			'strategy'  => 'defer',
		)
	);
	// Made from the same .po as the PHP's .mo (docs/i18n.md).
	wp_set_script_translations( 'author-site-app', 'author-site', get_theme_file_path( 'languages' ) );
	wp_enqueue_script( 'author-site-app' );
}
add_action( 'wp_enqueue_scripts', 'author_site_enqueue_assets' );
// The inline CSS shrinks to what the finished page uses (inc/app/used-css.php).
add_filter( 'wp_template_enhancement_output_buffer', 'author_site_inline_used_css' );

/** Every handle the given scripts need, themselves included (registered ones). */
function author_site_script_tree( $handles, $scripts ) {
	$seen  = array();
	$stack = $handles;
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		$stack           = array_merge( $stack, (array) $scripts->registered[ $handle ]->deps );
	}
	return array_keys( $seen );
}

/**
 * Prints data for the app as JSON (src/config/pageData.ts reads it);
 * `JSON_HEX_TAG` keeps a `</script>` in it from ending the element. Letters
 * stay UTF-8, as the page's text: half the bytes of a `\u2019`, and gzip
 * finds them again in the HTML.
 */
function author_site_print_json_data( $id, $data ) {
	wp_print_inline_script_tag(
		(string) wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP ),
		array(
			'type' => 'application/json',
			'id'   => $id,
		)
	);
}

/**
 * Prints the app's configuration and preloaded answers as JSON data, then its
 * scripts inside an inert <template> and the loader that starts them, just
 * before WordPress's footer scripts. What another script also needs is printed
 * the ordinary way first, so that it still finds it (docs/first-paint.md).
 */
function author_site_print_app_scripts() {
	if ( ! wp_script_is( 'author-site-app', 'enqueued' ) ) {
		return;
	}
	$scripts = wp_scripts();
	$others  = array_diff( $scripts->queue, array( 'author-site-app' ), $scripts->done );
	$shared  = array_diff(
		array_intersect(
			author_site_script_tree( array( 'author-site-app' ), $scripts ),
			author_site_script_tree( array_values( $others ), $scripts )
		),
		$scripts->done
	);
	if ( $shared ) {
		wp_print_scripts( array_values( $shared ) );
	}
	author_site_print_json_data( 'author-site-config', author_site_config() );
	author_site_print_json_data( 'author-site-preload', (object) author_site_preloaded_for_app() );
	$loader = author_site_theme_file_contents( 'build/app-loader.js' );
	if ( '' === $loader ) {
		// A build without bin/build/copy-assets.mjs: the source still starts the app.
		$loader = author_site_theme_file_contents( 'inc/app/app-loader.js' );
	}
	echo '<template id="author-site-app-scripts">' . "\n";
	wp_print_scripts( array( 'author-site-app' ) );
	echo "</template>\n";
	wp_print_inline_script_tag(
		$loader,
		array(
			'id'                 => 'author-site-app-loader',
			'data-fonts-version' => author_site_fonts_version(),
			'data-styles'        => author_site_stylesheet_url(),
		)
	);
}
add_action( 'wp_footer', 'author_site_print_app_scripts', 19 );

/**
 * The theme's favicon in her look: each colour the file draws a role in
 * (src/ui/pictures.json) swapped for hers, in one pass.
 */
function author_site_favicon_svg() {
	$palette = author_site_palette();
	$swaps   = array();
	foreach ( author_site_picture_slots()['favicon'] as $role => $color ) {
		$swaps[ $color ] = $palette[ $role ];
	}
	return strtr( author_site_theme_file_contents( 'build/images/favicon.svg' ), $swaps );
}

/**
 * A favicon when the author has set no site icon: the theme's in her look, as
 * a data: URL, so that the browser spends no request on it while the first
 * view paints.
 */
function author_site_favicon() {
	if ( has_site_icon() ) {
		return;
	}
	$svg = author_site_favicon_svg();
	printf(
		'<link rel="icon" href="%s" type="image/svg+xml">' . "\n",
		'' === $svg
			? esc_url( get_theme_file_uri( 'build/images/favicon.svg' ) )
			: esc_attr( 'data:image/svg+xml,' . author_site_encode_uri_component( $svg ) )
	);
}
add_action( 'wp_head', 'author_site_favicon', 2 );

/** Preloads every answer the current route needs (its content pages, the events). */
function author_site_preload_route() {
	if ( ! wp_script_is( 'author-site-app', 'enqueued' ) ) {
		return;
	}
	$current = author_site_current_page();
	foreach ( author_site_route_pages( $current ) as $page ) {
		author_site_preloaded( author_site_page_path( $page ) );
	}
	if ( 'not-found' !== $current && 'wp-view' !== $current ) {
		author_site_preload_events( $current );
	}
}
add_action( 'wp_enqueue_scripts', 'author_site_preload_route', 20 );
