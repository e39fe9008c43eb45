<?php
/**
 * Markup WordPress's HTML processor does not support, rewritten so that it
 * can go on while a browser still builds the same tree for what the content
 * parser reads (inc/content-parser.php tries again with the result).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

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
 * @param string     $html        The HTML the processor read.
 * @param array|null $unsupported Where it gave up (`unsupported` of author_site_html_tree()).
 * @return string|null
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
