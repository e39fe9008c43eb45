<?php
/**
 * Page text: the author's sections over the built-in defaults, by the rules of
 * src/content/schema.json (docs/content-format.md).
 * PHP twin: src/content/pages.ts.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The built-in text of every page, by page key (src/content/defaults.json). */
function author_site_default_content() {
	return author_site_read_json( 'src/content/defaults.json' );
}

/** The text a page shows: the author's usable sections over the defaults. */
function author_site_page_content( $page, $keep = true ) {
	return author_site_content_from_answer( $page, author_site_rest_answer( author_site_page_path( $page ), $keep ) );
}

/**
 * The parts of a content page the parser cannot read as a browser does, as
 * `author_site_unreadable` in its REST answer; both views keep the built-in
 * text for them (docs/content-format.md#unreadable-markup).
 */
function author_site_unreadable_parts( $data ) {
	$schema = author_site_read_json( 'src/content/schema.json' );
	if ( ! apply_filters( 'author_site_reads_page', in_array( $data['slug'] ?? null, $schema['slugs'] ?? array(), true ), $data ) ) {
		return null;
	}
	$parts = array();
	foreach ( array( 'content', 'title', 'excerpt' ) as $part ) {
		$html = $data[ $part ]['rendered'] ?? null;
		if ( is_string( $html ) && null === author_site_html_tokens( $html ) ) {
			$parts[] = $part;
		}
	}
	return $parts;
}

/** Splits a section's text by a rule: lines, paragraphs or list. */
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

/** A section's value by its rule, or null when it yields nothing valid. */
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

/** A page's content from its `/wp/v2/pages?slug=…` answer, over the defaults. */
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

add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			'page',
			'author_site_unreadable',
			array(
				'get_callback' => 'author_site_unreadable_parts',
				'schema'       => array(
					'description' => 'Parts of a content page the theme cannot read as a browser does; both views keep the built-in text for them.',
					'type'        => array( 'array', 'null' ),
					'items'       => array( 'type' => 'string' ),
					'context'     => array( 'view', 'edit', 'embed' ),
					'readonly'    => true,
				),
			)
		);
	}
);
