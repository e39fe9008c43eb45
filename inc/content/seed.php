<?php
/**
 * Seeding (docs/content-format.md#seeding): on theme activation, each content
 * page that does not exist in any status, trash included, is created from the
 * built-in texts as labelled sections of paragraph blocks.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A block-editor block wrapped in its delimiters. */
function author_site_seed_block( $name, $inner ) {
	return "<!-- wp:{$name} -->\n{$inner}\n<!-- /wp:{$name} -->";
}

/**
 * The paragraph blocks holding a section's default value, by its rule
 * (docs/content-format.md#seeding).
 * @return string[] Blocks.
 */
function author_site_seed_value_blocks( $rule, $value ) {
	$items = array_map( 'esc_html', (array) $value );
	if ( 'paragraphs' === $rule ) {
		$paragraphs = $items;
	} elseif ( 'lines' === $rule ) {
		$paragraphs = array( implode( '<br>', $items ) );
	} elseif ( 'list' === $rule ) {
		$paragraphs = array( implode( ', ', $items ) );
	} elseif ( 'url' === $rule && '' !== $value ) {
		$paragraphs = array( '<a href="' . esc_url( $value ) . '">' . esc_html( $value ) . '</a>' );
	} else {
		$paragraphs = array( implode( '', $items ) );
	}
	return array_map( fn( $paragraph ) => author_site_seed_block( 'paragraph', "<p>{$paragraph}</p>" ), $paragraphs );
}

/**
 * Each section of a content page as a labelled section holding its built-in
 * text, in the schema's order.
 * @return array<string,string> Section name → block markup.
 */
function author_site_seed_sections( $page ) {
	$schema   = author_site_read_json( 'src/content/schema.json' );
	$defaults = author_site_default_content();
	$sections = array();
	foreach ( $schema['sections'][ $page ] ?? array() as $name => list( $path, $rule ) ) {
		$value = $defaults[ $page ] ?? array();
		foreach ( explode( '.', $path ) as $key ) {
			$value = is_array( $value ) && isset( $value[ $key ] ) ? $value[ $key ] : '';
		}
		$sections[ $name ] = author_site_section_block( $name, author_site_seed_value_blocks( $rule, $value ) );
	}
	return $sections;
}

/** A content page's seeded post content: every section of its schema, in order. */
function author_site_seed_content( $page ) {
	return implode( "\n\n", author_site_seed_sections( $page ) );
}

/**
 * The page holding a content slug in any status, or null; a trashed page's
 * slug is `<slug>__trashed`, the original kept in `_wp_desired_post_slug`.
 */
function author_site_find_content_page( $slug ) {
	$by_name = get_posts(
		array(
			'post_type'     => 'page',
			'post_status'   => array( 'publish', 'future', 'draft', 'pending', 'private', 'trash' ),
			'post_name__in' => array( $slug, $slug . '__trashed' ),
			'numberposts'   => 1,
			'orderby'       => 'ID',
			'order'         => 'ASC',
		)
	);
	if ( $by_name ) {
		return $by_name[0];
	}
	$trashed = get_posts(
		array(
			'post_type'   => 'page',
			'post_status' => 'trash',
			'meta_key'    => '_wp_desired_post_slug', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- on theme activation and the health screen.
			'meta_value'  => $slug, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- on theme activation and the health screen.
			'numberposts' => 1,
		)
	);
	return $trashed ? $trashed[0] : null;
}

/** Whether a page with the slug exists in any status, the trash included. */
function author_site_content_page_exists( $slug ) {
	return null !== author_site_find_content_page( $slug );
}

/**
 * Who the seeded pages belong to: the user activating the theme, else (from
 * the command line) the first administrator.
 * @return int User id (0 when the site has no administrator).
 */
function author_site_seed_author() {
	if ( current_user_can( 'publish_pages' ) ) {
		return get_current_user_id();
	}
	$admins = get_users(
		array(
			'role'    => 'administrator',
			'orderby' => 'ID',
			'order'   => 'ASC',
			'number'  => 1,
			'fields'  => 'ID',
		)
	);
	return $admins ? (int) $admins[0] : 0;
}

/**
 * The post title of a seeded page: the events page's is shown on the site, the
 * others' only name the page in wp-admin.
 */
function author_site_seed_title( $page ) {
	$defaults = author_site_default_content();
	if ( 'events' === $page ) {
		return $defaults['events']['pageTitle'];
	}
	$labels = author_site_page_labels();
	return $labels[ $page ] . ' page text';
}

/**
 * The status a content page is seeded in: the press kit waits as a draft until
 * the author publishes it (docs/content-format.md#seeding), the others publish.
 */
function author_site_seed_status( $page ) {
	return 'press' === $page ? 'draft' : 'publish';
}

/**
 * Creates every missing content page from the built-in texts.
 * @return array<string,int> Page key → id of each page created.
 */
function author_site_seed_content_pages() {
	$defaults = author_site_default_content();
	$author   = author_site_seed_author();
	$created  = array();
	foreach ( author_site_content_slugs() as $page => $slug ) {
		if ( author_site_content_page_exists( $slug ) ) {
			continue;
		}
		$post = array(
			'post_type'      => 'page',
			'post_status'    => author_site_seed_status( $page ),
			'post_name'      => $slug,
			'post_title'     => author_site_seed_title( $page ),
			'post_content'   => author_site_seed_content( $page ),
			'post_author'    => $author,
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		if ( 'events' === $page ) {
			$post['post_excerpt'] = $defaults['events']['pageDescription'];
		}
		$id = wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $id ) || ! $id ) {
			continue;
		}
		if ( get_post_field( 'post_name', $id ) !== $slug ) {
			// WordPress made the slug unique: no page rather than one the app never reads.
			wp_delete_post( $id, true );
			continue;
		}
		$created[ $page ] = $id;
	}
	return $created;
}
add_action( 'after_switch_theme', 'author_site_seed_content_pages' );
