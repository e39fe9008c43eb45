<?php
/**
 * Markup WordPress's HTML processor does not support, rewritten so that it can
 * go on while a browser builds the same tree
 * (docs/content-format.md#unreadable-markup).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The HTML rewritten where the processor gave up, or null: an end tag of a
 * formatting element not open becomes an empty comment (a browser ignores it;
 * deleting it could join its neighbours), `<image>` becomes `<img>`, and
 * everything after `<plaintext>` (its text) is dropped.
 * @param array|null $unsupported `unsupported` of author_site_html_tree().
 */
function author_site_repair_html( $html, $unsupported ) {
	if ( ! $unsupported || $unsupported['at'] < 0 || '' === $unsupported['token'] || substr( $html, $unsupported['at'], strlen( $unsupported['token'] ) ) !== $unsupported['token'] ) {
		return null;
	}
	$at    = $unsupported['at'];
	$token = $unsupported['token'];
	$name  = strtoupper( $unsupported['name'] );
	if ( str_starts_with( $token, '</' ) && ! in_array( $name, $unsupported['open'], true ) ) {
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
 * The HTML with its formatting elements' tags made empty comments (`<a …>`
 * kept as an empty link), for misnesting the processor cannot follow. The
 * text read stays the same: a browser only clones or moves those elements
 * around it. Null with SVG or MathML (there they end foreign content), or
 * nothing to flatten.
 */
function author_site_flatten_formatting( $html ) {
	if ( preg_match( '/<(svg|math)[\t\n\f\r \/>]/i', $html ) ) {
		return null;
	}
	$formatting = array( 'A', 'B', 'BIG', 'CODE', 'EM', 'FONT', 'I', 'NOBR', 'S', 'SMALL', 'STRIKE', 'STRONG', 'TT', 'U' );
	$edits      = array();
	$start      = 0;
	foreach ( author_site_html_tags( $html ) as $tag ) {
		if ( in_array( $tag['tag'], $formatting, true ) ) {
			$edits[] = array( $tag['at'], $tag['length'], 'A' === $tag['tag'] && ! $tag['closer'] );
		}
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
