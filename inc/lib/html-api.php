<?php
/**
 * The one place that talks to WordPress's HTML API: the content parser and the
 * newsletter form reader get plain arrays from here.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The given attributes of the tag the processor is on: name → string, true
 * when valueless, null when absent.
 */
function author_site_html_attributes( $processor, array $attributes ) {
	$values = array();
	foreach ( $attributes as $name ) {
		$values[ $name ] = $processor->get_attribute( $name );
	}
	return $values;
}

/**
 * An HTML fragment's tokens in the tree a browser builds, in document order:
 * `type` and `depth` (open elements, itself included); a tag's `tag` (upper
 * case), `closer`, `namespace`, `expects_closer` and `attributes`; text's and
 * comments' `text`, decoded as a browser has it.
 * @return array{tokens:array[],failed:bool,unsupported:array|null}|null
 *     `failed`: the processor stopped early; `unsupported`: where it gave up
 *     (`token`, `at`, `name`, `open` elements). Null when it cannot start.
 */
function author_site_html_tree( $html, array $attributes = array() ) {
	$processor = WP_HTML_Processor::create_fragment( $html );
	if ( ! $processor ) {
		return null;
	}
	$tokens = array();
	while ( $processor->next_token() ) {
		$type  = $processor->get_token_type();
		$token = array(
			'type'  => $type,
			'depth' => count( $processor->get_breadcrumbs() ),
		);
		if ( '#tag' === $type ) {
			$token['tag']            = $processor->get_tag();
			$token['closer']         = $processor->is_tag_closer();
			$token['namespace']      = $processor->get_namespace();
			$token['expects_closer'] = ! $token['closer'] && $processor->expects_closer();
			$token['attributes']     = $token['closer'] ? array() : author_site_html_attributes( $processor, $attributes );
		} elseif ( '#comment' === $type || '#funky-comment' === $type ) {
			$token['text'] = $processor->get_full_comment_text();
		} elseif ( '#text' === $type || '#cdata-section' === $type ) {
			$token['text'] = $processor->get_modifiable_text();
		}
		$tokens[] = $token;
	}
	$exception = $processor->get_unsupported_exception();
	return array(
		'tokens'      => $tokens,
		'failed'      => null !== $processor->get_last_error(),
		'unsupported' => $exception ? array(
			'token' => $exception->token,
			'at'    => $exception->token_at,
			'name'  => $exception->token_name,
			'open'  => $exception->stack_of_open_elements,
		) : null,
	);
}

/**
 * Every start and end tag of an HTML text in source order, as the tag
 * processor finds them (no tree): `tag`, `closer`, `at` and `length` (bytes)
 * and `attributes`. A generator, so that a reader can stop early.
 */
function author_site_html_tags( $html, array $attributes = array() ) {
	$processor = new class( $html ) extends WP_HTML_Tag_Processor {
		/** The current token's start and length in the HTML. */
		public function span() {
			$this->set_bookmark( 'here' );
			return array( $this->bookmarks['here']->start, $this->bookmarks['here']->length );
		}
	};
	while ( $processor->next_token() ) {
		if ( '#tag' !== $processor->get_token_type() ) {
			continue;
		}
		list( $at, $length ) = $processor->span();
		$closer              = $processor->is_tag_closer();
		yield array(
			'tag'        => $processor->get_tag(),
			'closer'     => $closer,
			'at'         => $at,
			'length'     => $length,
			'attributes' => $closer ? array() : author_site_html_attributes( $processor, $attributes ),
		);
	}
}

/** The given attributes of the first start tag of a kind, or null. */
function author_site_html_first_tag_attributes( $html, $tag, array $attributes ) {
	$processor = new WP_HTML_Tag_Processor( $html );
	return $processor->next_tag( $tag ) ? author_site_html_attributes( $processor, $attributes ) : null;
}
