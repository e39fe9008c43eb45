<?php
/**
 * The part of the app's CSS a finished page uses: the rules whose selectors
 * can match a class the page's markup has (docs/first-paint.md#css-the-page-uses).
 * Whatever a later state needs comes with the whole stylesheet, which the
 * loader (inc/app/app-loader.js) loads after the first paint and the app applies
 * less these rules (src/stylesheet.ts).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Classes a script sets on the page: the head's font switch (inc/app/fonts.php), or the app (src/looks/faces.ts). */
const AUTHOR_SITE_SCRIPT_CLASSES = array( 'has-web-fonts' );

/**
 * The position of the bracket closing the block opened at `$open`, or the
 * string's length; skips strings and comments.
 */
function author_site_css_block_end( $css, $open ) {
	$depth  = 0;
	$length = strlen( $css );
	for ( $i = $open; $i < $length; $i++ ) {
		$i   += strcspn( $css, '{}"\'/', $i );
		$char = $css[ $i ] ?? '';
		if ( '"' === $char || "'" === $char ) {
			$i = author_site_css_string_end( $css, $i );
		} elseif ( '/' === $char && '*' === ( $css[ $i + 1 ] ?? '' ) ) {
			$end = strpos( $css, '*/', $i + 2 );
			$i   = false === $end ? $length : $end + 1;
		} elseif ( '{' === $char ) {
			++$depth;
		} elseif ( '}' === $char && 0 === --$depth ) {
			return $i;
		}
	}
	return $length;
}

/** The position of the quote closing the string that starts at `$start`. */
function author_site_css_string_end( $css, $start ) {
	$quote  = $css[ $start ];
	$length = strlen( $css );
	for ( $i = $start + 1; $i < $length; $i++ ) {
		if ( '\\' === $css[ $i ] ) {
			++$i;
		} elseif ( $quote === $css[ $i ] ) {
			return $i;
		}
	}
	return $length;
}

/**
 * The top-level rules of a stylesheet, in order: each `array( prelude, body )`,
 * where body is null for a statement such as `@import …;`.
 */
function author_site_css_rules( $css ) {
	$rules  = array();
	$length = strlen( $css );
	$start  = 0;
	while ( $start < $length ) {
		$brace = strcspn( $css, '{;', $start ) + $start;
		if ( $brace >= $length ) {
			break;
		}
		$prelude = trim( preg_replace( '#/\*.*?\*/#s', '', substr( $css, $start, $brace - $start ) ) );
		if ( ';' === $css[ $brace ] ) {
			$rules[] = array( $prelude, null );
			$start   = $brace + 1;
			continue;
		}
		$end     = author_site_css_block_end( $css, $brace );
		$rules[] = array( $prelude, substr( $css, $brace + 1, $end - $brace - 1 ) );
		$start   = $end + 1;
	}
	return $rules;
}

/** A selector list's selectors: split at the commas outside brackets. */
function author_site_css_selectors( $selector_list ) {
	$selectors = array();
	$depth     = 0;
	$start     = 0;
	$length    = strlen( $selector_list );
	for ( $i = 0; $i < $length; $i++ ) {
		$char = $selector_list[ $i ];
		if ( '(' === $char || '[' === $char ) {
			++$depth;
		} elseif ( ')' === $char || ']' === $char ) {
			--$depth;
		} elseif ( ',' === $char && 0 === $depth ) {
			$selectors[] = trim( substr( $selector_list, $start, $i - $start ) );
			$start       = $i + 1;
		}
	}
	$selectors[] = trim( substr( $selector_list, $start ) );
	return $selectors;
}

/**
 * Whether a selector can match on a page with these classes: every class it
 * names outside a bracket is there. What is inside `:not(…)`, `:is(…)` or an
 * attribute selector is not asked (kept), nor a selector with an escape.
 */
function author_site_css_selector_used( $selector, $classes ) {
	if ( false !== strpos( $selector, '\\' ) ) {
		return true;
	}
	$bare = $selector;
	do {
		if ( strcspn( $bare, '([' ) === strlen( $bare ) ) {
			break;
		}
		$before = $bare;
		$bare   = preg_replace( '/\([^()]*\)|\[[^\[\]]*\]/', '', $bare );
	} while ( $bare !== $before );
	preg_match_all( '/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/', $bare, $matches );
	foreach ( $matches[1] as $name ) {
		if ( ! isset( $classes[ $name ] ) ) {
			return false;
		}
	}
	return true;
}

/**
 * The stylesheet's rules that can match on a page with these classes, in
 * their order; at-rules other than @media and @supports are kept whole.
 * @param string $css     Minified CSS.
 * @param array  $classes Class name → true.
 */
function author_site_used_css( $css, $classes ) {
	$out = '';
	foreach ( author_site_css_rules( $css ) as list( $prelude, $body ) ) {
		if ( null === $body ) {
			$out .= $prelude . ';';
		} elseif ( preg_match( '/^@(media|supports)\b/i', $prelude ) ) {
			$inner = author_site_used_css( $body, $classes );
			$out  .= '' === $inner ? '' : $prelude . '{' . $inner . '}';
		} elseif ( '@' === ( $prelude[0] ?? '' ) ) {
			$out .= $prelude . '{' . $body . '}';
		} else {
			foreach ( author_site_css_selectors( $prelude ) as $selector ) {
				if ( author_site_css_selector_used( $selector, $classes ) ) {
					$out .= $prelude . '{' . $body . '}';
					break;
				}
			}
		}
	}
	return $out;
}

/**
 * Every class an HTML document's markup names, as class name → true. A
 * pattern rather than the HTML API, for speed (a twentieth of the time on
 * a catalogue): it may also read a class attribute inside a script or a
 * comment, which only keeps a rule more.
 */
function author_site_html_classes( $html ) {
	$classes = array_fill_keys( AUTHOR_SITE_SCRIPT_CLASSES, true );
	preg_match_all( '/\sclass\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+))/i', $html, $matches, PREG_SET_ORDER );
	foreach ( $matches as $match ) {
		$value = html_entity_decode( implode( '', array_slice( $match, 1 ) ), ENT_QUOTES | ENT_HTML5 );
		foreach ( preg_split( '/\s+/', $value, -1, PREG_SPLIT_NO_EMPTY ) as $name ) {
			$classes[ $name ] = true;
		}
	}
	return $classes;
}

/**
 * Keeps of the app's inline CSS only what the finished page uses
 * (the `wp_template_enhancement_output_buffer` filter, WordPress 6.9+).
 */
function author_site_inline_used_css( $html ) {
	if ( ! is_string( $html ) || false === strpos( $html, 'id="author-site-inline-css"' ) ) {
		return $html;
	}
	$classes   = author_site_html_classes( $html );
	$processor = new WP_HTML_Tag_Processor( $html );
	while ( $processor->next_tag( 'STYLE' ) ) {
		if ( 'author-site-inline-css' === $processor->get_attribute( 'id' ) ) {
			$processor->set_modifiable_text( author_site_used_css( $processor->get_modifiable_text(), $classes ) );
			return $processor->get_updated_html();
		}
	}
	return $html;
}
