<?php
/**
 * The one place that talks to WordPress's HTML API (WP_HTML_Processor,
 * WP_HTML_Tag_Processor). The content parser and the newsletter form reader
 * get plain arrays from here, so they read as ordinary PHP and the API's
 * details (bookmarks, breadcrumbs, its exceptions) stay in this file.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The given attributes of the tag the processor is on: name → value as the
 * HTML API gives it (a string, true for a valueless attribute, null when
 * absent).
 *
 * @param WP_HTML_Tag_Processor $processor  The processor, on a tag.
 * @param string[]              $attributes Attribute names.
 * @return array<string,string|true|null>
 */
function author_site_html_attributes( $processor, array $attributes ) {
	$values = array();
	foreach ( $attributes as $name ) {
		$values[ $name ] = $processor->get_attribute( $name );
	}
	return $values;
}

/**
 * An HTML fragment's tokens in the tree a browser builds from it (the HTML
 * processor), in document order. Each token: `type` (#tag, #text,
 * #cdata-section, #comment, #funky-comment …) and `depth` (how many elements
 * are open, itself included); a tag also `tag` (upper case), `closer`,
 * `namespace` (html, svg, math), `expects_closer` (an opener whose element
 * holds content) and `attributes` (those asked for); text and comments `text`
 * (text entity-decoded as a browser decodes it, a comment's data as a browser
 * has it: `<?x>` is "?x", `</ x>` " x").
 *
 * @param string   $html       HTML fragment.
 * @param string[] $attributes Attributes to read on start tags.
 * @return array{tokens:array[],failed:bool,unsupported:array|null}|null
 *     failed: the processor stopped before the end (its tokens are then
 *     incomplete); unsupported: where it gave up on markup it does not
 *     support (`token`, `at`, `name`, `open`: the stack of open elements),
 *     or null. Null when the processor cannot start at all.
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
 * Every tag of an HTML text, start and end tags, in source order, as the tag
 * processor finds them (no tree: nothing is moved, closed or left out).
 * Each: `tag` (upper case), `closer`, `at` and `length` (where the tag's own
 * text is in the HTML, in bytes) and `attributes` (those asked for; none on
 * an end tag). A generator: stop reading when you have what you need.
 *
 * @param string   $html       HTML.
 * @param string[] $attributes Attributes to read on start tags.
 * @return Generator<int,array{tag:string,closer:bool,at:int,length:int,attributes:array}>
 */
function author_site_html_tags( $html, array $attributes = array() ) {
	$processor = new class( $html ) extends WP_HTML_Tag_Processor {
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

/**
 * The given attributes of the first start tag of a kind in an HTML text (as
 * author_site_html_attributes() gives them), or null when there is none.
 *
 * @param string   $html       HTML.
 * @param string   $tag        Tag name, upper case.
 * @param string[] $attributes Attribute names.
 * @return array<string,string|true|null>|null
 */
function author_site_html_first_tag_attributes( $html, $tag, array $attributes ) {
	$processor = new WP_HTML_Tag_Processor( $html );
	return $processor->next_tag( $tag ) ? author_site_html_attributes( $processor, $attributes ) : null;
}
