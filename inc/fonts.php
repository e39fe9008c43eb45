<?php
/**
 * The heading font, Playfair Display (build/fonts): its @font-face rules,
 * the version of its files, and the few bytes of inline script in <head> that
 * use it only when this browser already holds the files.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

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
