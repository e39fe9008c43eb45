<?php
/**
 * Section markers → plain text, the PHP twin of src/content/sections.ts and
 * src/content/pages.ts (content contract §1–§2), for the server's first view.
 * It walks the HTML with WordPress's own HTML API (the HTML processor where it
 * can build the tree, else the tag processor), whose text is already
 * entity-decoded exactly as a browser decodes it.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A marker comment's name and whether it closes, or null for any other comment.
 *
 * @param string $comment Comment text.
 * @return array{name:string,closing:bool}|null
 */
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
 * The HTML as a flat list of tokens: text (typed line breaks kept; `<br>` a
 * line break; the end of a block a blank line, of an `li` a line break), link
 * hrefs, and section markers. The content of script, style,
 * template and noscript and of every other comment is dropped.
 *
 * @param string $html HTML fragment.
 * @return array<int,array{0:string,1:string}> [kind, value]: kind is text, br, href, open or close.
 */
function author_site_html_tokens( $html ) {
	$processor = null;
	if ( class_exists( 'WP_HTML_Processor' ) ) {
		$processor = WP_HTML_Processor::create_fragment( $html );
	}
	if ( $processor ) {
		$tokens = author_site_walk_tokens( $processor );
		if ( null === $processor->get_last_error() ) {
			return $tokens;
		}
	}
	// Markup the HTML processor does not support: the tag processor reads it flat.
	return author_site_walk_tokens( new WP_HTML_Tag_Processor( $html ) );
}

/**
 * Walks a processor's tokens (see author_site_html_tokens()).
 *
 * @param WP_HTML_Tag_Processor $processor A tag or HTML processor.
 * @return array<int,array{0:string,1:string}>
 */
function author_site_walk_tokens( $processor ) {
	$blocks = array( 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'BLOCKQUOTE', 'UL', 'OL' );
	$tokens = array();
	$skip   = 0;
	while ( $processor->next_token() ) {
		$type = $processor->get_token_type();
		if ( '#tag' === $type ) {
			$tag    = $processor->get_tag();
			$closer = $processor->is_tag_closer();
			if ( in_array( $tag, array( 'TEMPLATE', 'NOSCRIPT' ), true ) ) {
				$skip = max( 0, $skip + ( $closer ? -1 : 1 ) );
				continue;
			}
			if ( $skip > 0 || in_array( $tag, array( 'SCRIPT', 'STYLE' ), true ) ) {
				continue;
			}
			if ( 'BR' === $tag ) {
				$tokens[] = array( 'br', "\n" );
			} elseif ( 'A' === $tag && ! $closer ) {
				$href = $processor->get_attribute( 'href' );
				if ( null !== $href ) {
					$tokens[] = array( 'href', true === $href ? '' : $href );
				}
			} elseif ( $closer && 'LI' === $tag ) {
				$tokens[] = array( 'text', "\n" );
			} elseif ( $closer && in_array( $tag, $blocks, true ) ) {
				$tokens[] = array( 'text', "\n\n" );
			}
		} elseif ( $skip > 0 ) {
			continue;
		} elseif ( '#text' === $type ) {
			// Typed line breaks are line breaks (a Custom HTML block keeps the text as
			// typed), but the one right after a <br> is only wpautop's "<br />\n".
			$text = preg_replace( '/\r\n?/', "\n", $processor->get_modifiable_text() );
			if ( $tokens && 'br' === $tokens[ count( $tokens ) - 1 ][0] ) {
				$text = preg_replace( '/^\n/', '', $text );
			}
			$tokens[] = array( 'text', $text );
		} elseif ( '#comment' === $type ) {
			$marker = author_site_read_marker( $processor->get_modifiable_text() );
			if ( $marker ) {
				$tokens[] = array( $marker['closing'] ? 'close' : 'open', $marker['name'] );
			}
		}
	}
	return $tokens;
}

/**
 * Trims ASCII white space (as the app's trimAscii()).
 *
 * @param string $text Text.
 * @return string
 */
function author_site_trim( $text ) {
	return trim( $text, " \t\n\r\f\v" );
}

/**
 * Contract §1 step 4: collapse spaces, trim lines, at most one blank line, trim.
 *
 * @param string $raw Text with line breaks.
 * @return string
 */
function author_site_normalize_text( $raw ) {
	$text  = preg_replace( '/[ \t\f\r\x0B]+/', ' ', $raw );
	$lines = array_map( 'author_site_trim', explode( "\n", $text ) );
	return author_site_trim( preg_replace( '/\n{3,}/', "\n\n", implode( "\n", $lines ) ) );
}

/**
 * Rendered page content → named sections, each with its plain text and hrefs.
 *
 * @param string $html `content.rendered`.
 * @return array<string,array{text:string,hrefs:string[]}>
 */
function author_site_parse_sections( $html ) {
	$raw     = array();
	$current = null;
	foreach ( author_site_html_tokens( $html ) as list( $kind, $value ) ) {
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
		} elseif ( is_string( $current ) && 'href' === $kind ) {
			$raw[ $current ]['hrefs'][] = $value;
		}
	}
	foreach ( $raw as $name => $section ) {
		$raw[ $name ]['text'] = author_site_normalize_text( $section['text'] );
	}
	return $raw;
}

/**
 * Any HTML fragment as plain text.
 *
 * @param string $html HTML.
 * @return string
 */
function author_site_html_to_text( $html ) {
	$text = '';
	foreach ( author_site_html_tokens( $html ) as list( $kind, $value ) ) {
		if ( 'text' === $kind || 'br' === $kind ) {
			$text .= $value;
		}
	}
	return author_site_normalize_text( $text );
}

/**
 * Splits a section's text by a rule: lines, paragraphs or list.
 *
 * @param string $rule lines, paragraphs or list.
 * @param string $text Plain text.
 * @return string[]
 */
function author_site_split( $rule, $text ) {
	if ( 'lines' === $rule ) {
		$items = array_map(
			fn( $line ) => author_site_trim( preg_replace( '/^[-*•][ \t]*/u', '', author_site_trim( $line ) ) ),
			explode( "\n", $text )
		);
	} elseif ( 'paragraphs' === $rule ) {
		$items = array_map( 'author_site_trim', preg_split( '/\n[ \t\r\f\x0B]*\n/', $text ) );
	} else {
		$items = array_map( 'author_site_trim', explode( ',', $text ) );
	}
	return array_values( array_filter( $items, fn( $item ) => '' !== $item ) );
}

/**
 * An absolute http(s) URL as written (trimmed), or null.
 *
 * @param string $candidate Candidate URL.
 * @return string|null
 */
function author_site_http_url( $candidate ) {
	$trimmed = author_site_trim( (string) $candidate );
	if ( ! preg_match( '#^https?://[^/?\#\s]#i', $trimmed ) || false === wp_parse_url( $trimmed ) ) {
		return null;
	}
	return $trimmed;
}

/**
 * A section's value by its rule, or null when it yields nothing valid.
 *
 * @param string $rule     text, lines, paragraphs, list, url or email.
 * @param array  $sections Parsed sections.
 * @param string $name     Section name.
 * @return string|string[]|null
 */
function author_site_apply_rule( $rule, array $sections, $name ) {
	if ( ! isset( $sections[ $name ] ) ) {
		return null;
	}
	$section = $sections[ $name ];
	$text    = $section['text'];
	switch ( $rule ) {
		case 'url':
			$candidates = $section['hrefs'];
			// A URL in running text does not end in the punctuation after it ("…/abc.").
			if ( preg_match( '#https?://[^ \t\n\r\f<>"\']*[^ \t\n\r\f<>"\'.,;:!?)\]”’]#iu', $text, $match ) ) {
				$candidates[] = $match[0];
			}
			foreach ( $candidates as $candidate ) {
				$url = author_site_http_url( $candidate );
				if ( null !== $url ) {
					return $url;
				}
			}
			return null;
		case 'email':
			return preg_match( '/^[^\s@]+@[^\s@]+\.[^\s@]+$/', $text ) ? $text : null;
		case 'lines':
		case 'paragraphs':
		case 'list':
			$items = author_site_split( $rule, $text );
			return $items ? $items : null;
		default:
			return '' === $text ? null : $text;
	}
}

/**
 * A page's content from a `GET /wp/v2/pages?slug=…` answer (its data), with
 * the built-in defaults wherever the answer or a section has nothing usable.
 *
 * @param string $page   Page key.
 * @param mixed  $answer The answer's data (a list of pages).
 * @return array
 */
function author_site_content_from_answer( $page, $answer ) {
	$defaults = author_site_default_content();
	$content  = isset( $defaults[ $page ] ) ? $defaults[ $page ] : array();
	$first    = is_array( $answer ) && isset( $answer[0] ) && is_array( $answer[0] ) ? $answer[0] : null;
	$rendered = $first['content']['rendered'] ?? null;
	if ( ! is_string( $rendered ) || true === ( $first['content']['protected'] ?? false ) ) {
		return $content;
	}
	$schema   = author_site_read_json( 'src/content/schema.json' );
	$sections = author_site_parse_sections( $rendered );
	foreach ( $schema['sections'][ $page ] ?? array() as $name => list( $path, $rule ) ) {
		$value = author_site_apply_rule( $rule, $sections, $name );
		if ( null === $value ) {
			continue;
		}
		$keys = explode( '.', $path );
		if ( 2 === count( $keys ) ) {
			$content[ $keys[0] ][ $keys[1] ] = $value;
		} else {
			$content[ $path ] = $value;
		}
	}
	if ( 'events' === $page ) {
		$title   = is_string( $first['title']['rendered'] ?? null ) ? author_site_html_to_text( $first['title']['rendered'] ) : '';
		$excerpt = is_string( $first['excerpt']['rendered'] ?? null ) ? author_site_html_to_text( $first['excerpt']['rendered'] ) : '';
		if ( '' !== $title ) {
			$content['pageTitle'] = $title;
		}
		if ( '' !== $excerpt ) {
			$content['pageDescription'] = $excerpt;
		}
	}
	return $content;
}
