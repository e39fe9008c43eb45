<?php
/**
 * A tiny HTML builder for the first view. The theme prints each route's
 * markup into #root exactly as the React app renders it, so the text paints
 * before any script and React hydrates it in place. Whitespace between tags
 * would be a text node React does not expect, so nothing here adds any.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Escapes text for HTML text or a quoted attribute. Unlike esc_html() it
 * re-encodes existing entities, so "&amp;" typed by the author shows as
 * typed, exactly as React shows it.
 *
 * @param string $text Plain text.
 * @return string
 */
function author_site_esc( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8', true );
}

/**
 * Renders attributes; null or false values are left out, true is a bare attribute.
 * `href` and `src` are URLs and pass through esc_url(), except the theme's own
 * artwork as an SVG data: URL (author_site_image_data_url()).
 *
 * @param array $attrs Name → value.
 * @return string
 */
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
		if ( 'src' === $name && author_site_is_image_data_url( (string) $value ) ) {
			$escaped = esc_attr( (string) $value );
		} elseif ( in_array( $name, array( 'href', 'src' ), true ) ) {
			$escaped = esc_url( (string) $value, array( 'http', 'https', 'mailto', 'tel' ) );
		} else {
			$escaped = author_site_esc( (string) $value );
		}
		$html   .= ' ' . $name . '="' . $escaped . '"';
	}
	return $html;
}

/**
 * A small piece of the theme's artwork (build/images, copied from
 * assets/images) as a data: URL, percent-encoded as encodeURIComponent()
 * does (author_site_encode_uri_component(), inc/events.php): the same URL webpack inlines into the app (webpack.config.js). The
 * first view then spends no request on it before its text paints, and
 * hydration finds the src React renders. A missing file falls back to its URL.
 *
 * @param string $file File name, e.g. "logo.svg".
 * @return string
 */
function author_site_image_data_url( $file ) {
	static $urls = array();
	if ( ! isset( $urls[ $file ] ) ) {
		$path          = get_theme_file_path( 'build/images/' . basename( $file ) );
		$svg           = is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file.
		$urls[ $file ] = '' === $svg
			? get_theme_file_uri( 'build/images/' . basename( $file ) )
			: 'data:image/svg+xml,' . author_site_encode_uri_component( $svg );
	}
	return $urls[ $file ];
}

/**
 * Whether a URL is a percent-encoded SVG data: URL, the only kind
 * author_site_image_data_url() makes (nothing in it can break out of an
 * attribute or run).
 *
 * @param string $url URL.
 * @return bool
 */
function author_site_is_image_data_url( $url ) {
	return 1 === preg_match( "#^data:image/svg\\+xml,[A-Za-z0-9%!*'()._~-]+$#", $url );
}

/**
 * An element. `$children` is HTML built by these helpers (a string or a list
 * of strings); plain text must go through author_site_esc() or author_site_text().
 *
 * @param string          $tag      Tag name.
 * @param array           $attrs    Attributes.
 * @param string|string[] $children Inner HTML.
 * @return string
 */
function author_site_el( $tag, array $attrs = array(), $children = '' ) {
	if ( in_array( $tag, array( 'img', 'input', 'br', 'meta', 'link' ), true ) ) {
		return '<' . $tag . author_site_attrs( $attrs ) . '>';
	}
	$inner = is_array( $children ) ? implode( '', $children ) : (string) $children;
	return '<' . $tag . author_site_attrs( $attrs ) . '>' . $inner . '</' . $tag . '>';
}

/**
 * An element whose only child is plain text.
 *
 * @param string $tag   Tag name.
 * @param array  $attrs Attributes.
 * @param string $text  Plain text.
 * @return string
 */
function author_site_text( $tag, array $attrs, $text ) {
	return author_site_el( $tag, $attrs, author_site_esc( $text ) );
}

/**
 * The in-app link target, as react-router's <Link> writes it.
 *
 * @param string $to Route path, e.g. "/books" or "/contact#newsletter".
 * @return string
 */
function author_site_href( $to ) {
	$base = author_site_home_path();
	if ( '/' === $to ) {
		return '' === $base ? '/' : $base;
	}
	return $base . $to;
}

/**
 * An in-app link.
 *
 * @param string $to    Route path.
 * @param string $class Class names.
 * @param string $label Link text.
 * @return string
 */
function author_site_link( $to, $class, $label ) {
	return author_site_text(
		'a',
		array(
			'class' => '' === $class ? null : $class,
			'href'  => author_site_href( $to ),
		),
		$label
	);
}

/**
 * A decorative icon from src/ui/icons.json (the same paths the app draws).
 *
 * @param string $name  Icon name.
 * @param string $class Extra class names.
 * @return string
 */
function author_site_icon( $name, $class = '' ) {
	$icons = author_site_read_json( 'src/ui/icons.json' );
	$paths = isset( $icons[ $name ] ) ? $icons[ $name ] : array();
	$html  = '';
	foreach ( $paths as $d ) {
		$html .= '<path d="' . author_site_esc( $d ) . '"></path>';
	}
	return '<svg class="' . author_site_esc( '' === $class ? 'icon' : 'icon ' . $class ) . '" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' . $html . '</svg>';
}

/**
 * A URL of an image in the theme's build folder.
 *
 * @param string $file File name.
 * @return string
 */
function author_site_image_url( $file ) {
	return get_theme_file_uri( 'build/images/' . $file );
}

/**
 * One <p> per paragraph.
 *
 * @param string[]    $items Paragraphs.
 * @param string|null $class Class names.
 * @return string
 */
function author_site_paragraphs( array $items, $class = null ) {
	$html = '';
	foreach ( $items as $text ) {
		$html .= author_site_text( 'p', array( 'class' => $class ), $text );
	}
	return $html;
}

/**
 * Trope badges.
 *
 * @param string[] $items Badges.
 * @param string   $label Accessible name of the list.
 * @return string
 */
function author_site_badges( array $items, $label ) {
	$html = '';
	foreach ( $items as $text ) {
		$html .= author_site_text( 'li', array( 'class' => 'badge' ), $text );
	}
	return author_site_el(
		'ul',
		array(
			'class'      => 'badges',
			'aria-label' => $label,
		),
		$html
	);
}

/**
 * A button-styled external link with the external icon.
 *
 * @param string $href  URL.
 * @param string $label Link text.
 * @return string
 */
function author_site_external_button( $href, $label ) {
	return author_site_el(
		'a',
		array(
			'class' => 'button button--primary',
			'href'  => $href,
		),
		array( author_site_esc( $label ), author_site_icon( 'external' ) )
	);
}
