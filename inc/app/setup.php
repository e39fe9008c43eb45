<?php
/**
 * Theme supports, page labels, and what WordPress prints that the app does not use.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Theme supports. */
function author_site_setup() {
	// languages/{locale}.mo, named as WordPress wants it in a theme (docs/i18n.md).
	load_theme_textdomain( 'author-site', get_theme_file_path( 'languages' ) );
	add_theme_support( 'title-tag' );
	add_theme_support( 'automatic-feed-links' );
	add_theme_support( 'html5', array( 'style', 'script', 'comment-form', 'comment-list', 'search-form', 'gallery', 'caption', 'navigation-widgets' ) );
	add_theme_support( 'responsive-embeds' );
	add_theme_support( 'align-wide' );
	add_theme_support( 'wp-block-styles' );
	// The cover and author photo are featured images (docs/pictures.md).
	add_theme_support( 'post-thumbnails' );
	// The Site Logo replaces the monogram (docs/pictures.md#logo).
	add_theme_support(
		'custom-logo',
		array(
			'height'      => 128,
			'width'       => 128,
			'flex-height' => true,
			'flex-width'  => true,
		)
	);
	// WordPress scopes the editor style to the editor's canvas.
	add_theme_support( 'editor-styles' );
	add_editor_style( 'build/style-index.css' );
}
add_action( 'after_setup_theme', 'author_site_setup' );

/**
 * The label of each page in the document title: the app's own names for them
 * (src/layout/navigation.json, src/pages/copy.json).
 */
function author_site_page_labels() {
	$menu  = array_column( author_site_read_json( 'src/layout/navigation.json' ), 'label', 'to' );
	$pages = author_site_read_json( 'src/pages/copy.json' );
	return array(
		'home'      => $pages['home']['documentTitle'],
		'books'     => $menu['/books'],
		'about'     => $menu['/about'],
		'events'    => $menu['/events'],
		'contact'   => $menu['/contact'],
		'press'     => $pages['press']['label'],
		'not-found' => $pages['notFound']['title'],
	);
}

/**
 * Removes front-end output the app does not need: emoji detection (images from
 * WordPress.org) and block and global styles (the app has its own). Other
 * `<head>` output is plugin territory (Theme Check), and core's oEmbed host JS
 * adds wp-embed when a post embeds another post.
 */
function author_site_trim_head() {
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	// Also in a post's embed (core's template, in an iframe).
	remove_action( 'embed_head', 'print_emoji_detection_script' );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_global_styles' );
	remove_action( 'wp_footer', 'wp_enqueue_global_styles', 1 );
	remove_action( 'wp_body_open', 'wp_global_styles_render_svg_filters' );
}
add_action( 'init', 'author_site_trim_head' );

/** Dequeues block-library styles on the front end. */
function author_site_dequeue_block_styles() {
	foreach ( array( 'wp-block-library', 'wp-block-library-theme', 'classic-theme-styles', 'global-styles', 'core-block-supports' ) as $handle ) {
		wp_dequeue_style( $handle );
	}
}
add_action( 'wp_enqueue_scripts', 'author_site_dequeue_block_styles', 100 );

/**
 * On the theme's own views, also dequeues the styles core queues for each block
 * it renders: the views render pages through REST, so a block's CSS would
 * otherwise show whenever a request happened to render one.
 */
function author_site_dequeue_rendered_block_styles() {
	if ( 'wp-view' === author_site_current_page() ) {
		return;
	}
	foreach ( wp_styles()->queue as $handle ) {
		if ( str_starts_with( $handle, 'wp-block-' ) ) {
			wp_dequeue_style( $handle );
		}
	}
}
add_action( 'wp_print_styles', 'author_site_dequeue_rendered_block_styles', 0 );
add_action( 'wp_print_footer_scripts', 'author_site_dequeue_rendered_block_styles', 0 );
