<?php
/**
 * The app's bundle and styles. The built CSS and the one @font-face are
 * printed inline in <head> (no render-blocking request); the bundle is
 * deferred, with `window.authorSiteConfig` printed just before it.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

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
 * The @font-face rule for the heading font. `optional`: text never waits for
 * it and never shifts when it arrives.
 *
 * @return string
 */
function author_site_font_face_css() {
	$faces = array(
		'normal' => 'playfair-display-latin-600-normal.woff2',
		'italic' => 'playfair-display-latin-600-italic.woff2',
	);
	$css   = '';
	foreach ( $faces as $style => $file ) {
		$css .= sprintf(
			'@font-face{font-family:"Playfair Display";font-style:%1$s;font-weight:600;font-display:optional;src:url("%2$s") format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
			$style,
			esc_url( get_theme_file_uri( 'build/fonts/' . $file ) )
		);
	}
	return $css;
}

/**
 * Enqueues the app on the front end.
 */
function author_site_enqueue_assets() {
	$css_file = get_theme_file_path( 'build/style-index.css' );
	$css      = is_readable( $css_file ) ? (string) file_get_contents( $css_file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file.
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
	wp_add_inline_script(
		'author-site-app',
		'window.authorSiteConfig = ' . wp_json_encode( author_site_config(), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
		'before'
	);
	wp_enqueue_script( 'author-site-app' );
}
add_action( 'wp_enqueue_scripts', 'author_site_enqueue_assets' );

/**
 * A favicon when the author has not set a site icon.
 */
function author_site_favicon() {
	if ( has_site_icon() ) {
		return;
	}
	printf(
		'<link rel="icon" href="%s" type="image/svg+xml">' . "\n",
		esc_url( get_theme_file_uri( 'build/images/favicon.svg' ) )
	);
}
add_action( 'wp_head', 'author_site_favicon', 2 );
