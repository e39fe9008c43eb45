<?php
/**
 * A tiny HTML builder for the first view, which React hydrates in place
 * (docs/first-paint.md#server-markup). Nothing here adds whitespace between
 * tags: hydration would meet a text node React does not expect.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Escapes text for HTML. Unlike esc_html() it re-encodes entities, so a typed
 * "&amp;" shows as typed, as React shows it.
 */
function author_site_esc( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8', true );
}

/** Attributes: null or false left out, true bare, `href` and `src` through esc_url(). */
function author_site_attrs( array $attrs ) {
	$html = '';
	foreach ( $attrs as $name => $value ) {
		if ( null === $value || false === $value ) {
			continue;
		}
		if ( true === $value ) {
			$html .= ' ' . $name . '=""';
			continue;
		}
		$escaped = in_array( $name, array( 'href', 'src' ), true )
			? esc_url( (string) $value, array( 'http', 'https', 'mailto', 'tel' ) )
			: author_site_esc( (string) $value );
		$html   .= ' ' . $name . '="' . $escaped . '"';
	}
	return $html;
}

/**
 * Artwork from build/images inlined as src/ui/inlineSvg.ts inlines it: no
 * request for the first view; the title dropped, as the picture is decorative.
 * @return array{viewBox: string, inner: string}|null Null when the file is missing.
 */
function author_site_inline_svg( $file ) {
	static $svgs = array();
	if ( ! array_key_exists( $file, $svgs ) ) {
		$source        = author_site_theme_file_contents( 'build/images/' . basename( $file ) );
		$svgs[ $file ] = preg_match( '#<svg\b[^>]*\bviewBox="([^"]*)"[^>]*>(.*)</svg>#s', $source, $m )
			? array(
				'viewBox' => $m[1],
				'inner'   => trim( (string) preg_replace( '#>\s+<#', '><', (string) preg_replace( '#<title\b[^>]*>.*?</title>#s', '', $m[2] ) ) ),
			)
			: null;
	}
	return $svgs[ $file ];
}

/** An element. `$children` is HTML, so plain text must go through author_site_esc(). */
function author_site_el( $tag, array $attrs = array(), $children = '' ) {
	if ( in_array( $tag, array( 'img', 'input', 'br', 'meta', 'link' ), true ) ) {
		return '<' . $tag . author_site_attrs( $attrs ) . '>';
	}
	$inner = is_array( $children ) ? implode( '', $children ) : (string) $children;
	return '<' . $tag . author_site_attrs( $attrs ) . '>' . $inner . '</' . $tag . '>';
}

/** An element whose only child is plain text. */
function author_site_text( $tag, array $attrs, $text ) {
	return author_site_el( $tag, $attrs, author_site_esc( $text ) );
}

/** The in-app link target, as react-router's <Link> writes it. */
function author_site_href( $to ) {
	$base = author_site_home_path();
	if ( '/' === $to ) {
		return '' === $base ? '/' : $base;
	}
	return $base . $to;
}

/** An in-app link. */
function author_site_link( $to, $class_name, $label ) {
	return author_site_text(
		'a',
		array(
			'class' => '' === $class_name ? null : $class_name,
			'href'  => author_site_href( $to ),
		),
		$label
	);
}

/** A URL of an image in the theme's build folder. */
function author_site_image_url( $file ) {
	return get_theme_file_uri( 'build/images/' . $file );
}
