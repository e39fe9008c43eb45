<?php
/**
 * The app's bundle and styles. The built CSS and the one @font-face are
 * printed inline in <head> (no render-blocking request). The bundle and its
 * dependencies are printed by WordPress as usual, but inside an inert
 * <template>, and started by inc/app-loader.js after the first paint: no
 * script is fetched or run before the server's text is on screen.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The text of a file shipped with the theme, or '' when it is missing (before
 * a build, say).
 *
 * @param string $relative Path inside the theme, e.g. "build/images/logo.svg".
 * @return string
 */
function author_site_theme_file_contents( $relative ) {
	$path = get_theme_file_path( $relative );
	return is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file.
}

/**
 * The built bundle's asset file (dependencies and version), or null before a build.
 *
 * @return array|null
 */
function author_site_asset_file() {
	$file = get_theme_file_path( 'build/index.asset.php' );
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$asset = require $file;
	return is_array( $asset ) ? $asset : null;
}

/**
 * The heading font's files (build/fonts), by style.
 *
 * @return array<string,string> Style → file name.
 */
function author_site_font_files() {
	return array(
		'normal' => 'playfair-display-latin-600-normal.woff2',
		'italic' => 'playfair-display-latin-600-italic.woff2',
	);
}

/**
 * The heading font's file URLs, by style.
 *
 * @return array<string,string> Style → URL.
 */
function author_site_font_urls() {
	$urls = array();
	foreach ( author_site_font_files() as $style => $file ) {
		$urls[ $style ] = get_theme_file_uri( 'build/fonts/' . $file );
	}
	return $urls;
}

/**
 * The @font-face rules for the heading font. Declaring them costs nothing:
 * the browser fetches a font only for text that uses it, and the CSS uses it
 * only under `has-web-fonts` (author_site_print_font_switch()). `optional`:
 * should the cached file be gone, text never waits long and never shifts.
 *
 * @return string
 */
function author_site_font_face_css() {
	$css = '';
	foreach ( author_site_font_urls() as $style => $url ) {
		$css .= sprintf(
			'@font-face{font-family:"Playfair Display";font-style:%1$s;font-weight:600;font-display:optional;src:url("%2$s") format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
			$style,
			esc_url( $url )
		);
	}
	return $css;
}

/**
 * A version of the font files: it changes when a file changes, so a browser
 * that cached older files fetches the new ones before using them. Worked out
 * once a request (the head's switch and the loader both print it).
 *
 * @return string
 */
function author_site_fonts_version() {
	static $version = null;
	if ( null !== $version ) {
		return $version;
	}
	$parts = array();
	foreach ( author_site_font_files() as $file ) {
		$path    = get_theme_file_path( 'build/fonts/' . $file );
		$parts[] = $file . ':' . ( is_readable( $path ) ? filesize( $path ) . ':' . filemtime( $path ) : '-' );
	}
	$version = substr( md5( implode( '|', $parts ) ), 0, 12 );
	return $version;
}

/**
 * The heading font is used only when this browser already holds the files
 * (the app's loader prefetches them once the page is idle, and notes it in
 * localStorage): a first visit paints with Georgia at once instead of
 * waiting for a font file, later visits paint with Playfair Display from the
 * cache. The switch is a few bytes of inline script in <head>, before any
 * text: it sets the class the CSS keys on, and preloads the faces this view
 * uses, because Chromium uses an `optional` font at first paint only when it
 * was preloaded (it then waits up to 100 ms for it; from the cache it takes
 * a few).
 */
function author_site_print_font_switch() {
	$fonts = author_site_font_urls();
	$urls  = array( $fonts['normal'] );
	// The italic face: Home's hero line and praise, About's philosophy quote.
	if ( in_array( author_site_current_page(), array( 'home', 'about' ), true ) ) {
		$urls[] = $fonts['italic'];
	}
	wp_print_inline_script_tag(
		sprintf(
			'try{if(localStorage.getItem("author-site-fonts")===%1$s){document.documentElement.classList.add("has-web-fonts");%2$s.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=u;document.head.appendChild(l)})}}catch(e){}',
			wp_json_encode( author_site_fonts_version() ),
			wp_json_encode( $urls, JSON_UNESCAPED_SLASHES )
		),
		array( 'id' => 'author-site-font-switch' )
	);
}
add_action( 'wp_head', 'author_site_print_font_switch', 3 );

/**
 * Enqueues the app on the front end.
 */
function author_site_enqueue_assets() {
	$css = author_site_theme_file_contents( 'build/style-index.css' );
	wp_register_style( 'author-site', false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
	wp_enqueue_style( 'author-site' );
	wp_add_inline_style( 'author-site', author_site_font_face_css() . $css );

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
	wp_enqueue_script( 'author-site-app' );
}
add_action( 'wp_enqueue_scripts', 'author_site_enqueue_assets' );

/**
 * Every handle the given scripts need, themselves included (registered ones).
 *
 * @param string[]   $handles Script handles.
 * @param WP_Scripts $scripts WordPress's scripts.
 * @return string[]
 */
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
 * Prints data for the app as JSON (not run, read by src/config/pageData.ts):
 * `JSON_HEX_TAG` keeps any `</script>` in it from ending the element.
 *
 * @param string $id   The element's id.
 * @param mixed  $data The data.
 */
function author_site_print_json_data( $id, $data ) {
	wp_print_inline_script_tag(
		(string) wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP ),
		array(
			'type' => 'application/json',
			'id'   => $id,
		)
	);
}

/**
 * Prints the app's configuration and the REST answers its first view was
 * built from as JSON data in the page, where the app finds them however its
 * scripts start; then the app's scripts (the bundle, WordPress's packages it
 * needs and their inline data) inside an inert <template>, and the loader
 * that starts them after the first paint. Runs just before
 * WordPress prints the footer scripts, which then skip what is printed here.
 * What another script on the page also needs (a plugin's footer script that
 * depends on wp-i18n, say) is printed the ordinary way first, so that script
 * finds it; a dependency already printed in <head> stays where it was.
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
	author_site_print_json_data( 'author-site-preload', (object) author_site_preloaded() );
	$loader = (string) preg_replace( '~^/\*.*?\*/\s*~s', '', author_site_theme_file_contents( 'inc/app-loader.js' ) );
	echo '<template id="author-site-app-scripts">' . "\n";
	wp_print_scripts( array( 'author-site-app' ) );
	echo "</template>\n";
	wp_print_inline_script_tag(
		$loader,
		array(
			'id'                 => 'author-site-app-loader',
			'data-fonts'         => wp_json_encode( array_values( author_site_font_urls() ), JSON_UNESCAPED_SLASHES ),
			'data-fonts-version' => author_site_fonts_version(),
		)
	);
}
add_action( 'wp_footer', 'author_site_print_app_scripts', 19 );

/**
 * A favicon when the author has not set a site icon: the theme's
 * favicon.svg as a data: URL (percent-encoded as encodeURIComponent() does),
 * so the browser spends no request on it while the first view paints.
 */
function author_site_favicon() {
	if ( has_site_icon() ) {
		return;
	}
	$svg = author_site_theme_file_contents( 'build/images/favicon.svg' );
	printf(
		'<link rel="icon" href="%s" type="image/svg+xml">' . "\n",
		'' === $svg
			? esc_url( get_theme_file_uri( 'build/images/favicon.svg' ) )
			// Percent-encoded: only letters, digits and -_.!~*'()% remain.
			: esc_attr( 'data:image/svg+xml,' . author_site_encode_uri_component( $svg ) )
	);
}
add_action( 'wp_head', 'author_site_favicon', 2 );
