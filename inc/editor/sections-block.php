<?php
/**
 * Labelled sections: a core/group block with an `authorSiteSection` attribute,
 * printed between section markers (docs/content-format.md#labelled-sections).
 * The editor's side: src/editor/.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gives core/group the `authorSiteSection` attribute on the server too, as the
 * editor's filter does (src/editor/sectionBlock.tsx).
 */
function author_site_group_section_attribute( $args, $name ) {
	if ( 'core/group' === $name ) {
		$args['attributes']['authorSiteSection'] = array( 'type' => 'string' );
	}
	return $args;
}
add_filter( 'register_block_type_args', 'author_site_group_section_attribute', 10, 2 );

/** The section name a block carries, or '' (a name as markers take it). */
function author_site_block_section( $block ) {
	$name = $block['attrs']['authorSiteSection'] ?? '';
	return is_string( $name ) && preg_match( '/^[a-z0-9_]+$/', $name ) ? $name : '';
}

/** A labelled section's markup between its opening and closing markers. */
function author_site_render_section_markers( $content, $block ) {
	$name = author_site_block_section( $block );
	return '' === $name ? $content : "<!-- section:{$name} -->\n{$content}\n<!-- /section:{$name} -->";
}
add_filter( 'render_block_core/group', 'author_site_render_section_markers', 10, 2 );

/**
 * A labelled section as saved block markup: a group the author can neither
 * move nor remove, holding the given blocks.
 */
function author_site_section_block( $name, array $blocks ) {
	$attributes = serialize_block_attributes(
		array(
			'authorSiteSection' => $name,
			'lock'              => array(
				'move'   => true,
				'remove' => true,
			),
		)
	);
	return "<!-- wp:group {$attributes} -->\n<div class=\"wp-block-group\">" . implode( "\n\n", $blocks ) . "</div>\n<!-- /wp:group -->";
}
