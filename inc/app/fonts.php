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
			'@font-face{font-family:"%1$s";font-style:%2$s;font-weight:%3$d;font-display:swap;src:url("%4$s")}',
			$fonts[ $face['font'] ]['face'],
			$face['style'],
			$fonts[ $face['font'] ]['weight'],
			esc_url( $face['url'] )
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
 * faces' files (the app loaded them after an earlier first paint,
 * src/looks/faces.ts), the page uses them from its first paint,
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
			'try{if(localStorage.getItem("author-site-fonts")===%1$s){var d=document;d.documentElement.classList.add("has-web-fonts");%2$s.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="font";l.crossOrigin="";l.href=u;d.head.append(l)})}}catch(e){}',
			wp_json_encode( author_site_fonts_version() ),
			wp_json_encode( $urls, JSON_UNESCAPED_SLASHES )
		),
		array( 'id' => 'author-site-font-switch' )
	);
}
add_action( 'wp_head', 'author_site_print_font_switch', 3 );
