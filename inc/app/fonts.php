<?php
/**
 * The look's web fonts (src/looks/looks.json): their @font-face rules, the
 * local faces that stand in for them with their metrics until they arrive,
 * and the preload of those the first view draws with
 * (docs/first-paint.md#her-fonts-on-the-first-page).
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
 * The @font-face rules of her look's faces, drawn as soon as they arrive
 * (`swap`), and of the local faces with their metrics that hold their room
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

/**
 * Prints the preload of the faces the first view draws with in <head>:
 * requested with the page's first bytes, they are in before its first paint
 * on most connections, so that it is drawn in them and their arrival moves
 * nothing (docs/first-paint.md#her-fonts-on-the-first-page).
 */
function author_site_print_font_preload() {
	foreach ( author_site_first_view_font_urls() as $url ) {
		printf( '<link rel="preload" href="%s" as="font" type="font/woff2" crossorigin>' . "\n", esc_url( $url ) );
	}
}
add_action( 'wp_head', 'author_site_print_font_preload', 3 );
