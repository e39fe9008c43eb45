<?php
/**
 * Section markers → plain text for the first view, read from the tree a
 * browser builds (docs/content-format.md#plain-text).
 * PHP twin: src/content/sections.ts.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A marker comment's name and whether it closes, or null for any other comment. */
function author_site_read_marker( $comment ) {
	if ( ! preg_match( '/^\s*(\/?)\s*section\s*:\s*([a-z0-9_]+)\s*$/i', $comment, $match ) ) {
		return null;
	}
	return array(
		'name'    => strtolower( $match[2] ),
		'closing' => '/' === $match[1],
	);
}

/**
 * The HTML with every event-handler attribute renamed (`onerror` →
 * `data-onerror`), inside tags only; byte for byte the twin of
 * withoutEventHandlers() in src/content/inertHtml.ts.
 */
function author_site_without_event_handlers( $html ) {
	return preg_replace_callback(
		'/<[a-zA-Z][^<>]*>?/',
		fn( $tag ) => preg_replace( '/([\t\n\f\r \/])(on[A-Za-z0-9_-]*)(?=[\t\n\f\r \/>=]|\z)/i', '$1data-$2', $tag[0] ),
		$html
	);
}

/**
 * Elements dropped with their content, in any namespace (SKIPPED in
 * src/content/sections.ts): a browser keeps the text of some and the HTML API
 * does not, so dropping them all is the one rule both can follow exactly.
 */
const AUTHOR_SITE_SKIPPED = array( 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'NOEMBED', 'NOFRAMES', 'XMP', 'TEXTAREA', 'TITLE', 'PLAINTEXT', 'SELECT' );

/**
 * The HTML as a flat list of tokens (text, link hrefs, section markers) read
 * from the tree a browser builds; null when the HTML processor cannot build it
 * even after repairs (docs/content-format.md#unreadable-markup).
 * @return array<int,array{0:string,1:string}>|null [kind, value]: kind is text, br, href, hrefEnd (a link's end), open or close.
 */
function author_site_html_tokens( $html ) {
	static $cache = array();
	$key          = md5( $html );
	if ( array_key_exists( $key, $cache ) ) {
		return $cache[ $key ];
	}
	$tokens    = null;
	$flattened = false;
	$html      = author_site_without_event_handlers( $html );
	for ( $attempt = 0; $attempt < 50 && null !== $html; $attempt++ ) {
		$tree = author_site_html_tree( $html, array( 'href' ) );
		if ( ! $tree ) {
			break;
		}
		if ( ! $tree['failed'] ) {
			$tokens = author_site_walk_tokens( $tree['tokens'] );
			break;
		}
		$repaired = author_site_repair_html( $html, $tree['unsupported'] );
		if ( null === $repaired && ! $flattened ) {
			$repaired  = author_site_flatten_formatting( $html );
			$flattened = true;
		}
		$html = $repaired;
	}
	if ( count( $cache ) > 50 ) {
		$cache = array();
	}
	$cache[ $key ] = $tokens;
	return $tokens;
}

/** Turns the tree's tokens (author_site_html_tree()) into the parser's. */
function author_site_walk_tokens( array $tree ) {
	$tokens = array();
	// Depth of the skipped element whose content is being dropped.
	$skip = null;
	foreach ( $tree as $token ) {
		if ( null !== $skip ) {
			if ( $token['depth'] >= $skip ) {
				continue;
			}
			$skip = null;
		}
		if ( '#tag' === $token['type'] ) {
			if ( in_array( $token['tag'], AUTHOR_SITE_SKIPPED, true ) ) {
				$skip = $token['expects_closer'] ? $token['depth'] : null;
				continue;
			}
			$read = 'html' === $token['namespace'] ? author_site_tag_token( $token ) : null;
		} elseif ( '#text' === $token['type'] || '#cdata-section' === $token['type'] ) {
			// Typed line breaks count, but the one right after a <br> is only
			// wpautop's "<br />\n". (A CDATA section is text in SVG and MathML.)
			$text = preg_replace( '/\r\n?/', "\n", $token['text'] );
			if ( $tokens && 'br' === $tokens[ count( $tokens ) - 1 ][0] ) {
				$text = preg_replace( '/^\n/', '', $text );
			}
			$read = array( 'text', $text );
		} elseif ( '#comment' === $token['type'] || '#funky-comment' === $token['type'] ) {
			$marker = author_site_read_marker( $token['text'] );
			$read   = $marker ? array( $marker['closing'] ? 'close' : 'open', $marker['name'] ) : null;
		} else {
			$read = null;
		}
		if ( null !== $read ) {
			$tokens[] = $read;
		}
	}
	return $tokens;
}

/**
 * What an HTML element's tag adds to the parser's tokens, or null.
 * @param array $tag Tag token of author_site_html_tree().
 */
function author_site_tag_token( array $tag ) {
	$blocks = array( 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'BLOCKQUOTE', 'UL', 'OL' );
	$name   = $tag['tag'];
	if ( 'BR' === $name ) {
		return array( 'br', "\n" );
	}
	if ( 'A' === $name && ! $tag['closer'] ) {
		$href = $tag['attributes']['href'] ?? null;
		return null === $href ? null : array( 'href', true === $href ? '' : $href );
	}
	if ( 'A' === $name ) {
		return array( 'hrefEnd', '' );
	}
	if ( $tag['closer'] && 'LI' === $name ) {
		return array( 'text', "\n" );
	}
	if ( $tag['closer'] && in_array( $name, $blocks, true ) ) {
		return array( 'text', "\n\n" );
	}
	return null;
}

/** Rendered page content → named sections, each with its plain text and hrefs. */
function author_site_parse_sections( $html ) {
	$raw     = array();
	$current = null;
	foreach ( author_site_html_tokens( $html ) ?? array() as list( $kind, $value ) ) {
		if ( 'open' === $kind ) {
			if ( ! isset( $raw[ $value ] ) ) {
				$raw[ $value ] = array(
					'text'  => '',
					'hrefs' => array(),
				);
				$current       = $value;
			} else {
				$current = false; // A repeated name: the first one wins.
			}
		} elseif ( 'close' === $kind ) {
			$current = null;
		} elseif ( is_string( $current ) && ( 'text' === $kind || 'br' === $kind ) ) {
			$raw[ $current ]['text'] .= $value;
		} elseif ( is_string( $current ) && 'href' === $kind && ! in_array( $value, $raw[ $current ]['hrefs'], true ) ) {
			// Each href once: the browser repeats a link's href in the clones it
			// makes of a misnested link, in numbers the HTML API cannot follow.
			$raw[ $current ]['hrefs'][] = $value;
		}
	}
	foreach ( $raw as $name => $section ) {
		$raw[ $name ]['text'] = author_site_normalize_text( $section['text'] );
	}
	return $raw;
}

/** Any HTML fragment as plain text. */
function author_site_html_to_text( $html ) {
	$text = '';
	foreach ( author_site_html_tokens( $html ) ?? array() as list( $kind, $value ) ) {
		if ( 'text' === $kind || 'br' === $kind ) {
			$text .= $value;
		}
	}
	return author_site_normalize_text( $text );
}

/**
 * A link's start and end in author_site_html_to_linked_text()'s text (as in
 * src/content/sections.ts): private-use characters, taken out of the text first.
 */
const AUTHOR_SITE_LINK_START = "\u{E000}";
const AUTHOR_SITE_LINK_END   = "\u{E001}";

/**
 * Any HTML fragment as plain text, each link's text between the link marks,
 * and the hrefs in order (src/content/sections.ts htmlToLinkedText()).
 */
function author_site_html_to_linked_text( $html ) {
	$text    = '';
	$hrefs   = array();
	$in_link = false;
	foreach ( author_site_html_tokens( $html ) ?? array() as list( $kind, $value ) ) {
		if ( 'text' === $kind || 'br' === $kind ) {
			$text .= str_replace( array( AUTHOR_SITE_LINK_START, AUTHOR_SITE_LINK_END ), '', $value );
		} elseif ( 'href' === $kind && ! $in_link ) {
			$text   .= AUTHOR_SITE_LINK_START;
			$hrefs[] = $value;
			$in_link = true;
		} elseif ( 'hrefEnd' === $kind && $in_link ) {
			$text   .= AUTHOR_SITE_LINK_END;
			$in_link = false;
		}
	}
	if ( $in_link ) {
		$text .= AUTHOR_SITE_LINK_END;
	}
	$text = preg_replace( '/' . AUTHOR_SITE_LINK_START . '([ \t\n\r\f\x0B]+)/', '$1' . AUTHOR_SITE_LINK_START, $text );
	$text = preg_replace( '/([ \t\n\r\f\x0B]+)' . AUTHOR_SITE_LINK_END . '/', AUTHOR_SITE_LINK_END . '$1', $text );
	return array(
		'text'  => author_site_normalize_text( $text ),
		'hrefs' => $hrefs,
	);
}
