<?php
/**
 * The block editor's part of the theme on pages (src/editor/): its script,
 * data and style.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The editor's data: slugs, the Books page's ID, each page's built-in sections. */
function author_site_editor_data() {
	$slugs    = author_site_content_slugs();
	$sections = array();
	foreach ( array_keys( $slugs ) as $page ) {
		$sections[ $page ] = author_site_seed_sections( $page );
	}
	$sections['book']   = author_site_new_book_sections();
	$sections['series'] = author_site_series_page_sections();
	// A book is a child of the published Books page, as the site reads it (author_site_is_book_child()).
	$books = author_site_books_content_page();
	return array(
		'slugs'       => $slugs,
		'booksPageId' => $books ? $books->ID : 0,
		'sections'    => $sections,
	);
}

/** Enqueues the editor's script on pages, and its data before it. */
function author_site_enqueue_editor_script() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	$file   = get_theme_file_path( 'build/editor.asset.php' );
	if ( ! $screen || 'page' !== $screen->post_type || ! is_readable( $file ) ) {
		return;
	}
	$asset = require $file;
	wp_enqueue_script( 'author-site-editor', get_theme_file_uri( 'build/editor.js' ), $asset['dependencies'], $asset['version'], true );
	wp_add_inline_script( 'author-site-editor', 'window.authorSiteEditor=' . wp_json_encode( author_site_editor_data() ) . ';', 'before' );
	wp_set_script_translations( 'author-site-editor', 'author-site', get_theme_file_path( 'languages' ) );
}
add_action( 'enqueue_block_editor_assets', 'author_site_enqueue_editor_script' );

/** The sections' labels and the panel's look, in the editor's canvas and around it. */
function author_site_enqueue_editor_style() {
	if ( is_admin() && is_readable( get_theme_file_path( 'build/editor.css' ) ) ) {
		wp_enqueue_style( 'author-site-editor', get_theme_file_uri( 'build/editor.css' ), array(), (string) filemtime( get_theme_file_path( 'build/editor.css' ) ) );
	}
}
add_action( 'enqueue_block_assets', 'author_site_enqueue_editor_style' );
