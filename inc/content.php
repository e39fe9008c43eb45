<?php
/**
 * Page text: the built-in defaults (src/content/defaults.json, the one source
 * the app imports too) under the author's own text from her WordPress pages.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads a JSON file shipped with the theme.
 *
 * @param string $relative Path inside the theme.
 * @return array
 */
function author_site_read_json( $relative ) {
	static $cache = array();
	if ( ! isset( $cache[ $relative ] ) ) {
		$data               = json_decode( author_site_theme_file_contents( $relative ), true );
		$cache[ $relative ] = is_array( $data ) ? $data : array();
	}
	return $cache[ $relative ];
}

/**
 * The built-in text of every page, keyed by page (home, books, about, events, contact).
 *
 * @return array
 */
function author_site_default_content() {
	return author_site_read_json( 'src/content/defaults.json' );
}

/**
 * The text a page shows: the author's WordPress page where it has usable
 * sections, the defaults for everything else (the same answer the app gets).
 *
 * @param string $page Page key.
 * @return array
 */
function author_site_page_content( $page ) {
	return author_site_content_from_answer( $page, author_site_rest_answer( author_site_page_path( $page ) ) );
}

/**
 * The parts of a content page (content, title, excerpt) whose HTML the
 * theme's parser cannot read the way a browser does (what WordPress's HTML
 * API cannot build: a table's foster-parented text, misnesting next to SVG…),
 * in each `/wp/v2/pages` answer of a content page as `author_site_unreadable`.
 * The server keeps the built-in text for those parts, and the app, which
 * reads the same answer, does the same, so both views agree.
 *
 * @param array $data The page's REST data.
 * @return string[]|null
 */
function author_site_unreadable_parts( $data ) {
	$schema = author_site_read_json( 'src/content/schema.json' );
	if ( ! in_array( $data['slug'] ?? null, $schema['slugs'] ?? array(), true ) ) {
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
