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
 * The HTML with every event-handler attribute renamed (`onerror` →
 * `data-onerror`), inside tags only: the twin of withoutEventHandlers() in
 * src/content/inertHtml.ts, byte for byte (ASCII classes only, on both sides),
 * so both parsers read the same markup.
 *
 * @param string $html Untrusted HTML.
 * @return string
 */
function author_site_without_event_handlers( $html ) {
	return preg_replace_callback(
		'/<[a-zA-Z][^<>]*>?/',
		fn( $tag ) => preg_replace( '/([\t\n\f\r \/])(on[A-Za-z0-9_-]*)(?=[\t\n\f\r \/>=]|\z)/i', '$1data-$2', $tag[0] ),
		$html
	);
}

/**
 * Elements whose whole content is dropped, by name in any namespace, on both
 * sides (SKIPPED in src/content/sections.ts): raw text and RCDATA elements,
 * template, noscript and select. A browser keeps the text of some (a
 * textarea's, an iframe's fallback text) as child text, the HTML API does
 * not; in SVG a style or script is an ordinary element, with text. Dropping
 * them all is the one rule both can follow exactly. Other text in SVG or
 * MathML is text.
 */
const AUTHOR_SITE_SKIPPED = array( 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'NOEMBED', 'NOFRAMES', 'XMP', 'TEXTAREA', 'TITLE', 'PLAINTEXT', 'SELECT' );

/**
 * The HTML as a flat list of tokens: text (typed line breaks kept; `<br>` a
 * line break; the end of a block a blank line, of an `li` a line break), link
 * hrefs, and section markers, read from the tree a browser builds (the HTML
 * processor). The content of AUTHOR_SITE_SKIPPED and every other comment is
 * dropped. Null when the HTML processor cannot build that tree (markup it
 * does not support even after author_site_repair_html()).
 *
 * @param string $html HTML fragment.
 * @return array<int,array{0:string,1:string}>|null [kind, value]: kind is text, br, href, open or close.
 */
function author_site_html_tokens( $html ) {
	static $cache = array();
	$key = md5( $html );
	if ( array_key_exists( $key, $cache ) ) {
		return $cache[ $key ];
	}
	$tokens    = null;
	$flattened = false;
	$html      = author_site_without_event_handlers( $html );
	for ( $attempt = 0; $attempt < 50 && null !== $html; $attempt++ ) {
		$processor = WP_HTML_Processor::create_fragment( $html );
		if ( ! $processor ) {
			break;
		}
		$walked = author_site_walk_tokens( $processor );
		if ( null === $processor->get_last_error() ) {
			$tokens = $walked;
			break;
		}
		$repaired = author_site_repair_html( $html, $processor->get_unsupported_exception() );
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

/**
 * Where the HTML processor gave up, the same HTML rewritten so that it can go
 * on and a browser still builds the same tree for what we read, or null.
 *
 * - an end tag of a formatting element that is nowhere on the stack of open
 *   elements: a browser ignores it ("any other end tag"); it becomes an empty
 *   comment (not deleted: its neighbours must not join into a new token);
 * - `<image>`: a browser reads it as `<img>`;
 * - `<plaintext>`: everything after it is its text, which is dropped.
 *
 * @param string                             $html      The HTML the processor read.
 * @param WP_HTML_Unsupported_Exception|null $exception Why it gave up.
 * @return string|null
 */
function author_site_repair_html( $html, $exception ) {
	if ( ! $exception || $exception->token_at < 0 || substr( $html, $exception->token_at, strlen( $exception->token ) ) !== $exception->token || '' === $exception->token ) {
		return null;
	}
	$at    = $exception->token_at;
	$token = $exception->token;
	$name  = strtoupper( $exception->token_name );
	if ( str_starts_with( $token, '</' ) && ! in_array( $name, $exception->stack_of_open_elements, true ) ) {
		return substr_replace( $html, '<!---->', $at, strlen( $token ) );
	}
	if ( 'IMAGE' === $name && preg_match( '/^<image/i', $token ) ) {
		return substr_replace( $html, '<img', $at, 6 );
	}
	if ( 'PLAINTEXT' === $name && preg_match( '/^<plaintext/i', $token ) ) {
		return substr( $html, 0, $at );
	}
	return null;
}

/**
 * The HTML with its formatting elements flattened, for what the HTML
 * processor cannot follow (the adoption agency algorithm and the
 * reconstruction of formatting elements, for misnested `<b>…<p>…</b>`):
 * the tags of b, big, code, em, font, i, nobr, s, small, strike, strong, tt
 * and u become empty comments, `<a …>` becomes `<a …></a>` and `</a>` an
 * empty comment. What we read stays the same: those elements hold no text of
 * their own, the algorithms only clone or move them around text in the same
 * order, and a link's clones only repeat its href (hrefs are kept once each).
 * Not with foreign content (SVG, MathML): there they are breakout tags, and
 * taking them away would change where it ends. Null when nothing to flatten.
 *
 * @param string $html HTML.
 * @return string|null
 */
function author_site_flatten_formatting( $html ) {
	if ( preg_match( '/<(svg|math)[\t\n\f\r \/>]/i', $html ) ) {
		return null;
	}
	$formatting = array( 'A', 'B', 'BIG', 'CODE', 'EM', 'FONT', 'I', 'NOBR', 'S', 'SMALL', 'STRIKE', 'STRONG', 'TT', 'U' );
	$tags       = new class( $html ) extends WP_HTML_Tag_Processor {
		/**
		 * The current token's start and length in the HTML.
		 *
		 * @return int[]
		 */
		public function span() {
			$this->set_bookmark( 'here' );
			return array( $this->bookmarks['here']->start, $this->bookmarks['here']->length );
		}
	};
	$edits      = array();
	$start      = 0;
	while ( $tags->next_token() ) {
		if ( '#tag' !== $tags->get_token_type() || ! in_array( $tags->get_tag(), $formatting, true ) ) {
			continue;
		}
		list( $at, $length ) = $tags->span();
		$edits[]             = array( $at, $length, 'A' === $tags->get_tag() && ! $tags->is_tag_closer() );
	}
	if ( ! $edits ) {
		return null;
	}
	$out = '';
	foreach ( $edits as list( $at, $length, $link ) ) {
		$out  .= substr( $html, $start, $at - $start );
		$out  .= $link ? substr( $html, $at, $length ) . '</a>' : '<!---->';
		$start = $at + $length;
	}
	return $out . substr( $html, $start );
}

/**
 * Walks the HTML processor's tokens (see author_site_html_tokens()).
 *
 * @param WP_HTML_Processor $processor The HTML processor.
 * @return array<int,array{0:string,1:string}>
 */
function author_site_walk_tokens( $processor ) {
	$blocks = array( 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'BLOCKQUOTE', 'UL', 'OL' );
	$tokens = array();
	// Depth of the skipped element whose content is being dropped.
	$skip = null;
	while ( $processor->next_token() ) {
		$depth = count( $processor->get_breadcrumbs() );
		if ( null !== $skip ) {
			if ( $depth >= $skip ) {
				continue;
			}
			$skip = null;
		}
		$type = $processor->get_token_type();
		if ( '#tag' === $type ) {
			$tag    = $processor->get_tag();
			$closer = $processor->is_tag_closer();
			if ( in_array( $tag, AUTHOR_SITE_SKIPPED, true ) ) {
				if ( ! $closer && $processor->expects_closer() ) {
					$skip = $depth;
				}
				continue;
			}
			if ( 'html' !== $processor->get_namespace() ) {
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
		} elseif ( '#text' === $type || '#cdata-section' === $type ) {
			// (A CDATA section is text in SVG and MathML.)
			// Typed line breaks are line breaks (a Custom HTML block keeps the text as
			// typed), but the one right after a <br> is only wpautop's "<br />\n".
			$text = preg_replace( '/\r\n?/', "\n", $processor->get_modifiable_text() );
			if ( $tokens && 'br' === $tokens[ count( $tokens ) - 1 ][0] ) {
				$text = preg_replace( '/^\n/', '', $text );
			}
			$tokens[] = array( 'text', $text );
		} elseif ( '#comment' === $type || '#funky-comment' === $type ) {
			// The comment's data as a browser has it (`<?x>` is "?x", `</ x>` " x").
			$marker = author_site_read_marker( $processor->get_full_comment_text() );
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

/**
 * Any HTML fragment as plain text.
 *
 * @param string $html HTML.
 * @return string
 */
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
