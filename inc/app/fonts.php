<?php
/**
 * The heading font, Playfair Display: its @font-face rules, its files' version,
 * and the switch that uses it only once cached
 * (docs/first-paint.md#no-font-before-the-first-paint).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The heading font's files (build/fonts), by style.
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
 * The heading font's @font-face rules: free to declare, as the CSS uses the
 * font only under `has-web-fonts`.
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
 * The font files' version, which changes with a file so that a browser with
 * older files fetches the new ones; made once a request.
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
 * Prints the font switch in <head>: the heading font only when this browser
 * already holds its files, preloading the faces the view uses, as Chromium
 * draws an `optional` font at first paint only when it was preloaded.
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
