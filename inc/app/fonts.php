<?php
/**
 * The look's web fonts (src/looks/looks.json): their @font-face rules, their
 * files' version, and the switch that uses them only once cached
 * (docs/first-paint.md#no-font-before-the-first-paint).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The faces her look uses, heading first: each font id, style and file URL.
 * @return array<int,array{font:string,style:string,url:string}>
 */
function author_site_font_faces() {
	$faces = array();
	foreach ( array_unique( array_values( author_site_look_fonts() ) ) as $font_id ) {
		foreach ( author_site_font_files( $font_id ) as $style => $file ) {
			$faces[] = array(
				'font'  => $font_id,
				'style' => $style,
				'url'   => get_theme_file_uri( 'build/fonts/' . $file ),
			);
		}
	}
	return $faces;
}

/** The file URLs of the faces her look uses. */
function author_site_font_urls() {
	return array_column( author_site_font_faces(), 'url' );
}

/**
 * The @font-face rules of her look's faces: free to declare, as the CSS uses
 * them only under `has-web-fonts`.
 */
function author_site_font_face_css() {
	$fonts = author_site_looks_data()['fonts'];
	$css   = '';
	foreach ( author_site_font_faces() as $face ) {
		$css .= sprintf(
			'@font-face{font-family:"%1$s";font-style:%2$s;font-weight:%3$d;font-display:optional;src:url("%4$s") format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
			$fonts[ $face['font'] ]['face'],
			$face['style'],
			$fonts[ $face['font'] ]['weight'],
			esc_url( $face['url'] )
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
	foreach ( author_site_font_urls() as $url ) {
		$file    = basename( $url );
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
	// The italic faces: Home's hero line and praise, About's philosophy quote.
	$italic = in_array( author_site_current_page(), array( 'home', 'about' ), true );
	$urls   = array();
	foreach ( author_site_font_faces() as $face ) {
		if ( 'normal' === $face['style'] || $italic ) {
			$urls[] = $face['url'];
		}
	}
	if ( ! $urls ) {
		return;
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
