<?php
/**
 * The look's web fonts (src/looks/looks.json): their @font-face rules, the
 * local faces that stand in for them with their metrics until they are in,
 * their files' version, and the switch that uses them from the first paint
 * once the browser holds them (docs/first-paint.md#her-fonts-on-the-first-page).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The Latin range of the faces' files (the @fontsource `latin` subset). */
const AUTHOR_SITE_FONT_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

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

/**
 * The @font-face rules of her look's faces, free to declare as the CSS uses
 * them only under `has-web-fonts`, then drawn as soon as they are in
 * (`swap`); and of the local faces with their metrics that hold their room
 * until then, so that their arrival moves nothing.
 */
function author_site_font_face_css() {
	$fonts   = author_site_looks_data()['fonts'];
	$metrics = author_site_font_metrics();
	$css     = '';
	foreach ( author_site_font_faces() as $face ) {
		$css .= sprintf(
			'@font-face{font-family:"%1$s";font-style:%2$s;font-weight:%3$d;font-display:swap;src:url("%4$s") format("woff2");unicode-range:%5$s}',
			$fonts[ $face['font'] ]['face'],
			$face['style'],
			$fonts[ $face['font'] ]['weight'],
			esc_url( $face['url'] ),
			AUTHOR_SITE_FONT_RANGE
		);
	}
	foreach ( author_site_font_faces() as $face ) {
		if ( ! isset( $metrics[ $face['font'] ] ) ) {
			continue;
		}
		$local = $metrics[ $face['font'] ];
		$names = array_map( fn( $name ) => 'local("' . $name . '")', $local['local'][ $face['style'] ] );
		$css  .= sprintf(
			'@font-face{font-family:"%1$s";font-style:%2$s;src:%3$s;size-adjust:%4$s%%;ascent-override:%5$s%%;descent-override:%6$s%%;line-gap-override:%7$s%%}',
			author_site_font_fallback_family( $face['font'] ),
			$face['style'],
			implode( ',', $names ),
			$local['sizeAdjust'],
			$local['ascent'],
			$local['descent'],
			$local['lineGap']
		);
	}
	return $css;
}

/**
 * The URLs of the faces' files the view draws with at first: the heading
 * face's upright one, and its italic one on Home (the hero's line, the
 * praise) and About (the philosophy quote); the body face's upright one
 * when the look's body has a face of its own.
 * @return string[]
 */
function author_site_first_view_font_urls() {
	$fonts  = author_site_look_fonts();
	$italic = in_array( author_site_current_page(), array( 'home', 'about' ), true );
	$urls   = array();
	foreach ( author_site_font_faces() as $face ) {
		$heading = $face['font'] === $fonts['heading'];
		if ( 'normal' === $face['style'] || ( $heading && $italic ) ) {
			$urls[] = $face['url'];
		}
	}
	return $urls;
}

/** The families of the faces her look uses, as their @font-face rules name them. */
function author_site_font_families() {
	$fonts = author_site_looks_data()['fonts'];
	return array_values( array_unique( array_map( fn( $face ) => $fonts[ $face['font'] ]['face'], author_site_font_faces() ) ) );
}

/** The file URLs of the faces her look uses. */
function author_site_font_urls() {
	return array_column( author_site_font_faces(), 'url' );
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
 * Prints the font switch in <head>: when this browser already holds the
 * faces' files (the app's loader fetched them after an earlier first paint,
 * inc/app/app-loader.js), the page uses them from its first paint,
 * preloading from the cache those the view draws with
 * (docs/first-paint.md#her-fonts-on-the-first-page).
 */
function author_site_print_font_switch() {
	$urls = author_site_first_view_font_urls();
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
